// Bengali digit input (spec section 5): "Bengali digits are converted to Western digits only when the whole
// text is Bengali digits". Mixed text such as "১২3" or "iPhone ১৫" is left alone, so a search for a model name
// is never rewritten; a price or page typed on a Bengali keyboard ("১২০০০") becomes "12000".

const BENGALI_ZERO = 0x09e6; // '০'; the ten Bengali digits are contiguous in Unicode
const WHOLE_BENGALI_DIGITS = /^[\u09E6-\u09EF]+$/;

/** Converts text made only of Bengali digits to Western digits; any other text is returned unchanged. */
export function toWesternDigits(text: string): string {
  if (!WHOLE_BENGALI_DIGITS.test(text)) return text;
  let western = '';
  for (const char of text) western += String((char.codePointAt(0) ?? BENGALI_ZERO) - BENGALI_ZERO);
  return western;
}
