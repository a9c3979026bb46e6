import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchState } from '../../../core/search/state.ts';
import { useTestApp } from '../../../tests/app.ts';
import { buildAd, createAd, createUser, insertAds } from '../../seed/factories.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { COUNT_CAP } from './limits.ts';
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
    // More matches than the cap, older still: the page is then found by its own statement (decision 213).
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const more = Array.from({ length: COUNT_CAP }, (_, i) =>
      buildAd(seller, { title: `Singer television ${i}`, createdAt: weekAgo, publishedAt: weekAgo }),
    );
    await insertAds(t.db, more);
    // Two ads published at the same moment come in id order, newest id first, as browsing shows them.
    await t.db.query('UPDATE ads SET published_at = now() WHERE id = ANY($1::bigint[])', [tied.map((ad) => ad.id)]);
    const query = vi.spyOn(t.db, 'query');
    const result = await searchAds(t.db, createSearchState({ locale: 'en', query: 'television', sort: 'date_desc' }));
    expect(result.totalIsCapped).toBe(true);
    expect(result.ads.map((ad) => ad.id).slice(0, 3)).toEqual([
      ...tied.map((ad) => ad.id).sort((a, b) => b - a),
      older.id,
    ]);
    const byRum = query.mock.calls.some(([sql]) => String(sql).includes('published_at <=|'));
    expect(byRum).toBe(installed?.rum);
  });
});

describe('a page and its counts from one reading of the matches', () => {
  const MINUTE = 60_000;
  /** 560 matches of `word`, one a minute back from now: the even ones say it in the title. */
  const insertMatches = async (word: string) => {
    const seller = await createUser(t.db);
    const now = Date.now();
    const rows = Array.from({ length: 560 }, (_, i) => {
      const at = new Date(now - i * MINUTE);
      return buildAd(seller, {
        title: i % 2 === 0 ? `${word} toy ${i}` : `Wooden toy ${i}`,
        description: i % 2 === 0 ? 'A toy.' : `A ${word}, carved.`,
        createdAt: at,
        publishedAt: at,
      });
    });
    return insertAds(t.db, rows);
  };
  const search = (page: number, sort: 'date_desc' | 'relevance', query: string) =>
    searchAds(t.db, createSearchState({ locale: 'en', query, sort, page }));

  it('pages a capped search by date and by relevance as the statements ordering every match would', async () => {
    const ids = await insertMatches('Zebracorn'); // newest first
    const page = (n: number, sort: 'date_desc' | 'relevance') => search(n, sort, 'zebracorn');
    const first = await page(1, 'date_desc');
    expect(first.total).toBe(COUNT_CAP);
    expect(first.totalIsCapped).toBe(true);
    expect(first.ads.map((ad) => ad.id)).toEqual(ids.slice(0, 25));
    expect((await page(20, 'date_desc')).ads.map((ad) => ad.id)).toEqual(ids.slice(475, 500));
    // Past the matches read: taken by date from the index.
    expect((await page(21, 'date_desc')).ads.map((ad) => ad.id)).toEqual(ids.slice(500, 525));
    // Relevance ranks the newest 250 (title words first), then goes on by date.
    const inTitle = ids.slice(0, 250).filter((_, i) => i % 2 === 0);
    const elsewhere = ids.slice(0, 250).filter((_, i) => i % 2 === 1);
    expect((await page(1, 'relevance')).ads.map((ad) => ad.id)).toEqual(inTitle.slice(0, 25));
    expect((await page(6, 'relevance')).ads.map((ad) => ad.id)).toEqual([
      ...inTitle.slice(125),
      ...elsewhere.slice(0, 25 - (inTitle.length - 125)),
    ]);
    expect((await page(11, 'relevance')).ads.map((ad) => ad.id)).toEqual(ids.slice(250, 275));
  });

  it('takes the page of a search with fewer matches than the cap from the statement that counts them', async () => {
    const ids = await insertMatches('Unicorse');
    const query = vi.spyOn(t.db, 'query');
    const result = await search(2, 'relevance', 'unicorse carved');
    expect(result.total).toBe(280);
    expect(result.ads.map((ad) => ad.id)).toEqual(ids.filter((_, i) => i % 2 === 1).slice(25, 50));
    expect(query.mock.calls.filter(([sql]) => String(sql).includes('OFFSET'))).toEqual([]);
  });

  it('takes the promoted ads from the matches read when they are all of them, else by their own statement', async () => {
    const ids = await insertMatches('Griffox'); // the odd ones say "carved"
    const promote = (adId: number, kind: string, endsIn: string) =>
      t.db.query(
        `INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at)
         VALUES ($1, $2, now() - interval '1 day', now() + $3::interval)`,
        [adId, kind, endsIn],
      );
    const [top, spotlit, ended] = [[ids[1], ids[3]], [ids[5], ids[7], ids[9]], ids[11]] as [number[], number[], number];
    for (const id of top) await promote(id, 'top_ad', '1 day');
    for (const id of spotlit) await promote(id, 'spotlight', '1 day');
    await promote(ended, 'top_ad', '-1 hour');
    const query = vi.spyOn(t.db, 'query');
    const promotedIn = async (text: string) => {
      const result = await search(1, 'date_desc', text);
      const ads = (list: readonly { id: number }[]) => list.map((ad) => ad.id).sort((a, b) => a - b);
      return { capped: result.totalIsCapped, top: ads(result.topAds), spotlights: ads(result.spotlights) };
    };
    const expected = { top: [...top].sort((a, b) => a - b), spotlights: [...spotlit].sort((a, b) => a - b) };
    expect(await promotedIn('griffox carved')).toEqual({ capped: false, ...expected });
    const promotedStatements = () => query.mock.calls.filter(([sql]) => String(sql).includes('UNION ALL (SELECT a.id'));
    expect(promotedStatements()).toEqual([]);
    expect(await promotedIn('griffox')).toEqual({ capped: true, ...expected });
    expect(promotedStatements()).toHaveLength(1);
  });
});

describe('a capped search naming a category (decision 70)', () => {
  it('pages the named category first, asking for one category as `=` and estimating the search’s own matches', async () => {
    const seller = await createUser(t.db);
    const bikes = catalogueIndex.categoryBySlug('motorbikes-scooters')?.id;
    const hourAgo = new Date(Date.now() - 3_600_000);
    await insertAds(t.db, [
      ...Array.from({ length: 30 }, (_, i) => {
        const at = new Date(hourAgo.getTime() - i * 60_000);
        return buildAd(seller, { title: `Axio ${i}`, createdAt: at, publishedAt: at });
      }),
      // Newer than every car, and enough to cap the search: "gari" is one of their words.
      ...Array.from({ length: COUNT_CAP }, (_, i) => buildAd(seller, { title: `Gari bike ${i}`, categoryId: bikes })),
    ]);
    const query = vi.spyOn(t.db, 'query');
    const result = await searchAds(t.db, createSearchState({ locale: 'en', query: 'gari', sort: 'date_desc' }));
    expect(result.totalIsCapped).toBe(true);
    // Every car matches (by the category's lexeme), the other tests' too: a page of cars, newest first.
    expect(result.ads).toHaveLength(25);
    expect(result.ads.every((ad) => ad.categoryId === catalogueIndex.categoryBySlug('cars')?.id)).toBe(true);
    const dates = result.ads.map((ad) => ad.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const statements = query.mock.calls.map(([sql]) => String(sql).replace(/\s+/g, ' '));
    // The cars' page: one category as `=`, whose index by date PostgreSQL walks (isOneOf), without the words, which
    // find every car (findsAllNamed).
    const carsPage = statements.filter((sql) => /a\.category_id = \$\d+ ORDER BY/.test(sql));
    expect(carsPage).toHaveLength(1);
    expect(carsPage[0]).not.toContain('@@');
    // Where a statement estimates the matches, it estimates the search's own, not the cars among them.
    for (const sql of statements.filter((s) => s.startsWith('EXPLAIN'))) expect(sql).not.toContain('category_id');
    // "In Cars": every car, counted without the words, which find every car by the category's lexeme.
    const [cars] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM ads WHERE status = 'published' AND category_id = $1",
      [catalogueIndex.categoryBySlug('cars')?.id ?? null],
    );
    expect(result.refinements.find((r) => r.slug === 'cars')?.count).toBe(Math.min(COUNT_CAP, cars?.count ?? 0));
    const counts = statements.filter((sql) => sql.startsWith('SELECT count(*)::int AS count FROM (SELECT 1'));
    expect(counts.some((sql) => !sql.includes('@@'))).toBe(true);
    // The page where the cars end and the bikes begin reads both, from one estimate of the search's matches.
    query.mockClear();
    const page = Math.floor((cars?.count ?? 0) / 25) + 1;
    const turn = await searchAds(t.db, createSearchState({ locale: 'en', query: 'gari', sort: 'date_desc', page }));
    expect(turn.ads.map((ad) => ad.categoryId)).toContain(bikes);
    const explained = query.mock.calls.filter(([sql]) => String(sql).startsWith('EXPLAIN'));
    expect(explained.length).toBeLessThanOrEqual(1);
  });
});

describe('the refinements of a capped search', () => {
  it('count the matches of each category up to the cap, by count(*) alone', async () => {
    const seller = await createUser(t.db);
    const bikes = catalogueIndex.categoryBySlug('motorbikes-scooters')?.id;
    // One in four a motorbike, among the others: the matches read for the page's counts hold both categories.
    const rows = Array.from({ length: 760 }, (_, i) =>
      buildAd(seller, { title: `Quokkamobile ${i}`, ...(i % 4 === 0 ? { categoryId: bikes } : {}) }),
    );
    await insertAds(t.db, rows);
    const query = vi.spyOn(t.db, 'query');
    const result = await searchAds(t.db, createSearchState({ locale: 'en', query: 'quokkamobile' }));
    expect(result.totalIsCapped).toBe(true);
    const offered = Object.fromEntries(result.refinements.map((r) => [r.slug, { count: r.count, capped: r.capped }]));
    expect(offered).toEqual({
      cars: { count: COUNT_CAP, capped: true },
      'motorbikes-scooters': { count: 190, capped: false },
    });
    // Each category's count reads no ad's columns (the page's own reading of the matches is the only one).
    const readings = query.mock.calls.filter(([sql]) =>
      /^\s*SELECT a\.id, a\.published_at, a\.category_id/.test(String(sql)),
    );
    expect(readings).toHaveLength(1);
    const counts = query.mock.calls.filter(([sql]) =>
      String(sql).startsWith('SELECT count(*)::int AS count FROM (SELECT 1'),
    );
    expect(counts).toHaveLength(2);
  });
});

describe('the text indexes (decision 216)', () => {
  it('keep no pending list, which every search would read besides the index', async () => {
    const rows = await t.db.query<{ relname: string; reloptions: string[] | null }>(
      'SELECT relname, reloptions FROM pg_class WHERE relname = ANY($1::text[])',
      [
        [
          'ads_search_within_idx',
          'ads_top_ad_words_idx',
          'ads_spotlight_words_idx',
          'ads_search_properties_idx',
          'search_words_trgm_idx',
        ],
      ],
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.reloptions, row.relname).toContain('fastupdate=off');
  });
});

describe('text searches narrowed to a place or a category (decision 220)', () => {
  const place = (slug: string) => catalogueIndex.locationBySlug(slug)?.id as number;
  const category = (slug: string) => catalogueIndex.categoryBySlug(slug)?.id as number;
  const pathsOf = async (adId: number) =>
    (
      await t.db.query<{ location_path: number[]; category_path: number[] }>(
        'SELECT location_path, category_path FROM ads WHERE id = $1',
        [adId],
      )
    )[0];

  /** Whether the ad's document holds the lexeme of each category. */
  const namedBy = async (adId: number, slugs: string[]) => {
    const rows = await t.db.query<{ holds: boolean }>(
      `SELECT a.search_document @@ ('_c' || c.id)::tsquery AS holds
       FROM ads a, unnest($2::text[]) WITH ORDINALITY AS s(slug, n) JOIN categories c ON c.slug = s.slug
       WHERE a.id = $1 ORDER BY s.n`,
      [adId, slugs],
    );
    return rows.map((row) => row.holds);
  };

  it("keep each ad's place and category with those above them, as they move", async () => {
    const seller = await createUser(t.db);
    const ad = await createAd(t.db, seller, { locationId: place('wari'), categoryId: category('mobile-phones') });
    const ancestors = (slug: string) => {
      const node = catalogueIndex.locationBySlug(slug);
      return node ? catalogueIndex.locationAncestors(node).map((l) => l.id) : [];
    };
    expect(await pathsOf(ad.id)).toEqual({
      location_path: ancestors('wari'),
      category_path: [category('mobiles'), category('mobile-phones')],
    });
    // Its document holds the lexeme of its category and of the one above, which a query naming either asks for.
    expect(await namedBy(ad.id, ['mobile-phones', 'mobiles', 'vehicles'])).toEqual([true, true, false]);
    await t.db.query('UPDATE ads SET location_id = $1, category_id = $2 WHERE id = $3', [
      place('sherpur'),
      category('cars'),
      ad.id,
    ]);
    expect(await pathsOf(ad.id)).toEqual({
      location_path: ancestors('sherpur'),
      category_path: [category('vehicles'), category('cars')],
    });
    expect(await namedBy(ad.id, ['cars', 'vehicles', 'mobiles'])).toEqual([true, true, false]);
    // A new release of the catalogue moving a place or a category moves the ads within it.
    const moving = async (table: 'locations' | 'categories', id: number, parentId: number, check: () => unknown) => {
      const [former] = await t.db.query<{ parent_id: number }>(`SELECT parent_id FROM ${table} WHERE id = $1`, [id]);
      await t.db.query(`UPDATE ${table} SET parent_id = $1 WHERE id = $2`, [parentId, id]);
      try {
        await check();
      } finally {
        await t.db.query(`UPDATE ${table} SET parent_id = $1 WHERE id = $2`, [former?.parent_id ?? null, id]);
      }
    };
    await moving('locations', place('sherpur'), place('khulna-division'), async () =>
      expect((await pathsOf(ad.id))?.location_path).toEqual([
        place('bangladesh'),
        place('khulna-division'),
        place('sherpur'),
      ]),
    );
    await moving('categories', category('cars'), category('mobiles'), async () => {
      expect((await pathsOf(ad.id))?.category_path).toEqual([category('mobiles'), category('cars')]);
      expect(await namedBy(ad.id, ['cars', 'mobiles', 'vehicles'])).toEqual([true, true, false]);
    });
    expect(await pathsOf(ad.id)).toEqual({
      location_path: ancestors('sherpur'),
      category_path: [category('vehicles'), category('cars')],
    });
  });

  it('find the matches within, from the paths, and page a capped search newest first', async () => {
    const seller = await createUser(t.db);
    const MINUTE = 60_000;
    const now = Date.now();
    // Newest first: an ad in an area of Dhaka, one in another district of the Dhaka division, one in Khulna, and
    // more in Gazipur (Dhaka division) than the cap, older.
    const where = ['wari', 'gazipur', 'khulna', ...Array.from({ length: COUNT_CAP }, () => 'gazipur')];
    const ids = await insertAds(
      t.db,
      where.map((slug, i) =>
        buildAd(seller, {
          title: `Quokkaphone charger ${i}`,
          locationId: place(slug),
          categoryId: category(i === 0 ? 'mobile-phone-accessories' : 'mobile-phones'),
          createdAt: new Date(now - i * MINUTE),
          publishedAt: new Date(now - i * MINUTE),
        }),
      ),
    );
    const query = vi.spyOn(t.db, 'query');
    const search = (filters: { location?: string; category?: string }) =>
      searchAds(t.db, createSearchState({ locale: 'en', query: 'quokkaphone', ...filters }));
    const inDhaka = await search({ location: 'dhaka' });
    expect(inDhaka.ads.map((ad) => ad.id)).toEqual([ids[0]]);
    expect(query.mock.calls.some(([sql]) => String(sql).includes('a.location_path @>'))).toBe(true);
    const inDivision = await search({ location: 'dhaka-division' });
    expect(inDivision.totalIsCapped).toBe(true);
    expect(inDivision.ads.map((ad) => ad.id)).toEqual([ids[0], ids[1], ...ids.slice(3, 26)]);
    const inMobiles = await search({ category: 'mobiles', location: 'khulna-division' });
    expect(inMobiles.ads.map((ad) => ad.id)).toEqual([ids[2]]);
    const inAccessories = await search({ category: 'mobile-phone-accessories' });
    expect(inAccessories.ads.map((ad) => ad.id)).toEqual([ids[0]]);
  });
});

describe('the correction of a query that finds nothing', () => {
  /** The parameters of each statement looking for corrections (suggestWords). */
  const corrections = (query: { mock: { calls: unknown[][] } }) =>
    query.mock.calls.filter(([sql]) => String(sql).includes('similarity(')).map(([, params]) => params);

  it('asks only for the words that no title holds, and nothing when titles hold them all', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Walton quokkafridge 250 litre' });
    const samsung = await createAd(t.db, seller, { title: 'Samsung quokkavision 43 inch' });
    const query = vi.spyOn(t.db, 'query');
    const apart = await searchAds(t.db, createSearchState({ locale: 'en', query: 'walton quokkavision' }));
    expect(apart.total).toBe(0);
    expect(corrections(query)).toEqual([]);
    // A misspelling that does not sound the same either ("visiom" for "vision").
    const misspelt = await searchAds(t.db, createSearchState({ locale: 'en', query: 'samsung quokkavisiom' }));
    expect(corrections(query)).toEqual([[['quokkavisiom']]]);
    expect(misspelt.correctedQuery).toBe('samsung quokkavision');
    expect(misspelt.ads.map((ad) => ad.id)).toEqual([samsung.id]);
  });

  it('never corrects a word of the lexicon, nor to a word of another kind', async () => {
    const seller = await createUser(t.db);
    await createAd(t.db, seller, { title: 'Toner cartridge quokkaprinter' });
    await createAd(t.db, seller, { title: 'Samsung quokkazoom 55 inch' });
    const query = vi.spyOn(t.db, 'query');
    // "fridge" is a lexicon word ("refrigerator", ফ্রিজ): it is meant as written, never as "cartridge".
    const fridge = await searchAds(t.db, createSearchState({ locale: 'en', query: 'fridge quokkaprinter' }));
    expect(corrections(query)).toEqual([]);
    expect(fridge.correctedQuery).toBeNull();
    expect(fridge.total).toBe(0);
    // A title word beginning with another letter looks like the typed word but is not it.
    const other = await searchAds(t.db, createSearchState({ locale: 'en', query: 'samsung xuokkazoom' }));
    expect(corrections(query)).toEqual([[['xuokkazoom']]]);
    expect(other.correctedQuery).toBeNull();
  });
});
