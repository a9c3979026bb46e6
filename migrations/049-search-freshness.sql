-- Search freshness without a shared counter (issue 19, decision 206). The search generation (migration 010) moved
-- with every visible change to any published ad, picture, promotion, shop name or badge: under a write a second
-- every change emptied every process's search caches, and every writer waited on its one row. Caches now keep a
-- result FRESH_MS and check on each hit that the ads it shows are still published (server/modules/search/
-- result-cache.ts), so the generation, its triggers and the writers' lock go.
DROP TRIGGER ad_images_search_generation ON ad_images;
DROP TRIGGER ad_promotions_search_generation ON ad_promotions;
DROP TRIGGER shops_search_generation ON shops;
DROP TRIGGER users_search_generation ON users;
DROP TRIGGER phone_numbers_search_generation ON phone_numbers;
DROP FUNCTION search_generation_bump();

-- ads_search_apply as migration 011 left it, less the generation.
CREATE OR REPLACE FUNCTION ads_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

DROP TABLE search_generation;

-- A signed-in person who changed one of their ads within FRESH_MS is searched for afresh (changedOwnAdSince in
-- server/modules/ads/service.ts): one look-up per search of a signed-in person, through this index.
CREATE INDEX ads_user_updated_idx ON ads (user_id, updated_at);
