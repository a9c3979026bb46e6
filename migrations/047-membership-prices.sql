-- Membership packages' prices set by staff without a deploy (issue 21, decision 178): a price over the code's
-- (core/memberships/packages.ts) per package, read when a package is offered or priced. A term keeps what its buyer
-- paid (paid_poisha, written when it is activated), so a later price change never alters a term already bought
-- (an upgrade's credit counts what was paid); terms from before have NULL and count their package's code price.
CREATE TABLE membership_prices (
  variant_identifier text PRIMARY KEY CHECK (variant_identifier ~ '^[a-z]+-(basic|plus|premium)-(1|3|6|12)m$'),
  amount_poisha bigint NOT NULL CHECK (amount_poisha BETWEEN 100 AND 100000000 AND amount_poisha % 100 = 0),
  updated_by bigint NOT NULL REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE memberships ADD COLUMN paid_poisha bigint CHECK (paid_poisha >= 0);
