// /{locale}/lite: the lite home (decision 201): the categories with their counts, as links to the lite results, under
// the header's search field (which searches the lite results from here); no client script, no picture. It names the
// full home as canonical and links to it.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { litePath } from '../../core/lite-pages.ts';
import { messages } from '../messages.ts';
import { useT } from '../ui/i18n.ts';
import type { Route } from './+types/lite-home';

export const handle = { lite: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const origin = context.config.PUBLIC_URL;
  const home = await context.modules.content.homeData(context, origin, locale);
  return {
    locale,
    origin,
    categories: home.categories.map((c) => ({ id: c.id, name: c.name, count: c.count, href: litePath(c.href) })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const siteName = formatMessage(messages, data.locale, 'siteName');
  return [
    { title: `${formatMessage(messages, data.locale, 'tagline')} | ${siteName}` },
    { tagName: 'link', rel: 'canonical', href: `${data.origin}/${data.locale}` },
  ];
}

export default function LiteHome({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto max-w-2xl px-3 py-4">
      <h1 className="text-lg font-bold">{t('tagline')}</h1>
      <h2 className="mt-4 font-semibold">{t('browseCategories')}</h2>
      <ul className="mt-1 divide-y divide-gray-200">
        {data.categories.map((c) => (
          <li key={c.id}>
            <Link to={c.href} className="flex justify-between gap-2 py-2">
              <span className="font-medium text-brand-700">{c.name}</span>
              <span className="text-sm text-gray-600">{t('adCount', { count: c.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link to={`/${data.locale}`} className="font-semibold text-brand-700 underline">
          {t('fullHomePage')}
        </Link>
      </p>
    </main>
  );
}
