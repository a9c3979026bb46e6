// Demo doorstep orders: a few orders on the demo's delivery ads, one in each state of the order
// lifecycle, with their history, so /my/orders, the seller's side and the payout figures have something to show on a
// first start. Written as the orders module writes them (money from core/delivery/order-money.ts on the courier
// stand-in's Dhaka price, each step a named transition that the state machine allows from the state before), dated
// before the seed's `now`. The seed has no courier: the booked parcels carry demo consignment numbers.
import { BD_PLACES } from '../../core/delivery/bd-places.ts';
import {
  ORDER_TRANSITIONS,
  type OrderState,
  type OrderTransition,
  type PaymentMethod,
} from '../../core/delivery/order-lifecycle.ts';
import { orderMoney } from '../../core/delivery/order-money.ts';
import { takaToPoisha } from '../../core/payments/money.ts';
import type { Database } from '../adapters/database.ts';
import { moneyColumns } from '../modules/orders/index.ts';

const HOUR = 3_600_000;

/** One demo order: the steps it went through after being placed, and how it was paid. */
const STORIES: readonly { steps: readonly OrderTransition[]; method: PaymentMethod }[] = [
  { steps: [], method: 'cash_on_delivery' },
  { steps: ['confirm'], method: 'cash_on_delivery' },
  { steps: ['confirm', 'handOver'], method: 'online' },
  { steps: ['confirm', 'handOver', 'pickUp'], method: 'cash_on_delivery' },
  { steps: ['confirm', 'handOver', 'pickUp', 'deliver'], method: 'online' },
  { steps: ['confirm', 'handOver', 'pickUp', 'deliver', 'accept'], method: 'cash_on_delivery' },
  { steps: ['confirm', 'handOver', 'pickUp', 'returnParcel'], method: 'cash_on_delivery' },
  // A complaint staff decided for the buyer (decision 237): refunded in full through bKash.
  { steps: ['confirm', 'handOver', 'pickUp', 'deliver', 'refund'], method: 'online' },
  { steps: ['cancel'], method: 'cash_on_delivery' },
];

const ACTOR: Record<OrderTransition, string> = {
  confirm: 'seller',
  handOver: 'seller',
  pickUp: 'courier',
  deliver: 'courier',
  accept: 'system',
  returnParcel: 'courier',
  refund: 'admin',
  cancel: 'buyer',
};

/** Inside Dhaka, up to 1 kg at the stand-in: Tk 70; its cash-on-delivery charge is 1 % of what it collects. */
const DELIVERY_POISHA = 7_000;

export async function seedOrders(db: Database, now: Date): Promise<number> {
  const ads = await db.query<{ id: number; user_id: number; price: number; payer: 'buyer' | 'seller' }>(
    `SELECT a.id, a.user_id, a.price, d.payer FROM ads a JOIN ad_delivery d ON d.ad_id = a.id
     WHERE a.status = 'published' AND d.nationwide AND a.price BETWEEN 100 AND 15000 ORDER BY a.id LIMIT $1`,
    [STORIES.length],
  );
  const buyers = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM users WHERE role = 'user' AND NOT is_member ORDER BY id LIMIT $1`,
    [STORIES.length],
  );
  const city = BD_PLACES[0];
  const zone = city?.zones[0];
  if (!city || !zone) return 0;
  let made = 0;
  for (const [i, story] of STORIES.entries()) {
    // A small seed has fewer delivery ads and buyers than stories: they take several orders each.
    const ad = ads[i % Math.max(1, ads.length)];
    const buyer = buyers[i % Math.max(1, buyers.length)];
    if (!ad || !buyer) break;
    const unit = takaToPoisha(Number(ad.price));
    const codCharge = Math.round((unit + (ad.payer === 'buyer' ? DELIVERY_POISHA : 0)) / 100);
    const priced = orderMoney({
      unitPricePoisha: unit,
      quantity: 1,
      quote: { deliveryPoisha: DELIVERY_POISHA, codChargePoisha: codCharge },
      deliveryPayer: ad.payer,
      paymentMethod: story.method,
    });
    if (!priced.ok) continue;
    // Placed a day and a half ago for each step still to come, one step every few hours.
    const placedAt = new Date(now.getTime() - (story.steps.length + 1) * 5 * HOUR);
    const at = (step: number) => new Date(placedAt.getTime() + step * 5 * HOUR);
    let state: OrderState = 'placed';
    const states = story.steps.map((name) => (state = ORDER_TRANSITIONS[name].to));
    const booked = story.steps.includes('handOver');
    const stepAt = (name: OrderTransition) => {
      const index = story.steps.indexOf(name);
      return index < 0 ? null : at(index + 1);
    };
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO orders (number, buyer_id, seller_id, ad_id, idempotency_key, quantity, recipient_name, phone,
         city_id, zone_id, place, address, weight_grams, delivery_payer, unit_price_poisha, items_poisha,
         delivery_poisha, cod_charge_poisha, buyer_pays_poisha, online_poisha, collect_poisha, courier_charges_poisha,
         seller_payout_poisha, payment_method, paid, state, booking, consignment_id, delivered_at, refused_at,
         payout_released_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7, 1, 1, $8, $9, 1000, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
         $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)
       RETURNING id`,
      [
        `HODEMO${String(i + 1).padStart(6, '0')}`,
        buyer.id,
        ad.user_id,
        ad.id,
        `demo-order-${i + 1}`,
        buyer.name.length >= 3 ? buyer.name : 'Haat buyer',
        `+88017000${String(10_000 + i).slice(-5)}`,
        `${zone.name.en}, ${city.name.en}`,
        `House ${i + 3}, Road ${i + 1}, near the mosque`,
        ad.payer,
        unit,
        ...moneyColumns(priced.money),
        story.method,
        story.method === 'online',
        state,
        booked ? 'booked' : 'none',
        booked ? `DLDEMO${String(i + 1).padStart(6, '0')}` : null,
        stepAt('deliver'),
        stepAt('returnParcel'),
        stepAt('accept'),
        placedAt,
        at(story.steps.length),
      ],
    );
    if (!order) continue;
    if (story.steps.includes('refund')) {
      await db.query(
        `UPDATE orders SET complaint = $2, complaint_opened_at = $3, complaint_decision = 'refund',
           complaint_decided_at = $4, buyer_refund_poisha = online_poisha, buyer_refunded_at = $4 WHERE id = $1`,
        [order.id, 'The sack was torn and half the rice was wet.', stepAt('deliver'), stepAt('refund')],
      );
    }
    const events: [string, string, OrderState, Date][] = [['placed', 'buyer', 'placed', placedAt]];
    story.steps.forEach((name, step) => events.push([name, ACTOR[name], states[step] ?? 'placed', at(step + 1)]));
    for (const [name, actor, after, time] of events) {
      await db.query(
        'INSERT INTO order_events (order_id, name, actor, state, created_at) VALUES ($1, $2, $3, $4, $5)',
        [order.id, name, actor, after, time],
      );
    }
    made += 1;
  }
  return made;
}
