// Sessions: a random 256-bit token goes to the client (cookie or Bearer); only its SHA-256 is stored. A session
// lasts SESSION_DAYS from its last use; a use renews it, at most once an hour to spare the database writes. However
// often it is used, it ends at an absolute limit from its sign-in (decision 186): 60 days for a user, 12 hours for
// staff, whose sessions open the back office. Time is the database's, as for every expiry of this table.
import { createHash, randomBytes } from 'node:crypto';
import { type DeviceLabel, deviceLabel } from '../../../core/accounts/device-label.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface NewSession {
  readonly id: number;
  readonly token: string;
  readonly expiresAt: Date;
}

/** A new session; one `pending` a second factor grants nothing until its code confirms it (second-factor.ts). */
export async function createSession(db: Queryable, userId: number, days: number, pending = false): Promise<NewSession> {
  const token = newToken();
  const [row] = await db.query<{ id: number; expires_at: Date }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at, second_factor_pending)
     VALUES ($1, $2, now() + make_interval(days => $3), $4)
     RETURNING id, expires_at`,
    [userId, hashToken(token), days, pending],
  );
  if (!row) throw new Error('session not created');
  return { id: Number(row.id), token, expiresAt: new Date(row.expires_at) };
}

/** The absolute lifetime of a session from sign-in, whatever its renewals (`u` the user, `s` the session). */
const SESSION_LIMIT = {
  user: "interval '60 days'",
  staff: "interval '12 hours'",
} as const;
/** Within its absolute lifetime and not waiting for a second factor (`u` the user, `s` the session). */
const WITHIN_LIMIT = `NOT s.second_factor_pending
  AND s.created_at > now() - CASE WHEN u.role = 'user' THEN ${SESSION_LIMIT.user} ELSE ${SESSION_LIMIT.staff} END`;

export interface SessionOwner {
  readonly sessionId: number;
  readonly userId: number;
}

/**
 * The live session of a token, renewed; null when the token is unknown, expired, revoked or its user deleted or
 * suspended.
 */
export async function resolveSession(db: Queryable, token: string, days: number): Promise<SessionOwner | null> {
  if (token.length < 40 || token.length > 64) return null;
  const [row] = await db.query<{ id: number; user_id: number; stale: boolean }>(
    `SELECT s.id, s.user_id, s.last_used_at < now() - interval '1 hour' AS stale
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now() AND u.deleted_at IS NULL AND u.suspended_at IS NULL
       AND ${WITHIN_LIMIT}`,
    [hashToken(token)],
  );
  if (!row) return null;
  if (row.stale) {
    await db.query(
      `UPDATE sessions SET last_used_at = now(), expires_at = now() + make_interval(days => $2) WHERE id = $1`,
      [row.id, days],
    );
  }
  return { sessionId: row.id, userId: row.user_id };
}

/** Whether the session is still signed in (not logged out, revoked or expired, its user not deleted or suspended). */
export async function isSessionAlive(db: Queryable, sessionId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now() AND u.deleted_at IS NULL AND u.suspended_at IS NULL
       AND ${WITHIN_LIMIT}`,
    [sessionId, userId],
  );
  return rows.length > 0;
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Signs the account out everywhere (password change, reset, deletion). */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** Remembers the browser a session was signed in from (shown when its owner lists their sessions). */
export async function noteSessionDevice(
  db: Queryable,
  sessionId: number,
  userAgent: string | undefined,
): Promise<void> {
  await db.query('UPDATE sessions SET user_agent = left($2, 300) WHERE id = $1', [sessionId, userAgent ?? null]);
}

/** One of an account's live sessions, as its owner sees it (ASVS V7.5.2). */
export interface SessionView extends DeviceLabel {
  readonly id: number;
  readonly signed_in_at: string;
  /** Renewed at most once an hour, so to the hour. */
  readonly last_used_at: string;
  /** The session asking. */
  readonly current: boolean;
}

export async function listSessions(db: Queryable, userId: number, currentId: number): Promise<SessionView[]> {
  const rows = await db.query<{ id: number; user_agent: string | null; created_at: Date; last_used_at: Date }>(
    `SELECT s.id, s.user_agent, s.created_at, s.last_used_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.user_id = $1 AND s.expires_at > now() AND ${WITHIN_LIMIT}
     ORDER BY s.last_used_at DESC, s.id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    ...deviceLabel(row.user_agent),
    signed_in_at: new Date(row.created_at).toISOString(),
    last_used_at: new Date(row.last_used_at).toISOString(),
    current: Number(row.id) === currentId,
  }));
}

/** Ends one of the account's sessions; another account's (or an unknown) session is NOT_FOUND. */
export async function endSession(db: Queryable, userId: number, sessionId: number): Promise<void> {
  const rows = await db.query('DELETE FROM sessions WHERE id = $1 AND user_id = $2 RETURNING id', [sessionId, userId]);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}
