-- Doorstep delivery on an ad (issue 17 item 1, decision 171): what a member or shop offers with it. A row exists
-- exactly while ads.is_doorstep_delivery is true (the flag search filters on as buy_now, spec section 4); the
-- doorstep module writes both in one transaction. Areas are division or district ids, empty when nationwide.
CREATE TABLE ad_delivery (
  ad_id bigint PRIMARY KEY REFERENCES ads (id) ON DELETE CASCADE,
  stock integer NOT NULL CHECK (stock BETWEEN 0 AND 100000),
  nationwide boolean NOT NULL,
  area_ids integer[] NOT NULL DEFAULT '{}',
  payer text NOT NULL CHECK (payer IN ('buyer', 'seller')),
  weight_grams integer NOT NULL CHECK (weight_grams BETWEEN 1 AND 50000),
  CHECK (nationwide = (cardinality(area_ids) = 0))
);

-- Ads flagged before the options existed (the earlier demo data) deliver nationwide, buyer pays, 1 kg, 10 in stock.
INSERT INTO ad_delivery (ad_id, stock, nationwide, payer, weight_grams)
SELECT id, 10, true, 'buyer', 1000 FROM ads WHERE is_doorstep_delivery;
