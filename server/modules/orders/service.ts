// Doorstep orders: buy now, the seller's confirmation and the parcel booking, the courier's word,
// the buyer's acceptance or complaint, the admins' cases and the payout release. Every rule is core/delivery's: the
// state machine (order-lifecycle.ts), the courier's statuses (courier-status.ts), the money (order-money.ts), the
// payout (payout.ts) and the cash-on-delivery limits (cod-limits.ts); this file reads and writes the rows and talks
// to the courier and the payments module. Decisions 169, 170, 191–194 and 196–197.
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../core/catalogue.ts';
import { placeName } from '../../../core/delivery/bd-places.ts';
import { codAllowance } from '../../../core/delivery/cod-limits.ts';
import { deliversToCity } from '../../../core/delivery/offer.ts';
import type { ParcelStatus } from '../../../core/delivery/courier-status.ts';
import {
  availableOrderTransitions,
  bookingNeedsStaff,
  bookingStepAfterCall,
  confirmOverdue,
  courierSteps,
  type OrderActor,
  type OrderState,
  type OrderTransition,
  type PaymentMethod,
} from '../../../core/delivery/order-lifecycle.ts';
import {
  acceptedSettlement,
  buyerTotalPoisha,
  cancelledSettlement,
  type OrderMoney,
  orderMoney,
  refundedSettlement,
  returnedSettlement,
} from '../../../core/delivery/order-money.ts';
import { complaintRefusal, type ComplaintDecision, payoutStatus } from '../../../core/delivery/payout.ts';
import { AppError } from '../../../core/errors.ts';
import { takaToPoisha } from '../../../core/payments/money.ts';
import { type Courier, CourierError, type CourierEvent, type CourierPlace } from '../../adapters/courier/courier.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { AppServices } from '../../context.ts';
import { verifiedPhoneNumbers } from '../accounts/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { refundPayment, startCheckout } from '../payments/index.ts';
import {
  contextOf,
  findOrders,
  loadOrder,
  moneyColumns,
  moneyOf,
  moveBooking,
  moveOrder,
  type OrderRow,
  payoutOrderOf,
  recordOrderEvent,
  type StepColumns,
  tellOrderStep,
} from './records.ts';
import type { ComplaintInput, OrderInput, QuoteInput } from './schemas.ts';

export type OrderServices = Pick<AppServices, 'db' | 'config' | 'email' | 'clock' | 'payments' | 'couriers'>;

function courierOf(services: Pick<AppServices, 'couriers'>): Courier {
  const courier = services.couriers.courier;
  if (!courier) throw new AppError('SERVICE_UNAVAILABLE', undefined, 'no courier configured');
  return courier;
}

/** The courier's failure as the caller's error: a place it refused is the caller's input, anything else is busy. */
function courierFailure(error: unknown, field: string): never {
  if (error instanceof CourierError && error.outcome === 'refused') {
    throw new AppError('VALIDATION_FAILED', [{ path: field, message: 'courier_refused' }]);
  }
  if (error instanceof CourierError) throw new AppError('SERVICE_UNAVAILABLE', undefined, error.message);
  throw error;
}

// ---- places and prices -------------------------------------------------------------------------------------------

export interface DeliveryPlace {
  id: number;
  name: string;
}

/** The courier's places for the address form: divisions (its cities), then a city's districts, then a zone's areas. */
export async function deliveryPlaces(
  services: Pick<AppServices, 'couriers'>,
  query: { city_id?: number | undefined; zone_id?: number | undefined },
  locale: Locale,
): Promise<DeliveryPlace[]> {
  const courier = courierOf(services);
  try {
    const places =
      query.zone_id !== undefined
        ? await courier.listAreas(query.zone_id)
        : query.city_id !== undefined
          ? await courier.listZones(query.city_id)
          : await courier.listCities();
    return places.map((place) => ({ id: place.id, name: placeName(locale, place.name) }));
  } catch (error) {
    return courierFailure(error, 'query');
  }
}

export interface OfferRow {
  id: number;
  user_id: number;
  title: string;
  slug: string;
  price: number | null;
  stock: number;
  payer: 'buyer' | 'seller';
  weight_grams: number;
  nationwide: boolean;
  area_ids: number[];
}

/** A published delivery ad with a price, as buy now reads it; NOT_FOUND for any other. */
export async function orderOffer(db: Queryable, adId: number): Promise<OfferRow> {
  const [offer] = await db.query<OfferRow>(
    `SELECT a.id, a.user_id, a.title, a.slug, a.price, d.stock, d.payer, d.weight_grams, d.nationwide, d.area_ids
     FROM ads a JOIN ad_delivery d ON d.ad_id = a.id
     WHERE a.id = $1 AND a.status = 'published' AND a.is_doorstep_delivery`,
    [adId],
  );
  if (!offer || offer.price === null) throw new AppError('NOT_FOUND');
  return {
    ...offer,
    id: Number(offer.id),
    user_id: Number(offer.user_id),
    price: Number(offer.price),
    area_ids: offer.area_ids.map(Number),
  };
}

export interface PricedOrder {
  offer: OfferRow;
  place: CourierPlace;
  /** The place in the courier's (English) names: "Area, Zone, City". */
  placeText: string;
  money: OrderMoney;
}

/**
 * Prices an order as it would be placed: the ad's offer (published, delivering, in stock, someone else's), the
 * courier's quote for this place and weight (asked again with the amount to collect, for its COD charge), and
 * order-money.ts's amounts. DELIVERY_NOT_COVERED when the seller's payout would be negative; COD_NOT_AVAILABLE when
 * the cash total has poisha.
 */
export async function priceNewOrder(
  services: Pick<AppServices, 'db' | 'couriers'>,
  buyerId: number,
  input: QuoteInput,
): Promise<PricedOrder> {
  const offer = await orderOffer(services.db, input.ad_id);
  if (offer.user_id === buyerId) {
    throw new AppError('VALIDATION_FAILED', [{ path: 'ad_id', message: 'own_ad' }]);
  }
  if (offer.stock < input.quantity) throw new AppError('OUT_OF_STOCK');
  const courier = courierOf(services);
  const place: CourierPlace = { cityId: input.city_id, zoneId: input.zone_id, areaId: input.area_id ?? null };
  const weight = offer.weight_grams * input.quantity;
  const unitPricePoisha = takaToPoisha(offer.price ?? 0);
  const itemsPoisha = unitPricePoisha * input.quantity;
  let placeText: string;
  let quote;
  try {
    const [cities, zones, areas] = await Promise.all([
      courier.listCities(),
      courier.listZones(input.city_id),
      input.area_id ? courier.listAreas(input.zone_id) : Promise.resolve([]),
    ]);
    const city = cities.find((c) => c.id === input.city_id);
    const zone = zones.find((z) => z.id === input.zone_id);
    const area = areas.find((a) => a.id === input.area_id);
    if (!city || !zone || (input.area_id && !area)) {
      throw new AppError('VALIDATION_FAILED', [{ path: 'zone_id', message: 'unknown_place' }]);
    }
    if (!deliversToCity(catalogueIndex, offer, city.name)) throw new AppError('NOT_DELIVERED_HERE');
    placeText = [area?.name, zone.name, city.name].filter(Boolean).join(', ');
    quote = await courier.quote(place, weight, 0);
    if (input.payment_method === 'cash_on_delivery') {
      const collect = buyerTotalPoisha(itemsPoisha, quote.deliveryPoisha, offer.payer);
      // The COD charge is a share of what is collected: asked again with that amount (whole taka only).
      if (collect % 100 === 0) quote = await courier.quote(place, weight, collect);
    }
  } catch (error) {
    return courierFailure(error, 'zone_id');
  }
  const priced = orderMoney({
    unitPricePoisha,
    quantity: input.quantity,
    quote,
    deliveryPayer: offer.payer,
    paymentMethod: input.payment_method,
  });
  if (!priced.ok) {
    throw new AppError(priced.reason === 'delivery_not_covered' ? 'DELIVERY_NOT_COVERED' : 'COD_NOT_AVAILABLE');
  }
  return { offer, place, placeText, money: priced.money };
}

/**
 * Whether this phone may pay cash for an order collecting `collectPoisha` (cod-limits.ts over its orders), leaving out
 * the order this very request may have written already (a concurrent retry with the same key).
 */
async function checkCashAllowed(
  db: Queryable,
  input: Pick<OrderInput, 'phone' | 'idempotency_key'> & { buyerId: number },
  collectPoisha: number,
  now: Date,
): Promise<void> {
  const orders = await db.query<{ payment_method: PaymentMethod; state: OrderState; refused_at: Date | null }>(
    `SELECT payment_method, state, refused_at FROM orders
     WHERE phone = $1 AND NOT (buyer_id = $2 AND idempotency_key = $3)`,
    [input.phone, input.buyerId, input.idempotency_key],
  );
  const allowance = codAllowance(
    {
      verified: true,
      orders: orders.map((o) => ({ paymentMethod: o.payment_method, state: o.state, refusedAt: o.refused_at })),
    },
    collectPoisha,
    now,
  );
  if (!allowance.ok) {
    throw new AppError('COD_NOT_AVAILABLE', [{ path: 'payment_method', message: allowance.reason }]);
  }
}

// ---- placing -----------------------------------------------------------------------------------------------------

/** Order numbers: HO + 10 characters of Crockford base 32, the courier's merchant_order_id. */
function newOrderNumber(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `HO${[...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('')}`;
}

export interface PlacedOrder {
  order: OrderView;
  /** The payment provider's page for an online order still to pay; null otherwise. */
  redirect_url: string | null;
}

/**
 * Buy now. The buyer's phone must be one of their verified numbers (the accounts module's code check); a cash order
 * must be allowed for that phone. One order per (buyer, idempotency key): a retry or double click answers the same
 * order, and the stock is taken in the transaction that writes it. An online order opens its checkout in the payments
 * module with a key of its own, so asking again answers the same payment page.
 */
export async function placeOrder(services: OrderServices, buyerId: number, input: OrderInput): Promise<PlacedOrder> {
  const { db, clock } = services;
  const [existing] = await findOrders(db, 'buyer_id = $1 AND idempotency_key = $2', [buyerId, input.idempotency_key]);
  if (existing)
    return {
      order: await orderView(db, existing, buyerId, clock.now()),
      redirect_url: await checkoutOf(services, existing),
    };
  if (!(await verifiedPhoneNumbers(db, buyerId)).includes(input.phone)) {
    throw new AppError('VALIDATION_FAILED', [{ path: 'phone', message: 'not_verified' }]);
  }
  const priced = await priceNewOrder(services, buyerId, input);
  const { money, offer } = priced;
  if (input.expected_total_poisha !== undefined && input.expected_total_poisha !== money.buyerPaysPoisha) {
    throw new AppError('PRICE_CHANGED');
  }
  const now = clock.now();
  if (input.payment_method === 'cash_on_delivery') {
    await checkCashAllowed(db, { ...input, buyerId }, money.collectPoisha, now);
  }
  const order = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO orders (number, buyer_id, seller_id, ad_id, idempotency_key, quantity, recipient_name, phone,
         city_id, zone_id, area_id, place, address, weight_grams, delivery_payer, unit_price_poisha, items_poisha,
         delivery_poisha, cod_charge_poisha, buyer_pays_poisha, online_poisha, collect_poisha, courier_charges_poisha,
         seller_payout_poisha, payment_method, locale, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
         $23, $24, $25, $26, $27, $27)
       ON CONFLICT (buyer_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        newOrderNumber(),
        buyerId,
        offer.user_id,
        offer.id,
        input.idempotency_key,
        input.quantity,
        input.recipient_name,
        input.phone,
        input.city_id,
        input.zone_id,
        input.area_id ?? null,
        priced.placeText,
        input.address,
        offer.weight_grams * input.quantity,
        offer.payer,
        money.itemsPoisha / input.quantity,
        ...moneyColumns(money),
        input.payment_method,
        input.locale,
        now,
      ],
    );
    // A concurrent request with the same key wrote first: its order is the answer.
    if (!row) return null;
    const taken = await tx.query(
      'UPDATE ad_delivery SET stock = stock - $2 WHERE ad_id = $1 AND stock >= $2 RETURNING 1',
      [offer.id, input.quantity],
    );
    if (taken.length === 0) throw new AppError('OUT_OF_STOCK');
    const placed = (await loadOrder(tx, Number(row.id))) as OrderRow;
    await recordOrderEvent(tx, placed, 'placed', 'buyer', now);
    // An online order is news to the seller once it is paid (payment.ts).
    if (placed.payment_method === 'cash_on_delivery') await tellOrderStep(tx, placed, 'placed', ['seller']);
    return placed;
  });
  const placed =
    order ?? (await findOrders(db, 'buyer_id = $1 AND idempotency_key = $2', [buyerId, input.idempotency_key]))[0];
  if (!placed) throw new Error('an order vanished after its key was taken');
  const redirect = await checkoutOf(services, placed, input.processor);
  return { order: await orderView(db, placed, buyerId, now), redirect_url: redirect };
}

/** Payment attempts an order may open (a failed or abandoned bKash checkout is tried again with the next key). */
const MAX_PAYMENT_ATTEMPTS = 10;
const CLOSED_UNPAID = new Set(['failed', 'cancelled', 'expired']);

/**
 * The online payment page of an order still to pay: the open checkout of its first attempt that did not fail, so the
 * same order asks the same payment page again, and a failed or abandoned one is followed by a new attempt (keys
 * `order-{number}`, `order-{number}-2`…).
 */
async function checkoutOf(services: OrderServices, order: OrderRow, processor = 'bkash'): Promise<string | null> {
  if (order.payment_method !== 'online' || order.paid || order.state !== 'placed') return null;
  for (let attempt = 1; attempt <= MAX_PAYMENT_ATTEMPTS; attempt += 1) {
    const started = await startCheckout(services, order.buyer_id, {
      context: 'doorstep',
      items: [{ type: 'doorstep_order', ad_id: order.ad_id, order_id: order.id }],
      processor,
      idempotency_key: attempt === 1 ? `order-${order.number}` : `order-${order.number}-${attempt}`,
      locale: order.locale,
    });
    if (!CLOSED_UNPAID.has(started.payment.state)) return started.redirect_url;
  }
  throw new AppError('INVALID_TRANSITION', [{ path: 'payment', message: 'too_many_attempts' }]);
}

/** The buyer pays an online order (again, after a failed or abandoned checkout): the provider's page to go to. */
export async function payOrder(services: OrderServices, viewerId: number, id: number): Promise<PlacedOrder> {
  const order = await loadOrder(services.db, id);
  if (roleIn(order, viewerId) !== 'buyer') throw new AppError('INVALID_TRANSITION');
  return { order: await getOrder(services, viewerId, id), redirect_url: await checkoutOf(services, order as OrderRow) };
}

// ---- what the buyer and seller see --------------------------------------------------------------------------------

export type OrderRole = 'buyer' | 'seller';

/** Besides the state machine's transitions: booking again after a refused booking, the complaint, paying online. */
export type OrderAction = OrderTransition | 'book' | 'complain' | 'pay';

export interface OrderView {
  id: number;
  number: string;
  role: OrderRole;
  state: OrderState;
  booking: 'none' | 'unresolved' | 'booked';
  consignment_id: string | null;
  payment_method: PaymentMethod;
  paid: boolean;
  ad: { id: number; slug: string; title: string };
  /** The other side: the seller for the buyer, the buyer for the seller (for the chat link). */
  counterpart: { id: number; name: string };
  quantity: number;
  recipient_name: string;
  place: string;
  address: string;
  money: {
    items_poisha: number;
    delivery_poisha: number;
    cod_charge_poisha: number;
    buyer_pays_poisha: number;
    collect_poisha: number;
    /** What the seller gets: the payout while the order runs or once accepted, 0 once it ended unsold. */
    seller_payout_poisha: number;
    buyer_refund_poisha: number | null;
    /** When the buyer's refund went back through the payment's provider; null while it is owed. */
    buyer_refunded_at: string | null;
    seller_charge_poisha: number | null;
  };
  payout: { status: string; release_at: string | null; released_at: string | null };
  complaint: { text: string; opened_at: string; decision: ComplaintDecision | null } | null;
  actions: OrderAction[];
  history: { name: string; actor: OrderActor; state: OrderState; at: string }[];
  created_at: string;
  delivered_at: string | null;
}

/** The viewer's part in the order, or NOT_FOUND for anyone else (never 403 for another's data). */
function roleIn(order: OrderRow | null, viewerId: number): OrderRole {
  if (order?.buyer_id === viewerId) return 'buyer';
  if (order?.seller_id === viewerId) return 'seller';
  throw new AppError('NOT_FOUND');
}

function actionsOf(order: OrderRow, role: OrderRole, now: Date): OrderAction[] {
  const actions: OrderAction[] = availableOrderTransitions(order.state, role, contextOf(order)).filter(
    // handOver is what booking does; the seller presses confirm (which books) or book again.
    (name) => name !== 'handOver',
  );
  if (role === 'seller' && order.state === 'confirmed' && order.booking === 'none') actions.push('book');
  if (role === 'buyer' && complaintRefusal(payoutOrderOf(order), now) === null) actions.push('complain');
  if (role === 'buyer' && order.payment_method === 'online' && !order.paid && order.state === 'placed') {
    actions.push('pay');
  }
  return actions;
}

async function orderView(db: Queryable, order: OrderRow, viewerId: number, now: Date): Promise<OrderView> {
  const role = roleIn(order, viewerId);
  const [ad] = await db.query<{ slug: string; title: string }>('SELECT slug, title FROM ads WHERE id = $1', [
    order.ad_id,
  ]);
  const counterpartId = role === 'buyer' ? order.seller_id : order.buyer_id;
  const [counterpart] = await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [counterpartId]);
  const events = await db.query<{ name: string; actor: OrderActor; state: OrderState; created_at: Date }>(
    'SELECT name, actor, state, created_at FROM order_events WHERE order_id = $1 ORDER BY id',
    [order.id],
  );
  const payout = payoutStatus(payoutOrderOf(order), now);
  return {
    id: order.id,
    number: order.number,
    role,
    state: order.state,
    booking: order.booking,
    consignment_id: order.consignment_id,
    payment_method: order.payment_method,
    paid: order.paid,
    ad: { id: order.ad_id, slug: ad?.slug ?? '', title: ad?.title ?? '' },
    counterpart: { id: counterpartId, name: counterpart?.name ?? '' },
    quantity: order.quantity,
    recipient_name: order.recipient_name,
    place: order.place,
    address: order.address,
    money: {
      items_poisha: order.items_poisha,
      delivery_poisha: order.delivery_poisha,
      cod_charge_poisha: order.cod_charge_poisha,
      buyer_pays_poisha: order.buyer_pays_poisha,
      collect_poisha: order.collect_poisha,
      // The settlement's payout, not the one priced when the order was placed: an order returned, refunded or
      // cancelled pays its seller nothing, and both sides see the same amounts (decision 237).
      seller_payout_poisha: payout.status === 'none' ? 0 : order.seller_payout_poisha,
      buyer_refund_poisha: order.buyer_refund_poisha,
      buyer_refunded_at: order.buyer_refunded_at?.toISOString() ?? null,
      seller_charge_poisha: order.seller_charge_poisha,
    },
    payout: {
      status: payout.status,
      release_at: payout.status === 'waiting' ? payout.releaseAt.toISOString() : null,
      released_at: order.payout_released_at?.toISOString() ?? null,
    },
    complaint:
      order.complaint && order.complaint_opened_at
        ? {
            text: order.complaint,
            opened_at: order.complaint_opened_at.toISOString(),
            decision: order.complaint_decision,
          }
        : null,
    actions: actionsOf(order, role, now),
    history: events
      .filter((e) => !e.name.startsWith('booking.'))
      .map((e) => ({ name: e.name, actor: e.actor, state: e.state, at: e.created_at.toISOString() })),
    created_at: order.created_at.toISOString(),
    delivered_at: order.delivered_at?.toISOString() ?? null,
  };
}

export async function getOrder(services: Pick<AppServices, 'db' | 'clock'>, viewerId: number, id: number) {
  const order = await loadOrder(services.db, id);
  roleIn(order, viewerId);
  return orderView(services.db, order as OrderRow, viewerId, services.clock.now());
}

export const ORDERS_PER_PAGE = 50;

/** The viewer's orders as buyer or as seller, newest first. */
export async function listOrders(
  services: Pick<AppServices, 'db' | 'clock'>,
  viewerId: number,
  role: OrderRole,
): Promise<OrderView[]> {
  const rows = await findOrders(
    services.db,
    `${role === 'buyer' ? 'buyer_id' : 'seller_id'} = $1 ORDER BY created_at DESC, id DESC LIMIT ${ORDERS_PER_PAGE}`,
    [viewerId],
  );
  const now = services.clock.now();
  return Promise.all(rows.map((row) => orderView(services.db, row, viewerId, now)));
}

// ---- the buyer's and seller's steps -----------------------------------------------------------------------------

/** Runs `step` on the viewer's order read under lock; NOT_FOUND for anyone else's. */
async function withOwnOrder(
  services: Pick<AppServices, 'db'>,
  viewerId: number,
  id: number,
  step: (tx: Queryable, order: OrderRow, role: OrderRole) => Promise<void>,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const order = await loadOrder(tx, id, true);
    await step(tx, order as OrderRow, roleIn(order, viewerId));
  });
}

/** The seller confirms, and the parcel is booked with the courier at once. */
export async function confirmOrder(services: OrderServices, viewerId: number, id: number): Promise<OrderView> {
  const now = services.clock.now();
  await withOwnOrder(services, viewerId, id, async (tx, order, role) => {
    const confirmed = await moveOrder(tx, order, 'confirm', role, now);
    await tellOrderStep(tx, confirmed, 'confirm', ['buyer']);
  });
  return bookParcel(services, viewerId, id);
}

/**
 * Books the confirmed order's parcel (decision 169): the booking is written `unresolved` before the request leaves,
 * so a process killed during the call leaves it to settle and never books twice. The courier's answer books it and
 * hands the order over; a refusal or a request never sent frees the booking (the seller may book again); an unknown
 * outcome keeps it unresolved until the courier's order.created names our order number.
 */
export async function bookParcel(services: OrderServices, viewerId: number, id: number): Promise<OrderView> {
  const courier = courierOf(services);
  let sending: OrderRow | null = null;
  await withOwnOrder(services, viewerId, id, async (tx, order, role) => {
    if (role !== 'seller' || order.state !== 'confirmed') {
      throw new AppError('INVALID_TRANSITION', [{ path: 'state', message: 'not_allowed_from_state' }]);
    }
    sending = await moveBooking(tx, order, 'send', 'seller', services.clock.now());
  });
  const order = sending as unknown as OrderRow;
  const [ad] = await services.db.query<{ title: string }>('SELECT title FROM ads WHERE id = $1', [order.ad_id]);
  try {
    const parcel = await courier.createParcel({
      merchantOrderId: order.number,
      recipient: {
        name: order.recipient_name,
        phone: order.phone.replace(/^\+88/, ''),
        address: `${order.address}, ${order.place}`.slice(0, 220),
      },
      place: { cityId: order.city_id, zoneId: order.zone_id, areaId: order.area_id },
      weightGrams: order.weight_grams,
      quantity: order.quantity,
      amountToCollectPoisha: order.collect_poisha,
      description: (ad?.title ?? order.number).slice(0, 100),
    });
    await services.db.transaction(async (tx) => {
      const current = (await loadOrder(tx, id, true)) as OrderRow;
      await settleBooking(tx, current, parcel.consignmentId, 'seller', services.clock.now());
    });
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    const step = bookingStepAfterCall(error.outcome);
    if (step) {
      await services.db.transaction(async (tx) => {
        const current = (await loadOrder(tx, id, true)) as OrderRow;
        if (current.booking === 'unresolved')
          await moveBooking(tx, current, step.name, step.actor, services.clock.now());
      });
    }
  }
  return getOrder(services, viewerId, id);
}

/**
 * The courier made the parcel: the booking is booked and the order handed over, once, whichever came first of the
 * courier's answer and its order.created webhook (they race: Pathao posts the webhook before it answers).
 */
async function settleBooking(
  tx: Queryable,
  order: OrderRow,
  consignmentId: string,
  actor: OrderActor,
  now: Date,
): Promise<OrderRow> {
  let current = order;
  if (current.booking === 'unresolved')
    current = await moveBooking(tx, current, 'created', 'courier', now, consignmentId);
  if (current.state === 'confirmed' && current.booking === 'booked') {
    current = await moveOrder(tx, current, 'handOver', actor, now);
    await tellOrderStep(tx, current, 'handOver', ['buyer']);
  }
  return current;
}

export async function acceptOrder(
  services: Pick<AppServices, 'db' | 'clock'>,
  viewerId: number,
  id: number,
): Promise<OrderView> {
  const now = services.clock.now();
  await withOwnOrder(services, viewerId, id, async (tx, order, role) => {
    const accepted = await moveOrder(tx, order, 'accept', role, now, acceptedColumns(order, now));
    await tellOrderStep(tx, accepted, 'accept', ['seller']);
  });
  return getOrder(services, viewerId, id);
}

const acceptedColumns = (order: OrderRow, now: Date): StepColumns => {
  const settlement = acceptedSettlement(moneyOf(order));
  return {
    payout_released_at: now,
    buyer_refund_poisha: settlement.buyerRefundPoisha,
    seller_charge_poisha: settlement.sellerChargePoisha,
  };
};

const cancelledColumns = (order: OrderRow): StepColumns => {
  const settlement = cancelledSettlement(moneyOf(order), order.paid);
  return { buyer_refund_poisha: settlement.buyerRefundPoisha, seller_charge_poisha: settlement.sellerChargePoisha };
};

/** The stock an order took comes back when it is cancelled before the parcel left. */
async function restock(tx: Queryable, order: OrderRow): Promise<void> {
  await tx.query('UPDATE ad_delivery SET stock = stock + $2 WHERE ad_id = $1', [order.ad_id, order.quantity]);
}

export async function cancelOrder(
  services: Pick<AppServices, 'db' | 'clock'>,
  viewerId: number,
  id: number,
): Promise<OrderView> {
  const now = services.clock.now();
  await withOwnOrder(services, viewerId, id, async (tx, order, role) => {
    const cancelled = await moveOrder(tx, order, 'cancel', role, now, cancelledColumns(order));
    await restock(tx, cancelled);
    await tellOrderStep(tx, cancelled, 'cancel', [role === 'buyer' ? 'seller' : 'buyer']);
  });
  return getOrder(services, viewerId, id);
}

/** The prepaid buyer's complaint within 24 hours of delivery: it holds the payout and opens a case (payout.ts). */
export async function complainAboutOrder(
  services: Pick<AppServices, 'db' | 'clock'>,
  viewerId: number,
  id: number,
  input: ComplaintInput,
): Promise<OrderView> {
  const now = services.clock.now();
  await withOwnOrder(services, viewerId, id, async (tx, order, role) => {
    const refusal = role === 'buyer' ? complaintRefusal(payoutOrderOf(order), now) : 'not_allowed_for_actor';
    if (refusal) throw new AppError('INVALID_TRANSITION', [{ path: 'complaint', message: refusal }]);
    await tx.query('UPDATE orders SET complaint = $2, complaint_opened_at = $3, updated_at = $3 WHERE id = $1', [
      order.id,
      input.text,
      now,
    ]);
    await recordOrderEvent(tx, order, 'complaint', 'buyer', now);
    await tellOrderStep(tx, order, 'complaint', ['seller']);
  });
  return getOrder(services, viewerId, id);
}

// ---- the courier's word -----------------------------------------------------------------------------------------

/** Returned (refused or undeliverable): the buyer pays nothing, the seller bears the courier's bill. */
const returnedColumns = (order: OrderRow): StepColumns => {
  const settlement = returnedSettlement(moneyOf(order), order.courier_charges_poisha);
  return { buyer_refund_poisha: settlement.buyerRefundPoisha, seller_charge_poisha: settlement.sellerChargePoisha };
};

/** Refunded by Haat on a complaint decided for the buyer: settled as a refusal, no parcel came back (decision 237). */
const refundedColumns = (order: OrderRow): StepColumns => {
  const settlement = refundedSettlement(moneyOf(order), order.courier_charges_poisha);
  return { buyer_refund_poisha: settlement.buyerRefundPoisha, seller_charge_poisha: settlement.sellerChargePoisha };
};

/** The columns a courier step writes: the delivery time, or the refusal time and the returned settlement. */
function courierColumns(order: OrderRow, step: OrderTransition, now: Date): StepColumns {
  if (step === 'deliver') return { delivered_at: now };
  if (step === 'returnParcel') return { refused_at: now, ...returnedColumns(order) };
  if (step === 'cancel') return cancelledColumns(order);
  return {};
}

/**
 * A courier webhook (decision 170): a signal about a parcel, never proof. The order is found by its consignment, or
 * (Pathao's order.created for a booking whose answer was lost) by our order number with the booking unresolved; the
 * parcel's status is then asked of the courier, and courierSteps() moves the order forward only. A duplicate or late
 * event finds nothing left to do.
 */
export async function receiveCourierSignal(
  services: Pick<AppServices, 'db' | 'clock' | 'couriers'>,
  event: Extract<CourierEvent, { kind: 'parcel' }>,
): Promise<void> {
  const courier = courierOf(services);
  const [found] = await findOrders(services.db, 'consignment_id = $1 OR (number = $2 AND booking = $3) LIMIT 1', [
    event.consignmentId,
    event.merchantOrderId ?? '',
    'unresolved',
  ]);
  if (!found) return;
  let parcel;
  try {
    parcel = await courier.parcelStatus(event.consignmentId);
  } catch (error) {
    return courierFailure(error, 'consignment_id');
  }
  // The courier's own record must name this order: a consignment of someone else's parcel moves nothing.
  if (parcel.merchantOrderId !== null && parcel.merchantOrderId !== found.number) return;
  await applyParcelStatus(services, found.id, parcel.consignmentId, parcel.status);
}

async function applyParcelStatus(
  services: Pick<AppServices, 'db' | 'clock'>,
  id: number,
  consignmentId: string,
  status: ParcelStatus,
): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    let order = (await loadOrder(tx, id, true)) as OrderRow;
    if (order.booking === 'unresolved') order = await settleBooking(tx, order, consignmentId, 'courier', now);
    if (order.booking !== 'booked') return;
    for (const step of courierSteps(order.state, status)) {
      // A step the courier may not take from here (handOver before the booking settles) ends the walk.
      if (!availableOrderTransitions(order.state, 'courier', contextOf(order)).includes(step)) return;
      order = await moveOrder(tx, order, step, 'courier', now, courierColumns(order, step, now));
      if (step !== 'handOver') await tellOrderStep(tx, order, step, ['buyer', 'seller']);
      if (step === 'cancel') await restock(tx, order);
    }
  });
}

// ---- the admins' cases and the payout job ------------------------------------------------------------------------

export interface ComplaintCase {
  id: number;
  number: string;
  ad: { id: number; title: string };
  buyer: { id: number; name: string };
  seller: { id: number; name: string };
  complaint: string;
  opened_at: string;
  online_poisha: number;
}

/** Open complaint cases, oldest first. */
export async function listComplaintCases(db: Queryable): Promise<ComplaintCase[]> {
  const rows = await db.query<{
    id: number;
    number: string;
    ad_id: number;
    title: string;
    buyer_id: number;
    buyer_name: string;
    seller_id: number;
    seller_name: string;
    complaint: string;
    complaint_opened_at: Date;
    online_poisha: number;
  }>(
    `SELECT o.id, o.number, o.ad_id, a.title, o.buyer_id, b.name AS buyer_name, o.seller_id, s.name AS seller_name,
       o.complaint, o.complaint_opened_at, o.online_poisha
     FROM orders o JOIN ads a ON a.id = o.ad_id JOIN users b ON b.id = o.buyer_id JOIN users s ON s.id = o.seller_id
     WHERE o.state = 'delivered' AND o.complaint_opened_at IS NOT NULL AND o.complaint_decision IS NULL
     ORDER BY o.complaint_opened_at, o.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    ad: { id: Number(r.ad_id), title: r.title },
    buyer: { id: Number(r.buyer_id), name: r.buyer_name },
    seller: { id: Number(r.seller_id), name: r.seller_name },
    complaint: r.complaint,
    opened_at: r.complaint_opened_at.toISOString(),
    online_poisha: Number(r.online_poisha),
  }));
}

/** Staff decide and refund no order they bought or sold: the money would be their own (decision 235). */
function refuseOwnOrder(staff: Staff, order: OrderRow): void {
  if (order.buyer_id === staff.id || order.seller_id === staff.id) throw new AppError('SELF_GRANT');
}

/**
 * An admin decides a complaint (decision 193): for the seller (release: the order is accepted, the payout due) or for
 * the buyer (refund: the payment is refunded through its provider first, then the order is refunded and settled as
 * a refusal, decision 237). Audited with the reason.
 */
export async function decideComplaint(
  services: OrderServices,
  staff: Staff,
  id: number,
  decision: ComplaintDecision,
  reason: string,
): Promise<ComplaintCase[]> {
  const order = await loadOrder(services.db, id);
  if (!order) throw new AppError('NOT_FOUND');
  refuseOwnOrder(staff, order);
  if (!contextOf(order).complaintOpen || order.state !== 'delivered') throw new AppError('INVALID_TRANSITION');
  const refunded = decision === 'refund' && (await refundOrderPayment(services, staff, order, reason));
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const locked = (await loadOrder(tx, id, true)) as OrderRow;
    const decided = { complaint_decision: decision, complaint_decided_at: now };
    const moved =
      decision === 'release'
        ? await moveOrder(tx, locked, 'accept', 'admin', now, { ...acceptedColumns(locked, now), ...decided })
        : await moveOrder(tx, locked, 'refund', 'admin', now, {
            ...refundedColumns(locked),
            ...decided,
            ...(refunded ? { buyer_refunded_at: now } : {}),
          });
    await tellOrderStep(tx, moved, moved.state === 'accepted' ? 'accept' : 'refund', ['buyer', 'seller']);
    await recordAction(tx, staff, {
      action: `order.complaint.${decision}`,
      subject: { type: 'order', id: locked.number },
      before: { state: locked.state },
      after: { state: moved.state },
      reason,
    });
  });
  return listComplaintCases(services.db);
}

/**
 * Refunds an order's online payment in full through its provider (the payments module's refund, audited there);
 * whether there was a payment to refund.
 */
async function refundOrderPayment(
  services: OrderServices,
  staff: Staff,
  order: OrderRow,
  reason: string,
): Promise<boolean> {
  if (!order.paid || order.payment_id === null) return false;
  const [payment] = await services.db.query<{ invoice_number: string; state: string }>(
    'SELECT invoice_number, state FROM payments WHERE id = $1',
    [order.payment_id],
  );
  if (!payment) return false;
  if (payment.state !== 'refunded') await refundPayment(services, staff, payment.invoice_number, reason);
  return true;
}

export interface RefundOwed {
  id: number;
  number: string;
  state: OrderState;
  buyer_refund_poisha: number;
  updated_at: string;
}

/** Paid online orders that ended without the sale (cancelled after paying): the buyer's refund is owed. */
export async function listRefundsOwed(db: Queryable): Promise<RefundOwed[]> {
  const rows = await findOrders(
    db,
    `paid AND buyer_refund_poisha > 0 AND buyer_refunded_at IS NULL AND state IN ('cancelled', 'returned', 'refunded')
     ORDER BY updated_at, id`,
    [],
  );
  return rows.map((o) => ({
    id: o.id,
    number: o.number,
    state: o.state,
    buyer_refund_poisha: o.buyer_refund_poisha ?? 0,
    updated_at: o.updated_at.toISOString(),
  }));
}

/** Staff refund what an ended order owes its buyer, through the payment's provider; the buyer is told. */
export async function refundOwedOrder(
  services: OrderServices,
  staff: Staff,
  id: number,
  reason: string,
): Promise<RefundOwed[]> {
  const order = await loadOrder(services.db, id);
  if (!order) throw new AppError('NOT_FOUND');
  refuseOwnOrder(staff, order);
  const owed = (await listRefundsOwed(services.db)).some((o) => o.id === id);
  if (!owed || !(await refundOrderPayment(services, staff, order, reason))) throw new AppError('INVALID_TRANSITION');
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await tx.query('UPDATE orders SET buyer_refunded_at = $2, updated_at = $2 WHERE id = $1', [id, now]);
    await recordOrderEvent(tx, order, 'refunded', 'admin', now);
    await tellOrderStep(tx, order, 'refunded', ['buyer']);
  });
  return listRefundsOwed(services.db);
}

export interface UnresolvedBooking {
  id: number;
  number: string;
  ad: { id: number; title: string };
  seller: { id: number; name: string };
  sent_at: string;
}

/** Bookings still unresolved UNRESOLVED_BOOKING_STAFF_MINUTES after they were sent: staff settle them (decision 169). */
export async function listUnresolvedBookings(
  services: Pick<AppServices, 'db' | 'clock'>,
): Promise<UnresolvedBooking[]> {
  const rows = await services.db.query<{
    id: number;
    number: string;
    ad_id: number;
    title: string;
    seller_id: number;
    seller_name: string;
    booking_sent_at: Date;
  }>(
    `SELECT o.id, o.number, o.ad_id, a.title, o.seller_id, s.name AS seller_name, o.booking_sent_at
     FROM orders o JOIN ads a ON a.id = o.ad_id JOIN users s ON s.id = o.seller_id
     WHERE o.booking = 'unresolved' ORDER BY o.booking_sent_at, o.id`,
  );
  const now = services.clock.now();
  return rows
    .filter((r) => bookingNeedsStaff(r.booking_sent_at, now))
    .map((r) => ({
      id: Number(r.id),
      number: r.number,
      ad: { id: Number(r.ad_id), title: r.title },
      seller: { id: Number(r.seller_id), name: r.seller_name },
      sent_at: r.booking_sent_at.toISOString(),
    }));
}

/**
 * Staff settle an unresolved booking from the courier's panel (decision 169): the parcel they found (its consignment,
 * checked with the courier to name this order) books it and hands the order over; none found frees the booking, so
 * the seller may book again. Audited with the reason.
 */
export async function settleBookingByStaff(
  services: Pick<AppServices, 'db' | 'clock' | 'couriers'>,
  staff: Staff,
  id: number,
  consignmentId: string | null,
  reason: string,
): Promise<UnresolvedBooking[]> {
  const order = await loadOrder(services.db, id);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.booking !== 'unresolved') throw new AppError('INVALID_TRANSITION');
  if (consignmentId !== null) {
    let parcel;
    try {
      parcel = await courierOf(services).parcelStatus(consignmentId);
    } catch (error) {
      return courierFailure(error, 'consignment_id');
    }
    if (parcel.merchantOrderId !== order.number) {
      throw new AppError('VALIDATION_FAILED', [{ path: 'consignment_id', message: 'another_order' }]);
    }
  }
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const locked = (await loadOrder(tx, id, true)) as OrderRow;
    if (locked.booking !== 'unresolved') throw new AppError('INVALID_TRANSITION');
    if (consignmentId === null) {
      await moveBooking(tx, locked, 'notMade', 'admin', now);
    } else {
      const booked = await moveBooking(tx, locked, 'created', 'admin', now, consignmentId);
      const handed = await moveOrder(tx, booked, 'handOver', 'admin', now);
      await tellOrderStep(tx, handed, 'handOver', ['buyer', 'seller']);
    }
    await recordAction(tx, staff, {
      action: consignmentId === null ? 'order.booking.not_made' : 'order.booking.created',
      subject: { type: 'order', id: locked.number },
      before: { booking: 'unresolved' },
      after: { booking: consignmentId === null ? 'none' : 'booked', consignment_id: consignmentId },
      reason,
    });
  });
  return listUnresolvedBookings(services);
}

/**
 * The payout job (decision 193): delivered orders whose payout is due are accepted by the system (cash at delivery,
 * prepaid once the complaint window passed without a complaint) and their payout released; placed orders their
 * seller left unconfirmed for 48 hours are cancelled. Each order in its own transaction, re-read under lock.
 */
export async function releasePayouts(services: Pick<AppServices, 'db' | 'clock'>): Promise<number> {
  const now = services.clock.now();
  let moved = 0;
  // Oldest first, leaving out open cases (held until an admin decides), so a backlog of them never hides due ones.
  const delivered = await findOrders(
    services.db,
    "state = 'delivered' AND (complaint_opened_at IS NULL OR complaint_decision IS NOT NULL) ORDER BY delivered_at LIMIT 200",
    [],
  );
  for (const candidate of delivered) {
    if (payoutStatus(payoutOrderOf(candidate), now).status !== 'due') continue;
    await services.db.transaction(async (tx) => {
      const order = (await loadOrder(tx, candidate.id, true)) as OrderRow;
      if (order.state !== 'delivered' || payoutStatus(payoutOrderOf(order), now).status !== 'due') return;
      const accepted = await moveOrder(tx, order, 'accept', 'system', now, acceptedColumns(order, now));
      await tellOrderStep(tx, accepted, 'accept', ['buyer', 'seller']);
      moved += 1;
    });
  }
  const placed = await findOrders(services.db, "state = 'placed' ORDER BY created_at LIMIT 200", []);
  for (const candidate of placed.filter((o) => confirmOverdue(o.created_at, now))) {
    await services.db.transaction(async (tx) => {
      const order = (await loadOrder(tx, candidate.id, true)) as OrderRow;
      if (order.state !== 'placed') return;
      const cancelled = await moveOrder(tx, order, 'cancel', 'system', now, cancelledColumns(order));
      await restock(tx, cancelled);
      await tellOrderStep(tx, cancelled, 'cancel', ['buyer', 'seller']);
      moved += 1;
    });
  }
  return moved;
}
