// Four eyes on staff money (decision 235): what one member of staff gives a person for free takes effect alone only
// while it stays small; above these limits it waits for a second member of staff's approval. Gifts to the same person
// within GIFT_WINDOW_DAYS count together, so that a large gift cannot be split into small ones. Pure, so that the
// service that decides and the page that explains read the same figures.
import { POISHA_PER_TAKA } from '../payments/money.ts';

/** The days before a gift whose gifts to the same person count with it. */
export const GIFT_WINDOW_DAYS = 30;
/** Free membership days one member of staff may give a person alone within the window (a month counts as 31). */
export const FREE_DAYS_ALONE = 31;
export const DAYS_PER_GRANTED_MONTH = 31;
/** A fixed voucher of more than this (Tk 500), or a percentage one of more than this, is large on its own. */
export const FREE_VOUCHER_POISHA_ALONE = 500 * POISHA_PER_TAKA;
export const FREE_VOUCHER_PERCENT_ALONE = 50;

/** What a member of staff asks to give: a membership grant or extension, or a voucher. */
export type StaffGift =
  | { readonly kind: 'grant'; readonly months: number }
  | { readonly kind: 'extend'; readonly days: number }
  | { readonly discount_kind: 'fixed' | 'percent'; readonly discount_value: number };

/** What the person was already given within the window (gifts that took effect, approved ones included). */
export interface EarlierGifts {
  readonly membershipDays: number;
  readonly vouchers: number;
}

/** The free membership days a grant or an extension gives. */
export const giftDays = (gift: { kind: 'grant'; months: number } | { kind: 'extend'; days: number }): number =>
  gift.kind === 'grant' ? gift.months * DAYS_PER_GRANTED_MONTH : gift.days;

/**
 * Whether the gift needs a second member of staff's approval before it takes effect: a membership when the free days
 * given to the person within the window, this gift's included, exceed FREE_DAYS_ALONE (so a grant of more than one
 * month, or a second month within 30 days); a voucher above Tk 500 or 50 %, or any second voucher within the window.
 */
export function needsApproval(gift: StaffGift, earlier: EarlierGifts): boolean {
  if ('discount_kind' in gift) {
    const large =
      gift.discount_kind === 'fixed'
        ? gift.discount_value > FREE_VOUCHER_POISHA_ALONE
        : gift.discount_value > FREE_VOUCHER_PERCENT_ALONE;
    return large || earlier.vouchers > 0;
  }
  return earlier.membershipDays + giftDays(gift) > FREE_DAYS_ALONE;
}
