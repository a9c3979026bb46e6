// URL slugs: lower-case ASCII kebab-case, stable and readable.

/** Kebab-case slug of an English name: `Pro+` → `pro-plus`, `F&D` → `f-and-d`; other scripts are dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Bengali letters in Latin, as Bangladeshis write them in ads and URLs ("টয়োটা" → toyota, "বিক্রয়" → bikroy).
const CONSONANTS: Readonly<Record<string, string>> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09dc': 'r',
  '\u09dd': 'rh',
  '\u09df': 'y',
};
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};
const OTHERS: Readonly<Record<string, string>> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
  ৎ: 't',
  'ং': 'ng',
  'ঃ': 'h',
  'ঁ': '',
  '০': '0',
  '১': '1',
  '২': '2',
  '৩': '3',
  '৪': '4',
  '৫': '5',
  '৬': '6',
  '৭': '7',
  '৮': '8',
  '৯': '9',
};
const VIRAMA = '্';

/**
 * Bengali script in Latin letters; other text is kept. A consonant carries the inherent "o" unless a vowel sign or
 * a virama follows it, or it ends the word (Bengali drops it there: "বিক্রয়" is bikroy, not bikroyo).
 */
export function transliterateBengali(text: string): string {
  // ড় ঢ় য় have no composed form under NFC (they are composition exclusions): compose them by hand.
  const composed = text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/\u09a1\u09bc/g, '\u09dc')
    .replace(/\u09a2\u09bc/g, '\u09dd')
    .replace(/\u09af\u09bc/g, '\u09df');
  const chars = [...composed];
  let out = '';
  chars.forEach((char, i) => {
    // য after a virama is the ya-phala, a "y" (স্যা → sya)
    const consonant = char === 'য' && chars[i - 1] === VIRAMA ? 'y' : CONSONANTS[char];
    if (consonant === undefined) {
      out += VOWEL_SIGNS[char] ?? OTHERS[char] ?? (char === VIRAMA ? '' : char);
      return;
    }
    const next = chars[i + 1] ?? '';
    const endsWord =
      CONSONANTS[next] === undefined &&
      VOWEL_SIGNS[next] === undefined &&
      next !== VIRAMA &&
      !'ংঁঃ'.includes(next || ' ');
    out += next in VOWEL_SIGNS || next === VIRAMA || endsWord ? consonant : `${consonant}o`;
  });
  return out;
}

const MAX_TITLE_WORDS = 8;

/**
 * An ad's slug: its title's words (Bengali transliterated; the category's English name when fewer than two words
 * remain), the location slug and the ad id, e.g. `toyota-axio-2016-for-sale-dhaka-123456`. The id makes it unique
 * and stable: the slug is made once, when the ad is made, and kept through edits.
 */
export function adSlug(title: string, fallback: string, locationSlug: string, id: number): string {
  const words = slugify(transliterateBengali(title)).split('-').filter(Boolean).slice(0, MAX_TITLE_WORDS);
  const base = words.length >= 2 ? words.join('-') : slugify(fallback);
  return `${base}-${locationSlug}-${id}`;
}

/**
 * The ad id an ad's slug ends with (adSlug), or the id alone (`1166`, as links get shortened); null when `slug`
 * ends with none or with one too large to be an id.
 */
export function adIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d+)$/.exec(slug);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}
