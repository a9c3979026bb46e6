// One interface for every payment processor. The payments module (server/modules/payments) owns the
// payment lifecycle, its tables and every decision; a gateway only speaks its provider's real HTTP API (base URL and
// credentials from the environment, sandbox or live) and reports what the provider says. A local stand-in server
// per provider implements the same HTTP API on loopback for tests and for `npm start` without credentials.
//
// The rule that matters: a payment is approved only on what the server itself hears back from the provider when it
// asks (confirm or query), never on what a browser return or an unauthenticated notification claims.

export type ProcessorName = 'bkash' | 'sslcommerz';

/** Our side of one checkout, as the provider must be told it. */
export interface CheckoutOrder {
  /** Our unique invoice number: bKash `merchantInvoiceNumber`, SSLCommerz `tran_id`. */
  readonly invoiceNumber: string;
  /** Whole poisha; the adapter writes the provider's decimal taka (50000 → "500.00"). Currency is always BDT. */
  readonly amountPoisha: number;
  /** What is bought, for the provider's page and records. */
  readonly description: string;
  readonly customer: {
    readonly name: string;
    readonly email: string | null;
    readonly phone: string | null;
  };
  /**
   * Absolute URL the buyer's browser comes back to from the hosted page (by GET or POST, as the provider does).
   * The adapter adds what it must: bKash appends `paymentID` and `status`; SSLCommerz uses it as its success, fail
   * and cancel URLs (posting `tran_id`, `val_id`, `status`…).
   */
  readonly returnUrl: string;
  /** Absolute URL of the provider's server-to-server notification (SSLCommerz IPN). bKash sends none. */
  readonly notifyUrl: string;
}

/** A checkout the provider has opened. */
export interface CheckoutSession {
  /** The provider's id for it: bKash `paymentID`, SSLCommerz `sessionkey`. */
  readonly providerReference: string;
  /** The hosted payment page to send the buyer to. */
  readonly redirectUrl: string;
}

/** A payment as the module knows it, for asking the provider about it. */
export interface PaymentReference {
  readonly invoiceNumber: string;
  readonly providerReference: string;
  readonly amountPoisha: number;
}

/** What the provider itself answered when the server asked. */
export type VerifiedPayment =
  | {
      readonly status: 'approved';
      /** bKash `trxID`, SSLCommerz `bank_tran_id`: needed for refunds. */
      readonly providerTransactionId: string;
      /** What the provider says was paid; the module compares it with the payment's amount and currency. */
      readonly amountPoisha: number;
      readonly currency: string;
    }
  /** Not finished yet at the provider (the buyer is still on the page, or the provider has not settled). */
  | { readonly status: 'pending' }
  | { readonly status: 'failed'; readonly reason: string }
  | { readonly status: 'cancelled' }
  /** The provider has no completed record and never will (e.g. a bKash payment never executed, now expired). */
  | { readonly status: 'expired' };

/** A browser return or a provider notification, as received: its query and form fields. */
export interface InboundNotice {
  readonly kind: 'return' | 'notify';
  readonly fields: Readonly<Record<string, string>>;
}

/** What an inbound notice points at and claims. A claim is never proof: the module settles through confirm(). */
export interface ParsedNotice {
  /** Which payment: our invoice number and/or the provider's reference, whichever the provider sends. */
  readonly invoiceNumber: string | null;
  readonly providerReference: string | null;
  /** Unique per provider for this notice: the key of the append-only payment-event table (provider, event id). */
  readonly providerEventId: string;
  readonly claimed: 'success' | 'failure' | 'cancel';
  /** What confirm() needs from the notice (SSLCommerz `val_id`); empty when nothing. */
  readonly evidence: Readonly<Record<string, string>>;
}

export class GatewayError extends Error {
  constructor(
    readonly processor: ProcessorName,
    message: string,
    /** True when asking again later may succeed (timeout, 5xx, connection refused). */
    readonly retryable: boolean,
  ) {
    super(`${processor}: ${message}`);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly name: ProcessorName;
  /** Opens a checkout at the provider (bKash: grant token → create payment; SSLCommerz: session API). */
  start(order: CheckoutOrder, signal?: AbortSignal): Promise<CheckoutSession>;
  /** Reads a browser return or notification; throws GatewayError (not retryable) when it is not the provider's shape. */
  parseNotice(notice: InboundNotice): ParsedNotice;
  /**
   * Settles a payment after a notice, by asking the provider: bKash executes a payment whose buyer came back with
   * status=success (and queries it when it was executed already, so a second call gives the same answer);
   * SSLCommerz calls its validation API with `val_id`. A failure or cancel claim is checked by query().
   */
  confirm(payment: PaymentReference, notice: ParsedNotice, signal?: AbortSignal): Promise<VerifiedPayment>;
  /** Asks the provider what became of a payment (reconciliation): bKash query payment, SSLCommerz query by tran_id. */
  query(payment: PaymentReference, signal?: AbortSignal): Promise<VerifiedPayment>;
  /**
   * Refunds part or all of an approved payment through the provider's refund API. `refundKey` (at most 30
   * characters) names this refund: asked again with the same key, for instance after a timeout, the provider answers
   * the first refund instead of paying out again. SSLCommerz takes it as `refund_trans_id`; bKash has no merchant
   * reference for refunds, so its adapter first asks bKash's refund status and answers a refund already made of
   * this amount. Without a key each call is a new refund.
   */
  refund(
    payment: PaymentReference & { readonly providerTransactionId: string; readonly refundKey?: string },
    amountPoisha: number,
    reason: string,
    signal?: AbortSignal,
  ): Promise<{ readonly refundReference: string }>;
}
