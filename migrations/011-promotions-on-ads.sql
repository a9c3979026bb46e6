-- Promotions on the ads they promote (issue 4). A search for urgent ads (or ads of featured members) started from
-- every such promotion in force, tens of thousands over a million ads, and looked up each ad to test its place and
-- category; the top ads and spotlights of a search tested a promotion for each matching ad until enough were found,
-- hundreds of thousands of ads for a common word. Each ad now carries, per kind, the latest end of its promotions of
-- that kind, and small partial indexes list the published ads that have one: urgent and featured ads newest first
-- (the order a filtered page shows), top ads and spotlights by words, category and place (where a search draws
-- them from). Searches test `<kind>_until > now()` through them, then confirm the promotion in force (a promotion
-- may start later than it was bought).
ALTER TABLE ads
  ADD COLUMN top_ad_until timestamptz,
  ADD COLUMN spotlight_until timestamptz,
  ADD COLUMN urgent_until timestamptz,
  ADD COLUMN featured_until timestamptz;

-- ads_search_apply (migration 010) compared old and new rows with a join of the two transition tables, which
-- PostgreSQL plans as a nested loop: an UPDATE of tens of thousands of ads that changes nothing searches show (this
-- migration's backfill) spilled the tables to disk and rescanned them for each row, for many minutes. Two EXCEPTs
-- find the changed rows by hashing instead; as in IS DISTINCT FROM, NULLs compare equal.
CREATE OR REPLACE FUNCTION ads_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean;
BEGIN
  -- The generation first, as in every trigger here, so that writers take their locks in one order. Each branch
  -- names only the transition tables its operation has.
  IF TG_OP = 'INSERT' THEN
    shown := EXISTS (SELECT 1 FROM new_ads WHERE status = 'published');
  ELSIF TG_OP = 'DELETE' THEN
    shown := EXISTS (SELECT 1 FROM old_ads WHERE status = 'published');
  ELSE
    -- A row whose shown columns changed is in old EXCEPT new (as it was) and in new EXCEPT old (as it is).
    shown := EXISTS (
      SELECT 1 FROM (
        (SELECT id, status, slug, user_id, shop_id, category_id, location_id, type, title, description, price,
                price_negotiable, properties, is_doorstep_delivery, published_at FROM old_ads
         EXCEPT
         SELECT id, status, slug, user_id, shop_id, category_id, location_id, type, title, description, price,
                price_negotiable, properties, is_doorstep_delivery, published_at FROM new_ads)
        UNION ALL
        (SELECT id, status, slug, user_id, shop_id, category_id, location_id, type, title, description, price,
                price_negotiable, properties, is_doorstep_delivery, published_at FROM new_ads
         EXCEPT
         SELECT id, status, slug, user_id, shop_id, category_id, location_id, type, title, description, price,
                price_negotiable, properties, is_doorstep_delivery, published_at FROM old_ads)
      ) changed
      WHERE changed.status = 'published');
  END IF;
  IF shown THEN
    UPDATE search_generation SET value = value + 1;
  END IF;
  -- Rows are upserted in key order so that concurrent writers lock them in the same order (no deadlock).
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO search_counts (category_id, location_id, count)
    SELECT category_id, location_id, -count(*) FROM old_ads WHERE status = 'published'
    GROUP BY category_id, location_id ORDER BY category_id, location_id
    ON CONFLICT (category_id, location_id) DO UPDATE SET count = search_counts.count + EXCLUDED.count;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO search_counts (category_id, location_id, count)
    SELECT category_id, location_id, count(*) FROM new_ads WHERE status = 'published'
    GROUP BY category_id, location_id ORDER BY category_id, location_id
    ON CONFLICT (category_id, location_id) DO UPDATE SET count = search_counts.count + EXCLUDED.count;
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM new_ads, unnest(search_tokens(new_ads.title)) AS w(word)
    WHERE new_ads.status = 'published' AND length(w.word) >= 3 ORDER BY w.word
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION ads_promotions_refresh(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE ads a
  SET top_ad_until = p.top_ad, spotlight_until = p.spotlight, urgent_until = p.urgent, featured_until = p.featured
  FROM (
    SELECT i.id,
           max(pr.ends_at) FILTER (WHERE pr.kind = 'top_ad') AS top_ad,
           max(pr.ends_at) FILTER (WHERE pr.kind = 'spotlight') AS spotlight,
           max(pr.ends_at) FILTER (WHERE pr.kind = 'urgent_ad') AS urgent,
           max(pr.ends_at) FILTER (WHERE pr.kind = 'featured_ad') AS featured
    FROM unnest(ids) AS i(id) LEFT JOIN ad_promotions pr ON pr.ad_id = i.id
    GROUP BY i.id
  ) p
  WHERE a.id = p.id
    AND (a.top_ad_until, a.spotlight_until, a.urgent_until, a.featured_until)
        IS DISTINCT FROM (p.top_ad, p.spotlight, p.urgent, p.featured);
$$;

-- Named to run after ad_promotions_search_generation (triggers of one event run in name order), so that writers
-- take the generation's lock before the ads' (migration 010).
CREATE FUNCTION ad_promotions_to_ads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ads_promotions_refresh(ARRAY(SELECT DISTINCT ad_id FROM new_promotions ORDER BY ad_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ads_promotions_refresh(ARRAY(SELECT DISTINCT ad_id FROM old_promotions ORDER BY ad_id));
  ELSE
    PERFORM ads_promotions_refresh(ARRAY(
      SELECT ad_id FROM new_promotions UNION SELECT ad_id FROM old_promotions ORDER BY ad_id));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER ad_promotions_to_ads_insert AFTER INSERT ON ad_promotions REFERENCING NEW TABLE AS new_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION ad_promotions_to_ads();
CREATE TRIGGER ad_promotions_to_ads_update AFTER UPDATE ON ad_promotions
  REFERENCING OLD TABLE AS old_promotions NEW TABLE AS new_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION ad_promotions_to_ads();
CREATE TRIGGER ad_promotions_to_ads_delete AFTER DELETE ON ad_promotions REFERENCING OLD TABLE AS old_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION ad_promotions_to_ads();

SELECT ads_promotions_refresh(ARRAY(SELECT DISTINCT ad_id FROM ad_promotions ORDER BY ad_id));

CREATE INDEX ads_top_ad_words_idx ON ads USING gin (search_document)
  WHERE status = 'published' AND top_ad_until IS NOT NULL;
CREATE INDEX ads_top_ad_category_idx ON ads (category_id, location_id)
  WHERE status = 'published' AND top_ad_until IS NOT NULL;
CREATE INDEX ads_top_ad_location_idx ON ads (location_id) WHERE status = 'published' AND top_ad_until IS NOT NULL;
CREATE INDEX ads_spotlight_words_idx ON ads USING gin (search_document)
  WHERE status = 'published' AND spotlight_until IS NOT NULL;
CREATE INDEX ads_spotlight_category_idx ON ads (category_id, location_id)
  WHERE status = 'published' AND spotlight_until IS NOT NULL;
CREATE INDEX ads_spotlight_location_idx ON ads (location_id)
  WHERE status = 'published' AND spotlight_until IS NOT NULL;
CREATE INDEX ads_urgent_idx ON ads (published_at DESC, id DESC) WHERE status = 'published' AND urgent_until IS NOT NULL;
CREATE INDEX ads_featured_idx ON ads (published_at DESC, id DESC)
  WHERE status = 'published' AND featured_until IS NOT NULL;
