// The SearchIndex on PostgreSQL (migrations/003-search.sql): the generated `search_document` tsvector (GIN) for
// words, `search_words` (trigram GIN) to correct misspellings, B-tree indexes by category and location, the properties
// GIN (jsonb_path_ops) for dynamic filters, `search_counts` for totals and facets of plain browsing, and the
// promotion ends copied onto the ads with their small partial indexes (migrations/011-promotions-on-ads.sql).
// Every value reaches SQL as a bound parameter; only fixed SQL text and parameter numbers are concatenated.
import { WORD_ENDINGS } from '../../../core/search/text.ts';
import type { Queryable } from '../../adapters/database.ts';
import type {
  Buckets,
  Counts,
  PriceOrder,
  Promoted,
  PromotedKind,
  SearchCriteria,
  SearchIndex,
  SearchOrder,
  ValueCount,
} from './search-index.ts';
import { findsAllNamed, isPriceOrder, NO_PROMOTED, PROMOTED_KINDS, WITHOUT_WORDS } from './search-index.ts';
import { conditions, isOneOf, isPlainBrowsing, matching, Params, promoted, relevanceRank } from './sql-conditions.ts';
import { type Match, pageOf, PROMOTED_CANDIDATES, promotedAmong, RELEVANCE_WINDOW, tally } from './matches.ts';
export { RELEVANCE_WINDOW } from './matches.ts';

/** Newest first: the order of browsing, and of text searches by date. */
const NEWEST = 'a.published_at DESC, a.id DESC';
/**
 * Newest first for a text search where the RUM index exists (migration 051, decision 211): the index hands the
 * matches over in order of distance from a far future moment, which is newest first, without reading the ads. It
 * orders by that alone (a second key would make PostgreSQL fetch and sort every match); ties are put in id order
 * among the rows taken.
 */
const NEWEST_BY_RUM = "a.published_at <=| '2200-01-01'::timestamptz";
/** By price, ads without one last, then newest first (decision 254): the orders of migration 058's indexes. */
const BY_PRICE: Readonly<Record<PriceOrder, string>> = {
  price_asc: 'a.price ASC NULLS LAST, a.published_at DESC, a.id DESC',
  price_desc: 'a.price DESC NULLS LAST, a.published_at DESC, a.id DESC',
};

const rumChecks = new WeakMap<Queryable, Promise<boolean>>();
/** Whether the database has the RUM index (PostgreSQL with the extension installed), asked once per database. */
function hasRum(db: Queryable): Promise<boolean> {
  let check = rumChecks.get(db);
  if (!check) {
    check = db
      .query<{ rum: boolean }>("SELECT to_regclass('ads_search_rum_idx') IS NOT NULL AS rum")
      .then(([row]) => row?.rum === true);
    rumChecks.set(db, check);
  }
  return check;
}

/**
 * How a statement reads the newest matches of a search (decisions 211, 220): walking the newest ads (or those of its
 * one category or place) until it has them; from the RUM index, which hands them over after sorting every match; or
 * every match fetched and sorted.
 */
type NewestFrom = 'walk' | 'rum' | 'sorted';

/**
 * Where a text search's `n` newest matches come from, by PostgreSQL's estimate of its matches. A walk finds them after
 * about n / (share of ads matching) ads, some 7 microseconds each; RUM sorts every match, about a microsecond each;
 * fetching every match costs about 6 microseconds each. On a million ads, RUM is the cheaper for fewer matches than
 * RUM_MATCHES_PER_ROOT times the square root of n ("store", 10,524 matches, newest 250: 5.6 ms from RUM, 150 ms by
 * a walk; newest 25: 5.6 and 12.6 ms), fetching them for fewer than SORTED_MATCHES_PER_ROOT times it ("control" in
 * the Dhaka division, 832 matches, newest 25: 5 ms, 180 ms by a walk).
 */
const RUM_MATCHES_PER_ROOT = 2_500;
const SORTED_MATCHES_PER_ROOT = 1_000;

/** A cached result is checked against at most this many ads changed since it was last checked (a minute's writes). */
const CHANGES_CHECKED = 1_000;

export function postgresSearchIndex(db: Queryable): SearchIndex {
  /**
   * PostgreSQL's estimate of a search's matches, asked once per search: the named categories' page and the others'
   * (findByDate) read the same matches.
   */
  const estimates = new WeakMap<SearchCriteria, Promise<number>>();
  const estimatedMatches = (criteria: SearchCriteria): Promise<number> => {
    let estimate = estimates.get(criteria);
    if (!estimate) {
      const p = new Params();
      estimate = db
        .query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
          `EXPLAIN (FORMAT JSON) SELECT 1 FROM ads a WHERE ${conditions(criteria, p, 'newest-first').join(' AND ')}`,
          p.values,
        )
        .then(([explained]) => explained?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
      estimates.set(criteria, estimate);
    }
    return estimate;
  };
  /**
   * How the `wanted` newest of the ads `where` selects are read (NewestFrom). Without words, or within one category or
   * place with none within it, by a walk through the B-tree index by date of the ads or of that one (a page is found
   * by date only for a search with more matches than COUNT_CAP, so those few ads hold it after a short walk: "new"
   * in Moulvibazar on a million ads, 371 ms from RUM, 0.2 ms). Else, as PostgreSQL's estimate of the matches says
   * is cheaper: from RUM for a search narrowed to nothing, where the extension is installed; or the matches of a
   * narrowed search fetched from the index of words with paths; or a walk. The estimate is of the search's matches
   * (RUM sorts, and the index of words with paths hands over, every one), not of those `where` keeps of them: the
   * named categories' ads of a query naming one (findByDate) are also its matches by that category's lexeme, and
   * PostgreSQL, taking the two conditions for independent, estimated 468 of the 11,115 cars that "gari" finds.
   */
  const newestFrom = async (criteria: SearchCriteria, wanted: number): Promise<NewestFrom> => {
    const { text, category, location } = criteria;
    if (!text || category?.ids.length === 1 || location?.ids.length === 1) return 'walk';
    // Without RUM, a search narrowed to nothing walks: SORTED_MATCHES_PER_ROOT is set for a million ads, and on the
    // embedded database's 100,000 the walk was the cheaper (the pages found: 1.19 → 0.98 ms a search).
    if (!category && !location && !(await hasRum(db))) return 'walk';
    const matches = await estimatedMatches(criteria);
    if (!category && !location) return matches < RUM_MATCHES_PER_ROOT * Math.sqrt(wanted) ? 'rum' : 'walk';
    return matches < SORTED_MATCHES_PER_ROOT * Math.sqrt(wanted) ? 'sorted' : 'walk';
  };
  /**
   * The `wanted` newest of the ads `where` selects (over `ads a`, its parameters being all those in `p`), as the
   * subquery `newest` in no order, of their `id`, `published_at` and `more` columns (whose parameters follow).
   */
  const newest = async (criteria: SearchCriteria, where: string, p: Params, wanted: number, more = () => '') => {
    const from = await newestFrom(criteria, wanted);
    const columns = ['a.id', 'a.published_at', more()].filter(Boolean).join(', ');
    const limit = p.add(wanted);
    if (from === 'sorted')
      return `(WITH matches AS MATERIALIZED (SELECT ${columns} FROM ads a WHERE ${where})
               SELECT * FROM matches ORDER BY published_at DESC, id DESC LIMIT ${limit}) newest`;
    return `(SELECT ${columns} FROM ads a WHERE ${where}
             ORDER BY ${from === 'rum' ? NEWEST_BY_RUM : NEWEST} LIMIT ${limit}) newest`;
  };
  /** The ids of the ads `where` selects, newest first, `limit` of them after `offset`. */
  const newestIds = async (criteria: SearchCriteria, where: string, p: Params, offset: number, limit: number) => {
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM ${await newest(criteria, where, p, offset + limit)}
       ORDER BY published_at DESC, id DESC LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
      p.values,
    );
    return rows.map((row) => row.id);
  };
  /**
   * The search that finds the ads of the categories `criteria`'s words name: without the words where they find every
   * one (findsAllNamed), so that their newest are a walk through the categories' index by date ("rider" in its jobs
   * category: 31–35 ms when PostgreSQL fetched all 3,588 to test the words and sort them, 0.16 ms; decision 225).
   */
  const ofNamed = (criteria: SearchCriteria): SearchCriteria =>
    findsAllNamed(criteria) ? { ...criteria, ...WITHOUT_WORDS } : criteria;
  /** Matches in (or not in) the given categories, newest first. */
  const findByDate = async (
    criteria: SearchCriteria,
    among: 'IN' | 'NOT IN',
    categoryIds: readonly number[],
    offset: number,
    limit: number,
  ) => {
    const p = new Params();
    // One category as `=`, whose index by date a walk can take (isOneOf): "gari", named cars, 9.5 → 0.4 ms.
    const inCategories = isOneOf('a.category_id', categoryIds, p);
    const where = [...conditions(criteria, p, 'newest-first'), among === 'IN' ? inCategories : `NOT ${inCategories}`];
    return newestIds(criteria, where.join(' AND '), p, offset, limit);
  };
  /**
   * How many ads `where` selects (over `ads a`, its parameters being all those in `p`), counted up to `cap`. Only
   * `count(*)` leaves the database: a refinement's count read 501 rows of four columns to add them up.
   */
  const countWhere = async (where: string, p: Params, cap: number) => {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM ads a WHERE ${where} LIMIT ${p.add(cap + 1)}) m`,
      p.values,
    );
    const count = row?.count ?? 0;
    return { count: Math.min(count, cap), capped: count > cap };
  };
  /** Matches in the given categories, counted up to `cap`. */
  const countUpTo = async (criteria: SearchCriteria, categoryIds: readonly number[], cap: number) => {
    const p = new Params();
    const where = [...conditions(criteria, p), isOneOf('a.category_id', categoryIds, p)];
    return (await countWhere(where.join(' AND '), p, cap)).count;
  };

  /**
   * Any `cap + 1` matches of a search that is not plain browsing, with what `order` sorts them by (their rank for
   * relevance, their price) and their promotions when `withPromotions`. In no order: ordered, PostgreSQL may read
   * every match of a common word to sort them (decision 213).
   */
  const readMatches = async (criteria: SearchCriteria, cap: number, order: SearchOrder, withPromotions: boolean) => {
    const p = new Params();
    const where = conditions(criteria, p).join(' AND ');
    const rank = order === 'relevance' && criteria.text ? relevanceRank(criteria, criteria.text, p) : '0';
    const price = isPriceOrder(order) ? 'a.price::float8' : 'NULL::float8'; // a number from pg too, unlike bigint
    const kinds = PROMOTED_KINDS.map((kind) => `${withPromotions ? promoted(kind) : 'false'} AS ${kind}`).join(', ');
    const matches = await db.query<Match>(
      `SELECT a.id, a.published_at, a.category_id, a.location_id, ${rank} AS rank, ${price} AS price, ${kinds}
       FROM ads a WHERE ${where} LIMIT ${p.add(cap + 1)}`,
      p.values,
    );
    return { matches, capped: matches.length > cap };
  };
  /**
   * The matches promoted now, of each kind, in one statement. Every eligible ad in a fixed order (id), from which the
   * service takes this turn's window (decision 109): each gets the same share of the slots. `a.id + 0` keeps
   * PostgreSQL from walking the primary key in order through all ads: the few promoted ads come from their partial
   * indexes (migration 011) and are sorted.
   */
  const findPromoted = async (criteria: SearchCriteria): Promise<Promoted> => {
    const p = new Params();
    const where = conditions(criteria, p).join(' AND ');
    const limit = p.add(PROMOTED_CANDIDATES);
    // One branch per kind, each marking its rows as that kind the way readMatches marks a match.
    const branch = (kind: PromotedKind) =>
      `(SELECT a.id, ${PROMOTED_KINDS.map((other) => `${other === kind} AS ${other}`).join(', ')} FROM ads a
        WHERE ${where} AND ${promoted(kind)} ORDER BY a.id + 0 LIMIT ${limit})`;
    const rows = await db.query<Pick<Match, 'id' | PromotedKind>>(
      PROMOTED_KINDS.map(branch).join(' UNION ALL '),
      p.values,
    );
    return promotedAmong(rows);
  };

  /**
   * The matches of plain browsing per (category, location), exactly, from the counts kept per (category, place). Ids
   * found in `buckets` are counted under their bucket (e.g. every district of a division under the division), so
   * that the statement answers a few facet rows rather than every pair.
   */
  const browsingCounts = async (criteria: SearchCriteria, buckets: Buckets | undefined): Promise<Counts> => {
    const p = new Params();
    const where = ['s.count > 0'];
    if (criteria.category) where.push(`s.category_id = ANY(${p.add(criteria.category.ids)}::int[])`);
    if (criteria.location) where.push(`s.location_id = ANY(${p.add(criteria.location.ids)}::int[])`);
    const bucket = (map: ReadonlyMap<number, number> | undefined) =>
      `unnest(${p.add([...(map?.keys() ?? [])])}::int[], ${p.add([...(map?.values() ?? [])])}::int[])`;
    const rows = await db.query<{ category_id: number; leaf_id: number; location_id: number; count: number }>(
      `SELECT coalesce(cb.bucket, m.category_id) AS category_id, m.category_id AS leaf_id,
              coalesce(lb.bucket, m.location_id) AS location_id, sum(m.count)::int AS count
       FROM (SELECT s.category_id, s.location_id, s.count FROM search_counts s WHERE ${where.join(' AND ')}) m
       LEFT JOIN ${bucket(buckets?.categories)} AS cb(id, bucket) ON cb.id = m.category_id
       LEFT JOIN ${bucket(buckets?.locations)} AS lb(id, bucket) ON lb.id = m.location_id
       GROUP BY 1, 2, 3`,
      p.values,
    );
    return {
      rows: rows.map((r) => ({
        categoryId: r.category_id,
        leafCategoryId: r.leaf_id,
        locationId: r.location_id,
        count: r.count,
      })),
      capped: false,
    };
  };

  const index: SearchIndex = {
    async search(criteria, { order, offset, limit, cap, buckets, withPromoted = false }) {
      if (isPlainBrowsing(criteria)) {
        const [ids, counts, promotedIds] = await Promise.all([
          index.find(criteria, order, offset, limit),
          browsingCounts(criteria, buckets),
          withPromoted ? findPromoted(criteria) : NO_PROMOTED,
        ]);
        return { ids, counts, promoted: promotedIds };
      }
      // One statement reads the matches to count (at most cap + 1); when they are all of them, the page and the
      // promoted ads are taken from them (a search that finds nothing asks nothing more), else each is found by its
      // own statement.
      const read = await readMatches(criteria, cap, order, withPromoted);
      const counts = { rows: tally(read.matches, buckets), capped: read.capped };
      if (!read.capped) {
        const ids = pageOf(read.matches, order, criteria.intentCategoryIds, offset, limit);
        return { ids, counts, promoted: withPromoted ? promotedAmong(read.matches) : NO_PROMOTED };
      }
      const [ids, promotedIds] = await Promise.all([
        index.find(criteria, order, offset, limit),
        withPromoted ? findPromoted(criteria) : NO_PROMOTED,
      ]);
      return { ids, counts, promoted: promotedIds };
    },

    async find(criteria, order: SearchOrder, offset, limit) {
      if (isPriceOrder(order)) {
        const p = new Params();
        const rows = await db.query<{ id: number }>(
          `SELECT a.id FROM ads a WHERE ${conditions(criteria, p).join(' AND ')}
           ORDER BY ${BY_PRICE[order]} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
          p.values,
        );
        return rows.map((row) => row.id);
      }
      const intent = criteria.intentCategoryIds;
      if (order === 'date_desc' && intent) {
        // Newest first, the ads of the categories the query names before the others (decision 70): two walks by
        // date, the second only for what the first leaves of the page, after as many of its matches as the first
        // has in all.
        const ofIntent = ofNamed(criteria);
        const named = await findByDate(ofIntent, 'IN', intent, offset, limit);
        if (named.length === limit) return named;
        const namedTotal = named.length > 0 ? offset + named.length : await countUpTo(ofIntent, intent, offset);
        const others = await findByDate(criteria, 'NOT IN', intent, Math.max(0, offset - namedTotal), limit);
        return [...named, ...others].slice(0, limit);
      }
      const p = new Params();
      const where = conditions(criteria, p, 'newest-first').join(' AND ');
      if (order !== 'relevance' || !criteria.text || offset >= RELEVANCE_WINDOW) {
        return newestIds(criteria, where, p, offset, limit);
      }
      // Ranking every match of a common word ("mobile": a fifth of all ads) would read them all. Relevance
      // orders the newest RELEVANCE_WINDOW matches (the first 10 pages); deeper pages continue by date, which
      // is the same order beyond the window. Rare words have fewer matches than the window: all are ranked.
      const { text } = criteria;
      const window = await newest(
        criteria,
        where,
        p,
        RELEVANCE_WINDOW,
        () => `${relevanceRank(criteria, text, p)} AS rank`,
      );
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM ${window}
         ORDER BY rank DESC, published_at DESC, id DESC LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
        p.values,
      );
      return rows.map((row) => row.id);
    },

    async total(criteria, cap) {
      const p = new Params();
      return countWhere(conditions(criteria, p).join(' AND '), p, cap);
    },

    async countValues(criteria, keys, cap): Promise<ValueCount[]> {
      if (keys.length === 0) return [];
      const p = new Params();
      const where = conditions(criteria, p).join(' AND ');
      return db.query<ValueCount>(
        `SELECT e.key, e.value, count(*)::int AS count
         FROM (SELECT a.properties FROM ads a WHERE ${where} LIMIT ${p.add(cap)}) m,
              jsonb_each_text(m.properties) AS e(key, value)
         WHERE e.key = ANY(${p.add(keys)}::text[])
         GROUP BY e.key, e.value`,
        p.values,
      );
    },

    async suggestWords(words) {
      if (words.length === 0) return [];
      // The most similar known word per query word (pg_trgm's % operator: similarity of at least 0.3); a known word
      // is its own, without the trigram search (44 % of the bench's long-tail searches find nothing word for word,
      // mostly known words that never stand together).
      const rows = await db.query<{ i: number; word: string | null }>(
        `SELECT q.i, CASE WHEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = q.word) THEN q.word
                     ELSE (SELECT w.word FROM search_words w WHERE w.word % q.word
                           ORDER BY similarity(w.word, q.word) DESC, w.word LIMIT 1) END AS word
         FROM unnest($1::text[]) WITH ORDINALITY AS q(word, i)`,
        [words],
        { prepare: true },
      );
      const byIndex = new Map(rows.map((row) => [Number(row.i), row.word]));
      return words.map((_, i) => byIndex.get(i + 1) ?? null);
    },

    async titleWords(words, keys) {
      // Title words of one sound are few (spellings of one word); the cap only guards against a key shared by many.
      const rows = await db.query<{ phonetic: string | null; word: string }>(
        `WITH sound AS MATERIALIZED (SELECT phonetic, word FROM search_words WHERE phonetic = ANY($1::text[]) LIMIT 200)
         SELECT phonetic, word FROM sound
         UNION ALL SELECT NULL, word FROM search_words WHERE word = ANY($2::text[])
         UNION ALL SELECT NULL, w.word FROM sound s, unnest($3::text[]) AS e(ending), search_words w
                   WHERE w.word = s.word || e.ending`,
        [keys, words, WORD_ENDINGS],
        { prepare: true },
      );
      const known = new Set<string>();
      const bySound = new Map<string, string[]>();
      for (const { phonetic, word } of rows) {
        if (phonetic === null) known.add(word);
        else bySound.set(phonetic, [...(bySound.get(phonetic) ?? []), word]);
      }
      return { known, bySound };
    },

    async unchangedSince(searches, shownIds, since) {
      const p = new Params();
      const after = `${p.add(since)}::timestamptz`;
      // The ads changed since, newest change first from ads_changed_idx, at most CHANGES_CHECKED of them (the order
      // and the limit keep PostgreSQL on that index whatever it estimates): any of them matching any of the
      // searches, in whatever status now (a match taken down changes the counts), means the result may differ, and
      // so do more changes than that.
      const matches = searches.map((criteria) => `(${['true', ...matching(criteria, p)].join(' AND ')})`);
      const [row] = await db.query<{ unchanged: boolean; at: Date }>(
        `WITH changed AS MATERIALIZED (
           SELECT * FROM ads WHERE changed_at > ${after} ORDER BY changed_at DESC LIMIT ${p.add(CHANGES_CHECKED + 1)})
         SELECT now() AS at, (SELECT count(*) FROM changed) <= ${p.add(CHANGES_CHECKED)}
           AND NOT EXISTS (SELECT 1 FROM changed a WHERE ${matches.join(' OR ') || 'false'})
           AND (SELECT count(*) FROM ads a WHERE a.id = ANY(${p.add(shownIds)}::bigint[]) AND a.status = 'published'
                AND a.changed_at <= ${after}) = ${p.add(shownIds.length)} AS unchanged`,
        p.values,
      );
      return row?.unchanged === true ? row.at : null;
    },
  };
  return index;
}
