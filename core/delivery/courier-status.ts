// What a courier's parcel status says about a doorstep order. Pathao names a parcel's state in
// three spellings: the order-info call's `order_status_slug` ("In_Transit", "At_the_Sorting_HUB", lately also
// "pending"), its `order_status` ("In Transit") and the webhook's `event` ("order.in-transit"). They are read into
// one list of parcel statuses here, and each is mapped onto the order state it supports. The order's state machine is
// order-lifecycle.ts (on this file's ORDER_STATES); it asks courierMoves() which step the courier's word allows and
// never moves an order backwards on a late or repeated event. A parcel booked with the courier is handed_to_courier,
// one the courier has picked up in_transit (decision 191).

/** Pathao's parcel statuses, in our spelling (lower-case slugs). */
export const PARCEL_STATUSES = [
  'pending',
  'pickup_requested',
  'assigned_for_pickup',
  'picked',
  'pickup_failed',
  'pickup_cancelled',
  'at_the_sorting_hub',
  'in_transit',
  'received_at_last_mile_hub',
  'assigned_for_delivery',
  'delivered',
  'partial_delivery',
  'return',
  'delivery_failed',
  'on_hold',
  'payment_invoice',
  'paid_return',
  'exchange',
] as const;

export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/**
 * The order states (decision 191) in their order along the happy path; returned, refunded and cancelled end it
 * elsewhere. `returned` is the courier's word (the parcel came back); `refunded` is Haat's (a complaint decided for
 * the buyer and the buyer's payment refunded, with no return booked: decision 237).
 */
export const ORDER_STATES = [
  'placed',
  'confirmed',
  'handed_to_courier',
  'in_transit',
  'delivered',
  'accepted',
  'returned',
  'refunded',
  'cancelled',
] as const;

export type OrderState = (typeof ORDER_STATES)[number];

/**
 * The order states a courier's word can lead to (placed and accepted are the buyer's, confirmed the seller's,
 * refunded Haat's).
 */
export type CourierOrderState = Exclude<OrderState, 'placed' | 'confirmed' | 'accepted' | 'refunded'>;

// Webhook events whose name is not the slug of the status they report.
const EVENT_ALIASES: Readonly<Record<string, ParcelStatus>> = {
  created: 'pending',
  returned: 'return',
  paid: 'payment_invoice',
  exchanged: 'exchange',
};

/**
 * Any of Pathao's spellings of a parcel status ("In_Transit", "In Transit", "order.in-transit", "Return",
 * "order.returned") as one ParcelStatus; null for what is not a parcel status (order.updated, store.created,
 * webhook_integration, or a status Pathao may add later).
 */
export function readParcelStatus(text: string): ParcelStatus | null {
  const slug = text
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replace(/[\s-]+/g, '_');
  const status = EVENT_ALIASES[slug] ?? slug;
  return (PARCEL_STATUSES as readonly string[]).includes(status) ? (status as ParcelStatus) : null;
}

/** What a parcel status says about its order: the state it supports, and whether only part was delivered. */
export interface ParcelMeaning {
  /** null: nothing about the order changes (a parcel on hold, or Pathao paying the merchant). */
  readonly state: CourierOrderState | null;
  /** The buyer kept part of the parcel (Pathao's partial delivery); the rest comes back to the seller. */
  readonly partial: boolean;
}

const MEANING: Readonly<Record<ParcelStatus, CourierOrderState | null>> = {
  // Booked with Pathao: the order is in the courier's books (handed over), the rider has yet to pick it up. Pathao's
  // order.created (pending) is also what resolves a booking whose answer was lost (decision 169).
  pending: 'handed_to_courier',
  pickup_requested: 'handed_to_courier',
  assigned_for_pickup: 'handed_to_courier',
  pickup_failed: 'handed_to_courier',
  // Pathao cancels a parcel only before it picks it up.
  pickup_cancelled: 'cancelled',
  picked: 'in_transit',
  at_the_sorting_hub: 'in_transit',
  in_transit: 'in_transit',
  received_at_last_mile_hub: 'in_transit',
  assigned_for_delivery: 'in_transit',
  // A failed attempt (nobody home, or the buyer refused at the door): the parcel is still with Pathao, which tries
  // again or returns it (`return`).
  delivery_failed: 'in_transit',
  delivered: 'delivered',
  partial_delivery: 'delivered',
  exchange: 'delivered',
  // Refused at the door ends here: Pathao returns the parcel (paid_return: the buyer paid the delivery charge only).
  return: 'returned',
  paid_return: 'returned',
  // On hold may happen before or after pick-up, and an invoice is about the merchant's money: neither moves the order.
  on_hold: null,
  payment_invoice: null,
};

export function orderStateForParcel(status: ParcelStatus): ParcelMeaning {
  return { state: MEANING[status], partial: status === 'partial_delivery' };
}

// Along the happy path a later state has a higher rank; the endings rank above everything a courier reports.
const RANK: Readonly<Record<OrderState, number>> = {
  placed: 0,
  confirmed: 1,
  handed_to_courier: 2,
  in_transit: 3,
  delivered: 4,
  accepted: 5,
  returned: 6,
  refunded: 6,
  cancelled: 6,
};

/**
 * The state an order moves to on a parcel status, or null when it stays: events come late, twice or out of order
 * (delivered before picked), so only a step forward counts, and a skipped step is skipped (delivered straight after
 * confirmed: order-lifecycle.ts courierSteps names each step skipped). A parcel is cancelled only before it was picked
 * up; an order placed but not yet confirmed has no parcel; an order that ended (accepted, returned, refunded,
 * cancelled) is not moved by the courier.
 */
export function courierMoves(current: OrderState, status: ParcelStatus): CourierOrderState | null {
  const next = orderStateForParcel(status).state;
  if (next === null || RANK[next] <= RANK[current] || RANK[current] >= RANK.accepted) return null;
  if (next === 'cancelled' && RANK[current] >= RANK.in_transit) return null;
  if (current === 'placed') return null;
  return next;
}
