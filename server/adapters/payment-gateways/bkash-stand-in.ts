// A local bKash: bKash's tokenized checkout API on a loopback port, with its hosted payment page, so a
// newcomer pays a listing fee offline and the tests drive real HTTP. It checks the credentials and the token as
// bKash does, keeps payments in memory, and can be told to misbehave (StandInFault: timeout, server-error,
// changed-amount, lost-callback; bKash sends no server-to-server notification, so the IPN faults do not apply).
//
// The hosted page is a plain form (pay, fail, cancel) that works without JavaScript: paying authorises the payment
// (it stays "Initiated" until the merchant executes it, as at bKash) and sends the browser to the callbackURL with
// paymentID and status.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decimalToPoisha, poishaToDecimal } from '../../../core/payments/money.ts';
import type { PaymentStandIn, StandInFault } from './stand-in.ts';
import { escapeHtml, listenOnLoopback, readBody, readFaults, sendJson } from './stand-in-server.ts';

const VERSION = '/v1.2.0-beta';
const API = `${VERSION}/tokenized/checkout`;
const CREDENTIALS = {
  appKey: 'stand-in-app-key',
  appSecret: 'stand-in-app-secret',
  username: 'stand-in-user',
  password: 'stand-in-password',
};

interface StandInPayment {
  readonly paymentID: string;
  readonly invoice: string;
  readonly amountPoisha: number;
  readonly callbackURL: string;
  readonly payerReference: string;
  /** Authorised: the buyer paid on the page; bKash still reports Initiated until execute. */
  state: 'Initiated' | 'Authorised' | 'Completed' | 'Failed' | 'Cancelled';
  trxID: string | null;
  /** Refunds made of it, as bKash's refund status reports them. */
  readonly refunds: { readonly refundTrxID: string; readonly amountPoisha: number; readonly completedTime: string }[];
  /** Faults that belong to this checkout, fixed when it was created. */
  readonly changedAmount: boolean;
  readonly lostCallback: boolean;
}

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

export async function startBkashStandIn(options: { host?: string; port?: number } = {}): Promise<PaymentStandIn> {
  const payments = new Map<string, StandInPayment>();
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  let faults = new Set<StandInFault>();
  const json = sendJson;
  const error = (response: ServerResponse, statusCode: string, statusMessage: string) =>
    json(response, 200, { statusCode, statusMessage });

  function grant(response: ServerResponse) {
    const idToken = id('TOKEN');
    const refresh = id('REFRESH');
    tokens.add(idToken);
    refreshTokens.add(refresh);
    json(response, 200, {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: refresh,
    });
  }

  /** A payment as bKash's execute and status calls describe it. */
  function describe(payment: StandInPayment) {
    const reported = payment.changedAmount ? payment.amountPoisha + 100 : payment.amountPoisha;
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      payerReference: payment.payerReference,
      customerMsisdn: '01770618575',
      trxID: payment.trxID ?? undefined,
      amount: poishaToDecimal(reported),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.invoice,
      transactionStatus: payment.state === 'Authorised' ? 'Initiated' : payment.state,
    };
  }

  async function api(path: string, request: IncomingMessage, response: ServerResponse) {
    if (faults.has('timeout')) return; // never answers; the caller gives up (close() drops the socket)
    if (faults.has('server-error')) return json(response, 500, { message: 'Internal Server Error' });
    let body: Record<string, string>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, string>;
    } catch {
      return json(response, 400, { message: 'Bad Request' });
    }
    const credentialsOk = body.app_key === CREDENTIALS.appKey && body.app_secret === CREDENTIALS.appSecret;
    if (path === '/token/grant') {
      const userOk =
        request.headers.username === CREDENTIALS.username && request.headers.password === CREDENTIALS.password;
      return credentialsOk && userOk ? grant(response) : error(response, '2001', 'Invalid App Key or credentials');
    }
    if (path === '/token/refresh') {
      if (!credentialsOk || !refreshTokens.delete(String(body.refresh_token))) {
        return error(response, '2001', 'Invalid refresh token');
      }
      return grant(response);
    }
    const authorised =
      tokens.has(String(request.headers.authorization)) && request.headers['x-app-key'] === CREDENTIALS.appKey;
    if (!authorised) return json(response, 401, { message: 'Unauthorized' });

    if (path === '/create') {
      const amount = decimalToPoisha(String(body.amount ?? ''));
      if (body.mode !== '0011' || body.intent !== 'sale' || body.currency !== 'BDT' || amount === null || amount <= 0) {
        return error(response, '2007', 'Invalid Payment Request');
      }
      if (!body.callbackURL || !body.merchantInvoiceNumber || !body.payerReference) {
        return error(response, '2007', 'Invalid Payment Request');
      }
      const payment: StandInPayment = {
        paymentID: id('TR0011'),
        invoice: body.merchantInvoiceNumber,
        amountPoisha: amount,
        callbackURL: body.callbackURL,
        payerReference: body.payerReference,
        state: 'Initiated',
        trxID: null,
        refunds: [],
        changedAmount: faults.has('changed-amount'),
        lostCallback: faults.has('lost-callback'),
      };
      payments.set(payment.paymentID, payment);
      return json(response, 200, {
        statusCode: '0000',
        statusMessage: 'Successful',
        paymentID: payment.paymentID,
        bkashURL: `${base}/checkout/${payment.paymentID}`,
        callbackURL: payment.callbackURL,
        amount: poishaToDecimal(amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: payment.invoice,
        transactionStatus: 'Initiated',
      });
    }
    const payment = payments.get(String(body.paymentID));
    if (!payment) return error(response, '2009', 'Invalid Payment ID');
    if (path === '/execute') {
      if (payment.state === 'Completed') return error(response, '2117', 'Payment execution already been called before');
      if (payment.state !== 'Authorised') return error(response, '2056', 'Invalid Payment State');
      payment.state = 'Completed';
      payment.trxID = id('TRX');
      return json(response, 200, describe(payment));
    }
    if (path === '/payment/status') return json(response, 200, describe(payment));
    if (path === '/payment/refund') {
      if (payment.state !== 'Completed' || body.trxID !== payment.trxID) {
        return error(response, '2071', 'Original transaction not found');
      }
      const original = { originalTrxID: payment.trxID, currency: 'BDT' };
      // Without an amount it is bKash's refund status call: the latest refund of this payment.
      if (body.amount === undefined) {
        const last = payment.refunds.at(-1);
        if (!last) return error(response, '2071', 'Refund not found');
        return json(response, 200, {
          statusCode: '0000',
          statusMessage: 'Successful',
          ...original,
          refundTrxID: last.refundTrxID,
          transactionStatus: 'Completed',
          amount: poishaToDecimal(last.amountPoisha),
          completedTime: last.completedTime,
        });
      }
      const amount = decimalToPoisha(String(body.amount));
      const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amountPoisha, 0);
      if (amount === null || amount <= 0 || amount > payment.amountPoisha - refunded)
        return error(response, '2072', 'Invalid amount');
      const refund = { refundTrxID: id('RFD'), amountPoisha: amount, completedTime: new Date().toISOString() };
      payment.refunds.push(refund);
      if (faults.has('lost-refund-answer')) return json(response, 500, { message: 'Gateway Timeout' });
      return json(response, 200, {
        statusCode: '0000',
        statusMessage: 'Successful',
        ...original,
        refundTrxID: refund.refundTrxID,
        transactionStatus: 'Completed',
        amount: poishaToDecimal(amount),
      });
    }
    return json(response, 404, { message: 'Not Found' });
  }

  /** The hosted page: what is paid, to whom, and three buttons. */
  function page(response: ServerResponse, payment: StandInPayment, message?: string) {
    const open = payment.state === 'Initiated';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>bKash stand-in</title><style>body{font-family:sans-serif;max-width:22rem;margin:1rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem}.pay{background:#e2136e;color:#fff;border:0}</style>
</head><body><h1>bKash (local stand-in)</h1>
<p>Invoice ${escapeHtml(payment.invoice)}</p><p>Amount: ৳ ${poishaToDecimal(payment.amountPoisha)} BDT</p>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
${
  open
    ? `<form method="post"><button class="pay" name="action" value="pay">Pay</button>
<button name="action" value="fail">Fail</button><button name="action" value="cancel">Cancel</button></form>`
    : ''
}</body></html>`);
  }

  async function checkout(paymentID: string, request: IncomingMessage, response: ServerResponse) {
    const payment = payments.get(paymentID);
    if (!payment) return response.writeHead(404, { 'content-type': 'text/plain' }).end('No such payment');
    if (request.method !== 'POST' || payment.state !== 'Initiated') return page(response, payment);
    const action = new URLSearchParams(await readBody(request)).get('action');
    const outcome = ({ pay: 'success', fail: 'failure', cancel: 'cancel' } as const)[action as 'pay'] ?? null;
    if (!outcome) return page(response, payment);
    payment.state = outcome === 'success' ? 'Authorised' : outcome === 'failure' ? 'Failed' : 'Cancelled';
    // The buyer's browser never comes back: only asking bKash later finds the payment.
    if (payment.lostCallback) return page(response, payment, 'Payment received. You may close this page.');
    const back = new URL(payment.callbackURL);
    back.searchParams.set('paymentID', payment.paymentID);
    back.searchParams.set('status', outcome);
    return response.writeHead(303, { location: back.toString() }).end();
  }

  const server = await listenOnLoopback(options, async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    if (url.pathname === `${VERSION}/__stand-in/faults` && request.method === 'POST') {
      const next = readFaults(await readBody(request));
      if (!next) return json(response, 400, { message: 'Expected { "faults": [...] }' });
      faults = new Set(next);
      return json(response, 200, { faults: next });
    }
    const hosted = url.pathname.match(/^\/v1\.2\.0-beta\/checkout\/([\w-]+)$/);
    if (hosted?.[1]) return checkout(hosted[1], request, response);
    if (url.pathname.startsWith(API) && request.method === 'POST') {
      return api(url.pathname.slice(API.length), request, response);
    }
    return json(response, 404, { message: 'Not Found' });
  });
  const base = `${server.origin}${VERSION}`;

  return {
    baseUrl: base,
    credentials: { ...CREDENTIALS },
    misbehave: (...next) => {
      faults = new Set(next);
    },
    close: () => server.close(),
  };
}
