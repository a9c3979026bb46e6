// Where the gateway sends the buyer back (decision 268): on a start without PUBLIC_URL, the address the buyer's
// browser used, so a demo opened at 127.0.0.1 or from a phone on the network comes back to its own session.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { client, signUp } from '../accounts/testing.ts';
import { feeAd } from './testing.ts';

describe('the way back from the gateway', () => {
  const api = useTestApp({ PORT: '4100' });

  test('follows the address the checkout was asked at when PUBLIC_URL is not set', async () => {
    const { token, account } = await signUp(api);
    const ad = await feeAd(api.db, account.id);
    const response = await client(api).call({
      method: 'POST',
      url: '/data/payments/checkout',
      token,
      headers: { host: '192.168.1.20:4100' },
      payload: {
        context: 'post_ad',
        items: [{ type: 'listing_fee', ad_id: ad.id }],
        processor: 'bkash',
        idempotency_key: randomUUID(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const way = await pressOnHostedPage('bkash', response.json<{ redirect_url: string }>().redirect_url, 'pay');
    expect(way?.url.origin).toBe('http://192.168.1.20:4100');
    expect(way?.url.pathname).toBe('/data/payments/bkash/return');
  });
});
