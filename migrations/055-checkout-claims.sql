-- Money taken exactly once whatever arrives at once (decision 228). Accepted by PostgreSQL 15 and PGlite.

-- What an open checkout is paying for: one row per thing bought (an ad's listing fee, an ad's promotion of one kind,
-- a member's membership, a doorstep order), written in the transaction that opens the checkout and removed when it
-- settles. The primary key lets no two open checkouts pay for the same thing, whichever commits first.
CREATE TABLE checkout_claims (
  claim text PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES payments (id)
);
CREATE INDEX checkout_claims_payment_idx ON checkout_claims (payment_id);

-- A voucher's use is now written when the checkout that uses it opens (under a lock on the voucher, counted against
-- its limits), and removed when that checkout fails, is cancelled, expires or is discarded: a use held by an open
-- checkout counts as a use.

-- Whole taka for every amount a person pays (decision 228): the providers take decimals, people see whole taka.
ALTER TABLE payments ADD CONSTRAINT payments_whole_taka CHECK (amount_poisha % 100 = 0) NOT VALID;

-- A refund's call to the provider, under way since (decision 228): one refund of a payment at a time, the others wait
-- for its outcome; a lease left by a crashed process is taken over after a minute.
ALTER TABLE payments ADD COLUMN refund_started_at timestamptz;
