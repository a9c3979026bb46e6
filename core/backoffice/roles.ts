// Who may change whose staff role (decision 157): an admin sets any person's role, except their own (so
// nobody locks themselves out or raises themselves), and never takes the role away from the last admin.
import type { ErrorCode } from '../errors.ts';
import type { Role } from './permissions.ts';

export interface RoleChange {
  readonly actorId: number;
  readonly targetId: number;
  readonly from: Role;
  readonly to: Role;
  /** How many admins there are now, the target included. */
  readonly admins: number;
}

/** Why the change is refused, or null when it may be made. */
export function roleChangeRefusal(change: RoleChange): ErrorCode | null {
  if (change.actorId === change.targetId) return 'FORBIDDEN';
  if (change.from === change.to) return 'INVALID_TRANSITION';
  if (change.from === 'admin' && change.admins <= 1) return 'INVALID_TRANSITION';
  return null;
}
