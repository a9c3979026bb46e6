// Money in integer poisha (1 taka = 100 poisha): amounts are added and compared as integers, never as floats, and
// only turned into taka text at the edges (a provider's "500.00", a page's ৳ ৫০০).
import type { Locale } from '../catalogue.ts';
import { formatMoney, intlLocale, withTakaSign } from '../i18n.ts';

export const POISHA_PER_TAKA = 100;

export const takaToPoisha = (taka: number): number => {
  if (!Number.isInteger(taka)) throw new RangeError(`whole taka expected, got ${taka}`);
  return taka * POISHA_PER_TAKA;
};

/**
 * Whole taka for every amount a person pays or is credited (decision 228): a credit or a discount computed as a
 * share (a term's unused part, a percentage) is rounded up to the next taka, in the buyer's favour, so that what is
 * charged, a price less it, is whole taka too.
 */
export const wholeTakaUp = (poisha: number): number => Math.ceil(poisha / POISHA_PER_TAKA) * POISHA_PER_TAKA;

/** The decimal text payment providers take and give: 50000 → "500.00". */
export function poishaToDecimal(poisha: number): string {
  if (!Number.isSafeInteger(poisha) || poisha < 0) throw new RangeError(`poisha must be a whole amount, got ${poisha}`);
  const taka = Math.floor(poisha / POISHA_PER_TAKA);
  const rest = poisha % POISHA_PER_TAKA;
  return `${taka}.${String(rest).padStart(2, '0')}`;
}

/** A provider's decimal text back to poisha ("500", "500.0", "500.00" → 50000), or null when it is not one. */
export function decimalToPoisha(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * POISHA_PER_TAKA + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** BDT for people (core/i18n formatMoney), with poisha shown only when there are any: ৳ ৫০০ or Tk 500.50. */
export function formatPoisha(locale: Locale, poisha: number): string {
  if (poisha % POISHA_PER_TAKA === 0) return formatMoney(locale, poisha / POISHA_PER_TAKA);
  // Display only: two fraction digits of a whole-poisha amount are exact.
  const digits = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2 }).format(
    Math.abs(poisha) / POISHA_PER_TAKA,
  );
  return withTakaSign(locale, poisha, digits);
}
