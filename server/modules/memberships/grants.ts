// Memberships granted or extended by staff (decision 180): a package term at no price, made by the
// memberships module's own addTerm as a paid one is, or the term in force made N days longer (and the terms queued
// after it moved by as much). Each action is claimed once by its form token (membership_grants.idempotency_key),
// recorded in the audit log and told to the member, in one transaction.
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import {
  CATEGORY_GROUPS,
  DURATIONS_MONTHS,
  type DurationMonths,
  TIERS,
  variantOf,
} from '../../../core/memberships/packages.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import type { Clock } from '../../../core/clock.ts';
import { type ApprovedBy, IdempotencyKey, recordAction, type Staff } from '../staff/index.ts';
import { notify } from '../notifications/index.ts';
import { activeTerms, addTerm, grantJobsMembership, quoteMembership } from './service.ts';
import { syncMemberFlags } from './upkeep.ts';
import { membershipInForce } from './store.ts';

const Reason = z.string().trim().min(3, 'reason_required').max(1000);

export const StaffMembershipSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('grant'),
    category_group: z.enum(CATEGORY_GROUPS),
    tier: z.enum(TIERS),
    months: z.coerce
      .number()
      .int()
      .refine((m) => (DURATIONS_MONTHS as readonly number[]).includes(m), 'months_1_3_6_12'),
    reason: Reason,
    idempotency_key: IdempotencyKey,
  }),
  z.object({
    kind: z.literal('extend'),
    days: z.coerce.number().int().min(1).max(366),
    reason: Reason,
    idempotency_key: IdempotencyKey,
  }),
]);
export type StaffMembershipInput = z.infer<typeof StaffMembershipSchema>;

/** A term as the back office and the audit log show it. */
export interface TermView {
  id: number;
  variant_identifier: string;
  starts_at: string;
  ends_at: string;
  /** How it came: bought, granted by staff, or neither (the demo data). */
  source: 'payment' | 'grant' | 'other';
}

/** The member's active terms not yet over, the one in force first. */
export async function memberTerms(db: Queryable, userId: number, now: Date): Promise<TermView[]> {
  const rows = await db.query<{
    id: number;
    variant_identifier: string;
    starts_at: Date;
    ends_at: Date;
    payment_id: number | null;
    grant_id: number | null;
  }>(
    `SELECT id, variant_identifier, starts_at, ends_at, payment_id, grant_id FROM memberships
     WHERE user_id = $1 AND status = 'active' AND ends_at > $2 ORDER BY starts_at`,
    [userId, now],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    variant_identifier: r.variant_identifier,
    starts_at: r.starts_at.toISOString(),
    ends_at: r.ends_at.toISOString(),
    source: r.payment_id !== null ? 'payment' : r.grant_id !== null ? 'grant' : 'other',
  }));
}

export interface StaffMembershipResult {
  /** false when the form token had been used: this submission changed nothing. */
  done: boolean;
  terms: TermView[];
}

const DAY_MS = 86_400_000;

/**
 * Grants a package or extends the term in force for `userId`, once per idempotency key. NOT_FOUND for nobody;
 * SELF_GRANT for the staff member's own account (decision 235); INVALID_TRANSITION for an extension without a term
 * in force, a grant that would upgrade over a queued term, or a key already used for another person or action.
 */
export async function staffMembership(
  services: { db: Database; clock: Clock },
  staff: Staff,
  userId: number,
  input: StaffMembershipInput,
): Promise<StaffMembershipResult> {
  const now = services.clock.now();
  return services.db.transaction((tx) => staffMembershipIn(tx, now, staff, userId, input));
}

/** staffMembership inside the caller's transaction (an approval made in the same one, decision 235). */
export async function staffMembershipIn(
  tx: Queryable,
  now: Date,
  staff: Staff,
  userId: number,
  input: StaffMembershipInput,
  approved?: ApprovedBy,
): Promise<StaffMembershipResult> {
  if (userId === staff.id) throw new AppError('SELF_GRANT');
  const [user] = await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (!user) throw new AppError('NOT_FOUND');
  const variant =
    input.kind === 'grant' ? variantOf(input.category_group, input.tier, input.months as DurationMonths) : null;
  const [claimed] = await tx.query<{ id: number }>(
    `INSERT INTO membership_grants (idempotency_key, user_id, staff_id, kind, variant_identifier, days, reason,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      input.idempotency_key,
      userId,
      staff.id,
      input.kind,
      variant,
      input.kind === 'extend' ? input.days : null,
      input.reason,
      now,
    ],
  );
  if (!claimed) {
    const [earlier] = await tx.query<{ user_id: number; kind: string }>(
      'SELECT user_id, kind FROM membership_grants WHERE idempotency_key = $1',
      [input.idempotency_key],
    );
    if (Number(earlier?.user_id) !== userId || earlier?.kind !== input.kind) {
      throw new AppError('INVALID_TRANSITION', undefined, 'this form token was used for another action');
    }
    return { done: false, terms: await memberTerms(tx, userId, now) };
  }
  const before = await memberTerms(tx, userId, now);
  let notice: { variant_identifier: string; ends_at: Date };
  if (input.kind === 'grant') {
    const quote = await quoteMembership(tx, userId, variant ?? '', now);
    const replaces = quote.change === 'upgrade' ? ((await activeTerms(tx, userId, now))[0]?.id ?? null) : null;
    // Free: no credit; a downgrade lets no ads go (no choice is stored, so none is settled).
    const purchase = { change: quote.change, replaces, credit_poisha: 0, keep_ad_ids: [] };
    await addTerm(tx, userId, quote.package, purchase, now, { grant_id: claimed.id });
    const made = (await memberTerms(tx, userId, now)).at(-1);
    notice = { variant_identifier: quote.package.variant_identifier, ends_at: new Date(made?.ends_at ?? now) };
  } else {
    const current = await membershipInForce(tx, userId, now);
    if (!current) throw new AppError('INVALID_TRANSITION', undefined, 'no membership in force');
    // The term in force ends later, and every term queued after it moves by as much.
    await tx.query(
      `UPDATE memberships SET ends_at = ends_at + make_interval(days => $3),
           starts_at = CASE WHEN id = $2 THEN starts_at ELSE starts_at + make_interval(days => $3) END
         WHERE user_id = $1 AND status = 'active' AND (id = $2 OR starts_at >= $4)`,
      [userId, current.id, input.days, current.ends_at],
    );
    notice = {
      variant_identifier: current.variant_identifier,
      ends_at: new Date(current.ends_at.getTime() + input.days * DAY_MS),
    };
    await grantJobsMembership(tx, userId, current.package, notice.ends_at, now, 0);
    await syncMemberFlags(tx, now, [userId]);
  }
  const after = await memberTerms(tx, userId, now);
  await notify(tx, userId, {
    kind: 'membership_granted',
    payload: {
      action: input.kind,
      variant_identifier: notice.variant_identifier,
      ends_at: notice.ends_at.toISOString(),
    },
    link: '/bn/my/membership',
  });
  await recordAction(tx, staff, {
    action: `membership.${input.kind}`,
    subject: { type: 'user', id: userId },
    before: { terms: before },
    after: {
      terms: after,
      ...(input.kind === 'grant' ? { variant_identifier: variant } : { days: input.days }),
      ...approved,
    },
    reason: input.reason,
  });
  return { done: true, terms: after };
}
