// Search text for Bangladesh: how ad texts and queries are normalised and cut into words, and how a query becomes
// a PostgreSQL tsquery. Neither PostgreSQL 15 nor PGlite has a Bengali dictionary, and PostgreSQL's word parser
// splits Bengali words at vowel signs under some locales, so words are cut here and in the SQL function
// `search_tokens` (migrations/003-search.sql) by the same rule, and lexemes are written without the parser:
//   1. NFC (so য় typed as one code point or as য + nukta is the same word);
//   2. ত + hasant + ZWJ (the old way of typing khanda ta) becomes ৎ; other ZWJ/ZWNJ are removed;
//   3. Bengali digits become Western digits everywhere (এ১৫ = এ15), so "১৫" finds "15";
//   4. lower case;
//   5. words are runs of ASCII letters, digits and the Bengali block U+0980–U+09FF, which holds the vowel signs,
//      the hasant and the chandrabindu, so they never split a word; everything else separates words. Latin and
//      Bengali letters written together stay one word ("এ১৫" is "এ15"; "iPhoneটি" is found by the prefix "iphone").
// The SQL function must follow exactly these steps: `text.test.ts` and the search API tests hold both to them.

import { replaceBengaliDigits } from '../digits.ts';

/** Words of a query that are searched; more are dropped (each word costs an index lookup). */
export const MAX_QUERY_TERMS = 8;

const KHANDA_TA_OLD = /\u09A4\u09CD\u200D/g;
const JOINERS = /[\u200C\u200D]/g;
const WORD = /[0-9a-z\u0980-\u09FF]+/g;

/** Normalises text as the search document does (steps 1–4 above). */
export function normalizeSearchText(text: string): string {
  const joined = text.normalize('NFC').replace(KHANDA_TA_OLD, '\u09CE').replace(JOINERS, '');
  return replaceBengaliDigits(joined).toLowerCase();
}

/** The words of a text (step 5), in order, duplicates kept. */
export function tokenizeSearchText(text: string): string[] {
  return normalizeSearchText(text).match(WORD) ?? [];
}

/**
 * Alternative spellings of one word in the other script: `mobile` → [['মোবাইল']], and a word may stand for
 * several (`smartphone` → [['স্মার্টফোন'], ['স্মার্ট', 'ফোন']]). Made by buildLexicon (transliteration.ts).
 */
export type Lexicon = ReadonlyMap<string, readonly (readonly string[])[]>;

export interface TextQuery {
  /** The query's words after normalisation (at most MAX_QUERY_TERMS). */
  readonly terms: readonly string[];
  /** tsquery text matching ads whose title, properties or description hold every word (or an alternative). */
  readonly any: string;
  /** The same, restricted to title words (weight A): ads matching it rank first under `relevance`. */
  readonly title: string;
  /**
   * The title query with the words alone: under `relevance` a title holding the words themselves ranks above one
   * holding them with an ending or words they begin ("fridge" → ফ্রিজ before ফ্রিজটি).
   */
  readonly exactTitle: string;
  /** The query's words joined by spaces, for trigram (misspelling) matching against titles. */
  readonly plain: string;
  /** The query's words that no title holds (not among `titleWords`): the only ones a correction may change. */
  readonly unknown: readonly string[];
}

const isDigits = (word: string) => /^[0-9]+$/.test(word);

/**
 * Whether a typed word nobody has written in a title is matched as a prefix: words being typed (the last one) from 2
 * characters, others from 3, so "মোবা" finds "মোবাইল" and "মোবাইলের"; numbers never, so "15" does not find "150".
 */
function isPrefix(word: string, last: boolean): boolean {
  if (isDigits(word)) return false;
  return Array.from(word).length >= (last ? 2 : 3);
}

/**
 * The endings a whole word takes in ad texts (decision 218): English plurals, and the Bengali case endings,
 * classifiers and plural and emphatic suffixes ("গাড়ি" → "গাড়ির", "গাড়িটি", "গাড়িগুলো"). A whole word is matched
 * with those of its forms that titles hold, rather than as a prefix: "car" finds "cars" but not "carpet", "for" not
 * "ford". It also keeps the index fast: a prefix reads every word it begins (`'for':* & 'tubeless':*` took 64 ms on
 * a million ads, the words themselves 2.6 ms), while whole words let the index skip to the ads holding the rarest.
 */
export const WORD_ENDINGS: readonly string[] = [
  ...['s', 'es'],
  ...['র', 'ের', 'এর', 'য়ের', 'কে', 'তে', 'ে', 'য়', 'টি', 'টা', 'গুলো', 'গুলি', 'দের', 'ও', 'ই'],
];

/**
 * A whole word and the words it may make with its endings (those titles hold are searched); numbers, letters alone
 * and category lexemes stand alone.
 */
export function wordForms(word: string): string[] {
  if (word.startsWith('_') || /[0-9]$/.test(word) || Array.from(word).length < 2) return [word];
  return [word, ...WORD_ENDINGS.map((ending) => word + ending)];
}

/**
 * The lexeme of a category in the search document (migrations/014; an ad's document holds that of its category and
 * of every one above it, migration 054): a query word that names a category also matches every ad within it. It
 * starts with "_", which no typed word does, so it is never matched by a typed prefix.
 */
export const categoryLexeme = (categoryId: number): string => `_c${categoryId}`;

/** How one word is matched: as a prefix, with its endings (a whole word), or exactly. */
type WordMatch = 'prefix' | 'forms' | 'exact';

function lexeme(word: string, match: WordMatch, weight: '' | 'A', titleWords: ReadonlySet<string>): string {
  // Words are made only of [0-9a-z] and Bengali letters (and category lexemes of "_c" and digits), so they need no
  // escaping inside quotes. A category lexeme is whole, never a prefix (_c19 is not _c193).
  if (match === 'forms') {
    const forms = wordForms(word)
      .filter((form) => form === word || titleWords.has(form))
      .map((form) => lexeme(form, 'exact', weight, titleWords));
    return forms.length === 1 ? (forms[0] as string) : `(${forms.join(' | ')})`;
  }
  const marks = `${match === 'prefix' && !word.startsWith('_') ? '*' : ''}${weight}`;
  return marks ? `'${word}':${marks}` : `'${word}'`;
}

/** The words of search text that are searched: distinct, at most MAX_QUERY_TERMS. */
export const queryTerms = (text: string): string[] => [...new Set(tokenizeSearchText(text))].slice(0, MAX_QUERY_TERMS);

/**
 * Turns search text into tsquery text (to be cast with `::tsquery`, which does not run the word parser), or null
 * when the text holds no searchable word. Every word must match; each may match any of its spellings, from the
 * lexicon and from `more` (the words found by sound and the categories named, for this query). A typed word found
 * in `titleWords` (the words of titles among the query's words and their forms), and every spelling, are whole words,
 * matched with those of their forms that titles hold; any other typed word is a prefix, as it may be a word being
 * typed or cut short.
 */
export function buildTextQuery(
  text: string,
  lexicon: Lexicon,
  more: Lexicon = new Map(),
  titleWords: ReadonlySet<string> = new Set(),
): TextQuery | null {
  const terms = queryTerms(text);
  if (terms.length === 0) return null;
  const build = (weight: '' | 'A', endings = true) =>
    terms
      .map((term, i) => {
        const whole: WordMatch = endings ? 'forms' : 'exact';
        const typed: WordMatch = titleWords.has(term) || !isPrefix(term, i === terms.length - 1) ? whole : 'prefix';
        const alternatives = [
          lexeme(term, endings ? typed : 'exact', weight, titleWords),
          ...[...(lexicon.get(term) ?? []), ...(more.get(term) ?? [])].map((words) => {
            const parts = words.map((w) => lexeme(w, whole, weight, titleWords));
            return parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`;
          }),
        ];
        const unique = [...new Set(alternatives)];
        return unique.length === 1 ? unique[0] : `(${unique.join(' | ')})`;
      })
      .join(' & ');
  return {
    terms,
    any: build(''),
    title: build('A'),
    exactTitle: build('A', false),
    plain: terms.join(' '),
    unknown: terms.filter((term) => !titleWords.has(term)),
  };
}

const isBengaliWord = (word: string) => /[\u0980-\u09FF]/.test(word);

/**
 * Whether a title word may stand for a typed word that finds nothing, as its misspelling: a word of the same kind,
 * in the same script, a number only for a number ("a54" not "a5", "15" not "150" is the trigram index's call), and
 * beginning with the same letter, which people rarely get wrong while the words that only look alike begin
 * otherwise ("fridge" and "cartridge", "phone" and "iphone"). The typed word's sound is already searched
 * (phonetic.ts), so a word typed as it sounds needs no correction.
 */
export function isCorrectionOf(typed: string, suggestion: string): boolean {
  if (typed === suggestion) return true;
  if (isBengaliWord(typed) !== isBengaliWord(suggestion)) return false;
  if (/[0-9]/.test(typed) !== /[0-9]/.test(suggestion)) return false;
  return Array.from(typed)[0] === Array.from(suggestion)[0];
}
