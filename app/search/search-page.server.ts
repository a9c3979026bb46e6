// Server side of the search results pages: reads the URL with the search grammar (core/search), runs the same
// search service as GET /data/serp, and prepares everything the page shows as plain data (hrefs already built),
// so the component holds no search rules.
import { type AppLoadContext, data, redirect } from 'react-router';
import { LOGIN_MODAL_PARAMS } from '../accounts/login-modal.tsx';
import type { Locale } from '../../core/catalogue.ts';
import { describeSearch } from '../../core/search/breadcrumbs.ts';
import { isIndexableSearch } from '../../core/search/indexable.ts';
import { buildCanonicalLink, buildSearchUrl } from '../../core/search/build.ts';
import { sortParams } from '../../core/search/grammar.ts';
import { parseSearchUrl } from '../../core/search/parse.ts';
import { createSearchState, type SearchState, SORTS } from '../../core/search/state.ts';
import {
  changeCategory,
  changeDynamicFilter,
  changeFilters,
  changePage,
  resetFilters,
} from '../../core/search/transitions.ts';
import { formatNumber, translator } from '../../core/i18n.ts';
import { fullPath, litePath } from '../../core/lite-pages.ts';
import { readDay } from '../../core/jobs/fields.ts';
import type { CatalogueIndex } from '../../core/catalogue-index.ts';
import type { FilterView } from '../../server/modules/search/index.ts';
import { toCardView } from '../ads/ad-views.server.ts';
import { searchPageMessages } from './search-messages.ts';

/**
 * A GET form sends a checkbox group as repeated names (`enum.condition=new&enum.condition=used`) and empty fields
 * as `name=`; the grammar reads one comma list per name. Merging here lets the form work without JavaScript; the
 * result is not canonical, so the visitor is sent on to the canonical URL.
 */
/** Range filters whose form fields are date inputs (stored as YYYYMMDD numbers, decision 121). */
const DATE_FILTER = /^numeric\.deadline\.(?:minimum|maximum)$/;

export function mergeFormParams(url: URL): { path: string; merged: boolean } {
  const lists = new Map<string, string[]>();
  let merged = false;
  for (const [name, raw] of url.searchParams) {
    if (raw.trim() === '') {
      merged = true;
      continue;
    }
    // A date input (the jobs deadline filter) sends 2026-12-31; the grammar's number for it is 20261231.
    const day = DATE_FILTER.test(name) ? readDay(raw) : undefined;
    const value = typeof day === 'number' ? String(day) : raw;
    if (value !== raw) merged = true;
    const list = lists.get(name);
    if (list) merged = true;
    lists.set(name, [...(list ?? []), value]);
  }
  if (!merged) return { path: `${url.pathname}${url.search}`, merged };
  const query = [...lists]
    .map(([name, values]) => `${encodeURIComponent(name)}=${encodeURIComponent(values.join(','))}`)
    .join('&');
  return { path: `${url.pathname}${query ? `?${query}` : ''}`, merged };
}

export interface Chip {
  label: string;
  href: string;
}

/** One chip per active filter; each links to the same search without it (spec section 4: page back to 1). */
function activeFilterChips(state: SearchState, filters: readonly FilterView[], index: CatalogueIndex): Chip[] {
  const t = translator(searchPageMessages, state.locale);
  const url = (next: SearchState) => buildSearchUrl(next, index);
  const chips: Chip[] = [];
  if (state.query)
    chips.push({
      label: t('textQuery', { query: state.query }),
      href: url(changeFilters(state, { query: '' }, index)),
    });
  if (state.category) {
    const category = index.categoryBySlug(state.category);
    if (category) chips.push({ label: category.name[state.locale], href: url(changeCategory(state, null, index)) });
  }
  if (state.location) {
    const location = index.locationBySlug(state.location);
    if (location)
      chips.push({ label: location.name[state.locale], href: url(changeFilters(state, { location: null }, index)) });
  }
  if (state.posterType !== 'all_posters')
    chips.push({
      label: t(`poster_${state.posterType}`),
      href: url(changeFilters(state, { posterType: 'all_posters' }, index)),
    });
  if (state.type)
    chips.push({ label: t(`type_${state.type}`), href: url(changeFilters(state, { type: null }, index)) });
  if (state.isDoorstepDelivery)
    chips.push({ label: t('doorstep'), href: url(changeFilters(state, { isDoorstepDelivery: false }, index)) });
  if (state.isUrgent)
    chips.push({ label: t('urgentOnly'), href: url(changeFilters(state, { isUrgent: false }, index)) });
  if (state.isFeaturedMember)
    chips.push({ label: t('featuredMember'), href: url(changeFilters(state, { isFeaturedMember: false }, index)) });
  for (const filter of filters) {
    if (!state.filters[filter.key]) continue;
    let label = filter.label;
    if (filter.type === 'money' || filter.type === 'numeric') {
      const { minimum, maximum } = filter;
      // Prices grouped as money is (৳ ১২,০০০); other numbers are years and sizes, written whole (২০১৬).
      const grouping = filter.type === 'money';
      const bound = (n: number) => (n > -1 ? formatNumber(state.locale, n, { grouping }) : '…');
      label = `${filter.label}: ${bound(minimum)}–${bound(maximum)}`;
    } else {
      const chosen = filter.values.flatMap((v) => [
        ...(v.checked ? [v.label] : []),
        ...(v.children ?? []).filter((m) => m.checked).map((m) => m.label),
      ]);
      label = `${filter.label}: ${chosen.join(', ')}`;
    }
    chips.push({ label, href: url(changeDynamicFilter(state, filter.key, null, index)) });
  }
  return chips;
}

/**
 * The sort links above the results (decision 254): each sort of this search (best match only with search text), the
 * same search from page 1 in that order; plain links, so they work without JavaScript.
 */
function sortLinks(state: SearchState, index: CatalogueIndex) {
  return SORTS.filter((sort) => sort !== 'relevance' || state.query !== '').map((sort) => ({
    sort,
    href: buildSearchUrl(changeFilters(state, { sort }, index), index),
    current: sort === state.sort,
  }));
}

/**
 * What a results-page URL answers: the search it shows, a 301 to its canonical URL, or not found (spec section 5:
 * invalid sequences and unparseable filter paths). The canonical URL of a canonical URL is itself, however the
 * browser and the framework re-escape it on the way back, so a visitor is redirected at most once.
 */
/** `index`: the catalogue in force (context.modules.catalog.catalogueIndex). */
export function resolveSearchUrl(
  requestUrl: URL,
  index: CatalogueIndex,
): { kind: 'search'; state: SearchState } | { kind: 'redirect'; location: string } | { kind: 'not-found' } {
  const url = new URL(requestUrl);
  // The login modal's parameters belong to the visit, not to the search: set them aside, and carry them over a
  // redirect to the canonical URL so that the modal still opens there.
  const modal = new URLSearchParams();
  for (const name of LOGIN_MODAL_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) modal.set(name, value);
    url.searchParams.delete(name);
  }
  const form = mergeFormParams(url);
  const parsed = parseSearchUrl(form.path, index);
  if (!parsed.ok) return { kind: 'not-found' };
  if (!parsed.isCanonical || form.merged) {
    const keep = modal.size > 0 ? `${parsed.canonical.includes('?') ? '&' : '?'}${modal}` : '';
    return { kind: 'redirect', location: `${parsed.canonical}${keep}` };
  }
  return { kind: 'search', state: parsed.state };
}

/** What the results pages ask of the request's context: the database, the clock, who is asking, the public URL. */
export type SearchPageContext = Pick<AppLoadContext, 'db' | 'clock' | 'viewer' | 'config' | 'modules'>;

export async function loadSearchPage(request: Request, context: SearchPageContext) {
  const index = context.modules.catalog.catalogueIndex;
  const resolved = resolveSearchUrl(new URL(request.url), index);
  if (resolved.kind === 'not-found') throw data(null, { status: 404 });
  if (resolved.kind === 'redirect') throw redirect(resolved.location, 301);
  const { state } = resolved;
  const locale: Locale = state.locale;
  const result = await context.modules.search.cachedSearch(
    context.db,
    context.clock,
    state,
    context.viewer?.account.id ?? null,
  );
  // The search read a place in its words as its location ("laptop dhaka", decision 272): its URL is that search's.
  if (result.canonical !== buildSearchUrl(state, index)) throw redirect(result.canonical, 302);
  // A page past the last holds no ads: not found, rather than an empty page to index (decision 253).
  if (state.page > 1 && result.ads.length === 0) throw data(null, { status: 404 });
  const description = describeSearch(state, index);
  const pageUrl = (page: number) => buildSearchUrl(changePage(state, page), index);
  const category = state.category === null ? undefined : index.categoryBySlug(state.category);
  const location = state.location === null ? undefined : index.locationBySlug(state.location);
  // Canonical and alternate links name the public origin, never the address a proxy reached us on.
  const origin = context.config.PUBLIC_URL;

  const suggestions: Chip[] = [];
  if (result.total === 0) {
    const t = translator(searchPageMessages, locale);
    if (state.location)
      suggestions.push({
        label: t('suggestionEverywhere'),
        href: buildSearchUrl(changeFilters(state, { location: null }, index), index),
      });
    if (state.category)
      suggestions.push({
        label: t('suggestionAllCategories'),
        href: buildSearchUrl(changeCategory(state, null, index), index),
      });
    if (state.query)
      suggestions.push({
        label: t('suggestionNoQuery'),
        href: buildSearchUrl(changeFilters(state, { query: '' }, index), index),
      });
  }

  return {
    locale,
    now: new Date().toISOString(),
    origin,
    // Text searches share their place's breadcrumb title; the words make each title unique.
    title: state.query
      ? translator(searchPageMessages, locale)('queryTitle', { query: state.query, title: description.title })
      : description.title,
    description: description.description,
    breadcrumbs: description.breadcrumbs.map((crumb) => ({ label: crumb.label, href: crumb.href })),
    canonical: result.canonical,
    // What search engines are given: the search in its default order, in each language (decision 254).
    canonicalLink: buildCanonicalLink(state, index),
    alternates: {
      bn: buildCanonicalLink({ ...state, locale: 'bn' }, index),
      en: buildCanonicalLink({ ...state, locale: 'en' }, index),
    },
    indexable: isIndexableSearch(result.canonical, result.total),
    // The results banner slot is aimed by category and place.
    banner: { category: state.category, location: state.location },
    sortLinks: sortLinks(state, index),
    /** The sort the filter form carries along as hidden fields (none for the default one). */
    sortFields: sortParams(state),
    state: {
      query: state.query,
      posterType: state.posterType,
      type: state.type,
      isDoorstepDelivery: state.isDoorstepDelivery,
      isUrgent: state.isUrgent,
      isFeaturedMember: state.isFeaturedMember,
      page: state.page,
    },
    /** Where the filter form is sent: the search's location and category path, every other filter in fields. */
    formAction: buildSearchUrl(
      createSearchState({ locale, location: state.location, category: state.category }),
      index,
    ),
    resetHref: buildSearchUrl(resetFilters(state), index),
    categoryPath: category
      ? index
          .categoryAncestors(category)
          .map((c) => ({ name: c.name[locale], href: buildSearchUrl(changeCategory(state, c.slug, index), index) }))
      : [],
    allCategoriesHref: buildSearchUrl(changeCategory(state, null, index), index),
    locationPath: location
      ? index
          .locationAncestors(location)
          .slice(1)
          .map((l) => ({
            name: l.name[locale],
            href: buildSearchUrl(changeFilters(state, { location: l.slug }, index), index),
          }))
      : [],
    allLocationsHref: buildSearchUrl(changeFilters(state, { location: null }, index), index),
    facets: result.facets,
    refinements: result.refinements,
    filters: result.filters,
    chips: activeFilterChips(state, result.filters, index),
    suggestions,
    total: result.total,
    totalIsCapped: result.totalIsCapped,
    similar: result.similar,
    correctedQuery: result.correctedQuery,
    page: result.page,
    pages: result.pages,
    pageLinks: {
      previous: result.page > 1 ? pageUrl(result.page - 1) : null,
      next: result.page < result.pages ? pageUrl(result.page + 1) : null,
      // A capped count does not know the last page: it is not offered.
      numbers: pageWindow(result.page, result.pages)
        .filter((page) => !result.totalIsCapped || page !== result.pages)
        .map((page) => ({ page, href: pageUrl(page) })),
    },
    ads: result.ads.map((ad) => toCardView(context, ad, locale)),
    topAds: result.topAds.map((ad) => toCardView(context, ad, locale)),
    spotlights: result.spotlights.map((ad) => toCardView(context, ad, locale)),
  };
}

/** Up to five page numbers around the current one, always including the first and the last. */
function pageWindow(page: number, pages: number): number[] {
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = new Set([1, pages]);
  for (let p = from; p <= Math.min(pages, from + 4); p++) numbers.add(p);
  return [...numbers].sort((a, b) => a - b);
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;

/** The lite results page (decision 201): the search of the full page's address, its redirects kept lite. */
export async function loadLiteSearchPage(request: Request, context: SearchPageContext) {
  const url = new URL(request.url);
  url.pathname = fullPath(url.pathname);
  try {
    return await loadSearchPage(new Request(url, { headers: request.headers }), context);
  } catch (thrown) {
    const location = thrown instanceof Response ? thrown.headers.get('location') : null;
    if (thrown instanceof Response && location) throw redirect(litePath(location), thrown.status);
    throw thrown;
  }
}
