// Signing up: a pending sign-up, confirmed by its email link or phone code.
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { formatMessage } from '../../../core/i18n.ts';
import { claimLimits } from '../../adapters/rate-limits.ts';
import { outboundMessages } from './outbound-messages.ts';
import { hashPassword } from './passwords.ts';
import type { SignUpInput } from './schemas.ts';
import { consumeVerification, createEmailLink, findEmailLink, LINK_MINUTES } from './verifications.ts';
import { HOUR, signUpsFrom } from './account-limits.ts';
import { type AccountDeps, findUserByIdentifier, type SignedIn, signIn } from './account.ts';

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
