-- The ad lifecycle (issue 6, core/ad-lifecycle.ts): review, rejection, expiry, sale and listing fees; the drafts of
-- the post-ad form. Accepted by PostgreSQL 15 and PGlite.
-- When the ad last went to review (or payment): the review queue is oldest first by it.
ALTER TABLE ads ADD COLUMN submitted_at timestamptz NOT NULL DEFAULT now();
-- Only the queues read it. Every other row keeps the default: rewriting a million ads would recompute each one's
-- search document (a generated column) and take many minutes.
UPDATE ads SET submitted_at = created_at WHERE status IN ('pending_review', 'pending_payment');
-- Set when first published and when republished; expireAds takes ads down once it has passed.
ALTER TABLE ads ADD COLUMN expires_at timestamptz;
ALTER TABLE ads ADD COLUMN rejection_reason text;
ALTER TABLE ads ADD COLUMN rejection_note text;
-- Why an ad was taken down: deleted by its owner or a moderator, or sold.
ALTER TABLE ads ADD COLUMN deactivation_reason text CHECK (deactivation_reason IN ('deleted', 'sold'));
-- Listing fee in BDT charged when the ad was submitted (0: none) and when it was paid.
ALTER TABLE ads ADD COLUMN listing_fee integer NOT NULL DEFAULT 0;
ALTER TABLE ads ADD COLUMN listing_fee_paid_at timestamptz;
-- What the automatic checks found when the ad was last submitted (banned_word, contact_in_description,
-- price_outlier, duplicate_picture, duplicate_text); shown in the review queue.
ALTER TABLE ads ADD COLUMN review_flags text[] NOT NULL DEFAULT '{}';

CREATE INDEX ads_review_queue_idx ON ads (submitted_at, id) WHERE status = 'pending_review';
CREATE INDEX ads_expiry_idx ON ads (expires_at) WHERE status = 'published';
-- Same text as another live ad: compared by a digest of the normalised description.
CREATE INDEX ads_description_md5_idx ON ads (md5(lower(description))) WHERE status = 'published';

-- The post-ad form as last typed, one per account (the browser keeps its own copy too): any JSON the form had,
-- checked only when it is submitted.
CREATE TABLE ad_drafts (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
