// bKash tokenized checkout, speaking bKash's HTTP API v1.2.0-beta. BKASH_BASE_URL includes the version,
// e.g. https://tokenized.sandbox.bka.sh/v1.2.0-beta (sandbox) or https://tokenized.pay.bka.sh/v1.2.0-beta (live).
//   POST /tokenized/checkout/token/grant     headers username, password; body app_key, app_secret → id_token
//   POST /tokenized/checkout/token/refresh   body app_key, app_secret, refresh_token → a new id_token
//   POST /tokenized/checkout/create          mode 0011, payerReference, callbackURL, amount, currency, intent,
//                                            merchantInvoiceNumber → paymentID, bkashURL
//   browser back on callbackURL?paymentID=…&status=success|failure|cancel (a claim, never proof)
//   POST /tokenized/checkout/execute         paymentID → trxID, transactionStatus Completed (takes the money)
//   POST /tokenized/checkout/payment/status  paymentID → transactionStatus Initiated|Completed|Failed|Cancelled…
//   POST /tokenized/checkout/payment/refund  paymentID, trxID, amount, sku, reason → refundTrxID
//                                            paymentID, trxID only: refund status → the refund made, refundTrxID
// The API calls carry `Authorization: <id_token>` and `X-APP-Key`. bKash answers errors with HTTP 200 and a
// statusCode other than "0000".
import { systemClock, type Clock } from '../../../core/clock.ts';
import { decimalToPoisha, poishaToDecimal } from '../../../core/payments/money.ts';
import {
  type CheckoutOrder,
  type CheckoutSession,
  GatewayError,
  type InboundNotice,
  type ParsedNotice,
  type PaymentGateway,
  type PaymentReference,
  type VerifiedPayment,
} from './gateway.ts';

export interface BkashOptions {
  readonly baseUrl: string;
  readonly appKey: string;
  readonly appSecret: string;
  readonly username: string;
  readonly password: string;
  /** How long one API call may take before it counts as a (retryable) failure. */
  readonly timeoutMs?: number;
  readonly clock?: Clock;
}

/** bKash's "already executed" answers: the payment was executed before (e.g. by the first of two callbacks). */
const ALREADY_EXECUTED = new Set(['2062', '2117']);
/** "Invalid Payment State": executing a payment the buyer has not authorised (yet, or ever). */
const NOT_AUTHORISED = '2056';

type BkashAnswer = Record<string, string | number | undefined>;

export function bkashGateway(options: BkashOptions): PaymentGateway {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = options.baseUrl.replace(/\/$/, '');
  let token: { id: string; refresh: string; expiresAt: number } | null = null;

  async function call(
    path: string,
    body: Record<string, string>,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<BkashAnswer> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${base}/tokenized/checkout${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new GatewayError('bkash', `${path}: ${(error as Error).message}`, true);
    }
    if (response.status >= 500) throw new GatewayError('bkash', `${path}: HTTP ${response.status}`, true);
    const answer = (await response.json().catch(() => null)) as BkashAnswer | null;
    if (!answer) throw new GatewayError('bkash', `${path}: HTTP ${response.status} without JSON`, true);
    if (response.status === 401 || response.status === 403) {
      token = null;
      throw new GatewayError('bkash', `${path}: not authorised (${String(answer.message ?? response.status)})`, true);
    }
    return answer;
  }

  /** A valid id_token: granted once, refreshed when it runs out, granted again if the refresh fails. */
  async function idToken(signal?: AbortSignal): Promise<string> {
    const now = clock.now().getTime();
    if (token && token.expiresAt > now) return token.id;
    const credentials = { app_key: options.appKey, app_secret: options.appSecret };
    const answer = token
      ? await call('/token/refresh', { ...credentials, refresh_token: token.refresh }, {}, signal)
      : await call('/token/grant', credentials, { username: options.username, password: options.password }, signal);
    if (answer.statusCode !== '0000' || typeof answer.id_token !== 'string') {
      token = null;
      throw new GatewayError('bkash', `token: ${String(answer.statusMessage ?? answer.statusCode)}`, false);
    }
    // Renew a minute early so a token never runs out between asking and using it.
    const lifetime = (Number(answer.expires_in) || 3600) - 60;
    token = { id: answer.id_token, refresh: String(answer.refresh_token ?? ''), expiresAt: now + lifetime * 1000 };
    return token.id;
  }

  async function api(path: string, body: Record<string, string>, signal?: AbortSignal): Promise<BkashAnswer> {
    const id = await idToken(signal);
    return call(path, body, { authorization: id, 'x-app-key': options.appKey }, signal);
  }

  /** A completed payment as verified, or what its status says. */
  function verified(answer: BkashAnswer): VerifiedPayment {
    switch (answer.transactionStatus) {
      case 'Completed': {
        const amount = decimalToPoisha(String(answer.amount ?? ''));
        if (amount === null || typeof answer.trxID !== 'string') {
          throw new GatewayError('bkash', 'completed payment without amount or trxID', true);
        }
        return {
          status: 'approved',
          providerTransactionId: answer.trxID,
          amountPoisha: amount,
          currency: String(answer.currency ?? ''),
        };
      }
      case 'Failed':
        return { status: 'failed', reason: String(answer.statusMessage ?? 'failed') };
      case 'Cancelled':
        return { status: 'cancelled' };
      case 'Expired':
        return { status: 'expired' };
      default:
        return { status: 'pending' };
    }
  }

  async function status(payment: PaymentReference, signal?: AbortSignal): Promise<BkashAnswer> {
    const answer = await api('/payment/status', { paymentID: payment.providerReference }, signal);
    if (answer.statusCode !== '0000') {
      throw new GatewayError('bkash', `status: ${String(answer.statusMessage ?? answer.statusCode)}`, true);
    }
    return answer;
  }

  /** Executes an authorised payment; one executed before is read back by its status. */
  async function execute(payment: PaymentReference, signal?: AbortSignal): Promise<VerifiedPayment | null> {
    const answer = await api('/execute', { paymentID: payment.providerReference }, signal);
    if (answer.statusCode === '0000') return verified(answer);
    if (ALREADY_EXECUTED.has(String(answer.statusCode))) return verified(await status(payment, signal));
    if (answer.statusCode === NOT_AUTHORISED) return null;
    return { status: 'failed', reason: String(answer.statusMessage ?? answer.statusCode) };
  }

  return {
    name: 'bkash',

    async start(order: CheckoutOrder, signal?: AbortSignal): Promise<CheckoutSession> {
      const answer = await api(
        '/create',
        {
          mode: '0011',
          payerReference: order.customer.phone ?? order.invoiceNumber,
          callbackURL: order.returnUrl,
          amount: poishaToDecimal(order.amountPoisha),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: order.invoiceNumber,
        },
        signal,
      );
      if (answer.statusCode !== '0000' || typeof answer.paymentID !== 'string' || typeof answer.bkashURL !== 'string') {
        throw new GatewayError('bkash', `create: ${String(answer.statusMessage ?? answer.statusCode)}`, false);
      }
      return { providerReference: answer.paymentID, redirectUrl: answer.bkashURL };
    },

    parseNotice(notice: InboundNotice): ParsedNotice {
      const { paymentID, status: claimed } = notice.fields;
      if (!paymentID || !/^[\w-]{1,64}$/.test(paymentID))
        throw new GatewayError('bkash', 'callback without paymentID', false);
      if (claimed !== 'success' && claimed !== 'failure' && claimed !== 'cancel') {
        throw new GatewayError('bkash', `callback with status ${String(claimed)}`, false);
      }
      // bKash sends one callback per payment and outcome: a replay has the same id and is stored once.
      return {
        invoiceNumber: null,
        providerReference: paymentID,
        providerEventId: `callback:${paymentID}:${claimed}`,
        claimed,
        evidence: {},
      };
    },

    async confirm(payment: PaymentReference, notice: ParsedNotice, signal?: AbortSignal): Promise<VerifiedPayment> {
      // A failure or cancel claim is checked by asking: a forged "cancel" must not close a paid payment.
      if (notice.claimed !== 'success') return verified(await status(payment, signal));
      return (await execute(payment, signal)) ?? verified(await status(payment, signal));
    },

    async query(payment: PaymentReference, signal?: AbortSignal): Promise<VerifiedPayment> {
      const current = verified(await status(payment, signal));
      if (current.status !== 'pending') return current;
      // An authorised payment stays "Initiated" until the merchant executes it: when the buyer's callback was lost,
      // executing now completes it (and answers "not authorised" when the buyer never paid).
      return (await execute(payment, signal)) ?? current;
    },

    async refund(payment, amountPoisha, reason, signal) {
      // bKash de-duplicates no refund field, so a keyed refund (which may be a retry of one whose answer was lost)
      // first asks the refund status: a completed refund of this amount is the one asked for before.
      if (payment.refundKey) {
        const made = await api(
          '/payment/refund',
          { paymentID: payment.providerReference, trxID: payment.providerTransactionId },
          signal,
        );
        if (
          made.statusCode === '0000' &&
          made.transactionStatus === 'Completed' &&
          typeof made.refundTrxID === 'string' &&
          decimalToPoisha(String(made.amount ?? '')) === amountPoisha
        ) {
          return { refundReference: made.refundTrxID };
        }
      }
      const answer = await api(
        '/payment/refund',
        {
          paymentID: payment.providerReference,
          trxID: payment.providerTransactionId,
          amount: poishaToDecimal(amountPoisha),
          sku: payment.invoiceNumber,
          reason: reason.slice(0, 255),
        },
        signal,
      );
      if (answer.statusCode !== '0000' || typeof answer.refundTrxID !== 'string') {
        throw new GatewayError('bkash', `refund: ${String(answer.statusMessage ?? answer.statusCode)}`, false);
      }
      return { refundReference: answer.refundTrxID };
    },
  };
}
