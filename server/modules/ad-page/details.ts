// The ad detail of spec sections 3 and 7 (GET /data/details and the ad page): the ad in the spec's shape, in one
// language, and similar ads. An ad taken down after publication answers 410 with its body kept (spec section 8),
// so the page can say it is gone and still offer similar ads.
import { describeProperties, type PropertyView } from '../../../core/ad-properties.ts';
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { formatMoney } from '../../../core/i18n.ts';
import { describeJob, jobView, type JobView } from '../../../core/jobs/describe.ts';
import { jobOf } from '../../../core/jobs/fields.ts';
import type { Database } from '../../adapters/database.ts';
import { catalogueIndex, isJobCategory } from '../catalog/index.ts';
import { findSimilarAds } from '../search/index.ts';
import { type AdCard, type AdDetail, findAdDetail, type VisibleAdStatus } from '../ads/index.ts';

export interface AdDetailView {
  id: number;
  slug: string;
  title: string;
  type: AdDetail['type'];
  status: VisibleAdStatus;
  /** When the ad was published (ISO 8601). */
  adDate: string;
  description: string;
  category: {
    id: number;
    slug: string;
    type: string;
    name: string;
    parentId: number;
    /** Top level first, the ad's category last. */
    path: { id: number; slug: string; name: string }[];
  };
  location: { id: number; slug: string; name: string; path: { id: number; slug: string; name: string }[] };
  /** Price: `amount` is the spec's display string (currency, amount, unit); null when there is no price. */
  money: { amount: string; value: number; currency: 'BDT'; unit: 'month' | null; negotiable: boolean } | null;
  properties: PropertyView[];
  /** The `condition` property's key (new, used, reconditioned), for structured data. */
  itemCondition: string | null;
  images: AdDetail['pictures'];
  /** The phone numbers are not here: they are revealed by their own call (POST /data/ads/{id}/phone-numbers). */
  contactCard: { name: string };
  isMember: boolean;
  isAuthorizedDealer: boolean;
  isFeaturedMember: boolean;
  isVerified: boolean;
  isDoorstepDelivery: boolean;
  isJob: boolean;
  /** A job ad's fields; null for other ads and for job ads posted before the job fields. */
  job: JobView | null;
  promotions: { isTopAd: boolean; isUrgent: boolean; isFeatured: boolean; isSpotlight: boolean };
  shop: AdDetail['shop'];
  account: { id: number; memberSince: string };
}

export interface AdDetails {
  /** 200, or 410 for an ad deactivated or expired since its publication. */
  status: 200 | 410;
  ad: AdDetailView;
  similarAds: AdCard[];
}

export function toAdDetailView(ad: AdDetail & { status: VisibleAdStatus }, locale: Locale): AdDetailView {
  const category = catalogueIndex.categoryById(ad.categoryId);
  const location = catalogueIndex.locationById(ad.locationId);
  if (!category || !location) throw new AppError('SERVICE_UNAVAILABLE', undefined, `ad ${ad.id}: unknown catalogue`);
  const categories = catalogueIndex.categoryAncestors(category);
  const unit = ad.type === 'to_rent' ? 'month' : null;
  const isJob = isJobCategory(category);
  const fields = isJob ? jobOf(ad.properties) : null;
  const job = fields ? jobView(category, fields, ad.properties) : null;
  return {
    id: ad.id,
    slug: ad.slug,
    title: ad.title,
    type: ad.type,
    status: ad.status,
    adDate: ad.publishedAt,
    description: ad.description,
    category: {
      id: category.id,
      slug: category.slug,
      type: category.type,
      name: category.name[locale],
      parentId: category.parentId,
      path: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name[locale] })),
    },
    location: {
      id: location.id,
      slug: location.slug,
      name: location.name[locale],
      path: catalogueIndex
        .locationAncestors(location)
        .filter((l) => l.level !== 'country')
        .map((l) => ({ id: l.id, slug: l.slug, name: l.name[locale] })),
    },
    money:
      ad.price === null
        ? null
        : {
            amount: `${formatMoney(locale, ad.price)}${unit ? `/${unit}` : ''}`,
            value: ad.price,
            currency: 'BDT',
            unit,
            negotiable: ad.priceNegotiable,
          },
    properties: job ? describeJob(category, job, locale) : describeProperties(category, ad.properties, locale),
    itemCondition: typeof ad.properties.condition === 'string' ? ad.properties.condition : null,
    images: ad.pictures,
    contactCard: { name: ad.contactName },
    isMember: ad.isMember,
    isAuthorizedDealer: ad.isAuthorizedDealer,
    isFeaturedMember: ad.isFeaturedMember,
    isVerified: ad.isVerified,
    isDoorstepDelivery: ad.isDoorstepDelivery,
    isJob,
    job,
    promotions: { isTopAd: ad.isTopAd, isUrgent: ad.isUrgent, isFeatured: ad.isFeatured, isSpotlight: ad.isSpotlight },
    shop: ad.shop,
    account: { id: ad.sellerId, memberSince: ad.sellerSince },
  };
}

/** The ad and `similar` similar ads; NOT_FOUND for an ad never published or unknown. */
export async function loadAdDetails(
  db: Database,
  where: { slug: string } | { id: number },
  locale: Locale,
  similar: number,
): Promise<AdDetails> {
  const ad = await findAdDetail(db, where);
  if (!ad) throw new AppError('NOT_FOUND');
  const similarAds = similar > 0 ? await findSimilarAds(db, ad, similar) : [];
  return { status: ad.status === 'published' ? 200 : 410, ad: toAdDetailView(ad, locale), similarAds };
}
