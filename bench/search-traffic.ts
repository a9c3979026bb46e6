// Traffic that looks like real visitors, for `npm run bench:search -- --mode long-tail|all-different`:
// tens of thousands of different searches built from the catalogue and the words of real titles, drawn Zipf-like
// (a few searches very often, most rarely), and a stream of ad publishes and edits running meanwhile.
import { tokenizeSearchText } from '../core/search/text.ts';
import { createSearchState, type SearchState } from '../core/search/state.ts';
import type { Database } from '../server/adapters/database.ts';
import { catalogueIndex } from '../server/modules/catalog/index.ts';
import { buildAd, insertAds } from '../server/seed/factories.ts';
import { createRandom, type Random } from '../server/seed/random.ts';

/**
 * The vocabulary of real titles: words of a sample of published titles, most frequent first (those people search
 * with most), with numbers and one-letter words left out.
 */
async function titleVocabulary(db: Database, size: number): Promise<string[]> {
  const rows = await db.query<{ title: string }>(
    "SELECT title FROM ads WHERE status = 'published' ORDER BY id DESC LIMIT 30000",
  );
  const counts = new Map<string, number>();
  for (const { title } of rows)
    for (const word of tokenizeSearchText(title))
      if (Array.from(word).length >= 3 && !/[0-9]/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, size)
    .map(([word]) => word);
}

/** Banglish words as people type them, so that the sound lookup is part of the traffic. */
const BANGLISH = ['gari', 'chakri', 'mobail', 'frij', 'basha vara', 'jomi', 'bari', 'shari', 'laptop', 'bike'];

/**
 * At least `count` different searches, in the order of how often they are searched (the Zipf rank): browsing of
 * categories and places, words alone and in places and categories, Banglish, and second and third pages.
 */
export async function buildSearches(db: Database, count: number, seed = 19): Promise<SearchState[]> {
  const random = createRandom(seed);
  const words = [...BANGLISH, ...(await titleVocabulary(db, 3000))];
  const categories = catalogueIndex.catalogue.categories.filter((c) => !c.deactivated).map((c) => c.slug);
  const places = catalogueIndex.catalogue.locations
    .filter((l) => l.level === 'division' || l.level === 'district')
    .map((l) => l.slug);
  // Popular words and places are drawn more often: a word's chance falls with its rank.
  const word = () => words[Math.floor((words.length * random.int(0, 999) ** 3) / 1e9)] as string;
  const place = (r: Random) => (r.chance(0.5) ? (r.pick(places) as string) : null);
  const seen = new Set<string>();
  const searches: SearchState[] = [];
  for (let attempts = 0; searches.length < count && attempts < count * 20; attempts++) {
    const kind = random.int(0, 9);
    const page = random.chance(0.8) ? 1 : random.int(2, 3);
    const state =
      kind < 2
        ? createSearchState({ category: random.pick(categories), location: place(random), page })
        : createSearchState({
            query: kind < 8 ? word() : `${word()} ${word()}`,
            category: kind === 9 ? random.pick(categories) : null,
            location: place(random),
            sort: random.chance(0.3) ? 'relevance' : 'date_desc',
            page,
          });
    const key = JSON.stringify(state);
    if (seen.has(key)) continue;
    seen.add(key);
    searches.push(state);
  }
  return searches;
}

/** Draws indexes 0…n-1 with chance proportional to 1 / (rank + 1): a Zipf law of exponent 1. */
export function zipf(n: number, random: Random): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) cumulative.push((total += 1 / (i + 1)));
  return () => {
    const target = (random.int(0, 999_999) / 1_000_000) * total;
    let [low, high] = [0, n - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/**
 * Publishes and edits ads while a measurement runs: `perSecond` writes a second, alternately a new published ad
 * (in a random category, titled from the vocabulary) and an edit of the title of a recent published ad. Returns a
 * function that stops the stream and says how many writes were made.
 */
export function writeStream(db: Database, perSecond: number, seed = 7): () => Promise<number> {
  const random = createRandom(seed);
  const categories = catalogueIndex.catalogue.categories.filter((c) => !c.deactivated && c.parentId !== -1);
  let writes = 0;
  let sellerId: number | null = null;
  const write = async () => {
    if (writes % 2 === 0) {
      sellerId ??= (await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1'))[0]?.id ?? null;
      if (sellerId === null) return;
      const category = random.pick(categories);
      await insertAds(db, [buildAd(sellerId, { title: `Bench ad ${writes}`, categoryId: category.id })]);
    } else {
      await db.query(
        `UPDATE ads SET title = title || ' ·' WHERE id = (
           SELECT id FROM ads WHERE status = 'published' ORDER BY published_at DESC LIMIT 1 OFFSET $1)`,
        [random.int(0, 500)],
      );
    }
    writes += 1;
  };
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(write).catch(() => undefined);
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await running;
    return writes;
  };
}
