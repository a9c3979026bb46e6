// A buyer's picks (spec section 3 "Promotion selection": selected, value, schedule) turned into the lines of a
// checkout (spec section 7 "promotions of kind, variant_id, and schedule_at for scheduled ones").
import type { ProductType } from '../payments/purchase.ts';
import { isPromotionKind, isSchedulable } from './catalogue.ts';
import { resolveSchedule, type ScheduleInput } from './schedule.ts';

export interface PromotionSelection {
  readonly kind: string;
  readonly selected: boolean;
  /** The variant_identifier picked. */
  readonly value: string | null;
  readonly schedule?: ScheduleInput | null;
}

export interface SelectedItem {
  readonly type: ProductType;
  readonly ad_id: number;
  readonly variant_id?: string;
  readonly schedule_at?: string;
  readonly code?: string;
}

export type SelectionResult =
  | { readonly ok: true; readonly items: SelectedItem[] }
  | {
      readonly ok: false;
      readonly error: 'SCHEDULE_INVALID' | 'SCHEDULE_IN_PAST' | 'SCHEDULE_TOO_FAR' | 'NOTHING_SELECTED';
    };

const SCHEDULE_ERRORS = {
  invalid: 'SCHEDULE_INVALID',
  past: 'SCHEDULE_IN_PAST',
  too_far: 'SCHEDULE_TOO_FAR',
} as const;

/** The checkout lines of the selected promotions (and a voucher), schedules resolved at `now` (spec section 5). */
export function selectionItems(
  adId: number,
  selections: readonly PromotionSelection[],
  voucher: string | null,
  now: Date,
): SelectionResult {
  const items: SelectedItem[] = [];
  for (const pick of selections) {
    if (!pick.selected || !pick.value || !isPromotionKind(pick.kind)) continue;
    const schedule = resolveSchedule((isSchedulable(pick.kind) && pick.schedule) || { type: 'promote_now' }, now);
    if (!schedule.ok) return { ok: false, error: SCHEDULE_ERRORS[schedule.reason] };
    items.push({
      type: pick.kind,
      ad_id: adId,
      variant_id: pick.value,
      ...(schedule.kind === 'schedule_promotion' ? { schedule_at: schedule.startsAt.toISOString() } : {}),
    });
  }
  if (items.length === 0) return { ok: false, error: 'NOTHING_SELECTED' };
  if (voucher) items.push({ type: 'voucher_v2', ad_id: adId, code: voucher });
  return { ok: true, items };
}
