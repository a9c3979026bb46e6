// Bangladeshi mobile numbers (spec section 9: phone prefix +880). Accepted as typed on a phone: +880 1712-345678,
// 8801712345678, 01712345678, with spaces, dashes or brackets, in Western or Bengali digits (০১৭১২৩৪৫৬৭৮).
// Stored and compared as E.164: +8801712345678.

import { replaceBengaliDigits } from './digits.ts';

/**
 * Operator prefixes after the leading 0: 013 and 017 Grameenphone, 014 and 019 Banglalink, 015 Teletalk,
 * 016 Airtel, 018 Robi. 011 (Citycell) closed in 2016 and 012 was never issued.
 */
const MOBILE = /^\+8801[3-9]\d{8}$/;

/** The number in E.164 form, or null when it is not a Bangladeshi mobile number. */
export function normalizeBdPhone(input: string): string | null {
  // A phone number is all digits, so Bengali digits are always meant as digits here.
  const western = replaceBengaliDigits(input);
  const compact = western.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith('+880')) national = compact.slice(4);
  else if (compact.startsWith('880')) national = compact.slice(3);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else national = compact;
  const e164 = `+880${national}`;
  return MOBILE.test(e164) ? e164 : null;
}

/** A number written the way Bangladeshis read it: 01712-345678. */
export function formatBdPhone(e164: string): string {
  const local = `0${e164.slice(4)}`;
  return `${local.slice(0, 5)}-${local.slice(5)}`;
}
