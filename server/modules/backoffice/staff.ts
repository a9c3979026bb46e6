// The one check of the back office (issue 21, decision 131): a signed-in account's role, asked of the permissions
// table in core/backoffice. The API hook (access.ts) and the pages (app/backoffice/access.server.ts) both call
// `authorize`; what it answers is the `Staff` every back-office service takes, and writes into the audit log.
import { can, type Permission, type Role } from '../../../core/backoffice/permissions.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { standingOf } from '../accounts/admins.ts';

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
  // Staff lacking a permission are told so; to anyone else the back office does not exist (issue 23: 404).
  if (!can(role, permission)) throw new AppError(role === 'user' ? 'NOT_FOUND' : 'FORBIDDEN');
  if (!secondFactor) throw new AppError('SECOND_FACTOR_REQUIRED');
  return { id: userId, role };
}
