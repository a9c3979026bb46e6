// The owner's ads: their list (/my/ads, by core/ad-lifecycle.ts MY_AD_LISTS) and the owner's status changes
// (delete, sold, republish), each asked of the state machine.
import {
  type AdStatus,
  listingLabel,
  type ListingLabel,
  MY_AD_LISTS,
  type MyAdList,
} from '../../../core/ad-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { pictureSrcSet, pictureUrl } from '../media/index.ts';
import { type AdActor, getOwnAd } from './own-ad.ts';
import type { PostedAd, PostingRules } from './posting.ts';
import { applyTransition, LIFETIME } from './status-changes.ts';

/** Owner or moderator takes the ad down (the owner's "delete"); the row stays for chats and history. */
export async function deleteAd(db: Queryable, actor: AdActor, adId: number): Promise<PostedAd> {
  const ad = await getOwnAd(db, actor, { id: adId });
  return applyTransition(db, actor, ad, 'deactivate', "deactivation_reason = 'deleted'");
}

export async function markSold(db: Queryable, actor: AdActor, adId: number): Promise<PostedAd> {
  const ad = await getOwnAd(db, actor, { id: adId });
  if (ad.userId !== actor.userId) throw new AppError('NOT_FOUND');
  return applyTransition(db, actor, ad, 'markSold', "deactivation_reason = 'sold'");
}

/**
 * An expired ad is up again for another 60 days, at the top of the newest ads; beyond the free quota it first pays
 * the listing fee (then review starts its 60 days afresh), and a member over their limit is refused (decision 150).
 */
export async function republishAd(
  db: Database,
  rules: PostingRules,
  actor: AdActor,
  adId: number,
  now: Date,
): Promise<PostedAd> {
  const ad = await getOwnAd(db, actor, { id: adId });
  if (ad.userId !== actor.userId) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const fee = await rules.claimQuotaSlot(tx, ad.userId, ad.input.category_id, now);
    if (fee === 0) {
      return applyTransition(tx, actor, ad, 'republish', 'published_at = now(), expires_at = now() + $4::interval', [
        LIFETIME,
      ]);
    }
    return applyTransition(
      tx,
      actor,
      ad,
      'republish',
      `listing_fee = $4::int, listing_fee_paid_at = NULL, submitted_at = $5::timestamptz, published_at = NULL,
       expires_at = NULL`,
      [String(fee), now.toISOString()],
      true,
    );
  });
}

export interface MyAd {
  id: number;
  slug: string;
  title: string;
  status: AdStatus;
  price: number | null;
  categoryId: number;
  locationId: number;
  picture: { src: string; srcSet: string } | null;
  rejectionReason: string | null;
  rejectionNote: string | null;
  /** The saved reason's texts the ad was rejected with, in bn and en. */
  rejectionSaved: { bn: string; en: string } | null;
  listingFee: number;
  updatedAt: string;
  expiresAt: string | null;
  label: ListingLabel | null;
}

export const MY_ADS_PER_PAGE = 10;

export interface MyAdsPage {
  list: MyAdList;
  ads: MyAd[];
  page: number;
  pages: number;
  /** Ads per list (spec section 3 dashboard: ads per type with totals). */
  totals: Record<MyAdList, number>;
  /** The account has no ad at all in any list (the empty-dashboard state). */
  isEmpty: boolean;
}

export async function listMyAds(
  db: Queryable,
  userId: number,
  list: MyAdList,
  page: number,
  now = new Date(),
): Promise<MyAdsPage> {
  const counts = await db.query<{ status: AdStatus; count: number }>(
    'SELECT status, count(*)::int AS count FROM ads WHERE user_id = $1 GROUP BY status',
    [userId],
  );
  const byStatus = new Map(counts.map((c) => [c.status, c.count]));
  const totals = Object.fromEntries(
    Object.entries(MY_AD_LISTS).map(([name, statuses]) => [
      name,
      statuses.reduce((sum: number, s: AdStatus) => sum + (byStatus.get(s) ?? 0), 0),
    ]),
  ) as Record<MyAdList, number>;
  const statuses: readonly AdStatus[] = MY_AD_LISTS[list];
  const rows = await db.query<{
    id: number;
    slug: string;
    title: string;
    status: AdStatus;
    price: number | null;
    category_id: number;
    location_id: number;
    storage_key: string | null;
    rejection_reason: string | null;
    rejection_note: string | null;
    rejection_saved: { bn: string; en: string } | null;
    listing_fee: number;
    listing_fee_paid_at: Date | null;
    updated_at: Date;
    expires_at: Date | null;
    published_at: Date | null;
    is_doorstep_delivery: boolean;
  }>(
    `SELECT a.id, a.slug, a.title, a.status, a.price, a.category_id, a.location_id, i.storage_key,
       a.rejection_reason, a.rejection_note, a.rejection_saved, a.listing_fee, a.listing_fee_paid_at, a.updated_at, a.expires_at,
       a.published_at, a.is_doorstep_delivery
     FROM ads a
     LEFT JOIN ad_images ai ON ai.ad_id = a.id AND ai.position = 0
     LEFT JOIN images i ON i.id = ai.image_id
     WHERE a.user_id = $1 AND a.status = ANY($2::text[])
     ORDER BY a.updated_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [userId, [...statuses], MY_ADS_PER_PAGE, (page - 1) * MY_ADS_PER_PAGE],
  );
  return {
    list,
    page,
    pages: Math.max(1, Math.ceil(totals[list] / MY_ADS_PER_PAGE)),
    totals,
    isEmpty: counts.every((c) => c.status === 'deactivated' || c.status === 'draft'),
    ads: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      status: r.status,
      price: r.price,
      categoryId: r.category_id,
      locationId: r.location_id,
      picture: r.storage_key ? { src: pictureUrl(r.storage_key, 'card'), srcSet: pictureSrcSet(r.storage_key) } : null,
      rejectionReason: r.rejection_reason,
      rejectionNote: r.rejection_note,
      rejectionSaved: r.rejection_saved,
      listingFee: r.listing_fee_paid_at ? 0 : r.listing_fee,
      updatedAt: r.updated_at.toISOString(),
      expiresAt: r.expires_at?.toISOString() ?? null,
      label: listingLabel(
        { status: r.status, isDoorstepDelivery: r.is_doorstep_delivery, publishedAt: r.published_at },
        now,
      ),
    })),
  };
}
