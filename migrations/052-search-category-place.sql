-- Searches narrowed to a category and a place (issue 19, decision 215). With an index of each alone, PostgreSQL took
-- every published ad of the place and tested each for the category and the words: "apple" among Apple phones in the
-- Barishal division read 24,000 ads of the division to find 106 (256 ms on a million ads). Both together name the
-- few ads at once, and in date order for one category and one place.
CREATE INDEX ads_search_category_location_idx ON ads (category_id, location_id, published_at DESC, id DESC)
  WHERE status = 'published';
