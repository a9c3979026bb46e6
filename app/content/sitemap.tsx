// /{locale}/sitemap/{platform?}: the HTML sitemap, every top-level category in every division (spec section 2),
// and the help and information pages. The search URLs come from the search URL builder, as everywhere else.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { CONTENT_PAGES, embedPlatform, pagePath } from '../../core/content-pages.ts';
import { formatMessage, translator } from '../../core/i18n.ts';
import { buildSearchUrl } from '../../core/search/build.ts';
import { createSearchState } from '../../core/search/state.ts';
import { contentMessages } from './content-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/sitemap';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const platform = embedPlatform(new URL(request.url).pathname);
  const index = context.modules.catalog.catalogueIndex;
  const categories = index.catalogue.categories.filter((c) => c.parentId === -1 && !c.deactivated);
  const divisions = index.catalogue.locations
    .filter((l) => l.level === 'division')
    .map((d) => ({
      slug: d.slug,
      name: d.name[locale],
      href: buildSearchUrl(createSearchState({ locale, location: d.slug }), index),
      categories: categories.map((c) => ({
        slug: c.slug,
        name: c.name[locale],
        href: buildSearchUrl(createSearchState({ locale, location: d.slug, category: c.slug }), index),
      })),
    }));
  const pages = await Promise.all(
    CONTENT_PAGES.map(async (p) => ({
      name: p.name,
      title: (await context.modules.content.getPage(context.db, p.name, locale)).title,
      href: pagePath(p, locale, platform),
    })),
  );
  return { locale, divisions, pages, embedded: platform !== null };
}

export const meta = ({ data: page }: Route.MetaArgs) =>
  page
    ? [
        { title: formatMessage(contentMessages, page.locale, 'sitemapTitle') },
        { name: 'description', content: formatMessage(contentMessages, page.locale, 'sitemapDescription') },
        ...(page.embedded ? [{ name: 'robots', content: 'noindex' }] : []),
      ]
    : [];

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = translator(contentMessages, useLocale());
  return (
    <main className="mx-auto max-w-6xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('sitemapTitle')}</h1>
      <p className="text-sm text-gray-600">{t('sitemapDescription')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.divisions.map((d) => (
          <section key={d.slug}>
            <h2 className="font-semibold">
              <Link to={d.href} className="hover:underline">
                {d.name}
              </Link>
            </h2>
            <ul className="grid grid-cols-2 text-sm leading-7 sm:grid-cols-1">
              {d.categories.map((c) => (
                <li key={c.slug}>
                  <Link to={c.href} className="text-brand-700 hover:underline">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <h2 className="mt-6 font-semibold">{t('sitemapPages')}</h2>
      <ul className="grid gap-1 text-sm sm:grid-cols-3">
        {loaderData.pages.map((p) => (
          <li key={p.name}>
            <Link to={p.href} className="text-brand-700 hover:underline">
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
