// The one check of the back office (decision 131): a signed-in account's role, asked of the permissions
// table in core/backoffice. The API hook (access.ts) and the pages (app/backoffice/access.server.ts) both call
// `authorize`; what it answers is the `Staff` every back-office service takes, and writes into the audit log.
import { z } from 'zod';
import { can, type Permission, type Role } from '../../../core/backoffice/permissions.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { standingOf } from '../accounts/index.ts';

/** A staff member whose permission was checked: who acts in the back office, as the audit log records them. */
export interface Staff {
  readonly id: number;
  readonly role: Role;
}

/**
 * The account as staff holding `permission`: FORBIDDEN when its role does not hold it, SECOND_FACTOR_REQUIRED when
 * it does but the account signs in without a second factor (decision 190).
 */
export async function authorize(db: Queryable, userId: number, permission: Permission): Promise<Staff> {
  const { role, secondFactor } = await standingOf(db, userId);
  // Staff lacking a permission are told so; to anyone else the back office does not exist (404, decision 131).
  if (!can(role, permission)) throw new AppError(role === 'user' ? 'NOT_FOUND' : 'FORBIDDEN');
  if (!secondFactor) throw new AppError('SECOND_FACTOR_REQUIRED');
  return { id: userId, role };
}

/** Why a member of staff acts on a person: written into the audit log with the action. */
export const ReasonSchema = z.object({ reason: z.string().trim().min(3, 'reason_required').max(1000) });

/** A staff action's form token: the page puts a fresh one in each form, the API caller sends its own. */
export const IdempotencyKey = z.string().trim().min(8).max(100);

/** Which approval a gift was made on (decision 235): named in the gift's audit entry. */
export interface ApprovedBy {
  readonly approval_id: number;
  readonly requested_by: number;
}
