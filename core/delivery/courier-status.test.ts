import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  courierMoves,
  ORDER_STATES,
  orderStateForParcel,
  PARCEL_STATUSES,
  readParcelStatus,
  type OrderState,
} from './courier-status.ts';

describe('reading Pathao parcel statuses', () => {
  test('the order-info slug, the status name and the webhook event name the same status', () => {
    for (const text of ['In_Transit', 'in_transit', 'In Transit', 'order.in-transit']) {
      expect(readParcelStatus(text)).toBe('in_transit');
    }
    expect(readParcelStatus('At_the_Sorting_HUB')).toBe('at_the_sorting_hub');
    expect(readParcelStatus('order.at-the-sorting-hub')).toBe('at_the_sorting_hub');
    expect(readParcelStatus('Received_at_Last_Mile_HUB')).toBe('received_at_last_mile_hub');
    expect(readParcelStatus('Pending')).toBe('pending');
  });

  test('webhook events named otherwise than their status are read as that status', () => {
    expect(readParcelStatus('order.created')).toBe('pending');
    expect(readParcelStatus('order.returned')).toBe('return');
    expect(readParcelStatus('Return')).toBe('return');
    expect(readParcelStatus('order.paid')).toBe('payment_invoice');
    expect(readParcelStatus('order.paid-return')).toBe('paid_return');
    expect(readParcelStatus('order.exchanged')).toBe('exchange');
    expect(readParcelStatus('order.partial-delivery')).toBe('partial_delivery');
  });

  test('what is not a parcel status is null', () => {
    for (const text of ['order.updated', 'store.created', 'webhook_integration', '', 'Teleported']) {
      expect(readParcelStatus(text)).toBeNull();
    }
  });

  test('every status reads back from its own slug', () => {
    for (const status of PARCEL_STATUSES) expect(readParcelStatus(status)).toBe(status);
  });
});

describe('what a parcel status means for the order', () => {
  test('the happy path: booked (handed over) → picked and on the way → delivered', () => {
    expect(orderStateForParcel('pending').state).toBe('handed_to_courier');
    expect(orderStateForParcel('pickup_requested').state).toBe('handed_to_courier');
    expect(orderStateForParcel('pickup_failed').state).toBe('handed_to_courier');
    for (const status of [
      'picked',
      'at_the_sorting_hub',
      'in_transit',
      'received_at_last_mile_hub',
      'assigned_for_delivery',
    ] as const) {
      expect(orderStateForParcel(status).state).toBe('in_transit');
    }
    expect(orderStateForParcel('delivered')).toEqual({ state: 'delivered', partial: false });
  });

  test('a partial delivery is delivered, marked partial; a refusal at the door ends returned', () => {
    expect(orderStateForParcel('partial_delivery')).toEqual({ state: 'delivered', partial: true });
    // A refused parcel is a failed attempt first, then Pathao's return.
    expect(orderStateForParcel('delivery_failed').state).toBe('in_transit');
    expect(orderStateForParcel('return').state).toBe('returned');
    expect(orderStateForParcel('paid_return').state).toBe('returned');
  });

  test('a pick-up cancelled cancels; on hold and Pathao paying the merchant change nothing', () => {
    expect(orderStateForParcel('pickup_cancelled').state).toBe('cancelled');
    expect(orderStateForParcel('on_hold').state).toBeNull();
    expect(orderStateForParcel('payment_invoice').state).toBeNull();
  });
});

describe('moving an order on the courier’s word', () => {
  test('a step forward moves, also past skipped steps', () => {
    expect(courierMoves('confirmed', 'pending')).toBe('handed_to_courier');
    expect(courierMoves('handed_to_courier', 'picked')).toBe('in_transit');
    expect(courierMoves('confirmed', 'picked')).toBe('in_transit');
    expect(courierMoves('confirmed', 'delivered')).toBe('delivered');
    expect(courierMoves('in_transit', 'return')).toBe('returned');
  });

  test('a duplicate or late event does not move the order back (delivered before picked)', () => {
    expect(courierMoves('delivered', 'delivered')).toBeNull();
    expect(courierMoves('delivered', 'picked')).toBeNull();
    expect(courierMoves('in_transit', 'at_the_sorting_hub')).toBeNull();
    expect(courierMoves('handed_to_courier', 'pickup_requested')).toBeNull();
    expect(courierMoves('returned', 'delivery_failed')).toBeNull();
    // A late courier event cannot turn Haat's refund into the courier's return (decision 237).
    expect(courierMoves('refunded', 'return')).toBeNull();
    expect(courierMoves('refunded', 'delivered')).toBeNull();
  });

  test('a parcel picked up can no longer be cancelled; an unconfirmed or ended order is not moved', () => {
    expect(courierMoves('handed_to_courier', 'pickup_cancelled')).toBe('cancelled');
    expect(courierMoves('confirmed', 'pickup_cancelled')).toBe('cancelled');
    expect(courierMoves('in_transit', 'pickup_cancelled')).toBeNull();
    expect(courierMoves('placed', 'picked')).toBeNull();
    expect(courierMoves('accepted', 'return')).toBeNull();
    expect(courierMoves('cancelled', 'delivered')).toBeNull();
  });

  test('any sequence of events, in any order, only ever moves the order forward along its ranks', () => {
    const forward: OrderState[] = ['confirmed', 'handed_to_courier', 'in_transit', 'delivered'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PARCEL_STATUSES), { maxLength: 20 }), (events) => {
        let state: OrderState = 'confirmed';
        for (const event of events) {
          const next = courierMoves(state, event);
          if (next === null) continue;
          const ended = state === 'returned' || state === 'cancelled';
          expect(ended).toBe(false);
          if (forward.includes(next)) expect(forward.indexOf(next)).toBeGreaterThan(forward.indexOf(state));
          state = next;
        }
        expect(ORDER_STATES).toContain(state);
      }),
    );
  });
});
