// The orders module's rows (migration 048) and the one way an order changes: read under lock, ask the rules of
// core/delivery/order-lifecycle.ts, write with `WHERE state = <the state read>`, append the step to order_events and
// tell the buyer or seller in the app. service.ts (the flow) and payment.ts (paid through the payments module) both
// write through here, so no step is written twice in two ways.
import type { Locale } from '../../../core/catalogue.ts';
import {
  type BookingState,
  type BookingTransition,
  bookingTransition,
  type OrderActor,
  type OrderContext,
  type OrderState,
  type OrderTransition,
  orderTransition,
  type PaymentMethod,
} from '../../../core/delivery/order-lifecycle.ts';
import type { DeliveryPayer } from '../../../core/delivery/offer.ts';
import type { OrderMoney } from '../../../core/delivery/order-money.ts';
import type { ComplaintDecision, PayoutOrder } from '../../../core/delivery/payout.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable, SqlParam } from '../../adapters/database.ts';
import { notify } from '../notifications/index.ts';

export interface OrderRow {
  id: number;
  number: string;
  buyer_id: number;
  seller_id: number;
  ad_id: number;
  quantity: number;
  recipient_name: string;
  phone: string;
  city_id: number;
  zone_id: number;
  area_id: number | null;
  place: string;
  address: string;
  weight_grams: number;
  delivery_payer: DeliveryPayer;
  unit_price_poisha: number;
  items_poisha: number;
  delivery_poisha: number;
  cod_charge_poisha: number;
  buyer_pays_poisha: number;
  online_poisha: number;
  collect_poisha: number;
  courier_charges_poisha: number;
  seller_payout_poisha: number;
  payment_method: PaymentMethod;
  payment_id: number | null;
  paid: boolean;
  state: OrderState;
  booking: BookingState;
  booking_sent_at: Date | null;
  consignment_id: string | null;
  delivered_at: Date | null;
  refused_at: Date | null;
  complaint: string | null;
  complaint_opened_at: Date | null;
  complaint_decision: ComplaintDecision | null;
  complaint_decided_at: Date | null;
  buyer_refund_poisha: number | null;
  seller_charge_poisha: number | null;
  buyer_refunded_at: Date | null;
  payout_released_at: Date | null;
  locale: Locale;
  created_at: Date;
  updated_at: Date;
}

const MONEY_COLUMNS = [
  'unit_price_poisha',
  'items_poisha',
  'delivery_poisha',
  'cod_charge_poisha',
  'buyer_pays_poisha',
  'online_poisha',
  'collect_poisha',
  'courier_charges_poisha',
  'seller_payout_poisha',
  'buyer_refund_poisha',
  'seller_charge_poisha',
] as const;

/** bigint columns come back as strings from `pg` and numbers from PGlite: numbers here. */
function rowOf(row: OrderRow): OrderRow {
  const out = { ...row, id: Number(row.id), buyer_id: Number(row.buyer_id), seller_id: Number(row.seller_id) };
  out.ad_id = Number(row.ad_id);
  out.payment_id = row.payment_id === null ? null : Number(row.payment_id);
  for (const column of MONEY_COLUMNS) {
    const value = row[column];
    (out as Record<string, unknown>)[column] = value === null ? null : Number(value);
  }
  return out;
}

export async function loadOrder(db: Queryable, id: number, lock = false): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`SELECT * FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ? rowOf(row) : null;
}

export async function findOrders(db: Queryable, where: string, params: SqlParam[]): Promise<OrderRow[]> {
  return (await db.query<OrderRow>(`SELECT * FROM orders WHERE ${where}`, params)).map(rowOf);
}

export const contextOf = (order: OrderRow): OrderContext => ({
  paymentMethod: order.payment_method,
  paid: order.paid,
  booking: order.booking,
  complaintOpen: order.complaint_opened_at !== null && order.complaint_decision === null,
});

export const payoutOrderOf = (order: OrderRow): PayoutOrder => ({
  paymentMethod: order.payment_method,
  state: order.state,
  deliveredAt: order.delivered_at,
  complaint: order.complaint_opened_at
    ? { openedAt: order.complaint_opened_at, decision: order.complaint_decision }
    : null,
});

export async function recordOrderEvent(
  db: Queryable,
  order: Pick<OrderRow, 'id' | 'state'>,
  name: string,
  actor: OrderActor,
  at: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.query(
    'INSERT INTO order_events (order_id, name, actor, state, data, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [order.id, name, actor, order.state, JSON.stringify(data), at],
  );
}

/** Tells the order's buyer, seller or both of a step, linking to the order in /my. */
export async function tellOrderStep(
  db: Queryable,
  order: OrderRow,
  step: string,
  to: readonly ('buyer' | 'seller')[],
): Promise<void> {
  const [ad] = await db.query<{ title: string }>('SELECT title FROM ads WHERE id = $1', [order.ad_id]);
  for (const who of to) {
    await notify(db, who === 'buyer' ? order.buyer_id : order.seller_id, {
      kind: 'order',
      payload: { number: order.number, title: ad?.title ?? '', step },
      link: `/${who === 'buyer' ? order.locale : 'bn'}/my/orders/${order.id}`,
    });
  }
}

/** Columns a step writes with it (delivered_at on deliver, refused_at on a return, the settlement at the end). */
export type StepColumns = Partial<
  Pick<
    OrderRow,
    | 'delivered_at'
    | 'refused_at'
    | 'buyer_refund_poisha'
    | 'seller_charge_poisha'
    | 'payout_released_at'
    | 'complaint_decision'
    | 'complaint_decided_at'
    | 'buyer_refunded_at'
  >
>;

/**
 * Takes transition `name` by `actor` on an order read under lock in the caller's transaction; INVALID_TRANSITION when
 * the rules refuse it (the refusal's reason goes with it as a violation, for the page's words).
 */
export async function moveOrder(
  db: Queryable,
  order: OrderRow,
  name: OrderTransition,
  actor: OrderActor,
  at: Date,
  set: StepColumns = {},
): Promise<OrderRow> {
  const result = orderTransition(order.state, name, actor, contextOf(order));
  if (!result.ok) throw new AppError('INVALID_TRANSITION', [{ path: 'state', message: result.reason }]);
  const columns = Object.keys(set) as (keyof StepColumns)[];
  const assignments = columns.map((column, i) => `${column} = $${i + 5}`).join(', ');
  const [row] = await db.query<OrderRow>(
    `UPDATE orders SET state = $3, updated_at = $4${assignments ? `, ${assignments}` : ''}
     WHERE id = $1 AND state = $2 RETURNING *`,
    [order.id, order.state, result.to, at, ...columns.map((column) => set[column] ?? null)],
  );
  if (!row) throw new AppError('INVALID_TRANSITION');
  const moved = rowOf(row);
  await recordOrderEvent(db, moved, name, actor, at);
  return moved;
}

/** Takes a step of the parcel booking (decision 169), with the consignment the courier named when it has. */
export async function moveBooking(
  db: Queryable,
  order: OrderRow,
  name: BookingTransition,
  actor: OrderActor,
  at: Date,
  consignmentId: string | null = null,
): Promise<OrderRow> {
  const result = bookingTransition(order.booking, name, actor);
  if (!result.ok) throw new AppError('INVALID_TRANSITION', [{ path: 'booking', message: result.reason }]);
  const [row] = await db.query<OrderRow>(
    `UPDATE orders SET booking = $3, updated_at = $4,
       booking_sent_at = CASE WHEN $3 = 'unresolved' THEN $4 ELSE booking_sent_at END,
       consignment_id = COALESCE($5, consignment_id)
     WHERE id = $1 AND booking = $2 RETURNING *`,
    [order.id, order.booking, result.to, at, consignmentId],
  );
  if (!row) throw new AppError('INVALID_TRANSITION');
  const moved = rowOf(row);
  await recordOrderEvent(db, moved, `booking.${name}`, actor, at, consignmentId ? { consignment: consignmentId } : {});
  return moved;
}

/** The money columns an order is written with. */
export const moneyColumns = (money: OrderMoney) => [
  money.itemsPoisha,
  money.deliveryPoisha,
  money.codChargePoisha,
  money.buyerPaysPoisha,
  money.onlinePoisha,
  money.collectPoisha,
  money.courierChargesPoisha,
  money.sellerPayoutPoisha,
];

/** The order's money as order-money.ts computed it when the order was placed. */
export const moneyOf = (order: OrderRow): OrderMoney => ({
  itemsPoisha: order.items_poisha,
  deliveryPoisha: order.delivery_poisha,
  codChargePoisha: order.cod_charge_poisha,
  buyerPaysPoisha: order.buyer_pays_poisha,
  onlinePoisha: order.online_poisha,
  collectPoisha: order.collect_poisha,
  courierChargesPoisha: order.courier_charges_poisha,
  sellerPayoutPoisha: order.seller_payout_poisha,
});
