// A seller posting one of their own ads again (decision 264), through the API on a real database: the post is
// answered with the ad it repeats, unless sent with confirm_duplicate; then it is flagged for the moderator and
// takes no slot of the free quota until approved, also when the same post arrives many times at once.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { pictureRow } from '../media/pictures.test-support.ts';
import { client, makeStaff, signUp, signUpWithPhone } from '../accounts/testing.ts';

const api = useTestApp();

const seller = () => signUpWithPhone(api);

const upload = (userId: number, sha256?: string, likeness: string | null = null) =>
  pictureRow(api.db, userId, { ...(sha256 ? { sha256 } : {}), likeness });

/** A mobile phone ad (category 102: the electronics group, two free ads) as the post-ad form sends it. */
const phoneAd = (phone: string, overrides: Record<string, unknown> = {}) => ({
  category_id: 102,
  location_id: 100,
  title: 'Samsung Galaxy A54 8/128 boxed',
  description: 'Bought in March, boxed with the charger and the receipt. No scratches.',
  price: 32000,
  price_negotiable: true,
  properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
  contact_name: 'Rahim',
  phone_numbers: [phone.replace('+880', '0')],
  ...overrides,
});

const post = (token: string, body: object, language = 'en') =>
  client(api).call({
    method: 'POST',
    url: '/data/ads',
    token,
    payload: body,
    headers: { 'accept-language': language },
  });
const quota = async (token: string) =>
  (await client(api).call({ url: '/data/my/ad-quota?category_id=102', token })).json().quota;
const ownAd = async (token: string, id: number) =>
  (await client(api).call({ url: `/data/ads/${id}`, token })).json().ad;

describe('posting one of your own ads again', () => {
  test('the same title and text is answered 409 DUPLICATE_AD naming the ad, in the caller’s language', async () => {
    const me = await seller();
    const first = await post(me.token, phoneAd(me.phone));
    expect(first.statusCode, first.body).toBe(201);
    const { ad } = first.json<{ ad: { id: number; slug: string } }>();

    // Case, spacing and punctuation aside, the same words.
    const again = await post(
      me.token,
      phoneAd(me.phone, {
        title: 'SAMSUNG galaxy  A54 8-128 boxed!',
        description: 'Bought in March; boxed with the charger and the receipt — no scratches',
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'DUPLICATE_AD',
        message:
          'You already have this ad. Bump it up or edit it instead, or post this one anyway: it then waits for a moderator.',
        violations: [{ path: 'duplicate_of', message: 'duplicate_text' }],
        duplicate_of: {
          id: ad.id,
          slug: ad.slug,
          title: 'Samsung Galaxy A54 8/128 boxed',
          status: 'pending_review',
          reason: 'duplicate_text',
        },
      },
    });
    expect((await post(me.token, phoneAd(me.phone), 'bn')).json().error.message).toMatch(/^এই বিজ্ঞাপনটি আপনার/);
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads WHERE user_id = $1', [
      me.account.id,
    ]);
    expect(count?.n).toBe(1);
  });

  test('the same picture with other words is a repeat too; confirm_duplicate posts it, flagged', async () => {
    const me = await seller();
    const digest = randomBytes(32).toString('hex');
    const first = await post(me.token, { ...phoneAd(me.phone), picture_ids: [await upload(me.account.id, digest)] });
    expect(first.statusCode, first.body).toBe(201);
    const copy = {
      ...phoneAd(me.phone, { title: 'Galaxy A54 for sale, like new', description: 'Selling my phone, works well.' }),
      picture_ids: [await upload(me.account.id), await upload(me.account.id, digest)],
    };
    const offered = await post(me.token, copy);
    expect(offered.statusCode).toBe(409);
    expect(offered.json().error.duplicate_of).toMatchObject({
      id: first.json().ad.id,
      reason: 'duplicate_picture',
    });

    const anyway = await post(me.token, { ...copy, confirm_duplicate: true });
    expect(anyway.statusCode, anyway.body).toBe(201);
    const posted = await ownAd(me.token, anyway.json().ad.id);
    expect(posted).toMatchObject({ status: 'pending_review', reviewFlags: ['duplicate_picture'] });
  });

  test('the same photo sent again in other bytes (recompressed, resized) is known by its likeness', async () => {
    const me = await seller();
    const first = await post(me.token, {
      ...phoneAd(me.phone),
      picture_ids: [await upload(me.account.id, undefined, '3c7e1f0f8f07c3e1')],
    });
    expect(first.statusCode, first.body).toBe(201);
    const words = { title: 'Galaxy A54, selling', description: 'My phone, in good order, with its box.' };
    // Two bits of 64 differ: the same photo. Half of them: another photo.
    const near = await post(me.token, {
      ...phoneAd(me.phone, words),
      picture_ids: [await upload(me.account.id, undefined, '3c7e1f0f8f07c3e7')],
    });
    expect(near.statusCode).toBe(409);
    expect(near.json().error.duplicate_of).toMatchObject({ id: first.json().ad.id, reason: 'duplicate_picture' });
    const far = await post(me.token, {
      ...phoneAd(me.phone, words),
      picture_ids: [await upload(me.account.id, undefined, 'c381e0f070f83c1e')],
    });
    expect(far.statusCode, far.body).toBe(201);
  });

  test('counts live ads at any age and rejected or expired ones of the last 30 days; not deleted ones', async () => {
    const me = await seller();
    const old = await createAd(api.db, me.account.id, {
      categoryId: 102,
      status: 'expired',
      title: 'Walton Primo H10 expired long ago',
      description: 'An ad that expired more than a month ago, its words the same.',
    });
    await api.db.query("UPDATE ads SET changed_at = now() - interval '31 days' WHERE id = $1", [old.id]);
    const oldAgain = phoneAd(me.phone, {
      title: 'Walton Primo H10 expired long ago',
      description: 'An ad that expired more than a month ago, its words the same.',
    });
    expect((await post(me.token, oldAgain)).statusCode).toBe(201);

    const recent = await createAd(api.db, me.account.id, {
      categoryId: 102,
      status: 'rejected',
      title: 'Xiaomi Redmi Note 13 rejected last week',
      description: 'An ad rejected a week ago, posted again word for word.',
    });
    await api.db.query("UPDATE ads SET changed_at = now() - interval '7 days' WHERE id = $1", [recent.id]);
    const recentAgain = phoneAd(me.phone, {
      title: 'Xiaomi Redmi Note 13 rejected last week',
      description: 'An ad rejected a week ago, posted again word for word.',
    });
    const refused = await post(me.token, recentAgain);
    expect(refused.json().error.duplicate_of).toMatchObject({ id: recent.id, status: 'rejected' });

    // Deleted: the seller's to post again.
    await client(api).call({ method: 'DELETE', url: `/data/ads/${recent.id}`, token: me.token });
    expect((await post(me.token, recentAgain)).statusCode).toBe(201);

    // Another seller's ad with the same words is not this seller's to bump.
    const other = await seller();
    expect((await post(other.token, { ...recentAgain, phone_numbers: [other.phone] })).statusCode).toBe(201);
  });
});

describe('a repeat posted anyway and the free quota', () => {
  test('takes no free slot while it waits for review; approved, it counts', async () => {
    const me = await seller();
    const original = await post(me.token, phoneAd(me.phone));
    expect(original.statusCode).toBe(201);
    const repeat = await post(me.token, { ...phoneAd(me.phone), confirm_duplicate: true });
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.json().ad.status).toBe('pending_review');
    expect(await quota(me.token)).toMatchObject({ quota: 2, live: 1, state: 'available' });

    // The second free ad is still free.
    const second = await post(me.token, phoneAd(me.phone, { title: 'Nokia G42 5G, a different phone' }));
    expect(second.json().ad.status).toBe('pending_review');
    expect(await quota(me.token)).toMatchObject({ live: 2, state: 'full' });

    const moderator = await signUp(api);
    await makeStaff(api.db, moderator.account.id, 'moderator');
    const approved = await client(api).call({
      method: 'POST',
      url: `/data/review/${repeat.json().ad.id}/approve`,
      token: moderator.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await quota(me.token)).toMatchObject({ live: 3, state: 'full' });
  });

  test('the same post sent six times at once is one ad: the others are answered with it', async () => {
    const me = await seller();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(me.token, phoneAd(me.phone))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const posted = answers.find((a) => a.statusCode === 201)!.json().ad;
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.duplicate_of.id).toBe(posted.id);
    expect(await quota(me.token)).toMatchObject({ live: 1, state: 'available' });
  });

  test('sent anyway many times at once, the repeats take no slot and the next new ad is still free', async () => {
    const me = await seller();
    expect((await post(me.token, phoneAd(me.phone))).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(me.token, { ...phoneAd(me.phone), confirm_duplicate: true })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((a) => a.json().ad.status)).toEqual(Array(4).fill('pending_review'));
    const rows = await api.db.query<{ repeats_ad_id: number | null; review_flags: string[]; listing_fee: number }>(
      'SELECT repeats_ad_id, review_flags, listing_fee FROM ads WHERE user_id = $1 ORDER BY id',
      [me.account.id],
    );
    expect(rows[0]?.repeats_ad_id).toBe(null);
    expect(rows.slice(1).every((r) => r.repeats_ad_id !== null && r.review_flags.includes('duplicate_text'))).toBe(
      true,
    );
    expect(rows.every((r) => r.listing_fee === 0)).toBe(true);
    expect(await quota(me.token)).toMatchObject({ live: 1, state: 'available' });
    const next = await post(me.token, phoneAd(me.phone, { title: 'Realme C55 8/256, a new ad' }));
    expect(next.json().ad.status).toBe('pending_review');
  });
});
