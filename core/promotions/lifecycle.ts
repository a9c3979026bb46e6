// A bought promotion over time (STYLE "Lifecycles as explicit state machines"): scheduled until it starts, active
// until it ends, paused while its ad is back in review (its clock stops: when the ad is published again, its start
// and end move by the time it was paused after it had started, so its length stays what was paid for), cancelled when the ad is rejected or removed (the unused part is refunded to the seller's
// balance, decision 110), ended once its time is over. The state is computed from the row and the clock.
import { wholeTakaUp } from '../payments/money.ts';

export const PROMOTION_STATES = ['scheduled', 'active', 'paused', 'cancelled', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export interface PromotionTimes {
  readonly starts_at: Date;
  readonly ends_at: Date;
  readonly paused_at: Date | null;
  readonly cancelled_at: Date | null;
}

export function promotionState(p: PromotionTimes, now: Date): PromotionState {
  if (p.cancelled_at) return 'cancelled';
  if (p.paused_at) return 'paused';
  if (now.getTime() < p.starts_at.getTime()) return 'scheduled';
  return now.getTime() < p.ends_at.getTime() ? 'active' : 'ended';
}

/** When a paused promotion resumes at `now`: its end moves by the time it was paused after it had started. */
export function resumedEnd(p: PromotionTimes, now: Date): Date {
  if (!p.paused_at) return p.ends_at;
  const stoppedFrom = Math.max(p.paused_at.getTime(), p.starts_at.getTime());
  return new Date(p.ends_at.getTime() + Math.max(0, now.getTime() - stoppedFrom));
}

/**
 * The poisha to give back when a promotion is cancelled at `now`: its price times the unused share of its time
 * (a paused promotion's time stopped when it was paused), rounded up to whole taka.
 */
export function unusedRefund(p: PromotionTimes & { readonly amount_poisha: number }, now: Date): number {
  const total = p.ends_at.getTime() - p.starts_at.getTime();
  const stopped = p.paused_at ?? now;
  const used = Math.min(total, Math.max(0, stopped.getTime() - p.starts_at.getTime()));
  if (total <= 0) return 0;
  // Whole taka, in the seller's favour (decision 228), never more than was paid.
  return Math.min(p.amount_poisha, wholeTakaUp((p.amount_poisha * (total - used)) / total));
}
