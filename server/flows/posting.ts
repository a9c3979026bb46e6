// Posting an ad, across modules (docs/architecture.md, "flows"): the ads module writes the ad and takes every status
// change through its state machine; who may offer doorstep delivery is the doorstep module's rule (decision 171), and
// the posting quota the memberships module's (decision 150), claimed in the transaction that makes the ad live.
import type { Database } from '../adapters/database.ts';
import {
  type AdActor,
  type AdInput,
  type PostedAd,
  type PostingRules,
  postAd as writeNewAd,
  republishAd as republish,
  updateAd as writeAd,
} from '../modules/ads/index.ts';
import { checkDeliveryAllowed } from '../modules/doorstep/index.ts';
import { claimQuotaSlot } from '../modules/memberships/index.ts';

export const postingRules: PostingRules = { checkDelivery: checkDeliveryAllowed, claimQuotaSlot };

/**
 * Posts an ad (after the ads module's checkPostingLimits): to review, or to payment beyond the free quota; a repeat of
 * the seller's own ad is refused with DUPLICATE_AD unless `confirmDuplicate` (decision 264).
 */
export const postAd = (
  db: Database,
  userId: number,
  input: AdInput,
  now: Date,
  confirmDuplicate = false,
): Promise<PostedAd> => writeNewAd(db, postingRules, userId, input, now, confirmDuplicate);

/** Edits an ad (a rejected one is resubmitted and claims a slot of the quota again). */
export const updateAd = (db: Database, actor: AdActor, adId: number, input: AdInput, now: Date): Promise<PostedAd> =>
  writeAd(db, postingRules, actor, adId, input, now);

/** Puts an expired ad up again, or first asks its listing fee when it is beyond the quota. */
export const republishAd = (db: Database, actor: AdActor, adId: number, now: Date): Promise<PostedAd> =>
  republish(db, postingRules, actor, adId, now);
