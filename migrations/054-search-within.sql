-- Text searches narrowed to a place or a category (issue 19, decision 220). Each ad keeps the path of its place and
-- of its category (the node and every one above it, the root first), and one GIN index holds an ad's words with
-- both paths, so that "rent in Khulna division" asks the index for the ads holding the words and the division at
-- once. With the words alone in the index, PostgreSQL fetched either every ad of the place to test its words or
-- every ad with the words to test its place ("phone" in Patuakhali: 3,993 ads read to find 410; "rent" in a
-- division: 11,000).

-- The path of a place (of `catalogue` 'locations') or a category ('categories'), the root first (a node is never
-- its own ancestor: the catalogue is a tree).
CREATE FUNCTION catalogue_path(catalogue text, node integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  WITH RECURSIVE nodes AS (
    SELECT id, parent_id FROM locations WHERE catalogue = 'locations'
    UNION ALL
    SELECT id, parent_id FROM categories WHERE catalogue = 'categories'
  ), up(id, parent_id, depth) AS (
    SELECT id, parent_id, 0 FROM nodes WHERE id = node
    UNION ALL
    SELECT n.id, n.parent_id, up.depth + 1 FROM nodes n JOIN up ON n.id = up.parent_id)
  SELECT array_agg(id ORDER BY depth DESC) FROM up
$$;

-- Filled in by one rewrite of the table (a change of type with USING rewrites every row once and builds each index
-- afresh, where an UPDATE would add every row to every index one by one: over 15 minutes on a million ads).
ALTER TABLE ads ADD COLUMN location_path integer[], ADD COLUMN category_path integer[];
ALTER TABLE ads
  ALTER COLUMN location_path TYPE integer[] USING catalogue_path('locations', location_id),
  ALTER COLUMN category_path TYPE integer[] USING catalogue_path('categories', category_id);
ALTER TABLE ads ALTER COLUMN location_path SET NOT NULL, ALTER COLUMN category_path SET NOT NULL;

-- Every insert, and every update of the place or the category, by any module, sets the paths.
CREATE FUNCTION ads_set_paths() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.location_path := catalogue_path('locations', NEW.location_id);
  NEW.category_path := catalogue_path('categories', NEW.category_id);
  RETURN NEW;
END $$;

CREATE TRIGGER ads_set_paths BEFORE INSERT OR UPDATE OF location_id, category_id ON ads
  FOR EACH ROW EXECUTE FUNCTION ads_set_paths();

-- A place or category moved in the catalogue (a new release of its data) moves the ads under it.
CREATE FUNCTION catalogue_move_ads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'locations' THEN
    UPDATE ads SET location_id = location_id WHERE location_path @> ARRAY[NEW.id];
  ELSE
    UPDATE ads SET category_id = category_id WHERE category_path @> ARRAY[NEW.id];
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER locations_move_ads AFTER UPDATE OF parent_id ON locations
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION catalogue_move_ads();
CREATE TRIGGER categories_move_ads AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION catalogue_move_ads();

-- The category lexemes of the document (migration 014) for the category and every one above it, so that a query
-- naming a category with many within it ("chakri": the jobs, 17 categories) is one lexeme of the search, not one per
-- category within. A generated column's expression cannot be changed: the column and its indexes are made again.
CREATE FUNCTION search_document(title text, properties jsonb, description text, category_path integer[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_document(title, properties, description)
         || coalesce((SELECT string_agg('_c' || id || ':1B', ' ') FROM unnest(category_path) AS id), '')::tsvector
$$;

ALTER TABLE ads DROP COLUMN search_document;
DROP FUNCTION search_document(text, jsonb, text, integer);
ALTER TABLE ads ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (search_document(title, properties, description, category_path)) STORED;

-- The words with the paths, in place of the index of the words alone (a search without a place or category reads
-- the first column only); and again the indexes of the promoted ads' words (migration 014) and RUM (migration 051).
-- None keeps a pending list (decision 216).
CREATE INDEX ads_search_within_idx ON ads USING gin (search_document, location_path, category_path)
  WITH (fastupdate = off) WHERE status = 'published';
CREATE INDEX ads_top_ad_words_idx ON ads USING gin (search_document)
  WITH (fastupdate = off) WHERE status = 'published' AND top_ad_until IS NOT NULL;
CREATE INDEX ads_spotlight_words_idx ON ads USING gin (search_document)
  WITH (fastupdate = off) WHERE status = 'published' AND spotlight_until IS NOT NULL;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    CREATE INDEX ads_search_rum_idx ON ads
      USING rum (search_document rum_tsvector_addon_ops, published_at)
      WITH (attach = 'published_at', to = 'search_document')
      WHERE status = 'published';
  END IF;
END $$;
