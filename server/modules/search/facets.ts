// What a result offers to narrow it: category and location facets, the filter panel and the refinements (spec
// section 3; decision 71).
import type { CategoryDef, FilterDef, Locale, LocationDef } from '../../../core/catalogue.ts';
import type { CatalogueIndex } from '../../../core/catalogue-index.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import type { SearchState } from '../../../core/search/state.ts';
import { changeCategory, changeFilters } from '../../../core/search/transitions.ts';
import {
  type Buckets,
  type CountRow,
  type Counts,
  findsAllNamed,
  type SearchCriteria,
  type SearchIndex,
  within,
  WITHOUT_WORDS,
} from './search-index.ts';
import { COUNT_CAP } from './limits.ts';

export interface Facet {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly count: number;
  /** The canonical URL of the search narrowed to this value. */
  readonly href: string;
}

export interface FilterValueView {
  readonly key: string;
  readonly label: string;
  readonly checked: boolean;
  /** Matches with this value, when cheap to count (see VALUE_COUNT_LIMIT). */
  readonly count?: number;
  /** Models of a brand (tree filters). */
  readonly children?: readonly FilterValueView[];
}

interface RangeFilterView {
  readonly key: string;
  readonly label: string;
  /** -1: no bound (spec section 5). */
  readonly minimum: number;
  readonly maximum: number;
  readonly unit?: string;
}

/** A dynamic filter of the category as the filter panel shows it (spec section 3 "Dynamic filters"). */
export type FilterView =
  | { readonly key: string; readonly type: 'enum'; readonly label: string; readonly values: FilterValueView[] }
  | { readonly key: string; readonly type: 'tree'; readonly label: string; readonly values: FilterValueView[] }
  | (RangeFilterView & { readonly type: 'money' })
  | (RangeFilterView & { readonly type: 'numeric' });

/** A category a query is likely about, with its matches (counted up to COUNT_CAP: `capped` when more). */
export interface Refinement extends Facet {
  readonly capped: boolean;
}

/** Refinements offered at most. */
export const REFINEMENTS = 3;
/** A category holding at least this share of a search's counted matches is offered as a refinement. */
const REFINEMENT_SHARE = 0.15;

/** Counts rolled up to the given nodes (a node's count includes its descendants'). */
function rollUp<T extends { id: number }>(
  nodes: readonly T[],
  rows: readonly CountRow[],
  idOf: (row: CountRow) => number,
  ancestors: (id: number) => readonly T[],
): Map<number, number> {
  const wanted = new Set(nodes.map((n) => n.id));
  const counts = new Map<number, number>();
  for (const row of rows) {
    for (const node of ancestors(idOf(row))) {
      if (wanted.has(node.id)) counts.set(node.id, (counts.get(node.id) ?? 0) + row.count);
    }
  }
  return counts;
}

/** The nodes a facet offers: children of the chosen category or place, or the top level. */
function categoryOptions(state: SearchState, index: CatalogueIndex): readonly CategoryDef[] {
  const current = state.category === null ? undefined : index.categoryBySlug(state.category);
  return current ? index.categoryChildren(current) : index.catalogue.categories.filter((c) => c.parentId === -1);
}

function locationOptions(state: SearchState, index: CatalogueIndex): readonly LocationDef[] {
  const current = state.location === null ? index.country : index.locationBySlug(state.location);
  return current ? index.locationChildren(current) : [];
}

/** Every descendant of each facet option counted under the option. */
export function facetBuckets(state: SearchState, index: CatalogueIndex): Buckets {
  const categories = new Map<number, number>();
  for (const option of categoryOptions(state, index))
    for (const id of within(option, index.categoryChildren).ids) categories.set(id, option.id);
  const locations = new Map<number, number>();
  for (const option of locationOptions(state, index))
    for (const id of within(option, index.locationChildren).ids) locations.set(id, option.id);
  return { categories, locations };
}

export function categoryFacets(state: SearchState, rows: readonly CountRow[], index: CatalogueIndex): Facet[] {
  const options = categoryOptions(state, index);
  const ancestorsOf = (id: number): readonly CategoryDef[] => {
    const category = index.categoryById(id);
    return category ? index.categoryAncestors(category) : [];
  };
  const counts = rollUp(options, rows, (row) => row.categoryId, ancestorsOf);
  return options
    .filter((c) => !c.deactivated && (counts.get(c.id) ?? 0) > 0)
    .map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name[state.locale],
      count: counts.get(c.id) ?? 0,
      href: buildSearchUrl(changeCategory(state, c.slug, index), index),
    }));
}

export function locationFacets(state: SearchState, rows: readonly CountRow[], index: CatalogueIndex): Facet[] {
  const options = locationOptions(state, index);
  const ancestorsOf = (id: number): readonly LocationDef[] => {
    const location = index.locationById(id);
    return location ? index.locationAncestors(location) : [];
  };
  const counts = rollUp(options, rows, (row) => row.locationId, ancestorsOf);
  return options
    .filter((l) => (counts.get(l.id) ?? 0) > 0)
    .map((l) => ({
      id: l.id,
      slug: l.slug,
      name: l.name[state.locale],
      count: counts.get(l.id) ?? 0,
      href: buildSearchUrl(changeFilters(state, { location: l.slug }, index), index),
    }));
}

export function filterViews(
  category: CategoryDef | undefined,
  state: SearchState,
  valueCounts: ReadonlyMap<string, number>,
  index: CatalogueIndex,
): FilterView[] {
  if (!category) return [];
  const locale: Locale = state.locale;
  const count = (key: string, value: string) =>
    valueCounts.size > 0 ? { count: valueCounts.get(`${key}\u0000${value}`) ?? 0 } : {};
  return category.filters.flatMap((def: FilterDef): FilterView[] => {
    const current = state.filters[def.key];
    switch (def.type) {
      case 'enum': {
        const checked = current?.type === 'enum' ? current.values : [];
        return [
          {
            key: def.key,
            type: 'enum',
            label: def.label[locale],
            values: def.values.map((v) => ({
              key: v.key,
              label: v.label[locale],
              checked: checked.includes(v.key),
              ...count(def.key, v.key),
            })),
          },
        ];
      }
      case 'tree': {
        if (!index.supportsBrandTree(category)) return [];
        const chosen = current?.type === 'tree' ? current.values : [];
        return [
          {
            key: def.key,
            type: 'tree',
            label: def.label[locale],
            values: def.values.map((brand) => {
              const selection = chosen.find((c) => c.key === brand.key);
              return {
                key: brand.key,
                label: brand.label[locale],
                checked: selection !== undefined,
                ...count('brand', brand.key),
                children: brand.children.map((model) => ({
                  key: model.key,
                  label: model.label[locale],
                  checked: selection?.childValues.includes(model.key) ?? false,
                  ...count('model', model.key),
                })),
              };
            }),
          },
        ];
      }
      case 'money':
      case 'numeric': {
        const range = current?.type === def.type ? current : undefined;
        return [
          {
            key: def.key,
            type: def.type,
            label: def.label[locale],
            minimum: range?.minimum ?? -1,
            maximum: range?.maximum ?? -1,
            ...(def.type === 'numeric' && def.unit ? { unit: def.unit[locale] } : {}),
          },
        ];
      }
    }
  });
}

/**
 * The categories a text search is likely about: those its words name (the roots of the intent
 * categories), then those that hold a good share of its matches (what the ads found are filed under), within the
 * chosen category. Each is counted from the search's own counts when they hold every match, else on its own.
 */
export async function refinements(
  state: SearchState,
  criteria: SearchCriteria,
  { rows, capped }: Counts,
  engine: SearchIndex,
  index: CatalogueIndex,
): Promise<Refinement[]> {
  if (!criteria.text) return [];
  const current = state.category === null ? undefined : index.categoryBySlug(state.category);
  const isWithin = (category: CategoryDef) =>
    !current || index.categoryAncestors(category).some((c) => c.id === current.id && c.id !== category.id);
  const intent = new Set(criteria.intentCategoryIds ?? []);
  const named = [...intent].filter((id) => {
    const parentId = index.categoryById(id)?.parentId;
    return parentId === undefined || !intent.has(parentId);
  });
  const byLeaf = new Map<number, number>();
  for (const row of rows) byLeaf.set(row.leafCategoryId, (byLeaf.get(row.leafCategoryId) ?? 0) + row.count);
  const counted = rows.reduce((sum, row) => sum + row.count, 0);
  const filed = [...byLeaf]
    .filter(([, count]) => count >= counted * REFINEMENT_SHARE)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
  const candidates = [...new Set([...named, ...filed])]
    .flatMap((id) => index.categoryById(id) ?? [])
    .filter((category) => !category.deactivated && isWithin(category))
    .slice(0, REFINEMENTS);
  // A category the words find every ad of (findsAllNamed) is counted without them, which spares intersecting them
  // with the category ("phone" in mobile phones, 41,802 matches: 21 → 0.4 ms).
  const wholly = (category: CategoryDef) => findsAllNamed(criteria) && named.includes(category.id);
  const totals = await Promise.all(
    candidates.map((category) => {
      const inCategory = within(category, index.categoryChildren);
      const words = wholly(category) ? WITHOUT_WORDS : {};
      if (capped) return engine.total({ ...criteria, ...words, category: inCategory }, COUNT_CAP);
      const among = new Set(inCategory.ids);
      const count = rows.reduce((sum, row) => sum + (among.has(row.leafCategoryId) ? row.count : 0), 0);
      return { count, capped: false };
    }),
  );
  return candidates.flatMap((category, i) => {
    const { count, capped: more } = totals[i] ?? { count: 0, capped: false };
    if (count === 0) return [];
    const href = buildSearchUrl(changeCategory(state, category.slug, index), index);
    const name = category.name[state.locale];
    return [{ id: category.id, slug: category.slug, name, count, capped: more, href }];
  });
}
