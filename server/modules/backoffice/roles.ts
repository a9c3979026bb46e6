// Staff roles (decision 157): an admin gives a person a role or takes it away, with a reason, in one
// transaction with its audit entry. The rule (not one's own role, never the last admin) is core/backoffice/roles.ts.
// Sessions stay as they are: every back-office check reads the role afresh, so the change applies at once.
import { z } from 'zod';
import { ROLES } from '../../../core/backoffice/permissions.ts';
import { roleChangeRefusal } from '../../../core/backoffice/roles.ts';
import { AppError } from '../../../core/errors.ts';
import type { Database } from '../../adapters/database.ts';
import { getPerson, lockAdmins, type Person, setRole } from '../accounts/index.ts';
import { recordAction, ReasonSchema, type Staff } from '../staff/index.ts';

export const RoleChangeSchema = ReasonSchema.extend({ role: z.enum(ROLES) });
export type RoleChangeInput = z.infer<typeof RoleChangeSchema>;

export async function changeRole(db: Database, staff: Staff, userId: number, input: RoleChangeInput): Promise<Person> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const before = await getPerson(tx, userId);
    if (!before) throw new AppError('NOT_FOUND');
    const refusal = roleChangeRefusal({
      actorId: staff.id,
      targetId: userId,
      from: before.role,
      to: input.role,
      admins: admins.length,
    });
    if (refusal) throw new AppError(refusal);
    await setRole(tx, userId, input.role);
    await recordAction(tx, staff, {
      action: 'person.role',
      subject: { type: 'user', id: userId },
      before: { role: before.role },
      after: { role: input.role },
      reason: input.reason,
    });
    return { ...before, role: input.role };
  });
}
