// Two-factor sign-in (ASVS V6.3.3, decision 189): TOTP (RFC 6238, otplib) with recovery codes. Anyone may
// enrol; an account with it on signs in with its password (or phone code, or Google) into a session that waits for
// a code (second_factor_pending) and grants nothing until confirmSecondFactor clears it. A code is accepted once:
// its time step must be later than the last accepted one (replay). Wrong codes count like wrong passwords.
import { randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { enforceLimits, refuseUsedUpLimits } from '../../adapters/rate-limits.ts';
import type { AppServices } from '../../context.ts';
import type { AccountView } from '../../../core/accounts/account-view.ts';
import { hashToken, type NewSession } from './sessions.ts';

interface PendingSession extends NewSession {
  readonly userId: number;
}

type Deps = Pick<AppServices, 'db' | 'counters' | 'clock'>;

const ISSUER = 'Haat';
const STEP_SECONDS = 30;
/** One step either side of now, for clocks a little off. */
const TOLERANCE = STEP_SECONDS;
const RECOVERY_CODES = 10;
/** A pending session must be confirmed within this many minutes of the password. */
const PENDING_MINUTES = 10;

export interface Enrolment {
  readonly secret: string;
  readonly otpauth_uri: string;
  readonly qr_svg: string;
}

const epochOf = (deps: Deps): number => Math.floor(deps.clock.now().getTime() / 1000);

/** Whether the account signs in with a second factor. */
export async function hasSecondFactor(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM second_factors WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId]);
  return rows.length > 0;
}

/** What the account's owner may know of its second factor: whether it is on, and how many recovery codes are left. */
export interface SecondFactorStatus {
  readonly enabled: boolean;
  readonly recovery_codes_left: number;
}

export async function secondFactorStatus(db: Queryable, userId: number): Promise<SecondFactorStatus> {
  const [row] = await db.query<{ enabled: boolean; left: number }>(
    `SELECT EXISTS (SELECT 1 FROM second_factors WHERE user_id = $1 AND enabled_at IS NOT NULL) AS enabled,
            (SELECT count(*)::int FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left`,
    [userId],
  );
  return { enabled: row?.enabled ?? false, recovery_codes_left: row?.enabled ? (row.left ?? 0) : 0 };
}

/** How the account is named in the authenticator app: its e-mail, or its name. */
export const enrolmentLabel = (account: AccountView): string => account.login.email ?? account.profile.name;

async function enrolmentOf(secret: string, label: string): Promise<Enrolment> {
  const otpauth_uri = generateURI({ issuer: ISSUER, label, secret });
  const qr_svg = await QRCode.toString(otpauth_uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauth_uri, qr_svg };
}

/**
 * Starts (or restarts) enrolment: a new secret, shown to its owner as text, otpauth URI and QR code until a first
 * code confirms it, and never after. An account that already has a second factor must turn it off first:
 * INVALID_TRANSITION.
 */
export async function startEnrolment(db: Queryable, userId: number, label: string): Promise<Enrolment> {
  const secret = newSecret();
  const rows = await db.query(
    `INSERT INTO second_factors (user_id, secret) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, created_at = now(), last_step = 0
       WHERE second_factors.enabled_at IS NULL
     RETURNING user_id`,
    [userId, secret],
  );
  if (rows.length === 0) throw new AppError('INVALID_TRANSITION');
  return enrolmentOf(secret, label);
}

/**
 * Enrols the account with a secret it already holds, with no first code and no recovery codes: for scripted set-ups
 * only (the demo's staff, `npm run admin:create -- --second-factor-secret`, the tests' staff), never for a request.
 */
export async function enrolWithSecret(db: Queryable, userId: number, secret: string): Promise<void> {
  await db.query(
    `INSERT INTO second_factors (user_id, secret, enabled_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, enabled_at = now(), last_step = 0`,
    [userId, secret],
  );
}

/** A new random secret (base32), for scripted set-ups. */
export const newSecret = (): string => generateSecret();

/** The enrolment waiting for its first code (the page shows it again after a wrong code), if any. */
export async function pendingEnrolment(db: Queryable, userId: number, label: string): Promise<Enrolment | null> {
  const [row] = await db.query<{ secret: string }>(
    'SELECT secret FROM second_factors WHERE user_id = $1 AND enabled_at IS NULL',
    [userId],
  );
  return row ? enrolmentOf(row.secret, label) : null;
}

/** The time step of a right code for this account that is later than the last one used; null otherwise. */
async function acceptedStep(deps: Deps, secret: string, lastStep: number, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = epochOf(deps);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE });
  if (!result.valid) return null;
  const step = Math.floor(epoch / STEP_SECONDS) + result.delta;
  return step > lastStep ? step : null;
}

/** Failed codes count per account, as failed passwords do (10 in 15 minutes, 50 a day). */
const failureLimits = (userId: number) => [
  { key: `2fa:fail:q:${userId}`, max: 10, windowSeconds: 15 * 60 },
  { key: `2fa:fail:d:${userId}`, max: 50, windowSeconds: 24 * 3600 },
];

async function refuseCode(deps: Deps, userId: number): Promise<never> {
  await enforceLimits(deps.counters, failureLimits(userId));
  throw new AppError('INVALID_CODE');
}

/**
 * Confirms enrolment with a first code; answers the recovery codes, shown this once. The account's other sessions
 * end (decision 190): each was signed in without the second factor, and from now on every session has given one.
 */
export async function confirmEnrolment(
  deps: Deps,
  userId: number,
  currentSessionId: number,
  code: string,
): Promise<string[]> {
  await refuseUsedUpLimits(deps.counters, failureLimits(userId));
  const [row] = await deps.db.query<{ secret: string; last_step: string }>(
    'SELECT secret, last_step FROM second_factors WHERE user_id = $1 AND enabled_at IS NULL',
    [userId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  const step = await acceptedStep(deps, row.secret, Number(row.last_step), code);
  if (step === null) return refuseCode(deps, userId);
  const codes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(10).toString('hex'));
  await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE second_factors SET enabled_at = now(), last_step = $2 WHERE user_id = $1', [userId, step]);
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
    await tx.query('INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [
      userId,
      codes.map(hashToken),
    ]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, currentSessionId]);
  });
  return codes;
}

/**
 * Turns the second factor off, with a code or recovery code as proof that the owner holds it (a stolen session
 * alone cannot). Staff lose their powers with it (decision 190) until they enrol again.
 */
export async function disableSecondFactor(deps: Deps, userId: number, code: string): Promise<void> {
  await refuseUsedUpLimits(deps.counters, failureLimits(userId));
  if (!(await hasSecondFactor(deps.db, userId))) throw new AppError('NOT_FOUND');
  if (!(await useCode(deps, userId, code))) return refuseCode(deps, userId);
  await deps.db.transaction(async (tx) => {
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM second_factors WHERE user_id = $1', [userId]);
  });
}

/** Uses the code (TOTP) or recovery code once; false when neither is right. */
async function useCode(deps: Deps, userId: number, code: string): Promise<boolean> {
  const [row] = await deps.db.query<{ secret: string; last_step: string }>(
    'SELECT secret, last_step FROM second_factors WHERE user_id = $1 AND enabled_at IS NOT NULL',
    [userId],
  );
  if (!row) return false;
  const step = await acceptedStep(deps, row.secret, Number(row.last_step), code);
  if (step !== null) {
    const updated = await deps.db.query(
      'UPDATE second_factors SET last_step = $2 WHERE user_id = $1 AND last_step < $2 RETURNING user_id',
      [userId, step],
    );
    return updated.length > 0;
  }
  const recovery = code.trim().toLowerCase().replace(/[\s-]/g, '');
  if (!/^[0-9a-f]{20}$/.test(recovery)) return false;
  const used = await deps.db.query(
    `UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
     RETURNING user_id`,
    [userId, hashToken(recovery)],
  );
  return used.length > 0;
}

/**
 * The second step of signing in: the session the token names, waiting for its code, is confirmed by a right code
 * or unused recovery code. An unknown, confirmed or stale session is UNAUTHORIZED (sign in again).
 */
export async function confirmSecondFactor(deps: Deps, token: string, code: string): Promise<PendingSession> {
  const [row] = await deps.db.query<{ id: number; user_id: number; expires_at: Date }>(
    `SELECT id, user_id, expires_at FROM sessions WHERE token_hash = $1 AND second_factor_pending
       AND created_at > now() - make_interval(mins => $2)`,
    [hashToken(token), PENDING_MINUTES],
  );
  if (!row) throw new AppError('UNAUTHORIZED');
  const userId = Number(row.user_id);
  await refuseUsedUpLimits(deps.counters, failureLimits(userId));
  if (!(await useCode(deps, userId, code))) return refuseCode(deps, userId);
  await deps.db.query('UPDATE sessions SET second_factor_pending = false WHERE id = $1', [row.id]);
  return { id: Number(row.id), userId, token, expiresAt: new Date(row.expires_at) };
}

/** The current code of a secret (the demo's `npm run totp` and the tests). */
export const currentCode = (secret: string, now: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
