// Which results pages search engines may index (decision 055, decision 253): read by the results page for its robots
// meta and by sitemap-places.xml for what it lists, so that a sitemap never names a page that says noindex.

/**
 * A results page is worth indexing when its canonical URL is a curated path (no query string but the page number)
 * and it has results.
 */
export function isIndexableSearch(canonical: string, total: number): boolean {
  if (total === 0) return false;
  const query = canonical.split('?')[1];
  return !query || /^page=\d+$/.test(query);
}
