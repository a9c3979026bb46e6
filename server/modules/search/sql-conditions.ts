// A search as SQL over `ads a`: WHERE conditions and the relevance rank, values always bound (decisions 51, 70, 220).
import type { SqlParam } from '../../adapters/database.ts';
import type { PropertyCriterion, SearchCriteria, Within } from './search-index.ts';

export class Params {
  readonly values: SqlParam[] = [];
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Each promotion kind's latest end, kept on the ad and indexed for the ads that have one (migration 011). */
const PROMOTION_END = {
  top_ad: 'top_ad_until',
  spotlight: 'spotlight_until',
  urgent_ad: 'urgent_until',
  featured_ad: 'featured_until',
} as const;
/** The ad has a promotion of `kind` in force: its column narrows to the few promoted ads, the promotion confirms. */
export const promoted = (kind: keyof typeof PROMOTION_END) =>
  `a.${PROMOTION_END[kind]} > now() AND EXISTS (
     SELECT 1 FROM ad_promotions p
     WHERE p.ad_id = a.id AND p.kind = '${kind}' AND p.starts_at <= now() AND p.ends_at > now())`;

const POSTER_CONDITION = {
  all_posters: null,
  only_members: 'u.is_member',
  only_non_members: 'NOT u.is_member',
  auth_dealer: 'u.is_authorized_dealer',
} as const;

function propertyCondition(criterion: PropertyCriterion, p: Params): string {
  const contains = (object: Record<string, string>) => `a.properties @> ${p.add(JSON.stringify(object))}::jsonb`;
  switch (criterion.kind) {
    case 'enum':
      // One containment test per value, so that the properties GIN index answers each (a BitmapOr).
      return `(${criterion.values.map((value) => contains({ [criterion.key]: value })).join(' OR ')})`;
    case 'tree':
      return `(${criterion.brands
        .map(({ brand, models }) => {
          const models_ = models.map((model) => contains({ model }));
          return models_.length > 0 ? `(${contains({ brand })} AND (${models_.join(' OR ')}))` : contains({ brand });
        })
        .join(' OR ')})`;
    case 'range': {
      // A property that is not a number (bad data) never matches rather than failing the search.
      const value =
        criterion.key === 'price'
          ? 'a.price'
          : `(CASE WHEN jsonb_typeof(a.properties -> ${p.add(criterion.key)}) = 'number'
               THEN (a.properties ->> ${p.add(criterion.key)})::numeric END)`;
      const bounds = [];
      if (criterion.minimum !== null) bounds.push(`${value} >= ${p.add(criterion.minimum)}`);
      if (criterion.maximum !== null) bounds.push(`${value} <= ${p.add(criterion.maximum)}`);
      return bounds.length > 0 ? `(${bounds.join(' AND ')})` : 'true';
    }
  }
}

/**
 * A column among ids. One id (a category or place without sub-divisions) is written as `=`: PostgreSQL 15 reads an
 * index on (column, published_at) in date order only for `=`, not for `= ANY` of a single id, and would otherwise
 * walk every ad by date looking for the category's.
 */
export function isOneOf(column: string, ids: readonly number[], p: Params): string {
  return ids.length === 1 ? `${column} = ${p.add(ids[0] as number)}` : `${column} = ANY(${p.add(ids)}::int[])`;
}

/** How a statement reads the matches: in no order, or newest first. */
export type Reading = 'unordered' | 'newest-first';

/** What an ad must be to match a search, published or not, over `ads a` (and `users u` for a poster type). */
export function matching(criteria: SearchCriteria, p: Params, reading: Reading = 'unordered'): string[] {
  const where: string[] = [];
  // A text search narrowed to a category or place asks the index of words with paths (migration 054, decision 220)
  // for both at once; read newest first within one category or place (which has none within it), it walks that
  // one's B-tree index by date instead.
  const within = (column: 'category' | 'location', node: Within) =>
    criteria.text && !(reading === 'newest-first' && node.ids.length === 1)
      ? `a.${column}_path @> ${p.add([node.id])}::int[]`
      : isOneOf(`a.${column}_id`, node.ids, p);
  if (criteria.category) where.push(within('category', criteria.category));
  if (criteria.location) where.push(within('location', criteria.location));
  if (criteria.text) where.push(`a.search_document @@ ${p.add(criteria.text.any)}::tsquery`);
  if (criteria.type) where.push(`a.type = ${p.add(criteria.type)}`);
  const poster = POSTER_CONDITION[criteria.posterType];
  if (poster) where.push(`EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND ${poster})`);
  if (criteria.isDoorstepDelivery) where.push('a.is_doorstep_delivery');
  if (criteria.isUrgent) where.push(promoted('urgent_ad'));
  // The featured-member poster (spec sections 3 and 6, decision 155): a premium member in force.
  if (criteria.isFeaturedMember)
    where.push('EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND u.is_featured_member)');
  if (criteria.shopId !== undefined) where.push(`a.shop_id = ${p.add(criteria.shopId)}`);
  for (const criterion of criteria.properties) where.push(propertyCondition(criterion, p));
  if (criteria.publishedAfter) where.push(`a.published_at > ${p.add(criteria.publishedAfter)}`);
  return where;
}

/** The WHERE conditions of a search: the published ads that match. */
export const conditions = (criteria: SearchCriteria, p: Params, reading?: Reading): string[] => [
  "a.status = 'published'",
  ...matching(criteria, p, reading),
];

/** Plain browsing (category and/or location only) is answered from search_counts, exactly and at once. */
export const isPlainBrowsing = (c: SearchCriteria) =>
  !c.text &&
  !c.type &&
  c.posterType === 'all_posters' &&
  !c.isDoorstepDelivery &&
  !c.isUrgent &&
  !c.isFeaturedMember &&
  c.shopId === undefined &&
  c.properties.length === 0 &&
  !c.publishedAfter;

/**
 * Relevance (decision 51): ads of the categories the query names first (decision 70), then whole title words, then
 * title words begun, then matches elsewhere.
 */
export function relevanceRank(criteria: SearchCriteria, text: NonNullable<SearchCriteria['text']>, p: Params): string {
  const inTitle = (query: string) => `(a.search_document @@ ${p.add(query)}::tsquery)::int`;
  const named = criteria.intentCategoryIds
    ? `4 * (a.category_id = ANY(${p.add(criteria.intentCategoryIds)}::int[]))::int + `
    : '';
  // Below every product, however its words match (decision 271): 8 outweighs the named category's 4 and the title's 2.
  const later = criteria.laterCategoryIds
    ? ` - 8 * (a.category_id = ANY(${p.add(criteria.laterCategoryIds)}::int[]))::int`
    : '';
  return `(${named}${inTitle(text.exactTitle)} + ${inTitle(text.title)}${later})`;
}
