-- Extra pictures (issue 14, decision 143): extra_images is sold per category group like the other promotions, and a
-- paid purchase remembers how many pictures it added to its ad. Accepted by PostgreSQL 15 and PGlite.

ALTER TABLE promotion_products DROP CONSTRAINT promotion_products_kind_check;
ALTER TABLE promotion_products ADD CONSTRAINT promotion_products_kind_check
  CHECK (kind IN ('top_ad', 'urgent_ad', 'bump_up', 'spotlight', 'featured_ad', 'urgent_bundle', 'extra_images'));

-- The pictures a paid extra_images added to the ad (its product's count when bought: a later price change by an
-- admin does not change what was bought). 0 for every other kind.
ALTER TABLE promotions ADD COLUMN extra_pictures integer NOT NULL DEFAULT 0 CHECK (extra_pictures >= 0);

-- count = pictures added; duration = hours, the ad's life (60 days): the pictures stay with the ad after it.
INSERT INTO promotion_products (variant_identifier, kind, category_group, amount_poisha, duration, count, sort_order)
VALUES
  ('extra_images-5-general', 'extra_images', 'general', 5000, 1440, 5, 11),
  ('extra_images-5-electronics', 'extra_images', 'electronics', 6000, 1440, 5, 11),
  ('extra_images-5-vehicles', 'extra_images', 'vehicles', 10000, 1440, 5, 11),
  ('extra_images-5-property', 'extra_images', 'property', 12000, 1440, 5, 11),
  ('extra_images-5-jobs', 'extra_images', 'jobs', 5000, 1440, 5, 11),
  ('extra_images-10-general', 'extra_images', 'general', 9000, 1440, 10, 12),
  ('extra_images-10-electronics', 'extra_images', 'electronics', 10000, 1440, 10, 12),
  ('extra_images-10-vehicles', 'extra_images', 'vehicles', 18000, 1440, 10, 12),
  ('extra_images-10-property', 'extra_images', 'property', 20000, 1440, 10, 12),
  ('extra_images-10-jobs', 'extra_images', 'jobs', 9000, 1440, 10, 12);
