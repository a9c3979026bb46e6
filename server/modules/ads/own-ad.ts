// An ad as its owner or a moderator acts on it: who acts (the actor the state machine of core/ad-lifecycle.ts
// knows) and the ad loaded for them. Ownership: only the owner (or a moderator, where the machine allows) acts on an
// ad; anyone else gets NOT_FOUND, so that pending, rejected and draft ads do not even reveal that they exist.
import {
  type Actor,
  type AdStatus,
  listingLabel,
  type ListingLabel,
  transition,
  type Transition,
  TRANSITIONS,
} from '../../../core/ad-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { can, type Role } from '../../../core/backoffice/permissions.ts';
import { roleOf } from '../accounts/index.ts';
import { pictureSrcSet, pictureUrl } from '../media/index.ts';
import { deliveryOf } from './delivery.ts';
import type { AdInput } from './schemas.ts';

/** Who is acting: a signed-in account and its role. */
export interface AdActor {
  readonly userId: number;
  readonly role: Role;
}

export async function actorFor(db: Queryable, userId: number): Promise<AdActor> {
  return { userId, role: await roleOf(db, userId) };
}

export const isModerator = (actor: AdActor) => can(actor.role, 'review');

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

export async function loadAd(db: Queryable, where: 'id' | 'slug', key: number | string): Promise<OwnAd | null> {
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
export function next(ad: OwnAd, name: Transition, actor: AdActor | 'system', feeDue = false): AdStatus {
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
