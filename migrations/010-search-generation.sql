-- The search generation: a number that changes in the same transaction as anything a search result shows (issue
-- 4). Each server process caches search results under the generation they were computed at, so a cached result
-- is never served after a change: a newly published or edited ad is found at once, a removed one gone at once.
-- Writes that no search shows (drafts, pending ads, columns outside the card) leave it alone, so they do not
-- empty the caches.
CREATE TABLE search_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  value bigint NOT NULL
);
INSERT INTO search_generation (id, value) VALUES (true, 1);

CREATE FUNCTION search_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_generation SET value = value + 1;
  RETURN NULL;
END
$$;

-- Ads: bumped by an insert or delete of a published ad, and by an update where a published ad (before or after)
-- changed a column that search matches or a card shows. Runs in ads_search_apply (migration 003), which has the
-- rows at hand.
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
    shown := EXISTS (
      SELECT 1 FROM old_ads o JOIN new_ads n ON n.id = o.id
      WHERE (o.status = 'published' OR n.status = 'published')
        AND (o.status, o.slug, o.user_id, o.shop_id, o.category_id, o.location_id, o.type, o.title, o.description,
             o.price, o.price_negotiable, o.properties, o.is_doorstep_delivery, o.published_at)
            IS DISTINCT FROM
            (n.status, n.slug, n.user_id, n.shop_id, n.category_id, n.location_id, n.type, n.title, n.description,
             n.price, n.price_negotiable, n.properties, n.is_doorstep_delivery, n.published_at));
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

-- What cards show from other tables: pictures, promotions, shops, seller badges. These change rarely; any change
-- bumps.
CREATE TRIGGER ad_images_search_generation AFTER INSERT OR UPDATE OR DELETE ON ad_images
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
CREATE TRIGGER ad_promotions_search_generation AFTER INSERT OR UPDATE OR DELETE ON ad_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
CREATE TRIGGER shops_search_generation AFTER UPDATE OF slug, name OR DELETE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
CREATE TRIGGER users_search_generation AFTER UPDATE OF is_member, is_authorized_dealer ON users
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
CREATE TRIGGER phone_numbers_search_generation AFTER INSERT OR UPDATE OF verified_at OR DELETE ON phone_numbers
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
