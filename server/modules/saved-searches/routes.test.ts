import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { client, signUp } from '../accounts/testing.ts';
import { openSavedSearch, type SavedSearch } from './service.ts';

const api = useTestApp();

describe('/data/saved-searches', () => {
  test('saves the canonical page-1 URL with the breadcrumb title as default name', async () => {
    const { token } = await signUp(api);
    const c = client(api);
    const saved = await c.call({
      method: 'POST',
      url: '/data/saved-searches',
      token,
      payload: { url: '/en/ads/dhaka/cars?page=3' },
    });
    expect(saved.statusCode).toBe(201);
    const body = saved.json<{ saved_search: SavedSearch }>().saved_search;
    expect(body.url).toBe('/en/ads/dhaka/cars');
    expect(body.name).toMatch(/Cars/);
    expect(body.alerts).toBe(true);
    // Saving the same search again answers the one already saved.
    const again = await c.call({ method: 'POST', url: '/data/saved-searches', token, payload: { url: body.url } });
    expect(again.json<{ saved_search: SavedSearch }>().saved_search.id).toBe(body.id);
    const invalid = await c.call({ method: 'POST', url: '/data/saved-searches', token, payload: { url: '/en/nope' } });
    expect(invalid.statusCode).toBe(400);
  });

  test('keeps the sort of the page saved (decision 254)', async () => {
    const { token } = await signUp(api);
    const save = async (url: string) =>
      (await client(api).call({ method: 'POST', url: '/data/saved-searches', token, payload: { url } })).json<{
        saved_search: SavedSearch;
      }>().saved_search.url;
    expect(await save('/en/ads/dhaka/cars?order=desc&sort=price&page=2')).toBe(
      '/en/ads/dhaka/cars?sort=price&order=desc',
    );
    expect(await save('/bn/ads?query=axio&sort=date')).toBe('/bn/ads?query=axio&sort=date');
    // Best match is a search with words' own order: not written.
    expect(await save('/bn/ads?query=axio&sort=relevance')).toBe('/bn/ads?query=axio');
  });

  test('renames, turns alerts off and deletes only the account’s own saved searches', async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const c = client(api);
    const { saved_search } = (
      await c.call({
        method: 'POST',
        url: '/data/saved-searches',
        token: owner.token,
        payload: { url: '/bn/ads/dhaka/mobile-phones', name: 'ফোন' },
      })
    ).json<{ saved_search: SavedSearch }>();
    expect(saved_search.name).toBe('ফোন');

    const url = `/data/saved-searches/${saved_search.id}`;
    const renamed = await c.call({
      method: 'PATCH',
      url,
      token: owner.token,
      payload: { name: 'Phones', alerts: false },
    });
    expect(renamed.json()).toMatchObject({ saved_search: { id: saved_search.id, name: 'Phones', alerts: false } });
    expect((await c.call({ method: 'PATCH', url, token: owner.token, payload: { name: '  ' } })).statusCode).toBe(400);

    // Another account can neither see, change nor delete it.
    expect((await c.call({ method: 'GET', url: '/data/saved-searches', token: other.token })).json()).toEqual({
      saved_searches: [],
    });
    expect((await c.call({ method: 'PATCH', url, token: other.token, payload: { name: 'Mine' } })).statusCode).toBe(
      404,
    );
    const stolen = await c.call({
      method: 'DELETE',
      url: '/data/saved-searches',
      token: other.token,
      payload: { ids: [saved_search.id] },
    });
    expect(stolen.json()).toEqual({ ids: [] });

    const deleted = await c.call({
      method: 'DELETE',
      url: '/data/saved-searches',
      token: owner.token,
      payload: { ids: [saved_search.id] },
    });
    expect(deleted.json()).toEqual({ ids: [saved_search.id] });
    expect((await c.call({ method: 'GET', url: '/data/saved-searches', token: owner.token })).json()).toEqual({
      saved_searches: [],
    });
  });
});

describe('the new ads of a saved search (decision 273)', () => {
  test('counts the ads published since it was last opened; opening it, one’s own only, sees them', async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const seller = await createUser(api.db);
    const c = client(api);
    const { saved_search } = (
      await c.call({
        method: 'POST',
        url: '/data/saved-searches',
        token: owner.token,
        payload: { url: '/en/ads/dhaka/cars' },
      })
    ).json<{ saved_search: SavedSearch }>();
    const later = new Date(Date.now() + 60_000);
    for (const title of ['Toyota Axio 2016', 'Honda Grace 2015']) {
      await createAd(api.db, seller, { categoryId: 193, title, publishedAt: later, createdAt: later });
    }
    // Another category's ad is no news for it.
    await createAd(api.db, seller, { categoryId: 102, title: 'Samsung A15', publishedAt: later, createdAt: later });
    const listed = async () =>
      (await c.call({ method: 'GET', url: '/data/saved-searches', token: owner.token })).json().saved_searches[0];
    expect(await listed()).toMatchObject({ id: saved_search.id, newAds: 2, newAdsCapped: false });

    await expect(openSavedSearch(api.db, other.account.id, saved_search.id, new Date())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await listed()).toMatchObject({ newAds: 2 });
    expect(await openSavedSearch(api.db, owner.account.id, saved_search.id, new Date(later.getTime() + 1000))).toBe(
      '/en/ads/dhaka/cars',
    );
    expect(await listed()).toMatchObject({ newAds: 0 });
  });
});
