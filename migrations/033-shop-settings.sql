-- Shop settings (issue 15 items 3 and 4, decision 153): the member's shop page gets pictures, a main category for the
-- directory, opening hours, addresses and phone numbers; a changed slug keeps its old address redirecting.
-- Accepted by PostgreSQL 15 and PGlite.
ALTER TABLE shops ADD COLUMN logo_image_id bigint REFERENCES images (id);
ALTER TABLE shops ADD COLUMN cover_image_id bigint REFERENCES images (id);
ALTER TABLE shops ADD COLUMN category_id integer REFERENCES categories (id);
-- Seven entries, Saturday first (the Bangladeshi week): { "open": "09:00", "close": "20:00" } or null when closed.
ALTER TABLE shops ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '[]';
-- Up to three lines of text each.
ALTER TABLE shops ADD COLUMN addresses jsonb NOT NULL DEFAULT '[]';
-- E.164 numbers (core/phone.ts), up to three.
ALTER TABLE shops ADD COLUMN phones jsonb NOT NULL DEFAULT '[]';
ALTER TABLE shops ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX shops_one_per_owner ON shops (owner_id);
CREATE INDEX shops_category_idx ON shops (category_id);
CREATE INDEX shops_location_idx ON shops (location_id);

-- The slugs a shop had before: /shops/{old} redirects to the shop's slug now. A slug is never reused by another
-- shop while it redirects (the settings refuse it).
CREATE TABLE shop_old_slugs (
  slug text PRIMARY KEY,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE
);

-- A shop's ads: its page, and the counts of the directory.
CREATE INDEX ads_shop_idx ON ads (shop_id, published_at DESC) WHERE shop_id IS NOT NULL;
