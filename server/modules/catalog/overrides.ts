// Editing categories and places without a deploy (decision 159): an admin renames one (bn and en),
// deactivates or reactivates it, or moves it among its siblings. The edit is an override row (catalogue_overrides),
// written with the catalogue table's copy and the audit entry in one transaction (cached search results and pages
// show it within FRESH_MS, decision 206); then the acting process puts it in force and tells the others through the
// pubsub channel CATALOGUE_CHANNEL, on which every process reloads the overrides from the database. A category's
// dynamic filters are attached, detached and reordered the same way (decision 177): the search page's filter panel,
// the post-ad form and the properties' checks all read the category's filters in force.
import { z } from 'zod';
import type { CategoryDef, FilterDef, LocationDef } from '../../../core/catalogue.ts';
import { type CatalogueIndex, indexCatalogue } from '../../../core/catalogue-index.ts';
import {
  applyOverrides,
  FIXED_FILTER,
  filterLibrary,
  moveAmongSiblings,
  OVERRIDE_KINDS,
  type OverrideKind,
} from '../../../core/catalogue-overrides.ts';
import { AppError } from '../../../core/errors.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import type { PubSub } from '../../adapters/pubsub.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { isJobCategory } from './job-categories.ts';
import { CATALOGUE, catalogueIndex, loadOverrides, useOverrides } from './service.ts';

export const CATALOGUE_CHANNEL = 'catalogue';

const Name = z.string().trim().min(1).max(100);
export const CatalogueEditParams = z.object({ kind: z.enum(OVERRIDE_KINDS), id: z.coerce.number().int().positive() });
export const CatalogueEditSchema = z.union([
  z.object({ action: z.literal('rename'), name_bn: Name, name_en: Name }),
  z.object({ action: z.enum(['deactivate', 'reactivate', 'up', 'down']) }),
  z.object({
    action: z.enum(['attach', 'detach', 'filter_up', 'filter_down']),
    filter: z.string().trim().min(1).max(40),
  }),
]);
export type CatalogueEdit = z.infer<typeof CatalogueEditSchema>;

type Item = CategoryDef | LocationDef;

const TABLE: Record<OverrideKind, string> = { category: 'categories', location: 'locations' };

function itemOf(index: CatalogueIndex, kind: OverrideKind, id: number): Item {
  const item = kind === 'category' ? index.categoryById(id) : index.locationById(id);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

/** The item's siblings (itself included) in their order. */
function siblingsOf(index: CatalogueIndex, kind: OverrideKind, item: Item): readonly Item[] {
  const all: readonly Item[] = kind === 'category' ? index.catalogue.categories : index.catalogue.locations;
  return all.filter((other) => other.parentId === item.parentId);
}

/** What the audit log records of an item, before and after. */
function stateOf(index: CatalogueIndex, kind: OverrideKind, id: number) {
  const item = itemOf(index, kind, id);
  return {
    name: item.name,
    deactivated: !!item.deactivated,
    position: siblingsOf(index, kind, item).findIndex((s) => s.id === id),
    ...('filters' in item ? { filters: attachedKeys(item) } : {}),
  };
}

/** The keys of the filters staff attach and order (price apart). */
const attachedKeys = (category: CategoryDef) =>
  category.filters.flatMap((f) => (f.key === FIXED_FILTER ? [] : [f.key]));

/**
 * Whether staff may choose the category's filters: a category ads are posted in (no children), not a job one (its
 * filters are the job form's fields, core/jobs/fields.ts).
 */
const filtersEditable = (index: CatalogueIndex, category: CategoryDef) =>
  index.categoryChildren(category).length === 0 && !isJobCategory(category);

/** The category's attached filters' keys after the edit; VALIDATION_FAILED or INVALID_TRANSITION when it cannot be. */
function editedFilters(index: CatalogueIndex, kind: OverrideKind, item: Item, action: string, key: string): string[] {
  if (kind !== 'category' || !('filters' in item) || !filtersEditable(index, item))
    throw new AppError('VALIDATION_FAILED', [{ path: 'body.action', message: 'filters_fixed' }]);
  const keys = attachedKeys(item);
  if (action === 'attach') {
    if (!filterLibrary(CATALOGUE, item.id).some((f) => f.key === key))
      throw new AppError('VALIDATION_FAILED', [{ path: 'body.filter', message: 'filter_unknown' }]);
    if (keys.includes(key)) throw new AppError('INVALID_TRANSITION');
    return [...keys, key];
  }
  if (!keys.includes(key)) throw new AppError('INVALID_TRANSITION');
  if (action === 'detach') return keys.filter((k) => k !== key);
  const order = moveAmongSiblings(keys, key, action === 'filter_up' ? 'up' : 'down');
  if (order.every((k, i) => k === keys[i])) throw new AppError('INVALID_TRANSITION');
  return order;
}

async function upsert(
  tx: Queryable,
  staff: Staff,
  kind: OverrideKind,
  id: number,
  column: 'deactivated' | 'position' | 'filters',
  value: boolean | number | string[],
) {
  await tx.query(
    `INSERT INTO catalogue_overrides (kind, id, ${column}, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (kind, id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_by = EXCLUDED.updated_by,
       updated_at = now()`,
    [kind, id, value, staff.id],
  );
}

export async function editCatalogue(
  services: { db: Database; pubsub: PubSub },
  staff: Staff,
  kind: OverrideKind,
  id: number,
  edit: CatalogueEdit,
): Promise<void> {
  const item = itemOf(catalogueIndex, kind, id);
  const before = stateOf(catalogueIndex, kind, id);
  const table = TABLE[kind];
  const overrides = await services.db.transaction(async (tx) => {
    if (edit.action === 'rename') {
      await tx.query(
        `INSERT INTO catalogue_overrides (kind, id, name_bn, name_en, updated_by) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (kind, id) DO UPDATE SET name_bn = EXCLUDED.name_bn, name_en = EXCLUDED.name_en,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [kind, id, edit.name_bn, edit.name_en, staff.id],
      );
      await tx.query(`UPDATE ${table} SET name_bn = $2, name_en = $3 WHERE id = $1`, [id, edit.name_bn, edit.name_en]);
    } else if (edit.action === 'deactivate' || edit.action === 'reactivate') {
      const deactivated = edit.action === 'deactivate';
      if (deactivated === before.deactivated) throw new AppError('INVALID_TRANSITION');
      await upsert(tx, staff, kind, id, 'deactivated', deactivated);
      await tx.query(`UPDATE ${table} SET deactivated = $2 WHERE id = $1`, [id, deactivated]);
    } else if ('filter' in edit) {
      const keys = editedFilters(catalogueIndex, kind, item, edit.action, edit.filter);
      await upsert(tx, staff, kind, id, 'filters', keys);
    } else {
      const siblings = siblingsOf(catalogueIndex, kind, item).map((s) => s.id);
      const order = moveAmongSiblings(siblings, id, edit.action);
      if (order.every((sibling, i) => sibling === siblings[i])) throw new AppError('INVALID_TRANSITION');
      for (const [position, sibling] of order.entries()) await upsert(tx, staff, kind, sibling, 'position', position);
    }
    const stored = await loadOverrides(tx);
    const edited = indexCatalogue(applyOverrides(CATALOGUE, stored));
    if ('filter' in edit) {
      const filters = edited.categoryById(id)?.filters ?? [];
      await tx.query('UPDATE categories SET filters = $2 WHERE id = $1', [id, JSON.stringify(filters)]);
    }
    const after = stateOf(edited, kind, id);
    await recordAction(tx, staff, { action: `${kind}.${edit.action}`, subject: { type: kind, id }, before, after });
    return stored;
  });
  useOverrides(overrides);
  await services.pubsub.publish(CATALOGUE_CHANNEL, { kind, id });
}

/** Every process: the overrides in force from the start, and again whenever another process saves one. */
export async function followCatalogueOverrides(services: { db: Database; pubsub: PubSub }): Promise<() => void> {
  // A database that does not answer must not keep the server from starting either: the code catalogue serves until
  // the next change is announced.
  await loadOverrides(services.db).then(useOverrides, () => {});
  // Not awaited: a Redis that does not answer must not keep the server from starting (/readyz names it).
  const subscribed = services.pubsub.subscribe(CATALOGUE_CHANNEL, () => {
    void loadOverrides(services.db).then(useOverrides, () => {});
  });
  subscribed.catch(() => {});
  return () =>
    void subscribed.then(
      (stop) => stop(),
      () => {},
    );
}

export interface CatalogueEntry {
  id: number;
  parentId: number;
  slug: string;
  name: { bn: string; en: string };
  deactivated: boolean;
  hasChildren: boolean;
  /** A category's filters staff may choose (decision 177): attached in order, and the others it may be given. */
  filters: { attached: FilterEntry[]; attachable: FilterEntry[] } | null;
}

export interface FilterEntry {
  key: string;
  label: { bn: string; en: string };
}

/** The categories or places in force under one parent (-1: the top), in their order, for the back office. */
export function catalogueLevel(kind: OverrideKind, parentId: number): CatalogueEntry[] {
  const all: readonly Item[] =
    kind === 'category' ? catalogueIndex.catalogue.categories : catalogueIndex.catalogue.locations;
  return all
    .filter((item) => item.parentId === parentId)
    .map((item) => ({
      id: item.id,
      parentId: item.parentId,
      slug: item.slug,
      name: { bn: item.name.bn, en: item.name.en },
      deactivated: !!item.deactivated,
      hasChildren: all.some((other) => other.parentId === item.id),
      filters: 'filters' in item && filtersEditable(catalogueIndex, item) ? filterEntries(item) : null,
    }));
}

function filterEntries(category: CategoryDef) {
  const entry = (f: FilterDef): FilterEntry => ({ key: f.key, label: { bn: f.label.bn, en: f.label.en } });
  const attached = category.filters.filter((f) => f.key !== FIXED_FILTER);
  return {
    attached: attached.map(entry),
    attachable: filterLibrary(CATALOGUE, category.id)
      .filter((f) => !attached.some((a) => a.key === f.key))
      .map(entry),
  };
}
