// Accounts: sign-up, sign-in by password, phone code or Google, sessions, profile, password, phone
// numbers and deletion. Plain functions holding the rules; the /data/* routes and the pages both call them.
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { formatMessage } from '../../../core/i18n.ts';
import { normalizeBdPhone } from '../../../core/phone.ts';
import type { AccountView } from '../../../core/accounts/account-view.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { claimLimits, enforceLimits, type Limit } from '../../adapters/rate-limits.ts';
import { requireSending } from '../../adapters/messaging.ts';
import type { AppServices } from '../../context.ts';
import { outboundMessages } from './outbound-messages.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import type {
  DeleteAccountInput,
  PasswordChangeInput,
  PasswordResetInput,
  PasswordSignInInput,
  PhoneSignInInput,
  ProfileInput,
  SignUpInput,
} from './schemas.ts';
import { isKnownDevice } from './devices.ts';
import { isSuspended } from './people.ts';
import { confirmSecondFactor, hasSecondFactor } from './second-factor.ts';
import { createSession, hashToken, type NewSession, revokeAllSessions } from './sessions.ts';
import {
  type CodeSent,
  checkPhoneCode,
  consumeVerification,
  createEmailLink,
  findEmailLink,
  LINK_MINUTES,
  sendPhoneCode,
} from './verifications.ts';

export type AccountDeps = Pick<AppServices, 'db' | 'config' | 'counters' | 'sms' | 'email' | 'clock'>;

export interface SignedIn {
  readonly account: AccountView;
  /** Pending its second factor when the account has one on: POST /data/sessions/second-factor confirms it. */
  readonly session: NewSession & { readonly second_factor_pending: boolean };
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * The flood guards per address (decision 234): a carrier NAT puts thousands of subscribers behind one address, so
 * these only stop floods; the limits on the account, the number and the device carry the protection. Failed
 * sign-ins (password, phone code, Google) count here, successful ones never do.
 */
const signInFailuresFrom = (ip: string): Limit[] => [
  { key: 'login:fail:ip:10m', ip, max: 100, windowSeconds: 10 * MINUTE },
  { key: 'login:fail:ip:d', ip, max: 1000, windowSeconds: DAY },
];
const signUpsFrom = (ip: string): Limit[] => [
  { key: 'signup:ip:10m', ip, max: 100, windowSeconds: 10 * MINUTE },
  { key: 'signup:ip:d', ip, max: 1000, windowSeconds: DAY },
];
const resetsFrom = (ip: string): Limit[] => [
  { key: 'reset:ip:10m', ip, max: 100, windowSeconds: 10 * MINUTE },
  { key: 'reset:ip:d', ip, max: 1000, windowSeconds: DAY },
];

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

async function requireAccount(db: Queryable, userId: number): Promise<AccountView> {
  const account = await getAccount(db, userId);
  if (!account) throw new AppError('UNAUTHORIZED');
  return account;
}

/**
 * Every way in ends here: a suspended account is refused (after its password or code was checked), and an account
 * with a second factor gets a session waiting for its code, unless the caller was already signed in with it.
 */
async function signIn(deps: AccountDeps, userId: number, secondFactorDone = false): Promise<SignedIn> {
  if (await isSuspended(deps.db, userId)) throw new AppError('ACCOUNT_SUSPENDED');
  const pending = !secondFactorDone && (await hasSecondFactor(deps.db, userId));
  const session = await createSession(deps.db, userId, deps.config.SESSION_DAYS, pending);
  return { account: await requireAccount(deps.db, userId), session: { ...session, second_factor_pending: pending } };
}

/** A sign-up waiting for its e-mail link: what the account will be made of. */
interface PendingSignUp {
  readonly name: string;
  readonly password_hash: string;
  readonly opt_out: boolean;
}

/**
 * Starts a sign-up. The answer is the same whether or not the address has an account: a new address gets a link
 * that makes the account, a registered one gets a note pointing to login and password reset.
 */
export async function startSignUp(
  deps: AccountDeps,
  ip: string,
  locale: Locale,
  input: SignUpInput,
  redirectPath = '/',
): Promise<void> {
  await claimLimits(deps.counters, [
    // an address is not mailed more than a few times an hour, whoever asks
    [{ key: `signup:email:h:${input.email}`, max: 3, windowSeconds: HOUR }],
    signUpsFrom(ip),
  ]);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByIdentifier(deps.db, input.email);
  const base = `${deps.config.PUBLIC_URL}/${locale}/users`;
  if (existing) {
    const t = (key: 'signUpTakenSubject' | 'signUpTakenBody') =>
      formatMessage(outboundMessages, locale, key, { login: `${base}/login`, reset: `${base}/forgot-password` });
    await deps.email.send({ to: input.email, subject: t('signUpTakenSubject'), text: t('signUpTakenBody') });
    return;
  }
  const payload: PendingSignUp = { name: input.name, password_hash: passwordHash, opt_out: input.opt_out };
  const token = await createEmailLink(deps.db, { purpose: 'signup', email: input.email, userId: null, payload });
  const link = `${base}/confirm-email?${new URLSearchParams({ token, 'redirect-url': redirectPath })}`;
  const t = (key: 'signUpSubject' | 'signUpBody') =>
    formatMessage(outboundMessages, locale, key, { link, minutes: LINK_MINUTES });
  await deps.email.send({ to: input.email, subject: t('signUpSubject'), text: t('signUpBody') });
}

/** Opens an e-mailed sign-up link: makes the account and signs it in. A used, expired or unknown link fails alike. */
export async function confirmSignUp(deps: AccountDeps, token: string): Promise<SignedIn> {
  const link = await findEmailLink(deps.db, 'signup', token);
  if (!link) throw new AppError('INVALID_CODE');
  const pending = link.payload as PendingSignUp;
  const userId = await deps.db.transaction(async (tx) => {
    await consumeVerification(tx, link.id);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (name, email, password_hash, opt_out) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [pending.name, link.target, pending.password_hash, pending.opt_out],
    );
    // Two links for one address: the first one opened made the account.
    if (!row) throw new AppError('INVALID_CODE');
    return row.id;
  });
  return signIn(deps, userId);
}

/** The account an identifier names: an e-mail address, or a verified phone number (the latest to verify it). */
async function findUserByIdentifier(
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

async function findUserByPhone(db: Queryable, phone: string) {
  const [row] = await db.query<{ id: number; password_hash: string | null }>(
    `SELECT u.id, u.password_hash FROM phone_numbers p JOIN users u ON u.id = p.user_id
     WHERE p.number = $1 AND p.verified_at IS NOT NULL AND u.deleted_at IS NULL
     ORDER BY p.verified_at DESC LIMIT 1`,
    [phone],
  );
  return row;
}

/**
 * Password sign-in (decision 234). Only failed tries count: against the account, apart for each device that has
 * signed in to it before (decision 59: an attacker's wrong guesses lock the account for unknown devices, never for
 * its owner's known ones), and, from unknown devices, against the caller's address as a flood guard. A try is
 * claimed before the password is checked and given back when it is right, so parallel guesses cannot overshoot and
 * a right password is never counted. One answer for an unknown identifier and a wrong password, taking the same
 * time: nothing is revealed.
 */
export async function signInWithPassword(
  deps: AccountDeps,
  ip: string,
  input: PasswordSignInInput,
  device: string | null,
): Promise<SignedIn> {
  const identifier = input.identifier.trim().toLowerCase();
  const user = await findUserByIdentifier(deps.db, identifier);
  // An account's e-mail and numbers share its budget; an identifier with no account has one of its own.
  const who = user ? `user:${user.id}` : (normalizeBdPhone(identifier) ?? identifier);
  const known = Boolean(user && device && (await isKnownDevice(deps.db, user.id, device)));
  const lane = known && device ? hashToken(device) : 'any';
  const claim = await claimLimits(deps.counters, [
    [
      { key: `login:fail:${lane}:q:${who}`, max: 10, windowSeconds: 15 * MINUTE },
      { key: `login:fail:${lane}:d:${who}`, max: 50, windowSeconds: DAY },
    ],
    // A known device guesses only at the accounts it has signed in to: the address's crowd cannot lock it out.
    ...(known ? [] : [signInFailuresFrom(ip)]),
  ]);
  if (user?.password_hash && (await verifyPassword(input.password, user.password_hash))) {
    await claim.release();
    return signIn(deps, user.id);
  }
  if (!user?.password_hash) await burnPasswordCheck(input.password);
  throw new AppError('INVALID_CREDENTIALS');
}

/** The second step of signing in an account with a second factor: its session, confirmed by a code. */
export async function signInWithSecondFactor(deps: AccountDeps, token: string, code: string): Promise<SignedIn> {
  const { userId, ...session } = await confirmSecondFactor(deps, token, code);
  return { account: await requireAccount(deps.db, userId), session: { ...session, second_factor_pending: false } };
}

/**
 * Step 1 of phone sign-in: a code is sent whether or not the number has an account. A device that has signed in to
 * the number's account asks on a budget of its own (decision 234), which nobody asking for the number can use up.
 */
export async function sendLoginCode(
  deps: AccountDeps,
  ip: string,
  locale: Locale,
  phone: string,
  device: string | null = null,
): Promise<CodeSent> {
  const owner = device ? await findUserByPhone(deps.db, phone) : undefined;
  const ownerDevice = owner && (await isKnownDevice(deps.db, owner.id, device)) ? device : null;
  return sendPhoneCode(
    { ...deps, otpLength: deps.config.OTP_LENGTH },
    { purpose: 'phone_login', phone, userId: null, ip, locale, ownerDevice },
  );
}

export type PhoneSignInResult = ({ status: 'signed_in' } & SignedIn) | { status: 'needs_profile' };

/**
 * Steps 2 and 3 of phone sign-in (spec section 3 stepCount). A right code for a number with an account signs in;
 * for a new number it asks for a name (the code stays valid for that step) and then makes the account.
 */
export async function signInWithPhone(
  deps: AccountDeps,
  ip: string,
  input: PhoneSignInInput,
): Promise<PhoneSignInResult> {
  // A wrong code counts against the address (a right one is given back); each code allows 3 tries (decision 62).
  const claim = await claimLimits(deps.counters, [signInFailuresFrom(ip)]);
  const verification = await checkPhoneCode(deps.db, 'phone_login', input.token, input.otp);
  await claim.release();
  const existing = await findUserByPhone(deps.db, verification.target);
  if (existing) {
    await consumeVerification(deps.db, verification.id);
    return { status: 'signed_in', ...(await signIn(deps, existing.id)) };
  }
  if (!input.first_name) return { status: 'needs_profile' };
  await claimLimits(deps.counters, [signUpsFrom(ip)]);
  const name = [input.first_name, input.last_name].filter(Boolean).join(' ');
  const userId = await deps.db.transaction(async (tx) => {
    await consumeVerification(tx, verification.id);
    const [user] = await tx.query<{ id: number }>('INSERT INTO users (name) VALUES ($1) RETURNING id', [name]);
    if (!user) throw new Error('user not created');
    await tx.query('INSERT INTO phone_numbers (user_id, number, verified_at) VALUES ($1, $2, now())', [
      user.id,
      verification.target,
    ]);
    return user.id;
  });
  return { status: 'signed_in', ...(await signIn(deps, userId)) };
}

// Google's signing keys, parsed once per configured value (the JWKS is given, not fetched: offline verification).
const keySets = new Map<string, ReturnType<typeof createLocalJWKSet>>();
function googleKeys(jwks: string) {
  let keys = keySets.get(jwks);
  if (!keys) {
    const text = jwks.trimStart().startsWith('{') ? jwks : readFileSync(jwks, 'utf8');
    keys = createLocalJWKSet(JSON.parse(text) as JSONWebKeySet);
    keySets.set(jwks, keys);
  }
  return keys;
}

/** Google sign-in: a verified ID token for our client id finds the linked account, or links or makes one. */
export async function signInWithGoogle(deps: AccountDeps, ip: string, identityToken: string): Promise<SignedIn> {
  const { GOOGLE_CLIENT_ID, GOOGLE_JWKS } = deps.config;
  if (!GOOGLE_CLIENT_ID || !GOOGLE_JWKS) throw new AppError('SERVICE_UNAVAILABLE', undefined, 'Google sign-in off');
  // A token that does not verify counts against the address; one that does is given back (decision 234).
  const claim = await claimLimits(deps.counters, [signInFailuresFrom(ip)]);
  let claims: { sub?: string; email?: unknown; email_verified?: unknown; name?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(identityToken, googleKeys(GOOGLE_JWKS), {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: GOOGLE_CLIENT_ID,
      algorithms: ['RS256'],
    }));
  } catch {
    throw new AppError('GOOGLE_SIGN_IN_FAILED');
  }
  await claim.release();
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  // An address Google has not verified must not take over the account that owns it here.
  if (!claims.sub || !email || claims.email_verified !== true) throw new AppError('GOOGLE_SIGN_IN_FAILED');
  const subject = claims.sub;
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 80) : email.replace(/@.*/, '');
  const userId = await deps.db.transaction(async (tx) => {
    const [linked] = await tx.query<{ user_id: number }>(
      `SELECT i.user_id FROM user_identities i JOIN users u ON u.id = i.user_id
       WHERE i.provider = 'google' AND i.subject = $1 AND u.deleted_at IS NULL`,
      [subject],
    );
    if (linked) return linked.user_id;
    const [byEmail] = await tx.query<{ id: number }>('SELECT id FROM users WHERE email = $1 AND deleted_at IS NULL', [
      email,
    ]);
    const id =
      byEmail?.id ??
      (await tx.query<{ id: number }>('INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id', [name, email]))[0]
        ?.id;
    if (!id) throw new Error('user not created');
    await tx.query(
      `INSERT INTO user_identities (provider, subject, user_id) VALUES ('google', $1, $2)
       ON CONFLICT (provider, subject) DO UPDATE SET user_id = EXCLUDED.user_id`,
      [subject, id],
    );
    return id;
  });
  return signIn(deps, userId);
}

export async function updateProfile(db: Queryable, userId: number, input: ProfileInput): Promise<AccountView> {
  await db.query('UPDATE users SET name = $2, opt_out = $3 WHERE id = $1 AND deleted_at IS NULL', [
    userId,
    input.name,
    input.opt_out,
  ]);
  return requireAccount(db, userId);
}

async function checkCurrentPassword(db: Queryable, userId: number, password: string | undefined): Promise<void> {
  const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  if (!row) throw new AppError('UNAUTHORIZED');
  // An account made by Google or phone sign-in has no password to confirm with.
  if (row.password_hash && !(password && (await verifyPassword(password, row.password_hash)))) {
    throw new AppError('WRONG_PASSWORD');
  }
}

/** Sets a new password and signs out every session, the current one included; the caller gets a fresh one. */
export async function changePassword(deps: AccountDeps, userId: number, input: PasswordChangeInput): Promise<SignedIn> {
  await enforceLimits(deps.counters, [{ key: `password:user:${userId}`, max: 10, windowSeconds: HOUR }]);
  await checkCurrentPassword(deps.db, userId, input.current_password);
  const hash = await hashPassword(input.password);
  await deps.db.transaction((tx) => setPassword(tx, userId, hash));
  return signIn(deps, userId, true);
}

/**
 * Every way a password changes goes through here (decision 58): the new hash, every outstanding reset link or code
 * of the account voided (a used, superseded or forgotten one alike), and every session ended (the caller signs the
 * device that made the change in again, if it should stay signed in).
 */
async function setPassword(tx: Queryable, userId: number, hash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND deleted_at IS NULL', [userId, hash]);
  await tx.query(
    `UPDATE verifications SET used_at = now() WHERE user_id = $1 AND purpose = 'password_reset' AND used_at IS NULL`,
    [userId],
  );
  await revokeAllSessions(tx, userId);
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

export async function sendAddPhoneCode(
  deps: AccountDeps,
  userId: number,
  ip: string,
  locale: Locale,
  phone: string,
): Promise<CodeSent> {
  return sendPhoneCode(
    { ...deps, otpLength: deps.config.OTP_LENGTH },
    { purpose: 'add_phone', phone, userId, ip, locale },
  );
}

/** Adds the number the code was sent to; a code sent for another account is refused like a wrong one. */
export async function verifyAddedPhone(
  db: Queryable,
  userId: number,
  input: { token: string; otp: string },
): Promise<string[]> {
  const verification = await checkPhoneCode(db, 'add_phone', input.token, input.otp);
  if (verification.userId !== userId) throw new AppError('INVALID_CODE');
  await consumeVerification(db, verification.id);
  await db.query(
    `INSERT INTO phone_numbers (user_id, number, verified_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id, number) DO UPDATE SET verified_at = now()`,
    [userId, verification.target],
  );
  return verifiedPhoneNumbers(db, userId);
}

export async function deletePhoneNumber(db: Queryable, userId: number, phone: string): Promise<string[]> {
  const rows = await db.query('DELETE FROM phone_numbers WHERE user_id = $1 AND number = $2 RETURNING id', [
    userId,
    phone,
  ]);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return verifiedPhoneNumbers(db, userId);
}

/**
 * How a reset continues; the same for an identifier with or without an account. With the channel's messages off,
 * both get 503 MESSAGING_UNAVAILABLE, before the account is looked up (decision 233).
 */
export type ResetStarted = { channel: 'email' } | ({ channel: 'sms' } & CodeSent);

export async function requestPasswordReset(
  deps: AccountDeps,
  ip: string,
  locale: Locale,
  identifier: string,
): Promise<ResetStarted> {
  const value = identifier.trim().toLowerCase();
  if (value.includes('@')) {
    requireSending(deps.email, 'e-mail');
    await enforceLimits(deps.counters, [
      { key: `reset:email:h:${value}`, max: 5, windowSeconds: HOUR },
      ...resetsFrom(ip),
    ]);
    const user = await findUserByIdentifier(deps.db, value);
    if (user) {
      const token = await createEmailLink(deps.db, { purpose: 'password_reset', email: value, userId: user.id });
      const link = `${deps.config.PUBLIC_URL}/${locale}/users/reset-password?token=${token}`;
      const t = (key: 'resetSubject' | 'resetBody') =>
        formatMessage(outboundMessages, locale, key, { link, minutes: LINK_MINUTES });
      await deps.email.send({ to: value, subject: t('resetSubject'), text: t('resetBody') });
    }
    return { channel: 'email' };
  }
  const phone = normalizeBdPhone(value);
  if (!phone) throw new AppError('VALIDATION_FAILED', [{ path: 'body.identifier', message: 'identifier_invalid' }]);
  requireSending(deps.sms, 'SMS');
  await enforceLimits(deps.counters, resetsFrom(ip));
  const user = await findUserByPhone(deps.db, phone);
  const sent = await sendPhoneCode(
    { ...deps, otpLength: deps.config.OTP_LENGTH },
    { purpose: 'password_reset', phone, userId: user?.id ?? null, ip, locale, deliver: Boolean(user) },
  );
  return { channel: 'sms', ...sent };
}

/** Sets the new password from an e-mailed link or an SMS code, and signs the account out everywhere. */
export async function resetPassword(db: Database, input: PasswordResetInput): Promise<void> {
  const verification = input.otp
    ? await checkPhoneCode(db, 'password_reset', input.token, input.otp)
    : await findEmailLink(db, 'password_reset', input.token);
  if (!verification?.userId) throw new AppError('INVALID_CODE');
  const hash = await hashPassword(input.password);
  const userId = verification.userId;
  await db.transaction(async (tx) => {
    await consumeVerification(tx, verification.id);
    await setPassword(tx, userId, hash);
  });
}
