// Cross-script search: Bangladeshis write the same word in Latin or Bengali letters ("mobile" / "মোবাইল",
// "samsung" / "স্যামসাং"), in queries and in ads alike. A query word is searched together with its spellings in
// the other script, taken from two sources:
//   - TRANSLITERATIONS below, the maintained table of everyday marketplace words (add a pair when search logs
//     show a miss; `transliteration.test.ts` checks that every pair is reachable both ways);
//   - the catalogue's own bn/en names (categories, locations, brands, models, filter values), paired word by word
//     when both names have the same number of words, and a brand's or model's Latin name with its Bengali aliases
//     ("Galaxy A15" / "গ্যালাক্সি এ১৫", decision 258), so every brand and model added to the catalogue is searchable
//     in both scripts without touching this file.
import type { Catalogue, EnumValue, LocalizedText } from '../catalogue.ts';
import { isPhoneticWord, phoneticKey } from './phonetic.ts';
import { type Lexicon, tokenizeSearchText } from './text.ts';

/** [Latin spelling, Bengali spelling]; either side may be several words. */
export const TRANSLITERATIONS: readonly (readonly [string, string])[] = [
  ['mobile', 'মোবাইল'],
  ['phone', 'ফোন'],
  ['smartphone', 'স্মার্টফোন'],
  ['smartphone', 'স্মার্ট ফোন'],
  ['samsung', 'স্যামসাং'],
  ['iphone', 'আইফোন'],
  ['apple', 'অ্যাপল'],
  ['xiaomi', 'শাওমি'],
  ['redmi', 'রেডমি'],
  ['oppo', 'অপো'],
  ['vivo', 'ভিভো'],
  ['realme', 'রিয়েলমি'],
  ['nokia', 'নকিয়া'],
  ['walton', 'ওয়ালটন'],
  ['symphony', 'সিম্ফনি'],
  ['laptop', 'ল্যাপটপ'],
  ['computer', 'কম্পিউটার'],
  ['desktop', 'ডেস্কটপ'],
  ['tablet', 'ট্যাবলেট'],
  ['charger', 'চার্জার'],
  ['battery', 'ব্যাটারি'],
  ['camera', 'ক্যামেরা'],
  ['cover', 'কভার'],
  ['tv', 'টিভি'],
  ['television', 'টেলিভিশন'],
  ['fridge', 'ফ্রিজ'],
  ['refrigerator', 'রেফ্রিজারেটর'],
  ['refrigerator', 'ফ্রিজ'],
  ['ac', 'এসি'],
  ['car', 'গাড়ি'],
  ['car', 'কার'],
  ['toyota', 'টয়োটা'],
  ['honda', 'হোন্ডা'],
  ['bike', 'বাইক'],
  ['motorcycle', 'মোটরসাইকেল'],
  ['bicycle', 'সাইকেল'],
  ['cycle', 'সাইকেল'],
  ['yamaha', 'ইয়ামাহা'],
  ['bajaj', 'বাজাজ'],
  ['suzuki', 'সুজুকি'],
  ['cng', 'সিএনজি'],
  ['flat', 'ফ্ল্যাট'],
  ['apartment', 'অ্যাপার্টমেন্ট'],
  ['house', 'বাড়ি'],
  ['house', 'বাসা'],
  ['land', 'জমি'],
  ['plot', 'প্লট'],
  ['room', 'রুম'],
  ['shop', 'দোকান'],
  ['office', 'অফিস'],
  ['rent', 'ভাড়া'],
  ['sale', 'বিক্রি'],
  ['sell', 'বিক্রি'],
  ['new', 'নতুন'],
  ['used', 'ব্যবহৃত'],
  ['fresh', 'ফ্রেশ'],
  ['original', 'অরিজিনাল'],
  ['job', 'চাকরি'],
  ['jobs', 'চাকরি'],
  ['driver', 'ড্রাইভার'],
  ['teacher', 'শিক্ষক'],
  ['tutor', 'টিউটর'],
  ['sofa', 'সোফা'],
  ['bed', 'খাট'],
  ['table', 'টেবিল'],
  ['chair', 'চেয়ার'],
  ['furniture', 'ফার্নিচার'],
  ['watch', 'ঘড়ি'],
  ['smartwatch', 'স্মার্টওয়াচ'],
  ['shoes', 'জুতা'],
  ['saree', 'শাড়ি'],
  ['dress', 'ড্রেস'],
  ['bag', 'ব্যাগ'],
  ['cow', 'গরু'],
  ['goat', 'ছাগল'],
  ['dhaka', 'ঢাকা'],
  ['chittagong', 'চট্টগ্রাম'],
  ['chattogram', 'চট্টগ্রাম'],
  ['sylhet', 'সিলেট'],
  ['generator', 'জেনারেটর'],
  ['ips', 'আইপিএস'],
  ['gb', 'জিবি'],
  ['ram', 'র‍্যাম'],
  ['ram', 'রেম'],
];

/**
 * Everyday words for one thing, in either script, each searched as every other (a word may stand for several words,
 * but only a single word is looked up): people write "fridge" where ads say "refrigerator" or রেফ্রিজারেটর, "tv"
 * where they say "television". Only words that mean the same thing to a buyer belong here (a freezer is not a fridge): a group widens every
 * search for any of its words.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['fridge', 'refrigerator', 'ফ্রিজ', 'রেফ্রিজারেটর'],
  ['tv', 'television', 'টিভি', 'টেলিভিশন'],
  ['ac', 'aircon', 'air conditioner', 'এসি', 'এয়ার কন্ডিশনার'],
  ['bike', 'motorbike', 'motorcycle', 'বাইক', 'মোটরসাইকেল'],
  ['mobile', 'phone', 'cellphone', 'smartphone', 'মোবাইল', 'ফোন', 'স্মার্টফোন'],
  ['laptop', 'notebook', 'ল্যাপটপ'],
  ['car', 'gari', 'গাড়ি', 'কার'],
  ['flat', 'apartment', 'ফ্ল্যাট', 'অ্যাপার্টমেন্ট'],
  ['tuition', 'tutor', 'টিউশন', 'টিউশনি', 'টিউটর'],
];

function addPair(lexicon: Map<string, string[][]>, from: readonly string[], to: readonly string[]): void {
  if (from.length !== 1 || to.length === 0) return;
  const [word] = from as [string];
  if (to.length === 1 && to[0] === word) return;
  const alternatives = lexicon.get(word) ?? [];
  const key = to.join(' ');
  if (!alternatives.some((alt) => alt.join(' ') === key)) alternatives.push([...to]);
  lexicon.set(word, alternatives);
}

const isBengali = (word: string) => /[\u0980-\u09FF]/.test(word);

/**
 * Words that join or qualify others ("or", "বা"): where a name's two scripts have them in different places, the two
 * orders differ and the names' words do not pair by position ("2 TB HDD or more" / "২ টিবি বা বেশি এইচডিডি" would
 * make "hdd" বা, "or", and every word beginning with বা a match for it).
 */
const FUNCTION_WORDS = new Set([
  ...['and', 'or', 'of', 'for', 'with', 'without', 'no', 'not', 'more', 'less', 'under', 'over', 'up', 'to', 'than'],
  ...['ও', 'এবং', 'বা', 'অথবা', 'না', 'নয়', 'কম', 'বেশি', 'সহ', 'ছাড়া', 'জন্য', 'থেকে', 'পর্যন্ত', 'চেয়ে'],
]);
const functionWordPlaces = (words: readonly string[]) =>
  words.flatMap((word, i) => (FUNCTION_WORDS.has(word) ? [i] : [])).join(',');

/**
 * Pairs the words of a bn/en name when both have as many words, with their joining words (FUNCTION_WORDS) in the same
 * places, and every pair crosses scripts.
 */
function addName(lexicon: Map<string, string[][]>, name: LocalizedText): void {
  const en = tokenizeSearchText(name.en);
  const bn = tokenizeSearchText(name.bn);
  if (en.length !== bn.length || functionWordPlaces(en) !== functionWordPlaces(bn)) return;
  en.forEach((enWord, i) => {
    const bnWord = bn[i] as string;
    // Only real cross-script pairs of words that name something: "15"/"15", a Latin word left in a Bengali name, or
    // "or"/"বা" pair nothing.
    if (isBengali(enWord) || !isBengali(bnWord) || enWord.length < 2 || FUNCTION_WORDS.has(enWord)) return;
    addPair(lexicon, [enWord], [bnWord]);
    addPair(lexicon, [bnWord], [enWord]);
  });
}

/** A filter value's names: its label, and its Latin name with each alias in Bengali script. */
function addValue(lexicon: Map<string, string[][]>, value: EnumValue): void {
  addName(lexicon, value.label);
  for (const alias of value.aliases ?? []) addName(lexicon, { en: value.label.en, bn: alias });
}

/** The lexicon of the table and the catalogue; built once per process. */
export function buildLexicon(catalogue: Catalogue): Lexicon {
  const lexicon = new Map<string, string[][]>();
  for (const [latin, bengali] of TRANSLITERATIONS) {
    const en = tokenizeSearchText(latin);
    const bn = tokenizeSearchText(bengali);
    addPair(lexicon, en, bn);
    addPair(lexicon, bn, en);
    // A two-word spelling ("স্মার্ট ফোন") also reaches the one-word one ("smartphone") word by word.
  }
  for (const group of SYNONYMS) {
    const words = group.map(tokenizeSearchText);
    for (const from of words) for (const to of words) addPair(lexicon, from, to);
  }
  for (const category of catalogue.categories) {
    addName(lexicon, category.name);
    for (const filter of category.filters) {
      if (filter.type === 'enum') for (const value of filter.values) addValue(lexicon, value);
      if (filter.type === 'tree')
        for (const brand of filter.values) {
          addValue(lexicon, brand);
          for (const model of brand.children) addValue(lexicon, model);
        }
    }
  }
  for (const location of catalogue.locations) addName(lexicon, location.name);
  return lexicon;
}

/** Words by sound key (phonetic.ts). */
export type SoundIndex = ReadonlyMap<string, readonly string[]>;

/** The lexicon's own words (both scripts) by sound key, so that "mobail" reaches মোবাইল before any ad has it. */
export function lexiconSounds(lexicon: Lexicon): SoundIndex {
  const index = new Map<string, string[]>();
  const words = new Set([...lexicon.keys(), ...[...lexicon.values()].flat(2)]);
  for (const word of words) {
    if (!isPhoneticWord(word)) continue;
    const key = phoneticKey(word);
    index.set(key, [...(index.get(key) ?? []), word]);
  }
  return index;
}

/** Sound-alike spellings searched per query word; more would cost index lookups for rarer spellings. */
export const MAX_SOUND_ALIKES = 6;

/**
 * For each query word, the known words that sound like it ("gari" → গাড়ি, গাড়ী), nearest in length first, each
 * followed by its own spellings in the lexicon (গাড়ি → car), so that a word typed as it sounds is searched as every
 * spelling of the word meant. `known` is every source of words by sound key: the lexicon's and the ads' titles'.
 */
export function soundAlikes(terms: readonly string[], known: readonly SoundIndex[], lexicon: Lexicon): Lexicon {
  const result = new Map<string, (readonly string[])[]>();
  for (const term of terms) {
    if (!isPhoneticWord(term)) continue;
    const key = phoneticKey(term);
    const length = Array.from(term).length;
    const words = [...new Set(known.flatMap((index) => index.get(key) ?? []))]
      .filter((word) => word !== term)
      .sort((a, b) => Math.abs(Array.from(a).length - length) - Math.abs(Array.from(b).length - length))
      .slice(0, MAX_SOUND_ALIKES);
    const spellings = new Map<string, readonly string[]>();
    for (const spelling of words.flatMap((word) => [[word], ...(lexicon.get(word) ?? [])]))
      if (spelling.join(' ') !== term) spellings.set(spelling.join(' '), spelling);
    if (spellings.size > 0) result.set(term, [...spellings.values()]);
  }
  return result;
}
