// Lookups over a Catalogue: by id and slug, children, ancestors, and the category rules of spec section 3
// (leaf, special) and section 5 (which categories support brand-tree filters). Pure; shared by core/search and
// the server. Built once per catalogue: indexCatalogue throws on a broken catalogue (duplicate id or slug,
// unknown parent, a cycle, not exactly one country) because that is a data bug to catch at boot, not at request time.
import type { Catalogue, CategoryDef, LocationDef } from './catalogue.ts';

/** Spec section 5: "Brand-tree filters are supported only for categories: …". */
export const BRAND_TREE_CATEGORY_SLUGS: readonly string[] = [
  'cars',
  'motorbikes-scooters',
  'mobile-phones',
  'three-wheelers',
  'buses',
  'vans',
  'trucks',
  'laptops',
  'desktop-computers',
  'cameras-camcorders-accessories',
  'electronics-acs-home',
  'auto-parts-accessories',
];

export interface CatalogueIndex {
  readonly catalogue: Catalogue;
  /** The single location of level `country` (slug `bangladesh`). */
  readonly country: LocationDef;
  /** The jobs vertical (spec: id 700, slug jobs): the top-level category of type `jobs`, if any. */
  readonly jobsCategory: CategoryDef | undefined;
  categoryById(id: number): CategoryDef | undefined;
  categoryBySlug(slug: string): CategoryDef | undefined;
  locationById(id: number): LocationDef | undefined;
  locationBySlug(slug: string): LocationDef | undefined;
  categoryChildren(category: CategoryDef): readonly CategoryDef[];
  locationChildren(location: LocationDef): readonly LocationDef[];
  /** From the top-level category down to and including `category`. */
  categoryAncestors(category: CategoryDef): readonly CategoryDef[];
  /** From the country down to and including `location`. */
  locationAncestors(location: LocationDef): readonly LocationDef[];
  /** Spec section 3: "A leaf has no children and is not special." */
  isLeafCategory(category: CategoryDef): boolean;
  /**
   * Spec section 3: "Special level-1 categories: jobs, other, and overseas_jobs without children. Deactivated
   * categories are not special." Read as: a top-level, active category of type jobs or other, or of type
   * overseas_jobs when it has no children.
   */
  isSpecialCategory(category: CategoryDef): boolean;
  /** Whether a brand tree filter may be used in this category (spec section 5 list and a `tree` filter). */
  supportsBrandTree(category: CategoryDef): boolean;
}

interface Node {
  readonly id: number;
  readonly slug: string;
  readonly parentId: number;
}

function indexNodes<T extends Node>(kind: string, nodes: readonly T[]) {
  const byId = new Map<number, T>();
  const bySlug = new Map<string, T>();
  const children = new Map<number, T[]>();
  for (const node of nodes) {
    if (byId.has(node.id)) throw new Error(`catalogue: duplicate ${kind} id ${node.id}`);
    if (bySlug.has(node.slug)) throw new Error(`catalogue: duplicate ${kind} slug ${node.slug}`);
    byId.set(node.id, node);
    bySlug.set(node.slug, node);
  }
  for (const node of nodes) {
    if (node.parentId === -1) continue;
    if (!byId.has(node.parentId))
      throw new Error(`catalogue: ${kind} ${node.slug} has unknown parent ${node.parentId}`);
    const siblings = children.get(node.parentId) ?? [];
    siblings.push(node);
    children.set(node.parentId, siblings);
  }
  const ancestors = new Map<number, readonly T[]>();
  for (const node of nodes) {
    const chain: T[] = [];
    for (let current: T | undefined = node; current; current = byId.get(current.parentId)) {
      if (chain.length > nodes.length) throw new Error(`catalogue: ${kind} ${node.slug} is part of a parent cycle`);
      chain.unshift(current);
    }
    ancestors.set(node.id, chain);
  }
  return {
    byId,
    bySlug,
    childrenOf: (node: T): readonly T[] => children.get(node.id) ?? [],
    ancestorsOf: (node: T): readonly T[] => ancestors.get(node.id) ?? [node],
  };
}

export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const categories = indexNodes('category', catalogue.categories);
  const locations = indexNodes('location', catalogue.locations);
  const countries = catalogue.locations.filter((location) => location.level === 'country');
  const [country] = countries;
  if (!country || countries.length !== 1) throw new Error('catalogue: expected exactly one location of level country');

  const isSpecialCategory = (category: CategoryDef): boolean =>
    category.parentId === -1 &&
    !category.deactivated &&
    (category.type === 'jobs' ||
      category.type === 'other' ||
      (category.type === 'overseas_jobs' && categories.childrenOf(category).length === 0));

  return {
    catalogue,
    country,
    jobsCategory: catalogue.categories.find((category) => category.parentId === -1 && category.type === 'jobs'),
    categoryById: (id) => categories.byId.get(id),
    categoryBySlug: (slug) => categories.bySlug.get(slug),
    locationById: (id) => locations.byId.get(id),
    locationBySlug: (slug) => locations.bySlug.get(slug),
    categoryChildren: categories.childrenOf,
    locationChildren: locations.childrenOf,
    categoryAncestors: categories.ancestorsOf,
    locationAncestors: locations.ancestorsOf,
    isLeafCategory: (category) => categories.childrenOf(category).length === 0 && !isSpecialCategory(category),
    isSpecialCategory,
    supportsBrandTree: (category) =>
      BRAND_TREE_CATEGORY_SLUGS.includes(category.slug) &&
      category.filters.some((filter) => filter.key === 'brand' && filter.type === 'tree'),
  };
}
