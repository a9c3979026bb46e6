// The bKash adapter against the bKash stand-in, over real HTTP: the tokenized checkout from grant to refund, and
// each fault the stand-in can show.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { manualClock } from '../../../core/clock.ts';
import { bkashGateway } from './bkash.ts';
import { startBkashStandIn } from './bkash-stand-in.ts';
import { GatewayError, type PaymentGateway, type PaymentReference } from './gateway.ts';
import type { PaymentStandIn } from './stand-in.ts';
import { pressOnHostedPage } from './testing.ts';

let standIn: PaymentStandIn;
let gateway: PaymentGateway;
const clock = manualClock();
let invoices = 0;

const options = (standIn: PaymentStandIn) => ({
  baseUrl: standIn.baseUrl,
  appKey: standIn.credentials.appKey ?? '',
  appSecret: standIn.credentials.appSecret ?? '',
  username: standIn.credentials.username ?? '',
  password: standIn.credentials.password ?? '',
});

beforeAll(async () => {
  standIn = await startBkashStandIn();
  gateway = bkashGateway({ ...options(standIn), timeoutMs: 500, clock });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.misbehave());

async function open(amountPoisha = 50000) {
  const invoiceNumber = `HT-TEST-${++invoices}`;
  const session = await gateway.start({
    invoiceNumber,
    amountPoisha,
    description: 'Listing fee',
    customer: { name: 'Rahim', email: null, phone: '01711111111' },
    returnUrl: 'http://127.0.0.1:1/return',
    notifyUrl: 'http://127.0.0.1:1/notify',
  });
  const reference: PaymentReference = { invoiceNumber, providerReference: session.providerReference, amountPoisha };
  return { session, reference };
}

describe('bKash tokenized checkout against the stand-in', () => {
  test('create → pay → callback → execute approves with trxID, amount and currency; a second execute agrees', async () => {
    const { session, reference } = await open();
    expect(session.redirectUrl).toContain('/checkout/');
    const back = await pressOnHostedPage('bkash', session.redirectUrl, 'pay');
    expect(back?.url.searchParams.get('status')).toBe('success');
    const notice = gateway.parseNotice({ kind: 'return', fields: Object.fromEntries(back?.url.searchParams ?? []) });
    expect(notice).toMatchObject({ providerReference: session.providerReference, claimed: 'success' });
    const first = await gateway.confirm(reference, notice);
    expect(first).toMatchObject({ status: 'approved', amountPoisha: 50000, currency: 'BDT' });
    expect(await gateway.confirm(reference, notice)).toEqual(first);
    expect(await gateway.query(reference)).toEqual(first);
  });

  test('a failure or cancel on the page is what the provider reports, and a forged success executes nothing', async () => {
    const failed = await open();
    const back = await pressOnHostedPage('bkash', failed.session.redirectUrl, 'fail');
    expect(back?.url.searchParams.get('status')).toBe('failure');
    const notice = gateway.parseNotice({ kind: 'return', fields: Object.fromEntries(back?.url.searchParams ?? []) });
    expect((await gateway.confirm(failed.reference, notice)).status).toBe('failed');

    const cancelled = await open();
    await pressOnHostedPage('bkash', cancelled.session.redirectUrl, 'cancel');
    expect(await gateway.query(cancelled.reference)).toEqual({ status: 'cancelled' });

    const unpaid = await open();
    const forged = gateway.parseNotice({
      kind: 'return',
      fields: { paymentID: unpaid.session.providerReference, status: 'success' },
    });
    expect(await gateway.confirm(unpaid.reference, forged)).toEqual({ status: 'pending' });
  });

  test('a callback that is not bKash-shaped is refused', () => {
    expect(() => gateway.parseNotice({ kind: 'return', fields: { status: 'success' } })).toThrow(GatewayError);
    expect(() => gateway.parseNotice({ kind: 'return', fields: { paymentID: 'X', status: 'paid' } })).toThrow(
      GatewayError,
    );
  });

  test('refund returns money of a completed payment', async () => {
    const { session, reference } = await open();
    await pressOnHostedPage('bkash', session.redirectUrl, 'pay');
    const paid = await gateway.query(reference);
    if (paid.status !== 'approved') throw new Error('not approved');
    const refund = await gateway.refund(
      { ...reference, providerTransactionId: paid.providerTransactionId },
      50000,
      'test',
    );
    expect(refund.refundReference).toMatch(/^RFD/);
  });

  test('a keyed refund retried after its answer was lost is made once', async () => {
    const { session, reference } = await open();
    await pressOnHostedPage('bkash', session.redirectUrl, 'pay');
    const paid = await gateway.query(reference);
    if (paid.status !== 'approved') throw new Error('not approved');
    const keyed = { ...reference, providerTransactionId: paid.providerTransactionId, refundKey: 'RF-1' };
    standIn.misbehave('lost-refund-answer');
    await expect(gateway.refund(keyed, 20000, 'test')).rejects.toMatchObject({ retryable: true });
    standIn.misbehave();
    const retried = await gateway.refund(keyed, 20000, 'test');
    expect(await gateway.refund(keyed, 20000, 'test')).toEqual(retried);
    // Only Tk 200 left the payment: the other Tk 300 can still be refunded, and not a poisha more.
    const unkeyed = { ...reference, providerTransactionId: paid.providerTransactionId };
    await expect(gateway.refund(unkeyed, 30001, 'test')).rejects.toBeInstanceOf(GatewayError);
    expect((await gateway.refund(unkeyed, 30000, 'test')).refundReference).not.toBe(retried.refundReference);
  });

  test('wrong credentials are refused at the token grant', async () => {
    const wrong = bkashGateway({ ...options(standIn), password: 'nope' });
    await expect(wrong.query({ invoiceNumber: 'x', providerReference: 'y', amountPoisha: 1 })).rejects.toMatchObject({
      retryable: false,
    });
  });

  test('an expired token is refreshed', async () => {
    await open();
    clock.advance(2 * 3600_000);
    const { reference } = await open();
    expect(await gateway.query(reference)).toEqual({ status: 'pending' });
  });

  test('fault timeout: the call gives up with a retryable error', async () => {
    const { reference } = await open();
    standIn.misbehave('timeout');
    await expect(gateway.query(reference)).rejects.toMatchObject({ retryable: true });
  });

  test('fault server-error: a retryable error', async () => {
    const { reference } = await open();
    standIn.misbehave('server-error');
    await expect(gateway.query(reference)).rejects.toMatchObject({ retryable: true });
  });

  test('fault changed-amount: the verified amount differs from the one asked for', async () => {
    standIn.misbehave('changed-amount');
    const { session, reference } = await open();
    await pressOnHostedPage('bkash', session.redirectUrl, 'pay');
    const verified = await gateway.query(reference);
    expect(verified).toMatchObject({ status: 'approved', amountPoisha: 50100 });
  });

  test('fault lost-callback: the browser is not sent back, and a query executes the paid payment', async () => {
    standIn.misbehave('lost-callback');
    const { session, reference } = await open();
    expect(await pressOnHostedPage('bkash', session.redirectUrl, 'pay')).toBeNull();
    expect(await gateway.query(reference)).toMatchObject({ status: 'approved', amountPoisha: 50000 });
  });
});
