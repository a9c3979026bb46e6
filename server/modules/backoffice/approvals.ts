// Four eyes on staff money (decision 235). A membership or a voucher that staff give for free takes effect at once
// while it is small (core/backoffice/four-eyes.ts); a large one is filed as a request (staff_approvals, migration
// 057) that another member of staff holding money.grant approves or rejects on /{locale}/admin/approvals. Nobody
// gives to their own account, approves their own request or approves a gift to themselves. Approval makes the gift
// in the same transaction as the decision, with the request's form token as the gift's, under the request's row
// lock: approvals sent at once make it exactly once, the others answer the decision already taken. Every request,
// approval and rejection is in the audit log.
import { z } from 'zod';
import { type EarlierGifts, GIFT_WINDOW_DAYS, giftDays, needsApproval } from '../../../core/backoffice/four-eyes.ts';
import type { Clock } from '../../../core/clock.ts';
import { AppError } from '../../../core/errors.ts';
import {
  CATEGORY_GROUPS,
  type CategoryGroup,
  packageOf,
  type Tier,
  TIERS,
} from '../../../core/memberships/packages.ts';
import { issuedVoucherExpiry } from '../../../core/promotions/vouchers.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import {
  type StaffMembershipInput,
  type StaffMembershipResult,
  staffMembershipIn,
  StaffMembershipSchema,
  membershipInForce,
} from '../memberships/index.ts';
import { type IssuedVoucher, type IssueVoucherInput, issueVoucherIn, IssueVoucherSchema } from '../promotions/index.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { POISHA } from '../../http/money.ts';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What a request asks to give: the validated form without its reason and token. */
export type Gift =
  | { kind: 'grant'; category_group: CategoryGroup; tier: Tier; months: number }
  | { kind: 'extend'; days: number }
  | { discount_kind: 'fixed' | 'percent'; discount_value: number; expires_on: string };

export const GiftSchema: z.ZodType<Gift> = z.union([
  z.object({
    kind: z.literal('grant'),
    category_group: z.enum(CATEGORY_GROUPS),
    tier: z.enum(TIERS),
    months: z.number().int(),
  }),
  z.object({ kind: z.literal('extend'), days: z.number().int() }),
  z.object({
    discount_kind: z.enum(['fixed', 'percent']),
    discount_value: z
      .number()
      .int()
      .meta({ description: `${POISHA} when discount_kind is fixed; a whole percentage when percent.` }),
    expires_on: z.string(),
  }),
]);

interface Someone {
  id: number;
  name: string;
}

/** A request as the approvals page and the API show it. */
export interface Approval {
  id: number;
  kind: 'membership' | 'voucher';
  status: ApprovalStatus;
  /** Who would get it. */
  user: Someone;
  requested_by: Someone;
  requested_at: string;
  reason: string;
  gift: Gift;
  decided_by: Someone | null;
  decided_at: string | null;
  decision_reason: string | null;
}

export const ApprovalsQuerySchema = z.object({ status: z.enum(APPROVAL_STATUSES).default('pending') });
export const ApprovalDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().min(3, 'reason_required').max(1000),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;

/** A gift given at once, or filed for approval (`done`: whether this submission filed it). */
export type GiftOutcome<T> = ({ pending: false } & T) | { pending: true; done: boolean; approval: Approval };

const DAY_MS = 86_400_000;

interface ApprovalRow {
  id: number;
  request_key: string;
  kind: 'membership' | 'voucher';
  user_id: number;
  user_name: string;
  requested_by: number;
  requester_name: string;
  gift: Gift;
  reason: string;
  created_at: Date;
  status: ApprovalStatus;
  decided_by: number | null;
  decider_name: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
}

const SELECT_APPROVALS = `SELECT a.*, u.name AS user_name, r.name AS requester_name, d.name AS decider_name
  FROM staff_approvals a JOIN users u ON u.id = a.user_id JOIN users r ON r.id = a.requested_by
  LEFT JOIN users d ON d.id = a.decided_by`;

const viewOf = (row: ApprovalRow): Approval => ({
  id: Number(row.id),
  kind: row.kind,
  status: row.status,
  user: { id: Number(row.user_id), name: row.user_name },
  requested_by: { id: Number(row.requested_by), name: row.requester_name },
  requested_at: row.created_at.toISOString(),
  reason: row.reason,
  gift: row.gift,
  decided_by: row.decided_by === null ? null : { id: Number(row.decided_by), name: row.decider_name ?? '' },
  decided_at: row.decided_at?.toISOString() ?? null,
  decision_reason: row.decision_reason,
});

async function loadApproval(db: Queryable, id: number): Promise<Approval> {
  const [row] = await db.query<ApprovalRow>(`${SELECT_APPROVALS} WHERE a.id = $1`, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return viewOf(row);
}

/** Pending requests oldest first (the queue); decided ones newest first. */
export async function listApprovals(db: Queryable, status: ApprovalStatus): Promise<Approval[]> {
  const order = status === 'pending' ? 'a.created_at, a.id' : 'a.decided_at DESC, a.id DESC';
  const rows = await db.query<ApprovalRow>(`${SELECT_APPROVALS} WHERE a.status = $1 ORDER BY ${order} LIMIT 200`, [
    status,
  ]);
  return rows.map(viewOf);
}

/** What staff gave the person within the window: the gifts that took effect, approved ones included. */
async function earlierGifts(tx: Queryable, userId: number, now: Date): Promise<EarlierGifts> {
  const since = new Date(now.getTime() - GIFT_WINDOW_DAYS * DAY_MS);
  const grants = await tx.query<{ kind: 'grant' | 'extend'; variant_identifier: string | null; days: number | null }>(
    'SELECT kind, variant_identifier, days FROM membership_grants WHERE user_id = $1 AND created_at > $2',
    [userId, since],
  );
  const [vouchers] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM promotion_vouchers
     WHERE user_id = $1 AND issue_key IS NOT NULL AND created_at > $2`,
    [userId, since],
  );
  const membershipDays = grants.reduce(
    (sum, g) =>
      sum +
      (g.kind === 'grant'
        ? giftDays({ kind: 'grant', months: packageOf(g.variant_identifier ?? '')?.months ?? 0 })
        : giftDays({ kind: 'extend', days: Number(g.days) })),
    0,
  );
  return { membershipDays, vouchers: Number(vouchers?.count ?? 0) };
}

/** Locks the person's row, so that two gifts to them at once are counted one after the other. */
async function lockPerson(tx: Queryable, staff: Staff, userId: number): Promise<void> {
  if (userId === staff.id) throw new AppError('SELF_GRANT');
  const [user] = await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (!user) throw new AppError('NOT_FOUND');
}

/** Files the request once per form token (a second submission answers the first, `done: false`); audited. */
async function fileRequest(
  tx: Queryable,
  now: Date,
  staff: Staff,
  userId: number,
  kind: Approval['kind'],
  gift: Gift,
  form: { reason: string; idempotency_key: string },
): Promise<{ pending: true; done: boolean; approval: Approval }> {
  const [filed] = await tx.query<{ id: number }>(
    `INSERT INTO staff_approvals (request_key, kind, user_id, requested_by, gift, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (request_key) DO NOTHING RETURNING id`,
    [form.idempotency_key, kind, userId, staff.id, JSON.stringify(gift), form.reason, now],
  );
  if (!filed) {
    const [earlier] = await tx.query<{ id: number; user_id: number; kind: string }>(
      'SELECT id, user_id, kind FROM staff_approvals WHERE request_key = $1',
      [form.idempotency_key],
    );
    if (Number(earlier?.user_id) !== userId || earlier?.kind !== kind) {
      throw new AppError('INVALID_TRANSITION', undefined, 'this form token was used for another action');
    }
    return { pending: true, done: false, approval: await loadApproval(tx, Number(earlier.id)) };
  }
  const id = Number(filed.id);
  await recordAction(tx, staff, {
    action: 'approval.request',
    subject: { type: 'user', id: userId },
    before: null,
    after: { approval_id: id, kind, gift, status: 'pending' },
    reason: form.reason,
  });
  return { pending: true, done: true, approval: await loadApproval(tx, id) };
}

const membershipGift = (input: StaffMembershipInput): Gift =>
  input.kind === 'grant'
    ? { kind: 'grant', category_group: input.category_group, tier: input.tier, months: input.months }
    : { kind: 'extend', days: input.days };

/**
 * A membership granted or extended by staff (POST /data/admin/people/:id/membership and the person page): made at
 * once when small, else filed for a second member of staff's approval. A form already used answers as it did.
 */
export async function giveMembership(
  services: { db: Database; clock: Clock },
  staff: Staff,
  userId: number,
  input: StaffMembershipInput,
): Promise<GiftOutcome<StaffMembershipResult>> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    await lockPerson(tx, staff, userId);
    const gift = membershipGift(input);
    const [used] = await tx.query('SELECT 1 FROM membership_grants WHERE idempotency_key = $1', [
      input.idempotency_key,
    ]);
    if (used || !needsApproval(gift, await earlierGifts(tx, userId, now))) {
      return { pending: false as const, ...(await staffMembershipIn(tx, now, staff, userId, input)) };
    }
    // Refused now what approval would refuse anyway.
    if (input.kind === 'extend' && !(await membershipInForce(tx, userId, now))) {
      throw new AppError('INVALID_TRANSITION', undefined, 'no membership in force');
    }
    return fileRequest(tx, now, staff, userId, 'membership', gift, input);
  });
}

/** A voucher issued by staff (POST /data/admin/people/:id/voucher and the person page), as giveMembership. */
export async function giveVoucher(
  services: { db: Database; clock: Clock },
  staff: Staff,
  userId: number,
  input: IssueVoucherInput,
): Promise<GiftOutcome<{ done: boolean; voucher: IssuedVoucher }>> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    await lockPerson(tx, staff, userId);
    if (!issuedVoucherExpiry(input.expires_on, now)) {
      throw new AppError('VALIDATION_FAILED', [{ path: 'expires_on', message: 'expiry_out_of_range' }]);
    }
    const gift: Gift = {
      discount_kind: input.discount_kind,
      discount_value: input.discount_value,
      expires_on: input.expires_on,
    };
    const [used] = await tx.query('SELECT 1 FROM promotion_vouchers WHERE issue_key = $1', [input.idempotency_key]);
    if (used || !needsApproval(gift, await earlierGifts(tx, userId, now))) {
      return { pending: false as const, ...(await issueVoucherIn(tx, now, staff, userId, input)) };
    }
    return fileRequest(tx, now, staff, userId, 'voucher', gift, input);
  });
}

/**
 * Another member of staff approves or rejects a pending request (POST /data/admin/approvals/:id and the approvals
 * page). SELF_APPROVAL for the one who asked, SELF_GRANT for the one who would get it, NOT_FOUND for no such
 * request. A request already decided the same way answers that decision (`done: false`); decided the other way,
 * INVALID_TRANSITION. An approval whose gift can no longer be made (the term it would extend has ended) fails with
 * the gift's error and stays pending, to be rejected.
 */
export async function decideApproval(
  services: { db: Database; clock: Clock },
  staff: Staff,
  id: number,
  input: ApprovalDecision,
): Promise<{ done: boolean; approval: Approval }> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    // The row lock orders approvals sent at once: the first decides, the others then read its decision.
    const [row] = await tx.query<ApprovalRow>(
      `SELECT id, request_key, kind, user_id, requested_by, gift, reason, status FROM staff_approvals
       WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new AppError('NOT_FOUND');
    const userId = Number(row.user_id);
    const requestedBy = Number(row.requested_by);
    if (requestedBy === staff.id) throw new AppError('SELF_APPROVAL');
    if (userId === staff.id) throw new AppError('SELF_GRANT');
    const status: ApprovalStatus = input.decision === 'approve' ? 'approved' : 'rejected';
    if (row.status !== 'pending') {
      if (row.status !== status) throw new AppError('INVALID_TRANSITION', undefined, `already ${row.status}`);
      return { done: false, approval: await loadApproval(tx, id) };
    }
    let made: unknown = null;
    if (status === 'approved') {
      const form = { ...row.gift, reason: row.reason, idempotency_key: row.request_key };
      const approved = { approval_id: id, requested_by: requestedBy };
      if (row.kind === 'membership') {
        const grant = StaffMembershipSchema.parse(form);
        made = { terms: (await staffMembershipIn(tx, now, staff, userId, grant, approved)).terms };
      } else {
        const voucher = IssueVoucherSchema.parse(form);
        made = { voucher: (await issueVoucherIn(tx, now, staff, userId, voucher, approved)).voucher };
      }
    }
    await tx.query(
      `UPDATE staff_approvals SET status = $2, decided_by = $3, decided_at = $4, decision_reason = $5
       WHERE id = $1 AND status = 'pending'`,
      [id, status, staff.id, now, input.reason],
    );
    await recordAction(tx, staff, {
      action: input.decision === 'approve' ? 'approval.approve' : 'approval.reject',
      subject: { type: 'user', id: userId },
      before: { approval_id: id, status: 'pending' },
      after: { approval_id: id, kind: row.kind, gift: row.gift, requested_by: requestedBy, status, made },
      reason: input.reason,
    });
    return { done: true, approval: await loadApproval(tx, id) };
  });
}
