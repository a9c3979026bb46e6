// What the Pathao stand-in offers its tests: the credentials it accepts, its faults, webhook modes and the handle's
// shape (decision 168).
import type { ParcelStatus } from '../../../core/delivery/courier-status.ts';

export const CREDENTIALS = {
  clientId: 'stand-in-client',
  clientSecret: 'stand-in-client-secret',
  username: 'merchant@haat.example',
  password: 'stand-in-password',
  storeId: '130820',
  webhookSecret: 'stand-in-webhook-secret',
};
/** Pathao's access tokens last five days. */
export const TOKEN_SECONDS = 432_000;

/**
 * The failure modes the stand-in can be told to show, until cleared:
 * - `token-expired`: every access token given so far stops working (401) until the merchant refreshes;
 * - `server-error`: API calls answer 500 and do nothing;
 * - `timeout`: API calls do their work (a parcel is created) but never answer: the caller cannot tell what happened.
 */
export const PATHAO_FAULTS = ['token-expired', 'server-error', 'timeout'] as const;
export type PathaoFault = (typeof PATHAO_FAULTS)[number];

/** What to do with the webhook of a step: send it, send it twice (a redelivery), or hold it until released. */
export type WebhookMode = 'send' | 'twice' | 'hold';

export interface WebhookDelivery {
  readonly event: string;
  readonly consignmentId: string | null;
  /** The callback's HTTP status, or 0 when it could not be reached. */
  readonly status: number;
  /** Whether it answered with Pathao's integration header, as Pathao requires. */
  readonly integrated: boolean;
}

export interface StandInParcel {
  readonly consignmentId: string;
  readonly merchantOrderId: string;
  readonly status: ParcelStatus;
  readonly amountToCollectTaka: number;
}

export interface PathaoStandIn {
  /** The API's origin on loopback (Pathao's is https://api-hermes.pathao.com). */
  readonly baseUrl: string;
  /** The merchant's credentials it accepts, store id and webhook secret, as the adapter's options take them. */
  readonly credentials: Readonly<typeof CREDENTIALS>;
  misbehave(...faults: PathaoFault[]): void;
  /**
   * Saves a callback URL as the merchant panel does: Pathao first posts `webhook_integration` and keeps the URL only
   * when it answers with the integration header. Null: no webhooks.
   */
  setCallback(url: string | null): Promise<WebhookDelivery | null>;
  /** Moves a parcel to a status and posts its event (a `reason` for failed, partial or returned deliveries). */
  advance(
    consignmentId: string,
    status: ParcelStatus,
    options?: { readonly reason?: string; readonly webhook?: WebhookMode },
  ): Promise<WebhookDelivery[]>;
  /** Posts the held webhooks, the last held first (events arriving out of order). */
  releaseHeld(): Promise<WebhookDelivery[]>;
  /** The parcels booked so far, oldest first. */
  parcels(): StandInParcel[];
  close(): Promise<void>;
}

export interface Parcel {
  readonly consignmentId: string;
  readonly merchantOrderId: string;
  readonly amountToCollectTaka: number;
  readonly deliveryFeeTaka: number;
  status: ParcelStatus;
  updatedAt: Date;
}

export interface PendingEvent {
  readonly payload: Record<string, unknown>;
}
