// The accounts side of the back office: finding people, and the changes staff make to an account
// (warn, suspend and restore, verify as employer, reset phone numbers, role). The back-office module calls these,
// records each in the audit log and checks the permission; the rules of the account live here.
import { normalizeBdPhone } from '../../../core/phone.ts';
import type { Role } from '../../../core/backoffice/permissions.ts';
import type { Queryable } from '../../adapters/database.ts';
import { revokeAllSessions } from './sessions.ts';

export interface PersonSummary {
  id: number;
  name: string;
  email: string | null;
  role: Role;
  phones: string[];
  suspended: boolean;
  createdAt: string;
}

export interface Person extends PersonSummary {
  employerVerified: boolean;
  warnings: { message: string; createdAt: string }[];
}

interface PersonRow {
  id: number;
  name: string;
  email: string | null;
  role: Role;
  phones: string[] | null;
  suspended_at: Date | null;
  created_at: Date;
  employer_verified_at: Date | null;
}

const PERSON_COLUMNS = `u.id, u.name, u.email, u.role, u.suspended_at, u.created_at, u.employer_verified_at,
  (SELECT array_agg(p.number ORDER BY p.verified_at DESC) FROM phone_numbers p
   WHERE p.user_id = u.id AND p.verified_at IS NOT NULL) AS phones`;

const summary = (row: PersonRow): PersonSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  phones: row.phones ?? [],
  suspended: row.suspended_at !== null,
  createdAt: row.created_at.toISOString(),
});

/**
 * People matching a name, an e-mail, a phone number (any way it is written) or an ad (its id or slug names its
 * poster); newest first, at most 50. Deleted accounts are not people to act on.
 */
export async function findPeople(db: Queryable, query: string): Promise<PersonSummary[]> {
  const text = query.trim().toLowerCase();
  if (!text) return [];
  const phone = normalizeBdPhone(text);
  const adId = /^\d+$/.test(text) ? Number(text) : null;
  const rows = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS} FROM users u
     WHERE u.deleted_at IS NULL AND (
       lower(u.name) LIKE '%' || $1 || '%' OR u.email = $1
       OR EXISTS (SELECT 1 FROM phone_numbers p WHERE p.user_id = u.id AND p.number = $2)
       OR EXISTS (SELECT 1 FROM ads a WHERE a.user_id = u.id AND (a.id = $3 OR a.slug = $1)))
     ORDER BY u.created_at DESC, u.id DESC LIMIT 50`,
    [text.replace(/[\\%_]/g, '\\$&'), phone, adId],
  );
  return rows.map(summary);
}

/** One person as staff see them; null for an unknown or deleted account. */
export async function getPerson(db: Queryable, userId: number): Promise<Person | null> {
  const [row] = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS} FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
  if (!row) return null;
  return {
    ...summary(row),
    employerVerified: row.employer_verified_at !== null,
    warnings: await warningsOf(db, userId),
  };
}

/** The warnings a person was given, newest first (they see them on their account). */
export async function warningsOf(db: Queryable, userId: number): Promise<Person['warnings']> {
  const rows = await db.query<{ message: string; created_at: Date }>(
    'SELECT message, created_at FROM user_warnings WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return rows.map((r) => ({ message: r.message, createdAt: r.created_at.toISOString() }));
}

export async function addWarning(db: Queryable, userId: number, staffId: number, message: string, at: Date) {
  await db.query('INSERT INTO user_warnings (user_id, message, created_by, created_at) VALUES ($1, $2, $3, $4)', [
    userId,
    message,
    staffId,
    at,
  ]);
}

export async function isSuspended(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM users WHERE id = $1 AND suspended_at IS NOT NULL', [userId]);
  return row !== undefined;
}

/** Suspends the account (sign-in refused from now on) and signs it out everywhere. */
export async function suspendAccount(db: Queryable, userId: number, at: Date): Promise<void> {
  await db.query('UPDATE users SET suspended_at = $2 WHERE id = $1', [userId, at]);
  await revokeAllSessions(db, userId);
}

export async function restoreAccount(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET suspended_at = NULL WHERE id = $1', [userId]);
}

export async function setEmployerVerified(db: Queryable, userId: number, verified: boolean, at: Date): Promise<void> {
  await db.query('UPDATE users SET employer_verified_at = $2 WHERE id = $1', [userId, verified ? at : null]);
}

/** Removes every phone number of the account (a number that changed hands): they verify theirs again. */
export async function resetPhoneNumbers(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM phone_numbers WHERE user_id = $1', [userId]);
}

/** Accounts made per Dhaka day between `from` and `to` (YYYY-MM-DD, both included). */
export async function dailySignUps(db: Queryable, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db.query<{ day: string; count: number }>(
    `SELECT to_char(created_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day, count(*)::int AS count FROM users
     WHERE created_at >= $1::date::timestamp AT TIME ZONE 'Asia/Dhaka'
       AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka'
     GROUP BY 1`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.day, r.count]));
}

/** Everyone with a staff role, admins first (the staff page). */
export async function listStaff(db: Queryable): Promise<PersonSummary[]> {
  const rows = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS} FROM users u WHERE u.role <> 'user' AND u.deleted_at IS NULL
     ORDER BY array_position(ARRAY['admin', 'moderator', 'support', 'finance'], u.role), u.name, u.id`,
  );
  return rows.map(summary);
}

/**
 * The admins' ids, their rows locked until the transaction ends: two admins demoting each other at once are taken
 * one after the other, so the last admin is never demoted.
 */
export async function lockAdmins(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE role = 'admin' AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => Number(r.id));
}

/** Sets an account's role; it applies from the account's next request (every check reads it afresh). */
export async function setRole(db: Queryable, userId: number, role: Role): Promise<void> {
  await db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
}
