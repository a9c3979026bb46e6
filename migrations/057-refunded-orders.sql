-- Refunded orders (decision 237): a delivered order whose buyer's complaint staff decide for the buyer ends
-- `refunded` (Haat refunded the buyer's payment), no longer `returned`, which stays the courier's word for a parcel
-- that came back. Accepted by PostgreSQL 15 and PGlite.
ALTER TABLE orders DROP CONSTRAINT orders_state_check;
ALTER TABLE orders ADD CONSTRAINT orders_state_check CHECK (state IN
  ('placed', 'confirmed', 'handed_to_courier', 'in_transit', 'delivered', 'accepted', 'returned', 'refunded',
   'cancelled'));

-- Orders refunded on a complaint before this state existed read `returned` with no parcel refused: they and the step
-- that ended them say refunded now.
UPDATE orders SET state = 'refunded'
  WHERE state = 'returned' AND complaint_decision = 'refund' AND refused_at IS NULL;
UPDATE order_events e SET state = 'refunded'
  FROM orders o WHERE e.order_id = o.id AND o.state = 'refunded' AND e.name = 'refund' AND e.state = 'returned';
