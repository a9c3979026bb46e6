// Demo accounts for a newcomer's first hour (decision 97): on the first start of a demo (STAND_INS),
// one account for each kind of person, so every screen can be seen with data at once. Each gets a random password,
// printed once at that start and kept in the dev outbox (both exist only with stand-ins): a fixed password would be
// a way in to any server that seeded demo data.
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../core/catalogue.ts';
import { systemClock } from '../../core/clock.ts';
import type { Database } from '../adapters/database.ts';
import type { Outbox } from '../adapters/outbox.ts';
import type { CounterStore } from '../adapters/rate-limits.ts';
import { openPubSub } from '../adapters/pubsub.ts';
import type { Role } from '../../core/backoffice/permissions.ts';
import { createOrPromote, enrolWithSecret, newSecret, hashPassword } from '../modules/accounts/index.ts';
import { sendMessage, startConversation } from '../modules/chat/index.ts';
import { seedBackOfficeDemo, seedStaffGifts } from './backoffice-demo.ts';
import { seedQuotaDemo } from './quota-demo.ts';
import { seedSellerScreens } from './seller-demo.ts';

export interface DemoAccount {
  readonly who: string;
  readonly email: string;
  readonly password: string;
  /** What the account has to look at. */
  readonly has: string;
  /** Staff only: the second factor's secret (decision 190), for an authenticator app or `npm run totp`. */
  readonly secondFactor?: string;
}

const newPassword = () => randomBytes(9).toString('base64url');

/** Gives the demo seller `userId` (made by the seed) an e-mail and password to log in with. */
async function claimSeller(db: Database, userId: number, email: string): Promise<string> {
  const password = newPassword();
  await db.query('UPDATE users SET email = $2, password_hash = $3 WHERE id = $1', [
    userId,
    email,
    await hashPassword(password),
  ]);
  return password;
}

/** A demo seller picked by a condition on their published ads (`having`), the one with the most such ads. */
async function pickSeller(db: Database, having: string, exclude: readonly number[]): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN ads a ON a.user_id = u.id JOIN categories c ON c.id = a.category_id
     WHERE u.is_demo AND a.status = 'published' AND NOT (u.id = ANY($1::bigint[]))
     GROUP BY u.id HAVING ${having} ORDER BY count(*) DESC, u.id LIMIT 1`,
    [exclude],
  );
  return row ? Number(row.id) : null;
}

/** The demo job seeker with the most applications (server/seed/jobs.ts), if the seed made any. */
async function pickSeeker(db: Database, exclude: readonly number[]): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT applicant_id AS id FROM job_applications WHERE NOT (applicant_id = ANY($1::bigint[]))
     GROUP BY applicant_id ORDER BY count(*) DESC, applicant_id LIMIT 1`,
    [exclude],
  );
  return row ? Number(row.id) : null;
}

async function person(
  db: Database,
  email: string,
  role: Role,
  name: string,
): Promise<{ id: number; password: string }> {
  const password = newPassword();
  const made = await createOrPromote(db, email, role, password);
  // An account that was there already (promoted, not made) gets the new password too.
  await db.query('UPDATE users SET name = $2, password_hash = coalesce($3, password_hash) WHERE id = $1', [
    made.id,
    name,
    made.password ? null : await hashPassword(password),
  ]);
  return { id: made.id, password };
}

/** A staff account, enrolled with a random second factor (staff need one, decision 190), announced like the password. */
async function staff(db: Database, email: string, role: Role, name: string) {
  const made = await person(db, email, role, name);
  const secondFactor = newSecret();
  await enrolWithSecret(db, made.id, secondFactor);
  return { ...made, secondFactor };
}

/**
 * Makes the demo accounts in a freshly seeded database: a buyer with favourites and a chat with the seller, a seller
 * with ads, a member with a shop, an employer with job ads and applicants, a job seeker, a moderator and an admin.
 */
export async function createDemoAccounts(
  services: { db: Database; counters: CounterStore; config: { REDIS_URL?: string | undefined; REDIS_PREFIX: string } },
  locale: Locale = 'bn',
): Promise<DemoAccount[]> {
  const { db } = services;
  // A small seed (SEED_ADS) may have no seller of some kind: that account is then left out.
  const seller = await pickSeller(db, "bool_and(c.type = 'normal') AND bool_and(u.is_member = false)", []);
  const member = await pickSeller(db, 'bool_or(u.is_member)', [seller ?? 0]);
  // The employer whose job ads have the applicants, so the employer dashboard shows some at once.
  const employer = await pickSeller(
    db,
    "bool_or(c.type IN ('jobs', 'overseas_jobs') AND EXISTS (SELECT 1 FROM job_applications j WHERE j.ad_id = a.id))",
    [seller ?? 0, member ?? 0],
  );
  const sellers = [
    {
      who: 'seller',
      id: seller,
      has: 'published ads, a chat with the buyer, an expired ad to republish, an ended top ad with its results, a flat waiting for its listing fee',
    },
    {
      who: 'member',
      id: member,
      has: 'a membership with its badge, quota and statistics (/my/membership), and a shop with its ads',
    },
    {
      who: 'employer',
      id: employer,
      has: 'job ads with applicants (employer dashboard) and an employer pack for the profile database',
    },
    {
      who: 'seeker',
      id: await pickSeeker(db, [seller ?? 0, member ?? 0, employer ?? 0]),
      has: 'a resume and job applications',
    },
  ];
  const accounts: DemoAccount[] = [];
  for (const { who, id, has } of sellers) {
    if (id === null) continue;
    const email = `${who}@demo.haat.example`;
    accounts.push({ who, email, password: await claimSeller(db, id, email), has });
  }

  await seedQuotaDemo(db, { seller, member }, systemClock.now());
  if (seller !== null) await seedSellerScreens(db, seller, systemClock.now());

  const buyer = await person(db, 'buyer@demo.haat.example', 'user', 'Demo Buyer');
  const sellerAds = await db.query<{ id: number }>(
    "SELECT id FROM ads WHERE user_id = $1 AND status = 'published' ORDER BY published_at DESC LIMIT 3",
    [seller ?? 0],
  );
  for (const ad of sellerAds) {
    await db.query('INSERT INTO favorites (user_id, ad_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [buyer.id, ad.id]);
  }
  const first = sellerAds[0];
  if (seller !== null && first) {
    const pubsub = openPubSub(services.config);
    try {
      const deps = { db, counters: services.counters, pubsub, clock: systemClock };
      const { conversation } = await startConversation(deps, buyer.id, Number(first.id), locale);
      const talk = [
        [buyer.id, 'আসসালামু আলাইকুম, বিজ্ঞাপনটি কি এখনো আছে?'],
        [seller, 'জি, আছে। কখন দেখতে আসতে চান?'],
        [buyer.id, 'কাল বিকেলে আসতে পারি।'],
      ] as const;
      for (const [i, [from, text]] of talk.entries()) {
        await sendMessage(deps, from, conversation.channel_name, { clientKey: `demo-${i}`, text });
      }
    } finally {
      await pubsub.close();
    }
  }
  accounts.unshift({
    who: 'buyer',
    email: 'buyer@demo.haat.example',
    password: buyer.password,
    has: first ? `${sellerAds.length} favourites and a chat with the seller` : 'nothing yet (no demo seller)',
  });
  const moderator = await staff(db, 'moderator@demo.haat.example', 'moderator', 'Demo Moderator');
  const support = await staff(db, 'support@demo.haat.example', 'support', 'Demo Support');
  const finance = await staff(db, 'finance@demo.haat.example', 'finance', 'Demo Finance');
  const admin = await staff(db, 'admin@demo.haat.example', 'admin', 'Demo Admin');
  const pubsub = openPubSub(services.config);
  try {
    const deps = { db, counters: services.counters, pubsub, clock: systemClock };
    await seedBackOfficeDemo(deps, moderator.id, [seller ?? 0, member ?? 0, employer ?? 0, buyer.id]);
    await seedStaffGifts(deps, finance.id, { seller, buyer: buyer.id });
  } finally {
    await pubsub.close();
  }
  accounts.push(
    {
      who: 'moderator',
      email: 'moderator@demo.haat.example',
      password: moderator.password,
      secondFactor: moderator.secondFactor,
      has: 'the review queue, reported chats',
    },
    {
      who: 'support',
      email: 'support@demo.haat.example',
      password: support.password,
      secondFactor: support.secondFactor,
      has: 'people: warn, verify',
    },
    {
      who: 'finance',
      email: 'finance@demo.haat.example',
      password: finance.password,
      secondFactor: finance.secondFactor,
      has: 'payments and refunds, memberships and vouchers given',
    },
    {
      who: 'admin',
      email: 'admin@demo.haat.example',
      password: admin.password,
      secondFactor: admin.secondFactor,
      has: 'the whole back office: staff roles, categories and places',
    },
  );
  return accounts;
}

/** The accounts as the start prints them, and as one message in the dev outbox. */
export function announceDemoAccounts(accounts: readonly DemoAccount[], outbox: Outbox | null): string {
  const text = [
    'Demo accounts (passwords shown once, at this first start):',
    ...accounts.map((a) => `  ${a.who.padEnd(9)} ${a.email.padEnd(30)} ${a.password}   ${a.has}`),
    'Staff sign in with a second factor too: add the secret to an authenticator app, or `npm run totp -- SECRET`',
    'prints the code of the moment.',
    ...accounts.flatMap((a) =>
      a.secondFactor ? [`  ${a.who.padEnd(9)} ${a.email.padEnd(30)} secret ${a.secondFactor}`] : [],
    ),
  ].join('\n');
  outbox?.add({ channel: 'email', to: 'demo accounts', subject: 'Demo accounts', text });
  return text;
}
