// Bengali digit input (spec section 5): "Bengali digits are converted to Western digits only when the whole
// text is Bengali digits". Mixed text such as "১২3" or "iPhone ১৫" is left alone, so a search for a model name
// is never rewritten; a price or page typed on a Bengali keyboard ("১২০০০") becomes "12000".
// Where the text can only be a number (a phone number, an amount, a date typed in a number field) or is matched
// digit for digit (the search document, scam checks), every Bengali digit is a digit: replaceBengaliDigits.

const BENGALI_ZERO = 0x09e6; // '০'; the ten Bengali digits are contiguous in Unicode
const WHOLE_BENGALI_DIGITS = /^[\u09E6-\u09EF]+$/;
const BENGALI_DIGIT = /[\u09E6-\u09EF]/g;

const westernDigit = (char: string) => String((char.codePointAt(0) ?? BENGALI_ZERO) - BENGALI_ZERO);

/** Every Bengali digit of `text` as a Western one, the rest kept: "২০২৬-১২-৩১" → "2026-12-31", "১২3" → "123". */
export function replaceBengaliDigits(text: string): string {
  return text.replace(BENGALI_DIGIT, westernDigit);
}

/** A number as typed, for Number(): Bengali digits Western, spaces and grouping commas gone ("১,২০,০০০" → "120000"). */
export function normalizeNumberText(text: string): string {
  return replaceBengaliDigits(text.replace(/[\s,]/g, ''));
}

/** A submitted form with the named number fields as normalizeNumberText gives them; other fields untouched. */
export function normalizeNumberFields<V>(
  form: Record<string, V>,
  names: readonly string[],
): Record<string, V | string> {
  const normal: Record<string, V | string> = { ...form };
  for (const name of names) {
    const value = form[name];
    if (typeof value === 'string') normal[name] = normalizeNumberText(value);
  }
  return normal;
}

/** Converts text made only of Bengali digits to Western digits; any other text is returned unchanged. */
export function toWesternDigits(text: string): string {
  if (!WHOLE_BENGALI_DIGITS.test(text)) return text;
  return replaceBengaliDigits(text);
}
