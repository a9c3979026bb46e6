// The home page's "recently viewed" row: the ad ids the browser keeps (core/recent-views.ts), shown once the page
// runs JavaScript (the list lives only in the browser).
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { parseRecentViews, RECENT_VIEWS_KEY } from '../../core/recent-views.ts';
import { AdCard, type AdCardView } from '../ui/ad-card.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

/** What /{locale}/recent-views answers (app/home/recent-views.tsx). */
export interface RecentViewsData {
  readonly now: string;
  readonly ads: AdCardView[];
}

export function RecentlyViewed() {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<RecentViewsData>();
  const { load } = fetcher;
  useEffect(() => {
    let ids: number[] = [];
    try {
      ids = parseRecentViews(localStorage.getItem(RECENT_VIEWS_KEY));
    } catch {
      // Storage disabled: nothing to show.
    }
    if (ids.length > 0) void load(`/${locale}/recent-views?local_views=${ids.join(',')}`);
  }, [load, locale]);
  if (!fetcher.data || fetcher.data.ads.length === 0) return null;
  const { ads } = fetcher.data;
  const now = new Date(fetcher.data.now);
  return (
    <section className="mt-8" aria-labelledby="recent-heading">
      <h2 id="recent-heading" className="mb-3 text-lg font-semibold">
        {t('recentlyViewed')}
      </h2>
      <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2" data-testid="recently-viewed">
        {ads.map((ad) => (
          <AdCard key={ad.slug} ad={ad} now={now} />
        ))}
      </ul>
    </section>
  );
}
