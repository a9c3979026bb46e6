// Signing in: by password, by phone code or with Google, and the second factor that completes a sign-in.
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { normalizeBdPhone } from '../../../core/phone.ts';
import { claimLimits } from '../../adapters/rate-limits.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import type { PasswordSignInInput, PhoneSignInInput } from './schemas.ts';
import { isKnownDevice } from './devices.ts';
import { confirmSecondFactor } from './second-factor.ts';
import { hashToken } from './sessions.ts';
import { type CodeSent, checkPhoneCode, consumeVerification, sendPhoneCode } from './verifications.ts';
import { DAY, MINUTE, signInFailuresFrom, signUpsFrom } from './account-limits.ts';
import {
  type AccountDeps,
  findUserByIdentifier,
  findUserByPhone,
  requireAccount,
  type SignedIn,
  signIn,
} from './account.ts';

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
  return sendPhoneCode(deps, { purpose: 'phone_login', phone, userId: null, ip, locale, ownerDevice });
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
