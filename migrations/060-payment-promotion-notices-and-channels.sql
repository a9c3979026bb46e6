-- Told of every decision, the rest (decision 262): a payment received and a promotion started or ended are notices
-- too, and each person chooses per kind of notice whether it also comes by e-mail and by SMS (in the app always).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('saved_search', 'application_status', 'membership_granted', 'voucher_issued', 'order', 'ad_status',
                  'payment', 'promotion'));

-- A notice that must be written once whatever runs twice or at once (a payment settled by a callback and by
-- reconciliation, a promotion job run by two processes) names what it tells of: `payment:<id>:paid`.
ALTER TABLE notifications ADD COLUMN once_key text;
CREATE UNIQUE INDEX notifications_once_key_idx ON notifications (once_key) WHERE once_key IS NOT NULL;

-- `texted_at` marks notifications the SMS job has dealt with (sent, or not due by the person's choice), as
-- `emailed_at` does for the digest. What was written before this migration is not texted.
ALTER TABLE notifications ADD COLUMN texted_at timestamptz;
UPDATE notifications SET texted_at = created_at;
CREATE INDEX notifications_untexted_idx ON notifications (id) WHERE texted_at IS NULL;

-- The promotions job claims each start and each end once: it sets the column and tells the seller in one step.
-- Promotions already started or ended are not told of again.
ALTER TABLE promotions ADD COLUMN start_told_at timestamptz;
ALTER TABLE promotions ADD COLUMN end_told_at timestamptz;
UPDATE promotions SET start_told_at = starts_at WHERE starts_at <= now();
UPDATE promotions SET end_told_at = ends_at WHERE ends_at <= now();
CREATE INDEX promotions_start_untold_idx ON promotions (starts_at) WHERE start_told_at IS NULL AND cancelled_at IS NULL;
CREATE INDEX promotions_end_untold_idx ON promotions (ends_at) WHERE end_told_at IS NULL AND cancelled_at IS NULL;

-- A person's choice of channels per topic (core/notification-channels.ts). No row: the topic's default.
CREATE TABLE notification_channels (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic text NOT NULL CHECK (topic IN ('ads', 'payments', 'promotions', 'orders', 'other')),
  email boolean NOT NULL,
  sms boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, topic)
);
