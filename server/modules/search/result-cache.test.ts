import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchState } from '../../../core/search/state.ts';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { cachedSearch, searchGeneration } from './result-cache.ts';

const t = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

const fridges = createSearchState({ locale: 'en', query: 'fridge' });

describe('cachedSearch', () => {
  it('answers a repeated search from the cache, reading only the generation', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Walton fridge 250 litre' });
    const first = await cachedSearch(t.db, fridges);
    const query = vi.spyOn(t.db, 'query');
    const again = await cachedSearch(t.db, fridges);
    expect(again).toBe(first);
    expect(query.mock.calls.map(([sql]) => sql)).toEqual(['SELECT value FROM search_generation']);
  });

  it('computes a search once for visitors asking at the same moment', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Singer fridge 180 litre' });
    const state = createSearchState({ locale: 'en', query: 'singer' });
    const query = vi.spyOn(t.db, 'query');
    const results = await Promise.all(Array.from({ length: 5 }, () => cachedSearch(t.db, state)));
    expect(new Set(results).size).toBe(1);
    const searches = query.mock.calls.filter(([sql]) => sql !== 'SELECT value FROM search_generation');
    const once = searches.length;
    query.mockClear();
    await cachedSearch(t.db, createSearchState({ locale: 'en', query: 'walton' }));
    expect(query.mock.calls.length - 1).toBe(once);
  });
});

describe('the search generation', () => {
  it('changes with what searches show, and not with drafts, pending ads or columns no card shows', async () => {
    const seller = await createUser(t.db);
    const changes = async (write: () => Promise<unknown>) => {
      const before = await searchGeneration(t.db);
      await write();
      return (await searchGeneration(t.db)) !== before;
    };
    const draft = await createAd(t.db, seller, { title: 'Draft fan', status: 'draft', publishedAt: null });
    expect(await changes(() => createAd(t.db, seller, { title: 'Pending fan', status: 'pending_review' }))).toBe(false);
    expect(await changes(() => t.db.query("UPDATE ads SET title = 'Draft fans' WHERE id = $1", [draft.id]))).toBe(
      false,
    );
    let published = { id: 0 };
    expect(
      await changes(async () => {
        published = await createAd(t.db, seller, { title: 'Vision fan' });
      }),
    ).toBe(true);
    expect(await changes(() => t.db.query('UPDATE ads SET updated_at = now() WHERE id = $1', [published.id]))).toBe(
      false,
    );
    expect(await changes(() => t.db.query('UPDATE ads SET price = 4500 WHERE id = $1', [published.id]))).toBe(true);
    expect(
      await changes(() =>
        t.db.query(
          `INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at)
           VALUES ($1, 'urgent_ad', now(), now() + interval '1 day')`,
          [published.id],
        ),
      ),
    ).toBe(true);
    expect(await changes(() => t.db.query('UPDATE users SET is_member = true WHERE id = $1', [seller]))).toBe(true);
    expect(await changes(() => t.db.query("UPDATE users SET name = 'Rafiq' WHERE id = $1", [seller]))).toBe(false);
    expect(await changes(() => t.db.query("UPDATE ads SET status = 'deactivated' WHERE id = $1", [published.id]))).toBe(
      true,
    );
  });
});
