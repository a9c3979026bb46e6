// The search results pages (spec section 2 "Search result routes"): every /{locale}/ads form. Non-canonical URLs
// answer 301 to the canonical one, bad ones the not-found page (search-page.server.ts). Without JavaScript the
// filters are links and one GET form; with it, the form applies each change in place, and React Router aborts the
// request still in flight when a newer one starts (spec section 4).
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, formatNumber, isLocale, translator } from '../../core/i18n.ts';
import { dayToIso } from '../../core/jobs/fields.ts';
import { messages } from '../messages.ts';
import { saveSearchAction } from '../saved-search.server.ts';
import { loadSearchPage, type SearchPageData } from '../search-page.server.ts';
import { searchPageMessages, type SearchPageMessageKey } from '../search-messages.ts';
import { AdCard, type AdCardView } from '../ui/ad-card.tsx';
import { LiteLink } from '../ui/lite-link.tsx';
import { litePath } from '../../core/lite-pages.ts';
import { useLocale } from '../ui/i18n.ts';
import { SaveSearch } from '../ui/save-search.tsx';
import { BannerSlot } from '../content/banners.tsx';
import type { Route } from './+types/search';

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
    { tagName: 'link', rel: 'canonical', href: absolute(data.origin, data.canonical) },
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

function CountText({ data }: { data: SearchPageData }) {
  const t = useSearchT();
  return (
    <p className="text-sm text-gray-600" aria-live="polite">
      {data.totalIsCapped ? t('resultsCountCapped', { count: data.total }) : t('resultsCount', { count: data.total })}
    </p>
  );
}

function Breadcrumbs({ crumbs }: { crumbs: SearchPageData['breadcrumbs'] }) {
  const t = useSearchT();
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-2 text-sm text-gray-600">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className="flex gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.href} className="hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** "in Cars (1,234)": the categories the search words are likely about. */
function Refinements({ refinements }: { refinements: SearchPageData['refinements'] }) {
  const t = useSearchT();
  const locale = useLocale();
  if (refinements.length === 0) return null;
  return (
    <nav aria-label={t('refinements')} className="mb-2 flex flex-wrap gap-2 text-sm">
      {refinements.map((refinement) => (
        <Link
          key={refinement.slug}
          to={refinement.href}
          className="rounded-full border border-brand-700 bg-white px-3 py-1 text-brand-700 hover:underline"
        >
          {t('refinementIn', {
            category: refinement.name,
            count: `${formatNumber(locale, refinement.count)}${refinement.capped ? '+' : ''}`,
          })}
        </Link>
      ))}
    </nav>
  );
}

function FacetList({
  heading,
  allLabel,
  allHref,
  path,
  facets,
}: {
  heading: string;
  allLabel: string;
  allHref: string;
  path: { name: string; href: string }[];
  facets: SearchPageData['facets']['categories'];
}) {
  const locale = useLocale();
  return (
    <section className="border-b border-gray-200 py-3">
      <h2 className="mb-1 font-semibold">{heading}</h2>
      <ul className="text-sm leading-7">
        <li>
          <Link to={allHref} className={path.length === 0 ? 'font-semibold' : 'text-brand-700 hover:underline'}>
            {allLabel}
          </Link>
        </li>
        {path.map((node, i) => (
          <li key={node.href} style={{ paddingLeft: `${(i + 1) * 0.75}rem` }}>
            <Link to={node.href} className={i === path.length - 1 ? 'font-semibold' : 'text-brand-700 hover:underline'}>
              {node.name}
            </Link>
          </li>
        ))}
        {facets.map((facet) => (
          <li key={facet.slug} style={{ paddingLeft: `${(path.length + 1) * 0.75}rem` }}>
            <Link to={facet.href} className="text-brand-700 hover:underline">
              {facet.name}
            </Link>{' '}
            <span className="text-gray-500">({formatNumber(locale, facet.count)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="block py-1 text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select name={name} defaultValue={value} className="w-full rounded border border-gray-300 bg-white px-2 py-2">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function RangeFields({
  prefix,
  label,
  minimum,
  maximum,
  date = false,
}: {
  prefix: string;
  label: string;
  minimum: number;
  maximum: number;
  /** A day filter (the jobs deadline, stored YYYYMMDD): date inputs. */
  date?: boolean;
}) {
  const t = useSearchT();
  return (
    <fieldset className="py-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex gap-2">
        {(['minimum', 'maximum'] as const).map((bound) => {
          const value = bound === 'minimum' ? minimum : maximum;
          return (
            <label key={bound} className="flex-1 text-xs text-gray-600">
              {t(bound)}
              <input
                type={date ? 'date' : 'number'}
                inputMode={date ? undefined : 'numeric'}
                min={date ? undefined : 0}
                name={`${prefix}.${bound}`}
                defaultValue={value > -1 ? (date ? dayToIso(value) : value) : ''}
                className="mt-1 w-full rounded border border-gray-300 px-2 py-2 text-sm text-gray-900"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function DynamicFilter({ filter }: { filter: SearchPageData['filters'][number] }) {
  const t = useSearchT();
  const locale = useLocale();
  if (filter.type === 'money' || filter.type === 'numeric')
    return (
      <RangeFields
        prefix={`${filter.type}.${filter.key}`}
        label={filter.unit ? `${filter.label} (${filter.unit})` : filter.label}
        minimum={filter.minimum}
        maximum={filter.maximum}
        date={filter.key === 'deadline'}
      />
    );
  if (filter.type === 'tree') {
    // One brand at a time keeps the model list short; its models appear once a brand is chosen.
    const brand = filter.values.find((v) => v.checked);
    return (
      <div className="py-1">
        <Select
          name={`tree.${filter.key}`}
          label={filter.label}
          value={brand?.key ?? ''}
          options={[
            { value: '', label: t('anyBrand') },
            ...filter.values.map((v) => ({
              value: v.key,
              label: v.count === undefined ? v.label : `${v.label} (${formatNumber(locale, v.count)})`,
            })),
          ]}
        />
        {brand?.children?.length ? (
          <Select
            name={`tree.${filter.key}.model`}
            label={t('model')}
            value={brand.children.find((m) => m.checked)?.key ?? ''}
            options={[
              { value: '', label: t('anyModel') },
              ...brand.children.map((m) => ({
                value: m.key,
                label: m.count === undefined ? m.label : `${m.label} (${formatNumber(locale, m.count)})`,
              })),
            ]}
          />
        ) : null}
      </div>
    );
  }
  return (
    <fieldset className="py-2">
      <legend className="mb-1 text-sm font-medium">{filter.label}</legend>
      <div className="max-h-48 overflow-y-auto text-sm">
        {filter.values.map((v) => (
          <label key={v.key} className="flex items-center gap-2 py-1">
            <input type="checkbox" name={`enum.${filter.key}`} value={v.key} defaultChecked={v.checked} />
            <span>
              {v.label}
              {v.count === undefined ? null : <span className="text-gray-500"> ({formatNumber(locale, v.count)})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The filter form; the search box above the results belongs to it, so a new search keeps every filter. */
const FILTER_FORM = 'search-filters';

/**
 * The words searched, always in sight (on phones the header has no search box): part of the filter form, outside
 * the folded filters. Enter or the button sends the whole form.
 */
function QueryBox({ data }: { data: SearchPageData }) {
  const placeholder = formatMessage(messages, data.locale, 'searchPlaceholder');
  return (
    <div role="search" className="mb-3 flex">
      <label className="sr-only" htmlFor="results-query">
        {placeholder}
      </label>
      <input
        id="results-query"
        form={FILTER_FORM}
        type="search"
        name="query"
        defaultValue={data.state.query}
        placeholder={placeholder}
        className="min-w-0 flex-1 rounded-l-lg border border-gray-300 px-3 py-2"
      />
      <button form={FILTER_FORM} type="submit" className="rounded-r-lg bg-accent-400 px-4 font-semibold text-gray-900">
        {formatMessage(messages, data.locale, 'search')}
      </button>
    </div>
  );
}

function FilterForm({ data }: { data: SearchPageData }) {
  const t = useSearchT();
  const submit = useSubmit();
  const { state } = data;
  const option = (key: SearchPageMessageKey, value: string) => ({ value, label: t(key) });
  return (
    <Form
      id={FILTER_FORM}
      method="get"
      action={data.formAction}
      // With JavaScript every change applies at once; a newer submission aborts the one in flight.
      onChange={(event) => {
        // Typed numbers and words wait for the button (or Enter), not for every key.
        const target = event.target;
        if (target instanceof HTMLInputElement && (target.type === 'number' || target.type === 'search')) return;
        submit(event.currentTarget, { preventScrollReset: true });
      }}
      className="text-gray-900"
    >
      <Select
        name="sort"
        label={t('sort')}
        value={state.sort}
        options={[option('sort_date_desc', 'date_desc'), option('sort_relevance', 'relevance')]}
      />
      <Select
        name="by_paying_member"
        label={t('posterType')}
        value={state.posterType === 'only_members' ? '1' : state.posterType === 'only_non_members' ? '0' : ''}
        options={[
          option('poster_all_posters', ''),
          option('poster_only_members', '1'),
          option('poster_only_non_members', '0'),
        ]}
      />
      <label className="flex items-center gap-2 py-1 text-sm">
        <input
          type="checkbox"
          name="by_authorized_dealer"
          value="1"
          defaultChecked={state.posterType === 'auth_dealer'}
        />
        {t('poster_auth_dealer')}
      </label>
      <Select
        name="type"
        label={t('adType')}
        value={state.type ?? ''}
        options={[option('type_any', ''), option('type_to_buy', 'to_buy'), option('type_to_rent', 'to_rent')]}
      />
      {(
        [
          ['buy_now', 'doorstep', state.isDoorstepDelivery],
          ['urgent', 'urgentOnly', state.isUrgent],
          ['by_featured_member', 'featuredMember', state.isFeaturedMember],
        ] as const
      ).map(([name, label, checked]) => (
        <label key={name} className="flex items-center gap-2 py-1 text-sm">
          <input type="checkbox" name={name} value="1" defaultChecked={checked} />
          {t(label)}
        </label>
      ))}
      {data.filters.map((filter) => (
        <DynamicFilter key={filter.key} filter={filter} />
      ))}
      <div className="sticky bottom-0 flex gap-2 bg-white py-3">
        <button type="submit" className="flex-1 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('apply')}
        </button>
        <Link to={data.resetHref} className="rounded-lg border border-gray-300 px-3 py-2 text-sm">
          {t('reset')}
        </Link>
      </div>
    </Form>
  );
}

function AdList({
  id,
  ads,
  now,
  label,
  lead,
}: {
  id: string;
  ads: AdCardView[];
  now: Date;
  label: string;
  /** The card whose picture opens the results, loaded at once; the same object, not just the same ad. */
  lead: AdCardView | undefined;
}) {
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-3">
      <h2 id={id} className="mb-1 text-sm font-semibold text-amber-900">
        {label}
      </h2>
      <ul aria-label={label} className="grid grid-cols-1 gap-2">
        {ads.map((ad) => (
          <AdCard key={ad.slug} ad={ad} now={now} first={ad === lead} />
        ))}
      </ul>
    </section>
  );
}

function Pagination({ data }: { data: SearchPageData }) {
  const t = useSearchT();
  const locale: Locale = data.locale;
  const { previous, next, numbers } = data.pageLinks;
  if (data.pages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="mt-6 flex flex-wrap items-center justify-center gap-1 text-sm">
      {previous ? (
        <Link rel="prev" to={previous} className="rounded border bg-white px-3 py-2">
          ← {t('previous')}
        </Link>
      ) : null}
      {numbers.map(({ page, href }) =>
        page === data.page ? (
          <span key={page} aria-current="page" className="rounded bg-brand-700 px-3 py-2 font-semibold text-white">
            {formatNumber(locale, page, { grouping: false })}
          </span>
        ) : (
          <Link
            key={page}
            to={href}
            aria-label={t('pageNumber', { page })}
            className="rounded border bg-white px-3 py-2"
          >
            {formatNumber(locale, page, { grouping: false })}
          </Link>
        ),
      )}
      {next ? (
        <Link rel="next" to={next} className="rounded border bg-white px-3 py-2">
          {t('next')} →
        </Link>
      ) : null}
    </nav>
  );
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
