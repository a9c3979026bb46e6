// Limits that fit carrier NAT (decision 234), counted in the database and in Redis: many people behind one address
// sign in; a flood from it, guesses at one account and a stranger asking for someone's codes stay bounded.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { hashPassword } from './passwords.ts';
import { client, freshEmail, lastCode, ORIGIN, PASSWORD } from './testing.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let phoneCounter = 0;
/** A fresh Robi number for each test. */
const freshPhone = () => `+88018${String(30_000_000 + (phoneCounter += 1) * 7 + Math.floor(Math.random() * 7))}`;

const deviceOf = (setCookie: string | string[] | undefined) =>
  /haat_device=([^;]*)/.exec([setCookie].flat().join('\n'))?.[1] ?? '';

describe.each([
  { counting: 'the database', env: {} as Record<string, string> },
  // A prefix of its own keeps this run's counts apart from earlier runs' (Redis outlives them).
  { counting: 'Redis', env: { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:` } },
])('limits counted in $counting', ({ env }) => {
  const api = useTestApp(env);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: true }) : null;
  afterAll(async () => {
    if (redis) await redis.quit();
  });

  /** Moves every counter `seconds` on, as if that much time had passed (windows end; nothing sleeps). */
  async function passTime(seconds: number) {
    if (!redis) {
      await api.db.query('UPDATE rate_limit_counters SET window_ends_at = window_ends_at - make_interval(secs => $1)', [
        seconds,
      ]);
      return;
    }
    for (const key of await redis.keys(`${env.REDIS_PREFIX}rl:*`)) {
      const left = (await redis.pttl(key)) - seconds * 1000;
      if (left > 0) await redis.pexpire(key, left);
      else await redis.del(key);
    }
  }

  /** Accounts with PASSWORD (one hash made once: the sign-ins, not the set-up, are what is measured). */
  async function makeAccounts(count: number): Promise<{ id: number; email: string }[]> {
    const hash = await hashPassword(PASSWORD);
    const accounts: { id: number; email: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const email = freshEmail();
      const [row] = await api.db.query<{ id: number }>(
        'INSERT INTO users (name, email, password_hash) VALUES ($1, $2, $3) RETURNING id',
        ['Karim', email, hash],
      );
      accounts.push({ id: Number(row?.id), email });
    }
    return accounts;
  }

  async function makeAccount(): Promise<{ id: number; email: string }> {
    const [account] = await makeAccounts(1);
    if (!account) throw new Error('no account made');
    return account;
  }

  const signIn = (ip: string, identifier: string, password: string, device?: string) =>
    client(api, ip).call({
      method: 'POST',
      url: '/data/sessions',
      headers: device ? { cookie: `haat_device=${device}`, origin: ORIGIN } : {},
      payload: { session: { identifier, password } },
    });
  const requestCode = (ip: string, phone: string, device?: string) =>
    client(api, ip).call({
      method: 'POST',
      url: '/data/sessions/phone/code',
      headers: device ? { cookie: `haat_device=${device}`, origin: ORIGIN } : {},
      payload: { phone_number: phone },
    });

  test('forty accounts sign in from one address at once, again and again: all pass, none counts against it', async () => {
    const accounts = await makeAccounts(40);
    const carrierNat = client(api).ip;
    // 120 sign-ins within a minute from one address (40 at a time) in one store, 40 in the other.
    const rounds = redis ? 1 : 3;
    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(accounts.map((a) => signIn(carrierNat, a.email, PASSWORD)));
      expect(answers.map((r) => r.statusCode)).toEqual(accounts.map(() => 200));
      expect(new Set(answers.map((r) => r.json().account.id))).toEqual(new Set(accounts.map((a) => a.id)));
    }
    expect((await api.counters.peek(`login:fail:ip:10m:${carrierNat}`))?.count ?? 0).toBe(0);
    // A mistyped password from the same address is an ordinary failure, not a refusal.
    expect((await signIn(carrierNat, accounts[0]?.email ?? '', 'mistyped')).statusCode).toBe(400);
  }, 120_000);

  test('a flood of failures from one address is stopped at 100 in 10 minutes, exactly; known devices still sign in', async () => {
    const { email } = await makeAccount();
    const device = deviceOf((await signIn(client(api).ip, email, PASSWORD)).headers['set-cookie']);
    const attacker = client(api).ip;
    for (let i = 0; i < 95; i += 1) await api.counters.hit(`login:fail:ip:10m:${attacker}`, 600);
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(attacker, freshEmail(), `guess number ${i}`)),
    );
    expect(tries.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(tries.filter((r) => r.statusCode === 429)).toHaveLength(7);
    expect((await api.counters.peek(`login:fail:ip:10m:${attacker}`))?.count).toBe(100);
    expect((await signIn(attacker, email, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(attacker, email, PASSWORD, device)).statusCode).toBe(200);
    // The guard's window is fixed from its first failure: once it ends, the address signs in again.
    await passTime(10 * 60);
    expect((await signIn(attacker, email, PASSWORD)).statusCode).toBe(200);
  });

  test('wrong passwords at one account are limited per account, exactly, from however many addresses at once', async () => {
    const { email } = await makeAccount();
    const device = deviceOf((await signIn(client(api).ip, email, PASSWORD)).headers['set-cookie']);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(client(api).ip, email, `guess number ${i}`)),
    );
    expect(guesses.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(2);
    // An unknown device waits, even with the right password; the owner's device has a budget of its own.
    expect((await signIn(client(api).ip, email, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(client(api).ip, email, PASSWORD, device)).statusCode).toBe(200);
  });

  test('a stranger asking for a number’s codes blocks it one window at most; the owner gets codes', async () => {
    const victim = await makeAccount();
    const phone = freshPhone();
    await api.db.query('INSERT INTO phone_numbers (user_id, number, verified_at) VALUES ($1, $2, now())', [
      victim.id,
      phone,
    ]);
    // The owner's phone signed in before, behind the same carrier NAT address as the stranger.
    const carrierNat = client(api).ip;
    const ownersPhone = deviceOf((await signIn(carrierNat, victim.email, PASSWORD)).headers['set-cookie']);
    let now = 0;
    const stranger = async () => {
      const answer = await requestCode(carrierNat, phone);
      const ends = answer.statusCode === 429 ? now + Number(answer.headers['retry-after']) : null;
      now += 61;
      await passTime(61);
      return { status: answer.statusCode, ends };
    };
    // The first window: a request a minute, for 15 minutes.
    const first = [];
    for (let i = 0; i < 15; i += 1) {
      first.push(await stranger());
      // Meanwhile the owner's phone gets a code: its budget is its own, whatever the address and the number's pacing.
      if (i === 7) expect((await requestCode(carrierNat, phone, ownersPhone)).statusCode).toBe(202);
    }
    expect(first.slice(0, 3).map((a) => a.status)).toEqual([202, 202, 202]);
    expect(first.slice(3).every((a) => a.status === 429)).toBe(true);
    // Every refusal ends when the window that the first code opened ends: asking again never makes it longer.
    for (const { ends } of first.slice(3)) expect(Math.abs((ends ?? 0) - 900)).toBeLessThanOrEqual(3);

    // After the first window the stranger keeps asking: two more codes use up their day, never the number's pacing.
    const second = [];
    for (let i = 0; i < 10; i += 1) second.push(await stranger());
    expect(second.map((a) => a.status)).toEqual([202, 202, 429, 429, 429, 429, 429, 429, 429, 429]);
    const owner = await requestCode(client(api).ip, phone);
    expect(owner.statusCode).toBe(202);
    const signedIn = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone',
      payload: { session: { token: owner.json().token, otp: lastCode(api, phone) } },
    });
    expect(signedIn.json().account.id).toBe(victim.id);
    // The stranger's five, the owner's phone's one and the owner's one.
    expect(api.outbox.list().filter((m) => m.to === phone)).toHaveLength(7);
  });

  test('the same code request sent 12 times at once sends one code; from 12 addresses at once, exactly 3', async () => {
    const phone = freshPhone();
    const sender = client(api).ip;
    const same = await Promise.all(Array.from({ length: 12 }, () => requestCode(sender, phone)));
    expect(same.filter((r) => r.statusCode === 202)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 429)).toHaveLength(11);
    const other = freshPhone();
    const many = await Promise.all(Array.from({ length: 12 }, () => requestCode(client(api).ip, other)));
    expect(many.filter((r) => r.statusCode === 202)).toHaveLength(3);
    expect(api.outbox.list().filter((m) => m.to === phone || m.to === other)).toHaveLength(4);
    expect((await api.counters.peek(`otp:phone:${other}`))?.count).toBe(3);
  });
});
