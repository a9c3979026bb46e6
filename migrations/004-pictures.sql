-- Uploaded pictures belong to the account that uploaded them until an ad uses them (issue 6). Seeded pictures have
-- no owner. `sha256` is the digest of the stored picture's content, for spotting the same picture on another ad.
ALTER TABLE images ADD COLUMN owner_id bigint REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE images ADD COLUMN sha256 text;
CREATE INDEX images_owner_idx ON images (owner_id, created_at);
CREATE INDEX images_sha256_idx ON images (sha256);
CREATE INDEX ad_images_image_idx ON ad_images (image_id);
