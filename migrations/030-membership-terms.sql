-- Keeping a membership (issue 15 item 2, decisions 146-148). Accepted by PostgreSQL 15 and PGlite.

-- A downgrade is queued like a renewal; the ads its buyer chose to keep live are stored with it and the others are
-- let go (expired, republishable) when it starts. ads_settled_at marks that done, once.
ALTER TABLE memberships ADD COLUMN keep_ad_ids bigint[];
ALTER TABLE memberships ADD COLUMN ads_settled_at timestamptz;

-- The reminders before a term ends, each claimed once (7 days and 1 day before; decision 148).
CREATE TABLE membership_reminders (
  membership_id bigint NOT NULL REFERENCES memberships (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('7d', '1d')),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (membership_id, kind)
);
