// sitemap.xml: an index of chunked sitemaps, every URL in bn with its bn/en alternates
// (xhtml:link hreflang). Chunks: the content pages, categories × places, and published ads at most 50,000 per file
// (the sitemaps protocol's limit). Shops have no page yet, so they are not listed.
import { LOCALES, type Locale } from '../../../core/catalogue.ts';
import { CONTENT_PAGES, pagePath } from '../../../core/content-pages.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import { createSearchState } from '../../../core/search/state.ts';
import type { Queryable } from '../../adapters/database.ts';
import { catalogueIndex } from '../catalog/index.ts';

export const ADS_PER_SITEMAP = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page in both languages: `pathOf(locale)` is its path in that language. */
type Alternates = (locale: Locale) => string;

function urlset(origin: string, pages: readonly Alternates[]): string {
  const urls = pages.map((pathOf) => {
    const links = LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + pathOf(l))}"/>`,
    ).join('');
    return LOCALES.map((l) => `<url><loc>${escapeXml(origin + pathOf(l))}</loc>${links}</url>`).join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

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

/** One chunk, or null for a name the index does not list. */
export async function sitemapChunk(
  db: Queryable,
  origin: string,
  name: string,
  perChunk = ADS_PER_SITEMAP,
): Promise<string | null> {
  if (name === 'pages') {
    return urlset(origin, [
      (l) => `/${l}`,
      (l) => `/${l}/sitemap`,
      ...CONTENT_PAGES.map((page) => (l: Locale) => pagePath(page, l)),
    ]);
  }
  if (name === 'places') {
    const index = catalogueIndex;
    const categories = index.catalogue.categories.filter((c) => !c.deactivated);
    const places = index.catalogue.locations.filter((l) => l.level !== 'country');
    const pages: Alternates[] = [];
    for (const category of categories) {
      pages.push((l) => buildSearchUrl(createSearchState({ locale: l, category: category.slug }), index));
      for (const place of places) {
        pages.push((l) =>
          buildSearchUrl(createSearchState({ locale: l, category: category.slug, location: place.slug }), index),
        );
      }
    }
    return urlset(origin, pages);
  }
  const chunk = /^ads-(\d+)$/.exec(name);
  if (!chunk) return null;
  const number = Number(chunk[1]);
  const rows = await db.query<{ slug: string }>(
    `SELECT slug FROM ads WHERE status = 'published' ORDER BY id LIMIT $1 OFFSET $2`,
    [perChunk, (number - 1) * perChunk],
  );
  if (number < 1 || rows.length === 0) return null;
  return urlset(
    origin,
    rows.map((row) => (l: Locale) => `/${l}/ad/${row.slug}`),
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
