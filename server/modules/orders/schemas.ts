// The inputs of the orders module (one zod schema each, shared by the /data/* calls and the pages' actions), then its
// answers (documented in the OpenAPI contract).
import { z } from 'zod';
import { LOCALES } from '../../../core/catalogue.ts';
import { ORDER_STATES, ORDER_TRANSITIONS, PAYMENT_METHODS } from '../../../core/delivery/order-lifecycle.ts';
import { COMPLAINT_DECISIONS } from '../../../core/delivery/payout.ts';
import type { DeliveryPlace, PlacedOrder } from './views.ts';
import type { ComplaintCase, RefundOwed } from './complaints.ts';
import type { OrderView } from './own-orders.ts';
import type { UnresolvedBooking } from './staff-bookings.ts';

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** What an order's price depends on: the ad, how many, the courier's place, how it is paid. */
export const QuoteInputSchema = z.object({
  ad_id: Id,
  quantity: z.coerce.number().int().min(1).max(100).default(1),
  city_id: Id,
  zone_id: Id,
  area_id: Id.optional(),
  payment_method: z.enum(PAYMENT_METHODS),
});
export type QuoteInput = z.infer<typeof QuoteInputSchema>;

export const OrderInputSchema = QuoteInputSchema.extend({
  recipient_name: z.string().trim().min(3).max(100),
  // One of the buyer's verified numbers (E.164, verified by a code through /data/account/phone-numbers).
  phone: z.string().regex(/^\+8801[3-9]\d{8}$/),
  address: z.string().trim().min(10).max(180),
  // The total the buyer was shown (poisha): a different price is never charged silently.
  expected_total_poisha: z.coerce.number().int().min(0).optional(),
  // For an online order: the payment processor (bKash by default).
  processor: z.string().min(1).max(32).default('bkash'),
  // Made once per order form: a double click or a retried request answers the same order.
  idempotency_key: z.string().regex(/^[\w-]{8,64}$/),
  locale: z.enum(LOCALES).default('bn'),
});
export type OrderInput = z.infer<typeof OrderInputSchema>;

export const ComplaintInputSchema = z.object({ text: z.string().trim().min(10).max(1000) });
export type ComplaintInput = z.infer<typeof ComplaintInputSchema>;

export const DecisionInputSchema = z.object({
  decision: z.enum(COMPLAINT_DECISIONS),
  reason: z.string().trim().min(3).max(1000),
});

/** Staff settle an unresolved booking: the consignment found in the courier's panel, or null for none found. */
export const BookingSettlementSchema = z.object({
  consignment_id: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{6,30}$/)
    .nullable(),
  reason: z.string().trim().min(3).max(1000),
});

export const PlacesQuerySchema = z.object({
  city_id: Id.optional(),
  zone_id: Id.optional(),
  locale: z.enum(LOCALES).optional(),
});

export const OrdersQuerySchema = z.object({ role: z.enum(['buyer', 'seller']).default('buyer') });

const Poisha = z.number().int().meta({ description: 'BDT in poisha.' });
const Time = z.string().meta({ description: 'ISO 8601.' });

/** What a buyer is quoted before ordering (the order carries it, with its settlement). */
const QuotedMoney = z.object({
  items_poisha: Poisha,
  delivery_poisha: Poisha,
  cod_charge_poisha: Poisha,
  buyer_pays_poisha: Poisha,
  collect_poisha: Poisha,
});

export const OrderSchema: z.ZodType<OrderView> = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: "Our order number, the courier's merchant order id." }),
    role: z.enum(['buyer', 'seller']).meta({ description: "The caller's part in the order." }),
    state: z.enum(ORDER_STATES),
    booking: z.enum(['none', 'unresolved', 'booked']),
    consignment_id: z.string().nullable(),
    payment_method: z.enum(PAYMENT_METHODS),
    paid: z.boolean(),
    ad: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
    counterpart: z.object({ id: z.number().int(), name: z.string() }),
    quantity: z.number().int(),
    recipient_name: z.string(),
    place: z.string(),
    address: z.string(),
    money: QuotedMoney.extend({
      seller_payout_poisha: Poisha.meta({
        description: 'What the seller gets: the payout while the order runs or once accepted, 0 once it ended unsold.',
      }),
      buyer_refund_poisha: Poisha.nullable(),
      buyer_refunded_at: Time.nullable().meta({
        description: "When the buyer's refund went back through the payment's provider; null while it is owed.",
      }),
      seller_charge_poisha: Poisha.nullable(),
    }),
    payout: z.object({
      status: z.string().meta({ description: 'not_due, waiting, held, due or none (core/delivery/payout.ts).' }),
      release_at: Time.nullable(),
      released_at: Time.nullable(),
    }),
    complaint: z
      .object({ text: z.string(), opened_at: Time, decision: z.enum(COMPLAINT_DECISIONS).nullable() })
      .nullable(),
    actions: z.array(
      z.enum([...(Object.keys(ORDER_TRANSITIONS) as (keyof typeof ORDER_TRANSITIONS)[]), 'book', 'complain', 'pay']),
    ),
    history: z.array(
      z.object({
        name: z.string(),
        actor: z.enum(['buyer', 'seller', 'courier', 'admin', 'system']),
        state: z.enum(ORDER_STATES),
        at: Time,
      }),
    ),
    created_at: Time,
    delivered_at: Time.nullable(),
  })
  .meta({ id: 'Order' });

export const OrderBody = z.object({ order: OrderSchema });
export const OrdersBody = z.object({ orders: z.array(OrderSchema) });
export const PlacedBody: z.ZodType<PlacedOrder> = z.object({
  order: OrderSchema,
  redirect_url: z.string().nullable().meta({ description: 'The payment page of an online order still to pay.' }),
});

const PlaceSchema: z.ZodType<DeliveryPlace> = z.object({ id: z.number().int(), name: z.string() });
export const PlacesBody = z.object({ places: z.array(PlaceSchema) });

export const QuoteBody = z.object({
  money: QuotedMoney,
  place: z.string(),
});

const CaseSchema: z.ZodType<ComplaintCase> = z.object({
  id: z.number().int(),
  number: z.string(),
  ad: z.object({ id: z.number().int(), title: z.string() }),
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  complaint: z.string(),
  opened_at: Time,
  online_poisha: Poisha,
});
export const CasesBody = z.object({ cases: z.array(CaseSchema) });

const BookingSchema: z.ZodType<UnresolvedBooking> = z.object({
  id: z.number().int(),
  number: z.string(),
  ad: z.object({ id: z.number().int(), title: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  sent_at: Time,
});
export const BookingsBody = z.object({ bookings: z.array(BookingSchema) });

const RefundOwedSchema: z.ZodType<RefundOwed> = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  buyer_refund_poisha: Poisha,
  updated_at: Time,
});
export const RefundsBody = z.object({ refunds: z.array(RefundOwedSchema) });
export const RefundReasonSchema = z.object({ reason: z.string().trim().min(3).max(255) });
