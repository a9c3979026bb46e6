// Accounts: the account itself: reading it (and requiring one), finding a user by email or phone, the session a
// sign-in or a sign-up ends in, the verified phone numbers, the profile and deletion. Plain functions holding the
// rules; the /data/* routes and the pages both call them.
import { AppError } from '../../../core/errors.ts';
import { normalizeBdPhone } from '../../../core/phone.ts';
import type { AccountView } from '../../../core/accounts/account-view.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { AppServices } from '../../context.ts';
import { verifyPassword } from './passwords.ts';
import type { DeleteAccountInput, ProfileInput } from './schemas.ts';
import { isSuspended } from './people.ts';
import { hasSecondFactor } from './second-factor.ts';
import { createSession, type NewSession } from './sessions.ts';

export type AccountDeps = Pick<AppServices, 'db' | 'config' | 'counters' | 'sms' | 'email' | 'clock'>;

export interface SignedIn {
  readonly account: AccountView;
  /** Pending its second factor when the account has one on: POST /data/sessions/second-factor confirms it. */
  readonly session: NewSession & { readonly second_factor_pending: boolean };
}

export async function getAccount(db: Queryable, userId: number): Promise<AccountView | null> {
  const [row] = await db.query<{
    id: number;
    email: string | null;
    has_password: boolean;
    name: string;
    opt_out: boolean;
  }>(
    `SELECT id, email, password_hash IS NOT NULL AS has_password, name, opt_out
     FROM users WHERE id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  if (!row) return null;
  return {
    id: row.id,
    login: { email: row.email, has_password: row.has_password },
    profile: { name: row.name, opt_out: row.opt_out },
    recent_phone_numbers: await verifiedPhoneNumbers(db, userId),
    active_employer_dashboard: await hasEmployerDashboard(db, userId),
  };
}

/**
 * Whether the account has the employer dashboard (spec section 3 account.active_employer_dashboard): turned on by an
 * admin (the jobs module's employers table), verified as an employer in the back office, or with a job ad (decision
 * 123). The account view is read on every request, so this is one query with read-only joins (README.md).
 */
export async function hasEmployerDashboard(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ active: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM employers WHERE user_id = $1 AND active_employer_dashboard)
       OR EXISTS (SELECT 1 FROM users WHERE id = $1 AND employer_verified_at IS NOT NULL)
       OR EXISTS (
         WITH RECURSIVE job_categories AS (
           SELECT id FROM categories WHERE type IN ('jobs', 'overseas_jobs')
           UNION SELECT c.id FROM categories c JOIN job_categories j ON c.parent_id = j.id
         )
         SELECT 1 FROM ads WHERE user_id = $1 AND category_id IN (SELECT id FROM job_categories)
           AND status NOT IN ('draft', 'deactivated')
       ) AS active`,
    [userId],
  );
  return row?.active === true;
}

export async function requireAccount(db: Queryable, userId: number): Promise<AccountView> {
  const account = await getAccount(db, userId);
  if (!account) throw new AppError('UNAUTHORIZED');
  return account;
}

/**
 * Every way in ends here: a suspended account is refused (after its password or code was checked), and an account
 * with a second factor gets a session waiting for its code, unless the caller was already signed in with it.
 */
export async function signIn(deps: AccountDeps, userId: number, secondFactorDone = false): Promise<SignedIn> {
  if (await isSuspended(deps.db, userId)) throw new AppError('ACCOUNT_SUSPENDED');
  const pending = !secondFactorDone && (await hasSecondFactor(deps.db, userId));
  const session = await createSession(deps.db, userId, deps.config.SESSION_DAYS, pending);
  return { account: await requireAccount(deps.db, userId), session: { ...session, second_factor_pending: pending } };
}

/** The account an identifier names: an e-mail address, or a verified phone number (the latest to verify it). */
export async function findUserByIdentifier(
  db: Queryable,
  identifier: string,
): Promise<{ id: number; password_hash: string | null } | undefined> {
  if (identifier.includes('@')) {
    const [row] = await db.query<{ id: number; password_hash: string | null }>(
      'SELECT id, password_hash FROM users WHERE email = $1 AND deleted_at IS NULL',
      [identifier.toLowerCase()],
    );
    return row;
  }
  const phone = normalizeBdPhone(identifier);
  return phone ? findUserByPhone(db, phone) : undefined;
}

export async function findUserByPhone(db: Queryable, phone: string) {
  const [row] = await db.query<{ id: number; password_hash: string | null }>(
    `SELECT u.id, u.password_hash FROM phone_numbers p JOIN users u ON u.id = p.user_id
     WHERE p.number = $1 AND p.verified_at IS NOT NULL AND u.deleted_at IS NULL
     ORDER BY p.verified_at DESC LIMIT 1`,
    [phone],
  );
  return row;
}

export async function updateProfile(db: Queryable, userId: number, input: ProfileInput): Promise<AccountView> {
  await db.query('UPDATE users SET name = $2, opt_out = $3 WHERE id = $1 AND deleted_at IS NULL', [
    userId,
    input.name,
    input.opt_out,
  ]);
  return requireAccount(db, userId);
}

export async function checkCurrentPassword(db: Queryable, userId: number, password: string | undefined): Promise<void> {
  const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  if (!row) throw new AppError('UNAUTHORIZED');
  // An account made by Google or phone sign-in has no password to confirm with.
  if (row.password_hash && !(password && (await verifyPassword(password, row.password_hash)))) {
    throw new AppError('WRONG_PASSWORD');
  }
}

/** What erasing an account asks of the modules above accounts (the erasure flow, server/flows/erasure.ts). */
export interface ErasureRules {
  /** Takes the account's ads down, in the transaction that erases it (the ads module writes their status). */
  takeDownAdsOf(tx: Queryable, userId: number): Promise<void>;
}

/**
 * Deletes an account: its ads are taken down and its personal data erased, but the row stays (as a "deleted user")
 * so that chats keep their history for the other party.
 */
export async function deleteAccount(
  deps: AccountDeps,
  erasure: ErasureRules,
  userId: number,
  input: DeleteAccountInput,
): Promise<void> {
  await checkCurrentPassword(deps.db, userId, input.password);
  await deps.db.transaction(async (tx) => {
    await erasure.takeDownAdsOf(tx, userId);
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM known_devices WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM phone_numbers WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM user_identities WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM verifications WHERE user_id = $1', [userId]);
    await tx.query(
      `UPDATE users SET name = '', email = NULL, password_hash = NULL, opt_out = true, deleted_at = now()
       WHERE id = $1`,
      [userId],
    );
  });
}

export async function verifiedPhoneNumbers(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ number: string }>(
    `SELECT number FROM phone_numbers WHERE user_id = $1 AND verified_at IS NOT NULL ORDER BY verified_at DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => r.number);
}

/** Whether the account may show this number on an ad (only numbers it has verified). */
export async function hasVerifiedPhoneNumber(db: Queryable, userId: number, phone: string): Promise<boolean> {
  return (await verifiedPhoneNumbers(db, userId)).includes(phone);
}
