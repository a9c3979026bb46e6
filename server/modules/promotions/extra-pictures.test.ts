// Extra pictures through the API (decision 143): a new ad keeps its category's free limit; an edit
// is refused more pictures until the seller buys extra_images for that ad (paid on the bKash stand-in), then takes
// them. Another user's ad is 404.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { addPhone, client, signUp } from '../accounts/testing.ts';

const api = useTestApp();

let phones = 0;
async function seller() {
  const person = await signUp(api);
  const phone = `+8801719${String((phones += 1) + (Date.now() % 100_000) * 10).padStart(6, '0')}`.slice(0, 14);
  await addPhone(api, person.token, phone);
  return { ...person, phone };
}

/** `count` pictures uploaded by `userId` (the media service makes these rows; an ad only links them). */
const pictures = async (userId: number, count: number) =>
  (
    await api.db.query<{ id: number }>(
      `INSERT INTO images (storage_key, width, height, owner_id, sha256)
       SELECT 'p/test/' || md5(random()::text), 800, 600, $1, md5(random()::text) || md5(random()::text)
       FROM generate_series(1, $2) RETURNING id`,
      [userId, count],
    )
  ).map((row) => row.id);

/** A phone ad (electronics: 5 free pictures). */
const adBody = (phone: string, pictureIds: number[]) => ({
  category_id: 102,
  location_id: 100,
  title: 'Samsung Galaxy S25 Ultra 256 GB',
  description: 'Bought in March, boxed with the charger and the receipt. No scratches.',
  price: 120000,
  properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
  contact_name: 'Rahim',
  phone_numbers: [phone],
  picture_ids: pictureIds,
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  client(api).call({ method, url, token, ...(payload === undefined ? {} : { payload }) });

/** Buys `variant` of extra_images for the ad and pays it on the bKash stand-in. */
async function buyExtraPictures(token: string, adId: number, variant: string) {
  const started = await call(token, 'POST', '/data/payments/checkout', {
    context: 'promotion',
    items: [{ type: 'extra_images', ad_id: adId, variant_id: variant }],
    processor: 'bkash',
    idempotency_key: randomUUID(),
  });
  expect(started.statusCode, started.body).toBe(201);
  const { payment, redirect_url } = started.json<{ payment: { code: string }; redirect_url: string }>();
  const way = await pressOnHostedPage('bkash', redirect_url, 'pay');
  if (!way) throw new Error('no way back');
  await client(api).call({ method: 'GET', url: `${way.url.pathname}${way.url.search}` });
  expect((await call(token, 'GET', `/data/payments/${payment.code}`)).json().payment.state).toBe('success');
}

const tooMany = { statusCode: 400, violations: [{ path: 'picture_ids', message: 'pictures_too_many' }] };
const refusal = (response: { statusCode: number; json: () => { error: { violations: unknown } } }) => ({
  statusCode: response.statusCode,
  violations: response.json().error.violations,
});

describe('extra pictures', () => {
  test('a new ad keeps the free limit; an edit takes more pictures only once extra pictures are paid', async () => {
    const me = await seller();
    const six = await pictures(me.account.id, 6);
    expect(refusal(await call(me.token, 'POST', '/data/ads', adBody(me.phone, six)))).toEqual(tooMany);
    const posted = await call(me.token, 'POST', '/data/ads', adBody(me.phone, six.slice(0, 5)));
    expect(posted.statusCode, posted.body).toBe(201);
    const { ad } = posted.json<{ ad: { id: number; slug: string } }>();

    expect(refusal(await call(me.token, 'PUT', `/data/ads/${ad.id}`, adBody(me.phone, six)))).toEqual(tooMany);

    const offer = await call(me.token, 'GET', `/data/promotions/available-products?slug=${ad.slug}`);
    expect(offer.json().products.schedulable_products).toContainEqual({
      variant_identifier: 'extra_images-5-electronics',
      kind: 'extra_images',
      currency: 'BDT',
      amount_poisha: 6000,
      duration: 1440,
      count: 5,
      duration_days: 60,
    });
    await buyExtraPictures(me.token, ad.id, 'extra_images-5-electronics');
    expect((await call(me.token, 'GET', `/data/ads/${ad.id}`)).json().ad.extraPictures).toBe(5);

    const ten = [...six, ...(await pictures(me.account.id, 5))];
    const edited = await call(me.token, 'PUT', `/data/ads/${ad.id}`, adBody(me.phone, ten.slice(0, 10)));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(me.token, 'GET', `/data/ads/${ad.id}`)).json().ad.input.picture_ids).toEqual(ten.slice(0, 10));
    expect(refusal(await call(me.token, 'PUT', `/data/ads/${ad.id}`, adBody(me.phone, ten)))).toEqual(tooMany);
  });

  test('starts when paid whatever the schedule, and is refused for another user’s ad (404)', async () => {
    const me = await seller();
    const posted = await call(me.token, 'POST', '/data/ads', adBody(me.phone, []));
    const { ad } = posted.json<{ ad: { id: number; slug: string } }>();
    const quote = await call(me.token, 'POST', '/data/products/upsell', {
      slug: ad.slug,
      promotions: [
        {
          kind: 'extra_images',
          selected: true,
          value: 'extra_images-10-electronics',
          schedule: { type: 'schedule_promotion', date: '2099-01-01', time: '9:15 PM' },
        },
      ],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual({
      items: [
        {
          type: 'extra_images',
          ad_id: ad.id,
          amount_poisha: 10_000,
          variant_id: 'extra_images-10-electronics',
          schedule_at: null,
        },
      ],
      total_poisha: 10_000,
    });

    const other = await seller();
    const foreign = await call(other.token, 'POST', '/data/payments/checkout', {
      context: 'promotion',
      items: [{ type: 'extra_images', ad_id: ad.id, variant_id: 'extra_images-10-electronics' }],
      processor: 'bkash',
      idempotency_key: randomUUID(),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(other.token, 'PUT', `/data/ads/${ad.id}`, adBody(other.phone, []))).statusCode).toBe(404);
  });
});
