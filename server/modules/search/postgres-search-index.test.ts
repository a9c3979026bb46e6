import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchState } from '../../../core/search/state.ts';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { searchAds } from './service.ts';

const t = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('text searches newest first (decision 211)', () => {
  it('come from the RUM index where PostgreSQL has the extension, from GIN where not, in the same order', async () => {
    const [installed] = await t.db.query<{ rum: boolean; available: boolean }>(
      `SELECT to_regclass('ads_search_rum_idx') IS NOT NULL AS rum,
              EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') AS available`,
    );
    expect(installed?.rum).toBe(installed?.available);
    const seller = await createUser(t.db);
    const older = await createAd(t.db, seller, { title: 'Rangs television 32 inch' });
    const tied = [
      await createAd(t.db, seller, { title: 'Walton television 43 inch' }),
      await createAd(t.db, seller, { title: 'Sony television 55 inch' }),
    ];
    await t.db.query("UPDATE ads SET published_at = now() - interval '1 day' WHERE id = $1", [older.id]);
    // Two ads published at the same moment come in id order, newest id first, as browsing shows them.
    await t.db.query('UPDATE ads SET published_at = now() WHERE id = ANY($1::bigint[])', [tied.map((ad) => ad.id)]);
    const query = vi.spyOn(t.db, 'query');
    const result = await searchAds(t.db, createSearchState({ locale: 'en', query: 'television', sort: 'date_desc' }));
    expect(result.ads.map((ad) => ad.id)).toEqual([...tied.map((ad) => ad.id).sort((a, b) => b - a), older.id]);
    const byRum = query.mock.calls.some(([sql]) => String(sql).includes('published_at <=|'));
    expect(byRum).toBe(installed?.rum);
  });
});
