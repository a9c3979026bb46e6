// Phonetic Banglish: Bangladeshis type Bengali words in Latin letters as they sound ("gari" for গাড়ি,
// "basha vara" for বাসা ভাড়া), and type one word many ways ("gaari", "bhara"/"vara", "jomi"/"zomi"). No spelling
// list holds every variant, so both scripts are reduced to one coarse sound key and words are matched by key:
//   1. Latin spellings are reduced to what the ways of typing a sound agree on, following Avro phonetic (the
//      convention most Bangladeshis know): aspiration dropped (kh k, gh g, th t, dh d, sh s, chh/ch c, jh j),
//      bh and v one sound (ভ), ph and f one (ফ), z and j one (জ/য), ee i, oo and ou u, y after a consonant i;
//      w, o and other y dropped (ও, the inherent vowel, য়), bare c and q are k and x ks (English words).
//   2. Bengali letters are read as Avro writes them, reduced the same way: ক/খ k, চ/ছ c, জ/ঝ/য j, ট/ঠ/ত/থ t,
//      ড/ঢ/দ/ধ d, ড়/ঢ়/র r, শ/ষ/স s, ভ v, ফ f, ি/ী i, ু/ূ u, ো and the inherent vowel nothing (people mostly drop
//      it, and write it as the "o" that step 1 drops), ক্ষ k, জ্ঞ g, য-ফলা and ব-ফলা nothing (but ম্ব is mb).
//   3. Then on the whole key: a final "er" is "ar" (loan words: printer / প্রিন্টার), and doubled letters count once.
// So "gari", "gaari", "garee", গাড়ি and গাড়ী all have the key "gari"; "basha" and বাসা "basa"; "vara", "bhara"
// and ভাড়া "vara"; "laptop" and ল্যাপটপ "laptp" (Bengali to Latin for loan words). Long vowels stay apart from
// the dropped o, so ঘড়ি (watch, "gri") does not meet গাড়ি (car, "gari"). The price: people who write the inherent
// vowel as "a" ("kabutar" for কবুতর) or ড় as "d" ("gadi") are not matched by sound; the lexicon and the
// catalogue's names cover the common ones.
// The steps are written as plain replacements so that the SQL function `search_phonetic_key`
// (migrations/014-search-phonetic.sql) repeats them one for one over the known title words (`search_words`);
// `phonetic.test.ts` holds the two to each other and to 200+ real spellings.

type Step = readonly [RegExp, string];

/**
 * Step 1, Latin letters. Each reduced sound is written in upper case until the end, so that no later step reads
 * it again (the "c" of "ch" is not the bare "c" of "computer").
 */
const LATIN_STEPS: readonly Step[] = [
  [/chh/g, 'C'],
  [/ch/g, 'C'],
  [/kh/g, 'K'],
  [/gh/g, 'G'],
  [/jh/g, 'J'],
  [/th/g, 'T'],
  [/dh/g, 'D'],
  [/ph/g, 'F'],
  [/bh/g, 'V'],
  [/sh/g, 'S'],
  [/rh/g, 'R'],
  [/ck/g, 'K'],
  [/ee/g, 'I'],
  [/oo/g, 'U'],
  [/ou/g, 'U'],
  [/([b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z])y([^aeiouAEIOU]|$)/g, '$1I$2'],
  [/c/g, 'K'],
  [/q/g, 'K'],
  [/x/g, 'KS'],
  [/z/g, 'J'],
  [/[owy]/g, ''],
];

/** Step 2, Bengali: conjuncts and letters written with a nukta first, then single letters. */
const BENGALI_STEPS: readonly Step[] = [
  // ড়, ঢ় and য় are one letter to a reader, but NFC writes them as ড, ঢ, য followed by a nukta.
  [/\u09A1\u09BC|\u09A2\u09BC/g, 'r'],
  [/\u09AF\u09BC/g, ''],
  [/\u0995\u09CD\u09B7/g, 'k'], // ক্ষ: শিক্ষক shikkhok
  [/\u099C\u09CD\u099E/g, 'g'], // জ্ঞ: বিজ্ঞান biggan
  [/\u09AE\u09CD\u09AC/g, 'mb'], // ম্ব: কম্বল kombol
  [/\u09CD[\u09AF\u09AC]/g, ''], // য-ফলা and ব-ফলা: ব্যাগ bag, বিশ্বাস bishash
  [/\u0999|\u0982/g, 'ng'], // ঙ ং
  [/\u098B|\u09C3/g, 'ri'], // ঋ ৃ
];

/** Step 2, the remaining Bengali letters one for one ('' drops the letter): [letters, key letters]. */
const BENGALI_LETTERS: readonly (readonly [string, string])[] = [
  ['আা', 'aa'],
  ['ইঈিী', 'iiii'],
  ['উঊুূ', 'uuuu'],
  ['এে', 'ee'],
  ['ঐৈ', 'ii'],
  ['ঔৌ', 'uu'],
  ['কখগঘচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহৎ', 'kkggccjjnttddnttddnpfbvmjrlsssht'],
  ['অও\u09CB\u09CD\u0981\u0983\u09BC', ''],
];
const BENGALI_LETTER = new Map(
  BENGALI_LETTERS.flatMap(([letters, keys]) => Array.from(letters, (letter, i) => [letter, keys[i] ?? ''] as const)),
);

/**
 * The sound key of a search word in either script (as `tokenizeSearchText` cuts it: lower case, NFC): two
 * spellings of one word have one key. Digits are kept, so that codes ("a15") are never matched by sound.
 */
export function phoneticKey(word: string): string {
  let key = word;
  for (const [pattern, replacement] of [...LATIN_STEPS, ...BENGALI_STEPS]) key = key.replace(pattern, replacement);
  key = Array.from(key, (char) => BENGALI_LETTER.get(char) ?? char).join('');
  return key
    .toLowerCase()
    .replace(/er$/, 'ar')
    .replace(/(.)\1+/g, '$1');
}

/** Words shorter than this are not matched by sound: their keys are shared by too many words. */
export const MIN_PHONETIC_LENGTH = 3;

/** Whether a word is matched by sound: long enough, without digits ("a15", "2015"), with a key of 2+ sounds. */
export const isPhoneticWord = (word: string): boolean =>
  Array.from(word).length >= MIN_PHONETIC_LENGTH && !/[0-9]/.test(word) && phoneticKey(word).length >= 2;
