// The buyer's side of an order: prices, buy now, paying online, accepting, complaining (decisions 192–194, 196, 197).
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../core/catalogue.ts';
import { placeName } from '../../../core/delivery/bd-places.ts';
import { type CodAllowance, codAllowance, type CodRefusal } from '../../../core/delivery/cod-limits.ts';
import { deliversToCity } from '../../../core/delivery/offer.ts';
import type { OrderState, PaymentMethod } from '../../../core/delivery/order-lifecycle.ts';
import { buyerTotalPoisha, type OrderMoney, orderMoney } from '../../../core/delivery/order-money.ts';
import { complaintRefusal } from '../../../core/delivery/payout.ts';
import { AppError } from '../../../core/errors.ts';
import { takaToPoisha } from '../../../core/payments/money.ts';
import type { CourierPlace } from '../../adapters/courier/courier.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { AppServices } from '../../context.ts';
import { verifiedPhoneNumbers } from '../accounts/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import {
  findOrders,
  loadOrder,
  moneyColumns,
  moveOrder,
  type OrderRow,
  payoutOrderOf,
  recordOrderEvent,
  tellOrderStep,
} from './records.ts';
import type { ComplaintInput, OrderInput, QuoteInput } from './schemas.ts';
import { acceptedColumns, courierFailure, courierOf, type OrderServices } from './internal.ts';
import { checkoutOf } from './online-payment.ts';
import { getOrder, orderView, type OrderView, withOwnOrder } from './own-orders.ts';
import type { DeliveryPlace, PlacedOrder } from './views.ts';

// ---- places and prices -------------------------------------------------------------------------------------------

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
async function cashAllowance(
  db: Queryable,
  input: { phone: string; buyerId: number; idempotencyKey: string | null },
  collectPoisha: number,
  now: Date,
): Promise<CodAllowance> {
  const orders = await db.query<{ payment_method: PaymentMethod; state: OrderState; refused_at: Date | null }>(
    `SELECT payment_method, state, refused_at FROM orders
     WHERE phone = $1 AND NOT (buyer_id = $2 AND idempotency_key IS NOT DISTINCT FROM $3)`,
    [input.phone, input.buyerId, input.idempotencyKey],
  );
  return codAllowance(
    {
      verified: true,
      orders: orders.map((o) => ({ paymentMethod: o.payment_method, state: o.state, refusedAt: o.refused_at })),
    },
    collectPoisha,
    now,
  );
}

/** Why cash on delivery is not offered for an order: a rule of the phone's (cod-limits.ts), or of the amounts. */
export type CashRefusal = CodRefusal | 'collect_not_whole_taka' | 'delivery_not_covered';

/**
 * Whether cash on delivery would be accepted for this order, per phone of the buyer's, before it is placed: the "Buy
 * now" page offers it only then, and says why not (decision 257). The same rules placeOrder applies.
 */
export async function cashOnDeliveryFor(
  services: Pick<AppServices, 'db' | 'couriers' | 'clock'>,
  buyerId: number,
  input: Omit<QuoteInput, 'payment_method'>,
  phones: readonly string[],
): Promise<Record<string, { ok: true } | { ok: false; reason: CashRefusal; until?: string }>> {
  let collectPoisha: number;
  try {
    const priced = await priceNewOrder(services, buyerId, { ...input, payment_method: 'cash_on_delivery' });
    collectPoisha = priced.money.collectPoisha;
  } catch (error) {
    const reason =
      error instanceof AppError && error.code === 'COD_NOT_AVAILABLE'
        ? 'collect_not_whole_taka'
        : error instanceof AppError && error.code === 'DELIVERY_NOT_COVERED'
          ? 'delivery_not_covered'
          : null;
    if (!reason) throw error;
    return Object.fromEntries(phones.map((phone) => [phone, { ok: false, reason }]));
  }
  const now = services.clock.now();
  const entries = await Promise.all(
    phones.map(async (phone) => {
      const allowance = await cashAllowance(services.db, { phone, buyerId, idempotencyKey: null }, collectPoisha, now);
      return [
        phone,
        allowance.ok
          ? { ok: true as const }
          : {
              ok: false as const,
              reason: allowance.reason,
              ...(allowance.until ? { until: allowance.until.toISOString() } : {}),
            },
      ] as const;
    }),
  );
  return Object.fromEntries(entries);
}

// ---- placing -----------------------------------------------------------------------------------------------------

/** Order numbers: HO + 10 characters of Crockford base 32, the courier's merchant_order_id. */
function newOrderNumber(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `HO${[...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('')}`;
}

/**
 * Buy now. The buyer's phone must be one of their verified numbers (the accounts module's code check); a cash order
 * must be allowed for that phone. One order per (buyer, idempotency key): a retry or double click answers the same
 * order, and the stock is taken in the transaction that writes it. An online order opens its checkout in the payments
 * module with a key of its own, so asking again answers the same payment page.
 */
export async function placeOrder(
  services: OrderServices,
  buyerId: number,
  input: OrderInput,
  returnOrigin?: string,
): Promise<PlacedOrder> {
  const { db, clock } = services;
  const [existing] = await findOrders(db, 'buyer_id = $1 AND idempotency_key = $2', [buyerId, input.idempotency_key]);
  if (existing)
    return {
      order: await orderView(db, existing, buyerId, clock.now()),
      redirect_url: await checkoutOf(services, existing, returnOrigin),
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
    const allowance = await cashAllowance(
      db,
      { phone: input.phone, buyerId, idempotencyKey: input.idempotency_key },
      money.collectPoisha,
      now,
    );
    if (!allowance.ok) {
      throw new AppError('COD_NOT_AVAILABLE', [{ path: 'payment_method', message: allowance.reason }]);
    }
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
  const redirect = await checkoutOf(services, placed, returnOrigin, input.processor);
  return { order: await orderView(db, placed, buyerId, now), redirect_url: redirect };
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
