// The buyer's and seller's own orders: what each sees, the lock their steps take, and cancelling (decisions 191, 197).
import {
  availableOrderTransitions,
  type OrderActor,
  type OrderState,
  type OrderTransition,
  type PaymentMethod,
} from '../../../core/delivery/order-lifecycle.ts';
import { complaintRefusal, type ComplaintDecision, payoutStatus } from '../../../core/delivery/payout.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { AppServices } from '../../context.ts';
import { contextOf, findOrders, loadOrder, moveOrder, type OrderRow, payoutOrderOf, tellOrderStep } from './records.ts';
import { cancelledColumns, restock } from './internal.ts';

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
export function roleIn(order: OrderRow | null, viewerId: number): OrderRole {
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

export async function orderView(db: Queryable, order: OrderRow, viewerId: number, now: Date): Promise<OrderView> {
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

/** Runs `step` on the viewer's order read under lock; NOT_FOUND for anyone else's. */
export async function withOwnOrder(
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
