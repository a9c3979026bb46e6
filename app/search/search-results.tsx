// The search page's results parts (spec section 2 "Search result routes"): breadcrumbs, the count, category
// refinements, the lists of ads and the page links.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatNumber, translator } from '../../core/i18n.ts';
import type { SearchPageData } from './search-page.server.ts';
import { searchPageMessages } from './search-messages.ts';
import { AdCard, type AdCardView } from '../ui/ad-card.tsx';
import { useLocale } from '../ui/i18n.ts';

function useSearchT() {
  return translator(searchPageMessages, useLocale());
}

export function CountText({ data }: { data: SearchPageData }) {
  const t = useSearchT();
  return (
    <p className="text-sm text-gray-600" aria-live="polite">
      {data.totalIsCapped ? t('resultsCountCapped', { count: data.total }) : t('resultsCount', { count: data.total })}
    </p>
  );
}

export function Breadcrumbs({ crumbs }: { crumbs: SearchPageData['breadcrumbs'] }) {
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
export function Refinements({ refinements }: { refinements: SearchPageData['refinements'] }) {
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

/** The orders of the results as links (decision 254): plain links, a chip each, wrapping on a narrow screen. */
export function SortLinks({ links }: { links: SearchPageData['sortLinks'] }) {
  const t = useSearchT();
  return (
    <nav aria-label={t('sort')} className="mb-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-gray-600">{t('sort')}:</span>
      {links.map((link) =>
        link.current ? (
          <span
            key={link.sort}
            aria-current="true"
            className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white"
          >
            {t(`sort_${link.sort}`)}
          </span>
        ) : (
          <Link
            key={link.sort}
            to={link.href}
            rel="nofollow"
            className="rounded-full border border-brand-700 bg-white px-3 py-1 text-brand-700 hover:underline"
          >
            {t(`sort_${link.sort}`)}
          </Link>
        ),
      )}
    </nav>
  );
}

export function AdList({
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

export function Pagination({ data }: { data: SearchPageData }) {
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
