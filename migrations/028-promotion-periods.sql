-- When each bought promotion was in force (issue 14), as the statistics module reads it (issue 14 item 4): the
-- promotions module's read interface, so that ad statistics never read its tables. ad_promotions holds only the
-- effects in force now (the promotions job adds and removes them), so a promotion's history is read from here.
CREATE VIEW promotion_periods AS
SELECT id AS promotion_id, ad_id, kind, starts_at, least(ends_at, coalesce(cancelled_at, ends_at)) AS ends_at
FROM promotions
WHERE cancelled_at IS NULL OR cancelled_at > starts_at;
