// Test helpers: a member's terms and flags as the database holds them (API tests of memberships and grants).
import type { Queryable } from '../../adapters/database.ts';

export interface TermRowSeen {
  id: number;
  variant_identifier: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
  credit_poisha: number;
  grant_id: number | null;
}

/** Every term of the user, oldest first. */
export const termsOf = (db: Queryable, userId: number) =>
  db.query<TermRowSeen>(
    `SELECT id, variant_identifier, status, starts_at, ends_at, credit_poisha, grant_id FROM memberships
     WHERE user_id = $1 ORDER BY id`,
    [userId],
  );

/** The flags the memberships job mirrors on the user. */
export const memberFlags = async (db: Queryable, userId: number) =>
  (
    await db.query<{ is_member: boolean; is_featured_member: boolean }>(
      'SELECT is_member, is_featured_member FROM users WHERE id = $1',
      [userId],
    )
  )[0];
