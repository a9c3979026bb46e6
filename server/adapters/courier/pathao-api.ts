// Names Pathao's merchant API gives things, shared by the adapter (pathao.ts) and the stand-in (pathao-stand-in.ts).
import type { ParcelStatus } from '../../../core/delivery/courier-status.ts';

/** The header Pathao's webhooks carry: the secret the merchant gave in the panel, verbatim (not an HMAC). */
export const PATHAO_SIGNATURE_HEADER = 'x-pathao-signature';
/**
 * Pathao keeps a callback URL only when it answers 202 with this header and this fixed value (its panel's
 * documentation: "X-Pathao-Merchant-Webhook-Integration-Secret … should contain f3992ecc-…").
 */
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

/** Pathao's `delivery_type`: 48 normal (the one we book), 12 on demand (inside Dhaka). */
export const PATHAO_NORMAL_DELIVERY = 48;
/** Pathao's `item_type`: 1 document, 2 parcel. */
export const PATHAO_PARCEL = 2;

const SLUGS: Readonly<Record<ParcelStatus, string>> = {
  pending: 'Pending',
  pickup_requested: 'Pickup_Requested',
  assigned_for_pickup: 'Assigned_for_Pickup',
  picked: 'Picked',
  pickup_failed: 'Pickup_Failed',
  pickup_cancelled: 'Pickup_Cancelled',
  at_the_sorting_hub: 'At_the_Sorting_HUB',
  in_transit: 'In_Transit',
  received_at_last_mile_hub: 'Received_at_Last_Mile_HUB',
  assigned_for_delivery: 'Assigned_for_Delivery',
  delivered: 'Delivered',
  partial_delivery: 'Partial_Delivery',
  return: 'Return',
  delivery_failed: 'Delivery_Failed',
  on_hold: 'On_Hold',
  payment_invoice: 'Payment_Invoice',
  paid_return: 'Paid_Return',
  exchange: 'Exchange',
};

/** The order-info call's `order_status_slug` for a status. */
export const pathaoSlug = (status: ParcelStatus): string => SLUGS[status];

const EVENTS: Partial<Record<ParcelStatus, string>> = {
  pending: 'order.created',
  return: 'order.returned',
  payment_invoice: 'order.paid',
  exchange: 'order.exchanged',
};

/** The webhook `event` that reports a status ("order.in-transit"). */
export const pathaoEventName = (status: ParcelStatus): string =>
  EVENTS[status] ?? `order.${status.replaceAll('_', '-')}`;
