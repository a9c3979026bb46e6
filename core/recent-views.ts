// Recently viewed ads (spec sections 3 "recently viewed products" and 9 "Recent-views list capped at 20"): ad ids
// kept in the browser, newest first, sent as `local_views`.
export const MAX_RECENT_VIEWS = 20;
export const RECENT_VIEWS_KEY = 'haat:recent-views';

/** The list after viewing `id`: it moves to the front, without repeats, at most MAX_RECENT_VIEWS long. */
export function addRecentView(list: readonly number[], id: number): number[] {
  return [id, ...list.filter((other) => other !== id)].slice(0, MAX_RECENT_VIEWS);
}

/** Reads a stored list, dropping anything that is not a positive integer id (the storage is the user's). */
export function parseRecentViews(stored: string | null): number[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, MAX_RECENT_VIEWS);
  } catch {
    return [];
  }
}
