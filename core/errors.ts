// The error catalogue (spec section 8 and ARCHITECTURE "One error catalogue"): every error a client can see has
// a code, an HTTP status and a message in bn and en. The API renders `{ error: { code, message, violations? } }`;
// pages show the same message (core/error-messages.ts holds the texts).
import type { RepeatedAd } from './ad-repeats.ts';

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 400,
  WRONG_PASSWORD: 400,
  INVALID_CODE: 400,
  GOOGLE_SIGN_IN_FAILED: 400,
  INVALID_PARAMETER: 400,
  INVALID_FILTER_JSON: 400,
  SCHEDULE_INVALID: 400,
  SCHEDULE_IN_PAST: 400,
  SCHEDULE_TOO_FAR: 400,
  VOUCHER_EXPIRED: 400,
  VOUCHER_USED_UP: 400,
  VOUCHER_NOT_APPLICABLE: 400,
  TOO_MANY_PICTURES: 400,
  UNKNOWN_PICTURE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CHAT_BLOCKED: 403,
  DOORSTEP_NOT_ELIGIBLE: 403,
  ACCOUNT_SUSPENDED: 403,
  SECOND_FACTOR_REQUIRED: 403,
  TOKEN_EXPIRED: 403,
  CSRF_REJECTED: 403,
  SELF_GRANT: 403,
  SELF_APPROVAL: 403,
  NOT_FOUND: 404,
  UNSUPPORTED_LOCALE: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_TRANSITION: 409,
  PICTURE_IN_USE: 409,
  PRICE_CHANGED: 409,
  CHECKOUT_OPEN: 409,
  AD_QUOTA_EXCEEDED: 409,
  DUPLICATE_AD: 409,
  COD_NOT_AVAILABLE: 409,
  DELIVERY_NOT_COVERED: 409,
  OUT_OF_STOCK: 409,
  NOT_DELIVERED_HERE: 409,
  GONE: 410,
  CHAT_UNAVAILABLE: 412,
  PAYLOAD_TOO_LARGE: 413,
  PICTURE_TOO_LARGE: 413,
  PICTURE_TOO_MANY_PIXELS: 413,
  PICTURE_SHAPE: 422,
  UNSUPPORTED_PICTURE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  PICTURES_BUSY: 503,
  MESSAGING_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One invalid field: where it is (e.g. `query.page`) and what is wrong with it. */
export interface Violation {
  readonly path: string;
  readonly message: string;
}

/** What an error tells beyond its code: for DUPLICATE_AD, the seller's ad the new one repeats (decision 264). */
export interface ErrorDetails {
  readonly duplicate_of?: RepeatedAd;
}

export interface ErrorBody {
  readonly error: {
    readonly code: ErrorCode;
    readonly message: string;
    readonly violations?: readonly Violation[];
  } & ErrorDetails;
}

/**
 * Marks an AppError. The page build (build/server) carries its own copy of core/, while the services the pages call
 * through the load context throw the server's AppError (decision 249): `instanceof AppError` asks for the mark, so
 * either copy's check knows the other copy's errors.
 */
const APP_ERROR = Symbol.for('haat.AppError');

/** An error with a catalogue code; thrown by services, rendered by the HTTP layer. */
export class AppError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && APP_ERROR in value;
  }

  readonly [APP_ERROR] = true;
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly violations?: readonly Violation[],
    detail?: string,
    /** For RATE_LIMITED: seconds until the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    readonly details?: ErrorDetails,
  ) {
    super(detail ?? code);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
