import { afterEach, describe, expect, it, vi } from 'vitest';
import { LRUCache } from 'lru-cache';
import { createSearchState, type SearchState } from '../../../core/search/state.ts';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { hideAdsOfSuspended } from '../ads/status-changes.ts';
import { rotate, ROTATION_MS, rotationTurn } from '../../../core/promotions/rotation.ts';
import { cachedSearch, FRESH_MS, type Kept, LIFE_MS, resultCacheOptions } from './result-cache.ts';
import { TOP_ADS } from './limits.ts';

const t = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

const search = (query: string, viewerId: number | null = null) =>
  cachedSearch(t.db, t.clock, createSearchState({ locale: 'en', query }), viewerId);
const titles = async (query: string, viewerId: number | null = null) =>
  (await search(query, viewerId)).ads.map((ad) => ad.title);
/** A seller whose ads were last changed a minute ago: their searches are no longer fresh ones. */
const settle = (seller: number) =>
  t.db.query("UPDATE ads SET updated_at = now() - interval '1 minute' WHERE user_id = $1", [seller]);
/** Every ad as last changed a minute ago by the database's clock, which the test clock does not move. */
const settleAll = () => t.db.query("UPDATE ads SET changed_at = now() - interval '1 minute'");

describe('cachedSearch', () => {
  it('answers a repeated search from the cache, checking only that its ads are still published', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Walton fridge 250 litre' });
    const first = await search('fridge');
    const query = vi.spyOn(t.db, 'query');
    const again = await search('fridge');
    expect(again).toBe(first);
    expect(query.mock.calls.map(([sql]) => sql)).toEqual([
      "SELECT count(*) AS count FROM ads WHERE id = ANY($1::bigint[]) AND status = 'published'",
    ]);
  });

  it('computes a search once for visitors asking at the same moment', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Singer fridge 180 litre' });
    const query = vi.spyOn(t.db, 'query');
    const results = await Promise.all(Array.from({ length: 5 }, () => search('singer')));
    expect(new Set(results).size).toBe(1);
    const once = query.mock.calls.length;
    query.mockClear();
    await search('walton');
    expect(query.mock.calls.length).toBe(once);
  });

  it('computes a search no longer current once for visitors asking at the same moment', async () => {
    const seller = await createUser(t.db);
    const sold = await createAd(t.db, seller, { title: 'Jamuna fridge 220 litre' });
    await createAd(t.db, seller, { title: 'Jamuna fridge 300 litre' });
    await search('jamuna');
    await t.db.query("UPDATE ads SET status = 'deactivated', deactivation_reason = 'sold' WHERE id = $1", [sold.id]);
    // Each finds the kept result removed; the first to do so computes it again, the others share that computation.
    const results = await Promise.all(Array.from({ length: 5 }, () => search('jamuna')));
    expect(new Set(results).size).toBe(1);
    expect(results[0]?.ads.map((ad) => ad.title)).toEqual(['Jamuna fridge 300 litre']);
  });
});

describe('a full cache', () => {
  it('answers a search whose computation newer ones pushed out of the cache before it ended', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Walton air cooler' });
    await createAd(t.db, seller, { title: 'Jamuna room heater' });
    const cache = new LRUCache<string, Kept, SearchState>({ max: 1, ...resultCacheOptions(t.db, t.clock) });
    const state = (query: string) => createSearchState({ locale: 'en', query });
    const [cooler, heater] = await Promise.all([
      cache.fetch('cooler', { context: state('cooler') }),
      cache.fetch('heater', { context: state('heater') }),
    ]);
    expect(cooler).toMatchObject({ result: { ads: [{ title: 'Walton air cooler' }] } });
    expect(heater).toMatchObject({ result: { ads: [{ title: 'Jamuna room heater' }] } });
    expect([...cache.keys()]).toEqual(['heater']);
  });
});

describe('freshness without a shared counter', () => {
  it('drops a removed ad from a cached search at once', async () => {
    const seller = await createUser(t.db);
    const sold = await createAd(t.db, seller, { title: 'Hatil sofa set' });
    await createAd(t.db, seller, { title: 'Otobi sofa bed' });
    expect((await titles('sofa')).sort()).toEqual(['Hatil sofa set', 'Otobi sofa bed']);
    await t.db.query("UPDATE ads SET status = 'deactivated', deactivation_reason = 'sold' WHERE id = $1", [sold.id]);
    expect(await titles('sofa')).toEqual(['Otobi sofa bed']);
  });

  it("drops a suspended seller's ads from a cached search at once", async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Regal dining table' });
    expect(await titles('dining')).toEqual(['Regal dining table']);
    await hideAdsOfSuspended(t.db, seller);
    expect(await titles('dining')).toEqual([]);
  });

  it('shows an edited title and a new ad to others once FRESH_MS has passed, and not before', async () => {
    const seller = await createUser(t.db);
    const ad = await createAd(t.db, seller, { title: 'Butterfly ceiling fan' });
    const cached = await search('ceiling');
    await t.db.query("UPDATE ads SET title = 'Butterfly ceiling fan 56 inch' WHERE id = $1", [ad.id]);
    await createAd(t.db, seller, { title: 'Vision ceiling light' });
    t.clock.advance(FRESH_MS - 1);
    expect(await search('ceiling')).toBe(cached);
    expect(await titles('ceiling')).toEqual(['Butterfly ceiling fan']);
    t.clock.advance(2);
    expect((await titles('ceiling')).sort()).toEqual(['Butterfly ceiling fan 56 inch', 'Vision ceiling light']);
  });

  it('shows the author their own edit and new ad at once, while others see the cached result', async () => {
    const author = await createUser(t.db);
    const other = await createUser(t.db);
    const ad = await createAd(t.db, author, { title: 'Walton washing machine' });
    await settle(author);
    const cached = await search('washing', other);
    expect(await search('washing', author)).toBe(cached);
    await t.db.query("UPDATE ads SET title = 'Walton washing machine 8 kg', updated_at = now() WHERE id = $1", [ad.id]);
    await createAd(t.db, author, { title: 'LG washing machine' });
    expect((await titles('washing', author)).sort()).toEqual(['LG washing machine', 'Walton washing machine 8 kg']);
    expect(await search('washing', other)).toBe(cached);
    expect(await search('washing')).toBe(cached);
  });

  it('serves a result past FRESH_MS, with one look-up, while no ad it matches or shows has changed', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Otobi almirah 4 door' });
    await settleAll();
    const cached = await search('almirah');
    t.clock.advance(FRESH_MS + 1);
    await createAd(t.db, seller, { title: 'Hatil wardrobe' });
    const query = vi.spyOn(t.db, 'query');
    expect(await search('almirah')).toBe(cached);
    expect(query).toHaveBeenCalledTimes(1);
    expect(String(query.mock.calls[0]?.[0])).toContain('changed_at >');
    // Past a turn of the rotation, too: with no promoted ads to move, the result stays the very same.
    t.clock.advance(ROTATION_MS);
    expect(await search('almirah')).toBe(cached);
  });

  it('reads at each check only the changes made since the last check, or the computation, that found none', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Brother embroidery hoop' });
    await settleAll();
    const cached = await search('embroidery');
    t.clock.advance(FRESH_MS + 1);
    const query = vi.spyOn(t.db, 'query');
    expect(await search('embroidery')).toBe(cached);
    t.clock.advance(FRESH_MS);
    expect(await search('embroidery')).toBe(cached);
    const [first, second] = query.mock.calls.map(([, params]) => params?.[0] as Date);
    expect(first).toBeInstanceOf(Date);
    expect(second?.getTime()).toBeGreaterThan(first?.getTime() ?? Infinity);
    // A change made after that check is still seen.
    await createAd(t.db, seller, { title: 'Janome embroidery hoop' });
    t.clock.advance(FRESH_MS);
    expect(await search('embroidery')).not.toBe(cached);
  });

  it('after a check that found no change, checks for FRESH_MS only that its ads are still published', async () => {
    const seller = await createUser(t.db);
    const hoop = await createAd(t.db, seller, { title: 'Usha quilting hoop' });
    await settleAll();
    const cached = await search('quilting');
    t.clock.advance(FRESH_MS + 1);
    expect(await search('quilting')).toBe(cached);
    await createAd(t.db, seller, { title: 'Singer quilting foot' });
    t.clock.advance(FRESH_MS - 1);
    const query = vi.spyOn(t.db, 'query');
    expect(await search('quilting')).toBe(cached);
    expect(query.mock.calls.map(([sql]) => sql)).toEqual([
      "SELECT count(*) AS count FROM ads WHERE id = ANY($1::bigint[]) AND status = 'published'",
    ]);
    // A removal still shows at once; a new ad once FRESH_MS has passed since the check.
    await t.db.query("UPDATE ads SET status = 'deactivated', deactivation_reason = 'sold' WHERE id = $1", [hoop.id]);
    expect(await titles('quilting')).toEqual(['Singer quilting foot']);
    await createAd(t.db, seller, { title: 'Brother quilting table' });
    t.clock.advance(FRESH_MS);
    expect((await titles('quilting')).sort()).toEqual(['Brother quilting table', 'Singer quilting foot']);
  });

  it('computes a result again past FRESH_MS once an ad it matches changes or is published', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Singer sewing machine' });
    await settleAll();
    const cached = await search('sewing');
    t.clock.advance(FRESH_MS + 1);
    await createAd(t.db, seller, { title: 'Butterfly sewing machine' });
    const again = await search('sewing');
    expect(again).not.toBe(cached);
    expect(again.ads.map((ad) => ad.title).sort()).toEqual(['Butterfly sewing machine', 'Singer sewing machine']);
    expect(again.total).toBe(2);
  });

  it('drops an ad edited so that it no longer matches, once FRESH_MS has passed', async () => {
    const seller = await createUser(t.db);
    const ad = await createAd(t.db, seller, { title: 'Vision rice cooker' });
    await settleAll();
    expect(await titles('cooker')).toEqual(['Vision rice cooker']);
    await t.db.query("UPDATE ads SET title = 'Vision rice pot' WHERE id = $1", [ad.id]);
    t.clock.advance(FRESH_MS + 1);
    expect(await titles('cooker')).toEqual([]);
  });

  it('moves the promoted ads on at each turn of the rotation without computing the search again', async () => {
    const seller = await createUser(t.db);
    const eligible: number[] = [];
    for (const model of ['CT-S1', 'CT-S200', 'CT-X700', 'CT-X5000']) {
      const ad = await createAd(t.db, seller, { title: `Casio keyboard ${model}` });
      await t.db.query(
        `INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at)
         VALUES ($1, 'top_ad', now() - interval '1 day', now() + interval '1 day')`,
        [ad.id],
      );
      eligible.push(ad.id);
    }
    await settleAll();
    const first = await search('keyboard');
    const turn = rotationTurn(t.clock.now());
    expect(first.topAds.map((ad) => ad.id)).toEqual(rotate(eligible, TOP_ADS, turn));
    t.clock.advance(ROTATION_MS);
    const query = vi.spyOn(t.db, 'query');
    const next = await search('keyboard');
    expect(next.topAds.map((ad) => ad.id)).toEqual(rotate(eligible, TOP_ADS, turn + 1));
    expect(next.topAds).not.toEqual(first.topAds);
    expect(next.ads).toBe(first.ads);
    // The check of a hit, and no more: the page's cards hold the new top ads.
    expect(query).toHaveBeenCalledTimes(1);
    expect(await search('keyboard')).toBe(next);
  });

  it('computes a result again after LIFE_MS even if nothing changed', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Yamaha keyboard' });
    await settleAll();
    const cached = await search('yamaha');
    t.clock.advance(LIFE_MS - 1);
    await t.db.query("UPDATE ads SET changed_at = now() - interval '1 minute'");
    expect((await search('yamaha')).ads).toBe(cached.ads);
    t.clock.advance(2);
    expect((await search('yamaha')).ads).not.toBe(cached.ads);
  });

  it('leaves no shared row for writers to wait on', async () => {
    const [row] = await t.db.query<{ generation: string | null; bump: string | null }>(
      "SELECT to_regclass('search_generation')::text AS generation, to_regproc('search_generation_bump')::text AS bump",
    );
    expect(row).toEqual({ generation: null, bump: null });
  });
});
