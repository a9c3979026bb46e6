// Authorised dealers (decision 156): a member in force in vehicles or electronics
// (AUTHORISED_DEALER_GROUPS) applies from the shop settings with a business name and trade licence number; staff
// holding people.verify verify or reject it in the back office, in one transaction with its audit entry. Only a
// verified application sets users.is_authorized_dealer, which the badge and the auth_dealer filter read.
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { AUTHORISED_DEALER_GROUPS } from '../../../core/memberships/packages.ts';
import { DEALER_STATUSES, type DealerStatus } from '../../../core/shops/dealers.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { FormBoolean } from '../../http/inputs.ts';
import { recordAction, ReasonSchema, type Staff } from '../staff/index.ts';
import { membershipInForce } from '../memberships/index.ts';

export const DealerApplicationInputSchema = z.object({
  business_name: z.string().trim().min(2, 'name_required').max(120),
  trade_licence: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9/-]{4,40}$/, 'trade_licence_invalid')
    .meta({ description: 'The trade licence number as issued (letters, digits, / and -).' }),
});
export const DealerDecisionSchema = ReasonSchema.extend({ verified: FormBoolean });
export const DealerListQuerySchema = z.object({ status: z.enum(DEALER_STATUSES).default('pending') });

export interface DealerApplication {
  id: number;
  userId: number;
  userName: string;
  businessName: string;
  tradeLicence: string;
  categoryGroup: string;
  status: DealerStatus;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
}

interface Row {
  id: number;
  user_id: number;
  user_name: string;
  business_name: string;
  trade_licence: string;
  category_group: string;
  status: DealerStatus;
  created_at: Date;
  decided_at: Date | null;
  reason: string | null;
}

const COLUMNS = `d.id, d.user_id, u.name AS user_name, d.business_name, d.trade_licence, d.category_group, d.status,
  d.created_at, d.decided_at, d.reason FROM dealer_applications d JOIN users u ON u.id = d.user_id`;

const toApplication = (row: Row): DealerApplication => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  userName: row.user_name,
  businessName: row.business_name,
  tradeLicence: row.trade_licence,
  categoryGroup: row.category_group,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  reason: row.reason,
});

/** The member's latest application, or null. */
export async function myDealerApplication(db: Queryable, userId: number): Promise<DealerApplication | null> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} WHERE d.user_id = $1 ORDER BY d.id DESC LIMIT 1`, [userId]);
  return row ? toApplication(row) : null;
}

/** Applies: FORBIDDEN without a membership in force in a dealer group; INVALID_TRANSITION while one is open. */
export async function applyAsDealer(
  db: Database,
  userId: number,
  input: z.output<typeof DealerApplicationInputSchema>,
  now: Date,
): Promise<DealerApplication> {
  const term = await membershipInForce(db, userId, now);
  if (!term || !AUTHORISED_DEALER_GROUPS.includes(term.category_group)) throw new AppError('FORBIDDEN');
  const [open] = await db.query<{ id: number }>(
    `SELECT d.id FROM dealer_applications d JOIN users u ON u.id = d.user_id
     WHERE d.user_id = $1 AND (d.status = 'pending' OR u.is_authorized_dealer)`,
    [userId],
  );
  if (open) throw new AppError('INVALID_TRANSITION');
  await db.query(
    `INSERT INTO dealer_applications (user_id, business_name, trade_licence, category_group, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, input.business_name, input.trade_licence, term.category_group, now],
  );
  return (await myDealerApplication(db, userId)) as DealerApplication;
}

/** Applications in a status, oldest first (the back office's queue). */
export async function listDealerApplications(db: Queryable, status: DealerStatus): Promise<DealerApplication[]> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} WHERE d.status = $1 ORDER BY d.id LIMIT 200`, [status]);
  return rows.map(toApplication);
}

/** Verifies or rejects a pending application, with its audit entry; the badge follows the decision at once. */
export async function decideDealerApplication(
  db: Database,
  staff: Staff,
  id: number,
  decision: z.output<typeof DealerDecisionSchema>,
  now: Date,
): Promise<DealerApplication> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Row>(`SELECT ${COLUMNS} WHERE d.id = $1 FOR UPDATE OF d`, [id]);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('INVALID_TRANSITION');
    const status: DealerStatus = decision.verified ? 'verified' : 'rejected';
    await tx.query(
      'UPDATE dealer_applications SET status = $1, decided_at = $2, decided_by = $3, reason = $4 WHERE id = $5',
      [status, now, staff.id, decision.reason, id],
    );
    if (decision.verified) await tx.query('UPDATE users SET is_authorized_dealer = true WHERE id = $1', [row.user_id]);
    await recordAction(tx, staff, {
      action: `dealer.${decision.verified ? 'verify' : 'reject'}`,
      subject: { type: 'user', id: Number(row.user_id) },
      before: { status: row.status, trade_licence: row.trade_licence },
      after: { status, authorized_dealer: decision.verified },
      reason: decision.reason,
    });
    const [after] = await tx.query<Row>(`SELECT ${COLUMNS} WHERE d.id = $1`, [id]);
    return toApplication(after!);
  });
}
