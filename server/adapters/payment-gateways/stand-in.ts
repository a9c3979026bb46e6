// What every local payment stand-in offers: a small HTTP server on a loopback port that implements its
// provider's API and hosted payment page (pay, fail and cancel buttons), started by the tests and by `npm start`
// when the provider has no credentials (config.STAND_INS). It can be told to misbehave as real providers do.

/**
 * The failure modes a stand-in can be told to show, for the next checkouts until cleared:
 * - `timeout`: API calls hang until the caller gives up; `server-error`: API calls answer 500.
 * - `changed-amount`: verification reports a different amount than was asked for (a tampered payment).
 * - `lost-callback`: after the buyer pays, the hosted page does not send the browser back (the payment is done at
 *   the provider; only reconciliation can find it).
 * - `late-ipn`, `duplicate-ipn`, `callback-before-ipn`, `no-ipn`: the server-to-server notification comes late (after
 *   the browser return), twice, only after the return, or never (providers that send one: SSLCommerz).
 * - `lost-refund-answer`: a refund is made but its answer is lost (500, as a proxy that timed out answers), so the
 *   caller cannot tell whether money moved.
 */
export type StandInFault =
  | 'timeout'
  | 'server-error'
  | 'changed-amount'
  | 'lost-callback'
  | 'late-ipn'
  | 'duplicate-ipn'
  | 'callback-before-ipn'
  | 'no-ipn'
  | 'lost-refund-answer';

export interface PaymentStandIn {
  /** The provider API's base URL on loopback, for the gateway adapter's configuration. */
  readonly baseUrl: string;
  /** The credentials it accepts (and the adapter must send), as the adapter's options take them. */
  readonly credentials: Readonly<Record<string, string>>;
  /** Sets the faults of the next checkouts (none: behave). Also reachable as POST {baseUrl}/__stand-in/faults. */
  misbehave(...faults: StandInFault[]): void;
  close(): Promise<void>;
}
