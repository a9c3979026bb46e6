// A normalised search state as the engine's criteria: words with their spellings, sounds and the categories they
// name (decisions 13, 70, 71).
import type { CatalogueIndex } from '../../../core/catalogue-index.ts';
import type { SearchState } from '../../../core/search/state.ts';
import { buildIntentIndex, queryIntents } from '../../../core/search/intent.ts';
import { isPhoneticWord, phoneticKey } from '../../../core/search/phonetic.ts';
import { buildTextQuery, categoryLexeme, type Lexicon, queryTerms, wordForms } from '../../../core/search/text.ts';
import { buildLexicon, lexiconSounds, soundAlikes } from '../../../core/search/transliteration.ts';
import { CATEGORY_SYNONYMS, catalogueIndex } from '../catalog/index.ts';
import { type PropertyCriterion, type SearchCriteria, type SearchIndex, within } from './search-index.ts';

/** Built once: the transliteration table plus the catalogue's bn/en names. */
export const searchLexicon: Lexicon = buildLexicon(catalogueIndex.catalogue);
const searchLexiconSounds = lexiconSounds(searchLexicon);
const searchIntents = buildIntentIndex(catalogueIndex, CATEGORY_SYNONYMS);

/** Whether a word of `text` names a category (intent.ts): such a word is meant as the category, never as a place. */
export function categoryWordsOf(text: string, index: CatalogueIndex = catalogueIndex): (word: string) => boolean {
  const named = queryIntents(queryTerms(text), searchIntents, searchLexicon, index);
  return (word) => named.has(word);
}

/**
 * The text search of a query: each word with its spellings in the lexicon, the words that sound like it (from the
 * lexicon and from the titles of ads, one indexed lookup: "gari" finds গাড়ি, "basha vara" বাসা ভাড়া), and the
 * categories it names ("gari": every car, most of whose titles never say so). `categoryIds` are the named
 * categories and their descendants, which rank first.
 */
export async function textQuery(
  engine: SearchIndex,
  text: string,
  index: CatalogueIndex = catalogueIndex,
): Promise<Pick<SearchCriteria, 'text' | 'intentCategoryIds'>> {
  const terms = queryTerms(text);
  const keys = [...new Set(terms.filter(isPhoneticWord).map(phoneticKey))];
  const spellings = terms.flatMap((term) => [term, ...(searchLexicon.get(term) ?? []).flat()]);
  const titleWords = await engine.titleWords(spellings.flatMap(wordForms), keys);
  const more = new Map(soundAlikes(terms, [searchLexiconSounds, titleWords.bySound], searchLexicon));
  const intentIds = new Set<number>();
  const intents = queryIntents(terms, searchIntents, searchLexicon, index);
  for (const [term, categoryIds] of intents) {
    for (const id of categoryIds) {
      const category = index.categoryById(id);
      for (const inside of category ? within(category, index.categoryChildren).ids : []) intentIds.add(inside);
    }
    // An ad's document holds the lexeme of its category and of every one above it (migration 054).
    more.set(term, [...(more.get(term) ?? []), ...categoryIds.map((id) => [categoryLexeme(id)])]);
  }
  const query = buildTextQuery(text, searchLexicon, more, titleWords.known);
  return {
    // A word of the lexicon or one naming a category is meant as written, even where no title holds it: it is never
    // corrected to a title word that merely looks like it ("fridge" is not "cartridge", decision 271).
    text: query && {
      ...query,
      unknown: query.unknown.filter((term) => !searchLexicon.has(term) && !intents.has(term)),
    },
    intentCategoryIds: intentIds.size > 0 ? [...intentIds] : null,
  };
}

function propertyCriteria(state: SearchState): PropertyCriterion[] {
  return Object.entries(state.filters).flatMap(([key, value]): PropertyCriterion[] => {
    switch (value.type) {
      case 'enum':
        return [{ kind: 'enum', key, values: value.values }];
      case 'money':
      case 'numeric':
        return [
          {
            kind: 'range',
            key,
            minimum: value.minimum > -1 ? value.minimum : null,
            maximum: value.maximum > -1 ? value.maximum : null,
          },
        ];
      case 'tree':
        return [{ kind: 'tree', brands: value.values.map((b) => ({ brand: b.key, models: b.childValues })) }];
    }
  });
}

/** The criteria of a normalised state, resolved against the catalogue (and the engine's words, for sound). */
export async function searchCriteria(
  state: SearchState,
  engine: SearchIndex,
  index: CatalogueIndex = catalogueIndex,
): Promise<SearchCriteria> {
  const category = state.category === null ? undefined : index.categoryBySlug(state.category);
  const location = state.location === null ? undefined : index.locationBySlug(state.location);
  return {
    category: category ? within(category, index.categoryChildren) : null,
    location: location ? within(location, index.locationChildren) : null,
    ...(state.query === '' ? { text: null, intentCategoryIds: null } : await textQuery(engine, state.query, index)),
    type: state.type,
    posterType: state.posterType,
    isDoorstepDelivery: state.isDoorstepDelivery,
    isUrgent: state.isUrgent,
    isFeaturedMember: state.isFeaturedMember,
    properties: propertyCriteria(state),
  };
}
