// SSLCommerz over its real HTTP API (v4, decision 68), sandbox (https://sandbox.sslcommerz.com) or live
// (https://securepay.sslcommerz.com). What this relies on, as SSLCommerz's integration guide describes it and
// as the official PHP library (sslcommerz/SSLCommerz-PHP, lib/SslCommerzNotification.php) and the documented
// better-sslcommerz SDK (docs: core/create-session, validate-order, transaction-query, refund, ipn) call it:
// - session: POST gwprocess/v4/api.php, form-encoded → JSON { status: SUCCESS|FAILED, failedreason, sessionkey,
//   GatewayPageURL }. Credential errors come back as HTTP 200 with status FAILED.
// - the browser return (success_url / fail_url / cancel_url) and the IPN (ipn_url) both POST the same form fields:
//   tran_id, val_id, amount, currency, status (VALID, FAILED, CANCELLED, EXPIRED, UNATTEMPTED), bank_tran_id, error,
//   verify_sign, verify_key…; neither is proof of payment.
// - order validation: GET validator/api/validationserverAPI.php?val_id&store_id&store_passwd&format=json → JSON
//   { status: VALID|VALIDATED|INVALID_TRANSACTION|…, tran_id, amount, currency, bank_tran_id… }.
// - transaction query: GET validator/api/merchantTransIDvalidationAPI.php?tran_id&…&format=json → JSON
//   { APIConnect, no_of_trans_found, element: [{ status, tran_id, val_id, amount, currency, bank_tran_id, error… }] }.
// - refund: the same merchantTransIDvalidationAPI.php with bank_tran_id, refund_trans_id, refund_amount,
//   refund_remarks, refe_id → JSON { APIConnect, status: success|failed|processing, refund_ref_id, errorReason }.
// - APIConnect: DONE, or INVALID_REQUEST / FAILED (authentication) / INACTIVE (store inactive).
import { createHash, randomUUID } from 'node:crypto';
import { decimalToPoisha, poishaToDecimal } from '../../../core/payments/money.ts';
import {
  GatewayError,
  type CheckoutOrder,
  type InboundNotice,
  type ParsedNotice,
  type PaymentGateway,
  type PaymentReference,
  type VerifiedPayment,
} from './gateway.ts';

export interface SslcommerzOptions {
  readonly baseUrl: string;
  readonly storeId: string;
  readonly storePassword: string;
  readonly fetch?: typeof fetch;
  /** How long one API call may take before it is given up as retryable (default 15 s). */
  readonly timeoutMs?: number;
}

export const SSLCOMMERZ_PATHS = {
  session: 'gwprocess/v4/api.php',
  validation: 'validator/api/validationserverAPI.php',
  transactionQuery: 'validator/api/merchantTransIDvalidationAPI.php',
} as const;

/** Transaction statuses as SSLCommerz spells them in notices, validation and query answers. */
export type SslcommerzStatus = 'VALID' | 'VALIDATED' | 'PENDING' | 'FAILED' | 'CANCELLED' | 'UNATTEMPTED' | 'EXPIRED';

const CLAIMS: Readonly<Record<string, ParsedNotice['claimed']>> = {
  VALID: 'success',
  VALIDATED: 'success',
  FAILED: 'failure',
  // The buyer never paid: for the module that is a failure to be checked by query(), which answers expired.
  UNATTEMPTED: 'failure',
  EXPIRED: 'failure',
  CANCELLED: 'cancel',
};

/**
 * SSLCommerz's `verify_sign`: MD5 of `key=value&…` over the fields named in `verify_key` plus
 * `store_passwd=md5(store password)`, sorted by key (PHP ksort). Shared with the stand-in so both sign alike.
 */
export function sslcommerzSignature(fields: Readonly<Record<string, string>>, storePassword: string): string {
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of (fields.verify_key ?? '').split(',')) {
    const value = fields[key];
    if (key !== '' && value !== undefined) signed[key] = value;
  }
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

// SSLCommerz requires an address, an e-mail and a phone for every session; a listing fee needs none of them, so what
// the buyer has not given is sent as a neutral value.
const NOT_GIVEN = { email: 'not-given@haat.invalid', phone: '00000000000', address: 'Bangladesh', city: 'Dhaka' };

export function sslcommerzGateway(options: SslcommerzOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };
  const fail = (message: string, retryable: boolean) => new GatewayError('sslcommerz', message, retryable);

  /** One API call: JSON back, or a GatewayError that says whether asking again may help. */
  async function call(
    path: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<Record<string, unknown>> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(new URL(path, base), {
        ...init,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      text = await response.text();
    } catch (error) {
      const reason = timeout.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw fail(`${path}: ${reason}`, true);
    }
    if (response.status >= 500) throw fail(`${path} answered ${response.status}`, true);
    if (response.status >= 400) throw fail(`${path} refused the request (${response.status})`, false);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // An HTML error page from a proxy in front of the provider: transient as far as we can tell.
      throw fail(`${path} answered something other than JSON`, true);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw fail(`${path}: unexpected answer`, true);
    const record = body as Record<string, unknown>;
    if (record.APIConnect !== undefined && record.APIConnect !== 'DONE') {
      // INVALID_REQUEST, FAILED (authentication) or INACTIVE: asking again will not change it.
      throw fail(`${path}: APIConnect ${textOf(record.APIConnect)}`, false);
    }
    return record;
  }

  const get = (path: string, query: Record<string, string>, signal?: AbortSignal) =>
    call(`${path}?${new URLSearchParams({ ...query, ...credentials, format: 'json' }).toString()}`, {}, signal);

  function amountOf(record: Record<string, unknown>): number {
    const poisha = decimalToPoisha(textOf(record.amount));
    if (poisha === null) throw fail(`unreadable amount ${JSON.stringify(record.amount)}`, false);
    return poisha;
  }

  function approved(record: Record<string, unknown>): VerifiedPayment {
    return {
      status: 'approved',
      providerTransactionId: textOf(record.bank_tran_id),
      amountPoisha: amountOf(record),
      currency: textOf(record.currency),
    };
  }

  /** What SSLCommerz says of this tran_id; `null` when it has no attempt on record at all. */
  async function attempts(payment: PaymentReference, signal?: AbortSignal): Promise<VerifiedPayment | null> {
    const answer = await get(SSLCOMMERZ_PATHS.transactionQuery, { tran_id: payment.invoiceNumber }, signal);
    const elements = (Array.isArray(answer.element) ? answer.element : []).filter(
      (element): element is Record<string, unknown> =>
        typeof element === 'object' && element !== null && element.tran_id === payment.invoiceNumber,
    );
    // One tran_id can carry several attempts (a failed card, then a paid one): a paid attempt wins, then one still
    // under way; otherwise the latest attempt says how it ended.
    if (elements.length === 0) return null;
    const paid = elements.find((element) => element.status === 'VALID' || element.status === 'VALIDATED');
    if (paid) return approved(paid);
    if (elements.some((element) => element.status === 'PENDING')) return { status: 'pending' };
    const last = elements.at(-1);
    switch (last?.status) {
      case 'FAILED':
        return { status: 'failed', reason: textOf(last.error) || 'FAILED' };
      case 'CANCELLED':
        return { status: 'cancelled' };
      default:
        // UNATTEMPTED or EXPIRED: nothing was paid and the session is over.
        return { status: 'expired' };
    }
  }

  // Reconciliation: no record at all means the buyer never got as far as paying, and the session is over.
  const query = async (payment: PaymentReference, signal?: AbortSignal): Promise<VerifiedPayment> =>
    (await attempts(payment, signal)) ?? { status: 'expired' };

  return {
    name: 'sslcommerz',

    async start(order: CheckoutOrder, signal?: AbortSignal) {
      const form = new URLSearchParams({
        ...credentials,
        total_amount: poishaToDecimal(order.amountPoisha),
        currency: 'BDT',
        tran_id: order.invoiceNumber,
        success_url: order.returnUrl,
        fail_url: order.returnUrl,
        cancel_url: order.returnUrl,
        ipn_url: order.notifyUrl,
        product_name: order.description.slice(0, 255),
        product_category: 'classifieds',
        product_profile: 'non-physical-goods',
        shipping_method: 'NO',
        num_of_item: '1',
        cus_name: order.customer.name.slice(0, 50),
        cus_email: order.customer.email ?? NOT_GIVEN.email,
        cus_phone: order.customer.phone ?? NOT_GIVEN.phone,
        cus_add1: NOT_GIVEN.address,
        cus_city: NOT_GIVEN.city,
        cus_country: 'Bangladesh',
      });
      const answer = await call(SSLCOMMERZ_PATHS.session, { method: 'POST', body: form }, signal);
      const sessionkey = textOf(answer.sessionkey);
      const gatewayPageUrl = textOf(answer.GatewayPageURL);
      if (answer.status !== 'SUCCESS' || sessionkey === '' || gatewayPageUrl === '') {
        throw fail(`session refused: ${textOf(answer.failedreason) || textOf(answer.status)}`, false);
      }
      return { providerReference: sessionkey, redirectUrl: gatewayPageUrl };
    },

    parseNotice(notice: InboundNotice): ParsedNotice {
      const { fields } = notice;
      const tranId = fields.tran_id ?? '';
      const status = fields.status ?? '';
      const claimed = CLAIMS[status];
      if (tranId === '' || claimed === undefined) throw fail(`not an SSLCommerz ${notice.kind}`, false);
      // An extra guard against a hand-made notice; never proof of payment (confirm asks the validation API).
      if (
        fields.verify_sign !== undefined &&
        fields.verify_sign !== sslcommerzSignature(fields, options.storePassword)
      ) {
        throw fail(`${notice.kind} for ${tranId} has a verify_sign that does not match`, false);
      }
      const valId = fields.val_id ?? '';
      return {
        invoiceNumber: tranId,
        providerReference: null,
        // The same IPN delivered twice (or a reloaded return) gives the same id; a return and an IPN for one payment
        // are different notices and get different ids.
        providerEventId: [notice.kind, tranId, status, valId || fields.bank_tran_id || ''].join(':'),
        claimed,
        evidence: claimed === 'success' && valId !== '' ? { val_id: valId } : {},
      };
    },

    async confirm(payment: PaymentReference, notice: ParsedNotice, signal?: AbortSignal) {
      const valId = notice.evidence.val_id;
      if (valId !== undefined) {
        const answer = await get(SSLCOMMERZ_PATHS.validation, { val_id: valId }, signal);
        const valid = answer.status === 'VALID' || answer.status === 'VALIDATED';
        if (valid && answer.tran_id === payment.invoiceNumber) return approved(answer);
      }
      // No val_id (a failure or cancel claim), an unknown one, or one that validates another tran_id: the val_id
      // proves nothing about this payment, so ask what became of it by its own tran_id. No record yet means the buyer
      // may still be on the page: a notice (perhaps forged) must not close the payment, reconciliation will.
      return (await attempts(payment, signal)) ?? { status: 'pending' };
    },

    query,

    async refund(payment, amountPoisha, reason, signal) {
      const answer = await get(
        SSLCOMMERZ_PATHS.transactionQuery,
        {
          bank_tran_id: payment.providerTransactionId,
          // Required since February 2025, at most 30 characters, unique per refund request: the same key again is
          // the same refund, so a retry cannot pay out twice.
          refund_trans_id: payment.refundKey ?? randomUUID().replaceAll('-', '').slice(0, 30),
          refund_amount: poishaToDecimal(amountPoisha),
          refund_remarks: reason.slice(0, 255),
          refe_id: payment.invoiceNumber,
        },
        signal,
      );
      const refundReference = textOf(answer.refund_ref_id);
      if ((answer.status !== 'success' && answer.status !== 'processing') || refundReference === '') {
        throw fail(`refund refused: ${textOf(answer.errorReason) || textOf(answer.status)}`, false);
      }
      return { refundReference };
    },
  };
}

/** A JSON value as the text SSLCommerz means ('' when absent); its numbers sometimes come unquoted. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
