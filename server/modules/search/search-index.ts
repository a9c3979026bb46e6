// What the search service asks of a search engine. The PostgreSQL implementation (postgres-search-index.ts) is the
// only one today (ARCHITECTURE: full-text + trigram + GIN/B-tree until measured limits say otherwise); OpenSearch
// can replace it behind this interface. Criteria are already resolved against the catalogue (ids, not slugs), and
// an index answers ad ids: the ads module turns ids into cards, so an external engine needs no card data.
import type { AdType, PosterType, Sort } from '../../../core/search/state.ts';
import type { TextQuery } from '../../../core/search/text.ts';

/** A dynamic filter resolved to what an ad stores (core/catalogue.ts FilterDef: `properties[key]`). */
export type PropertyCriterion =
  | { readonly kind: 'enum'; readonly key: string; readonly values: readonly string[] }
  /** Bounds are inclusive; null is open. `price` is the ad's price column, any other key a number property. */
  | { readonly kind: 'range'; readonly key: string; readonly minimum: number | null; readonly maximum: number | null }
  /** Brands with their chosen model keys; no models means any model of the brand. */
  | {
      readonly kind: 'tree';
      readonly brands: readonly { readonly brand: string; readonly models: readonly string[] }[];
    };

/** A category or place chosen, with all that lies within it. */
export interface Within {
  readonly id: number;
  /** Its id and those of all its descendants. */
  readonly ids: readonly number[];
}

/** `node` with all its descendants. */
export function within<T extends { id: number }>(node: T, children: (node: T) => readonly T[]): Within {
  const ids = (n: T): number[] => [n.id, ...children(n).flatMap(ids)];
  return { id: node.id, ids: ids(node) };
}

export interface SearchCriteria {
  /** The category searched in; null is every category. */
  readonly category: Within | null;
  /** The place searched in; null is the whole country. */
  readonly location: Within | null;
  /** Every query word (or a spelling of it) must be in the ad's title, properties or description. */
  readonly text: TextQuery | null;
  /** The categories the query's words name (and their descendants): under `relevance` their ads come first. */
  readonly intentCategoryIds: readonly number[] | null;
  /**
   * Categories whose ads rank after the others under `relevance`: accessories, parts and repairs, when the query asks
   * for a product and not for them (criteria.ts). Absent or null is none.
   */
  readonly laterCategoryIds?: readonly number[] | null;
  readonly type: AdType | null;
  readonly posterType: PosterType;
  readonly isDoorstepDelivery: boolean;
  readonly isUrgent: boolean;
  readonly isFeaturedMember: boolean;
  readonly properties: readonly PropertyCriterion[];
  /** Only the ads of this shop (the shop page, server/modules/shops); absent is any. */
  readonly shopId?: number;
  /** Only ads published after this moment (saved-search alerts look for new ads); absent is any time. */
  readonly publishedAfter?: Date;
}

/**
 * Whether a search's words find every ad of the categories they name (`intentCategoryIds`): a query of one word naming
 * categories asks for their lexemes, which every ad within them holds (migration 054). Those ads are then found and
 * counted as the same search without its words (WITHOUT_WORDS), from indexes by category instead of by word.
 */
export const findsAllNamed = (criteria: SearchCriteria): boolean =>
  criteria.text?.terms.length === 1 && criteria.intentCategoryIds !== null;
/** What a search's criteria become without its words. */
export const WITHOUT_WORDS = { text: null, intentCategoryIds: null, laterCategoryIds: null } as const;

/** The sorts of core/search: newest first, best match, and price either way (decision 254). */
export type SearchOrder = Sort;
/** The orders by price: ads without a price come last in both (decision 254). */
export type PriceOrder = Extract<SearchOrder, 'price_asc' | 'price_desc'>;
export const isPriceOrder = (order: SearchOrder): order is PriceOrder =>
  order === 'price_asc' || order === 'price_desc';

/** Published ads of one (category, location) pair that match. */
export interface CountRow {
  /** The category's bucket (see Buckets), or the category. */
  readonly categoryId: number;
  /** The ads' own category. */
  readonly leafCategoryId: number;
  readonly locationId: number;
  readonly count: number;
}

/**
 * Facet options by the ids within them: a search counts its matches found in a bucket under it (every district of a
 * division under the division), so that an engine answers a few facet rows rather than every pair.
 */
export interface Buckets {
  readonly categories: ReadonlyMap<number, number>;
  readonly locations: ReadonlyMap<number, number>;
}

export interface Counts {
  readonly rows: readonly CountRow[];
  /** The matches were counted only up to the cap: the true total is larger. */
  readonly capped: boolean;
}

/** The promotions a search shows in slots of their own (spec section 9). */
export const PROMOTED_KINDS = ['top_ad', 'spotlight'] as const;
export type PromotedKind = (typeof PROMOTED_KINDS)[number];
/** The matching ads promoted now, of each kind, in their rotation's order (core/promotions/rotation.ts). */
export type Promoted = Readonly<Record<PromotedKind, readonly number[]>>;
/** A search without promoted ads. */
export const NO_PROMOTED: Promoted = { top_ad: [], spotlight: [] };

/** What a search asks for besides its criteria. */
export interface SearchPage {
  readonly order: SearchOrder;
  readonly offset: number;
  readonly limit: number;
  /** Matches are counted up to this many. */
  readonly cap: number;
  readonly buckets?: Buckets;
  /** Whether to find the matches promoted now (empty lists otherwise). */
  readonly withPromoted?: boolean;
}

export interface SearchIndex {
  /**
   * One page of a search, its counts and its promoted ads, at once: an engine may answer them all from one reading.
   */
  search(criteria: SearchCriteria, page: SearchPage): Promise<{ ids: number[]; counts: Counts; promoted: Promoted }>;
  /** Ids of matching ads in order, `limit` of them after `offset`. */
  find(criteria: SearchCriteria, order: SearchOrder, offset: number, limit: number): Promise<number[]>;
  /**
   * How many ads match, counted up to `cap` (`capped` when there are more), without reading what they are: the
   * "in Cars (1,234)" of a refinement.
   */
  total(criteria: SearchCriteria, cap: number): Promise<{ count: number; capped: boolean }>;
  /** Counts of the values of enum properties (and brands) among the first `cap` matches. */
  countValues(criteria: SearchCriteria, keys: readonly string[], cap: number): Promise<ValueCount[]>;
  /**
   * For each word, the known title word most like it (trigram similarity), or null: how a misspelt query
   * ("samsng") is corrected when it finds nothing.
   */
  suggestWords(words: readonly string[]): Promise<(string | null)[]>;
  /**
   * What the titles of ads say of a query's words: the title words of each of the sound keys `keys`
   * (core/search/phonetic.ts), and which of `words` and of the forms of those (core/search/text.ts wordForms) are
   * title words.
   */
  titleWords(words: readonly string[], keys: readonly string[]): Promise<TitleWords>;
  /**
   * Whether a result computed from `searches` and showing `shownIds` is still what they find: no ad matching any
   * of them has changed since `since` (the database's clock), and every ad shown is published and unchanged. Answers
   * the database's time of the check when it is, null when not.
   */
  unchangedSince(searches: readonly SearchCriteria[], shownIds: readonly number[], since: Date): Promise<Date | null>;
}

export interface TitleWords {
  readonly known: ReadonlySet<string>;
  readonly bySound: ReadonlyMap<string, readonly string[]>;
}

export interface ValueCount {
  readonly key: string;
  readonly value: string;
  readonly count: number;
}
