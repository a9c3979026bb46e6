// One-time proofs of owning a phone number (an SMS code) or an e-mail address (a link). The client keeps a random
// token; the database keeps its hash and, for SMS, the hash of the code. A code allows MAX_ATTEMPTS tries and
// lives CODE_MINUTES. Sending is limited per requester (the account, the owner's device or the address) first, so
// the endpoints cannot bomb a phone, then paced per number so briefly that nobody can block a number for long
// (decisions 62 and 234).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { formatMessage } from '../../../core/i18n.ts';
import type { Queryable } from '../../adapters/database.ts';
import { claimLimits, type CounterStore, type Limit } from '../../adapters/rate-limits.ts';
import type { SmsSender } from '../../adapters/sms.ts';
import type { Config } from '../../config.ts';
import { outboundMessages } from './outbound-messages.ts';
import { hashToken, newToken } from './sessions.ts';

export type Purpose = 'add_phone' | 'phone_login' | 'password_reset' | 'signup';

const HOUR = 3600;
const DAY = 24 * HOUR;

export const CODE_MINUTES = 5;
export const LINK_MINUTES = 60;
/** Tries per code (decision 62). */
export const MAX_ATTEMPTS = 3;
/** Seconds before the same requester may have another code sent to the same number (the resend cooldown). */
export const RESEND_SECONDS = 60;
/**
 * Codes sent to one number, whoever asks, within NUMBER_WINDOW_SECONDS: the pacing that bounds the guesses anyone
 * gets at a number's codes, short enough that a number someone keeps busy gets codes again within 15 minutes.
 */
export const NUMBER_CODES = 3;
export const NUMBER_WINDOW_SECONDS = 15 * 60;
/**
 * Codes one requester may have sent to one number in a day (decision 234): more than one window's NUMBER_CODES
 * and fewer than two, so a stranger alone fills the number's pacing once, never again that day.
 */
export const REQUESTER_CODES = 5;
/** Codes sent at the asking of one address (decision 234): a flood guard, wide enough for a carrier NAT's crowd. */
export const ADDRESS_CODES = { tenMinutes: 100, day: 1000 } as const;

/**
 * The most guesses anyone gets at one number's codes in a day, and the chance that one of them is right, for codes
 * of `otpLength` digits (decision 62: at most 1 in 1,000 a day; OTP_LENGTH is at least 6 for that).
 */
export function guessingBudget(otpLength: number): { guessesPerDay: number; chancePerDay: number } {
  const guessesPerDay = NUMBER_CODES * (DAY / NUMBER_WINDOW_SECONDS) * MAX_ATTEMPTS;
  return { guessesPerDay, chancePerDay: guessesPerDay / 10 ** otpLength };
}

/** What the client needs for the next step (spec section 3 phone-number context: token, otpLength). */
export interface CodeSent {
  readonly token: string;
  readonly otp_length: number;
  readonly expires_in: number;
  readonly resend_in: number;
}

const hashCode = (token: string, code: string) => createHash('sha256').update(`${token}:${code}`).digest();

/**
 * Who asks for a code, for the limits per requester (decision 234): the account adding a number to itself; a device
 * that has signed in to the account owning the number (`ownerDevice`, checked by the caller), which has a budget of
 * its own that nobody else can use up; otherwise the address it asks from.
 */
function requesterOf(request: { purpose: Purpose; userId: number | null; ownerDevice?: string | null; ip: string }): {
  key: string;
  ip?: string;
  owner: boolean;
} {
  if (request.ownerDevice) return { key: `device:${hashToken(request.ownerDevice)}`, owner: true };
  if (request.purpose === 'add_phone' && request.userId !== null)
    return { key: `user:${request.userId}`, owner: false };
  return { key: 'ip', ip: request.ip, owner: false };
}

/**
 * The limits of one code request, in the order they are claimed (decision 234): the requester's own (a cooldown per
 * purpose, and REQUESTER_CODES a day for the number), then, unless it is the owner's device, the address flood
 * guard and the number's pacing shared by everyone else. A request refused at any stage counts nowhere.
 */
export function codeLimits(request: {
  purpose: Purpose;
  phone: string;
  userId: number | null;
  ownerDevice?: string | null;
  ip: string;
}): Limit[][] {
  const { phone } = request;
  const { key: who, ip, owner } = requesterOf(request);
  const mine = (key: string, max: number, windowSeconds: number): Limit =>
    ip === undefined ? { key: `${key}:${who}`, max, windowSeconds } : { key: `${key}:${who}`, ip, max, windowSeconds };
  const requester = [
    // Per purpose: adding a number and then logging in with it a moment later is normal.
    mine(`otp:cooldown:${request.purpose}:${phone}`, 1, RESEND_SECONDS),
    mine(`otp:sent:${phone}`, REQUESTER_CODES, DAY),
  ];
  if (owner) return [requester];
  return [
    requester,
    [
      { key: 'otp:ip:10m', ip: request.ip, max: ADDRESS_CODES.tenMinutes, windowSeconds: 10 * 60 },
      { key: 'otp:ip:d', ip: request.ip, max: ADDRESS_CODES.day, windowSeconds: DAY },
    ],
    // No daily cap per number: one was a lever to keep a number from its codes for a day (decision 62).
    [{ key: `otp:phone:${phone}`, max: NUMBER_CODES, windowSeconds: NUMBER_WINDOW_SECONDS }],
  ];
}

/**
 * The SMS with the code: the text in the recipient's language, then the origin-bound line of the WebOTP format
 * (`@host #code`, last line), so Android offers the code to this site only and fills it in (decision 256).
 */
export function codeSms(locale: Locale, code: string, publicUrl: string): string {
  const text = formatMessage(outboundMessages, locale, 'otpSms', { code, minutes: CODE_MINUTES });
  return `${text}\n\n@${new URL(publicUrl).host} #${code}`;
}

export async function sendPhoneCode(
  deps: { db: Queryable; counters: CounterStore; sms: SmsSender; config: Pick<Config, 'OTP_LENGTH' | 'PUBLIC_URL'> },
  request: {
    purpose: Purpose;
    phone: string;
    userId: number | null;
    ip: string;
    locale: Locale;
    deliver?: boolean;
    /** The requester's device, when it has signed in to the account that owns the number. */
    ownerDevice?: string | null;
  },
): Promise<CodeSent> {
  const { phone } = request;
  await claimLimits(deps.counters, codeLimits(request));
  const token = newToken();
  const otpLength = deps.config.OTP_LENGTH;
  const code = String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');
  await deps.db.query(
    `INSERT INTO verifications (purpose, channel, target, user_id, token_hash, code_hash, expires_at)
     VALUES ($1, 'sms', $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [request.purpose, phone, request.userId, hashToken(token), hashCode(token, code).toString('hex'), CODE_MINUTES],
  );
  // A reset for a number with no account answers the same but sends nothing (no account is revealed).
  if (request.deliver !== false) await deps.sms.send(phone, codeSms(request.locale, code, deps.config.PUBLIC_URL));
  return { token, otp_length: otpLength, expires_in: CODE_MINUTES * 60, resend_in: RESEND_SECONDS };
}

export interface Verification {
  readonly id: number;
  readonly target: string;
  readonly userId: number | null;
}

/**
 * Checks an SMS code against its token, counting the try first (so parallel guesses cannot exceed the limit).
 * Every failure is the same INVALID_CODE: unknown, used, expired, exhausted or wrong.
 */
export async function checkPhoneCode(
  db: Queryable,
  purpose: Purpose,
  token: string,
  code: string,
): Promise<Verification> {
  const [row] = await db.query<{ id: number; target: string; user_id: number | null; code_hash: string }>(
    `UPDATE verifications SET attempts = attempts + 1
     WHERE token_hash = $1 AND purpose = $2 AND channel = 'sms' AND used_at IS NULL AND expires_at > now()
       AND attempts < $3
     RETURNING id, target, user_id, code_hash`,
    [hashToken(token), purpose, MAX_ATTEMPTS],
  );
  if (!row || !timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(token, code))) {
    throw new AppError('INVALID_CODE');
  }
  return { id: row.id, target: row.target, userId: row.user_id };
}

/** Marks a verification used; only one caller wins a race for it. */
export async function consumeVerification(db: Queryable, id: number): Promise<void> {
  const rows = await db.query(
    'UPDATE verifications SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  if (rows.length === 0) throw new AppError('INVALID_CODE');
}

export type EmailPurpose = Extract<Purpose, 'password_reset' | 'signup'>;

/** An e-mailed link: the token is the whole secret. `payload` carries what the link completes (a pending sign-up). */
export async function createEmailLink(
  db: Queryable,
  link: { purpose: EmailPurpose; email: string; userId: number | null; payload?: unknown },
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO verifications (purpose, channel, target, user_id, token_hash, payload, expires_at)
     VALUES ($1, 'email', $2, $3, $4, $5::jsonb, now() + make_interval(mins => $6))`,
    [link.purpose, link.email, link.userId, hashToken(token), JSON.stringify(link.payload ?? null), LINK_MINUTES],
  );
  return token;
}

export async function findEmailLink(
  db: Queryable,
  purpose: EmailPurpose,
  token: string,
): Promise<(Verification & { readonly payload: unknown }) | null> {
  const [row] = await db.query<{ id: number; target: string; user_id: number | null; payload: unknown }>(
    `SELECT id, target, user_id, payload FROM verifications
     WHERE token_hash = $1 AND purpose = $2 AND channel = 'email' AND used_at IS NULL AND expires_at > now()`,
    [hashToken(token), purpose],
  );
  return row ? { id: row.id, target: row.target, userId: row.user_id, payload: row.payload } : null;
}
