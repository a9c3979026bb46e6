// The catalogue: categories, locations and their filters. The data files are the source of truth, with the back
// office's overrides (names, deactivation, order: overrides.ts, decision 159) applied over them; the database holds
// a copy (synced at start) so that ads can reference and join them.
import type { Catalogue, CategoryDef, Locale, LocationDef } from '../../../core/catalogue.ts';
import { type CatalogueIndex, indexCatalogue } from '../../../core/catalogue-index.ts';
import { applyOverrides, type CatalogueOverride } from '../../../core/catalogue-overrides.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { CATEGORIES } from './data/categories.ts';
import { LOCATIONS } from './data/locations.ts';

export const CATALOGUE: Catalogue = { categories: CATEGORIES, locations: LOCATIONS };
/** The overrides in force in this process (the pages read this module's state too: decision 249). */
let inForce: readonly CatalogueOverride[] = [];

/**
 * The catalogue in force. Built at import, so a broken catalogue stops the process at boot rather than failing
 * requests later; replaced by `useOverrides` (an ES module binding: every importer reads the new one).
 */
export let catalogueIndex: CatalogueIndex = indexCatalogue(applyOverrides(CATALOGUE, inForce));

/**
 * The overrides in force, the same object until `useOverrides` replaces it: what a cache compares to know its
 * entries' catalogue is still the one in force.
 */
export const overridesInForce = (): readonly CatalogueOverride[] => inForce;

/** Puts the code catalogue with these overrides in force in this process. */
export function useOverrides(overrides: readonly CatalogueOverride[]): Catalogue {
  const catalogue = applyOverrides(CATALOGUE, overrides);
  inForce = overrides;
  catalogueIndex = indexCatalogue(catalogue);
  return catalogue;
}

/** Parents before children, so that every row's parent exists when it is written. */
function topDown<T extends { id: number; parentId: number }>(items: readonly T[]): { item: T; position: number }[] {
  const parentOf = new Map(items.map((item) => [item.id, item.parentId]));
  const depth = (item: T) => {
    let d = 0;
    for (let p = item.parentId; p !== -1; p = parentOf.get(p) ?? -1) d++;
    return d;
  };
  return items.map((item, position) => ({ item, position })).sort((a, b) => depth(a.item) - depth(b.item));
}

/**
 * Upserts the catalogue into its tables in one transaction; `position` keeps the data files' order. By default the
 * code catalogue with the stored overrides, which it also puts in force in this process.
 */
export async function syncCatalogue(db: Database, given?: Catalogue): Promise<void> {
  const catalogue = given ?? useOverrides(await loadOverrides(db));
  await db.transaction(async (tx) => {
    for (const { item, position } of topDown(catalogue.categories)) await upsertCategory(tx, item, position);
    for (const { item: l, position } of topDown(catalogue.locations)) {
      await tx.query(
        `INSERT INTO locations (id, parent_id, slug, level, name_bn, name_en, position, deactivated)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, slug = EXCLUDED.slug, level = EXCLUDED.level,
           name_bn = EXCLUDED.name_bn, name_en = EXCLUDED.name_en, position = EXCLUDED.position,
           deactivated = EXCLUDED.deactivated`,
        [l.id, l.parentId === -1 ? null : l.parentId, l.slug, l.level, l.name.bn, l.name.en, position, !!l.deactivated],
      );
    }
  });
}

async function upsertCategory(tx: Queryable, c: CategoryDef, position: number): Promise<void> {
  await tx.query(
    `INSERT INTO categories (id, parent_id, slug, type, is_vertical, deactivated, name_bn, name_en, icon, position, filters)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, slug = EXCLUDED.slug, type = EXCLUDED.type,
       is_vertical = EXCLUDED.is_vertical, deactivated = EXCLUDED.deactivated, name_bn = EXCLUDED.name_bn,
       name_en = EXCLUDED.name_en, icon = EXCLUDED.icon, position = EXCLUDED.position, filters = EXCLUDED.filters`,
    [
      c.id,
      c.parentId === -1 ? null : c.parentId,
      c.slug,
      c.type,
      c.isVertical,
      c.deactivated,
      c.name.bn,
      c.name.en,
      c.icon,
      position,
      JSON.stringify(c.filters),
    ],
  );
}

/** A category as the API shows it (spec section 3 "Category"), in one language, with its children. */
export interface CategoryView {
  id: number;
  slug: string;
  parentId: number;
  type: CategoryDef['type'];
  isVertical: boolean;
  deactivated: boolean;
  name: string;
  icon: string;
  children: CategoryView[];
}

export function categoryTree(locale: Locale, index: CatalogueIndex = catalogueIndex): CategoryView[] {
  const view = (c: CategoryDef): CategoryView => ({
    id: c.id,
    slug: c.slug,
    parentId: c.parentId,
    type: c.type,
    isVertical: c.isVertical,
    deactivated: c.deactivated,
    name: c.name[locale],
    icon: c.icon,
    children: index.categoryChildren(c).map(view),
  });
  return index.catalogue.categories.filter((c) => c.parentId === -1).map(view);
}

/** A location as the API shows it (spec section 3 "Location"), in one language. */
export interface LocationView {
  id: number;
  slug: string;
  name: string;
  parentId: number;
  level: LocationDef['level'];
}

/** The places offered: a deactivated place is left out, with the places within it. */
export function locationList(locale: Locale, index: CatalogueIndex = catalogueIndex): LocationView[] {
  const active = (l: LocationDef) => !index.locationAncestors(l).some((a) => a.deactivated);
  return index.catalogue.locations.filter(active).map((l) => ({
    id: l.id,
    slug: l.slug,
    name: l.name[locale],
    parentId: l.parentId,
    level: l.level,
  }));
}

/** The stored overrides (catalogue_overrides). */
export async function loadOverrides(db: Queryable): Promise<CatalogueOverride[]> {
  const rows = await db.query<{
    kind: CatalogueOverride['kind'];
    id: number;
    name_bn: string | null;
    name_en: string | null;
    deactivated: boolean | null;
    position: number | null;
    filters: string[] | null;
  }>('SELECT kind, id, name_bn, name_en, deactivated, position, filters FROM catalogue_overrides');
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name_bn !== null && r.name_en !== null ? { bn: r.name_bn, en: r.name_en } : null,
    deactivated: r.deactivated,
    position: r.position,
    filters: r.filters,
  }));
}
