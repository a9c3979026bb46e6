// The home page's data (spec section 2 "Home": locations, banners, SEO data and page content, doorstep data when
// the feature check passes; section 7 GET /data/home), for the page loader and the API alike.
import type { Locale } from '../../../core/catalogue.ts';
import type { Clock } from '../../../core/clock.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import { createSearchState } from '../../../core/search/state.ts';
import type { Queryable } from '../../adapters/database.ts';
import { type AdCard, countAdsByTopCategory, findAdCards } from '../ads/index.ts';
import { bannersFor, type BannerView } from '../banners/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { countDelivery, doorstepLive, type DoorstepCount, featuredDelivery } from '../doorstep/index.ts';
import { type PageMeta, pageMeta } from './seo.ts';

/** Spec section 9: the recent-views list is capped at 20. */
export const MOST_RECENT_VIEWS = 20;

export interface HomeData {
  readonly seo: PageMeta;
  readonly categories: { id: number; slug: string; icon: string; name: string; count: number; href: string }[];
  readonly locations: {
    slug: string;
    name: string;
    href: string;
    districts: { slug: string; name: string; href: string }[];
  }[];
  readonly banners: { home: BannerView[]; roadblock: BannerView[] };
  /** Shops have no pages yet: always empty. */
  readonly featured_shops: never[];
  /**
   * Doorstep data when the feature check passes (decision 172: the flag is on and some delivery ad is live): the
   * featured delivery ads and the doorstep breakdown. Null otherwise.
   */
  readonly doorstep: { featured: AdCard[]; categories: DoorstepCount[] } | null;
  readonly recently_viewed: AdCard[];
}

export async function homeData(
  services: { db: Queryable; clock: Clock },
  origin: string,
  locale: Locale,
  recentIds: readonly number[] = [],
): Promise<HomeData> {
  const { db, clock } = services;
  const index = catalogueIndex;
  const [counts, seo, home, roadblock, recent, doorstep] = await Promise.all([
    countAdsByTopCategory(db),
    pageMeta(db, origin, locale, null),
    bannersFor(db, clock, { slot: 'home' }, locale),
    bannersFor(db, clock, { slot: 'roadblock' }, locale),
    findAdCards(db, recentIds.slice(0, MOST_RECENT_VIEWS)),
    homeDoorstep(db, clock.now(), locale),
  ]);
  const searchUrl = (input: { category?: string; location?: string }) =>
    buildSearchUrl(createSearchState({ locale, ...input }), index);
  return {
    seo,
    categories: index.catalogue.categories
      .filter((c) => c.parentId === -1 && !c.deactivated)
      .map((c) => ({
        id: c.id,
        slug: c.slug,
        icon: c.icon,
        name: c.name[locale],
        count: counts.get(c.id) ?? 0,
        href: searchUrl({ category: c.slug }),
      })),
    locations: index.catalogue.locations
      .filter((l) => l.level === 'division')
      .map((d) => ({
        slug: d.slug,
        name: d.name[locale],
        href: searchUrl({ location: d.slug }),
        districts: index.locationChildren(d).map((l) => ({
          slug: l.slug,
          name: l.name[locale],
          href: searchUrl({ location: l.slug }),
        })),
      })),
    banners: { home, roadblock },
    featured_shops: [],
    doorstep,
    recently_viewed: recent,
  };
}

/** The home page's delivery row: up to HOME_DOORSTEP_ADS featured delivery ads and the counts per category. */
export const HOME_DOORSTEP_ADS = 4;

async function homeDoorstep(db: Queryable, now: Date, locale: Locale): Promise<HomeData['doorstep']> {
  if (!(await doorstepLive(db))) return null;
  const [featured, categories] = await Promise.all([featuredDelivery(db, now), countDelivery(db, locale)]);
  return { featured: featured.slice(0, HOME_DOORSTEP_ADS), categories };
}
