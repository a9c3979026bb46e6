// A local Pathao: Pathao's merchant API ("Aladdin") on a loopback port, so doorstep orders are
// booked, priced and tracked offline and the tests drive real HTTP. It checks credentials and tokens as Pathao does,
// keeps parcels in memory, serves the eight divisional cities of core/delivery/bd-places.ts with demo prices, and
// posts Pathao's webhooks to the merchant's callback URL. Its test hooks (methods, and the same under
// {baseUrl}/__stand-in/ for other processes) move parcels along, hold, repeat and release webhooks, and make it
// misbehave as real couriers do.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { systemClock, type Clock } from '../../../core/clock.ts';
import { PARCEL_STATUSES } from '../../../core/delivery/courier-status.ts';
import { listenOnLoopback, readBody, sendJson } from '../payment-gateways/stand-in-server.ts';
import { PATHAO_INTEGRATION_SECRET, PATHAO_SIGNATURE_HEADER, pathaoEventName, pathaoSlug } from './pathao-api.ts';
import {
  CREDENTIALS,
  type Parcel,
  type PathaoFault,
  type PathaoStandIn,
  PATHAO_FAULTS,
  type PendingEvent,
  TOKEN_SECONDS,
  type WebhookDelivery,
  type WebhookMode,
} from './pathao-stand-in-shapes.ts';
import { numberPlaces, PLANS, standInPrice } from './pathao-stand-in-prices.ts';
export {
  PATHAO_FAULTS,
  type PathaoFault,
  type PathaoStandIn,
  type StandInParcel,
  type WebhookDelivery,
  type WebhookMode,
} from './pathao-stand-in-shapes.ts';
export { standInPrice } from './pathao-stand-in-prices.ts';

const API = '/aladdin/api/v1';

const success = (message: string, data: unknown) => ({ message, type: 'success', code: 200, data });

/** Pathao's time stamps: "2024-12-27 23:53:23" in Dhaka time (UTC+6), and ISO with +00:00. */
const dhakaTime = (at: Date) => new Date(at.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const isoTime = (at: Date) => `${at.toISOString().slice(0, 19)}+00:00`;

const FaultsSchema = z.object({ faults: z.array(z.enum(PATHAO_FAULTS)) });
const AdvanceSchema = z.object({
  status: z.enum(PARCEL_STATUSES),
  reason: z.string().max(200).optional(),
  webhook: z.enum(['send', 'twice', 'hold']).optional(),
});
const CallbackSchema = z.object({ callback_url: z.string().url().nullable() });

export async function startPathaoStandIn(
  options: { host?: string; port?: number; clock?: Clock } = {},
): Promise<PathaoStandIn> {
  const clock = options.clock ?? systemClock;
  const cities = numberPlaces();
  const parcels = new Map<string, Parcel>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const held: PendingEvent[] = [];
  let callbackUrl: string | null = null;
  let faults = new Set<PathaoFault>();
  const json = sendJson;
  const refuse = (response: ServerResponse, code: number, message: string) =>
    json(response, code, { message, type: 'error', code });

  function issue(response: ServerResponse) {
    const access = randomBytes(24).toString('base64url');
    const refresh = randomBytes(24).toString('base64url');
    accessTokens.set(access, clock.now().getTime() + TOKEN_SECONDS * 1000);
    refreshTokens.add(refresh);
    json(response, 200, {
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      access_token: access,
      refresh_token: refresh,
    });
  }

  function issueToken(body: Record<string, unknown>, response: ServerResponse) {
    if (body.client_id !== CREDENTIALS.clientId || body.client_secret !== CREDENTIALS.clientSecret) {
      return refuse(response, 401, 'Client authentication failed');
    }
    if (body.grant_type === 'password') {
      if (body.username !== CREDENTIALS.username || body.password !== CREDENTIALS.password) {
        return refuse(response, 400, 'The user credentials were incorrect.');
      }
      return issue(response);
    }
    if (body.grant_type === 'refresh_token' && refreshTokens.delete(String(body.refresh_token))) {
      return issue(response);
    }
    return refuse(response, 400, 'The refresh token is invalid.');
  }

  function authorised(request: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const expires = accessTokens.get(token);
    return expires !== undefined && expires > clock.now().getTime();
  }

  /** Pathao's 422: "Please fix the given errors" with the messages per field. */
  function validateOrder(body: Record<string, unknown>): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const fail = (field: string, message: string) => (errors[field] = [...(errors[field] ?? []), message]);
    const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string).trim() : '');
    if (String(body.store_id) !== CREDENTIALS.storeId) fail('store_id', 'The selected store id is invalid.');
    const name = text('recipient_name');
    if (name.length < 3 || name.length > 100)
      fail('recipient_name', 'The recipient name must be between 3 and 100 characters.');
    if (!/^01\d{9}$/.test(text('recipient_phone'))) fail('recipient_phone', 'The recipient phone format is invalid.');
    const address = text('recipient_address');
    if (address.length < 10 || address.length > 220) {
      fail('recipient_address', 'The recipient address must be between 10 and 220 characters.');
    }
    const city = cities.find((c) => c.id === body.recipient_city);
    const zone = city?.zones.find((z) => z.id === body.recipient_zone);
    if (!city) fail('recipient_city', 'The selected recipient city is invalid.');
    else if (!zone) fail('recipient_zone', 'The selected recipient zone is invalid.');
    if (zone && body.recipient_area != null && !zone.areas.some((a) => a.id === body.recipient_area)) {
      fail('recipient_area', 'The selected recipient area is invalid.');
    }
    if (body.delivery_type !== 48 && body.delivery_type !== 12)
      fail('delivery_type', 'The selected delivery type is invalid.');
    if (body.delivery_type === 12 && zone && zone.band !== 'inside_dhaka') {
      fail('delivery_type', 'On demand delivery is not available in this zone.');
    }
    if (body.item_type !== 1 && body.item_type !== 2) fail('item_type', 'The selected item type is invalid.');
    if (!Number.isInteger(body.item_quantity) || (body.item_quantity as number) < 1) {
      fail('item_quantity', 'The item quantity must be at least 1.');
    }
    const weight = Number(body.item_weight);
    if (!(weight >= 0.5 && weight <= 10)) fail('item_weight', 'The item weight must be between 0.5 and 10.');
    if (!Number.isInteger(body.amount_to_collect) || (body.amount_to_collect as number) < 0) {
      fail('amount_to_collect', 'The amount to collect must be an integer.');
    }
    return errors;
  }

  function zoneOf(cityId: unknown, zoneId: unknown) {
    return cities.find((c) => c.id === cityId)?.zones.find((z) => z.id === zoneId) ?? null;
  }

  function createOrder(body: Record<string, unknown>, response: ServerResponse) {
    const errors = validateOrder(body);
    if (Object.keys(errors).length > 0) {
      return json(response, 422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });
    }
    const zone = zoneOf(body.recipient_city, body.recipient_zone);
    const fee = standInPrice(zone?.band ?? 'outside_dhaka', Number(body.item_weight), Number(body.delivery_type));
    const now = clock.now();
    const stamp = dhakaTime(now).slice(2, 10).split('-').reverse().join('');
    const parcel: Parcel = {
      consignmentId: `DL${stamp}${randomBytes(4).toString('hex').toUpperCase().slice(0, 6)}`,
      // Pathao keeps what it is given and does not refuse a merchant_order_id it has seen (decision 169).
      merchantOrderId: String(body.merchant_order_id ?? ''),
      amountToCollectTaka: Number(body.amount_to_collect),
      deliveryFeeTaka: fee,
      status: 'pending',
      updatedAt: now,
    };
    parcels.set(parcel.consignmentId, parcel);
    // order.created follows, as at Pathao, whether or not the merchant hears the answer.
    void deliver(eventOf(parcel), 'send');
    if (faults.has('timeout')) return; // done, but the answer never comes (close() drops the socket)
    return json(
      response,
      200,
      success('Order Created Successfully', {
        consignment_id: parcel.consignmentId,
        merchant_order_id: parcel.merchantOrderId,
        order_status: 'Pending',
        delivery_fee: fee,
      }),
    );
  }

  function pricePlan(body: Record<string, unknown>, response: ServerResponse) {
    const zone = zoneOf(body.recipient_city, body.recipient_zone);
    const weight = Number(body.item_weight);
    const errors: Record<string, string[]> = {};
    if (String(body.store_id) !== CREDENTIALS.storeId) errors.store_id = ['The selected store id is invalid.'];
    if (!zone) errors.recipient_zone = ['The selected recipient zone is invalid.'];
    if (!(weight >= 0.5 && weight <= 10)) errors.item_weight = ['The item weight must be between 0.5 and 10.'];
    if (body.delivery_type !== 48 && body.delivery_type !== 12)
      errors.delivery_type = ['The selected delivery type is invalid.'];
    if (!zone || Object.keys(errors).length > 0) {
      return json(response, 422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });
    }
    const price = standInPrice(zone.band, weight, Number(body.delivery_type));
    return json(
      response,
      200,
      success('price', {
        price,
        discount: 0,
        promo_discount: 0,
        plan_id: PLANS[zone.band].plan,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: price,
      }),
    );
  }

  function orderInfo(consignmentId: string, response: ServerResponse) {
    const parcel = parcels.get(consignmentId);
    if (!parcel) return refuse(response, 404, 'Order not found');
    return json(
      response,
      200,
      success('Order info', {
        consignment_id: parcel.consignmentId,
        merchant_order_id: parcel.merchantOrderId,
        order_status: pathaoSlug(parcel.status).replaceAll('_', ' '),
        order_status_slug: pathaoSlug(parcel.status),
        updated_at: dhakaTime(parcel.updatedAt),
        invoice_id: null,
      }),
    );
  }

  async function api(path: string, request: IncomingMessage, response: ServerResponse) {
    const text = request.method === 'POST' ? await readBody(request) : '';
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return refuse(response, 400, 'Malformed JSON');
    }
    if (path === '/issue-token' && request.method === 'POST') return issueToken(body, response);
    if (faults.has('server-error')) return json(response, 500, { message: 'Server Error' });
    if (!authorised(request)) return refuse(response, 401, 'Unauthorized');
    if (faults.has('timeout') && !(path === '/orders' && request.method === 'POST')) return;
    if (request.method === 'GET') {
      const list = (data: unknown[]) => json(response, 200, success('List fetched.', { data }));
      if (path === '/city-list') return list(cities.map((city) => ({ city_id: city.id, city_name: city.name })));
      const zoneList = /^\/cities\/(\d+)\/zone-list$/.exec(path);
      if (zoneList) {
        const city = cities.find((c) => c.id === Number(zoneList[1]));
        return list((city?.zones ?? []).map((zone) => ({ zone_id: zone.id, zone_name: zone.name })));
      }
      const areaList = /^\/zones\/(\d+)\/area-list$/.exec(path);
      if (areaList) {
        const zone = cities.flatMap((c) => c.zones).find((z) => z.id === Number(areaList[1]));
        return list(
          (zone?.areas ?? []).map((area) => ({
            area_id: area.id,
            area_name: area.name,
            home_delivery_available: area.homeDelivery,
            pickup_available: true,
          })),
        );
      }
      const info = /^\/orders\/([A-Z0-9]+)\/info$/.exec(path);
      if (info?.[1]) return orderInfo(info[1], response);
    }
    if (request.method === 'POST' && path === '/merchant/price-plan') return pricePlan(body, response);
    if (request.method === 'POST' && path === '/orders') return createOrder(body, response);
    return refuse(response, 404, 'Not Found');
  }

  /** A webhook's payload for a parcel's current status, as Pathao's documentation shows them. */
  function eventOf(parcel: Parcel, reason?: string): PendingEvent {
    const status = parcel.status;
    const payload: Record<string, unknown> = {
      consignment_id: parcel.consignmentId,
      merchant_order_id: parcel.merchantOrderId,
      updated_at: dhakaTime(parcel.updatedAt),
      timestamp: isoTime(parcel.updatedAt),
      store_id: Number(CREDENTIALS.storeId),
      event: pathaoEventName(status),
    };
    if (status === 'pending' || status === 'pickup_requested') payload.delivery_fee = parcel.deliveryFeeTaka;
    if (status === 'delivered' || status === 'exchange' || status === 'paid_return') {
      payload.collected_amount = status === 'paid_return' ? parcel.deliveryFeeTaka : parcel.amountToCollectTaka;
    }
    if (status === 'partial_delivery') payload.collected_amount = Math.floor(parcel.amountToCollectTaka / 2);
    if (reason) payload.reason = reason;
    return { payload };
  }

  async function post(payload: Record<string, unknown>, url: string): Promise<WebhookDelivery> {
    const sent = { event: String(payload.event), consignmentId: (payload.consignment_id as string) ?? null };
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PATHAO_SIGNATURE_HEADER]: CREDENTIALS.webhookSecret },
        body: JSON.stringify(payload),
        redirect: 'manual',
        // Pathao gives the callback 10 seconds.
        signal: AbortSignal.timeout(10_000),
      });
      await answer.arrayBuffer();
      const integrated =
        answer.headers.get('x-pathao-merchant-webhook-integration-secret') === PATHAO_INTEGRATION_SECRET;
      return { ...sent, status: answer.status, integrated };
    } catch {
      return { ...sent, status: 0, integrated: false };
    }
  }

  async function deliver(event: PendingEvent, mode: WebhookMode): Promise<WebhookDelivery[]> {
    if (!callbackUrl) return [];
    if (mode === 'hold') {
      held.push(event);
      return [];
    }
    const first = await post(event.payload, callbackUrl);
    return mode === 'twice' ? [first, await post(event.payload, callbackUrl)] : [first];
  }

  const standIn: Omit<PathaoStandIn, 'baseUrl' | 'close'> = {
    credentials: { ...CREDENTIALS },
    misbehave: (...next) => {
      faults = new Set(next);
      if (faults.has('token-expired')) accessTokens.clear();
    },
    async setCallback(url) {
      callbackUrl = null;
      if (url === null) return null;
      const check = await post({ event: 'webhook_integration' }, url);
      if (check.status === 202 && check.integrated) callbackUrl = url;
      return check;
    },
    async advance(consignmentId, status, advanceOptions = {}) {
      const parcel = parcels.get(consignmentId);
      if (!parcel) throw new Error(`no parcel ${consignmentId} at the Pathao stand-in`);
      parcel.status = status;
      parcel.updatedAt = clock.now();
      return deliver(eventOf(parcel, advanceOptions.reason), advanceOptions.webhook ?? 'send');
    },
    async releaseHeld() {
      const deliveries: WebhookDelivery[] = [];
      for (const event of held.splice(0).reverse()) deliveries.push(...(await deliver(event, 'send')));
      return deliveries;
    },
    parcels: () =>
      [...parcels.values()].map(({ consignmentId, merchantOrderId, status, amountToCollectTaka }) => ({
        consignmentId,
        merchantOrderId,
        status,
        amountToCollectTaka,
      })),
  };

  /** The test hooks over HTTP, for a browser test's server in another process. */
  async function hooks(path: string, request: IncomingMessage, response: ServerResponse) {
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request)) || '{}');
    } catch {
      return json(response, 400, { message: 'Malformed JSON' });
    }
    if (path === '/faults') {
      const parsed = FaultsSchema.safeParse(body);
      if (!parsed.success) return json(response, 400, { message: 'Expected { "faults": [...] }' });
      standIn.misbehave(...parsed.data.faults);
      return json(response, 200, { faults: parsed.data.faults });
    }
    if (path === '/callback') {
      const parsed = CallbackSchema.safeParse(body);
      if (!parsed.success) return json(response, 400, { message: 'Expected { "callback_url": "…" | null }' });
      return json(response, 200, { integration: await standIn.setCallback(parsed.data.callback_url) });
    }
    if (path === '/webhooks/release') return json(response, 200, { deliveries: await standIn.releaseHeld() });
    const advance = /^\/parcels\/([A-Z0-9]+)\/advance$/.exec(path);
    if (advance?.[1]) {
      const parsed = AdvanceSchema.safeParse(body);
      if (!parsed.success || !parcels.has(advance[1]))
        return json(response, 400, { message: 'Unknown parcel or status' });
      const { status, ...rest } = parsed.data;
      return json(response, 200, { deliveries: await standIn.advance(advance[1], status, rest) });
    }
    if (path === '/parcels') return json(response, 200, { parcels: standIn.parcels() });
    return json(response, 404, { message: 'Not Found' });
  }

  const server = await listenOnLoopback(options, async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path.startsWith('/__stand-in/') && request.method === 'POST') {
      return hooks(path.slice('/__stand-in'.length), request, response);
    }
    if (path.startsWith(`${API}/`)) return api(path.slice(API.length), request, response);
    return refuse(response, 404, 'Not Found');
  });

  return { ...standIn, baseUrl: server.origin, close: () => server.close() };
}
