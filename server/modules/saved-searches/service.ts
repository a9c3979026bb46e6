// Saved searches (spec sections 3 "Dashboard state: saved searches" and 4): an account keeps a results page by its
// canonical URL and a name, renames it, turns its alerts on or off, or deletes it. Every function is scoped to the
// signed-in account's id. New ads matching a saved search are found by the search module's own criteria
// (findNewMatches), so an alert matches exactly what the results page shows.
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import { describeSearch } from '../../../core/search/breadcrumbs.ts';
import { parseSearchUrl } from '../../../core/search/parse.ts';
import { changePage } from '../../../core/search/transitions.ts';
import type { Queryable } from '../../adapters/database.ts';
import { FormBoolean } from '../../http/inputs.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { postgresSearchIndex, searchCriteria } from '../search/index.ts';

/** How many searches an account may keep. */
export const MAX_SAVED_SEARCHES = 50;
/** At most this many new ads are announced per saved search and check; the link shows the rest. */
export const MAX_ALERT_ADS = 50;

const Name = z.string().trim().min(1, 'name_required').max(150, 'name_too_long');

export const SaveSearchSchema = z.object({
  url: z.string().trim().min(1, 'url_required').max(2000, 'url_invalid'),
  name: Name.optional().or(z.literal('').transform(() => undefined)),
});
export type SaveSearchInput = z.infer<typeof SaveSearchSchema>;

export const UpdateSavedSearchSchema = z
  .object({ name: Name.optional(), alerts: FormBoolean.optional() })
  .refine((v) => v.name !== undefined || v.alerts !== undefined, { message: 'nothing_to_update' });
export type UpdateSavedSearchInput = z.infer<typeof UpdateSavedSearchSchema>;

export interface SavedSearch {
  id: number;
  name: string;
  url: string;
  alerts: boolean;
  createdAt: string;
}

interface Row {
  id: number;
  name: string;
  url: string;
  alerts: boolean;
  created_at: Date;
}
const toSavedSearch = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  url: row.url,
  alerts: row.alerts,
  createdAt: row.created_at.toISOString(),
});
const COLUMNS = 'id, name, url, alerts, created_at';

/** Most new ads a saved search counts in the list ("99+" beyond). */
export const MOST_NEW_ADS = 99;

/** A saved search in the account's list, with the ads published since it was last opened (decision 273). */
export interface ListedSavedSearch extends SavedSearch {
  newAds: number;
  /** More than MOST_NEW_ADS. */
  newAdsCapped: boolean;
}

/**
 * The search's criteria with only the ads published after `since`, or null when its URL no longer parses or its
 * words match no word of any ad (nothing can be new). The alerts and the list's counts both read it.
 */
async function criteriaSince(db: Queryable, url: string, since: Date) {
  const parsed = parseSearchUrl(url, catalogueIndex);
  if (!parsed.ok) return null;
  const engine = postgresSearchIndex(db);
  const criteria = { ...(await searchCriteria(parsed.state, engine, catalogueIndex)), publishedAfter: since };
  return parsed.state.query === '' || criteria.text ? { engine, criteria } : null;
}

export async function listSavedSearches(db: Queryable, userId: number): Promise<ListedSavedSearch[]> {
  const rows = await db.query<Row & { opened_at: Date | null }>(
    `SELECT ${COLUMNS}, opened_at FROM saved_searches WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
  return Promise.all(
    rows.map(async (row) => {
      const since = await criteriaSince(db, row.url, row.opened_at ?? row.created_at);
      const { count, capped } = since
        ? await since.engine.total(since.criteria, MOST_NEW_ADS)
        : { count: 0, capped: false };
      return { ...toSavedSearch(row), newAds: count, newAdsCapped: capped };
    }),
  );
}

/** Opens a saved search from the list: its ads count as seen from `now`; its URL, or NOT_FOUND unless it is one's own. */
export async function openSavedSearch(db: Queryable, userId: number, id: number, now: Date): Promise<string> {
  const [row] = await db.query<{ url: string }>(
    'UPDATE saved_searches SET opened_at = $3 WHERE id = $1 AND user_id = $2 RETURNING url',
    [id, userId, now],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row.url;
}

/**
 * Saves a results page (any spelling of its URL; the canonical one of page 1 is kept). The name defaults to the
 * page's breadcrumb title. Saving the same search again answers the one already saved.
 */
export async function saveSearch(db: Queryable, userId: number, input: SaveSearchInput): Promise<SavedSearch> {
  const parsed = parseSearchUrl(input.url, catalogueIndex);
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', [{ path: 'url', message: 'url_invalid' }]);
  const state = changePage(parsed.state, 1);
  const url = buildSearchUrl(state, catalogueIndex);
  const name = input.name ?? describeSearch(state, catalogueIndex).title.slice(0, 150);
  const [existing] = await db.query<Row>(`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 AND url = $2`, [
    userId,
    url,
  ]);
  if (existing) return toSavedSearch(existing);
  const [count] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1',
    [userId],
  );
  if ((count?.count ?? 0) >= MAX_SAVED_SEARCHES)
    throw new AppError('VALIDATION_FAILED', [{ path: 'url', message: 'too_many_saved_searches' }]);
  const [row] = await db.query<Row>(
    `INSERT INTO saved_searches (user_id, name, url) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, url) DO UPDATE SET name = saved_searches.name
     RETURNING ${COLUMNS}`,
    [userId, name, url],
  );
  if (!row) throw new Error('saved search not written');
  return toSavedSearch(row);
}

/** Renames a saved search or turns its alerts on or off; NOT_FOUND unless it is the account's own. */
export async function updateSavedSearch(
  db: Queryable,
  userId: number,
  id: number,
  input: UpdateSavedSearchInput,
): Promise<SavedSearch> {
  const [row] = await db.query<Row>(
    `UPDATE saved_searches SET name = coalesce($3, name), alerts = coalesce($4, alerts),
       -- alerts turned back on announce only ads published from now on
       alerts_from = CASE WHEN $4 AND NOT alerts THEN now() ELSE alerts_from END,
       alerts_checked_at = CASE WHEN $4 AND NOT alerts THEN now() ELSE alerts_checked_at END
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, input.name ?? null, input.alerts ?? null],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toSavedSearch(row);
}

/** Deletes saved searches of the account; ids that are not its own are ignored. Answers the ids deleted. */
export async function deleteSavedSearches(db: Queryable, userId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'DELETE FROM saved_searches WHERE user_id = $1 AND id = ANY($2::bigint[]) RETURNING id',
    [userId, ids],
  );
  return rows.map((row) => row.id);
}

/** A saved search whose alerts are on, as the alerts job reads it. */
export interface AlertingSearch {
  id: number;
  userId: number;
  name: string;
  url: string;
  /** Ads published before this are never news for the search. */
  from: Date;
  checkedAt: Date;
}

/** The next saved searches with alerts on, by id after `afterId`. */
export async function listAlertingSearches(db: Queryable, afterId: number, limit: number): Promise<AlertingSearch[]> {
  const rows = await db.query<{
    id: number;
    user_id: number;
    name: string;
    url: string;
    alerts_from: Date;
    alerts_checked_at: Date;
  }>(
    `SELECT id, user_id, name, url, alerts_from, alerts_checked_at FROM saved_searches
     WHERE alerts AND id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    name: r.name,
    url: r.url,
    from: r.alerts_from,
    checkedAt: r.alerts_checked_at,
  }));
}

/**
 * Ads published after `since` that match the saved search and were never announced for it, newest first, at most
 * MAX_ALERT_ADS. They are recorded as announced in `tx`, with `alerts_checked_at` moved to `checkedAt`, so that the
 * caller's transaction either announces them once or not at all.
 */
export async function claimNewMatches(
  tx: Queryable,
  search: AlertingSearch,
  since: Date,
  checkedAt: Date,
): Promise<{ id: number; title: string }[]> {
  const found = await criteriaSince(tx, search.url, since);
  const ids = found ? await found.engine.find(found.criteria, 'date_desc', 0, MAX_ALERT_ADS) : [];
  const claimed = await tx.query<{ id: number; title: string }>(
    `WITH fresh AS (
       INSERT INTO saved_search_alerts (saved_search_id, ad_id)
       SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING RETURNING ad_id)
     SELECT a.id, a.title FROM fresh JOIN ads a ON a.id = fresh.ad_id ORDER BY a.published_at DESC, a.id DESC`,
    [search.id, ids],
  );
  await tx.query('UPDATE saved_searches SET alerts_checked_at = $2 WHERE id = $1', [search.id, checkedAt]);
  return claimed;
}
