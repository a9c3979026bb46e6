// /{locale}/admin/pages: the content pages an admin can edit, and the contact and advertising requests sent in.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { CONTENT_PAGES } from '../../core/content-pages.ts';
import { formatDate, formatMessage, translator } from '../../core/i18n.ts';
import { requireBackOffice } from './access.server.ts';
import { contentMessages } from '../content/content-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-pages';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  await requireBackOffice(context, request, locale);
  const [pages, requests] = await Promise.all([
    Promise.all(CONTENT_PAGES.map((p) => context.modules.content.getPage(context.db, p.name, locale))),
    context.modules.content.listContactRequests(context.db),
  ]);
  return {
    locale,
    pages: pages.map((p) => ({ name: p.name, title: p.title, updatedAt: p.updatedAt })),
    requests,
  };
}

export const meta = ({ data: page }: Route.MetaArgs) =>
  page
    ? [{ title: formatMessage(contentMessages, page.locale, 'editPages') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(contentMessages, locale);
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('editPages')}</h1>
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm">
        {loaderData.pages.map((p) => (
          <li key={p.name} className="flex items-baseline justify-between gap-2 p-3">
            <Link to={`/${locale}/admin/pages/${p.name}`} className="font-medium text-brand-700 underline">
              {p.title}
            </Link>
            <span className="text-xs text-gray-500">
              {p.updatedAt ? formatDate(locale, new Date(p.updatedAt)) : t('notEdited')}
            </span>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-semibold">{t('contactRequests')}</h2>
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="contact-requests">
        {loaderData.requests.map((r) => (
          <li key={r.id} className="p-3 text-sm">
            <p className="font-medium">
              [{r.kind}] {r.name} · {r.email} {r.phone ? `· ${r.phone}` : ''}
            </p>
            <p className="whitespace-pre-line text-gray-700">{r.message}</p>
            <p className="text-xs text-gray-500">{formatDate(locale, new Date(r.createdAt))}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
