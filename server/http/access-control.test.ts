// OWASP A01 (decision 161): the access table (server/http/access-table.ts, with the test's calls and the pages in
// tests/access-table.ts) read against the real route tables, and one test per row: a visitor gets 401 (API) or the login page (pages); for an owned row the owner succeeds and any other
// signed-in account gets 404 (never 403: others' things do not exist for them).
import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import routeTable from '../../app/routes.ts';
import { BACK_OFFICE_PAGES, isBackOfficeApi } from '../../core/backoffice/permissions.ts';
import { OWNED_CALLS, PAGE_ACCESS, type Owned, type OwnedCall } from '../../tests/access-table.ts';
import { useTestApp } from '../../tests/app.ts';
import { memoryPubSub } from '../adapters/pubsub.ts';
import { loadConfig } from '../config.ts';
import { addPhone, client, freshIp, signUp } from '../modules/accounts/testing.ts';
import { approveAd } from '../modules/ads/status-changes.ts';
import { catalogueIndex } from '../modules/catalog/service.ts';
import { tinyPng } from '../modules/media/pictures.test-support.ts';
import { createSession } from '../modules/accounts/sessions.ts';
import { createAd } from '../seed/factories.ts';
import { API_ACCESS } from './access-table.ts';
import { resolveViewer } from './viewer.ts';

const registered: RouteOptions[] = [];
const api = useTestApp({}, { onRoute: (route) => void registered.push(route) });

type Person = { id: number; token: string; phone: string };
let phones = 0;
async function person(name: string): Promise<Person> {
  const { token, account } = await signUp(api, { name });
  const phone = `+8801911${String(100_000 + (phones += 1) + (Date.now() % 800_000)).slice(-6)}`;
  await addPhone(api, token, phone);
  return { id: account.id, token, phone };
}

async function expectStatus(who: Person | null, request: Parameters<ReturnType<typeof client>['call']>[0]) {
  const response = await client(api).call({ ...request, ...(who ? { token: who.token } : {}) });
  return { status: response.statusCode, body: response.body };
}

let owner: Person;
let other: Person;
const owned = {} as Owned;

beforeAll(async () => {
  owner = await person('Owner Rahman');
  other = await person('Other Karim');
  const seller = await person('Seller Hasan');
  const seeker = await person('Seeker Mia');
  const published = { status: 'published', publishedAt: new Date() } as const;
  owned.ad = await createAd(api.db, owner.id, { title: 'Honda CB Hornet 160R 2021', categoryId: 203, ...published });
  owned.adToDelete = await createAd(api.db, owner.id, { title: 'Walton fridge, 2 years old', ...published });
  owned.adToSell = await createAd(api.db, owner.id, { title: 'Singer sewing machine', ...published });
  // A second number, for the row that deletes one (the job ad keeps the first).
  owned.phone = `+8801711${owner.phone.slice(-6)}`;
  await addPhone(api, owner.token, owned.phone);
  // A second session of the owner's (another device), for the row that ends one.
  owned.sessionId = (await createSession(api.db, owner.id, 30)).id;
  const as = (who: Person) => (request: Parameters<ReturnType<typeof client>['call']>[0]) =>
    client(api).call({ token: who.token, ...request });
  const must = async (response: Promise<{ statusCode: number; body: string }>, status: number) => {
    const answer = await response;
    if (answer.statusCode !== status) throw new Error(`fixture: ${answer.statusCode} ${answer.body}`);
    return JSON.parse(answer.body) as Record<string, unknown>;
  };

  const picture = await must(
    as(owner)({
      method: 'POST',
      url: '/data/pictures',
      payload: await tinyPng(),
      headers: { 'content-type': 'image/png' },
    }),
    201,
  );
  owned.pictureId = (picture.picture as { id: number }).id;
  const saved = await must(
    as(owner)({ method: 'POST', url: '/data/saved-searches', payload: { url: '/en/ads/dhaka/cars' } }),
    201,
  );
  owned.savedSearchId = (saved.saved_search as { id: number }).id;

  const sellerAd = await createAd(api.db, seller.id, { title: 'Samsung Galaxy A54 8/128', ...published });
  owned.sellerId = seller.id;
  const chat = await must(
    as(owner)({ method: 'POST', url: '/data/chat/conversation', payload: { ad_id: sellerAd.id } }),
    201,
  );
  owned.conversation = String(chat.channel_name);

  // A property ad waiting for its listing fee, paid through the bKash stand-in.
  const feeAd = await createAd(api.db, owner.id, { categoryId: 210, status: 'pending_payment', publishedAt: null });
  await api.db.query('UPDATE ads SET listing_fee = 500 WHERE id = $1', [feeAd.id]);
  const payment = await must(
    as(owner)({
      method: 'POST',
      url: '/data/payments/checkout',
      payload: {
        context: 'post_ad',
        items: [{ type: 'listing_fee', ad_id: feeAd.id }],
        processor: 'bkash',
        idempotency_key: randomUUID(),
      },
    }),
    201,
  );
  owned.paymentCode = (payment.payment as { code: string }).code;

  // The owner's job ad, and a seeker's application to it.
  const place = catalogueIndex.locationBySlug('dhaka');
  const job = await must(
    as(owner)({
      method: 'POST',
      url: '/data/ads',
      payload: {
        category_id: catalogueIndex.categoryBySlug('driver')?.id,
        location_id: catalogueIndex.locationChildren(place!)[0]?.id,
        title: 'Private car driver wanted in Gulshan',
        description: 'Drive the family car, keep it clean. Weekly one day off, lunch provided.',
        properties: {
          role: 'Private car driver',
          company: 'Rahman family',
          item_type: 'full-time',
          experience: '1-3-years',
          salary: '18000',
          education: 'class-8',
          vacancies: '1',
          deadline: '2099-12-31',
          place: 'Gulshan 2, Dhaka',
          apply_via: 'haat',
        },
        contact_name: 'Mr Rahman',
        phone_numbers: [owner.phone],
      },
    }),
    201,
  );
  const { id: jobId, slug: jobSlug } = job.ad as { id: number; slug: string };
  await approveAd(api.db, 'system', jobId);
  const form = await client(api).call({ url: `/data/ads/${jobId}`, token: owner.token });
  // The form as read back names no price as null, which the form as posted leaves out.
  const input = form.json<{ ad: { input: Record<string, unknown> } }>().ad.input;
  owned.jobInput = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  await must(
    as(seeker)({
      method: 'PUT',
      url: '/data/jobs/resume',
      payload: {
        name: 'Seeker Mia',
        headline: 'Driver with a heavy licence',
        skills: ['driving'],
        experience: '3-5-years',
        education: 'ssc',
        expected_salary: '20000',
        place_ids: [place?.id],
        contact_phone: seeker.phone,
        visible: 'visible',
      },
    }),
    200,
  );
  const application = await must(
    as(seeker)({ method: 'POST', url: `/data/jobs/${jobId}/applications`, payload: {} }),
    201,
  );
  owned.job = { id: jobId, slug: jobSlug, applicationId: (application.application as { id: number }).id };
  // A doorstep order of the owner's (the buyer), from the seller's delivery ad, paid in cash.
  const deliveryAd = await createAd(api.db, seller.id, {
    title: 'Radhuni spice box',
    price: 450,
    isDoorstepDelivery: true,
  });
  const zones = await client(api).call({ method: 'GET', url: '/data/orders/places?city_id=1' });
  const bought = await must(
    as(owner)({
      method: 'POST',
      url: '/data/orders',
      payload: {
        ad_id: deliveryAd.id,
        city_id: 1,
        zone_id: zones.json<{ places: { id: number }[] }>().places[0]?.id,
        payment_method: 'cash_on_delivery',
        recipient_name: 'Owner Rahman',
        phone: owner.phone,
        address: 'House 3, Road 7, Dhanmondi',
        idempotency_key: randomUUID(),
      },
    }),
    201,
  );
  owned.orderId = (bought.order as { id: number }).id;
}, 60_000);

const template = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const operations = () =>
  registered
    .filter((route) => route.url.startsWith('/data/') && !route.schema?.hide && !isBackOfficeApi(route.url))
    .flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD')).length;

describe('the access table', () => {
  test('has a row for every /data/* operation outside the back office, and every row is an operation', () => {
    const routes = registered
      .filter((route) => route.url.startsWith('/data/') && !route.schema?.hide && !isBackOfficeApi(route.url))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${template(route.url)}`),
      );
    expect(operations()).toBeGreaterThan(80);
    expect(routes.filter((route) => !(route in API_ACCESS))).toEqual([]);
    expect(Object.keys(API_ACCESS).filter((row) => !routes.includes(row))).toEqual([]);
  });

  type Entry = { path?: string; file: string; children?: Entry[] };
  const pages = (entries: Entry[], prefix = ''): { path: string; file: string }[] =>
    entries.flatMap((entry) => {
      const path = [prefix, entry.path].filter(Boolean).join('/');
      return entry.children ? pages(entry.children, path) : [{ path, file: entry.file }];
    });
  const backOffice = new Set<string>(BACK_OFFICE_PAGES.map((page) => page.file));

  test('has a row for every page module outside the back office, and every row is a page module', () => {
    const files = new Set(pages(routeTable as Entry[]).map((page) => page.file));
    const outside = [...files].filter((file) => !backOffice.has(file));
    expect(outside.filter((file) => !(file in PAGE_ACCESS))).toEqual([]);
    expect(Object.keys(PAGE_ACCESS).filter((file) => !files.has(file))).toEqual([]);
  });

  test('says how to call every owned row, and only those', () => {
    const ownedKeys = Object.keys(API_ACCESS).filter((row) => API_ACCESS[row] === 'owned');
    expect(Object.keys(OWNED_CALLS).sort()).toEqual(ownedKeys.sort());
  });

  const apiRows = Object.entries(API_ACCESS).filter(([, access]) => access !== 'public');
  test.each(apiRows.map(([row, access]) => [row, access] as const))('%s: a visitor gets 401', async (row, access) => {
    const [method, path] = row.split(' ') as [string, string];
    const ownedCall = access === 'owned' ? OWNED_CALLS[row] : undefined;
    const request = ownedCall
      ? ownedCall.call(owned)
      : {
          method: method as 'GET',
          url: path.replace(/\{[^}]+\}/g, String(owned.ad.id)),
          payload: method === 'GET' ? undefined : {},
        };
    const answer = await expectStatus(null, request);
    expect(answer.status, answer.body).toBe(401);
    expect(JSON.parse(answer.body).error.code).toBe('UNAUTHORIZED');
  });

  // The OpenAPI document calls these anonymous (security [{}]): a visitor is not turned away as unauthorized. The
  // courier's webhook is not a session's call: it answers 401 to a request its signature does not prove
  // (server/modules/orders/routes.test.ts).
  const SIGNED_BY_CALLER = new Set(['POST /data/orders/courier/webhook']);
  const publicRows = Object.entries(API_ACCESS).filter(
    ([row, access]) => access === 'public' && !SIGNED_BY_CALLER.has(row),
  );
  test.each(publicRows.map(([row]) => [row] as const))('%s: a visitor is not refused as signed out', async (row) => {
    const [method, path] = row.split(' ') as [string, string];
    const request = {
      method: method as 'GET',
      url: path.replace(/\{[^}]+\}/g, String(owned.ad.id)),
      payload: method === 'GET' ? undefined : {},
    };
    const answer = await expectStatus(null, request);
    expect(answer.status, answer.body).not.toBe(401);
  });

  const ownedRows = Object.entries(OWNED_CALLS) as [string, OwnedCall][];
  test.each(ownedRows)('%s: another account gets 404, the owner succeeds', async (_row, access) => {
    const request = access.call(owned);
    const foreign = await expectStatus(other, request);
    if (access.intact) {
      expect(foreign.status, foreign.body).toBeLessThan(300);
      const intact = await expectStatus(owner, access.intact(owned));
      expect(intact.status, intact.body).toBeLessThan(300);
    } else {
      expect(foreign.status, foreign.body).toBe(404);
      expect(JSON.parse(foreign.body).error.code).toBe('NOT_FOUND');
    }
    const own = await expectStatus(owner, request);
    if (access.ownerStatus) expect(own.status, own.body).toBe(access.ownerStatus);
    else expect(own.status, own.body).toBeLessThan(300);
  });

  describe('pages', () => {
    const context = async (who: Person | null) =>
      ({
        ...api,
        config: loadConfig({ NODE_ENV: 'test' }),
        pubsub: memoryPubSub(),
        clientIp: freshIp(),
        viewer: who ? await resolveViewer({ db: api.db, config: loadConfig({ NODE_ENV: 'test' }) }, who.token) : null,
      }) as unknown as AppLoadContext;
    /** What a page's loader answers: its status (200 when it returns) and where a redirect leads. */
    async function visit(file: string, path: string, who: Person | null) {
      // The owner's ad in every parameter that names an ad (a job ad for the apply pages).
      const values: Record<string, string> = {
        locale: 'en',
        adId: String(owned.ad.id),
        slug: file === 'jobs/apply.tsx' ? owned.job.slug : owned.ad.slug,
        adSlug: owned.ad.slug,
        orderId: String(owned.orderId),
        flow: 'applied',
        segment: 'driver',
      };
      const params: Record<string, string> = { '*': 'anything' };
      const url = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
        params[name] = values[name] ?? 'x';
        return params[name];
      });
      const module = (await import(`../../app/${file}`)) as { loader?: (args: object) => Promise<unknown> };
      if (!module.loader) return { status: 200, location: null };
      const request = new Request(`http://localhost/${url.replace(/\*$/, 'anything')}`);
      try {
        await module.loader({ request, params, context: await context(who) });
        return { status: 200, location: null };
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
        const init = (thrown as { init?: { status?: number } }).init;
        if (init?.status) return { status: init.status, location: null };
        throw thrown;
      }
    }
    const pageRows = () =>
      pages(routeTable as Entry[]).filter((page) => PAGE_ACCESS[page.file] && PAGE_ACCESS[page.file] !== 'public');

    test('every login-required page sends a visitor to the login page, coming back after', async () => {
      expect(pageRows().length).toBeGreaterThan(20);
      for (const page of pageRows()) {
        const answer = await visit(page.file, page.path, null);
        expect(answer.status, page.path).toBe(302);
        expect(answer.location, page.path).toMatch(/^\/en\/users\/login\?.*redirect-url=/);
      }
    });

    test('every owned page is not found for another account and opens for its owner', async () => {
      const ownedPages = pageRows().filter((page) => PAGE_ACCESS[page.file] === 'owned');
      expect(ownedPages.length).toBeGreaterThanOrEqual(4);
      for (const page of ownedPages) {
        expect((await visit(page.file, page.path, other)).status, page.path).toBe(404);
        expect((await visit(page.file, page.path, owner)).status, page.path).toBe(200);
      }
    });
  });
});
