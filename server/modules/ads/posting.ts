// Posting an ad and its drafts. Each status asks the state machine (core/ad-lifecycle.ts) for the next status;
// nothing here decides a status by itself.
import { type AdStatus, REVIEWED_FIELDS, transition } from '../../../core/ad-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import { maxPictures } from '../../../core/pictures.ts';
import { adSlug } from '../../../core/slug.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { type CounterStore, enforceLimits } from '../../adapters/rate-limits.ts';
import { verifiedPhoneNumbers } from '../accounts/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { galleryPictures } from '../media/index.ts';
import { saveDelivery } from './delivery.ts';
import type { DeliveryOptions } from '../../../core/delivery/offer.ts';
import { reviewFlags } from './checks.ts';
import { duplicateAdError, repeatOfAd, repeatOfDraft } from './repeats.ts';
import type { AdInput } from './schemas.ts';

/**
 * What posting asks of the modules above ads, supplied by the posting flow (server/flows/posting.ts): who may offer
 * doorstep delivery (the doorstep module's rule), and the seller's quota, claimed in the transaction that makes the ad
 * live (the memberships module's): the listing fee due, or AD_QUOTA_EXCEEDED.
 */
export interface PostingRules {
  checkDelivery(db: Queryable, userId: number, delivery: DeliveryOptions | null): Promise<void>;
  claimQuotaSlot(tx: Queryable, userId: number, categoryId: number, now: Date, alreadyPaid?: boolean): Promise<number>;
}

/**
 * Verified numbers of the poster and pictures the gallery of ad `adId` (null: a new ad) may show (media's
 * galleryPictures), no more pictures than the ad's limit (its category's, plus those bought for it:
 * `extraPictures`) — else a violation each.
 */
export async function checkOwnedInputs(
  db: Queryable,
  rules: PostingRules,
  userId: number,
  input: AdInput,
  extraPictures = 0,
  adId: number | null = null,
): Promise<void> {
  const violations: { path: string; message: string }[] = [];
  const category = catalogueIndex.categoryById(input.category_id);
  if (category && input.picture_ids.length > maxPictures(catalogueIndex, category, extraPictures)) {
    violations.push({ path: 'picture_ids', message: 'pictures_too_many' });
  }
  const verified = new Set(await verifiedPhoneNumbers(db, userId));
  input.phone_numbers.forEach((phone, i) => {
    if (!verified.has(phone)) violations.push({ path: `phone_numbers.${i}`, message: 'phone_not_verified' });
  });
  violations.push(
    ...pictureViolations(input.picture_ids, (await galleryPictures(db, userId, input.picture_ids, adId)).refused),
  );
  if (violations.length > 0) throw new AppError('VALIDATION_FAILED', violations);
  await rules.checkDelivery(db, userId, input.delivery);
}

const pictureViolations = (ids: readonly number[], refused: readonly number[]) =>
  ids.flatMap((id, i) => (refused.includes(id) ? [{ path: `picture_ids.${i}`, message: 'picture_invalid' }] : []));

/**
 * Makes `pictureIds` the gallery of ad `adId` of `userId`, in the transaction that writes the ad: the pictures are
 * locked and checked again (checkOwnedInputs ran before the transaction), so that of two requests attaching the same
 * upload at once (a double submit, two tabs, a retry) only the first gets it and the other is refused; a photo
 * listed twice (by id or by content) is written once. Throws VALIDATION_FAILED (`picture_ids.N`, picture_invalid).
 */
export async function attachPictures(
  tx: Queryable,
  userId: number,
  adId: number,
  pictureIds: readonly number[],
): Promise<void> {
  const { pictures, refused } = await galleryPictures(tx, userId, pictureIds, adId, { lock: true });
  if (refused.length > 0) throw new AppError('VALIDATION_FAILED', pictureViolations(pictureIds, refused));
  await writePictures(
    tx,
    adId,
    pictures.map((p) => p.id),
  );
}

async function writePictures(db: Queryable, adId: number, pictureIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM ad_images WHERE ad_id = $1', [adId]);
  if (pictureIds.length === 0) return;
  await db.query(
    `INSERT INTO ad_images (ad_id, position, image_id)
     SELECT $1, p - 1, id FROM unnest($2::bigint[]) WITH ORDINALITY AS t(id, p)`,
    [adId, pictureIds],
  );
}

/**
 * Writes the checks' flags of a stored ad, and the seller's older ad it repeats (decision 264) with that repeat's
 * flag: the moderator sees it, and the ad takes no slot of the quota until approved (live.ts). `refuseRepeat`: a new
 * ad that repeats one is refused with DUPLICATE_AD instead (the seller did not say to post it anyway).
 */
export async function flag(db: Queryable, adId: number, now: Date, refuseRepeat = false): Promise<void> {
  const repeat = await repeatOfAd(db, adId, now);
  if (repeat && refuseRepeat) throw duplicateAdError(repeat);
  const flags = await reviewFlags(db, adId);
  if (repeat && !flags.includes(repeat.reason)) flags.push(repeat.reason);
  await db.query('UPDATE ads SET review_flags = $2, repeats_ad_id = $3 WHERE id = $1', [
    adId,
    flags,
    repeat?.id ?? null,
  ]);
}

export interface PostedAd {
  id: number;
  slug: string;
  status: AdStatus;
}

/**
 * Ads one account may post (decision 63): more than any private seller lists in an hour, few enough that a
 * spammer's account fills the review queue slowly; per address too, as accounts are cheap to make.
 */
export function checkPostingLimits(counters: CounterStore, userId: number, ip: string): Promise<void> {
  return enforceLimits(counters, [
    { key: `ads:post:h:${userId}`, max: 10, windowSeconds: 3600 },
    { key: `ads:post:d:${userId}`, max: 30, windowSeconds: 86400 },
    { key: 'ads:post:ip:d', ip, max: 60, windowSeconds: 86400 },
  ]);
}

/**
 * Posts an ad (after checkPostingLimits): the draft is submitted to review, or to payment when it is beyond the
 * seller's free quota in its category group (a listing fee); refused with AD_QUOTA_EXCEEDED when a member is over
 * their limit (decision 150). The quota is claimed in the transaction that writes the ad. An ad that repeats one of
 * the seller's live or recent ads is refused with DUPLICATE_AD naming it, unless `confirmDuplicate` (decision 264).
 */
export async function postAd(
  db: Database,
  rules: PostingRules,
  userId: number,
  input: AdInput,
  now: Date,
  confirmDuplicate = false,
): Promise<PostedAd> {
  await checkOwnedInputs(db, rules, userId, input);
  const category = catalogueIndex.categoryById(input.category_id);
  const location = catalogueIndex.locationById(input.location_id);
  if (!category || !location) throw new AppError('VALIDATION_FAILED');
  // Asked first, so that the offer to bump comes before a quota refusal; asked again below, after the quota lock,
  // where the same post sent at once sees the one written before it.
  if (!confirmDuplicate) {
    const repeat = await repeatOfDraft(db, userId, input, now);
    if (repeat) throw duplicateAdError(repeat);
  }
  return db.transaction(async (tx) => {
    const fee = await rules.claimQuotaSlot(tx, userId, input.category_id, now);
    const result = transition('draft', 'submit', 'owner', { feeDue: fee > 0 });
    if (!result.ok) throw new AppError('INVALID_TRANSITION');
    const [ids] = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('ads', 'id')) AS id");
    const id = Number(ids?.id);
    const slug = adSlug(input.title, category.name.en, location.slug, id);
    await tx.query(
      `INSERT INTO ads (id, slug, user_id, category_id, location_id, type, status, title, description, price,
         price_negotiable, properties, contact_name, contact_phones, listing_fee, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        id,
        slug,
        userId,
        input.category_id,
        input.location_id,
        input.type,
        result.to,
        input.title,
        input.description,
        input.price,
        input.price_negotiable,
        JSON.stringify(input.properties),
        input.contact_name,
        input.phone_numbers,
        fee,
        now,
      ],
    );
    await attachPictures(tx, userId, id, input.picture_ids);
    await saveDelivery(tx, id, input.delivery);
    await flag(tx, id, now, !confirmDuplicate);
    await tx.query('DELETE FROM ad_drafts WHERE user_id = $1', [userId]);
    return { id, slug, status: result.to };
  });
}

/** Whether an edit changes a field that needs review (core/ad-lifecycle.ts REVIEWED_FIELDS). */
export function needsReview(before: AdInput, after: AdInput): boolean {
  // Properties come back from jsonb with its own key order: compare them with sorted keys.
  const canonical = (value: unknown) =>
    JSON.stringify(value, (_, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
    );
  return REVIEWED_FIELDS.some((field) => canonical(before[field]) !== canonical(after[field]));
}

/** The post-ad form as last typed (any JSON; it is checked only when submitted). */
export async function getDraft(db: Queryable, userId: number): Promise<{ data: unknown; updatedAt: string } | null> {
  const [row] = await db.query<{ data: unknown; updated_at: Date }>(
    'SELECT data, updated_at FROM ad_drafts WHERE user_id = $1',
    [userId],
  );
  return row ? { data: row.data, updatedAt: row.updated_at.toISOString() } : null;
}

export async function saveDraft(db: Queryable, userId: number, data: unknown): Promise<{ updatedAt: string }> {
  const [row] = await db.query<{ updated_at: Date }>(
    `INSERT INTO ad_drafts (user_id, data) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now() RETURNING updated_at`,
    [userId, JSON.stringify(data)],
  );
  return { updatedAt: (row?.updated_at ?? new Date()).toISOString() };
}

export async function deleteDraft(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM ad_drafts WHERE user_id = $1', [userId]);
}
