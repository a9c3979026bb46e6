// The SSLCommerz adapter against the SSLCommerz stand-in over real HTTP on loopback: the test drives the hosted page
// as a browser without JavaScript would (submit Pay / Fail / Cancel, then the Continue form) and runs a small
// receiver for the merchant's return URL and IPN URL, so every notice the adapter parses is one the stand-in sent.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { GatewayError, type CheckoutOrder, type InboundNotice, type PaymentGateway } from './gateway.ts';
import { sslcommerzGateway, sslcommerzSignature } from './sslcommerz.ts';
import { startSslcommerzStandIn } from './sslcommerz-stand-in.ts';
import type { PaymentStandIn } from './stand-in.ts';
import { listenOnLoopback, readBody, type LoopbackServer } from './stand-in-server.ts';

interface Arrival {
  readonly kind: InboundNotice['kind'];
  readonly fields: Record<string, string>;
}

let standIn: PaymentStandIn;
let receiver: LoopbackServer;
let gateway: PaymentGateway;
const arrivals: Arrival[] = [];
const listeners = new Set<() => void>();
let invoices = 0;

beforeAll(async () => {
  standIn = await startSslcommerzStandIn();
  receiver = await listenOnLoopback({}, async (request, response) => {
    const kind = request.url === '/ipn' ? 'notify' : 'return';
    arrivals.push({ kind, fields: Object.fromEntries(new URLSearchParams(await readBody(request))) });
    for (const listener of listeners) listener();
    response.writeHead(200).end('OK');
  });
  gateway = gatewayWith(standIn.credentials.storePassword ?? '');
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

afterEach(() => standIn.misbehave());

function gatewayWith(storePassword: string, timeoutMs?: number) {
  return sslcommerzGateway({
    baseUrl: standIn.baseUrl,
    storeId: standIn.credentials.storeId ?? '',
    storePassword,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

function order(amountPoisha = 50_000): CheckoutOrder {
  invoices += 1;
  return {
    invoiceNumber: `HAAT-T${invoices}-${Date.now().toString(36)}`,
    amountPoisha,
    description: 'Listing fee <Property> & "flat"',
    customer: { name: 'Rahim Uddin', email: null, phone: '+8801711111111' },
    returnUrl: `${receiver.origin}/return`,
    notifyUrl: `${receiver.origin}/ipn`,
  };
}

const arrived = (kind: Arrival['kind'], tranId: string) =>
  arrivals.filter((arrival) => arrival.kind === kind && arrival.fields.tran_id === tranId);

/** Resolves once `count` notices of this kind for this tran_id have reached the receiver. */
function waitForArrivals(kind: Arrival['kind'], tranId: string, count = 1): Promise<Arrival[]> {
  return new Promise((resolve) => {
    const check = () => {
      const found = arrived(kind, tranId);
      if (found.length < count) return;
      listeners.delete(check);
      resolve(found);
    };
    listeners.add(check);
    check();
  });
}

const hiddenInputs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [
      name,
      (value ?? '')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&'),
    ]),
  );

/** Opens the hosted page and submits one of its buttons; returns the page that answers. */
async function choose(redirectUrl: string, choice: 'pay' | 'fail' | 'cancel'): Promise<string> {
  const page = await (await fetch(redirectUrl)).text();
  expect(page).toContain(`name="choice" value="${choice}"`);
  const answer = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ choice }) });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Submits the page's Continue form as a browser does: to the return hop, then where its 307 points. */
async function comeBack(page: string, redirectUrl: string) {
  const action = /<form id="back" method="post" action="([^"]+)">/.exec(page)?.[1];
  expect(action).toBeDefined();
  const fields = hiddenInputs(page);
  const hop = await fetch(new URL(action ?? '', redirectUrl), {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  expect(hop.status).toBe(307);
  expect(hop.headers.get('location')).toBe(`${receiver.origin}/return`);
  await fetch(hop.headers.get('location') ?? '', { method: 'POST', body: new URLSearchParams(fields) });
  return fields;
}

async function expectGatewayError(promise: Promise<unknown>, retryable: boolean) {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect((error as GatewayError).retryable).toBe(retryable);
}

describe('SSLCommerz checkout against the stand-in', () => {
  test('a paid checkout: IPN then return, both parsed, validated, queried and partly refunded', async () => {
    const checkout = order(50_000);
    const session = await gateway.start(checkout);
    expect(session.redirectUrl).toBe(`${standIn.baseUrl}/EasyCheckOut/${session.providerReference}`);
    const page = await choose(session.redirectUrl, 'pay');
    // The IPN reached the merchant before the page sent the buyer back.
    const [ipn] = arrived('notify', checkout.invoiceNumber);
    expect(ipn?.fields).toMatchObject({ status: 'VALID', amount: '500.00', currency: 'BDT' });
    const returned = await comeBack(page, session.redirectUrl);
    expect(arrived('return', checkout.invoiceNumber)).toHaveLength(1);

    const fromIpn = gateway.parseNotice({ kind: 'notify', fields: ipn?.fields ?? {} });
    const fromReturn = gateway.parseNotice({ kind: 'return', fields: returned });
    expect(fromIpn).toMatchObject({ invoiceNumber: checkout.invoiceNumber, claimed: 'success' });
    expect(fromReturn.evidence).toEqual({ val_id: returned.val_id });
    expect(fromReturn.providerEventId).not.toBe(fromIpn.providerEventId);

    const payment = { ...checkout, providerReference: session.providerReference };
    const verified = await gateway.confirm(payment, fromReturn);
    expect(verified).toEqual({
      status: 'approved',
      providerTransactionId: returned.bank_tran_id,
      amountPoisha: 50_000,
      currency: 'BDT',
    });
    // SSLCommerz answers VALIDATED the second time; the answer is the same.
    expect(await gateway.confirm(payment, fromIpn)).toEqual(verified);
    expect(await gateway.query(payment)).toEqual(verified);

    const withTransaction = { ...payment, providerTransactionId: returned.bank_tran_id ?? '' };
    const { refundReference } = await gateway.refund(withTransaction, 20_000, 'Ad rejected');
    expect(refundReference).not.toBe('');
    await expectGatewayError(gateway.refund(withTransaction, 30_001, 'More than is left'), false);
  });

  test('a refund retried with the same refund_trans_id after its answer was lost is made once', async () => {
    const checkout = order(50_000);
    const session = await gateway.start(checkout);
    const returned = await comeBack(await choose(session.redirectUrl, 'pay'), session.redirectUrl);
    const payment = { ...checkout, providerReference: session.providerReference };
    const keyed = { ...payment, providerTransactionId: returned.bank_tran_id ?? '', refundKey: 'RF-1' };
    standIn.misbehave('lost-refund-answer');
    await expectGatewayError(gateway.refund(keyed, 20_000, 'Ad rejected'), true);
    standIn.misbehave();
    const retried = await gateway.refund(keyed, 20_000, 'Ad rejected');
    expect(await gateway.refund(keyed, 20_000, 'Ad rejected')).toEqual(retried);
    // Only Tk 200 left the payment: the other Tk 300 can still be refunded, and not a poisha more.
    const unkeyed = { ...payment, providerTransactionId: returned.bank_tran_id ?? '' };
    await expectGatewayError(gateway.refund(unkeyed, 30_001, 'More than is left'), false);
    expect((await gateway.refund(unkeyed, 30_000, 'The rest')).refundReference).not.toBe(retried.refundReference);
  });

  test('a failed and a cancelled checkout are reported as failed and cancelled', async () => {
    for (const [choice, status, verified] of [
      ['fail', 'FAILED', { status: 'failed', reason: 'Declined on the stand-in page' }],
      ['cancel', 'CANCELLED', { status: 'cancelled' }],
    ] as const) {
      const checkout = order();
      const session = await gateway.start(checkout);
      const returned = await comeBack(await choose(session.redirectUrl, choice), session.redirectUrl);
      expect(returned.status).toBe(status);
      const notice = gateway.parseNotice({ kind: 'return', fields: returned });
      expect(notice.claimed).toBe(choice === 'fail' ? 'failure' : 'cancel');
      expect(notice.evidence).toEqual({});
      const payment = { ...checkout, providerReference: session.providerReference };
      expect(await gateway.confirm(payment, notice)).toEqual(verified);
      expect(await gateway.query(payment)).toEqual(verified);
    }
  });

  test('a checkout nobody paid, or one SSLCommerz never heard of, is expired', async () => {
    const checkout = order();
    const session = await gateway.start(checkout);
    expect(await gateway.query({ ...checkout, providerReference: session.providerReference })).toEqual({
      status: 'expired',
    });
    expect(await gateway.query({ ...order(), providerReference: 'NONE' })).toEqual({ status: 'expired' });
  });

  test('wrong credentials and an amount below SSLCommerz minimum are refused, not worth retrying', async () => {
    const wrong = gatewayWith('not-the-password');
    const checkout = order();
    await expectGatewayError(wrong.start(checkout), false);
    await expectGatewayError(wrong.query({ ...checkout, providerReference: 'X' }), false);
    await expectGatewayError(gateway.start(order(999)), false);
  });

  test('a forged notice is not approved: unknown val_id, another payment’s val_id, or a bad verify_sign', async () => {
    const paid = order();
    const paidSession = await gateway.start(paid);
    const paidFields = await comeBack(await choose(paidSession.redirectUrl, 'pay'), paidSession.redirectUrl);

    const victim = order();
    const victimSession = await gateway.start(victim);
    const payment = { ...victim, providerReference: victimSession.providerReference };
    const claim = (valId: string) =>
      gateway.parseNotice({
        kind: 'notify',
        fields: { tran_id: victim.invoiceNumber, val_id: valId, status: 'VALID', amount: '500.00', currency: 'BDT' },
      });
    // The victim's buyer has not paid yet: the payment stays pending, neither approved nor closed.
    expect(await gateway.confirm(payment, claim('made-up-val-id'))).toEqual({ status: 'pending' });
    // Same amount, real val_id, but it validates another tran_id.
    expect(await gateway.confirm(payment, claim(paidFields.val_id ?? ''))).toEqual({ status: 'pending' });
    const forgedFailure = gateway.parseNotice({
      kind: 'notify',
      fields: { tran_id: victim.invoiceNumber, status: 'FAILED' },
    });
    expect(await gateway.confirm(payment, forgedFailure)).toEqual({ status: 'pending' });
    // Once the buyer has paid, the same forged val_id is answered by what SSLCommerz says of this payment.
    await choose(victimSession.redirectUrl, 'pay');
    expect(await gateway.confirm(payment, claim('made-up-val-id'))).toMatchObject({
      status: 'approved',
      amountPoisha: 50_000,
    });
    expect(() => gateway.parseNotice({ kind: 'return', fields: { ...paidFields, amount: '5.00' } })).toThrowError(
      GatewayError,
    );
    expect(() => gateway.parseNotice({ kind: 'return', fields: { status: 'VALID' } })).toThrowError(GatewayError);
    expect(() => gateway.parseNotice({ kind: 'notify', fields: { tran_id: 'X', status: 'PAID' } })).toThrowError(
      GatewayError,
    );
  });

  test('verify_sign is the MD5 of the verify_key fields and md5(store password), sorted by name', () => {
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const fields = {
      tran_id: 'T1',
      amount: '10.00',
      status: 'VALID',
      extra: 'unsigned',
      verify_key: 'tran_id,amount,status',
    };
    expect(sslcommerzSignature(fields, 'pw')).toBe(
      md5(`amount=10.00&status=VALID&store_passwd=${md5('pw')}&tran_id=T1`),
    );
  });

  test('amounts reach SSLCommerz as decimal taka and come back as the same poisha', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1_000, max: 50_000_000 }), async (amountPoisha) => {
        const checkout = order(amountPoisha);
        const session = await gateway.start(checkout);
        await choose(session.redirectUrl, 'pay');
        const verified = await gateway.query({ ...checkout, providerReference: session.providerReference });
        expect(verified).toMatchObject({ status: 'approved', amountPoisha });
      }),
      { numRuns: 25 },
    );
  });
});

describe('SSLCommerz stand-in faults', () => {
  test('timeout: the call is given up after timeoutMs as retryable; set through the faults endpoint', async () => {
    const answer = await fetch(`${standIn.baseUrl}/__stand-in/faults`, {
      method: 'POST',
      body: JSON.stringify({ faults: ['timeout'] }),
    });
    expect(answer.status).toBe(200);
    const impatient = gatewayWith(standIn.credentials.storePassword ?? '', 200);
    await expectGatewayError(impatient.start(order()), true);
    await expectGatewayError(impatient.query({ ...order(), providerReference: 'X' }), true);
  });

  test('the faults endpoint refuses what is not a list of faults', async () => {
    for (const body of ['{"faults":["flood"]}', 'not json']) {
      const answer = await fetch(`${standIn.baseUrl}/__stand-in/faults`, { method: 'POST', body });
      expect(answer.status).toBe(400);
    }
  });

  test('server-error: a 500 is retryable', async () => {
    standIn.misbehave('server-error');
    await expectGatewayError(gateway.start(order()), true);
  });

  test('changed-amount: the adapter reports the amount SSLCommerz says was paid, not the one asked', async () => {
    standIn.misbehave('changed-amount');
    const checkout = order(50_000);
    const session = await gateway.start(checkout);
    const returned = await comeBack(await choose(session.redirectUrl, 'pay'), session.redirectUrl);
    const verified = await gateway.confirm(
      { ...checkout, providerReference: session.providerReference },
      gateway.parseNotice({ kind: 'return', fields: returned }),
    );
    expect(verified).toMatchObject({ status: 'approved', amountPoisha: 50_100, currency: 'BDT' });
  });

  test('lost-callback: no way back and no IPN; the transaction query still finds the payment', async () => {
    standIn.misbehave('lost-callback');
    const checkout = order();
    const session = await gateway.start(checkout);
    const page = await choose(session.redirectUrl, 'pay');
    expect(page).not.toContain('id="back"');
    expect(arrived('notify', checkout.invoiceNumber)).toEqual([]);
    expect(await gateway.query({ ...checkout, providerReference: session.providerReference })).toMatchObject({
      status: 'approved',
      amountPoisha: checkout.amountPoisha,
    });
  });

  test('duplicate-ipn: the IPN comes twice, with one event id', async () => {
    standIn.misbehave('duplicate-ipn');
    const checkout = order();
    const session = await gateway.start(checkout);
    await choose(session.redirectUrl, 'pay');
    const ipns = arrived('notify', checkout.invoiceNumber);
    expect(ipns).toHaveLength(2);
    const [first, second] = ipns.map((ipn) => gateway.parseNotice({ kind: 'notify', fields: ipn.fields }));
    expect(first?.providerEventId).toBe(second?.providerEventId);
  });

  test('callback-before-ipn and late-ipn: no IPN until the buyer is back, then it comes', async () => {
    for (const fault of ['callback-before-ipn', 'late-ipn'] as const) {
      standIn.misbehave(fault);
      const checkout = order();
      const session = await gateway.start(checkout);
      const page = await choose(session.redirectUrl, 'pay');
      // Paid, and the stand-in holds the IPN until the buyer's browser passes its return hop.
      expect(arrived('notify', checkout.invoiceNumber)).toEqual([]);
      await comeBack(page, session.redirectUrl);
      expect(arrived('return', checkout.invoiceNumber)).toHaveLength(1);
      const [ipn] = await waitForArrivals('notify', checkout.invoiceNumber);
      expect(ipn?.fields.status).toBe('VALID');
    }
  });

  test('no-ipn: the buyer comes back but no IPN came first; confirm settles on the return alone', async () => {
    standIn.misbehave('no-ipn');
    const checkout = order();
    const session = await gateway.start(checkout);
    const returned = await comeBack(await choose(session.redirectUrl, 'pay'), session.redirectUrl);
    expect(arrived('notify', checkout.invoiceNumber)).toEqual([]);
    const verified = await gateway.confirm(
      { ...checkout, providerReference: session.providerReference },
      gateway.parseNotice({ kind: 'return', fields: returned }),
    );
    expect(verified.status).toBe('approved');
  });
});
