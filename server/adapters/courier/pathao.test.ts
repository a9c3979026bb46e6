// The Pathao adapter against the Pathao stand-in, over real HTTP on loopback: every call of the merchant API, its
// webhooks delivered to a callback (normal, repeated, out of order), and each failure mode the stand-in can show.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { manualClock } from '../../../core/clock.ts';
import { placeName } from '../../../core/delivery/bd-places.ts';
import { courierMoves, type OrderState } from '../../../core/delivery/courier-status.ts';
import { listenOnLoopback, readBody, type LoopbackServer } from '../payment-gateways/stand-in-server.ts';
import { type Courier, CourierError, type CourierEvent, type CourierPlace, type ParcelOrder } from './courier.ts';
import { pathaoOnStandIn } from './index.ts';
import { pathaoAmountToCollect, pathaoCourier, pathaoWeight } from './pathao.ts';
import { type PathaoStandIn, startPathaoStandIn } from './pathao-stand-in.ts';

const clock = manualClock(new Date('2026-11-25T06:00:00Z'));
let standIn: PathaoStandIn;
let courier: Courier;
let callback: LoopbackServer;
let orders = 0;
/** Every webhook the callback received, verified by the adapter, in arrival order. */
const received: { status: number; integrated: boolean; event: CourierEvent | null }[] = [];
let onReceive: (() => boolean)[] = [];

/** Resolves once a verified parcel event matching `match` has arrived (no sleeping: the callback wakes it). */
function arrival(match: (event: Extract<CourierEvent, { kind: 'parcel' }>) => boolean) {
  const found = () =>
    received.find((entry) => entry.event?.kind === 'parcel' && match(entry.event))?.event as
      Extract<CourierEvent, { kind: 'parcel' }> | undefined;
  return new Promise<Extract<CourierEvent, { kind: 'parcel' }>>((resolve) => {
    const check = () => {
      const event = found();
      if (!event) return false;
      resolve(event);
      return true;
    };
    if (!check()) onReceive.push(check);
  });
}

const parcelEvents = (consignmentId: string) =>
  received
    .map((entry) => entry.event)
    .filter((event): event is Extract<CourierEvent, { kind: 'parcel' }> => event?.kind === 'parcel')
    .filter((event) => event.consignmentId === consignmentId);

beforeAll(async () => {
  standIn = await startPathaoStandIn({ clock });
  courier = pathaoOnStandIn(standIn, clock, 2000);
  // The merchant's callback URL: verifies with the adapter and answers what it says, as the orders module will.
  callback = await listenOnLoopback({}, async (request, response) => {
    const result = courier.verifyWebhook(request.headers, await readBody(request));
    received.push({
      status: result.answer.status,
      integrated: 'X-Pathao-Merchant-Webhook-Integration-Secret' in result.answer.headers,
      event: result.ok ? result.event : null,
    });
    response.writeHead(result.answer.status, { 'content-type': 'application/json', ...result.answer.headers });
    response.end(JSON.stringify(result.answer.body));
    onReceive = onReceive.filter((check) => !check());
  });
  const integration = await standIn.setCallback(`${callback.origin}/webhooks/pathao`);
  expect(integration).toMatchObject({ event: 'webhook_integration', status: 202, integrated: true });
});
afterAll(async () => {
  await standIn.close();
  await callback.close();
});
beforeEach(() => standIn.misbehave());

const DHANMONDI: CourierPlace = { cityId: 1, zoneId: 1, areaId: 1 };

function order(overrides: Partial<ParcelOrder> = {}): ParcelOrder {
  return {
    merchantOrderId: `HT-ORD-${++orders}`,
    recipient: { name: 'Rahima Akter', phone: '01711111111', address: 'House 12, Road 27, Dhanmondi' },
    place: DHANMONDI,
    weightGrams: 800,
    quantity: 1,
    amountToCollectPoisha: 120000,
    description: 'Cotton saree',
    ...overrides,
  };
}

/** The place ids of a city and zone, by their English names, as the address form finds them. */
async function place(cityName: string, zoneName: string): Promise<CourierPlace> {
  const city = (await courier.listCities()).find((c) => c.name === cityName);
  const zone = city && (await courier.listZones(city.id)).find((z) => z.name === zoneName);
  if (!city || !zone) throw new Error(`no ${cityName} / ${zoneName}`);
  return { cityId: city.id, zoneId: zone.id };
}

async function refusal(promise: Promise<unknown>): Promise<CourierError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CourierError)) throw new Error(`expected a CourierError, got ${String(error)}`);
  return error;
}

describe('places for the address form', () => {
  test('the eight divisional cities, their zones and areas, named in Bengali through placeName', async () => {
    const cities = await courier.listCities();
    expect(cities.map((city) => city.name)).toEqual([
      'Dhaka',
      'Chattogram',
      'Sylhet',
      'Rajshahi',
      'Khulna',
      'Barishal',
      'Rangpur',
      'Mymensingh',
    ]);
    const zones = await courier.listZones(1);
    expect(zones.map((zone) => zone.name)).toEqual(expect.arrayContaining(['Dhanmondi', 'Mirpur', 'Savar']));
    const areas = await courier.listAreas(zones[0]?.id ?? 0);
    expect(areas[0]).toEqual({ id: 1, name: 'Dhanmondi 27', homeDelivery: true });
    expect(placeName('bn', 'Dhanmondi 27')).toBe('ধানমন্ডি ২৭');
    expect(placeName('bn', 'Chattogram')).toBe('চট্টগ্রাম');
    expect(placeName('en', 'Chattogram')).toBe('Chattogram');
    expect(placeName('bn', 'Somewhere new')).toBe('Somewhere new');
  });

  test('an area where the courier does not come to the door says so', async () => {
    const ashulia = await place('Dhaka', 'Ashulia');
    const areas = await courier.listAreas(ashulia.zoneId);
    expect(areas.find((area) => area.name === 'Zirabo')?.homeDelivery).toBe(false);
  });
});

describe('quotes, in poisha from Pathao’s taka', () => {
  test('inside Dhaka Tk 60 to ½ kg, Tk 70 to 1 kg, then Tk 15 a kg', async () => {
    expect(await courier.quote(DHANMONDI, 400, 0)).toEqual({
      deliveryPoisha: 6000,
      codChargePoisha: 0,
      totalPoisha: 6000,
    });
    expect((await courier.quote(DHANMONDI, 1000, 0)).deliveryPoisha).toBe(7000);
    expect((await courier.quote(DHANMONDI, 2300, 0)).deliveryPoisha).toBe(10000);
  });

  test('Dhaka’s suburbs about Tk 100, outside Dhaka Tk 110 to 130', async () => {
    expect((await courier.quote(await place('Dhaka', 'Savar'), 1000, 0)).deliveryPoisha).toBe(10000);
    const agrabad = await place('Chattogram', 'Agrabad');
    expect((await courier.quote(agrabad, 500, 0)).deliveryPoisha).toBe(11000);
    expect((await courier.quote(agrabad, 1000, 0)).deliveryPoisha).toBe(13000);
    expect((await courier.quote(await place('Rangpur', 'Mahiganj'), 3000, 0)).deliveryPoisha).toBe(17000);
  });

  test('cash on delivery adds 1 % of what the courier collects', async () => {
    expect(await courier.quote(DHANMONDI, 1000, 120000)).toEqual({
      deliveryPoisha: 7000,
      codChargePoisha: 1200,
      totalPoisha: 8200,
    });
  });

  test('a zone that is not in the city is refused with Pathao’s field message', async () => {
    const error = await refusal(courier.quote({ cityId: 2, zoneId: 1 }, 500, 0));
    expect(error.outcome).toBe('refused');
    expect(error.fields.recipient_zone).toEqual(['The selected recipient zone is invalid.']);
  });

  test('taka and poisha meet at the adapter’s edge only', () => {
    expect(pathaoAmountToCollect(120000)).toBe(1200);
    expect(pathaoAmountToCollect(0)).toBe(0);
    expect(() => pathaoAmountToCollect(120050)).toThrow(CourierError);
    expect(pathaoWeight(0)).toBe(0.5);
    expect(pathaoWeight(800)).toBe(0.8);
    expect(pathaoWeight(1234)).toBe(1.3);
  });
});

describe('booking and tracking a parcel', () => {
  test('create → consignment id, Pending, the fee in poisha; the amount to collect reaches Pathao as taka', async () => {
    const booked = order();
    const parcel = await courier.createParcel(booked);
    expect(parcel).toMatchObject({ merchantOrderId: booked.merchantOrderId, status: 'pending', deliveryPoisha: 7000 });
    expect(parcel.consignmentId).toMatch(/^DL\d{6}[A-F0-9]{6}$/);
    expect(standIn.parcels().find((p) => p.consignmentId === parcel.consignmentId)?.amountToCollectTaka).toBe(1200);
    expect(await courier.parcelStatus(parcel.consignmentId)).toMatchObject({
      consignmentId: parcel.consignmentId,
      merchantOrderId: booked.merchantOrderId,
      status: 'pending',
      // Pathao's time: Dhaka's, UTC+6.
      updatedAt: new Date(clock.now().getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
    });
    await standIn.advance(parcel.consignmentId, 'in_transit');
    expect((await courier.parcelStatus(parcel.consignmentId)).status).toBe('in_transit');
  });

  test('an amount in part-taka is refused before anything is sent', async () => {
    const before = standIn.parcels().length;
    const error = await refusal(courier.createParcel(order({ amountToCollectPoisha: 120050 })));
    expect(error.outcome).toBe('refused');
    expect(standIn.parcels()).toHaveLength(before);
  });

  test('a bad address is Pathao’s 422: refused, per field, nothing booked', async () => {
    const before = standIn.parcels().length;
    const error = await refusal(
      courier.createParcel(
        order({ recipient: { name: 'Rahima', phone: '0171', address: 'Dhaka' }, place: { cityId: 1, zoneId: 999 } }),
      ),
    );
    expect(error.outcome).toBe('refused');
    expect(error.retryable).toBe(false);
    expect(Object.keys(error.fields).sort()).toEqual(['recipient_address', 'recipient_phone', 'recipient_zone']);
    expect(standIn.parcels()).toHaveLength(before);
  });

  test('an unknown consignment is refused', async () => {
    expect((await refusal(courier.parcelStatus('DL000000NOSUCH'))).outcome).toBe('refused');
  });
});

describe('failure modes', () => {
  test('a revoked token answers 401: the adapter refreshes it and the call goes through once', async () => {
    await courier.listCities();
    standIn.misbehave('token-expired');
    const booked = order();
    const parcel = await courier.createParcel(booked);
    expect(standIn.parcels().filter((p) => p.merchantOrderId === booked.merchantOrderId)).toHaveLength(1);
    expect(parcel.status).toBe('pending');
  });

  test('a token past its five days is renewed before use', async () => {
    await courier.listCities();
    clock.advance(6 * 86_400_000);
    expect(await courier.listCities()).toHaveLength(8);
  });

  test('5xx: the outcome is unknown (retryable for reads), and the adapter does not send again', async () => {
    standIn.misbehave('server-error');
    const booked = order();
    const error = await refusal(courier.createParcel(booked));
    expect(error.outcome).toBe('unknown');
    expect(error.retryable).toBe(true);
    expect((await refusal(courier.listZones(1))).outcome).toBe('unknown');
    expect(standIn.parcels().filter((p) => p.merchantOrderId === booked.merchantOrderId)).toHaveLength(0);
  });

  test('a timeout on create: unknown outcome, one parcel at Pathao, and its order.created webhook names it', async () => {
    const impatient = pathaoOnStandIn(standIn, clock, 300);
    standIn.misbehave('timeout');
    const booked = order();
    const created = arrival((event) => event.merchantOrderId === booked.merchantOrderId && event.status === 'pending');
    const error = await refusal(impatient.createParcel(booked));
    expect(error.outcome).toBe('unknown');
    // Decision 169: no second request. The parcel exists once, and the webhook ties it to our order.
    const atPathao = standIn.parcels().filter((p) => p.merchantOrderId === booked.merchantOrderId);
    expect(atPathao).toHaveLength(1);
    const event = await created;
    expect(event).toMatchObject({ consignmentId: atPathao[0]?.consignmentId, deliveryPoisha: 7000 });
    standIn.misbehave();
    expect((await impatient.parcelStatus(event.consignmentId)).merchantOrderId).toBe(booked.merchantOrderId);
  });

  test('a timeout on a read gives up with an unknown outcome', async () => {
    const impatient = pathaoOnStandIn(standIn, clock, 300);
    await impatient.listCities();
    standIn.misbehave('timeout');
    expect((await refusal(impatient.listCities())).outcome).toBe('unknown');
  });

  test('a courier that cannot be reached: not sent, safe to send again', async () => {
    const gone = await listenOnLoopback({}, async () => {});
    await gone.close();
    const unreachable = pathaoCourier({
      baseUrl: gone.origin,
      clientId: 'x',
      clientSecret: 'x',
      username: 'x',
      password: 'x',
      storeId: 1,
      webhookSecret: 'x'.repeat(16),
    });
    expect((await refusal(unreachable.createParcel(order()))).outcome).toBe('not-sent');
  });

  test('wrong credentials are refused at the token', async () => {
    const wrong = pathaoCourier({
      baseUrl: standIn.baseUrl,
      ...standIn.credentials,
      password: 'nope',
      storeId: Number(standIn.credentials.storeId),
    });
    expect((await refusal(wrong.listCities())).outcome).toBe('refused');
  });

  test('the faults can be set over HTTP too, for a server in another process', async () => {
    const set = await fetch(`${standIn.baseUrl}/__stand-in/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: ['server-error'] }),
    });
    expect(set.status).toBe(200);
    expect((await refusal(courier.listCities())).outcome).toBe('unknown');
    const wrong = await fetch(`${standIn.baseUrl}/__stand-in/faults`, { method: 'POST', body: '{"faults":["fire"]}' });
    expect(wrong.status).toBe(400);
  });
});

describe('webhooks', () => {
  async function booked() {
    const parcel = await courier.createParcel(order());
    await arrival((event) => event.consignmentId === parcel.consignmentId && event.status === 'pending');
    return parcel;
  }

  test('a parcel’s journey arrives in order, each event signed, answered 202 with Pathao’s integration header', async () => {
    const parcel = await booked();
    for (const status of ['picked', 'in_transit', 'delivered'] as const) {
      const [delivery] = await standIn.advance(parcel.consignmentId, status);
      expect(delivery).toMatchObject({ status: 202, integrated: true });
    }
    const events = parcelEvents(parcel.consignmentId);
    expect(events.map((event) => event.status)).toEqual(['pending', 'picked', 'in_transit', 'delivered']);
    expect(events.at(-1)).toMatchObject({ collectedPoisha: 120000, merchantOrderId: parcel.merchantOrderId });
    let state: OrderState = 'confirmed';
    for (const event of events) state = (event.status && courierMoves(state, event.status)) || state;
    expect(state).toBe('delivered');
  });

  test('the same event delivered twice has one event id', async () => {
    const parcel = await booked();
    const deliveries = await standIn.advance(parcel.consignmentId, 'picked', { webhook: 'twice' });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([202, 202]);
    const picked = parcelEvents(parcel.consignmentId).filter((event) => event.status === 'picked');
    expect(picked).toHaveLength(2);
    expect(new Set(picked.map((event) => event.eventId)).size).toBe(1);
  });

  test('delivered arrives before picked: the late event does not move the order back, and the status fetched agrees', async () => {
    const parcel = await booked();
    expect(await standIn.advance(parcel.consignmentId, 'picked', { webhook: 'hold' })).toEqual([]);
    clock.advance(3_600_000);
    await standIn.advance(parcel.consignmentId, 'delivered');
    await standIn.releaseHeld();
    const events = parcelEvents(parcel.consignmentId).slice(1);
    expect(events.map((event) => event.status)).toEqual(['delivered', 'picked']);
    let state: OrderState = 'confirmed';
    const moves = events.map((event) => {
      const next = event.status ? courierMoves(state, event.status) : null;
      state = next ?? state;
      return next;
    });
    expect(moves).toEqual(['delivered', null]);
    // A webhook is a signal: the status asked afterwards is the truth.
    expect((await courier.parcelStatus(parcel.consignmentId)).status).toBe('delivered');
  });

  test('a partial delivery reports what was collected; a refusal at the door fails the attempt, then returns', async () => {
    const partial = await booked();
    await standIn.advance(partial.consignmentId, 'partial_delivery', { reason: 'Customer kept one of two items' });
    expect(parcelEvents(partial.consignmentId).at(-1)).toMatchObject({
      status: 'partial_delivery',
      collectedPoisha: 60000,
      reason: 'Customer kept one of two items',
    });

    const refused = await booked();
    await standIn.advance(refused.consignmentId, 'picked');
    await standIn.advance(refused.consignmentId, 'delivery_failed', { reason: 'Customer refused at the door' });
    await standIn.advance(refused.consignmentId, 'return');
    const events = parcelEvents(refused.consignmentId);
    expect(events.map((event) => event.status)).toEqual(['pending', 'picked', 'delivery_failed', 'return']);
    expect(events[2]?.reason).toBe('Customer refused at the door');
    expect((await courier.parcelStatus(refused.consignmentId)).status).toBe('return');
  });

  test('parcels move over the stand-in’s HTTP hooks too', async () => {
    const parcel = await booked();
    const moved = await fetch(`${standIn.baseUrl}/__stand-in/parcels/${parcel.consignmentId}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'picked' }),
    });
    expect(((await moved.json()) as { deliveries: { status: number }[] }).deliveries[0]?.status).toBe(202);
    expect((await courier.parcelStatus(parcel.consignmentId)).status).toBe('picked');
  });

  test('a webhook without the secret, with a wrong one, or malformed is refused without the integration header', () => {
    const body = JSON.stringify({ consignment_id: 'DL1', event: 'order.delivered', timestamp: 'x' });
    const secret = standIn.credentials.webhookSecret;
    for (const headers of [{}, { 'x-pathao-signature': 'guess' }, { 'x-pathao-signature': `${secret}x` }]) {
      const result = courier.verifyWebhook(headers, body);
      expect(result).toMatchObject({ ok: false, reason: 'signature', answer: { status: 401, headers: {} } });
    }
    const signed = { 'x-pathao-signature': secret };
    expect(courier.verifyWebhook(signed, '{not json')).toMatchObject({ ok: false, reason: 'shape' });
    expect(courier.verifyWebhook(signed, '{"event":"order.picked"}')).toMatchObject({ ok: false, reason: 'shape' });
    expect(courier.verifyWebhook(signed, '{"event":"store.updated","store_id":1}')).toMatchObject({
      ok: true,
      event: { kind: 'other', event: 'store.updated' },
      answer: { status: 202 },
    });
    expect(courier.verifyWebhook(signed, body)).toMatchObject({
      ok: true,
      event: { kind: 'parcel', consignmentId: 'DL1', status: 'delivered', eventId: 'DL1:order.delivered:x' },
    });
  });

  test('a callback that does not answer Pathao’s integration check is not kept', async () => {
    const plain = await listenOnLoopback({}, async (_request, response) => {
      response.writeHead(200).end('ok');
    });
    expect(await standIn.setCallback(plain.origin)).toMatchObject({ status: 200, integrated: false });
    const parcel = await courier.createParcel(order());
    expect(await standIn.advance(parcel.consignmentId, 'picked')).toEqual([]);
    await plain.close();
    expect(await standIn.setCallback(`${callback.origin}/webhooks/pathao`)).toMatchObject({ integrated: true });
  });
});
