import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PARCEL_STATUSES } from './courier-status.ts';
import {
  availableOrderTransitions,
  BOOKING_STATES,
  BOOKING_TRANSITIONS,
  bookingNeedsStaff,
  bookingStepAfterCall,
  bookingTransition,
  confirmOverdue,
  courierSteps,
  isFinished,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  orderTransition,
  PAYMENT_METHODS,
  type BookingState,
  type OrderActor,
  type OrderContext,
  type OrderState,
  type OrderTransition,
} from './order-lifecycle.ts';

const cod: OrderContext = { paymentMethod: 'cash_on_delivery', paid: false, booking: 'none', complaintOpen: false };
const booked: OrderContext = { ...cod, booking: 'booked' };
const ACTORS: readonly OrderActor[] = ['buyer', 'seller', 'courier', 'admin', 'system'];
const NAMES = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];

describe('the order lifecycle', () => {
  test('the happy path: placed → confirmed by the seller → handed over → in transit → delivered → accepted', () => {
    const steps: [OrderTransition, OrderActor, OrderContext, OrderState][] = [
      ['confirm', 'seller', cod, 'confirmed'],
      ['handOver', 'seller', booked, 'handed_to_courier'],
      ['pickUp', 'courier', booked, 'in_transit'],
      ['deliver', 'courier', booked, 'delivered'],
      ['accept', 'buyer', booked, 'accepted'],
    ];
    let state: OrderState = 'placed';
    for (const [name, actor, context, to] of steps) {
      expect(orderTransition(state, name, actor, context)).toEqual({ ok: true, to });
      state = to;
    }
    expect(isFinished(state)).toBe(true);
  });

  test('only the seller confirms, and an online order only once its payment is approved', () => {
    expect(orderTransition('placed', 'confirm', 'buyer', cod)).toEqual({ ok: false, reason: 'not_allowed_for_actor' });
    expect(orderTransition('placed', 'confirm', 'courier', cod).ok).toBe(false);
    const online: OrderContext = { ...cod, paymentMethod: 'online' };
    expect(orderTransition('placed', 'confirm', 'seller', online)).toEqual({ ok: false, reason: 'awaiting_payment' });
    expect(orderTransition('placed', 'confirm', 'seller', { ...online, paid: true }).ok).toBe(true);
  });

  test('handed to the courier only with a booked parcel; by the seller, the system, the courier’s word or staff', () => {
    expect(orderTransition('confirmed', 'handOver', 'seller', cod)).toEqual({ ok: false, reason: 'parcel_not_booked' });
    expect(orderTransition('confirmed', 'handOver', 'seller', { ...cod, booking: 'unresolved' }).ok).toBe(false);
    for (const actor of ['seller', 'system', 'courier', 'admin'] as const) {
      expect(orderTransition('confirmed', 'handOver', actor, booked).ok).toBe(true);
    }
    expect(orderTransition('confirmed', 'handOver', 'buyer', booked).ok).toBe(false);
  });

  test('the buyer cancels only before confirmation; the seller before handing over, and not with a booking open', () => {
    expect(orderTransition('placed', 'cancel', 'buyer', cod).ok).toBe(true);
    expect(orderTransition('confirmed', 'cancel', 'buyer', cod)).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
    expect(orderTransition('placed', 'cancel', 'seller', cod).ok).toBe(true);
    expect(orderTransition('confirmed', 'cancel', 'seller', cod).ok).toBe(true);
    expect(orderTransition('confirmed', 'cancel', 'seller', { ...cod, booking: 'unresolved' })).toEqual({
      ok: false,
      reason: 'parcel_booked',
    });
    expect(orderTransition('handed_to_courier', 'cancel', 'seller', booked).ok).toBe(false);
    // The system cancels an order whose payment failed or expired, or which the seller never confirmed.
    expect(orderTransition('placed', 'cancel', 'system', cod).ok).toBe(true);
    expect(orderTransition('confirmed', 'cancel', 'system', cod).ok).toBe(false);
    // The courier cancels a pick-up, also of a booking whose answer was lost.
    expect(orderTransition('handed_to_courier', 'cancel', 'courier', booked).ok).toBe(true);
    expect(orderTransition('confirmed', 'cancel', 'courier', { ...cod, booking: 'unresolved' }).ok).toBe(true);
    expect(orderTransition('in_transit', 'cancel', 'courier', booked)).toEqual({
      ok: false,
      reason: 'not_allowed_from_state',
    });
  });

  test('a refusal at the door is the courier’s return; the buyer cannot declare one', () => {
    expect(orderTransition('in_transit', 'returnParcel', 'courier', booked)).toEqual({ ok: true, to: 'returned' });
    expect(orderTransition('in_transit', 'returnParcel', 'buyer', booked).ok).toBe(false);
    expect(orderTransition('in_transit', 'returnParcel', 'seller', booked).ok).toBe(false);
  });

  test('after delivery: the system accepts unless a complaint is open; an admin decides a complaint either way', () => {
    const complained: OrderContext = { ...booked, paymentMethod: 'online', paid: true, complaintOpen: true };
    expect(orderTransition('delivered', 'accept', 'system', booked).ok).toBe(true);
    expect(orderTransition('delivered', 'accept', 'system', complained)).toEqual({
      ok: false,
      reason: 'complaint_open',
    });
    expect(orderTransition('delivered', 'accept', 'admin', complained).ok).toBe(true);
    // Refunded by Haat, not returned: no parcel came back (decision 237).
    expect(orderTransition('delivered', 'refund', 'admin', complained)).toEqual({ ok: true, to: 'refunded' });
    expect(isFinished('refunded')).toBe(true);
    expect(orderTransition('delivered', 'refund', 'buyer', complained).ok).toBe(false);
    expect(orderTransition('delivered', 'accept', 'seller', booked).ok).toBe(false);
  });

  test('the buttons shown are the transitions that work', () => {
    expect(availableOrderTransitions('placed', 'seller', cod)).toEqual(['confirm', 'cancel']);
    expect(availableOrderTransitions('placed', 'buyer', cod)).toEqual(['cancel']);
    expect(availableOrderTransitions('delivered', 'buyer', booked)).toEqual(['accept']);
    expect(availableOrderTransitions('in_transit', 'seller', booked)).toEqual([]);
  });

  test('nothing leaves an ended order, whoever asks', () => {
    for (const state of ['accepted', 'returned', 'refunded', 'cancelled'] as const) {
      for (const actor of ACTORS) expect(availableOrderTransitions(state, actor, booked)).toEqual([]);
    }
  });

  test('no sequence of attempted transitions leaves the states or goes back along the happy path', () => {
    const context = fc.record({
      paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
      paid: fc.boolean(),
      booking: fc.constantFrom(...BOOKING_STATES),
      complaintOpen: fc.boolean(),
    });
    const attempt = fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...ACTORS), context);
    const happy: readonly OrderState[] = ORDER_STATES.slice(0, 6);
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 30 }), (attempts) => {
        let state: OrderState = 'placed';
        for (const [name, actor, ctx] of attempts) {
          const result = orderTransition(state, name, actor, ctx);
          if (!result.ok) continue;
          expect(isFinished(state)).toBe(false);
          if (happy.includes(result.to)) expect(happy.indexOf(result.to)).toBeGreaterThan(happy.indexOf(state));
          state = result.to;
        }
        expect(ORDER_STATES).toContain(state);
      }),
    );
  });
});

describe('the courier’s word as named steps', () => {
  test('skipped steps are each named, in order', () => {
    expect(courierSteps('confirmed', 'pending')).toEqual(['handOver']);
    expect(courierSteps('handed_to_courier', 'picked')).toEqual(['pickUp']);
    expect(courierSteps('confirmed', 'delivered')).toEqual(['handOver', 'pickUp', 'deliver']);
    expect(courierSteps('handed_to_courier', 'return')).toEqual(['pickUp', 'returnParcel']);
    expect(courierSteps('confirmed', 'pickup_cancelled')).toEqual(['cancel']);
  });

  test('a late, repeated or meaningless status takes no step', () => {
    expect(courierSteps('delivered', 'picked')).toEqual([]);
    expect(courierSteps('in_transit', 'in_transit')).toEqual([]);
    expect(courierSteps('placed', 'delivered')).toEqual([]);
    expect(courierSteps('in_transit', 'on_hold')).toEqual([]);
  });

  test('for every state and status, the steps are ones the courier may take and end where courierMoves says', () => {
    for (const from of ORDER_STATES) {
      for (const status of PARCEL_STATUSES) {
        let state = from;
        for (const name of courierSteps(from, status)) {
          const result = orderTransition(state, name, 'courier', booked);
          expect(result.ok).toBe(true);
          if (result.ok) state = result.to;
        }
        expect(isFinished(from) && state !== from).toBe(false);
      }
    }
  });
});

describe('the parcel booking (decision 169)', () => {
  test('a booking is sent once; its answer books it, a refusal or a request never sent frees it', () => {
    expect(bookingTransition('none', 'send', 'seller')).toEqual({ ok: true, to: 'unresolved' });
    expect(bookingTransition('unresolved', 'send', 'seller')).toEqual({ ok: false, reason: 'not_allowed_from_state' });
    expect(bookingStepAfterCall('created')).toEqual({ name: 'created', actor: 'courier' });
    expect(bookingStepAfterCall('refused')).toEqual({ name: 'notMade', actor: 'courier' });
    expect(bookingStepAfterCall('not-sent')).toEqual({ name: 'notMade', actor: 'system' });
  });

  test('an unknown outcome keeps the booking unresolved until the courier’s word or staff settle it', () => {
    expect(bookingStepAfterCall('unknown')).toBeNull();
    expect(bookingTransition('unresolved', 'created', 'courier').ok).toBe(true);
    expect(bookingTransition('unresolved', 'created', 'admin').ok).toBe(true);
    expect(bookingTransition('unresolved', 'notMade', 'admin')).toEqual({ ok: true, to: 'none' });
    expect(bookingTransition('unresolved', 'created', 'seller')).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
    const sent = new Date('2026-11-25T10:00:00Z');
    expect(bookingNeedsStaff(sent, new Date('2026-11-25T10:14:59Z'))).toBe(false);
    expect(bookingNeedsStaff(sent, new Date('2026-11-25T10:15:00Z'))).toBe(true);
  });

  test('no sequence of booking steps books twice without staff or the courier freeing it first', () => {
    const names = Object.keys(BOOKING_TRANSITIONS) as (keyof typeof BOOKING_TRANSITIONS)[];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom(...ACTORS)), { maxLength: 20 }),
        (steps) => {
          let state: BookingState = 'none';
          for (const [name, actor] of steps) {
            const result = bookingTransition(state, name, actor);
            if (!result.ok) continue;
            if (name === 'send') expect(state).toBe('none');
            state = result.to;
          }
          expect(BOOKING_STATES).toContain(state);
        },
      ),
    );
  });
});

test('the system cancels a placed order its seller left unconfirmed for 48 hours', () => {
  const placed = new Date('2026-11-25T10:00:00Z');
  expect(confirmOverdue(placed, new Date('2026-11-27T09:59:59Z'))).toBe(false);
  expect(confirmOverdue(placed, new Date('2026-11-27T10:00:00Z'))).toBe(true);
});
