// A normalised search state as the engine's criteria: words with their spellings, sounds and the categories they
// name (decisions 13, 70, 71).
import type { CategoryDef } from '../../../core/catalogue.ts';
import type { CatalogueIndex } from '../../../core/catalogue-index.ts';
import type { SearchState } from '../../../core/search/state.ts';
import { buildIntentIndex, queryIntents } from '../../../core/search/intent.ts';
import { isPhoneticWord, phoneticKey } from '../../../core/search/phonetic.ts';
import {
  buildTextQuery,
  categoryLexeme,
  type Lexicon,
  queryTerms,
  tokenizeSearchText,
  wordForms,
} from '../../../core/search/text.ts';
import { buildLexicon, lexiconSounds, soundAlikes } from '../../../core/search/transliteration.ts';
import { ACCESSORY_CATEGORY_SLUGS, ACCESSORY_WORDS, CATEGORY_SYNONYMS, catalogueIndex } from '../catalog/index.ts';
import { type PropertyCriterion, type SearchCriteria, type SearchIndex, within } from './search-index.ts';

/** Built once: the transliteration table plus the catalogue's bn/en names. */
export const searchLexicon: Lexicon = buildLexicon(catalogueIndex.catalogue);
const searchLexiconSounds = lexiconSounds(searchLexicon);
const searchIntents = buildIntentIndex(catalogueIndex, CATEGORY_SYNONYMS);

interface Accessories {
  /** The accessory, part and repair categories (ACCESSORY_CATEGORY_SLUGS with all within them). */
  readonly ids: readonly number[];
  readonly idSet: ReadonlySet<number>;
  /** Words of the brand and model names of the other categories: "iphone", "axio" ask for a product. */
  readonly productNames: ReadonlySet<string>;
}
const accessoriesByIndex = new WeakMap<CatalogueIndex, Accessories>();
const ACCESSORY_WORD_SET = new Set(ACCESSORY_WORDS);
/** Words of brand and model names that name no product: "other", "pro", numbers. */
const GENERIC_NAME_WORD = /^(other|brand|model|pro|max|plus|mini|ultra|series|new|অন্যান্য|[0-9]+)$/;

function accessoriesOf(index: CatalogueIndex): Accessories {
  const known = accessoriesByIndex.get(index);
  if (known) return known;
  const ids = ACCESSORY_CATEGORY_SLUGS.flatMap((slug) => {
    const category = index.categoryBySlug(slug);
    return category ? within(category, index.categoryChildren).ids : [];
  });
  const idSet = new Set(ids);
  const productNames = new Set<string>();
  const addName = (label: { en: string; bn: string }, aliases: readonly string[] = []) => {
    for (const word of [label.en, label.bn, ...aliases].flatMap(tokenizeSearchText))
      if (Array.from(word).length >= 3 && !GENERIC_NAME_WORD.test(word)) productNames.add(word);
  };
  const products = index.catalogue.categories.filter((category: CategoryDef) => !idSet.has(category.id));
  for (const filter of products.flatMap((category) => category.filters)) {
    if (filter.key !== 'brand') continue;
    if (filter.type === 'enum') for (const value of filter.values) addName(value.label, value.aliases);
    if (filter.type === 'tree')
      for (const brand of filter.values) {
        addName(brand.label, brand.aliases);
        for (const model of brand.children) addName(model.label, model.aliases);
      }
  }
  const built = { ids, idSet, productNames };
  accessoriesByIndex.set(index, built);
  return built;
}

/**
 * The categories ranked last for a query (decision 271): the accessory, part and repair categories, when the query
 * asks for a product (names a product category, or a brand or model of one) and not for them (names none of them,
 * holds none of ACCESSORY_WORDS).
 */
function laterCategories(terms: readonly string[], named: readonly number[], index: CatalogueIndex) {
  const accessories = accessoriesOf(index);
  if (terms.some((term) => ACCESSORY_WORD_SET.has(term)) || named.some((id) => accessories.idSet.has(id))) return null;
  const asksForProduct = named.length > 0 || terms.some((term) => accessories.productNames.has(term));
  return asksForProduct ? accessories.ids : null;
}

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
): Promise<Pick<SearchCriteria, 'text' | 'intentCategoryIds' | 'laterCategoryIds'>> {
  const terms = queryTerms(text);
  const keys = [...new Set(terms.filter(isPhoneticWord).map(phoneticKey))];
  const spellings = terms.flatMap((term) => [term, ...(searchLexicon.get(term) ?? []).flat()]);
  const titleWords = await engine.titleWords(spellings.flatMap(wordForms), keys);
  const more = new Map(soundAlikes(terms, [searchLexiconSounds, titleWords.bySound], searchLexicon));
  const intentIds = new Set<number>();
  const intents = queryIntents(terms, searchIntents, searchLexicon, index);
  const named = [...new Set([...intents.values()].flat())];
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
    laterCategoryIds: laterCategories(terms, named, index),
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
    ...(state.query === ''
      ? { text: null, intentCategoryIds: null, laterCategoryIds: null }
      : await textQuery(engine, state.query, index)),
    type: state.type,
    posterType: state.posterType,
    isDoorstepDelivery: state.isDoorstepDelivery,
    isUrgent: state.isUrgent,
    isFeaturedMember: state.isFeaturedMember,
    properties: propertyCriteria(state),
  };
}
