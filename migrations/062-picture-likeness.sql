-- A picture's likeness (decision 270): the 64-bit difference hash of its upright pixels, as 16 hex digits, so that the
-- same photo recompressed, resized or sent in another format is known as the same. Pictures stored before have none
-- and are compared by their digest (sha256) alone.
ALTER TABLE images ADD COLUMN likeness text CHECK (likeness ~ '^[0-9a-f]{16}$');
