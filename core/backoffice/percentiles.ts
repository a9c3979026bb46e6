// The review queue's waits per day (decision 160): the median and the 90th percentile by the nearest-rank
// rule, the value at rank ⌈p × n⌉ of the sorted waits: always a wait that happened (never an average of two), the
// same whichever way the waits arrive, and for one wait that wait.

/** The p-th percentile (0 < p ≤ 100) of `values` by nearest rank; null when there are none. */
export function nearestRankPercentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

export interface WaitSummary {
  /** Ads decided that day. */
  decided: number;
  /** Minutes, rounded to whole minutes; null when nothing was decided. */
  median: number | null;
  p90: number | null;
}

/** Per day, the summary of the waits (minutes) of the ads decided that day. */
export function summarizeWaits(waits: readonly { day: string; minutes: number }[]): Map<string, WaitSummary> {
  const byDay = new Map<string, number[]>();
  for (const { day, minutes } of waits) byDay.set(day, [...(byDay.get(day) ?? []), minutes]);
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return new Map(
    [...byDay].map(([day, values]) => [
      day,
      {
        decided: values.length,
        median: round(nearestRankPercentile(values, 50)),
        p90: round(nearestRankPercentile(values, 90)),
      },
    ]),
  );
}
