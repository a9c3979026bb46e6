// Keeping a membership (decisions 146-148): what buying a package means next to the term a member
// already has, the credit of an upgrade, which ads a downgrade lets go, and when a reminder is due. Pure rules; the
// memberships module (server/modules/memberships) reads the terms and writes what these decide.
import { wholeTakaUp } from '../payments/money.ts';
import type { MembershipPackage } from './packages.ts';
import type { LiveAdStatus } from './quota.ts';

/**
 * - new: no term in force, it starts now;
 * - renewal: the same package again, queued to start when the current term ends;
 * - upgrade: a dearer package (a higher tier, a longer one, a dearer group): the current term is replaced now and
 *   its unused part is credited;
 * - downgrade: any other package, queued like a renewal (no credit), keeping the ads the member chose.
 */
export type MembershipChange = 'new' | 'renewal' | 'upgrade' | 'downgrade';

export function membershipChange(
  current: Pick<MembershipPackage, 'variant_identifier' | 'amount_poisha'> | null,
  next: Pick<MembershipPackage, 'variant_identifier' | 'amount_poisha'>,
): MembershipChange {
  if (!current) return 'new';
  if (current.variant_identifier === next.variant_identifier) return 'renewal';
  return next.amount_poisha > current.amount_poisha ? 'upgrade' : 'downgrade';
}

/**
 * The credit of a term replaced at `now`: what was paid for it times the part of its time left, rounded up to whole
 * taka, never below zero nor above what was paid (decisions 146 and 228).
 */
export function unusedCredit(term: { paid_poisha: number; starts_at: Date; ends_at: Date }, now: Date): number {
  const total = term.ends_at.getTime() - term.starts_at.getTime();
  const left = Math.min(total, Math.max(0, term.ends_at.getTime() - Math.max(now.getTime(), term.starts_at.getTime())));
  if (total <= 0 || term.paid_poisha <= 0) return 0;
  // Whole taka, in the buyer's favour (decision 228), never more than was paid.
  return Math.min(term.paid_poisha, wholeTakaUp((term.paid_poisha * left) / total));
}

/** The price after a credit: never below zero. */
export const priceAfterCredit = (price: number, credit: number) => Math.max(0, price - Math.max(0, credit));

export type AdsToRelease = { ok: true; release: number[] } | { ok: false; reason: 'too_many_kept' | 'choose_ads' };

/**
 * A downgrade's choice (decision 147): the member keeps at most `quota` of their live ads in the group; the
 * published ones not kept are let go (the system's `expire`, so they can be republished later). Ads waiting for
 * review or payment cannot be let go, so they are always kept. When the ads already fit, nothing is let go and the
 * choice is not needed.
 */
export function adsToRelease(
  live: readonly { id: number; status: LiveAdStatus }[],
  keep: readonly number[],
  quota: number,
): AdsToRelease {
  if (live.length <= quota) return { ok: true, release: [] };
  if (keep.length === 0) return { ok: false, reason: 'choose_ads' };
  const kept = new Set(keep.filter((id) => live.some((ad) => ad.id === id)));
  for (const ad of live) if (ad.status !== 'published') kept.add(ad.id);
  if (kept.size > quota) return { ok: false, reason: 'too_many_kept' };
  return { ok: true, release: live.filter((ad) => !kept.has(ad.id)).map((ad) => ad.id) };
}

export const REMINDERS = ['7d', '1d'] as const;
export type Reminder = (typeof REMINDERS)[number];
const REMINDER_DAYS: Readonly<Record<Reminder, number>> = { '7d': 7, '1d': 1 };
const DAY_MS = 86_400_000;

/**
 * The reminder due for a term ending at `endsAt` (decision 148): '1d' within the last day, '7d' within the last
 * seven; null otherwise. Each is sent once; a term bought with less than a day left gets only the 1-day one.
 */
export function reminderDue(endsAt: Date, now: Date): Reminder | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= REMINDER_DAYS['1d'] * DAY_MS) return '1d';
  if (left <= REMINDER_DAYS['7d'] * DAY_MS) return '7d';
  return null;
}

/** What buying a package does to the member's term, fixed when it is priced (stored with the payment). */
export interface MembershipPurchase {
  readonly change: MembershipChange;
  /** upgrade: the term replaced. */
  readonly replaces: number | null;
  /** upgrade: the unused part of the replaced term taken off the price (decision 146). */
  readonly credit_poisha: number;
  /** downgrade: the ads kept live when it starts (decision 147). */
  readonly keep_ad_ids: readonly number[];
}
