// Known devices (decision 58, OWASP's "device cookies"): a successful sign-in marks the browser or app with a random
// token (the `haat_device` cookie; only its hash is stored) for that account. Failed passwords lock an account only
// for devices it has not signed in from; a known device has a failure budget of its own, so an attacker guessing
// from elsewhere cannot lock the owner out, and cannot use the owner's budget without the owner's cookie.
import type { Queryable } from '../../adapters/database.ts';
import { DEVICE_DAYS } from '../../../core/accounts/device-label.ts';
import { hashToken, newToken } from './sessions.ts';

const wellFormed = (token: string | null | undefined): token is string =>
  typeof token === 'string' && /^[\w-]{43}$/.test(token);

/** Records that `token` (or, when it has none, a fresh token) signed in to the account; answers the token. */
export async function rememberDevice(db: Queryable, userId: number, token: string | null): Promise<string> {
  const device = wellFormed(token) ? token : newToken();
  await db.query(
    `INSERT INTO known_devices (token_hash, user_id) VALUES ($1, $2)
     ON CONFLICT (token_hash, user_id) DO UPDATE SET last_used_at = now()`,
    [hashToken(device), userId],
  );
  return device;
}

/** Whether `token` has signed in to the account within DEVICE_DAYS. */
export async function isKnownDevice(db: Queryable, userId: number, token: string | null): Promise<boolean> {
  if (!wellFormed(token)) return false;
  const rows = await db.query(
    `SELECT 1 FROM known_devices
     WHERE token_hash = $1 AND user_id = $2 AND last_used_at > now() - make_interval(days => $3)`,
    [hashToken(token), userId, DEVICE_DAYS],
  );
  return rows.length > 0;
}
