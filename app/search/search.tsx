// The search results pages (spec section 2 "Search result routes"): every /{locale}/ads form. Non-canonical URLs
// answer 301 to the canonical one, bad ones the not-found page (search-page.server.ts). Without JavaScript the
// filters are links and one GET form; with it, the form applies each change in place, and React Router aborts the
// request still in flight when a newer one starts (spec section 4).
import { Link, useNavigation } from 'react-router';
import { formatMessage, isLocale, translator } from '../../core/i18n.ts';
import { messages } from '../messages.ts';
import { saveSearchAction } from '../saved-searches/saved-search.server.ts';
import { loadSearchPage } from './search-page.server.ts';
import { searchPageMessages } from './search-messages.ts';
import { LiteLink } from '../ui/lite-link.tsx';
import { litePath } from '../../core/lite-pages.ts';
import { useLocale } from '../ui/i18n.ts';
import { SaveSearch } from '../saved-searches/save-search.tsx';
import { BannerSlot } from '../content/banners.tsx';
import type { Route } from './+types/search';
import { FacetList, FilterForm, QueryBox } from './search-filters.tsx';
import { AdList, Breadcrumbs, CountText, Pagination, Refinements, SortLinks } from './search-results.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return saveSearchAction(context, request, isLocale(params.locale) ? params.locale : 'bn');
}

function useSearchT() {
  return translator(searchPageMessages, useLocale());
}

const absolute = (origin: string, path: string) => `${origin}${path}`;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const t = translator(searchPageMessages, data.locale);
  const title = data.page > 1 ? t('pageTitle', { title: data.title, page: data.page }) : data.title;
  const productAds = data.ads.filter((ad) => ad.type !== 'to_buy');
  return [
    { title: `${title} | ${formatMessage(messages, data.locale, 'siteName')}` },
    { name: 'description', content: data.description },
    ...(data.indexable ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    { tagName: 'link', rel: 'canonical', href: absolute(data.origin, data.canonicalLink) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'bn', href: absolute(data.origin, data.alternates.bn) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absolute(data.origin, data.alternates.en) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(data.origin, data.alternates.bn) },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: data.breadcrumbs.map((crumb, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: crumb.label,
          item: absolute(data.origin, crumb.href),
        })),
      },
    },
    {
      // Wanted (to_buy) ads are not products on offer: they are left out of the product snippets.
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: productAds.map((ad, i) => ({
          '@type': 'ListItem',
          position: (data.page - 1) * 25 + i + 1,
          url: absolute(data.origin, `/${data.locale}/ad/${ad.slug}`),
          name: ad.title,
        })),
      },
    },
  ];
}

export default function SearchPage({ loaderData: data }: Route.ComponentProps) {
  const t = useSearchT();
  const navigation = useNavigation();
  const now = new Date(data.now);
  // The first picture on the page (top ads, then spotlights, then results; an ad may have none) is the likely
  // largest paint.
  const lead = [...data.topAds, ...data.spotlights, ...data.ads].find((ad) => ad.picture);
  return (
    <main className="mx-auto max-w-6xl px-3 py-4">
      <QueryBox key={data.canonical} data={data} />
      <Breadcrumbs crumbs={data.breadcrumbs} />
      <h1 className="text-xl font-bold">{data.title}</h1>
      <SaveSearch title={data.title} />
      <CountText data={data} />
      {data.chips.length > 0 ? (
        <ul aria-label={t('activeFilters')} className="mt-2 flex flex-wrap gap-2">
          {data.chips.map((chip) => (
            <li key={chip.href}>
              <Link
                to={chip.href}
                aria-label={t('removeFilter', { label: chip.label })}
                className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm text-brand-800"
              >
                {chip.label} <span aria-hidden="true">✕</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 gap-4 md:grid md:grid-cols-[16rem_1fr]">
        <aside>
          <details className="rounded-lg border border-gray-200 bg-white px-3 md:open:block" open={false}>
            <summary className="cursor-pointer py-2 font-semibold">{t('filters')}</summary>
            <FacetList
              heading={t('category')}
              allLabel={t('allCategories')}
              allHref={data.allCategoriesHref}
              path={data.categoryPath}
              facets={data.facets.categories}
            />
            <FacetList
              heading={t('location')}
              allLabel={t('allOfBangladesh')}
              allHref={data.allLocationsHref}
              path={data.locationPath}
              facets={data.facets.locations}
            />
            <FilterForm key={data.canonical} data={data} />
          </details>
        </aside>
        <div className={navigation.state === 'loading' ? 'opacity-60 transition-opacity' : undefined}>
          {data.total > 1 ? <SortLinks links={data.sortLinks} /> : null}
          <AdList id="top-ads" ads={data.topAds} now={now} label={t('topAds')} lead={lead} />
          <AdList id="spotlights" ads={data.spotlights} now={now} label={t('spotlight')} lead={lead} />
          {data.similar ? (
            <p className="mb-2 text-sm text-gray-700">
              {t('similarNotice', { query: data.state.query, corrected: data.correctedQuery ?? '' })}
            </p>
          ) : null}
          <Refinements refinements={data.refinements} />
          {data.ads.length === 0 ? (
            <section className="rounded-lg bg-white p-6 text-center">
              <h2 className="font-semibold">{t('emptyTitle')}</h2>
              {data.suggestions.length > 0 ? (
                <>
                  <p className="mt-2 text-sm text-gray-600">{t('emptyHint')}</p>
                  <ul className="mt-2 text-sm">
                    {data.suggestions.map((s) => (
                      <li key={s.href}>
                        <Link to={s.href} className="font-semibold text-brand-700 hover:underline">
                          {s.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          ) : (
            <AdList id="results" ads={data.ads} now={now} label={t('results')} lead={lead} />
          )}
          {/* After the results, where a banner arriving after the page never moves them. */}
          <BannerSlot slot="results" category={data.banner.category} location={data.banner.location} />
          <Pagination data={data} />
          <LiteLink href={litePath(data.canonical)} />
        </div>
      </div>
    </main>
  );
}
