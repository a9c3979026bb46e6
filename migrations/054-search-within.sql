-- Text searches narrowed to a place or a category (issue 19, decision 220). Each ad keeps the path of its place and
-- of its category (the node and every one above it, the root first), and one GIN index holds an ad's words with
-- both paths, so that "rent in Khulna division" asks the index for the ads holding the words and the division at
-- once. With the words alone in the index, PostgreSQL fetched either every ad of the place to test its words or
-- every ad with the words to test its place ("phone" in Patuakhali: 3,993 ads read to find 410; "rent" in a
-- division: 11,000).

-- The path of a place or category, the root first (a node is never its own ancestor: the catalogue is a tree).
CREATE FUNCTION location_path(location integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id, parent_id, depth) AS (
    SELECT id, parent_id, 0 FROM locations WHERE id = location
    UNION ALL
    SELECT l.id, l.parent_id, up.depth + 1 FROM locations l JOIN up ON l.id = up.parent_id)
  SELECT array_agg(id ORDER BY depth DESC) FROM up
$$;

CREATE FUNCTION category_path(category integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id, parent_id, depth) AS (
    SELECT id, parent_id, 0 FROM categories WHERE id = category
    UNION ALL
    SELECT c.id, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id)
  SELECT array_agg(id ORDER BY depth DESC) FROM up
$$;

-- Filled in by one rewrite of the table (a change of type with USING rewrites every row once and builds each index
-- afresh, where an UPDATE would add every row to every index one by one: over 15 minutes on a million ads).
ALTER TABLE ads ADD COLUMN location_path integer[], ADD COLUMN category_path integer[];
ALTER TABLE ads
  ALTER COLUMN location_path TYPE integer[] USING location_path(location_id),
  ALTER COLUMN category_path TYPE integer[] USING category_path(category_id);
ALTER TABLE ads ALTER COLUMN location_path SET NOT NULL, ALTER COLUMN category_path SET NOT NULL;

-- Every insert, and every update of the place or the category, by any module, sets the paths.
CREATE FUNCTION ads_set_paths() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.location_path := location_path(NEW.location_id);
  NEW.category_path := category_path(NEW.category_id);
  RETURN NEW;
END $$;

CREATE TRIGGER ads_set_paths BEFORE INSERT OR UPDATE OF location_id, category_id ON ads
  FOR EACH ROW EXECUTE FUNCTION ads_set_paths();

-- A place or category moved in the catalogue (a new release of its data) moves the ads under it.
CREATE FUNCTION locations_move_ads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads SET location_id = location_id WHERE location_path @> ARRAY[NEW.id];
  RETURN NULL;
END $$;

CREATE TRIGGER locations_move_ads AFTER UPDATE OF parent_id ON locations
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION locations_move_ads();

CREATE FUNCTION categories_move_ads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads SET category_id = category_id WHERE category_path @> ARRAY[NEW.id];
  RETURN NULL;
END $$;

CREATE TRIGGER categories_move_ads AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION categories_move_ads();

-- The words with the paths, in place of the index of the words alone (a search without a place or category reads
-- the first column only). Without a pending list, as the other text indexes (decision 216).
DROP INDEX ads_search_document_idx;
CREATE INDEX ads_search_within_idx ON ads USING gin (search_document, location_path, category_path)
  WITH (fastupdate = off) WHERE status = 'published';
