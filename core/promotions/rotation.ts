// Which promoted ads fill a search's slots (spec section 9: 2 top ads, 5 spotlights) when more are eligible than
// there are slots. Deterministic round robin (decision 109): the eligible ads in a fixed order, a window of `slots`
// of them starting at `turn` (wrapping), and the turn moves by `slots` each time. Over any n consecutive turns
// every ad is shown exactly `slots` times, so each gets the same share of impressions, which a random pick only
// approaches.

/** The ads shown on one turn: `slots` consecutive ones from position turn·slots (mod n), in the given order. */
export function rotate<T>(eligible: readonly T[], slots: number, turn: number): T[] {
  const n = eligible.length;
  if (n <= slots) return [...eligible];
  const start = (((turn * slots) % n) + n) % n;
  return Array.from({ length: slots }, (_, i) => eligible[(start + i) % n] as T);
}

/**
 * The turn of a search at a time: one per minute, by the clock, so every process and every cached copy of a result
 * (server/modules/search/result-cache.ts) shows the same window at the same minute.
 */
export const ROTATION_MS = 60_000;
export const rotationTurn = (at: Date): number => Math.floor(at.getTime() / ROTATION_MS);
