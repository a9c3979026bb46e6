// Categories and places without a deploy (decision 159): an admin renames, deactivates, reactivates and
// reorders; the change is in force at once (the public calls answer it), survives a restart (the start applies the
// stored overrides), reaches the other processes through the pubsub channel, and is in the audit log.
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { memoryPubSub } from '../../adapters/pubsub.ts';
import { addPhone, client, promote, signUp } from '../accounts/testing.ts';
import { CATALOGUE_CHANNEL, followCatalogueOverrides } from './overrides.ts';
import { catalogueIndex, syncCatalogue, useOverrides } from './service.ts';

const api = useTestApp();
let admin: Awaited<ReturnType<typeof signUp>>;
let moderator: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  admin = await signUp(api, { name: 'Anis Admin' });
  moderator = await signUp(api, { name: 'Mina Moderator' });
  await promote(api.db, admin.email, 'admin');
  await promote(api.db, moderator.email, 'moderator');
});

const edit = (token: string, kind: string, id: number, body: object) =>
  client(api).call({ method: 'POST', url: `/data/admin/catalogue/${kind}/${id}`, token, payload: body });
const topCategories = async (locale: 'bn' | 'en') =>
  (await api.app.inject({ url: `/data/categories/${locale}` })).json<{
    categories: { id: number; name: string; deactivated: boolean }[];
  }>().categories;
const MOBILES = 101;

describe('editing the catalogue', () => {
  test('a rename in both languages is answered at once, kept in the tables and the audit log', async () => {
    expect(
      (await edit(moderator.token, 'category', MOBILES, { action: 'rename', name_bn: 'ফোন', name_en: 'Phones' }))
        .statusCode,
    ).toBe(403);
    const renamed = await edit(admin.token, 'category', MOBILES, {
      action: 'rename',
      name_bn: 'মোবাইল ও ট্যাবলেট',
      name_en: 'Mobiles & tablets',
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect((await topCategories('en')).find((c) => c.id === MOBILES)?.name).toBe('Mobiles & tablets');
    expect((await topCategories('bn')).find((c) => c.id === MOBILES)?.name).toBe('মোবাইল ও ট্যাবলেট');
    const [row] = await api.db.query<{ name_en: string }>('SELECT name_en FROM categories WHERE id = $1', [MOBILES]);
    expect(row?.name_en).toBe('Mobiles & tablets');
    const [entry] = await api.db.query<{ before: { name: { en: string } }; after: { name: { en: string } } }>(
      `SELECT before, after FROM audit_log WHERE action = 'category.rename' AND subject_id = $1`,
      [String(MOBILES)],
    );
    expect([entry?.before.name.en, entry?.after.name.en]).toEqual(['Mobiles', 'Mobiles & tablets']);
    const bad = await edit(admin.token, 'category', MOBILES, { action: 'rename', name_bn: '', name_en: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await edit(admin.token, 'category', 999999, { action: 'deactivate' })).statusCode).toBe(404);
  });

  test('a deactivated place leaves the places offered with the places within it, and comes back', async () => {
    const places = async () =>
      (await api.app.inject({ url: '/data/locations/en' }))
        .json<{ locations: { slug: string }[] }>()
        .locations.map((l) => l.slug);
    const division = catalogueIndex.locationBySlug('sylhet-division');
    expect((await edit(admin.token, 'location', division?.id ?? 0, { action: 'deactivate' })).statusCode).toBe(204);
    expect(await places()).not.toContain('sylhet-division');
    expect(await places()).not.toContain('sylhet');
    expect((await edit(admin.token, 'location', division?.id ?? 0, { action: 'deactivate' })).statusCode).toBe(409);
    expect((await edit(admin.token, 'location', division?.id ?? 0, { action: 'reactivate' })).statusCode).toBe(204);
    expect(await places()).toContain('sylhet');
  });

  test('moving a category up swaps it with its sibling; a restart applies the stored overrides again', async () => {
    const ids = async () => (await topCategories('en')).map((c) => c.id);
    const before = await ids();
    const second = before[1] ?? 0;
    expect((await edit(admin.token, 'category', second, { action: 'up' })).statusCode).toBe(204);
    expect(await ids()).toEqual([second, before[0], ...before.slice(2)]);
    expect((await edit(admin.token, 'category', second, { action: 'up' })).statusCode).toBe(409);
    const level = await client(api).call({ url: '/data/admin/catalogue?kind=category&parent=-1', token: admin.token });
    expect(level.json().items[0].id).toBe(second);

    useOverrides([]); // as a process starting with the code catalogue
    expect((await ids())[0]).toBe(before[0]);
    await syncCatalogue(api.db);
    expect((await ids())[0]).toBe(second);
    expect((await topCategories('en')).find((c) => c.id === MOBILES)?.name).toBe('Mobiles & tablets');
  });

  test('another process reloads the overrides when told on the catalogue channel', async () => {
    const pubsub = memoryPubSub();
    const stop = await followCatalogueOverrides({ db: api.db, pubsub });
    // Another process saved a rename: its row is in the database, and it publishes on the channel.
    await api.db.query(
      `INSERT INTO catalogue_overrides (kind, id, name_bn, name_en, updated_by) VALUES ('location', 70, 'শ্রীভূমি', 'Srihatta', $1)`,
      [admin.account.id],
    );
    expect(catalogueIndex.locationById(70)?.name.en).toBe('Sylhet');
    await pubsub.publish(CATALOGUE_CHANNEL, { kind: 'location', id: 70 });
    await expect.poll(() => catalogueIndex.locationById(70)?.name.en).toBe('Srihatta');
    stop();
  });
});

describe("a category's search filters (decision 177)", () => {
  const PHONES = 102;
  const serpFilters = async () =>
    (await api.app.inject({ url: '/data/serp?categorySlug=mobile-phones' }))
      .json<{ filters: { key: string }[] }>()
      .filters.map((f) => f.key);
  const phonesEntry = async () => {
    const level = await client(api).call({ url: '/data/admin/catalogue?kind=category&parent=101', token: admin.token });
    type Filters = { attached: { key: string }[]; attachable: { key: string; label: { en: string } }[] };
    return level.json<{ items: { id: number; filters: Filters | null }[] }>().items.find((i) => i.id === PHONES)
      ?.filters;
  };

  test('are attached, ordered and detached by an admin; the search filter panel follows at once, audited', async () => {
    const before = await serpFilters();
    expect(before).toEqual(['price', 'condition', 'brand', 'ram', 'capacity']);
    const entry = await phonesEntry();
    expect(entry?.attached.map((f) => f.key)).toEqual(['condition', 'brand', 'ram', 'capacity']);
    // The filters of the other phone categories may be attached: the accessories' item type among them.
    expect(entry?.attachable.map((f) => f.key)).toContain('item_type');

    expect((await edit(moderator.token, 'category', PHONES, { action: 'detach', filter: 'ram' })).statusCode).toBe(403);
    expect((await edit(admin.token, 'category', PHONES, { action: 'detach', filter: 'ram' })).statusCode).toBe(204);
    expect(await serpFilters()).toEqual(['price', 'condition', 'brand', 'capacity']);
    expect((await edit(admin.token, 'category', PHONES, { action: 'detach', filter: 'ram' })).statusCode).toBe(409);
    expect((await edit(admin.token, 'category', PHONES, { action: 'attach', filter: 'item_type' })).statusCode).toBe(
      204,
    );
    expect((await edit(admin.token, 'category', PHONES, { action: 'filter_up', filter: 'item_type' })).statusCode).toBe(
      204,
    );
    expect(await serpFilters()).toEqual(['price', 'condition', 'brand', 'item_type', 'capacity']);

    // Price is not one staff attach or detach; nor a filter of another group; nor a category with children.
    const refused = [
      await edit(admin.token, 'category', PHONES, { action: 'detach', filter: 'price' }),
      await edit(admin.token, 'category', PHONES, { action: 'attach', filter: 'mileage' }),
      await edit(admin.token, 'category', 101, { action: 'attach', filter: 'ram' }),
      await edit(admin.token, 'location', 70, { action: 'attach', filter: 'ram' }),
    ].map((r) => r.statusCode);
    expect(refused).toEqual([409, 400, 400, 400]);

    const [row] = await api.db.query<{ filters: { key: string }[] }>('SELECT filters FROM categories WHERE id = $1', [
      PHONES,
    ]);
    expect(row?.filters.map((f) => f.key)).toEqual(['price', 'condition', 'brand', 'item_type', 'capacity']);
    const entries = await api.db.query<{ action: string; before: { filters: string[] }; after: { filters: string[] } }>(
      `SELECT action, before, after FROM audit_log WHERE subject_type = 'category' AND subject_id = $1
         AND action IN ('category.attach', 'category.detach', 'category.filter_up') ORDER BY id`,
      [String(PHONES)],
    );
    expect(entries.map((e) => [e.action, e.after.filters])).toEqual([
      ['category.detach', ['condition', 'brand', 'capacity']],
      ['category.attach', ['condition', 'brand', 'capacity', 'item_type']],
      ['category.filter_up', ['condition', 'brand', 'item_type', 'capacity']],
    ]);
  });

  test("an attached filter is the post-ad form's field: its values are checked when an ad is posted", async () => {
    const seller = await signUp(api, { name: 'Selina Seller' });
    const phone = `+8801713${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    await addPhone(api, seller.token, phone);
    const post = (itemType: string) =>
      client(api).call({
        method: 'POST',
        url: '/data/ads',
        token: seller.token,
        payload: {
          category_id: PHONES,
          location_id: 100,
          title: 'Power bank shaped phone',
          description: 'A phone with a huge battery, works as a power bank for other phones.',
          price: '9000',
          properties: { condition: 'used', item_type: itemType },
          contact_name: 'Selina',
          phone_numbers: [phone.replace('+880', '0')],
        },
      });
    const wrong = await post('no-such-type');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('item_type');
    expect((await post('power-banks')).statusCode).toBe(201);
  });
});
