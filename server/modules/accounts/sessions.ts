// Sessions: a random 256-bit token goes to the client (cookie or Bearer); only its SHA-256 is stored. A session
// lasts SESSION_DAYS from its last use; a use renews it, at most once an hour to spare the database writes.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../adapters/database.ts';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface NewSession {
  readonly token: string;
  readonly expiresAt: Date;
}

export async function createSession(db: Queryable, userId: number, days: number): Promise<NewSession> {
  const token = newToken();
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))
     RETURNING expires_at`,
    [userId, hashToken(token), days],
  );
  return { token, expiresAt: new Date(row?.expires_at ?? Date.now()) };
}

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
     WHERE s.token_hash = $1 AND s.expires_at > now() AND u.deleted_at IS NULL AND u.suspended_at IS NULL`,
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
     WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now() AND u.deleted_at IS NULL AND u.suspended_at IS NULL`,
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
