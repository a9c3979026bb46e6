// The doorstep order lifecycle (STYLE "Lifecycles as explicit state machines"): every state an order
// can be in (ORDER_STATES, the one list in courier-status.ts), every named transition and who may take it from where.
// Pure: the orders module asks `orderTransition` for the next state and writes it with `WHERE state = <the state
// read>`, so a webhook and a button pressed at once cannot both apply. The diagram and table are in README.md.
//
//   placed ─confirm─▶ confirmed ─handOver─▶ handed_to_courier ─pickUp─▶ in_transit ─deliver─▶ delivered ─accept─▶ accepted
//   placed | confirmed (no booking) | handed_to_courier (pick-up cancelled) ─cancel─▶ cancelled
//   in_transit | delivered ─returnParcel (courier)─▶ returned;  delivered ─refund (admin)─▶ refunded
//
// A parcel booking whose outcome is unknown (decision 169) is not an order state: the order stays confirmed and its
// booking is `unresolved` (BOOKING_TRANSITIONS below), which blocks cancelling and booking again (decision 191).
import { courierMoves, ORDER_STATES, type OrderState, type ParcelStatus } from './courier-status.ts';

export { ORDER_STATES, type OrderState };

/**
 * Who takes a step: the buyer, the seller (the ad's owner or their shop), the courier (its word, always confirmed by
 * asking parcelStatus(), whether a webhook or the reconciliation job asked: decision 170), an admin (deciding a
 * complaint, resolving a booking), or the system (our own jobs: payment failure or expiry, the confirmation deadline,
 * the end of the complaint window). The system never moves a parcel on its own say.
 */
export type OrderActor = 'buyer' | 'seller' | 'courier' | 'admin' | 'system';

export const PAYMENT_METHODS = ['online', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The order's parcel booking with the courier: none yet, sent with no answer known (written before the request, so a
 * process killed mid-call leaves it unresolved too), or booked (the courier named its consignment).
 */
export const BOOKING_STATES = ['none', 'unresolved', 'booked'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** What the order's guards read besides its state. */
export interface OrderContext {
  readonly paymentMethod: PaymentMethod;
  /** For online payment: the payments module approved the buyer's payment (core/payments/lifecycle.ts). */
  readonly paid: boolean;
  readonly booking: BookingState;
  /** A complaint about the delivered order is open (payout.ts): the case waits for an admin. */
  readonly complaintOpen: boolean;
}

export type OrderRefusal =
  | 'not_allowed_from_state'
  | 'not_allowed_for_actor'
  /** An online order is confirmed only once its payment is approved. */
  | 'awaiting_payment'
  /** Handed over only with a parcel the courier has booked. */
  | 'parcel_not_booked'
  /** Cancelled by the seller or an admin only while no parcel was booked or may have been (decision 169). */
  | 'parcel_booked'
  /** The system does not accept for the buyer while the buyer's complaint is open. */
  | 'complaint_open';

interface OrderTransitionDef {
  readonly to: OrderState;
  /** Who may take it, and from which states. */
  readonly by: Partial<Readonly<Record<OrderActor, readonly OrderState[]>>>;
  readonly guard?: (from: OrderState, actor: OrderActor, context: OrderContext) => OrderRefusal | null;
}

export const ORDER_TRANSITIONS = {
  confirm: {
    to: 'confirmed',
    by: { seller: ['placed'] },
    guard: (_from, _actor, { paymentMethod, paid }) =>
      paymentMethod === 'online' && !paid ? 'awaiting_payment' : null,
  },
  // The seller books the parcel (or the system does for them); the courier's order.created, or staff who found the
  // parcel in the courier's panel, settle a booking whose answer was lost.
  handOver: {
    to: 'handed_to_courier',
    by: { seller: ['confirmed'], system: ['confirmed'], courier: ['confirmed'], admin: ['confirmed'] },
    guard: (_from, _actor, { booking }) => (booking === 'booked' ? null : 'parcel_not_booked'),
  },
  pickUp: { to: 'in_transit', by: { courier: ['handed_to_courier'] } },
  deliver: { to: 'delivered', by: { courier: ['in_transit'] } },
  // The buyer accepts, or the system when the complaint window passed (payout.ts), or an admin deciding a complaint
  // for the seller.
  accept: {
    to: 'accepted',
    by: { buyer: ['delivered'], system: ['delivered'], admin: ['delivered'] },
    guard: (_from, actor, { complaintOpen }) => (actor === 'system' && complaintOpen ? 'complaint_open' : null),
  },
  // Refused at the door (inspect before you pay) or undeliverable: the courier brings the parcel back. From delivered
  // only when the courier corrects its own word.
  returnParcel: { to: 'returned', by: { courier: ['in_transit', 'delivered'] } },
  // An admin decides a complaint for the buyer: Haat refunds what the buyer paid online and the seller is paid nothing
  // (payout.ts, order-money.ts refundedSettlement). No return is booked, so the order does not read `returned`, the
  // courier's word for a parcel that came back (decision 237).
  refund: { to: 'refunded', by: { admin: ['delivered'] } },
  // The buyer changes their mind before the seller confirms; the seller declines or cancels before handing over; the
  // system on a failed or expired payment or a seller who never confirmed; the courier when it cancelled the pick-up.
  cancel: {
    to: 'cancelled',
    by: {
      buyer: ['placed'],
      seller: ['placed', 'confirmed'],
      system: ['placed'],
      admin: ['placed', 'confirmed'],
      courier: ['confirmed', 'handed_to_courier'],
    },
    guard: (from, actor, { booking }) =>
      from === 'confirmed' && actor !== 'courier' && booking !== 'none' ? 'parcel_booked' : null,
  },
} as const satisfies Record<string, OrderTransitionDef>;

export type OrderTransition = keyof typeof ORDER_TRANSITIONS;

export type OrderTransitionResult =
  { readonly ok: true; readonly to: OrderState } | { readonly ok: false; readonly reason: OrderRefusal };

/** The state after `name` from `from` by `actor`, or why it may not happen. */
export function orderTransition(
  from: OrderState,
  name: OrderTransition,
  actor: OrderActor,
  context: OrderContext,
): OrderTransitionResult {
  const def: OrderTransitionDef = ORDER_TRANSITIONS[name];
  const froms = Object.values(def.by);
  if (!froms.some((states) => states.includes(from))) return { ok: false, reason: 'not_allowed_from_state' };
  if (!def.by[actor]?.includes(from)) return { ok: false, reason: 'not_allowed_for_actor' };
  const refusal = def.guard?.(from, actor, context) ?? null;
  return refusal ? { ok: false, reason: refusal } : { ok: true, to: def.to };
}

/** The transitions `actor` may take now (for showing only the buttons that can work). */
export const availableOrderTransitions = (state: OrderState, actor: OrderActor, context: OrderContext) =>
  (Object.keys(ORDER_TRANSITIONS) as OrderTransition[]).filter(
    (name) => orderTransition(state, name, actor, context).ok,
  );

/** States nothing leaves: the order is over. */
export const isFinished = (state: OrderState): boolean =>
  state === 'accepted' || state === 'returned' || state === 'refunded' || state === 'cancelled';

/**
 * The courier's steps on a parcel status, each named: courierMoves (courier-status.ts) says where the courier's word
 * leads, skipping what came late or never (delivered straight after confirmed), and this names every step on the
 * shortest way there the courier may take (handOver, pickUp, deliver), so the order's history has no gaps. Empty when
 * the order stays. Apply them in order with the actor `courier`, the booking `booked` once the parcel is known.
 */
export function courierSteps(current: OrderState, status: ParcelStatus): OrderTransition[] {
  const target = courierMoves(current, status);
  if (target === null) return [];
  const names = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];
  // Breadth-first over the courier's own transitions: the graph has nine states.
  const paths = new Map<OrderState, OrderTransition[]>([[current, []]]);
  const queue: OrderState[] = [current];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const name of names) {
      const def: OrderTransitionDef = ORDER_TRANSITIONS[name];
      if (!def.by.courier?.includes(state) || paths.has(def.to)) continue;
      paths.set(def.to, [...(paths.get(state) ?? []), name]);
      queue.push(def.to);
    }
  }
  return paths.get(target) ?? [];
}

/** Hours a seller has to confirm a placed order before the system cancels it (Daraz gives sellers two days). */
export const CONFIRM_WITHIN_HOURS = 48;

/** Whether the system should cancel a placed order the seller has not confirmed in time. */
export const confirmOverdue = (placedAt: Date, now: Date): boolean =>
  now.getTime() - placedAt.getTime() >= CONFIRM_WITHIN_HOURS * 3_600_000;

// The parcel booking (decision 169): one request to the courier, never repeated while its answer is unknown.
//
//   none ─send─▶ unresolved ─created─▶ booked
//                     └──notMade──▶ none (may be sent again)

interface BookingTransitionDef {
  readonly from: readonly BookingState[];
  readonly to: BookingState;
  readonly by: readonly OrderActor[];
}

export const BOOKING_TRANSITIONS = {
  // Written before the request leaves: a process killed during it leaves the booking unresolved, not forgotten.
  send: { from: ['none'], to: 'unresolved', by: ['seller', 'system'] },
  // The courier's answer, or its order.created webhook naming our order number, or staff who found the parcel in
  // the courier's panel.
  created: { from: ['unresolved'], to: 'booked', by: ['courier', 'admin'] },
  // The courier refused (nothing made), the request never left, or staff found no parcel in the courier's panel.
  notMade: { from: ['unresolved'], to: 'none', by: ['courier', 'system', 'admin'] },
} as const satisfies Record<string, BookingTransitionDef>;

export type BookingTransition = keyof typeof BOOKING_TRANSITIONS;

export function bookingTransition(
  from: BookingState,
  name: BookingTransition,
  actor: OrderActor,
): { readonly ok: true; readonly to: BookingState } | { readonly ok: false; readonly reason: OrderRefusal } {
  const def: BookingTransitionDef = BOOKING_TRANSITIONS[name];
  if (!def.from.includes(from)) return { ok: false, reason: 'not_allowed_from_state' };
  if (!def.by.includes(actor)) return { ok: false, reason: 'not_allowed_for_actor' };
  return { ok: true, to: def.to };
}

/**
 * The booking step after a createParcel call: the parcel's consignment (`created`), or the courier's CourierError
 * outcome (server/adapters/courier/courier.ts). `unknown` takes no step: the booking stays unresolved until the
 * courier's word or staff settle it, and nothing books again meanwhile.
 */
export function bookingStepAfterCall(
  outcome: 'created' | 'refused' | 'not-sent' | 'unknown',
): { readonly name: BookingTransition; readonly actor: OrderActor } | null {
  switch (outcome) {
    case 'created':
      return { name: 'created', actor: 'courier' };
    case 'refused':
      return { name: 'notMade', actor: 'courier' };
    case 'not-sent':
      return { name: 'notMade', actor: 'system' };
    case 'unknown':
      return null;
  }
}

/** Minutes after which an unresolved booking goes to staff (Pathao's order.created comes within seconds). */
export const UNRESOLVED_BOOKING_STAFF_MINUTES = 15;

export const bookingNeedsStaff = (sentAt: Date, now: Date): boolean =>
  now.getTime() - sentAt.getTime() >= UNRESOLVED_BOOKING_STAFF_MINUTES * 60_000;
