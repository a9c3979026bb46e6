-- Promotions (issue 14, server/modules/promotions): the products sold and their prices per category group, the
-- promotions bought, and vouchers. Accepted by PostgreSQL 15 and PGlite.

-- Spec section 3 "Promotion product". Prices and durations are rows, so an admin changes them without a deploy
-- (/data/admin/promotion-products); the first prices are decision 106's.
CREATE TABLE promotion_products (
  variant_identifier text PRIMARY KEY CHECK (variant_identifier ~ '^[a-z0-9_-]{3,64}$'),
  kind text NOT NULL CHECK (kind IN ('top_ad', 'urgent_ad', 'bump_up', 'spotlight', 'featured_ad', 'urgent_bundle')),
  category_group text NOT NULL CHECK (category_group IN ('general', 'electronics', 'vehicles', 'property', 'jobs')),
  amount_poisha bigint NOT NULL CHECK (amount_poisha >= 100),
  -- Hours; for bump_up the minutes between two bumps (spec section 9, decision 107).
  duration integer NOT NULL CHECK (duration > 0),
  count integer NOT NULL DEFAULT 1 CHECK (count >= 1),
  -- The order of the picker: cheapest variants first within a kind.
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users (id)
);
CREATE INDEX promotion_products_group_idx ON promotion_products (category_group, sort_order, amount_poisha);

INSERT INTO promotion_products (variant_identifier, kind, category_group, amount_poisha, duration, count, sort_order)
VALUES
  ('top_ad-3d-general', 'top_ad', 'general', 35000, 72, 1, 1),
  ('top_ad-3d-electronics', 'top_ad', 'electronics', 45000, 72, 1, 1),
  ('top_ad-3d-vehicles', 'top_ad', 'vehicles', 90000, 72, 1, 1),
  ('top_ad-3d-property', 'top_ad', 'property', 100000, 72, 1, 1),
  ('top_ad-3d-jobs', 'top_ad', 'jobs', 60000, 72, 1, 1),
  ('top_ad-7d-general', 'top_ad', 'general', 70000, 168, 1, 2),
  ('top_ad-7d-electronics', 'top_ad', 'electronics', 90000, 168, 1, 2),
  ('top_ad-7d-vehicles', 'top_ad', 'vehicles', 180000, 168, 1, 2),
  ('top_ad-7d-property', 'top_ad', 'property', 200000, 168, 1, 2),
  ('top_ad-7d-jobs', 'top_ad', 'jobs', 120000, 168, 1, 2),
  ('top_ad-15d-general', 'top_ad', 'general', 120000, 360, 1, 3),
  ('top_ad-15d-electronics', 'top_ad', 'electronics', 150000, 360, 1, 3),
  ('top_ad-15d-vehicles', 'top_ad', 'vehicles', 300000, 360, 1, 3),
  ('top_ad-15d-property', 'top_ad', 'property', 350000, 360, 1, 3),
  ('top_ad-15d-jobs', 'top_ad', 'jobs', 200000, 360, 1, 3),
  ('spotlight-7d-general', 'spotlight', 'general', 50000, 168, 1, 4),
  ('spotlight-7d-electronics', 'spotlight', 'electronics', 70000, 168, 1, 4),
  ('spotlight-7d-vehicles', 'spotlight', 'vehicles', 140000, 168, 1, 4),
  ('spotlight-7d-property', 'spotlight', 'property', 160000, 168, 1, 4),
  ('spotlight-7d-jobs', 'spotlight', 'jobs', 90000, 168, 1, 4),
  ('spotlight-15d-general', 'spotlight', 'general', 90000, 360, 1, 5),
  ('spotlight-15d-electronics', 'spotlight', 'electronics', 120000, 360, 1, 5),
  ('spotlight-15d-vehicles', 'spotlight', 'vehicles', 250000, 360, 1, 5),
  ('spotlight-15d-property', 'spotlight', 'property', 280000, 360, 1, 5),
  ('spotlight-15d-jobs', 'spotlight', 'jobs', 160000, 360, 1, 5),
  ('urgent_ad-7d-general', 'urgent_ad', 'general', 25000, 168, 1, 6),
  ('urgent_ad-7d-electronics', 'urgent_ad', 'electronics', 30000, 168, 1, 6),
  ('urgent_ad-7d-vehicles', 'urgent_ad', 'vehicles', 60000, 168, 1, 6),
  ('urgent_ad-7d-property', 'urgent_ad', 'property', 70000, 168, 1, 6),
  ('urgent_ad-7d-jobs', 'urgent_ad', 'jobs', 40000, 168, 1, 6),
  ('featured_ad-7d-general', 'featured_ad', 'general', 30000, 168, 1, 7),
  ('featured_ad-7d-electronics', 'featured_ad', 'electronics', 40000, 168, 1, 7),
  ('featured_ad-7d-vehicles', 'featured_ad', 'vehicles', 80000, 168, 1, 7),
  ('featured_ad-7d-property', 'featured_ad', 'property', 90000, 168, 1, 7),
  ('featured_ad-7d-jobs', 'featured_ad', 'jobs', 50000, 168, 1, 7),
  ('bump_up-3x-general', 'bump_up', 'general', 15000, 1440, 3, 8),
  ('bump_up-3x-electronics', 'bump_up', 'electronics', 20000, 1440, 3, 8),
  ('bump_up-3x-vehicles', 'bump_up', 'vehicles', 40000, 1440, 3, 8),
  ('bump_up-3x-property', 'bump_up', 'property', 45000, 1440, 3, 8),
  ('bump_up-3x-jobs', 'bump_up', 'jobs', 25000, 1440, 3, 8),
  ('bump_up-7x-general', 'bump_up', 'general', 30000, 1440, 7, 9),
  ('bump_up-7x-electronics', 'bump_up', 'electronics', 40000, 1440, 7, 9),
  ('bump_up-7x-vehicles', 'bump_up', 'vehicles', 80000, 1440, 7, 9),
  ('bump_up-7x-property', 'bump_up', 'property', 90000, 1440, 7, 9),
  ('bump_up-7x-jobs', 'bump_up', 'jobs', 50000, 1440, 7, 9),
  ('urgent_bundle-7d-general', 'urgent_bundle', 'general', 100000, 168, 1, 10),
  ('urgent_bundle-7d-electronics', 'urgent_bundle', 'electronics', 130000, 168, 1, 10),
  ('urgent_bundle-7d-vehicles', 'urgent_bundle', 'vehicles', 260000, 168, 1, 10),
  ('urgent_bundle-7d-property', 'urgent_bundle', 'property', 290000, 168, 1, 10),
  ('urgent_bundle-7d-jobs', 'urgent_bundle', 'jobs', 170000, 168, 1, 10);

-- Promotions bought: one row per product paid for, with its own clock (core/promotions/lifecycle.ts). While one is
-- in force, its effects are rows of ad_promotions (what searches and cards read), written and removed by the
-- promotions job with the injected clock (decision 111).
CREATE TABLE promotions (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  ad_id bigint NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  payment_id bigint REFERENCES payments (id),
  variant_identifier text NOT NULL,
  kind text NOT NULL,
  -- What the buyer paid for this product (after any voucher): the base of a refund.
  amount_poisha bigint NOT NULL CHECK (amount_poisha >= 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  -- Bumps (bump_up, urgent_bundle): how many are due in all, done so far, and when the next one is.
  bumps_total integer NOT NULL DEFAULT 0,
  bumps_done integer NOT NULL DEFAULT 0,
  bump_every_minutes integer NOT NULL DEFAULT 1440,
  next_bump_at timestamptz,
  paused_at timestamptz,
  cancelled_at timestamptz,
  refunded_poisha bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE INDEX promotions_ad_idx ON promotions (ad_id, starts_at);
CREATE INDEX promotions_user_idx ON promotions (user_id, created_at DESC);
-- The job walks the promotions not over yet.
CREATE INDEX promotions_open_idx ON promotions (starts_at) WHERE cancelled_at IS NULL;
-- One promotion row per product of a payment: activating a payment twice cannot buy twice.
CREATE UNIQUE INDEX promotions_payment_variant_idx ON promotions (payment_id, variant_identifier)
  WHERE payment_id IS NOT NULL;

ALTER TABLE ad_promotions ADD COLUMN promotion_id bigint REFERENCES promotions (id) ON DELETE CASCADE;
CREATE INDEX ad_promotions_promotion_idx ON ad_promotions (promotion_id) WHERE promotion_id IS NOT NULL;

-- A bump moves the ad to the top of date order by moving published_at (the key every date index sorts by); the
-- date the seller posted it is kept here and shown instead (decision 112).
ALTER TABLE ads ADD COLUMN posted_at timestamptz;

-- Vouchers (spec section 3 voucher_v2): fixed (poisha) or percent (1–99) off the promotions of one checkout.
CREATE TABLE promotion_vouchers (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{3,32}$'),
  discount_kind text NOT NULL CHECK (discount_kind IN ('fixed', 'percent')),
  discount_value integer NOT NULL CHECK (discount_value > 0),
  expires_at timestamptz NOT NULL,
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit >= 1),
  total_limit integer CHECK (total_limit >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_kind = 'fixed' OR discount_value < 100)
);
-- A redemption is written when the payment that used the voucher is paid.
CREATE TABLE voucher_redemptions (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  code text NOT NULL REFERENCES promotion_vouchers (code),
  user_id bigint NOT NULL REFERENCES users (id),
  payment_id bigint NOT NULL REFERENCES payments (id),
  discount_poisha bigint NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (code, payment_id)
);
CREATE INDEX voucher_redemptions_user_idx ON voucher_redemptions (code, user_id);
