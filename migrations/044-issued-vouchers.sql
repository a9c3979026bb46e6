-- Vouchers issued by staff to one user (issue 21 item 5, decision 181). Accepted by PostgreSQL 15 and PGlite.

-- A voucher with a user is that user's alone: to anyone else its code does not exist. issue_key is the form token
-- of the staff action that issued it: a second submission finds the voucher and issues nothing.
ALTER TABLE promotion_vouchers ADD COLUMN user_id bigint REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE promotion_vouchers ADD COLUMN issue_key text UNIQUE;
CREATE INDEX promotion_vouchers_user_idx ON promotion_vouchers (user_id) WHERE user_id IS NOT NULL;
