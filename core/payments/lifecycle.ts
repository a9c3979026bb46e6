// The payment lifecycle (STYLE "Lifecycles as explicit state machines"): every state a payment can be in,
// every named transition and who or what may take it. Pure: the payments service asks `paymentTransition` for the
// next state and writes it with `WHERE state = <the state read>`, so two racing settlements cannot both apply.
//
//   created ─redirect─▶ redirected ─(buyer back / reconciliation asks the provider)─▶ approved ─activate─▶ success
//      │                    ├─fail─▶ failed        ├─cancel─▶ cancelled       └─expire─▶ expired
//      └─fail (the provider refused to open the checkout)─▶ failed          expired ─approve (paid late)─▶ approved
//   created|redirected ─discard (buyer)─▶ expired
//   approved|success ─refund─▶ refunded (admin)
//
// `approved` means the provider itself confirmed the money (execute, validation or query); `success` that what was
// bought is active. The service takes both steps in one transaction, so `approved` is only ever seen between them
// by a crash-safe reader; reconciliation activates any payment left approved.

export const PAYMENT_STATES = [
  'created',
  'redirected',
  'approved',
  'success',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Spec section 4 "Payment contexts", and `doorstep`: a buyer paying a doorstep order online (decision 196). */
export const PAYMENT_CONTEXTS = ['promotion', 'post_ad', 'edit_ad', 'omp', 'doorstep'] as const;
export type PaymentContext = (typeof PAYMENT_CONTEXTS)[number];

/**
 * Who takes a transition: the buyer (only by starting or abandoning a checkout, never by approving it), the
 * provider's verified answer (what the server heard when it asked), the system (reconciliation, activation), an admin.
 */
export type PaymentActor = 'buyer' | 'provider' | 'system' | 'admin';

interface PaymentTransitionDef {
  readonly from: readonly PaymentState[];
  readonly to: PaymentState;
  readonly by: readonly PaymentActor[];
}

export const PAYMENT_TRANSITIONS = {
  redirect: { from: ['created'], to: 'redirected', by: ['system'] },
  // Approval comes only from the provider's own answer to the server's question, never from the buyer's return.
  // An expired checkout the buyer paid after all (late at the provider's page) is approved too: the money moved.
  approve: { from: ['created', 'redirected', 'expired'], to: 'approved', by: ['provider'] },
  activate: { from: ['approved'], to: 'success', by: ['system'] },
  fail: { from: ['created', 'redirected'], to: 'failed', by: ['provider', 'system'] },
  cancel: { from: ['redirected'], to: 'cancelled', by: ['provider'] },
  // Reconciliation closes a checkout the provider has no completed record of, after the checkout's time ran out.
  expire: { from: ['created', 'redirected'], to: 'expired', by: ['system'] },
  // The buyer discards an abandoned checkout (decision 228): closed as an expired one is, so that money the provider
  // took on its page after all is still honoured (approve from expired).
  discard: { from: ['created', 'redirected'], to: 'expired', by: ['buyer'] },
  refund: { from: ['approved', 'success'], to: 'refunded', by: ['admin'] },
} as const satisfies Record<string, PaymentTransitionDef>;

export type PaymentTransition = keyof typeof PAYMENT_TRANSITIONS;

export type PaymentTransitionResult =
  | { readonly ok: true; readonly to: PaymentState }
  | { readonly ok: false; readonly reason: 'not_allowed_from_state' | 'not_allowed_for_actor' };

export function paymentTransition(
  from: PaymentState,
  name: PaymentTransition,
  actor: PaymentActor,
): PaymentTransitionResult {
  const def: PaymentTransitionDef = PAYMENT_TRANSITIONS[name];
  if (!def.from.includes(from)) return { ok: false, reason: 'not_allowed_from_state' };
  if (!def.by.includes(actor)) return { ok: false, reason: 'not_allowed_for_actor' };
  return { ok: true, to: def.to };
}

/** States nothing leaves except a refund: the checkout is over. */
export const isSettled = (state: PaymentState): boolean => state !== 'created' && state !== 'redirected';

/** Minutes after which a checkout the provider never completed is closed as expired. */
export const EXPIRE_AFTER_MINUTES = 60;

/**
 * Spec section 4 "Payment result statuses": the transaction page shows approved (paid, being activated), success
 * (active), failed or cancelled. An expired checkout reads as failed to the buyer, a refunded one as approved (money
 * moved and came back; the page says refunded in its own words). Open checkouts have no result yet (null).
 */
export type PaymentResult = 'approved' | 'failed' | 'cancelled' | 'success';
export function paymentResult(state: PaymentState): PaymentResult | null {
  switch (state) {
    case 'created':
    case 'redirected':
      return null;
    case 'approved':
    case 'refunded':
      return 'approved';
    case 'success':
      return 'success';
    case 'failed':
    case 'expired':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
  }
}
