// An account's phone numbers: the verified ones, adding one (by a code sent to it) and deleting one.
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { type CodeSent, checkPhoneCode, consumeVerification, sendPhoneCode } from './verifications.ts';
import { type AccountDeps, verifiedPhoneNumbers } from './account.ts';

export async function sendAddPhoneCode(
  deps: AccountDeps,
  userId: number,
  ip: string,
  locale: Locale,
  phone: string,
): Promise<CodeSent> {
  return sendPhoneCode(deps, { purpose: 'add_phone', phone, userId, ip, locale });
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
