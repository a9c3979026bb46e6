// Receipts and invoices that say what was bought (decision 236): a promotion's receipt e-mail and its invoice name
// every line (the product, what it gives, the ad, the amount, a voucher as a negative line), the gateway's
// transaction id and the time of day in Bangladesh, in bn and en.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../core/catalogue.ts';
import { formatDateTime } from '../../../core/i18n.ts';
import { useTestApp } from '../../../tests/app.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { client, signUp } from '../accounts/testing.ts';
import { createAd } from '../../seed/factories.ts';
import type { PaymentView } from './views.ts';

const api = useTestApp();
const c = () => client(api);

async function seller(title: string) {
  const { token, account, email } = await signUp(api);
  const ad = await createAd(api.db, account.id, { title, publishedAt: api.clock.now() });
  return { token, email, ad };
}

/** Buys on the bKash stand-in in the given language; answers the paid payment as its buyer sees it. */
async function buy(token: string, items: unknown[], locale: Locale): Promise<PaymentView> {
  const started = await c().call({
    method: 'POST',
    url: '/data/payments/checkout',
    token,
    payload: { context: 'promotion', items, processor: 'bkash', idempotency_key: randomUUID(), locale },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { payment, redirect_url } = started.json<{ payment: PaymentView; redirect_url: string }>();
  // Before paying, the invoice already lists what is being bought; there is no transaction id yet.
  expect(payment.provider_transaction_id).toBeNull();
  expect(payment.lines.map((l) => l.kind)).toEqual(['top_ad', 'voucher_v2']);
  const way = await pressOnHostedPage('bkash', redirect_url, 'pay');
  if (!way) throw new Error('no way back');
  await c().call({ method: 'GET', url: `${way.url.pathname}${way.url.search}` });
  const invoice = await c().call({
    method: 'GET',
    url: `/data/promotions/invoice-details?paymentCode=${payment.code}`,
    token,
  });
  expect(invoice.statusCode, invoice.body).toBe(200);
  return invoice.json<{ invoice: PaymentView }>().invoice;
}

async function voucher(code: string) {
  await api.db.query(
    `INSERT INTO promotion_vouchers (code, discount_kind, discount_value, expires_at, per_user_limit, total_limit)
     VALUES ($1, 'fixed', 20000, now() + interval '30 days', 1, 100)`,
    [code],
  );
}

describe('the receipt of a top ad', () => {
  test('names the Top Ad with its days, the ad, the voucher, the TrxID and the time, in English', async () => {
    const me = await seller('Toyota Axio 2016 fresh condition');
    await voucher('AXIO200');
    const paid = await buy(
      me.token,
      [
        { type: 'top_ad', ad_id: me.ad.id, variant_id: 'top_ad-7d-vehicles' },
        { type: 'voucher_v2', ad_id: me.ad.id, code: 'AXIO200' },
      ],
      'en',
    );
    expect(paid.state).toBe('success');
    expect(paid.provider_transaction_id).toMatch(/^TRX/);
    expect(paid.lines).toEqual([
      {
        kind: 'top_ad',
        variant: 'top_ad-7d-vehicles',
        ad: { id: me.ad.id, title: 'Toyota Axio 2016 fresh condition' },
        length: { unit: 'days', count: 7 },
        amount_poisha: 180_000,
        schedule_at: null,
        reference: null,
      },
      {
        kind: 'voucher_v2',
        variant: null,
        ad: { id: me.ad.id, title: 'Toyota Axio 2016 fresh condition' },
        length: null,
        amount_poisha: -20_000,
        schedule_at: null,
        reference: 'AXIO200',
      },
    ]);
    expect(paid.amount_poisha).toBe(160_000);

    const receipt = api.outbox.latest(me.email);
    expect(receipt?.subject).toBe(`Haat receipt ${paid.code}`);
    const text = receipt?.text ?? '';
    expect(text).toContain('- Top Ad, 7 days, for "Toyota Axio 2016 fresh condition": Tk 1,800');
    expect(text).toContain('- Voucher AXIO200, for "Toyota Axio 2016 fresh condition": -Tk 200');
    expect(text).toContain('Total paid: Tk 1,600 by bKash');
    expect(text).toContain(`bKash TrxID: ${paid.provider_transaction_id}`);
    const at = formatDateTime('en', new Date(paid.settled_at ?? ''));
    expect(at).toMatch(/\d{1,2}:\d{2}/);
    expect(text).toContain(`Paid on: ${at} (Bangladesh time)`);
    expect(text).not.toMatch(/listing fee/i);
  });

  test('says the same in Bengali, with Bengali digits', async () => {
    const me = await seller('Honda CBR 150 lal rong');
    await voucher('CBR200');
    const paid = await buy(
      me.token,
      [
        { type: 'top_ad', ad_id: me.ad.id, variant_id: 'top_ad-3d-vehicles' },
        { type: 'voucher_v2', ad_id: me.ad.id, code: 'CBR200' },
      ],
      'bn',
    );
    const receipt = api.outbox.latest(me.email);
    expect(receipt?.subject).toBe(`হাট রসিদ ${paid.code}`);
    const text = receipt?.text ?? '';
    expect(text).toContain('- "Honda CBR 150 lal rong"-এর জন্য টপ অ্যাড, ৩ দিন: ৳ ৯০০');
    expect(text).toContain('- "Honda CBR 150 lal rong"-এর জন্য ভাউচার CBR200: -৳ ২০০');
    expect(text).toContain('মোট পরিশোধ: ৳ ৭০০, bKash দিয়ে');
    expect(text).toContain(`বিকাশ TrxID: ${paid.provider_transaction_id}`);
    const at = formatDateTime('bn', new Date(paid.settled_at ?? ''));
    expect(at).toMatch(/[০-৯]{1,2}:[০-৯]{2}/);
    expect(text).toContain(`পরিশোধের সময়: ${at} (বাংলাদেশ সময়)`);
    expect(text).not.toContain('লিস্টিং ফি');
  });
});

describe('the payments list', () => {
  test('carries the lines and the transaction id of each payment', async () => {
    const me = await seller('Suzuki Gixxer 2021 blue');
    await voucher('GIX200');
    const paid = await buy(
      me.token,
      [
        { type: 'top_ad', ad_id: me.ad.id, variant_id: 'top_ad-3d-vehicles' },
        { type: 'voucher_v2', ad_id: me.ad.id, code: 'GIX200' },
      ],
      'en',
    );
    const list = await c().call({ method: 'GET', url: '/data/my/payments', token: me.token });
    expect(list.statusCode, list.body).toBe(200);
    const [mine] = list.json<{ payments: PaymentView[] }>().payments;
    expect(mine).toMatchObject({
      code: paid.code,
      provider_transaction_id: paid.provider_transaction_id,
      lines: paid.lines,
    });
  });
});
