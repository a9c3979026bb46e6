import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { addPhone, client, makeStaff, signUp } from '../accounts/testing.ts';
import { autoApproveCleanAds, expireAds } from './status-changes.ts';
import { notificationText } from '../notifications/index.ts';

const api = useTestApp();

let phoneCounter = 0;
const freshPhone = () =>
  `+88017${String(Date.now() % 1_000_000).padStart(6, '0')}${(phoneCounter += 1) % 10}${phoneCounter % 7}`.slice(0, 14);

async function poster() {
  const person = await signUp(api);
  const phone = freshPhone();
  await addPhone(api, person.token, phone);
  return { ...person, phone };
}

async function moderator() {
  const person = await signUp(api);
  await makeStaff(api.db, person.account.id, 'moderator');
  return person;
}

/** A picture row uploaded by `userId` (the pictures service makes these; the ad only links them). */
async function upload(userId: number, sha256 = randomBytes(32).toString('hex')): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    'INSERT INTO images (storage_key, width, height, owner_id, sha256) VALUES ($1, 800, 600, $2, $3) RETURNING id',
    [`p/test/${randomBytes(12).toString('hex')}`, userId, sha256],
  );
  return row!.id;
}

const adBody = (phone: string, overrides: Record<string, unknown> = {}) => ({
  category_id: 102,
  location_id: 100,
  title: 'Samsung Galaxy S25 Ultra 256 GB',
  description: 'Bought in March, boxed with the charger and the receipt. No scratches.',
  price: '১,২০,০০০',
  price_negotiable: true,
  properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
  contact_name: 'Rahim',
  phone_numbers: [phone.replace('+880', '0')],
  ...overrides,
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  client(api).call({ method, url, token, ...(payload === undefined ? {} : { payload }) });

describe('POST /data/ads', () => {
  test('posts an ad into the review queue with a transliterated, stable slug and its pictures in order', async () => {
    const me = await poster();
    const pictures = [await upload(me.account.id), await upload(me.account.id)];
    const response = await call(me.token, 'POST', '/data/ads', {
      ...adBody(me.phone, { title: 'স্যামসাং গ্যালাক্সি এস২৫ আল্ট্রা বিক্রি' }),
      picture_ids: pictures.reverse(),
    });
    expect(response.statusCode).toBe(201);
    const { ad } = response.json<{ ad: { id: number; slug: string; status: string } }>();
    expect(ad.status).toBe('pending_review');
    expect(ad.slug).toMatch(new RegExp(`^syamosang-[a-z0-9-]+-dhanmondi-${ad.id}$`));
    const own = (await call(me.token, 'GET', `/data/ads/${ad.id}`)).json().ad;
    expect(own.input.price).toBe(120000);
    expect(own.input.picture_ids).toEqual(pictures);
    expect(own.input.phone_numbers).toEqual([me.phone]);
  });

  test('names every bad field with a message key', async () => {
    const me = await poster();
    const response = await call(me.token, 'POST', '/data/ads', {
      ...adBody(me.phone),
      title: 'short',
      price: 'a lot',
      properties: { condition: 'mint', brand: 'samsung', model: 'apple-iphone-17-pro' },
      phone_numbers: [],
    });
    expect(response.statusCode).toBe(400);
    const violations = response
      .json()
      .error.violations.map((v: { path: string; message: string }) => [v.path, v.message]);
    expect(violations).toEqual(
      expect.arrayContaining([
        ['body.title', 'title_too_short'],
        ['body.price', 'number_invalid'],
        ['body.phone_numbers', 'phone_numbers_required'],
      ]),
    );
  });

  test('refuses a category that is not a leaf, a number not verified and a picture of someone else', async () => {
    const me = await poster();
    const other = await poster();
    const notLeaf = await call(me.token, 'POST', '/data/ads', adBody(me.phone, { category_id: 101 }));
    expect(notLeaf.json().error.violations[0]).toEqual({ path: 'body.category_id', message: 'category_invalid' });
    const response = await call(me.token, 'POST', '/data/ads', {
      ...adBody(me.phone),
      phone_numbers: [me.phone, other.phone],
      picture_ids: [await upload(other.account.id)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.violations).toEqual([
      { path: 'phone_numbers.1', message: 'phone_not_verified' },
      { path: 'picture_ids.0', message: 'picture_invalid' },
    ]);
  });

  test('sends a property ad to pending_payment; an admin marks the fee paid, then it is reviewed', async () => {
    const me = await poster();
    const admin = await moderator();
    await makeStaff(api.db, admin.account.id, 'admin');
    const response = await call(me.token, 'POST', '/data/ads', {
      ...adBody(me.phone, { category_id: 211, title: 'Three bedroom flat in Dhanmondi' }),
      properties: { bedrooms: '3' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { ad } = response.json();
    expect(ad.status).toBe('pending_payment');
    expect((await call(me.token, 'POST', `/data/ads/${ad.id}/listing-fee-paid`)).statusCode).toBe(404);
    const moderatorOnly = await moderator();
    expect((await call(moderatorOnly.token, 'POST', `/data/ads/${ad.id}/listing-fee-paid`)).statusCode).toBe(403);
    const paid = await call(admin.token, 'POST', `/data/ads/${ad.id}/listing-fee-paid`);
    expect(paid.json().ad.status).toBe('pending_review');
    const [logged] = await api.db.query<{ data: { admin_id: number } }>(
      "SELECT data FROM payment_events WHERE kind = 'listing_fee_paid_by_admin' AND provider_event_id = $1",
      [`ad:${ad.id}:listing_fee_paid_by_admin`],
    );
    expect(logged?.data.admin_id).toBe(admin.account.id);
  });

  test('limits one account to 10 ads an hour: 429 in the error shape, in the caller’s language, with Retry-After', async () => {
    const { token, phone } = await poster();
    for (let i = 0; i < 10; i += 1) {
      const posted = await call(token, 'POST', '/data/ads', adBody(phone, { title: `Samsung Galaxy S25 number ${i}` }));
      expect(posted.statusCode).toBe(201);
    }
    const post = (language: string) =>
      client(api).call({
        method: 'POST',
        url: '/data/ads',
        token,
        headers: { 'accept-language': language },
        payload: adBody(phone),
      });
    const refused = await post('en');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a little and try again.' },
    });
    expect((await post('bn')).json().error.message).toBe('অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।');
  });

  test('needs a session', async () => {
    const response = await client(api).call({ method: 'POST', url: '/data/ads', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('review, search, edit and delete', () => {
  test('a moderator approves the oldest pending ad and search finds it; a user cannot see the queue', async () => {
    const me = await poster();
    const mod = await moderator();
    const title = `Walton Primo ${randomBytes(3).toString('hex')} fresh`;
    const { ad } = (await call(me.token, 'POST', '/data/ads', adBody(me.phone, { title }))).json();
    expect((await call(me.token, 'GET', '/data/review')).statusCode).toBe(404);
    const queue = (await call(mod.token, 'GET', '/data/review')).json();
    expect(queue.items.map((i: { id: number }) => i.id)).toContain(ad.id);
    expect((await call(me.token, 'POST', `/data/review/${ad.id}/approve`)).statusCode).toBe(404);
    const ownReject = await call(me.token, 'POST', `/data/review/${ad.id}/reject`, { reason: 'spam' });
    expect(ownReject.statusCode).toBe(404);
    const approved = await call(mod.token, 'POST', `/data/review/${ad.id}/approve`);
    expect(approved.json().ad.status).toBe('published');
    const [told] = (await call(me.token, 'GET', '/data/notifications')).json().notifications;
    expect(told).toMatchObject({ kind: 'ad_status', link: `/bn/ad/${ad.slug}`, payload: { step: 'approved', title } });
    const serp = await client(api).call({ method: 'GET', url: `/data/serp?query=${encodeURIComponent(title)}` });
    expect(serp.body).toContain(ad.slug);
  });

  test('a moderator rejects with a reason; the owner corrects the ad and it goes back to review', async () => {
    const me = await poster();
    const mod = await moderator();
    const { ad } = (await call(me.token, 'POST', '/data/ads', adBody(me.phone))).json();
    const bad = await call(mod.token, 'POST', `/data/review/${ad.id}/reject`, { reason: 'because' });
    expect(bad.statusCode).toBe(400);
    const rejected = await call(mod.token, 'POST', `/data/review/${ad.id}/reject`, {
      reason: 'wrong_category',
      note: 'This is a tablet',
    });
    expect(rejected.json().ad.status).toBe('rejected');
    const list = (await call(me.token, 'GET', '/data/my/ads?list=rejected')).json();
    expect(list.ads[0]).toMatchObject({
      id: ad.id,
      label: 'rejected',
      rejectionReason: 'wrong_category',
      rejectionNote: 'This is a tablet',
    });
    expect(list.totals).toMatchObject({ rejected: 1, pending: 0 });
    // The seller is told, with the reason and the note (decision 260), in the app and the e-mail digest.
    const told = (await call(me.token, 'GET', '/data/notifications')).json().notifications;
    expect(told[0]).toMatchObject({
      kind: 'ad_status',
      link: '/bn/my/rejected-ads',
      payload: { step: 'rejected', reason: 'wrong_category', note: 'This is a tablet' },
    });
    expect(notificationText('bn', told[0])).toContain('অনুমোদিত হয়নি: ভুল ক্যাটাগরি — This is a tablet।');
    const edited = await call(
      me.token,
      'PUT',
      `/data/ads/${ad.id}`,
      adBody(me.phone, { title: 'Samsung Galaxy S25 Ultra phone' }),
    );
    expect(edited.json().ad).toMatchObject({ status: 'pending_review', slug: ad.slug });
  });

  test('a price edit of a published ad keeps it live; a title edit sends it back to review', async () => {
    const me = await poster();
    const mod = await moderator();
    const { ad } = (await call(me.token, 'POST', '/data/ads', adBody(me.phone))).json();
    await call(mod.token, 'POST', `/data/review/${ad.id}/approve`);
    const cheaper = await call(me.token, 'PUT', `/data/ads/${ad.id}`, adBody(me.phone, { price: 99000 }));
    expect(cheaper.json().ad.status).toBe('published');
    const retitled = await call(
      me.token,
      'PUT',
      `/data/ads/${ad.id}`,
      adBody(me.phone, { title: 'Samsung S25 Ultra, like new' }),
    );
    expect(retitled.json().ad.status).toBe('pending_review');
  });

  test('the owner marks a published ad sold, or deletes one; deleted is final', async () => {
    const me = await poster();
    const mod = await moderator();
    const { ad } = (await call(me.token, 'POST', '/data/ads', adBody(me.phone))).json();
    expect((await call(me.token, 'POST', `/data/ads/${ad.id}/sold`)).statusCode).toBe(409);
    await call(mod.token, 'POST', `/data/review/${ad.id}/approve`);
    expect((await call(me.token, 'POST', `/data/ads/${ad.id}/sold`)).json().ad.status).toBe('deactivated');
    expect((await call(me.token, 'DELETE', `/data/ads/${ad.id}`)).statusCode).toBe(409);
    const second = (await call(me.token, 'POST', '/data/ads', adBody(me.phone))).json().ad;
    expect((await call(me.token, 'DELETE', `/data/ads/${second.id}`)).json().ad.status).toBe('deactivated');
  });

  test('another user gets 404 on every call about someone else’s ad; a moderator reads and takes it down', async () => {
    const me = await poster();
    const stranger = await poster();
    const { ad } = (await call(me.token, 'POST', '/data/ads', adBody(me.phone))).json();
    const attempts = [
      call(stranger.token, 'GET', `/data/ads/${ad.id}`),
      call(stranger.token, 'PUT', `/data/ads/${ad.id}`, adBody(stranger.phone)),
      call(stranger.token, 'DELETE', `/data/ads/${ad.id}`),
      call(stranger.token, 'POST', `/data/ads/${ad.id}/sold`),
      call(stranger.token, 'POST', `/data/ads/${ad.id}/republish`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await call(stranger.token, 'GET', '/data/my/ads?list=pending')).json().ads).toEqual([]);
    // a moderator may read it and take it down, but not edit it
    const mod = await moderator();
    expect((await call(mod.token, 'GET', `/data/ads/${ad.id}`)).statusCode).toBe(200);
    expect((await call(mod.token, 'PUT', `/data/ads/${ad.id}`, adBody(me.phone))).statusCode).toBe(404);
    expect((await call(mod.token, 'DELETE', `/data/ads/${ad.id}`)).json().ad.status).toBe('deactivated');
  });
});

describe('expiry, republish and auto-approval', () => {
  test('expireAds takes down ads past their 60 days; the owner republishes them', async () => {
    const me = await poster();
    const mod = await moderator();
    const { ad } = (await call(me.token, 'POST', '/data/ads', adBody(me.phone))).json();
    await call(mod.token, 'POST', `/data/review/${ad.id}/approve`);
    expect(await expireAds(api, new Date(Date.now() + 59 * 86_400_000))).toBe(0);
    expect(await expireAds(api, new Date(Date.now() + 61 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const list = (await call(me.token, 'GET', '/data/my/ads?list=republish')).json();
    expect(list.ads.map((a: { id: number }) => a.id)).toContain(ad.id);
    expect((await call(me.token, 'POST', `/data/ads/${ad.id}/republish`)).json().ad.status).toBe('published');
  });

  test('a clean ad is approved after 10 minutes; a flagged one waits for a moderator', async () => {
    const me = await poster();
    // (a description of its own: earlier tests published the default one, which would be flagged duplicate_text)
    const description = 'Used for a year by my brother, works perfectly, small mark on the back.';
    const clean = (await call(me.token, 'POST', '/data/ads', adBody(me.phone, { description }))).json().ad;
    const flagged = (
      await call(
        me.token,
        'POST',
        '/data/ads',
        adBody(me.phone, { description: 'Call me on 01711-223344 or visit www.cheap.xyz now' }),
      )
    ).json().ad;
    await autoApproveCleanAds(api, new Date(Date.now() + 11 * 60_000));
    expect((await call(me.token, 'GET', `/data/ads/${clean.id}`)).json().ad.status).toBe('published');
    const held = (await call(me.token, 'GET', `/data/ads/${flagged.id}`)).json().ad;
    expect(held).toMatchObject({ status: 'pending_review', reviewFlags: ['contact_in_description'] });
  });

  test('the same picture as a live ad is flagged', async () => {
    const me = await poster();
    const mod = await moderator();
    const digest = randomBytes(32).toString('hex');
    const first = (
      await call(me.token, 'POST', '/data/ads', {
        ...adBody(me.phone),
        picture_ids: [await upload(me.account.id, digest)],
      })
    ).json().ad;
    await call(mod.token, 'POST', `/data/review/${first.id}/approve`);
    const copier = await poster();
    const second = (
      await call(copier.token, 'POST', '/data/ads', {
        ...adBody(copier.phone, { description: 'Another text about the very same phone, honestly mine.' }),
        picture_ids: [await upload(copier.account.id, digest)],
      })
    ).json().ad;
    const queue = (await call(mod.token, 'GET', '/data/review')).json();
    expect(queue.items.find((i: { id: number }) => i.id === second.id).flags).toEqual(['duplicate_picture']);
  });
});

test('a price far from the category median of live ads is flagged', async () => {
  const me = await poster();
  // five more live mobile phones around Tk 20,000 (with the ones earlier tests published, the median is far above 500)
  for (const price of [18000, 19000, 20000, 21000, 22000]) {
    await createAd(api.db, me.account.id, {
      categoryId: 102,
      price,
      title: `Phone at ${price}`,
      description: `Phone ${price}`,
    });
  }
  const description = 'A rare phone, a real bargain, comes with everything you need for it.';
  const cheap = (await call(me.token, 'POST', '/data/ads', adBody(me.phone, { price: 500, description }))).json().ad;
  const own = (await call(me.token, 'GET', `/data/ads/${cheap.id}`)).json().ad;
  expect(own.reviewFlags).toContain('price_outlier');
});

describe('drafts', () => {
  test('the server keeps one draft per account, readable only by its owner', async () => {
    const me = await poster();
    const other = await poster();
    await call(me.token, 'PUT', '/data/ads/draft', { data: { title: 'Half typed' } });
    expect((await call(me.token, 'GET', '/data/ads/draft')).json().draft.data).toEqual({ title: 'Half typed' });
    expect((await call(other.token, 'GET', '/data/ads/draft')).json().draft).toBeNull();
    await call(me.token, 'POST', '/data/ads', adBody(me.phone));
    expect((await call(me.token, 'GET', '/data/ads/draft')).json().draft).toBeNull();
  });
});
