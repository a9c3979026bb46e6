-- An ad that repeats one of its seller's own live or recent ads, posted anyway (decision 264): the
-- ad it repeats, set with the duplicate flag by the checks at each submission. While such an ad waits for review or
-- for its listing fee it takes no slot of the posting quota (server/modules/ads/live.ts); approved, it counts.
ALTER TABLE ads ADD COLUMN repeats_ad_id bigint REFERENCES ads (id) ON DELETE SET NULL;
