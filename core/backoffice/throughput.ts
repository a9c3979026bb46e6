// Each moderator's throughput per day (decision 182), from the audit log's decisions: ads approved and
// rejected, reports handled (ads' and chats'), and the median decision time: the minutes from the thing entering
// the queue (the ad's submission, the report's filing) to the decision, by the nearest-rank rule of the queue's
// percentiles (decision 160). Days are Dhaka days; the newest day first, then the busiest moderator.
import { nearestRankPercentile } from './percentiles.ts';

export interface Decision {
  readonly actorId: number;
  readonly actorName: string;
  /** The audit log's action: ad.approve, ad.reject, report.*, chat_report.*; anything else is not counted. */
  readonly action: string;
  readonly at: Date;
  /** Minutes from entering the queue to this decision; null when unknown (the ad was resubmitted since). */
  readonly minutes: number | null;
}

export interface ModeratorDay {
  readonly day: string;
  readonly id: number;
  readonly name: string;
  readonly approved: number;
  readonly rejected: number;
  readonly reportsHandled: number;
  /** Whole minutes; null when no decision of the day has a known time. */
  readonly medianMinutes: number | null;
}

const dhakaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);

type Counted = 'approved' | 'rejected' | 'reportsHandled';
const countedAs = (action: string): Counted | null => {
  if (action === 'ad.approve') return 'approved';
  if (action === 'ad.reject') return 'rejected';
  if (action.startsWith('report.') || action.startsWith('chat_report.')) return 'reportsHandled';
  return null;
};

export function moderatorDays(decisions: readonly Decision[]): ModeratorDay[] {
  const rows = new Map<string, { row: Omit<ModeratorDay, 'medianMinutes'>; minutes: number[] }>();
  for (const decision of decisions) {
    const counted = countedAs(decision.action);
    if (!counted) continue;
    const day = dhakaDay(decision.at);
    const key = `${day} ${decision.actorId}`;
    const entry = rows.get(key) ?? {
      row: { day, id: decision.actorId, name: decision.actorName, approved: 0, rejected: 0, reportsHandled: 0 },
      minutes: [],
    };
    entry.row = { ...entry.row, [counted]: entry.row[counted] + 1 };
    if (decision.minutes !== null) entry.minutes.push(decision.minutes);
    rows.set(key, entry);
  }
  const total = (r: Omit<ModeratorDay, 'medianMinutes'>) => r.approved + r.rejected + r.reportsHandled;
  return [...rows.values()]
    .map(({ row, minutes }) => {
      const median = nearestRankPercentile(minutes, 50);
      return { ...row, medianMinutes: median === null ? null : Math.round(median) };
    })
    .sort((a, b) => b.day.localeCompare(a.day) || total(b) - total(a) || a.name.localeCompare(b.name) || a.id - b.id);
}
