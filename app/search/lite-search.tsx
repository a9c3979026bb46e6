// /{locale}/lite/ads…: the lite results pages for the AMP pages flag (decision 201). Every results
// address of the full pages, with `lite` after the locale: the same search, drawn with no client script and little
// HTML (no filters panel, banners or structured data); they name the full page as canonical and link to it.
import { Link, useLocation } from 'react-router';
import { formatMessage, formatMoney, translator } from '../../core/i18n.ts';
import { litePath } from '../../core/lite-pages.ts';
import { messages } from '../messages.ts';
import { loadLiteSearchPage } from './search-page.server.ts';
import { searchPageMessages } from './search-messages.ts';
import { type AdCardView, Price } from '../ui/ad-card.tsx';
import { SortLinks } from './search-results.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { ResponsivePicture } from '../ui/responsive-picture.tsx';
import type { Route } from './+types/lite-search';

export const handle = { lite: true };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLiteSearchPage(request, context);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.title} | ${formatMessage(messages, data.locale, 'siteName')}` },
    { name: 'description', content: data.description },
    { tagName: 'link', rel: 'canonical', href: `${data.origin}${data.canonicalLink}` },
  ];
}

function LiteCard({ ad, lead }: { ad: AdCardView; lead: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li>
      <Link to={litePath(`/${locale}/ad/${ad.slug}`)} className="flex gap-3 border-b border-gray-200 py-2">
        <span className="h-18 w-24 flex-none overflow-hidden rounded bg-gray-100">
          {ad.picture ? (
            <ResponsivePicture
              picture={ad.picture}
              sizes="96px"
              alt=""
              loading={lead ? 'eager' : 'lazy'}
              fetchPriority={lead ? 'high' : 'auto'}
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : null}
        </span>
        <span className="min-w-0">
          <span className="line-clamp-2 block font-medium">{ad.title}</span>
          <span className="block truncate text-sm text-gray-600">{ad.locationName}</span>
          {ad.salary !== null ? (
            <span className="font-semibold text-brand-700">
              {t('perMonth', { price: formatMoney(locale, ad.salary) })}
            </span>
          ) : (
            <Price price={ad.price} type={ad.type} negotiable={false} />
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * The lite page's search field: a plain GET form to this same address, so the category, the place, the other filters
 * and the order stay as they are (hidden fields) and only the words change; a new search starts at its first page.
 */
function LiteQueryBox({ query }: { query: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'query' && name !== 'page');
  return (
    <form method="get" action={pathname} role="search" className="mt-2 flex">
      <label className="sr-only" htmlFor="lite-query">
        {t('searchPlaceholder')}
      </label>
      <input
        id="lite-query"
        type="search"
        name="query"
        defaultValue={query}
        placeholder={t('searchPlaceholder')}
        className="min-w-0 flex-1 rounded-l-lg border border-gray-300 px-3 py-2"
      />
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="rounded-r-lg bg-accent-400 px-4 font-semibold text-gray-900">
        {t('search')}
      </button>
    </form>
  );
}

export default function LiteSearchPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const tSearch = translator(searchPageMessages, data.locale);
  const ads = [...data.topAds, ...data.spotlights, ...data.ads];
  const lead = ads.find((ad) => ad.picture);
  const { previous, next } = data.pageLinks;
  return (
    <main className="mx-auto max-w-2xl px-3 py-4">
      <LiteQueryBox query={data.state.query} />
      <h1 className="mt-3 text-xl font-bold">{data.title}</h1>
      <p className="text-sm text-gray-600">
        {data.totalIsCapped
          ? tSearch('resultsCountCapped', { count: data.total })
          : tSearch('resultsCount', { count: data.total })}
        {' · '}
        <Link to={data.canonical} className="font-semibold text-brand-700 underline">
          {t('fullResultsPage')}
        </Link>
      </p>
      {data.total > 1 ? (
        <div className="mt-2">
          <SortLinks links={data.sortLinks.map((link) => ({ ...link, href: litePath(link.href) }))} />
        </div>
      ) : null}
      <ul aria-label={tSearch('results')} className="mt-2">
        {ads.map((ad) => (
          <LiteCard key={ad.slug} ad={ad} lead={ad === lead} />
        ))}
      </ul>
      {previous || next ? (
        <nav aria-label={tSearch('pagination')} className="mt-4 flex justify-between">
          {previous ? (
            <Link rel="prev" to={litePath(previous)} className="rounded border bg-white px-3 py-2">
              ← {tSearch('previous')}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link rel="next" to={litePath(next)} className="rounded border bg-white px-3 py-2">
              {tSearch('next')} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
