-- A picture is kept as WebP in every size, and also as AVIF when AVIF is smaller in every size (issue 6); pages
-- then offer the AVIF files first through <picture>.
ALTER TABLE images ADD COLUMN has_avif boolean NOT NULL DEFAULT false;
