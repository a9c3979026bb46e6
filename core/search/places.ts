// A place named in search text is where the search is (decision 272): "laptop dhaka" is laptops in Dhaka, not laptops
// whose ads say Dhaka (7 of the 33 on the demo). The catalogue's places are read from the query in either script,
// Banglish by sound as intent.ts reads categories ("mirpur" and মিরপুর, ঢাকায় with its case ending), and old English
// spellings people still type ("chittagong"); the words are taken out of the text and the place becomes the
// search's location, shown as its removable chip (decision 272).
import type { LocationDef, LocationLevel } from '../catalogue.ts';
import type { CatalogueIndex } from '../catalogue-index.ts';
import { isPhoneticWord, phoneticKey } from './phonetic.ts';
import { normalizeState, type SearchState } from './state.ts';
import { tokenizeSearchText } from './text.ts';

/** English spellings in use before the 2018 revisions, short forms and common typings, by place slug. */
export const OLD_PLACE_NAMES: Readonly<Record<string, readonly string[]>> = {
  'coxs-bazar': ['cox bazar', 'coxs bazar', 'coxsbazar'],
  chattogram: ['chittagong', 'ctg'],
  cumilla: ['comilla'],
  barishal: ['barisal'],
  jashore: ['jessore'],
  bogura: ['bogra'],
};

/** Bengali case endings a place takes in a query: ঢাকায়, মিরপুরে, রাজশাহীতে, ঢাকার. */
const PLACE_ENDINGS = ['য়', 'তে', 'ে', 'এ', 'র', 'ের'];

const isLatin = (word: string) => /^[0-9a-z]+$/.test(word);

/** How a word of a place name is compared: Latin as written, Bengali by sound (so Banglish reaches it). */
const nameKey = (word: string) => (!isLatin(word) && isPhoneticWord(word) ? `s:${phoneticKey(word)}` : `w:${word}`);

/** The keys a query word may match a name word by: as written, by sound, and (Bengali) without a case ending. */
function queryKeys(word: string): string[] {
  if (isLatin(word)) return isPhoneticWord(word) ? [`w:${word}`, `s:${phoneticKey(word)}`] : [`w:${word}`];
  const stems = [word, ...PLACE_ENDINGS.filter((e) => word.endsWith(e)).map((e) => word.slice(0, -e.length))];
  return stems.filter((stem) => Array.from(stem).length >= 2).map(nameKey);
}

interface PlaceIndex {
  readonly phrases: ReadonlyMap<string, LocationDef>;
  readonly longest: number;
}

/** Where a name shared by places goes: to the larger ("Dhaka" the district, not an area of that name). */
const LEVEL_RANK: Readonly<Record<LocationLevel, number>> = { country: 0, division: 1, district: 2, area: 3 };

const placeIndexes = new WeakMap<CatalogueIndex, PlaceIndex>();

function placeIndex(index: CatalogueIndex): PlaceIndex {
  const known = placeIndexes.get(index);
  if (known) return known;
  const phrases = new Map<string, LocationDef>();
  let longest = 1;
  const add = (name: string, place: LocationDef) => {
    const words = tokenizeSearchText(name);
    if (words.length === 0) return;
    const key = words.map(nameKey).join(' ');
    const other = phrases.get(key);
    if (!other || LEVEL_RANK[place.level] < LEVEL_RANK[other.level]) phrases.set(key, place);
    longest = Math.max(longest, words.length);
  };
  for (const place of index.catalogue.locations) {
    // The country is every search's place already.
    if (place.level === 'country' || place.deactivated) continue;
    add(place.name.en, place);
    add(place.name.bn, place);
    for (const old of OLD_PLACE_NAMES[place.slug] ?? []) add(old, place);
  }
  const built = { phrases, longest };
  placeIndexes.set(index, built);
  return built;
}

/** A place named by a run of the query's words: the place and the words. */
export interface PlaceInQuery {
  readonly location: LocationDef;
  readonly words: readonly string[];
}

/**
 * The first place a query's words name, the longest run first ("cox's bazar" before "bazar"); `isTaken` words are
 * meant otherwise (they name a category) and never read as a place.
 */
export function findPlaceInQuery(
  text: string,
  index: CatalogueIndex,
  isTaken: (word: string) => boolean = () => false,
): PlaceInQuery | null {
  const { phrases, longest } = placeIndex(index);
  const terms = tokenizeSearchText(text);
  const keys = terms.map(queryKeys);
  const readings = (run: readonly string[][]): string[] =>
    run.reduce<string[]>((all, options) => all.flatMap((p) => options.map((o) => (p ? `${p} ${o}` : o))), ['']);
  for (let start = 0; start < terms.length; start++) {
    for (let length = Math.min(longest, terms.length - start); length >= 1; length--) {
      const words = terms.slice(start, start + length);
      if (words.some(isTaken)) continue;
      for (const reading of readings(keys.slice(start, start + length))) {
        const location = phrases.get(reading);
        if (location) return { location, words };
      }
    }
  }
  return null;
}

/**
 * A search whose text names a place, searched in that place: the place becomes the location and its words leave the
 * text ("laptop dhaka" is "laptop" in Dhaka). Only a search in the whole country is read so: a place chosen is not
 * overruled by words, and a text that is only a place is kept (someone looking for ads that say "Mirpur").
 */
export function placeQueryInLocation(
  state: SearchState,
  index: CatalogueIndex,
  isTaken?: (word: string) => boolean,
): SearchState {
  if (state.query === '' || state.location !== null) return state;
  const found = findPlaceInQuery(state.query, index, isTaken);
  if (!found) return state;
  const placeWords = new Set(found.words);
  // Whole whitespace-separated pieces made only of the place's words go; the rest of the text is kept as typed.
  const rest = state.query
    .split(/\s+/)
    .filter((piece) => {
      const words = tokenizeSearchText(piece);
      return words.length === 0 || !words.every((word) => placeWords.has(word));
    })
    .join(' ')
    .trim();
  if (tokenizeSearchText(rest).length === 0) return state;
  return normalizeState({ ...state, location: found.location.slug, query: rest, page: 1 }, index);
}
