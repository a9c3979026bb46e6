// Editing an ad: its owner's changes, and the review they send it back to (core/ad-lifecycle.ts REVIEWED_FIELDS).
import type { AdStatus } from '../../../core/ad-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import type { Database } from '../../adapters/database.ts';
import { saveDelivery } from './delivery.ts';
import type { AdInput } from './schemas.ts';
import { type AdActor, getOwnAd, next } from './own-ad.ts';
import { attachPictures, checkOwnedInputs, flag, needsReview, type PostedAd, type PostingRules } from './posting.ts';
import { feePaid } from './status-changes.ts';

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
  await checkOwnedInputs(db, rules, ad.userId, input, ad.extraPictures, ad.id);
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
         submitted_at = CASE WHEN $12 <> status THEN $14::timestamptz ELSE submitted_at END,
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
        now,
      ],
    );
    await attachPictures(tx, ad.userId, ad.id, input.picture_ids);
    await saveDelivery(tx, ad.id, input.delivery);
    await flag(tx, ad.id, now);
  });
  return { id: ad.id, slug: ad.slug, status };
}
