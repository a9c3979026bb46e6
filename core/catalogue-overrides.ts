// Category and place edits made in the back office (decision 159): stored as overrides of the code
// catalogue (server/modules/catalog/data), applied over it. An override may rename (bn, en), deactivate or
// reactivate, and place an item among its siblings; a category's dynamic filters may be attached, detached and
// reordered (decision 177). Ids, slugs, parents and types stay the code's.
import type { Catalogue, CategoryDef, FilterDef, LocalizedText, LocationDef } from './catalogue.ts';

export const OVERRIDE_KINDS = ['category', 'location'] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];

export interface CatalogueOverride {
  readonly kind: OverrideKind;
  readonly id: number;
  /** null: the code's. */
  readonly name: LocalizedText | null;
  readonly deactivated: boolean | null;
  /** The item's place among its siblings (0 first); null: the code's order. */
  readonly position: number | null;
  /** A category's attached filters' keys in their order, price left out; null: the code's. */
  readonly filters: readonly string[] | null;
}

interface Item {
  readonly id: number;
  readonly parentId: number;
  readonly name: LocalizedText;
  readonly deactivated?: boolean;
}

/**
 * The items with their overrides: renamed and (de)activated, and each parent's children in their new order. Items
 * without a position keep their place in the code relative to each other, after those with one of the same value.
 */
function applyTo<T extends Item>(items: readonly T[], overrides: ReadonlyMap<number, CatalogueOverride>): T[] {
  const edited = items.map((item) => {
    const o = overrides.get(item.id);
    if (!o) return item;
    return { ...item, name: o.name ?? item.name, deactivated: o.deactivated ?? item.deactivated };
  });
  const siblings = new Map<number, T[]>();
  for (const item of edited) siblings.set(item.parentId, [...(siblings.get(item.parentId) ?? []), item]);
  const ordered = new Map<number, T[]>();
  for (const [parentId, group] of siblings) {
    const rank = new Map(group.map((item, i) => [item.id, overrides.get(item.id)?.position ?? i]));
    ordered.set(
      parentId,
      [...group].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)),
    );
  }
  // Each parent's slots in the list keep their places; the siblings fill them in their new order.
  const taken = new Map<number, number>();
  return edited.map((item) => {
    const n = taken.get(item.parentId) ?? 0;
    taken.set(item.parentId, n + 1);
    return ordered.get(item.parentId)?.[n] ?? item;
  });
}

/** Price is not a filter staff attach or detach: it says whether the category's ads have a price at all. */
export const FIXED_FILTER = 'price';

/**
 * The filters a category may be given (decision 177): its own in the code, then, by key, those of the other
 * categories under the same top-level category (the first one's definition of a key), price left out.
 */
export function filterLibrary(catalogue: Catalogue, categoryId: number): FilterDef[] {
  const parentOf = new Map(catalogue.categories.map((c) => [c.id, c.parentId]));
  const top = (id: number) => {
    let at = id;
    while ((parentOf.get(at) ?? -1) !== -1) at = parentOf.get(at) ?? -1;
    return at;
  };
  const own = catalogue.categories.find((c) => c.id === categoryId);
  const group = catalogue.categories.filter((c) => c.id !== categoryId && top(c.id) === top(categoryId));
  const library = new Map<string, FilterDef>();
  for (const category of [...(own ? [own] : []), ...group])
    for (const filter of category.filters)
      if (filter.key !== FIXED_FILTER && !library.has(filter.key)) library.set(filter.key, filter);
  return [...library.values()];
}

/** The category's filters with the override's: price where the code has it, then the attached ones in order. */
function withFilters(catalogue: Catalogue, category: CategoryDef, keys: readonly string[] | null): CategoryDef {
  if (keys === null) return category;
  const library = new Map(filterLibrary(catalogue, category.id).map((f) => [f.key, f]));
  const price = category.filters.filter((f) => f.key === FIXED_FILTER);
  return { ...category, filters: [...price, ...keys.flatMap((key) => library.get(key) ?? [])] };
}

export function applyOverrides(catalogue: Catalogue, overrides: readonly CatalogueOverride[]): Catalogue {
  const of = (kind: OverrideKind) => new Map(overrides.filter((o) => o.kind === kind).map((o) => [o.id, o]));
  const categories = of('category');
  const filtered = catalogue.categories.map((c) => withFilters(catalogue, c, categories.get(c.id)?.filters ?? null));
  return {
    categories: applyTo<CategoryDef>(filtered, categories),
    locations: applyTo<LocationDef>(catalogue.locations, of('location')),
  };
}

/** The siblings' ids (or filters' keys) in their order after moving `id` one place up or down (unchanged at either end). */
export function moveAmongSiblings<T>(siblingIds: readonly T[], id: T, direction: 'up' | 'down'): T[] {
  const order = [...siblingIds];
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to] as T, order[from] as T];
  return order;
}
