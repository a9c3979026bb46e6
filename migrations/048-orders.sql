-- Doorstep orders (issue 17 items 2–5, decisions 191–194 and 196–197): one row per order, its state (core/delivery/
-- order-lifecycle.ts) and parcel booking, the money of core/delivery/order-money.ts in poisha, the complaint case;
-- order_events is the order's append-only history. One order per (buyer, idempotency key): a retried or doubled
-- request answers the same order. The booking is written 'unresolved' before the courier is called (decision 169).
ALTER TABLE payments DROP CONSTRAINT payments_context_check;
ALTER TABLE payments ADD CONSTRAINT payments_context_check
  CHECK (context IN ('promotion', 'post_ad', 'edit_ad', 'omp', 'doorstep'));

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  -- Our order number: the courier's merchant_order_id.
  number text NOT NULL UNIQUE,
  buyer_id bigint NOT NULL REFERENCES users (id),
  seller_id bigint NOT NULL REFERENCES users (id),
  ad_id bigint NOT NULL REFERENCES ads (id),
  idempotency_key text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  recipient_name text NOT NULL,
  -- The buyer's phone, verified by a code (E.164).
  phone text NOT NULL,
  -- The courier's city, zone and area (shown as division, district, area) and their English names.
  city_id integer NOT NULL,
  zone_id integer NOT NULL,
  area_id integer,
  place text NOT NULL,
  address text NOT NULL,
  weight_grams integer NOT NULL,
  delivery_payer text NOT NULL CHECK (delivery_payer IN ('buyer', 'seller')),
  unit_price_poisha bigint NOT NULL CHECK (unit_price_poisha >= 0),
  items_poisha bigint NOT NULL,
  delivery_poisha bigint NOT NULL,
  cod_charge_poisha bigint NOT NULL,
  buyer_pays_poisha bigint NOT NULL,
  online_poisha bigint NOT NULL,
  collect_poisha bigint NOT NULL,
  courier_charges_poisha bigint NOT NULL,
  seller_payout_poisha bigint NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('online', 'cash_on_delivery')),
  payment_id bigint REFERENCES payments (id),
  paid boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'placed' CHECK (state IN
    ('placed', 'confirmed', 'handed_to_courier', 'in_transit', 'delivered', 'accepted', 'returned', 'cancelled')),
  booking text NOT NULL DEFAULT 'none' CHECK (booking IN ('none', 'unresolved', 'booked')),
  booking_sent_at timestamptz,
  consignment_id text UNIQUE,
  delivered_at timestamptz,
  -- When the courier brought the parcel back (refused at the door or undeliverable): the COD limits count these.
  refused_at timestamptz,
  complaint text,
  complaint_opened_at timestamptz,
  complaint_decision text CHECK (complaint_decision IN ('release', 'refund')),
  complaint_decided_at timestamptz,
  -- How the order's money ended (order-money.ts settlements), written when it ends.
  buyer_refund_poisha bigint,
  seller_charge_poisha bigint,
  -- When the buyer's online payment was refunded through its provider.
  buyer_refunded_at timestamptz,
  payout_released_at timestamptz,
  locale text NOT NULL DEFAULT 'bn' CHECK (locale IN ('bn', 'en')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (buyer_id, idempotency_key)
);
CREATE INDEX orders_buyer_idx ON orders (buyer_id, created_at DESC);
CREATE INDEX orders_seller_idx ON orders (seller_id, created_at DESC);
CREATE INDEX orders_phone_idx ON orders (phone);
-- The payout job's and the complaint cases' work lists.
CREATE INDEX orders_delivered_idx ON orders (delivered_at) WHERE state = 'delivered';

CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- A transition of the order (confirm, handOver…), of its booking (booking.send…), or paid, complaint, payout.
  name text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('buyer', 'seller', 'courier', 'admin', 'system')),
  state text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Buyer and seller are told in the app (and the e-mail digest) at every step of an order.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('saved_search', 'application_status', 'membership_granted', 'voucher_issued', 'order'));
