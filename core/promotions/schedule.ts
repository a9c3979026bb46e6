// When a promotion starts (spec section 5): now (`promote_now`) or at a chosen date and 12-hour time
// (`schedule_promotion`). The time is converted to 24 hours, rounded UP to the next 30-minute slot (spec section 9
// "Schedule slots 30 minutes"), read as Bangladesh time (+6 h, no daylight saving) and compared with now: a text that
// is not a date and time is invalid, a start before now is flagged as past.
export const SCHEDULE_KINDS = ['promote_now', 'schedule_promotion'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** Spec section 3 "Promotion selection" schedule: type, date, time (as the picker sends them). */
export interface ScheduleInput {
  readonly type: ScheduleKind;
  readonly date?: string | null;
  readonly time?: string | null;
}

export type ScheduleResult =
  | { readonly ok: true; readonly kind: 'promote_now'; readonly startsAt: Date }
  | { readonly ok: true; readonly kind: 'schedule_promotion'; readonly startsAt: Date }
  | { readonly ok: false; readonly reason: 'invalid' | 'past' | 'too_far' };

/** Spec section 9 "Time offset +6 hours". */
export const BANGLADESH_OFFSET_MINUTES = 6 * 60;
export const SLOT_MINUTES = 30;
/** The furthest ahead a promotion may be scheduled (decision 228): a start years away is a typo, never a plan. */
export const MAX_SCHEDULE_DAYS = 90;

/** Whether a start is too far ahead of `now` to be scheduled. */
export const isTooFarAhead = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000;

/** "9:15 PM", "09:15pm", "12:00 AM" → minutes after midnight (21:15 → 1275), or null when it is not such a time. */
export function parseTwelveHourTime(text: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?\s*$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = (match[3] as string).toLowerCase() === 'p';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** Minutes rounded up to the next 30-minute slot (21:15 → 21:30; 21:30 stays). May reach 24:00 (the next day). */
export const roundUpToSlot = (minutes: number): number => Math.ceil(minutes / SLOT_MINUTES) * SLOT_MINUTES;

/** "2026-11-25" or "25-11-2026" (spec section 5: day-month-year or year-month-day) → [year, month, day], or null. */
export function parseDate(text: string): [number, number, number] | null {
  const western = text.trim();
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(western);
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(western);
  const [year, month, day] = ymd
    ? [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year)) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** The instant a schedule starts, or why it cannot: spec section 5. */
export function resolveSchedule(input: ScheduleInput, now: Date): ScheduleResult {
  if (input.type === 'promote_now') return { ok: true, kind: 'promote_now', startsAt: now };
  const date = parseDate(input.date ?? '');
  const minutes = parseTwelveHourTime(input.time ?? '');
  if (!date || minutes === null) return { ok: false, reason: 'invalid' };
  const [year, month, day] = date;
  const local = Date.UTC(year, month - 1, day, 0, roundUpToSlot(minutes));
  const startsAt = new Date(local - BANGLADESH_OFFSET_MINUTES * 60_000);
  if (startsAt.getTime() < now.getTime()) return { ok: false, reason: 'past' };
  if (isTooFarAhead(startsAt, now)) return { ok: false, reason: 'too_far' };
  return { ok: true, kind: 'schedule_promotion', startsAt };
}

/** The Bangladesh calendar date of an instant, as "YYYY-MM-DD" (the picker's default and its minimum). */
export function bangladeshDate(at: Date): string {
  return new Date(at.getTime() + BANGLADESH_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
