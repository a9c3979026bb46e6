// Chat identity tokens (spec section 3 "Chat auth: identity_token"): a short-lived signed token that opens the chat
// socket without the session cookie, so the apps and the site connect the same way. The signing key lives in the
// database, so every server process accepts the tokens of every other. A token names the session it was issued to
// and works only while that session lives: logging out (or a password change) ends its chat tokens too.
import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { isSessionAlive } from '../accounts/index.ts';

const keys = new WeakMap<Queryable, Promise<Uint8Array>>();

function signingKey(db: Queryable): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      // The first process to need a key makes it; the others read that one.
      await db.query('INSERT INTO chat_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = await db.query<{ secret: string }>('SELECT secret FROM chat_keys WHERE id = 1');
      if (!row) throw new Error('chat signing key missing');
      return Buffer.from(row.secret, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export interface ChatToken {
  readonly identity_token: string;
  /** When the token stops working (ISO 8601); clients renew it 2 minutes before (spec section 9). */
  readonly expires_at: string;
}

export async function issueChatToken(
  db: Queryable,
  viewer: { readonly userId: number; readonly sessionId: number },
  ttlSeconds: number,
): Promise<ChatToken> {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({ scope: 'chat', sid: viewer.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(viewer.userId))
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(await signingKey(db));
  return { identity_token: token, expires_at: new Date(expires * 1000).toISOString() };
}

export interface ChatIdentity {
  readonly userId: number;
  /** The session the token was issued to; the token dies with it. */
  readonly sessionId: number;
  /** Epoch milliseconds after which the token must be renewed. */
  readonly expiresAt: number;
}

/**
 * The identity in a token; TOKEN_EXPIRED (403, "Token is expired.") when it has run out, UNAUTHORIZED when bad or
 * when its session has ended (logout: spec section 8 signs the client out on a 401).
 */
export async function verifyChatToken(db: Queryable, token: string): Promise<ChatIdentity> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(db), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const sessionId = Number(payload.sid);
    if (payload.scope !== 'chat' || !Number.isSafeInteger(userId) || !Number.isSafeInteger(sessionId) || !payload.exp) {
      throw new AppError('UNAUTHORIZED');
    }
    if (!(await isSessionAlive(db, sessionId, userId))) throw new AppError('UNAUTHORIZED');
    return { userId, sessionId, expiresAt: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    if (error instanceof AppError) throw error;
    throw new AppError('UNAUTHORIZED');
  }
}
