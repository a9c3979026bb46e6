-- Results by price, low to high and high to low, ads without a price last in both, then newest first (decision 254).
-- A page by price walks one of these B-tree indexes in its order and stops after the page: of all published ads, or
-- of one category (a leaf, written `category_id = $1`). A backward walk would put the ads without a price first, so
-- each order has its own index. The (category_id, price) index of migration 003 is replaced by the one of the same
-- columns in order, which still answers a price range within a category. Accepted by PostgreSQL 15 and PGlite.
DROP INDEX ads_search_price_idx;
CREATE INDEX ads_search_price_idx ON ads (category_id, price ASC NULLS LAST, published_at DESC, id DESC)
  WHERE status = 'published';
CREATE INDEX ads_search_price_desc_idx ON ads (category_id, price DESC NULLS LAST, published_at DESC, id DESC)
  WHERE status = 'published';
CREATE INDEX ads_price_asc_idx ON ads (price ASC NULLS LAST, published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX ads_price_desc_idx ON ads (price DESC NULLS LAST, published_at DESC, id DESC) WHERE status = 'published';
