// What a query is about: the categories its words name, from the catalogue's names in bn and en and the
// words people search with for each category (CATEGORY_SYNONYMS in the catalogue data). Words are compared by
// sound (phonetic.ts), so Banglish reaches the Bengali names ("gari" → গাড়ি → Cars, "jomi" → জমি → Land), and
// English words as written, plurals as singulars ("laptops" / "laptop"). A query word that names a category is searched as that
// word or any ad of the category, and the named categories rank first (service.ts).
import type { CategoryDef } from '../catalogue.ts';
import type { CatalogueIndex } from '../catalogue-index.ts';
import { isPhoneticWord, phoneticKey } from './phonetic.ts';
import { type Lexicon, tokenizeSearchText } from './text.ts';

/** Words and phrases that name a category, by category slug. */
export type CategorySynonyms = Readonly<Record<string, readonly string[]>>;

export interface IntentIndex {
  /** Phrase (name keys joined by spaces) → ids of the categories it names. */
  readonly phrases: ReadonlyMap<string, readonly number[]>;
  /** Words in the longest phrase. */
  readonly longest: number;
}

const isLatin = (word: string) => /^[0-9a-z]+$/.test(word);

/**
 * How a word of a name is compared: a Latin word as written (a plural as its singular), a Bengali word by sound
 * (phonetic.ts), so that spelling variants and Banglish reach it. English words are not compared by sound: their
 * keys are poor ("other" would sound like টায়ার).
 */
function nameKey(word: string): string {
  if (isLatin(word)) return `w:${word.length > 3 ? word.replace(/s$/, '') : word}`;
  return isPhoneticWord(word) ? `s:${phoneticKey(word)}` : `w:${word}`;
}

/** The keys a query word may match a name by: as written, and (Latin words) by sound, as Banglish. */
const queryKeys = (word: string): string[] =>
  isLatin(word) && isPhoneticWord(word) ? [nameKey(word), `s:${phoneticKey(word)}`] : [nameKey(word)];

/** Parts of a category name that name it on their own: "Motorbikes & Scooters" is motorbikes, and scooters. */
const NAME_PARTS = /\s*(?:,|&|\sও\s)\s*/;
/** Name parts that name no one category ("Other Electronics", "অন্যান্য সেবা"). */
const GENERIC = /^(other|অন্যান্য)( |$)/;

export function buildIntentIndex(index: CatalogueIndex, synonyms: CategorySynonyms): IntentIndex {
  const phrases = new Map<string, number[]>();
  let longest = 1;
  const add = (phrase: string, category: CategoryDef) => {
    const words = tokenizeSearchText(phrase);
    if (words.length === 0 || GENERIC.test(words.join(' '))) return;
    const key = words.map(nameKey).join(' ');
    const ids = phrases.get(key) ?? [];
    if (!ids.includes(category.id)) phrases.set(key, [...ids, category.id]);
    longest = Math.max(longest, words.length);
  };
  for (const category of index.catalogue.categories) {
    if (category.deactivated) continue;
    for (const name of [category.name.en, category.name.bn])
      for (const part of name.split(NAME_PARTS)) add(part, category);
    for (const synonym of synonyms[category.slug] ?? []) add(synonym, category);
  }
  return { phrases, longest };
}

/**
 * For each query word, the categories it names, alone or as part of a phrase of the query ("basha vara"), also
 * through its spellings in the lexicon ("car" → গাড়ি). Only the most specific are kept: a word naming a category
 * and its parent names the category.
 */
export function queryIntents(
  terms: readonly string[],
  intents: IntentIndex,
  lexicon: Lexicon,
  index: CatalogueIndex,
): Map<string, number[]> {
  const named = new Map<string, Set<number>>();
  const keys = terms.map(queryKeys);
  // Every way of reading a run of words: [["w:basha", "s:basa"], ["w:vara", "s:vara"]] → "w:basha w:vara", …
  const readings = (run: readonly string[][]): string[] =>
    run.reduce<string[]>((phrases, options) => phrases.flatMap((p) => options.map((o) => (p ? `${p} ${o}` : o))), ['']);
  for (let start = 0; start < terms.length; start++) {
    for (let length = Math.min(intents.longest, terms.length - start); length >= 1; length--) {
      const term = terms[start] as string;
      const run = readings(keys.slice(start, start + length));
      // A run naming a category as written is not read by sound as well: "fish" is fish, not অফিস (office).
      const written = run[0] !== undefined && intents.phrases.has(run[0]) ? [run[0]] : run;
      const spellings = [
        ...written,
        // A single word also through its spellings in the lexicon ("car" → গাড়ি).
        ...(length === 1 ? (lexicon.get(term) ?? []).map((words) => words.map(nameKey).join(' ')) : []),
      ];
      const ids = spellings.flatMap((spelling) => intents.phrases.get(spelling) ?? []);
      for (const word of terms.slice(start, start + length)) {
        const set = named.get(word) ?? new Set<number>();
        for (const id of ids) set.add(id);
        if (set.size > 0) named.set(word, set);
      }
    }
  }
  // A category whose descendant is also named gives way to it.
  const isAncestor = (id: number, of: number) => {
    const descendant = index.categoryById(of);
    return id !== of && descendant !== undefined && index.categoryAncestors(descendant).some((c) => c.id === id);
  };
  return new Map(
    [...named].map(([term, ids]) => [term, [...ids].filter((id) => ![...ids].some((other) => isAncestor(id, other)))]),
  );
}
