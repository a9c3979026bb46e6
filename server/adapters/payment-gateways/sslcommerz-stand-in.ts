// A local SSLCommerz: its v4 session API, hosted payment page, return and IPN, order validation,
// transaction query and refund on a loopback port, with the field names and shapes of sslcommerz.ts's sources, so a
// newcomer pays offline and the tests drive real HTTP. It checks store_id/store_passwd, keeps sessions in memory and
// can be told to misbehave (StandInFault). API faults (timeout, server-error) hold for every call while set; the
// others are fixed on each session when it is opened.
//
// The hosted page is plain forms (Pay / Fail / Cancel) that work without JavaScript. After a choice the IPN goes to
// ipn_url, then the browser is sent back with the real fields by a form that submits itself (and shows a Continue
// button without JavaScript). That form passes through this server's return hop, which answers 307 (the browser
// re-posts the same fields to success_url, fail_url or cancel_url): so the stand-in knows when the buyer has come back
// and can send the IPN only then (callback-before-ipn) or a while after (late-ipn).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decimalToPoisha, poishaToDecimal } from '../../../core/payments/money.ts';
import { SSLCOMMERZ_PATHS, sslcommerzSignature } from './sslcommerz.ts';
import type { PaymentStandIn, StandInFault } from './stand-in.ts';
import { escapeHtml, listenOnLoopback, readBody, readFaults, sendHtml, sendJson } from './stand-in-server.ts';

const CREDENTIALS = { storeId: 'haatlocal0stand0in', storePassword: 'haatlocal0stand0in@ssl' };
/** How long after the buyer's return a late IPN comes. */
const LATE_IPN_MS = 2_000;
// What SSLCommerz requires in a session request (a listing fee ships nothing, so no ship_* fields).
const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'product_name',
  'product_category',
  'product_profile',
  'shipping_method',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
] as const;
const MIN_POISHA = 1_000;
const MAX_POISHA = 50_000_000;

type Outcome = 'VALID' | 'FAILED' | 'CANCELLED';

interface Session {
  readonly sessionkey: string;
  readonly tranId: string;
  readonly amountPoisha: number;
  readonly productName: string;
  readonly urls: { readonly VALID: string; readonly FAILED: string; readonly CANCELLED: string };
  readonly ipnUrl: string | null;
  readonly faults: ReadonlySet<StandInFault>;
  /** The buyer's choice on the page, once made. */
  attempt: {
    readonly status: Outcome;
    readonly valId: string | null;
    readonly bankTranId: string | null;
    readonly tranDate: string;
    validated: boolean;
  } | null;
  returned: boolean;
  refundedPoisha: number;
}

const newId = (prefix: string, bytes = 8) => `${prefix}${randomBytes(bytes).toString('hex')}`;
const providerTime = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export async function startSslcommerzStandIn(options: { host?: string; port?: number } = {}): Promise<PaymentStandIn> {
  const sessions = new Map<string, Session>();
  /** Refunds by their refund_trans_id, with the answer given. */
  const refunds = new Map<string, Record<string, string>>();
  const byValId = new Map<string, Session>();
  const byBankTranId = new Map<string, Session>();
  const timers = new Set<NodeJS.Timeout>();
  let faults = new Set<StandInFault>();

  const credentialsOk = (fields: URLSearchParams) =>
    fields.get('store_id') === CREDENTIALS.storeId && fields.get('store_passwd') === CREDENTIALS.storePassword;
  const paidPoisha = (session: Session) => session.amountPoisha + (session.faults.has('changed-amount') ? 100 : 0);

  /** A transaction as validation and query answers (and, signed, the return and the IPN) describe it. */
  function transaction(session: Session): Record<string, string> {
    const attempt = session.attempt;
    if (!attempt) throw new Error('no attempt yet');
    const amount = poishaToDecimal(paidPoisha(session));
    return {
      status: attempt.status === 'VALID' && attempt.validated ? 'VALIDATED' : attempt.status,
      tran_date: attempt.tranDate,
      tran_id: session.tranId,
      ...(attempt.valId ? { val_id: attempt.valId } : {}),
      amount,
      // SSLCommerz keeps its fee (2.5 % here, to the poisha) and pays the store the rest.
      store_amount: poishaToDecimal(paidPoisha(session) - Math.round((paidPoisha(session) * 25) / 1000)),
      currency: 'BDT',
      ...(attempt.bankTranId ? { bank_tran_id: attempt.bankTranId } : {}),
      card_type: 'BKASH-BKash',
      card_no: '',
      card_issuer: 'BKash Mobile Banking',
      card_brand: 'MOBILEBANKING',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: 'BDT',
      currency_amount: amount,
      currency_rate: '1.0000',
      error: attempt.status === 'FAILED' ? 'Declined on the stand-in page' : '',
      risk_level: '0',
      risk_title: 'Safe',
    };
  }

  /** The fields of the return and the IPN, signed as SSLCommerz signs them. */
  function noticeFields(session: Session): Record<string, string> {
    const fields: Record<string, string> = { ...transaction(session), store_id: CREDENTIALS.storeId };
    fields.verify_key = Object.keys(fields).join(',');
    fields.verify_sign = sslcommerzSignature(fields, CREDENTIALS.storePassword);
    return fields;
  }

  async function sendIpn(session: Session) {
    if (!session.ipnUrl) return;
    try {
      await fetch(session.ipnUrl, {
        method: 'POST',
        body: new URLSearchParams(noticeFields(session)),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      // The merchant's server is down: SSLCommerz does not care; reconciliation has to.
    }
  }
  const sendIpns = async (session: Session) => {
    for (let i = session.faults.has('duplicate-ipn') ? 2 : 1; i > 0; i -= 1) await sendIpn(session);
  };
  const ipnMode = (session: Session) =>
    session.faults.has('no-ipn') || session.faults.has('lost-callback')
      ? 'never'
      : session.faults.has('late-ipn')
        ? 'late'
        : session.faults.has('callback-before-ipn')
          ? 'after-return'
          : 'before-return';

  function openSession(fields: URLSearchParams, response: ServerResponse) {
    const refuse = (failedreason: string) =>
      sendJson(response, 200, { status: 'FAILED', failedreason, sessionkey: '', GatewayPageURL: '' });
    if (!credentialsOk(fields)) return refuse('Store Credential Error Or Store is De-active');
    const missing = REQUIRED.find((name) => !fields.get(name));
    if (missing) return refuse(`Invalid Information: ${missing} is missing`);
    const amount = decimalToPoisha(fields.get('total_amount') ?? '');
    if (amount === null || amount < MIN_POISHA || amount > MAX_POISHA) {
      return refuse('Invalid Information: total_amount must be from 10.00 to 500000.00');
    }
    if (fields.get('currency') !== 'BDT') return refuse('Invalid Information: currency not supported');
    const session: Session = {
      sessionkey: newId('', 20).toUpperCase(),
      tranId: fields.get('tran_id') ?? '',
      amountPoisha: amount,
      productName: fields.get('product_name') ?? '',
      urls: {
        VALID: fields.get('success_url') ?? '',
        FAILED: fields.get('fail_url') ?? '',
        CANCELLED: fields.get('cancel_url') ?? '',
      },
      ipnUrl: fields.get('ipn_url') || null,
      faults: new Set(faults),
      attempt: null,
      returned: false,
      refundedPoisha: 0,
    };
    sessions.set(session.sessionkey, session);
    return sendJson(response, 200, {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: session.sessionkey,
      GatewayPageURL: `${server.origin}/EasyCheckOut/${session.sessionkey}`,
      storeBanner: '',
      storeLogo: '',
      is_direct_pay_enable: '0',
    });
  }

  function validate(fields: URLSearchParams, response: ServerResponse) {
    const session = byValId.get(fields.get('val_id') ?? '');
    if (!session?.attempt) return sendJson(response, 200, { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' });
    const answer = { APIConnect: 'DONE', ...transaction(session), validated_on: providerTime(), gw_version: '' };
    session.attempt.validated = true;
    return sendJson(response, 200, answer);
  }

  function queryByTranId(tranId: string, response: ServerResponse) {
    const element = [...sessions.values()]
      .filter((session) => session.tranId === tranId && session.attempt)
      .map((session) => ({ ...transaction(session), bank_gw: 'bKash' }));
    return sendJson(response, 200, { APIConnect: 'DONE', no_of_trans_found: element.length, element });
  }

  function refund(fields: URLSearchParams, response: ServerResponse) {
    const refuse = (errorReason: string) =>
      sendJson(response, 200, { APIConnect: 'DONE', status: 'failed', errorReason });
    const bankTranId = fields.get('bank_tran_id') ?? '';
    const session = byBankTranId.get(bankTranId);
    if (!session) return refuse('Invalid bank_tran_id');
    const refundTransId = fields.get('refund_trans_id');
    if (!refundTransId || !fields.get('refund_remarks')) return refuse('Invalid Information');
    // The same refund_trans_id again is the same refund: answered as the first time, no money moves.
    const known = refunds.get(refundTransId);
    if (known) return sendJson(response, 200, known);
    const amount = decimalToPoisha(fields.get('refund_amount') ?? '');
    if (amount === null || amount <= 0 || amount > paidPoisha(session) - session.refundedPoisha) {
      return refuse('Refund amount exceeds the refundable amount');
    }
    session.refundedPoisha += amount;
    const answer = {
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      trans_id: session.tranId,
      refund_ref_id: newId('RFD'),
      status: 'success',
      errorReason: '',
    };
    refunds.set(refundTransId, answer);
    if (faults.has('lost-refund-answer')) return sendJson(response, 500, { message: 'Gateway Timeout' });
    return sendJson(response, 200, answer);
  }

  async function api(path: string, request: IncomingMessage, response: ServerResponse) {
    if (faults.has('timeout')) return; // never answers; the caller gives up (close() drops the socket)
    if (faults.has('server-error')) return sendJson(response, 500, { message: 'Internal Server Error' });
    if (path === SSLCOMMERZ_PATHS.session && request.method === 'POST') {
      return openSession(new URLSearchParams(await readBody(request)), response);
    }
    const fields = new URL(request.url ?? '/', server.origin).searchParams;
    if (request.method !== 'GET') return sendJson(response, 405, { message: 'Method Not Allowed' });
    if (!credentialsOk(fields)) return sendJson(response, 200, { APIConnect: 'FAILED' });
    if (path === SSLCOMMERZ_PATHS.validation) return validate(fields, response);
    if (fields.has('refund_amount')) return refund(fields, response);
    const tranId = fields.get('tran_id');
    if (tranId) return queryByTranId(tranId, response);
    return sendJson(response, 200, { APIConnect: 'INVALID_REQUEST' });
  }

  const label = (bn: string, en: string) => `${bn} / ${en}`;
  const page = (session: Session, body: string) => `<!doctype html>
<html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>SSLCommerz (local stand-in)</title><style>body{font-family:sans-serif;max-width:22rem;margin:1rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem}.pay{background:#0a7d3c;color:#fff;border:0}</style>
</head><body><h1>SSLCommerz</h1><p>${label('পরীক্ষামূলক স্থানীয় পেমেন্ট পেজ', 'Local stand-in payment page')}</p>
<p>${escapeHtml(session.productName)}</p><p>${label('লেনদেন', 'Transaction')}: ${escapeHtml(session.tranId)}</p>
<p>${label('পরিমাণ', 'Amount')}: ৳ ${poishaToDecimal(session.amountPoisha)} BDT</p>
${body}</body></html>`;

  const RESULT = {
    VALID: label('পেমেন্ট সম্পন্ন হয়েছে', 'Payment received'),
    FAILED: label('পেমেন্ট ব্যর্থ হয়েছে', 'Payment failed'),
    CANCELLED: label('পেমেন্ট বাতিল করা হয়েছে', 'Payment cancelled'),
  };

  async function hostedPage(session: Session, request: IncomingMessage, response: ServerResponse) {
    if (session.attempt)
      return sendHtml(response, page(session, `<p role="status">${RESULT[session.attempt.status]}</p>`));
    if (request.method !== 'POST') {
      return sendHtml(
        response,
        page(
          session,
          `<form method="post"><button class="pay" name="choice" value="pay">${label('পরিশোধ করুন', 'Pay')}</button>
<button name="choice" value="fail">${label('ব্যর্থ করুন', 'Fail')}</button>
<button name="choice" value="cancel">${label('বাতিল করুন', 'Cancel')}</button></form>`,
        ),
      );
    }
    const choice = new URLSearchParams(await readBody(request)).get('choice');
    const status = ({ pay: 'VALID', fail: 'FAILED', cancel: 'CANCELLED' } as const)[choice as 'pay'];
    if (!status) return sendHtml(response, page(session, ''));
    const paid = status === 'VALID';
    session.attempt = {
      status,
      valId: paid ? newId('', 10) : null,
      bankTranId: paid ? newId('', 10).toUpperCase() : null,
      tranDate: providerTime(),
      validated: false,
    };
    if (session.attempt.valId) byValId.set(session.attempt.valId, session);
    if (session.attempt.bankTranId) byBankTranId.set(session.attempt.bankTranId, session);
    if (ipnMode(session) === 'before-return') await sendIpns(session);
    const result = `<p role="status">${RESULT[status]}</p>`;
    // The payment is done at the provider but the browser never comes back.
    if (session.faults.has('lost-callback')) return sendHtml(response, page(session, result));
    const inputs = Object.entries(noticeFields(session))
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('\n');
    return sendHtml(
      response,
      page(
        session,
        `${result}<form id="back" method="post" action="/EasyCheckOut/${session.sessionkey}/return">
${inputs}
<button class="pay">${label('চালিয়ে যান', 'Continue')}</button></form>
<script>document.getElementById('back').submit()</script>`,
      ),
    );
  }

  /** The buyer's way back: 307 keeps the POST and its fields; IPNs held for the return go now or a while later. */
  function returnHop(session: Session, response: ServerResponse) {
    if (!session.attempt) return sendHtml(response, page(session, ''));
    response.writeHead(307, { location: session.urls[session.attempt.status] }).end();
    if (session.returned) return;
    session.returned = true;
    const mode = ipnMode(session);
    if (mode === 'after-return') response.on('finish', () => void sendIpns(session));
    if (mode === 'late') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void sendIpns(session);
      }, LATE_IPN_MS);
      timers.add(timer);
    }
  }

  const server = await listenOnLoopback(options, async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/__stand-in/faults' && request.method === 'POST') {
      const next = readFaults(await readBody(request));
      if (!next) return sendJson(response, 400, { message: 'Expected { "faults": [...] }' });
      faults = new Set(next);
      return sendJson(response, 200, { faults: next });
    }
    const hosted = /^\/EasyCheckOut\/(\w+)(\/return)?$/.exec(url.pathname);
    if (hosted) {
      const session = sessions.get(hosted[1] ?? '');
      if (!session) return response.writeHead(404, { 'content-type': 'text/plain' }).end('No such session');
      return hosted[2] && request.method === 'POST'
        ? returnHop(session, response)
        : hostedPage(session, request, response);
    }
    return api(url.pathname.slice(1), request, response);
  });

  return {
    baseUrl: server.origin,
    credentials: { ...CREDENTIALS },
    misbehave: (...next) => {
      faults = new Set(next);
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return server.close();
    },
  };
}
