// Posting, editing and every status change of an ad. Each change asks the state machine
// (core/ad-lifecycle.ts) for the next status and who may take it; nothing here decides a status by itself.
// Ownership: only the owner (or a moderator, where the machine allows) acts on an ad; anyone else gets NOT_FOUND,
// so that pending, rejected and draft ads do not even reveal that they exist.
import {
  AD_LIFETIME_DAYS,
  type Actor,
  type AdStatus,
  listingLabel,
  type ListingLabel,
  MY_AD_LISTS,
  type MyAdList,
  REVIEWED_FIELDS,
  transition,
  type Transition,
  TRANSITIONS,
} from '../../../core/ad-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import { maxPictures } from '../../../core/pictures.ts';
import { adSlug } from '../../../core/slug.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { type CounterStore, enforceLimits } from '../../adapters/rate-limits.ts';
import type { AppServices } from '../../context.ts';
import { can, type Role } from '../../../core/backoffice/permissions.ts';
import { roleOf, verifiedPhoneNumbers } from '../accounts/index.ts';
import { recordAction } from '../staff/index.ts';
import { activeSavedReason } from '../moderation/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { pictureSrcSet, pictureUrl, usablePictures } from '../media/index.ts';
import { deliveryOf, saveDelivery } from './delivery.ts';
import type { DeliveryOptions } from '../../../core/delivery/offer.ts';
import { reviewFlags } from './checks.ts';
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

/** Who is acting: a signed-in account and its role. */
export interface AdActor {
  readonly userId: number;
  readonly role: Role;
}

export async function actorFor(db: Queryable, userId: number): Promise<AdActor> {
  return { userId, role: await roleOf(db, userId) };
}

const isModerator = (actor: AdActor) => can(actor.role, 'review');

/** The state machine's actor for a staff role: admins are admins, other reviewers moderators. */
const machineActor = (role: Role): Actor => (role === 'admin' ? 'admin' : can(role, 'review') ? 'moderator' : 'owner');

/** The ad as its owner (or a moderator) edits and sees it: the form's values plus its state. */
export interface OwnAd {
  id: number;
  slug: string;
  status: AdStatus;
  userId: number;
  input: AdInput;
  pictures: { id: number; src: string; srcSet: string }[];
  rejectionReason: string | null;
  rejectionNote: string | null;
  listingFee: number;
  /** Pictures bought for this ad (extra_images) on top of its category's free limit (decision 143). */
  extraPictures: number;
  reviewFlags: string[];
  publishedAt: string | null;
  expiresAt: string | null;
  /** Spec section 3 listing label. */
  label: ListingLabel | null;
}

interface AdRow {
  id: number;
  slug: string;
  status: AdStatus;
  user_id: number;
  category_id: number;
  location_id: number;
  type: AdInput['type'];
  title: string;
  description: string;
  price: number | null;
  price_negotiable: boolean;
  properties: Record<string, string | number>;
  contact_name: string;
  contact_phones: string[];
  rejection_reason: string | null;
  rejection_note: string | null;
  listing_fee: number;
  listing_fee_paid_at: Date | null;
  review_flags: string[];
  published_at: Date | null;
  expires_at: Date | null;
  is_doorstep_delivery: boolean;
}

async function loadAd(db: Queryable, where: 'id' | 'slug', key: number | string): Promise<OwnAd | null> {
  const [row] = await db.query<AdRow>(`SELECT * FROM ads WHERE ${where} = $1`, [key]);
  if (!row) return null;
  const pictures = await db.query<{ id: number; storage_key: string }>(
    `SELECT i.id, i.storage_key FROM ad_images ai JOIN images i ON i.id = ai.image_id
     WHERE ai.ad_id = $1 ORDER BY ai.position`,
    [row.id],
  );
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    userId: row.user_id,
    input: {
      category_id: row.category_id,
      location_id: row.location_id,
      type: row.type,
      title: row.title,
      description: row.description,
      price: row.price,
      price_negotiable: row.price_negotiable,
      properties: row.properties,
      contact_name: row.contact_name,
      phone_numbers: row.contact_phones,
      picture_ids: pictures.map((p) => p.id),
      delivery: await deliveryOf(db, row.id),
    },
    pictures: pictures.map((p) => ({
      id: p.id,
      src: pictureUrl(p.storage_key, 'card'),
      srcSet: pictureSrcSet(p.storage_key),
    })),
    rejectionReason: row.rejection_reason,
    rejectionNote: row.rejection_note,
    listingFee: row.listing_fee_paid_at ? 0 : row.listing_fee,
    extraPictures: await extraPicturesOf(db, row.id),
    reviewFlags: row.review_flags,
    publishedAt: row.published_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    label: listingLabel(
      { status: row.status, isDoorstepDelivery: row.is_doorstep_delivery, publishedAt: row.published_at },
      new Date(),
    ),
  };
}

/** The ad for its owner or a moderator; NOT_FOUND for anyone else (and for an unknown ad). */
export async function getOwnAd(db: Queryable, actor: AdActor, key: { id: number } | { slug: string }): Promise<OwnAd> {
  const ad = 'id' in key ? await loadAd(db, 'id', key.id) : await loadAd(db, 'slug', key.slug);
  if (!ad || (ad.userId !== actor.userId && !isModerator(actor))) throw new AppError('NOT_FOUND');
  return ad;
}

/** The next status of `name`, or FORBIDDEN / INVALID_TRANSITION (409) when the actor may not take it. */
function next(ad: OwnAd, name: Transition, actor: AdActor | 'system', feeDue = false): AdStatus {
  const allowed: readonly Actor[] = TRANSITIONS[name].by;
  const role: Actor =
    actor === 'system'
      ? 'system'
      : actor.userId === ad.userId && allowed.includes('owner')
        ? 'owner'
        : machineActor(actor.role);
  const result = transition(ad.status, name, role, { feeDue });
  if (result.ok) return result.to;
  throw new AppError(result.reason === 'not_allowed_for_actor' ? 'FORBIDDEN' : 'INVALID_TRANSITION');
}

/**
 * Verified numbers of the poster and pictures they may show (media's usablePictures), no more pictures than the
 * ad's limit (its category's, plus those bought for it: `extraPictures`) — else a violation each.
 */
async function checkOwnedInputs(
  db: Queryable,
  rules: PostingRules,
  userId: number,
  input: AdInput,
  extraPictures = 0,
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
  const usable = new Set((await usablePictures(db, userId, input.picture_ids)).map((p) => p.id));
  input.picture_ids.forEach((id, i) => {
    if (!usable.has(id)) violations.push({ path: `picture_ids.${i}`, message: 'picture_invalid' });
  });
  if (violations.length > 0) throw new AppError('VALIDATION_FAILED', violations);
  await rules.checkDelivery(db, userId, input.delivery);
}

/**
 * The pictures bought for the ad (extra_images) that its limit adds (decision 143): every paid purchase not
 * cancelled, for as long as the ad lives; core/pictures.ts maxPictures bounds the sum. A read-only join of the
 * promotions module's table (README.md).
 */
async function extraPicturesOf(db: Queryable, adId: number): Promise<number> {
  const [row] = await db.query<{ extra: number }>(
    `SELECT COALESCE(sum(extra_pictures), 0)::int AS extra FROM promotions
     WHERE ad_id = $1 AND kind = 'extra_images' AND cancelled_at IS NULL`,
    [adId],
  );
  return row?.extra ?? 0;
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

async function flag(db: Queryable, adId: number): Promise<void> {
  await db.query('UPDATE ads SET review_flags = $2 WHERE id = $1', [adId, await reviewFlags(db, adId)]);
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
 * their limit (decision 150). The quota is claimed in the transaction that writes the ad.
 */
export async function postAd(
  db: Database,
  rules: PostingRules,
  userId: number,
  input: AdInput,
  now: Date,
): Promise<PostedAd> {
  await checkOwnedInputs(db, rules, userId, input);
  const category = catalogueIndex.categoryById(input.category_id);
  const location = catalogueIndex.locationById(input.location_id);
  if (!category || !location) throw new AppError('VALIDATION_FAILED');
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
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now())`,
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
      ],
    );
    await writePictures(tx, id, input.picture_ids);
    await saveDelivery(tx, id, input.delivery);
    await flag(tx, id);
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

/**
 * Edits an ad. A published ad stays up unless a reviewed field changed (then it goes back to review); a rejected
 * ad is resubmitted; a pending one stays pending with fresh checks. The slug never changes.
 */
export async function updateAd(
  db: Database,
  rules: PostingRules,
  actor: AdActor,
  adId: number,
  input: AdInput,
  now: Date,
): Promise<PostedAd> {
  const ad = await getOwnAd(db, actor, { id: adId });
  if (ad.userId !== actor.userId) throw new AppError('NOT_FOUND');
  let status: AdStatus = ad.status;
  if (ad.status === 'published') {
    if (needsReview(ad.input, input)) status = next(ad, 'editForReview', actor);
  } else if (ad.status !== 'rejected' && ad.status !== 'pending_review' && ad.status !== 'pending_payment') {
    throw new AppError('INVALID_TRANSITION');
  }
  await checkOwnedInputs(db, rules, ad.userId, input, ad.extraPictures);
  await db.transaction(async (tx) => {
    let fee = ad.listingFee;
    if (ad.status === 'rejected') {
      // Back to review is live again: a slot of the quota, unless it owes its fee or paid it already (decision 150).
      if (fee === 0) fee = await rules.claimQuotaSlot(tx, ad.userId, input.category_id, now, await feePaid(tx, ad.id));
      status = next(ad, 'resubmit', actor, fee > 0);
    }
    await tx.query(
      `UPDATE ads SET category_id = $2, location_id = $3, type = $4, title = $5, description = $6, price = $7,
         price_negotiable = $8, properties = $9, contact_name = $10, contact_phones = $11, status = $12,
         submitted_at = CASE WHEN $12 <> status THEN now() ELSE submitted_at END,
         rejection_reason = CASE WHEN $12 = 'rejected' THEN rejection_reason END,
         rejection_note = CASE WHEN $12 = 'rejected' THEN rejection_note END,
         rejection_saved = CASE WHEN $12 = 'rejected' THEN rejection_saved END,
         listing_fee = CASE WHEN $13::int > 0 THEN $13::int ELSE listing_fee END,
         updated_at = now()
       WHERE id = $1`,
      [
        ad.id,
        input.category_id,
        input.location_id,
        input.type,
        input.title,
        input.description,
        input.price,
        input.price_negotiable,
        JSON.stringify(input.properties),
        input.contact_name,
        input.phone_numbers,
        status,
        fee,
      ],
    );
    await writePictures(tx, ad.id, input.picture_ids);
    await saveDelivery(tx, ad.id, input.delivery);
    await flag(tx, ad.id);
  });
  return { id: ad.id, slug: ad.slug, status };
}

const LIFETIME = `${AD_LIFETIME_DAYS} days`;

async function feePaid(db: Queryable, adId: number): Promise<boolean> {
  const [row] = await db.query<{ paid: boolean }>(
    'SELECT listing_fee_paid_at IS NOT NULL AS paid FROM ads WHERE id = $1',
    [adId],
  );
  return row?.paid ?? false;
}

/** Applies a transition that changes only the status and its bookkeeping columns (`set`, parameters from $4). */
async function applyTransition(
  db: Queryable,
  actor: AdActor | 'system',
  ad: OwnAd,
  name: Transition,
  set = '',
  params: readonly (string | null)[] = [],
  feeDue = false,
): Promise<PostedAd> {
  const status = next(ad, name, actor, feeDue);
  const [row] = await db.query<{ id: number }>(
    `UPDATE ads SET status = $2, updated_at = now()${set ? `, ${set}` : ''} WHERE id = $1 AND status = $3 RETURNING id`,
    [ad.id, status, ad.status, ...params],
  );
  // Someone else changed the ad between reading and writing it.
  if (!row) throw new AppError('INVALID_TRANSITION');
  // Staff acting on someone else's ad (approve, reject, take down, fee paid) is a back-office action.
  if (actor !== 'system' && actor.userId !== ad.userId) {
    await recordAction(
      db,
      { id: actor.userId, role: actor.role },
      {
        action: `ad.${name}`,
        subject: { type: 'ad', id: ad.id },
        before: { status: ad.status },
        after: { status },
        // A rejection's parameters are its reason and note, which the poster sees.
        reason: name === 'reject' ? params.filter(Boolean).join(': ') : '',
      },
    );
  }
  return { id: ad.id, slug: ad.slug, status };
}

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
      `listing_fee = $4::int, listing_fee_paid_at = NULL, submitted_at = now(), published_at = NULL, expires_at = NULL`,
      [String(fee)],
      true,
    );
  });
}

/** A moderator publishes a pending ad; first publication starts its 60 days, an approved edit keeps them. */
export async function approveAd(db: Queryable, actor: AdActor | 'system', adId: number): Promise<PostedAd> {
  const ad = await loadAd(db, 'id', adId);
  if (!ad || (actor !== 'system' && !isModerator(actor))) throw new AppError('NOT_FOUND');
  return applyTransition(
    db,
    actor,
    ad,
    'approve',
    `published_at = COALESCE(published_at, now()), expires_at = COALESCE(expires_at, now() + $4::interval),
     rejection_reason = NULL, rejection_note = NULL, rejection_saved = NULL`,
    [LIFETIME],
  );
}

export async function rejectAd(
  db: Queryable,
  actor: AdActor,
  adId: number,
  input: { reason: string; note: string; saved_reason_id?: number },
): Promise<PostedAd> {
  const ad = await loadAd(db, 'id', adId);
  if (!ad || !isModerator(actor)) throw new AppError('NOT_FOUND');
  // A saved reason sets the reason and the texts in bn and en the poster reads.
  const saved = input.saved_reason_id ? await activeSavedReason(db, input.saved_reason_id) : null;
  return applyTransition(
    db,
    actor,
    ad,
    'reject',
    'rejection_reason = $4, rejection_note = $5, rejection_saved = $6::jsonb',
    [saved?.code ?? input.reason, input.note || null, saved ? JSON.stringify({ bn: saved.bn, en: saved.en }) : null],
  );
}

/**
 * An admin marks a listing fee paid (paid outside the processors); the ad goes on to review. Called through the
 * payments module (markListingFeePaidByAdmin), which records it in the payment-event log.
 */
export async function markListingFeePaid(db: Queryable, actor: AdActor, adId: number): Promise<PostedAd> {
  const ad = await loadAd(db, 'id', adId);
  if (!ad || !isModerator(actor)) throw new AppError('NOT_FOUND');
  return applyTransition(db, actor, ad, 'payFee', 'listing_fee_paid_at = now(), submitted_at = now()');
}

/**
 * The listing fee the owner's ad owes, in whole taka, as charged when it was submitted (core/memberships/quota.ts
 * LISTING_FEE_TAKA): NOT_FOUND for another user's ad, INVALID_TRANSITION when none is due.
 */
export async function listingFeeDue(db: Queryable, userId: number, adId: number): Promise<number> {
  const [ad] = await db.query<{ status: string; listing_fee: number; listing_fee_paid_at: Date | null }>(
    'SELECT status, listing_fee, listing_fee_paid_at FROM ads WHERE id = $1 AND user_id = $2',
    [adId, userId],
  );
  if (!ad) throw new AppError('NOT_FOUND');
  if (ad.status !== 'pending_payment' || ad.listing_fee <= 0 || ad.listing_fee_paid_at) {
    throw new AppError('INVALID_TRANSITION');
  }
  return ad.listing_fee;
}

/**
 * The payment system settles an ad's listing fee (payments module, in the transaction that records the approval):
 * a pending_payment ad goes on to review (`payFee` by the system). An ad its owner took down meanwhile keeps its
 * status; the fee is recorded paid all the same. Answers the ad's status after.
 */
export async function settleListingFee(db: Queryable, adId: number, paidAt: Date): Promise<AdStatus | null> {
  const ad = await loadAd(db, 'id', adId);
  if (!ad) return null;
  if (ad.status !== 'pending_payment') {
    await db.query('UPDATE ads SET listing_fee_paid_at = COALESCE(listing_fee_paid_at, $2) WHERE id = $1', [
      adId,
      paidAt,
    ]);
    return ad.status;
  }
  const paid = paidAt.toISOString();
  const result = await applyTransition(db, 'system', ad, 'payFee', 'listing_fee_paid_at = $4, submitted_at = $4', [
    paid,
  ]);
  return result.status;
}

/**
 * The payment system refunds an ad's listing fee (payments module, in the transaction that records the refund): the
 * fee is no longer paid, and an ad it let into review or search waits for it again (`refundFee` by the system). A
 * rejected, removed or expired ad keeps its status; a resubmission or republication asks for the fee again.
 */
export async function refundListingFee(db: Queryable, adId: number): Promise<void> {
  const ad = await loadAd(db, 'id', adId);
  if (!ad) return;
  if (transition(ad.status, 'refundFee', 'system').ok) {
    await applyTransition(db, 'system', ad, 'refundFee', 'listing_fee_paid_at = NULL');
  } else {
    await db.query('UPDATE ads SET listing_fee_paid_at = NULL WHERE id = $1', [adId]);
  }
}

/**
 * Takes down every published ad whose 60 days are over (the `expire` transition by the system). For the job
 * runner; returns how many expired.
 */
export async function expireAds(services: Pick<AppServices, 'db'>, now: Date): Promise<number> {
  const result = transition('published', 'expire', 'system');
  if (!result.ok) throw new Error('the state machine no longer lets published ads expire');
  const rows = await services.db.query<{ id: number }>(
    `UPDATE ads SET status = $1, updated_at = $2::timestamptz
     WHERE status = 'published' AND expires_at <= $2::timestamptz RETURNING id`,
    [result.to, now],
  );
  return rows.length;
}

/**
 * Lets a seller's published ads go before their 60 days (a membership downgraded below them, decision 147): the
 * system's `expire`, so the seller can republish them later from /my/republish-ads. Returns the ids expired.
 */
export async function expireAdsOf(db: Queryable, userId: number, adIds: readonly number[], now: Date) {
  const result = transition('published', 'expire', 'system');
  if (!result.ok) throw new Error('the state machine no longer lets published ads expire');
  const rows = await db.query<{ id: number }>(
    `UPDATE ads SET status = $1, updated_at = $2 WHERE user_id = $3 AND id = ANY($4::bigint[]) AND status = 'published'
     RETURNING id`,
    [result.to, now, userId, adIds],
  );
  return rows.map((r) => r.id);
}

/** Minutes a clean ad waits for a moderator before the system approves it. */
export const AUTO_APPROVE_MINUTES = 10;

/**
 * Approves pending ads that no check flagged, once they have waited AUTO_APPROVE_MINUTES, from posters who have
 * had no ad rejected: an honest ad is live within minutes even when no moderator is on duty. For the job runner.
 */
export async function autoApproveCleanAds(services: Pick<AppServices, 'db'>, now: Date): Promise<number> {
  const result = transition('pending_review', 'approve', 'system');
  if (!result.ok) throw new Error('the state machine no longer lets the system approve');
  const rows = await services.db.query<{ id: number }>(
    `UPDATE ads a SET status = $1, updated_at = $2::timestamptz, published_at = COALESCE(published_at, $2::timestamptz),
       expires_at = COALESCE(expires_at, $2::timestamptz + $4::interval)
     WHERE status = 'pending_review' AND review_flags = '{}' AND submitted_at <= $2::timestamptz - $3::interval
       AND NOT EXISTS (SELECT 1 FROM ads r WHERE r.user_id = a.user_id AND r.status = 'rejected')
     RETURNING id`,
    [result.to, now, `${AUTO_APPROVE_MINUTES} minutes`, LIFETIME],
  );
  return rows.length;
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

/** A reported ad a moderator takes down (the reports module's closeReport): a published ad is deactivated. */
export async function takeDownReportedAd(db: Queryable, adId: number): Promise<void> {
  await db.query("UPDATE ads SET status = 'deactivated', updated_at = now() WHERE id = $1 AND status = 'published'", [
    adId,
  ]);
}

/** The ads of an account being erased come down with it (the erasure flow, server/flows/erasure.ts). */
export async function takeDownAdsOfErased(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE ads SET status = 'deactivated', updated_at = now()
     WHERE user_id = $1 AND status NOT IN ('deactivated', 'expired')`,
    [userId],
  );
}

/**
 * A suspension (back office) takes the person's published ads off the site at once: search, ad pages and
 * lists drop them at once (cached searches check that the ads they show are still published). Answers how many.
 */
export async function hideAdsOfSuspended(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE ads SET status = 'deactivated', deactivation_reason = 'suspended', updated_at = now()
     WHERE user_id = $1 AND status = 'published' RETURNING id`,
    [userId],
  );
  return rows.length;
}

/** The restore puts back the ads the suspension took off (those past their 60 days expire as usual). */
export async function showAdsOfRestored(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE ads SET status = 'published', deactivation_reason = NULL, updated_at = now()
     WHERE user_id = $1 AND status = 'deactivated' AND deactivation_reason = 'suspended' RETURNING id`,
    [userId],
  );
  return rows.length;
}
