// One interface for a doorstep courier, spoken today by Pathao's merchant API (pathao.ts, decision
// 168). The orders module owns orders, parcels and every decision; the courier adapter only speaks the provider's
// HTTP API and reports what the provider says. Money is poisha on this side, whatever the provider takes.
//
// Two rules the orders module relies on (decision 169):
// - A webhook is a signal, never proof: verifyWebhook() says which parcel it is about, and the module asks
//   parcelStatus() before it moves an order.
// - createParcel() is never blindly retried: a call that ends with an unknown outcome (timeout, 5xx, a dropped
//   connection after the request was sent) may have created the parcel. Pathao cannot look a parcel up by our
//   merchant_order_id, so the module keeps the attempt as unresolved and lets Pathao's order.created webhook (which
//   names both ids) attach the consignment; only a refusal (CourierError outcome `refused`) may be corrected and sent
//   again, and `not-sent` (the request never left) retried as is.
import type { ParcelStatus } from '../../../core/delivery/courier-status.ts';

export type CourierName = 'pathao';

/**
 * A place the courier delivers to: Pathao's city, zone and area ids. The address form shows them as division, district
 * and area (বিভাগ, জেলা, এলাকা): Pathao's cities are the district towns, the divisions' seats among them, and its zones
 * the thanas and upazilas.
 */
export interface CourierPlace {
  readonly cityId: number;
  readonly zoneId: number;
  /** Optional at Pathao: the zone decides the price. */
  readonly areaId?: number | null;
}

export interface CourierCity {
  readonly id: number;
  readonly name: string;
}

export interface CourierZone {
  readonly id: number;
  readonly name: string;
}

export interface CourierArea {
  readonly id: number;
  readonly name: string;
  /** Whether the courier brings parcels to the door there (else the buyer collects at a point). */
  readonly homeDelivery: boolean;
}

/** The delivery charge the courier quotes, in poisha. */
export interface CourierQuote {
  /** The charge for the parcel (weight and place), after the courier's discounts. */
  readonly deliveryPoisha: number;
  /** The courier's cash-on-delivery charge on the amount it collects (Pathao: 1 %). */
  readonly codChargePoisha: number;
  readonly totalPoisha: number;
}

/** One parcel to book, as our order knows it. */
export interface ParcelOrder {
  /** Our order number: Pathao's merchant_order_id, the key this parcel is known by in our records. */
  readonly merchantOrderId: string;
  readonly recipient: {
    readonly name: string;
    /** 11 digits, 01XXXXXXXXX. */
    readonly phone: string;
    readonly address: string;
  };
  readonly place: CourierPlace;
  readonly weightGrams: number;
  readonly quantity: number;
  /** What the courier collects at the door: 0 for a prepaid order. Whole taka at Pathao. */
  readonly amountToCollectPoisha: number;
  readonly description: string;
  readonly instruction?: string;
}

export interface CreatedParcel {
  readonly consignmentId: string;
  readonly merchantOrderId: string;
  readonly status: ParcelStatus;
  readonly deliveryPoisha: number;
}

export interface ParcelState {
  readonly consignmentId: string;
  readonly merchantOrderId: string | null;
  readonly status: ParcelStatus;
  /** The provider's time of the last change, as it says it (Pathao: "2024-12-27 23:53:23", Dhaka time). */
  readonly updatedAt: string;
}

/** What an authentic webhook is about. A claim: the module confirms it with parcelStatus(). */
export type CourierEvent =
  /** Pathao's check when the callback URL is saved in its panel: answer it and do nothing else. */
  | { readonly kind: 'integration' }
  | {
      readonly kind: 'parcel';
      readonly consignmentId: string;
      readonly merchantOrderId: string | null;
      /** null for events that carry no status (order.updated). */
      readonly status: ParcelStatus | null;
      /** Unique per event: the key that stores a redelivered event once. */
      readonly eventId: string;
      /** Pathao's delivery fee or amount collected, when the event names them. */
      readonly deliveryPoisha: number | null;
      readonly collectedPoisha: number | null;
      readonly reason: string | null;
    }
  /** An authentic event about something other than a parcel (store.created): acknowledged, ignored. */
  | { readonly kind: 'other'; readonly event: string };

/** The HTTP answer the provider expects from the callback URL. */
export interface WebhookAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export type WebhookResult =
  | { readonly ok: true; readonly event: CourierEvent; readonly answer: WebhookAnswer }
  | { readonly ok: false; readonly reason: 'signature' | 'shape'; readonly answer: WebhookAnswer };

export class CourierError extends Error {
  constructor(
    readonly courier: CourierName,
    message: string,
    /**
     * - `refused`: the courier answered and said no (validation, unknown place, bad credentials): nothing was made.
     * - `unknown`: the request may have reached the courier (timeout, 5xx, dropped connection): asking again may
     *   succeed, but a parcel creation must not be repeated (see the rule above).
     * - `not-sent`: the request never reached the courier (connection refused): safe to send again.
     */
    readonly outcome: 'refused' | 'unknown' | 'not-sent',
    /** For `refused`: the courier's word per field (Pathao's 422 `errors`). */
    readonly fields: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(`${courier}: ${message}`);
    this.name = 'CourierError';
  }

  /** Whether asking the same again later may succeed (for reads; a creation follows `outcome`). */
  get retryable(): boolean {
    return this.outcome !== 'refused';
  }
}

export interface Courier {
  readonly name: CourierName;
  listCities(signal?: AbortSignal): Promise<readonly CourierCity[]>;
  listZones(cityId: number, signal?: AbortSignal): Promise<readonly CourierZone[]>;
  listAreas(zoneId: number, signal?: AbortSignal): Promise<readonly CourierArea[]>;
  /** The charge for a parcel of this weight to this place, collecting `codPoisha` at the door (0: prepaid). */
  quote(place: CourierPlace, weightGrams: number, codPoisha: number, signal?: AbortSignal): Promise<CourierQuote>;
  /** Books a parcel: sent once per call, never retried inside (see the rule above). */
  createParcel(order: ParcelOrder, signal?: AbortSignal): Promise<CreatedParcel>;
  parcelStatus(consignmentId: string, signal?: AbortSignal): Promise<ParcelState>;
  /** Checks a webhook's signature and shape; the answer is what to send back in either case. */
  verifyWebhook(headers: Readonly<Record<string, string | string[] | undefined>>, body: string): WebhookResult;
}
