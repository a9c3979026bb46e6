// The first admin: `npm run admin:create -- --email …` promotes the account with that e-mail, or makes
// one with a password to change at first login. Roles (users.role) and what each may do: core/backoffice.
import { randomBytes } from 'node:crypto';
import type { Role } from '../../../core/backoffice/permissions.ts';
import type { Queryable } from '../../adapters/database.ts';
import { hashPassword } from './passwords.ts';

/** An account's role as written, and whether it signs in with a second factor. */
export interface Standing {
  readonly role: Role;
  readonly secondFactor: boolean;
}

/** The standing of an account ('user' without a second factor for an unknown id). */
export async function standingOf(db: Queryable, userId: number): Promise<Standing> {
  const [row] = await db.query<{ role: Role; second_factor: boolean }>(
    `SELECT u.role, EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = u.id AND f.enabled_at IS NOT NULL)
       AS second_factor
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return { role: row?.role ?? 'user', secondFactor: row?.second_factor ?? false };
}

/**
 * The role whose powers an account holds: a staff role only once the account signs in with a second factor
 * (decision 190); until then it is an ordinary user everywhere but the back office's door, which says why.
 */
export async function roleOf(db: Queryable, userId: number): Promise<Role> {
  const { role, secondFactor } = await standingOf(db, userId);
  return secondFactor ? role : 'user';
}

/**
 * An account no one logs in to (no e-mail, no password) that the site itself writes as, e.g. "Haat support" in the
 * chat (server/modules/chat/support.ts).
 */
export async function createSystemAccount(db: Queryable, name: string): Promise<number> {
  const [made] = await db.query<{ id: number }>('INSERT INTO users (name) VALUES ($1) RETURNING id', [name]);
  if (!made) throw new Error('system account insert returned nothing');
  return Number(made.id);
}

export interface MadeAdmin {
  readonly id: number;
  /** Set only when the account was made now: the password to log in with (and change). */
  readonly password: string | null;
}

/** `password` sets the password of an account made now (scripted set-ups); by default a random one is printed. */
export async function createOrPromote(
  db: Queryable,
  email: string,
  role: Role = 'admin',
  password = randomBytes(12).toString('base64url'),
): Promise<MadeAdmin> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.query<{ id: number }>(
    'UPDATE users SET role = $2 WHERE email = $1 AND deleted_at IS NULL RETURNING id',
    [normalized, role],
  );
  if (existing) return { id: existing.id, password: null };
  const [made] = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash, role) VALUES ('Admin', $1, $2, $3) RETURNING id`,
    [normalized, await hashPassword(password), role],
  );
  if (!made) throw new Error('admin insert returned nothing');
  return { id: made.id, password };
}
