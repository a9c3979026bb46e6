// Pathao Courier's merchant API, "Aladdin" (decision 168). PATHAO_BASE_URL is
// https://api-hermes.pathao.com (live) or https://courier-api-sandbox.pathao.com (sandbox); every path below is under
// /aladdin/api/v1 and answers { message, type, code, data }:
//   POST /issue-token                 client_id, client_secret, username, password, grant_type password
//                                     (or refresh_token, grant_type refresh_token) → access_token, refresh_token,
//                                     expires_in; the other calls carry `Authorization: Bearer <access_token>`
//   GET  /city-list                   data.data [{ city_id, city_name }]
//   GET  /cities/{city}/zone-list     data.data [{ zone_id, zone_name }]
//   GET  /zones/{zone}/area-list      data.data [{ area_id, area_name, home_delivery_available, pickup_available }]
//   POST /merchant/price-plan         store_id, item_type, delivery_type, item_weight, recipient_city, recipient_zone
//                                     → price, discount, promo_discount, cod_enabled, cod_percentage, final_price
//   POST /orders                      store_id, merchant_order_id, recipient_*, delivery_type, item_type,
//                                     item_quantity, item_weight, amount_to_collect, item_description
//                                     → consignment_id, order_status, delivery_fee; 422 with `errors` per field
//   GET  /orders/{consignment}/info   consignment_id, merchant_order_id, order_status_slug, updated_at
// Webhooks: Pathao posts { consignment_id, merchant_order_id, event: "order.picked"…, updated_at, timestamp, … } with
// the merchant's secret verbatim in X-PATHAO-Signature, and expects 202 with its integration header.
// Amounts are taka at Pathao (whole taka to collect; fees with up to two decimals) and poisha on our side.
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { systemClock, type Clock } from '../../../core/clock.ts';
import { readParcelStatus, type ParcelStatus } from '../../../core/delivery/courier-status.ts';
import { decimalToPoisha, POISHA_PER_TAKA } from '../../../core/payments/money.ts';
import {
  type Courier,
  CourierError,
  type CourierEvent,
  type CourierPlace,
  type ParcelOrder,
  type WebhookAnswer,
  type WebhookResult,
} from './courier.ts';
import {
  PATHAO_INTEGRATION_HEADER,
  PATHAO_INTEGRATION_SECRET,
  PATHAO_NORMAL_DELIVERY,
  PATHAO_PARCEL,
  PATHAO_SIGNATURE_HEADER,
} from './pathao-api.ts';

export interface PathaoOptions {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly username: string;
  readonly password: string;
  /** The merchant's store parcels are picked up from (Pathao's store_id). */
  readonly storeId: number;
  /** The secret given in Pathao's panel with the callback URL; webhooks carry it. */
  readonly webhookSecret: string;
  /** How long one API call may take before its outcome counts as unknown. */
  readonly timeoutMs?: number;
  readonly clock?: Clock;
}

type Envelope = { data?: unknown; message?: unknown; errors?: unknown };

const ListSchema = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.object({ data: z.array(item) }) });
const CitiesSchema = ListSchema(z.object({ city_id: z.number(), city_name: z.string() }));
const ZonesSchema = ListSchema(z.object({ zone_id: z.number(), zone_name: z.string() }));
const AreasSchema = ListSchema(
  z.object({ area_id: z.number(), area_name: z.string(), home_delivery_available: z.boolean().optional() }),
);
const PriceSchema = z.object({
  data: z.object({ final_price: z.number(), cod_enabled: z.number(), cod_percentage: z.number() }),
});
const CreatedSchema = z.object({
  data: z.object({
    consignment_id: z.string().min(1),
    merchant_order_id: z.string().nullish(),
    order_status: z.string(),
    delivery_fee: z.number(),
  }),
});
const InfoSchema = z.object({
  data: z.object({
    consignment_id: z.string().min(1),
    merchant_order_id: z.string().nullish(),
    order_status: z.string().optional(),
    order_status_slug: z.string().optional(),
    updated_at: z.string(),
  }),
});
const TokenSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string(), expires_in: z.number() });
const WebhookSchema = z.object({
  event: z.string().min(1),
  consignment_id: z.string().min(1).max(64).optional(),
  merchant_order_id: z.string().max(64).nullish(),
  updated_at: z.string().max(40).optional(),
  timestamp: z.string().max(40).optional(),
  delivery_fee: z.number().optional(),
  collected_amount: z.number().optional(),
  reason: z.string().max(500).nullish(),
});

/** Pathao's taka (80, 83.46) as poisha; a malformed amount is an answer we cannot trust. */
function takaToPoishaAt(path: string, taka: number): number {
  const poisha = decimalToPoisha(String(taka));
  if (poisha === null) throw new CourierError('pathao', `${path}: amount ${taka} is not taka`, 'unknown');
  return poisha;
}

/** Grams as Pathao's item_weight in kg: at least 0.5 (its smallest charge), to 100 g. */
export const pathaoWeight = (grams: number): number => Math.max(0.5, Math.ceil(grams / 100) / 10);

/** Poisha as Pathao's amount_to_collect, which is whole taka; a fraction is refused before anything is sent. */
export function pathaoAmountToCollect(poisha: number): number {
  if (!Number.isSafeInteger(poisha) || poisha < 0 || poisha % POISHA_PER_TAKA !== 0) {
    throw new CourierError('pathao', `amount to collect ${poisha} poisha is not whole taka`, 'refused', {
      amount_to_collect: ['The amount to collect must be an integer.'],
    });
  }
  return poisha / POISHA_PER_TAKA;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function answer(status: number, message: string, integrated: boolean): WebhookAnswer {
  return {
    status,
    headers: integrated ? { [PATHAO_INTEGRATION_HEADER]: PATHAO_INTEGRATION_SECRET } : {},
    body: { status, message, data: null },
  };
}

export function pathaoCourier(options: PathaoOptions): Courier {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = `${options.baseUrl.replace(/\/$/, '')}/aladdin/api/v1`;
  let token: { access: string; refresh: string; expiresAt: number } | null = null;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, unknown> | null,
    authorization: string | null,
    signal?: AbortSignal,
  ): Promise<{ status: number; answer: Envelope | null }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(authorization ? { authorization } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // Refused before a byte was sent: nothing can have happened at Pathao.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      const outcome = code === 'ECONNREFUSED' || code === 'ENOTFOUND' ? 'not-sent' : 'unknown';
      throw new CourierError('pathao', `${path}: ${(error as Error).message}`, outcome);
    }
    const answer = (await response.json().catch(() => null)) as Envelope | null;
    if (response.status >= 500) throw new CourierError('pathao', `${path}: HTTP ${response.status}`, 'unknown');
    return { status: response.status, answer };
  }

  /** Checks an answer: 2xx with JSON in the expected shape, 422 with Pathao's messages per field, else refused. */
  function read<T>(path: string, status: number, answer: Envelope | null, schema: z.ZodType<T>): T {
    if (status === 422) {
      const fields = z.record(z.string(), z.array(z.string())).safeParse(answer?.errors);
      throw new CourierError(
        'pathao',
        `${path}: ${String(answer?.message ?? 'invalid')}`,
        'refused',
        fields.data ?? {},
      );
    }
    if (status < 200 || status >= 300) {
      throw new CourierError('pathao', `${path}: HTTP ${status} ${String(answer?.message ?? '')}`.trim(), 'refused');
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new CourierError('pathao', `${path}: unexpected answer`, 'unknown');
    return parsed.data;
  }

  /** A token: issued with the password once, refreshed when it runs out, issued again when the refresh fails. */
  async function accessToken(signal?: AbortSignal): Promise<string> {
    const now = clock.now().getTime();
    if (token && token.expiresAt > now) return token.access;
    const client = { client_id: options.clientId, client_secret: options.clientSecret };
    let issued: { status: number; answer: Envelope | null } | null = null;
    if (token) {
      issued = await send(
        'POST',
        '/issue-token',
        { ...client, grant_type: 'refresh_token', refresh_token: token.refresh },
        null,
        signal,
      );
      if (issued.status !== 200) issued = null;
    }
    issued ??= await send(
      'POST',
      '/issue-token',
      { ...client, grant_type: 'password', username: options.username, password: options.password },
      null,
      signal,
    );
    token = null;
    const granted = read('/issue-token', issued.status, issued.answer, TokenSchema);
    // Renew a minute early so a token never runs out between asking and using it.
    token = {
      access: granted.access_token,
      refresh: granted.refresh_token,
      expiresAt: now + (granted.expires_in - 60) * 1000,
    };
    return token.access;
  }

  /**
   * An authorised call. A 401 means Pathao did nothing (the token was revoked or ran out early): the token is
   * refreshed and the call sent once more, which is safe even for creating a parcel.
   */
  async function api<T>(
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, unknown> | null,
    schema: z.ZodType<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    let sent = await send(method, path, body, `Bearer ${await accessToken(signal)}`, signal);
    if (sent.status === 401 && token) {
      token = { ...token, expiresAt: 0 };
      sent = await send(method, path, body, `Bearer ${await accessToken(signal)}`, signal);
    }
    return read(path, sent.status, sent.answer, schema);
  }

  function status(path: string, text: string | undefined): ParcelStatus {
    const read = text ? readParcelStatus(text) : null;
    if (!read) throw new CourierError('pathao', `${path}: unknown status ${String(text)}`, 'unknown');
    return read;
  }

  return {
    name: 'pathao',

    async listCities(signal) {
      const list = await api('GET', '/city-list', null, CitiesSchema, signal);
      return list.data.data.map((city) => ({ id: city.city_id, name: city.city_name }));
    },

    async listZones(cityId, signal) {
      const list = await api('GET', `/cities/${Math.trunc(cityId)}/zone-list`, null, ZonesSchema, signal);
      return list.data.data.map((zone) => ({ id: zone.zone_id, name: zone.zone_name }));
    },

    async listAreas(zoneId, signal) {
      const list = await api('GET', `/zones/${Math.trunc(zoneId)}/area-list`, null, AreasSchema, signal);
      return list.data.data.map((area) => ({
        id: area.area_id,
        name: area.area_name,
        homeDelivery: area.home_delivery_available ?? true,
      }));
    },

    async quote(place: CourierPlace, weightGrams: number, codPoisha: number, signal?: AbortSignal) {
      const plan = await api(
        'POST',
        '/merchant/price-plan',
        {
          store_id: options.storeId,
          item_type: PATHAO_PARCEL,
          delivery_type: PATHAO_NORMAL_DELIVERY,
          item_weight: pathaoWeight(weightGrams),
          recipient_city: place.cityId,
          recipient_zone: place.zoneId,
        },
        PriceSchema,
        signal,
      );
      if (codPoisha > 0 && plan.data.cod_enabled !== 1) {
        throw new CourierError('pathao', 'cash on delivery is not offered on this plan', 'refused');
      }
      const deliveryPoisha = takaToPoishaAt('/merchant/price-plan', plan.data.final_price);
      // cod_percentage is a fraction (0.01 for 1 %) of what the courier collects.
      const codChargePoisha = codPoisha > 0 ? Math.round(codPoisha * plan.data.cod_percentage) : 0;
      return { deliveryPoisha, codChargePoisha, totalPoisha: deliveryPoisha + codChargePoisha };
    },

    async createParcel(order: ParcelOrder, signal?: AbortSignal) {
      const created = await api(
        'POST',
        '/orders',
        {
          store_id: options.storeId,
          merchant_order_id: order.merchantOrderId,
          recipient_name: order.recipient.name,
          recipient_phone: order.recipient.phone,
          recipient_address: order.recipient.address,
          recipient_city: order.place.cityId,
          recipient_zone: order.place.zoneId,
          ...(order.place.areaId ? { recipient_area: order.place.areaId } : {}),
          delivery_type: PATHAO_NORMAL_DELIVERY,
          item_type: PATHAO_PARCEL,
          special_instruction: order.instruction ?? '',
          item_quantity: order.quantity,
          item_weight: pathaoWeight(order.weightGrams),
          amount_to_collect: pathaoAmountToCollect(order.amountToCollectPoisha),
          item_description: order.description.slice(0, 255),
        },
        CreatedSchema,
        signal,
      );
      return {
        consignmentId: created.data.consignment_id,
        merchantOrderId: created.data.merchant_order_id ?? order.merchantOrderId,
        status: status('/orders', created.data.order_status),
        deliveryPoisha: takaToPoishaAt('/orders', created.data.delivery_fee),
      };
    },

    async parcelStatus(consignmentId: string, signal?: AbortSignal) {
      const path = `/orders/${encodeURIComponent(consignmentId)}/info`;
      const info = await api('GET', path, null, InfoSchema, signal);
      return {
        consignmentId: info.data.consignment_id,
        merchantOrderId: info.data.merchant_order_id ?? null,
        status: status(path, info.data.order_status_slug ?? info.data.order_status),
        updatedAt: info.data.updated_at,
      };
    },

    verifyWebhook(headers, body): WebhookResult {
      const given = headers[PATHAO_SIGNATURE_HEADER];
      const signature = Array.isArray(given) ? given[0] : given;
      // Compared as digests, in constant time: the header is the secret itself.
      if (!signature || !timingSafeEqual(sha256(signature), sha256(options.webhookSecret))) {
        return { ok: false, reason: 'signature', answer: answer(401, 'Unauthorized', false) };
      }
      let parsed: z.infer<typeof WebhookSchema>;
      try {
        const result = WebhookSchema.safeParse(JSON.parse(body));
        if (!result.success) throw result.error;
        parsed = result.data;
      } catch {
        return { ok: false, reason: 'shape', answer: answer(400, 'Malformed webhook', false) };
      }
      if (parsed.event === 'webhook_integration') {
        return {
          ok: true,
          event: { kind: 'integration' },
          answer: answer(202, 'Successfully accepted webhook_integration', true),
        };
      }
      let event: CourierEvent;
      if (!parsed.event.startsWith('order.')) event = { kind: 'other', event: parsed.event };
      else if (!parsed.consignment_id) {
        return { ok: false, reason: 'shape', answer: answer(400, 'Malformed webhook', false) };
      } else {
        const money = (taka: number | undefined) => (taka === undefined ? null : decimalToPoisha(String(taka)));
        event = {
          kind: 'parcel',
          consignmentId: parsed.consignment_id,
          merchantOrderId: parsed.merchant_order_id ?? null,
          status: readParcelStatus(parsed.event),
          // Pathao's events carry no id: the same event redelivered has the same consignment, name and time.
          eventId: `${parsed.consignment_id}:${parsed.event}:${parsed.timestamp ?? parsed.updated_at ?? ''}`,
          deliveryPoisha: money(parsed.delivery_fee),
          collectedPoisha: money(parsed.collected_amount),
          reason: parsed.reason ?? null,
        };
      }
      return { ok: true, event, answer: answer(202, 'Webhook received', true) };
    },
  };
}
