-- The seller is told of every decision about an ad (decision 260): approved, rejected with its reason, expiring in
-- three days, expired. One warning per publication period: the job notes the expiry it warned of (expires_at), so a
-- republication, which moves expires_at, is warned of again.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('saved_search', 'application_status', 'membership_granted', 'voucher_issued', 'order', 'ad_status'));
ALTER TABLE ads ADD COLUMN expiry_warned_for timestamptz;
