-- Search (issue 4): the search document of every ad, its indexes, and published-ad counts per category and
-- location for facets. Accepted by PostgreSQL 15 and PGlite (PostgreSQL 18).
--
-- Neither has a Bengali text-search dictionary, and the word parser of to_tsvector splits Bengali words at vowel
-- signs under some locales. So words are cut by search_tokens, the same rule as core/search/text.ts
-- (normalizeSearchText + tokenizeSearchText), and lexemes are written as tsvector text, which no parser touches.
-- The document is a generated column: every insert or update of an ad, by any module, rewrites it in the same
-- statement, so a published or edited ad is searchable at once and a removed one gone at once.

-- NFC; old khanda ta (ত + hasant + ZWJ) → ৎ; Bengali digits → Western; ZWJ/ZWNJ removed; lower case; words are runs
-- of [0-9a-z] and the Bengali block.
CREATE FUNCTION search_tokens(input text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT array_remove(
    regexp_split_to_array(
      lower(translate(replace(normalize(input, NFC), E'\u09A4\u09CD\u200D', E'\u09CE'),
                      E'\u09E6\u09E7\u09E8\u09E9\u09EA\u09EB\u09EC\u09ED\u09EE\u09EF\u200C\u200D', '0123456789')),
      '[^0-9a-z\u0980-\u09FF]+'),
    '')
$$;

-- Title words weigh A, property values (brand, model, condition keys) B, the first 300 description words D.
-- relevance puts ads whose title holds every query word first (a tsquery restricted to weight A).
CREATE FUNCTION search_document(title text, properties jsonb, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(word || ':' || position || weight, ' '), '')::tsvector
  FROM (
    SELECT word, n AS position, 'A' AS weight
      FROM unnest(search_tokens(title)) WITH ORDINALITY AS t(word, n)
    UNION ALL
    SELECT word, 200 + n, 'B'
      FROM unnest(search_tokens(
        (SELECT string_agg(value, ' ') FROM jsonb_each_text(CASE WHEN jsonb_typeof(properties) = 'object'
                                                                THEN properties ELSE '{}' END))
      )) WITH ORDINALITY AS p(word, n)
    UNION ALL
    SELECT word, 400 + n, 'D'
      FROM unnest((search_tokens(description))[1:300]) WITH ORDINALITY AS d(word, n)
  ) AS words
$$;

ALTER TABLE ads
  ADD COLUMN search_document tsvector GENERATED ALWAYS AS (search_document(title, properties, description)) STORED;

-- Only published ads are ever searched: every search index is partial, which also keeps them small.
CREATE INDEX ads_search_document_idx ON ads USING gin (search_document) WHERE status = 'published';
CREATE INDEX ads_search_properties_idx ON ads USING gin (properties jsonb_path_ops) WHERE status = 'published';
CREATE INDEX ads_search_category_idx ON ads (category_id, published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX ads_search_location_idx ON ads (location_id, published_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX ads_search_price_idx ON ads (category_id, price) WHERE status = 'published';
-- Promotions in force, found by kind and then joined to the search.
CREATE INDEX ad_promotions_search_idx ON ad_promotions (kind, ad_id, starts_at, ends_at);

-- Published ads per (category, location), kept exact by statement triggers (ads_search_apply, below), so that
-- browsing a category or a place (the most common search, and what search engines crawl) gets its total and
-- facet counts without counting ads. Statement-level triggers with transition tables cost one grouped upsert per statement, so the
-- seed's 5,000-row inserts stay fast.
CREATE TABLE search_counts (
  category_id integer NOT NULL REFERENCES categories (id),
  location_id integer NOT NULL REFERENCES locations (id),
  count integer NOT NULL,
  PRIMARY KEY (category_id, location_id)
);

INSERT INTO search_counts (category_id, location_id, count)
SELECT category_id, location_id, count(*) FROM ads WHERE status = 'published' GROUP BY category_id, location_id;

-- The words of published titles, for correcting misspelt queries: a query word that matches nothing is replaced
-- by the most similar known word (trigram similarity over tens of thousands of words, not over a million titles).
-- Words are only added: a word whose ads are gone leads a correction to an empty result, which is harmless.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

INSERT INTO search_words (word)
SELECT DISTINCT w.word FROM ads, unnest(search_tokens(ads.title)) AS w(word)
WHERE ads.status = 'published' AND length(w.word) >= 3
ON CONFLICT DO NOTHING;

CREATE FUNCTION ads_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER ads_search_counts_insert AFTER INSERT ON ads REFERENCING NEW TABLE AS new_ads
  FOR EACH STATEMENT EXECUTE FUNCTION ads_search_apply();
CREATE TRIGGER ads_search_counts_update AFTER UPDATE ON ads REFERENCING OLD TABLE AS old_ads NEW TABLE AS new_ads
  FOR EACH STATEMENT EXECUTE FUNCTION ads_search_apply();
CREATE TRIGGER ads_search_counts_delete AFTER DELETE ON ads REFERENCING OLD TABLE AS old_ads
  FOR EACH STATEMENT EXECUTE FUNCTION ads_search_apply();
