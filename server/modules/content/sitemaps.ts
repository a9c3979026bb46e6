// sitemap.xml: an index of chunked sitemaps, every URL in bn with its bn/en alternates (xhtml:link hreflang) and,
// where a true date is known, its lastmod (decision 253). Chunks: the content pages, the results pages of a
// category, a place or both that the results pages themselves call indexable, and published ads, at most 50,000 URLs per file (the sitemaps
// protocol's limit). Shops have no page yet, so they are not listed.
import { LOCALES, type Locale } from '../../../core/catalogue.ts';
import { CONTENT_PAGES, pagePath } from '../../../core/content-pages.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import { isIndexableSearch } from '../../../core/search/indexable.ts';
import { createSearchState } from '../../../core/search/state.ts';
import type { Queryable } from '../../adapters/database.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { HELP_INDEX_PATH, helpPageNames } from './help-index.ts';
import { getPageText } from './service.ts';

/** The sitemaps protocol's limit of URLs in one file. */
export const URLS_PER_SITEMAP = 50_000;
/** Each ad is listed once per language. */
export const ADS_PER_SITEMAP = URLS_PER_SITEMAP / LOCALES.length;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page in both languages: `pathOf(locale)` is its path in that language; `lastmod` when it changed last. */
interface SitemapPage {
  pathOf: (locale: Locale) => string;
  lastmod: Date | null;
}

function urlset(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map(({ pathOf, lastmod }) => {
    const links = LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + pathOf(l))}"/>`,
    ).join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return LOCALES.map((l) => `<url><loc>${escapeXml(origin + pathOf(l))}</loc>${modified}${links}</url>`).join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** When a published ad last changed: published (or bumped), or edited since. */
const AD_LASTMOD = 'greatest(published_at, updated_at)';

/** The names of the chunks, for the index. */
export async function sitemapNames(db: Queryable, perChunk = ADS_PER_SITEMAP): Promise<string[]> {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM ads WHERE status = 'published'");
  const chunks = Math.ceil((row?.count ?? 0) / perChunk);
  return ['pages', 'places', ...Array.from({ length: chunks }, (_, i) => `ads-${i + 1}`)];
}

export async function sitemapIndex(db: Queryable, origin: string, perChunk = ADS_PER_SITEMAP): Promise<string> {
  const entries = (await sitemapNames(db, perChunk)).map(
    (name) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${name}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</sitemapindex>
`;
}

const newest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

/**
 * The home page (as new as the newest ad), the HTML sitemap, the help index and the content pages (as new as an
 * admin's last edit; the shipped texts have no date worth giving).
 */
async function contentPages(db: Queryable): Promise<SitemapPage[]> {
  const [latest] = await db.query<{ at: Date | null }>(
    `SELECT max(${AD_LASTMOD}) AS at FROM ads WHERE status = 'published'`,
  );
  const edited = new Map(
    await Promise.all(
      CONTENT_PAGES.map(async (page) => {
        const { updatedAt } = await getPageText(db, page.name);
        return [page.name, updatedAt ? new Date(updatedAt) : null] as const;
      }),
    ),
  );
  return [
    { pathOf: (l) => `/${l}`, lastmod: latest?.at ? new Date(latest.at) : null },
    { pathOf: (l) => `/${l}/sitemap`, lastmod: null },
    { pathOf: (l) => `/${l}/${HELP_INDEX_PATH}`, lastmod: newest(helpPageNames.map((n) => edited.get(n) ?? null)) },
    ...CONTENT_PAGES.map((page) => ({
      pathOf: (l: Locale) => pagePath(page, l),
      lastmod: edited.get(page.name) ?? null,
    })),
  ];
}

/**
 * Every results page of a category, a place or both, with its published ads' count and newest change: each ad
 * counts in its category and every one above it, in its place and every one above it (as the results pages count).
 */
async function placePages(db: Queryable): Promise<SitemapPage[]> {
  const index = catalogueIndex;
  const rows = await db.query<{ category_id: number; location_id: number; count: number; at: Date }>(
    `SELECT category_id, location_id, count(*)::int AS count, max(${AD_LASTMOD}) AS at
     FROM ads WHERE status = 'published' GROUP BY category_id, location_id`,
  );
  const totals = new Map<string, { count: number; at: Date }>();
  for (const row of rows) {
    const category = index.categoryById(row.category_id);
    const location = index.locationById(row.location_id);
    if (!category || !location) continue;
    const places = [null, ...index.locationAncestors(location).filter((l) => l.level !== 'country')];
    for (const c of [null, ...index.categoryAncestors(category)]) {
      for (const l of places) {
        const key = `${c?.slug ?? ''}/${l?.slug ?? ''}`;
        const total = totals.get(key) ?? { count: 0, at: new Date(0) };
        const at = new Date(row.at);
        totals.set(key, { count: total.count + row.count, at: at > total.at ? at : total.at });
      }
    }
  }
  const categories = [null, ...index.catalogue.categories.filter((c) => !c.deactivated)];
  const places = [null, ...index.catalogue.locations.filter((l) => l.level !== 'country')];
  return categories.flatMap((category) =>
    places.flatMap((place): SitemapPage[] => {
      const filters = { category: category?.slug ?? null, location: place?.slug ?? null };
      const pathOf = (l: Locale) => buildSearchUrl(createSearchState({ locale: l, ...filters }), index);
      const total = totals.get(`${filters.category ?? ''}/${filters.location ?? ''}`);
      // The page's own rule for its robots meta (app/search): only the indexable ones are listed.
      if (!total || !isIndexableSearch(pathOf('bn'), total.count)) return [];
      return [{ pathOf, lastmod: total.at }];
    }),
  );
}

/** One chunk, or null for a name the index does not list. */
export async function sitemapChunk(
  db: Queryable,
  origin: string,
  name: string,
  perChunk = ADS_PER_SITEMAP,
): Promise<string | null> {
  if (name === 'pages') return urlset(origin, await contentPages(db));
  if (name === 'places') return urlset(origin, await placePages(db));
  const chunk = /^ads-(\d+)$/.exec(name);
  if (!chunk) return null;
  const number = Number(chunk[1]);
  const rows = await db.query<{ slug: string; at: Date }>(
    `SELECT slug, ${AD_LASTMOD} AS at FROM ads WHERE status = 'published' ORDER BY id LIMIT $1 OFFSET $2`,
    [perChunk, (number - 1) * perChunk],
  );
  if (number < 1 || rows.length === 0) return null;
  return urlset(
    origin,
    rows.map((row) => ({ pathOf: (l: Locale) => `/${l}/ad/${row.slug}`, lastmod: new Date(row.at) })),
  );
}

/**
 * robots.txt: everything public may be crawled; account, admin, posting pages and the API may not, but for the login
 * page, which people look for by name (decision 205; the longest matching rule wins).
 */
export function robotsTxt(origin: string): string {
  const privatePaths = ['my/', 'admin/', 'users/', 'post-ad', 'chat', 'password-update'];
  return [
    'User-agent: *',
    'Allow: /',
    ...LOCALES.map((l) => `Allow: /${l}/users/login`),
    'Disallow: /data/',
    ...LOCALES.flatMap((l) => privatePaths.map((p) => `Disallow: /${l}/${p}`)),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
