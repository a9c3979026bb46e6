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

-- What a card shows or a search filters on from other rows marks the ads it belongs to: a seller's badges (member,
-- authorised dealer, featured member) and a shop's name and slug. Transition tables cannot go with a column
-- list, so these run on every update of a user or shop and compare the columns.
CREATE FUNCTION users_mark_ads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads a SET changed_at = clock_timestamp()
  FROM old_users o JOIN new_users n ON n.id = o.id
  WHERE a.user_id = n.id
    AND (o.is_member, o.is_authorized_dealer, o.is_featured_member)
        IS DISTINCT FROM (n.is_member, n.is_authorized_dealer, n.is_featured_member);
  RETURN NULL;
END $$;

CREATE TRIGGER users_mark_ads_changed AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_mark_ads_changed();

CREATE FUNCTION shops_mark_ads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads a SET changed_at = clock_timestamp()
  FROM old_shops o JOIN new_shops n ON n.id = o.id
  WHERE a.shop_id = n.id AND (o.slug, o.name) IS DISTINCT FROM (n.slug, n.name);
  RETURN NULL;
END $$;

CREATE TRIGGER shops_mark_ads_changed AFTER UPDATE ON shops
  REFERENCING OLD TABLE AS old_shops NEW TABLE AS new_shops
  FOR EACH STATEMENT EXECUTE FUNCTION shops_mark_ads_changed();
