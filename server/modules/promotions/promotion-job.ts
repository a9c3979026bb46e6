// The promotions job: starts, pauses, bumps, ends and cancels bought promotions by the injected clock.
import { EFFECTS, type PromotionKind } from '../../../core/promotions/catalogue.ts';
import { promotionState, resumedEnd, unusedRefund } from '../../../core/promotions/lifecycle.ts';
import type { Queryable } from '../../adapters/database.ts';
import { notify } from '../notifications/index.ts';
import { creditBalance } from '../payments/index.ts';

export interface PromotionRow {
  id: number;
  ad_id: number;
  user_id: number;
  kind: PromotionKind;
  variant_identifier: string;
  amount_poisha: number;
  starts_at: Date;
  ends_at: Date;
  paused_at: Date | null;
  cancelled_at: Date | null;
  bumps_total: number;
  bumps_done: number;
  bump_every_minutes: number;
  next_bump_at: Date | null;
  ad_status: string;
  has_effects: boolean;
}

/** Ads back in review: their promotions wait (the clock of each stops). */
const REVIEW_STATUSES = ['pending_review', 'pending_payment'];

/** Ads taken down for good by a moderator or their seller: the unused part of their promotions is refunded. */
const CANCELLING_STATUSES = ['rejected', 'deactivated'];

export interface ApplyReport {
  started: number;
  ended: number;
  paused: number;
  resumed: number;
  cancelled: number;
  bumped: number;
}

/**
 * The promotions job (decision 111), for every promotion not over (or only those of `adIds`): at `now` by the
 * injected clock, pauses those whose ad is back in review and resumes them once it is published again (their end
 * moves by the pause), cancels those whose ad was rejected or removed (crediting the unused part to the seller's
 * balance), bumps what is due, and makes the effects searches and cards read (ad_promotions rows) match what is in
 * force: written when a promotion starts, removed when it ends.
 */
export async function applyPromotions(db: Queryable, now: Date, adIds?: readonly number[]): Promise<ApplyReport> {
  const report: ApplyReport = { started: 0, ended: 0, paused: 0, resumed: 0, cancelled: 0, bumped: 0 };
  const rows = await db.query<PromotionRow>(
    `SELECT p.*, a.status AS ad_status,
       EXISTS (SELECT 1 FROM ad_promotions e WHERE e.promotion_id = p.id) AS has_effects
     FROM promotions p JOIN ads a ON a.id = p.ad_id
     WHERE p.cancelled_at IS NULL AND (p.ends_at > $1 OR EXISTS (SELECT 1 FROM ad_promotions e WHERE e.promotion_id = p.id))
       AND ($2::bigint[] IS NULL OR p.ad_id = ANY($2::bigint[]))
     ORDER BY p.id`,
    [now, adIds ?? null],
  );
  for (const row of rows) {
    let promotion = row;
    if (CANCELLING_STATUSES.includes(row.ad_status) && row.ends_at > now) {
      const refund = unusedRefund(row, now);
      await creditBalance(db, {
        userId: row.user_id,
        amountPoisha: refund,
        reason: 'promotion_refund',
        reference: `promotion:${row.id}`,
        at: now,
      });
      await db.query('UPDATE promotions SET cancelled_at = $2, refunded_poisha = $3 WHERE id = $1', [
        row.id,
        now,
        refund,
      ]);
      promotion = { ...row, cancelled_at: now };
      report.cancelled += 1;
    } else if (REVIEW_STATUSES.includes(row.ad_status) && !row.paused_at && row.ends_at > now) {
      await db.query('UPDATE promotions SET paused_at = $2 WHERE id = $1', [row.id, now]);
      promotion = { ...row, paused_at: now };
      report.paused += 1;
    } else if (row.ad_status === 'published' && row.paused_at) {
      const endsAt = resumedEnd(row, now);
      const shift = endsAt.getTime() - row.ends_at.getTime();
      const nextBump = row.next_bump_at ? new Date(row.next_bump_at.getTime() + shift) : null;
      // The start moves with the end, so that the promotion's length stays what was paid for (refunds use it).
      const startsAt = new Date(row.starts_at.getTime() + shift);
      await db.query(
        'UPDATE promotions SET paused_at = NULL, starts_at = $2, ends_at = $3, next_bump_at = $4 WHERE id = $1',
        [row.id, startsAt, endsAt, nextBump],
      );
      promotion = { ...row, paused_at: null, starts_at: startsAt, ends_at: endsAt, next_bump_at: nextBump };
      report.resumed += 1;
    }
    const inForce = promotionState(promotion, now) === 'active' && promotion.ad_status === 'published';
    if (
      inForce &&
      promotion.next_bump_at &&
      promotion.next_bump_at <= now &&
      promotion.bumps_done < promotion.bumps_total
    ) {
      await bump(db, promotion, now);
      report.bumped += 1;
    }
    if (inForce && !row.has_effects && EFFECTS[row.kind].length > 0) {
      // In force until the job removes it: searches compare with the database's now(), the job with the clock.
      await db.query(
        `INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at, promotion_id)
         SELECT $1, kind, now() - interval '1 second', 'infinity', $2 FROM unnest($3::text[]) AS k(kind)`,
        [row.ad_id, row.id, EFFECTS[row.kind]],
      );
      report.started += 1;
    } else if (!inForce && row.has_effects) {
      await db.query('DELETE FROM ad_promotions WHERE promotion_id = $1', [row.id]);
      report.ended += 1;
    }
  }
  await tellPromotionSteps(db, now, adIds);
  return report;
}

/**
 * Tells sellers of their promotions that started and ended by `now` (decision 262): started once it is in force
 * (its time come, not paused, its ad published), ended once its end passed after it started; one that was cancelled
 * is not told as ended (its refund is in the balance). Each step is claimed by one UPDATE of its column
 * (start_told_at, end_told_at) that only a row not yet told passes, so two jobs at once tell it once; the
 * notification's once key holds it too.
 */
async function tellPromotionSteps(db: Queryable, now: Date, adIds?: readonly number[]): Promise<void> {
  const told = (column: 'start_told_at' | 'end_told_at', due: string) =>
    db.query<{ id: number; user_id: number; ad_id: number; kind: string; ends_at: Date; slug: string; title: string }>(
      `UPDATE promotions p SET ${column} = $1 FROM ads a
       WHERE a.id = p.ad_id AND p.${column} IS NULL AND p.cancelled_at IS NULL AND p.paused_at IS NULL AND ${due}
         AND ($2::bigint[] IS NULL OR p.ad_id = ANY($2::bigint[]))
       RETURNING p.id, p.user_id, p.ad_id, p.kind, p.ends_at, a.slug, a.title`,
      [now, adIds ?? null],
    );
  const started = await told('start_told_at', `p.starts_at <= $1 AND p.ends_at > $1 AND a.status = 'published'`);
  for (const p of started) {
    await notify(db, p.user_id, {
      kind: 'promotion',
      payload: { title: p.title, kind: p.kind, step: 'started', ends_at: p.ends_at.toISOString() },
      link: `/bn/ad/${p.slug}`,
      once: `promotion:${p.id}:started`,
    });
  }
  const ended = await told('end_told_at', 'p.ends_at <= $1 AND p.start_told_at IS NOT NULL');
  for (const p of ended) {
    // Its results: the ad's statistics page shows each promotion's days against the days before.
    await notify(db, p.user_id, {
      kind: 'promotion',
      payload: { title: p.title, kind: p.kind, step: 'ended' },
      link: `/bn/my/ads/${p.ad_id}/stats`,
      once: `promotion:${p.id}:ended`,
    });
  }
}

/** Moves the ad to the top of date order; the date the seller posted it stays in posted_at (decision 112). */
async function bump(db: Queryable, promotion: PromotionRow, now: Date): Promise<void> {
  await db.query(
    `UPDATE ads SET posted_at = COALESCE(posted_at, published_at), published_at = GREATEST(published_at, $2)
     WHERE id = $1 AND status = 'published'`,
    [promotion.ad_id, now],
  );
  const done = promotion.bumps_done + 1;
  const next =
    done < promotion.bumps_total && promotion.next_bump_at
      ? new Date(promotion.next_bump_at.getTime() + promotion.bump_every_minutes * 60_000)
      : null;
  await db.query('UPDATE promotions SET bumps_done = $2, next_bump_at = $3 WHERE id = $1', [promotion.id, done, next]);
}
