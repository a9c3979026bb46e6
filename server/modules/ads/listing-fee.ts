// An ad's listing fee: whether one is due, and its payment settled, refunded or marked paid at the office.
import { type AdStatus, transition } from '../../../core/ad-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { type AdActor, isModerator, loadAd } from './own-ad.ts';
import type { PostedAd } from './posting.ts';
import { applyTransition } from './status-changes.ts';

/**
 * An admin marks a listing fee paid (paid outside the processors); the ad goes on to review. Called through the
 * payments module (markListingFeePaidByAdmin), which records it in the payment-event log.
 */
export async function markListingFeePaid(db: Queryable, actor: AdActor, adId: number, at: Date): Promise<PostedAd> {
  const ad = await loadAd(db, 'id', adId);
  if (!ad || !isModerator(actor)) throw new AppError('NOT_FOUND');
  // By the app's clock, as every other submission: the review queue orders and ages ads by submitted_at.
  return applyTransition(db, actor, ad, 'payFee', 'listing_fee_paid_at = $4, submitted_at = $4', [at.toISOString()]);
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
