// Changing a password: by the signed-in owner (the current password checked), or by a reset link or code.
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { formatMessage } from '../../../core/i18n.ts';
import { normalizeBdPhone } from '../../../core/phone.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { enforceLimits } from '../../adapters/rate-limits.ts';
import { requireSending } from '../../adapters/messaging.ts';
import { outboundMessages } from './outbound-messages.ts';
import { hashPassword } from './passwords.ts';
import type { PasswordChangeInput, PasswordResetInput } from './schemas.ts';
import { revokeAllSessions } from './sessions.ts';
import {
  type CodeSent,
  checkPhoneCode,
  consumeVerification,
  createEmailLink,
  findEmailLink,
  LINK_MINUTES,
  sendPhoneCode,
} from './verifications.ts';
import { HOUR, resetsFrom } from './account-limits.ts';
import {
  type AccountDeps,
  checkCurrentPassword,
  findUserByIdentifier,
  findUserByPhone,
  type SignedIn,
  signIn,
} from './account.ts';

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
  const sent = await sendPhoneCode(deps, {
    purpose: 'password_reset',
    phone,
    userId: user?.id ?? null,
    ip,
    locale,
    deliver: Boolean(user),
  });
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
