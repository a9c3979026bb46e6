-- The search's GIN indexes without a pending list (issue 19, decision 216). By default GIN puts new entries in a
-- pending list, up to 4 MB, merged into the index later (by autovacuum or when full), and every search reads that
-- whole list besides the index. On a million ads after a day of writes the list held 290 pages (3,866 ads): each
-- text search read them all ("zebra", no match: 1.3 ms, 0.02 ms after; "gari brand": a 53 ms bitmap, 37 ms after),
-- and PostgreSQL, counting them in, judged the text index dearer than it is. Ads are written a few times a second
-- and searched hundreds of times: each write now puts its words in the index itself, and what is already pending
-- goes into the index now.
DO $$
DECLARE
  index_name text;
BEGIN
  FOREACH index_name IN ARRAY ARRAY['ads_search_document_idx', 'ads_top_ad_words_idx', 'ads_spotlight_words_idx',
                                    'ads_search_properties_idx', 'search_words_trgm_idx'] LOOP
    EXECUTE format('ALTER INDEX %I SET (fastupdate = off)', index_name);
    PERFORM gin_clean_pending_list(index_name::regclass);
  END LOOP;
END $$;
