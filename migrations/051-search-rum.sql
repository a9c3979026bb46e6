-- Text searches newest first from the index (issue 19, decision 211). With GIN, "newest ads that say X" either walks
-- every published ad by date, reading each wide row to test its words (a rare word: half a second on a million ads),
-- or fetches every match to sort it (a common word: tens of thousands of rows). RUM keeps each ad's publication time
-- beside its words, so the index itself answers matches in date order (ORDER BY published_at <=| far future).
-- Where the extension is not installed (the embedded database; PostgreSQL without Debian's postgresql-15-rum), the
-- search keeps to GIN (server/modules/search/postgres-search-index.ts asks whether this index exists).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    CREATE INDEX IF NOT EXISTS ads_search_rum_idx ON ads
      USING rum (search_document rum_tsvector_addon_ops, published_at)
      WITH (attach = 'published_at', to = 'search_document')
      WHERE status = 'published';
  END IF;
END $$;
