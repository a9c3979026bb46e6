-- When each ad last changed, by the database's clock (issue 19, decision 210): a cached search result older than
-- FRESH_MS stays in use while no ad it matches or shows has changed since it was computed (server/modules/search/
-- result-cache.ts), one look-up through the few ads changed lately rather than a new search. `updated_at` cannot
-- serve: several writes set it from the application's clock, and some writes leave it as it was.
ALTER TABLE ads ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();

-- A new ad takes the default; an update that does not set the column itself takes the moment of the write.
CREATE FUNCTION ads_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.changed_at = OLD.changed_at THEN
    NEW.changed_at := clock_timestamp();
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER ads_mark_changed BEFORE UPDATE ON ads FOR EACH ROW EXECUTE FUNCTION ads_mark_changed();

CREATE INDEX ads_changed_idx ON ads (changed_at);
