// The content pages of spec section 2 (terms, privacy, help, info pages, seller landings, guides), one module for
// all: the URL names the page (core/content-pages.ts), an admin's edit shows at once, and inside an app's web view
// (…/android, …/ios) the links keep the platform segment. Contact us and advertising end with their form. It is the
// catch-all route (app/routes.ts): a path that names no page answers 404, which the locale layout draws as the
// not-found page.
import { data, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { contentPageAt, embedPlatform } from '../../core/content-pages.ts';
import { formatDate } from '../../core/i18n.ts';
import { formFailure, readForm } from '../accounts/accounts.server.ts';
import { chatMessages } from '../chat/chat-messages.ts';
import { contentMessages } from './content-messages.ts';
import { ContactForm } from './contact-form.tsx';
import { PriceTable } from '../promotions/price-table.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { seoHead } from '../ui/seo-head.ts';
import { translator } from '../../core/i18n.ts';
import type { Route } from './+types/content-page';

function pageOf(request: Request) {
  const pathname = new URL(request.url).pathname;
  const rest = pathname.replace(/^\/[^/]+\//, '').replace(/\/$/, '');
  const page = contentPageAt(rest);
  if (!page) throw data(null, { status: 404 });
  return { page, platform: embedPlatform(pathname) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { page, platform } = pageOf(request);
  const origin = context.config.PUBLIC_URL;
  const [view, meta] = await Promise.all([
    context.modules.content.getPage(context.db, page.name, locale, platform),
    context.modules.content.pageMeta(context.db, origin, locale, page.name),
  ]);
  // The promotions page (/boost-ad) ends with the real prices.
  const prices =
    page.name === 'promotions'
      ? (await context.modules.promotions.listProducts(context.db)).filter((p) => p.active)
      : null;
  return {
    locale,
    page: view,
    meta,
    form: 'form' in page ? page.form : null,
    embedded: platform !== null,
    prices,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { page } = pageOf(request);
  if (!('form' in page)) throw data(null, { status: 405 });
  try {
    const input = await readForm(request, context.modules.content.ContactRequestSchema);
    await context.modules.content.submitContactRequest(
      context,
      { ip: context.clientIp, userId: context.viewer?.account.id ?? null, locale },
      { ...input, kind: page.form },
    );
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return [
    ...seoHead(page.meta),
    // The embedded copies are for the apps; search engines index the site's own page.
    ...(page.embedded ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(contentMessages, locale);
  const tChat = translator(chatMessages, locale);
  const tSite = useT();
  const { page, form } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <article className="rounded-xl bg-white p-4 shadow-sm sm:p-6" data-page={page.name}>
        <h1 className="text-2xl font-bold">{page.title}</h1>
        {/* Safe: rendered on the server by markdown-it with raw HTML off (server/modules/content/markdown.ts). */}
        <div className="content-body mt-4" dangerouslySetInnerHTML={{ __html: page.html }} />
        {page.updatedAt ? (
          <p className="mt-6 text-xs text-gray-500">
            {t('updatedOn', { date: formatDate(locale, new Date(page.updatedAt)) })}
          </p>
        ) : null}
      </article>
      {form === 'contact' ? (
        <p className="mt-6 rounded-xl bg-white p-4 shadow-sm">
          {tChat('supportIntro')}{' '}
          <Link to={`/${locale}/support-chat`} className="font-semibold text-brand-700 underline">
            {tSite('supportChat')}
          </Link>
        </p>
      ) : null}
      {loaderData.prices ? <PriceTable products={loaderData.prices} /> : null}
      {form ? <ContactForm kind={form} result={actionData} /> : null}
    </main>
  );
}
