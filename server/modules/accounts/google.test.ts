import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { client, signUp } from './testing.ts';

const CLIENT_ID = 'haat-test.apps.googleusercontent.com';
const keys = await generateKeyPair('RS256');
const jwks = JSON.stringify({
  keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }],
});
const api = useTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS: jwks });

let subject = 0;
async function idToken(claims: Record<string, unknown>, options: { audience?: string; key?: CryptoKey } = {}) {
  subject += 1;
  return new SignJWT({ sub: `google-${subject}`, email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(options.key ?? keys.privateKey);
}

const signInWith = (identity_token: string) =>
  client(api).call({ method: 'POST', url: '/data/sessions/google', payload: { session: { identity_token } } });

describe('POST /data/sessions/google', () => {
  let otherKey: CryptoKey;
  beforeAll(async () => {
    otherKey = (await generateKeyPair('RS256')).privateKey;
  });

  test('makes an account for a new Google user, and finds it again next time', async () => {
    const token = await idToken({ email: 'Nasrin@Example.com', name: 'Nasrin Akter' });
    const first = await signInWith(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().account).toMatchObject({
      login: { email: 'nasrin@example.com', has_password: false },
      profile: { name: 'Nasrin Akter' },
    });
    const again = await signInWith(token);
    expect(again.json().account.id).toBe(first.json().account.id);
  });

  test('links to the existing account with the same verified e-mail', async () => {
    const { email, account } = await signUp(api);
    const response = await signInWith(await idToken({ email }));
    expect(response.json().account.id).toBe(account.id);
  });

  test('names a token too short to be one where the session envelope holds it', async () => {
    const response = await signInWith('short');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.violations.map((v: { path: string }) => v.path)).toEqual([
      'body.session.identity_token',
    ]);
  });

  test('refuses a token for another client, signed by another key, or with an unverified e-mail', async () => {
    const { email } = await signUp(api);
    for (const token of [
      await idToken({ email }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ email }, { key: otherKey }),
      await idToken({ email, email_verified: false }),
      'not-a-token-at-all-but-long-enough',
    ]) {
      const response = await signInWith(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('GOOGLE_SIGN_IN_FAILED');
    }
  });
});
