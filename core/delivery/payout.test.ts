import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ORDER_STATES } from './order-lifecycle.ts';
import { complaintRefusal, complaintWindowEnd, payoutStatus, type PayoutOrder } from './payout.ts';

const deliveredAt = new Date('2026-11-25T10:00:00Z');
const at = (hours: number) => new Date(deliveredAt.getTime() + hours * 3_600_000);
const prepaid: PayoutOrder = { paymentMethod: 'online', state: 'delivered', deliveredAt, complaint: null };

describe('when a prepaid order’s seller is paid', () => {
  test('the payout waits 24 hours after delivery, then is due', () => {
    expect(complaintWindowEnd(deliveredAt)).toEqual(at(24));
    expect(payoutStatus(prepaid, at(0))).toEqual({ status: 'waiting', releaseAt: at(24) });
    expect(payoutStatus(prepaid, at(23.99))).toEqual({ status: 'waiting', releaseAt: at(24) });
    expect(payoutStatus(prepaid, at(24))).toEqual({ status: 'due' });
  });

  test('a complaint in the window holds the payout until an admin decides the case', () => {
    expect(complaintRefusal(prepaid, at(23))).toBeNull();
    const complained: PayoutOrder = { ...prepaid, complaint: { openedAt: at(23), decision: null } };
    expect(payoutStatus(complained, at(30))).toEqual({ status: 'held' });
    expect(payoutStatus(complained, at(24 * 30))).toEqual({ status: 'held' });
    expect(complaintRefusal(complained, at(23.5))).toBe('already_complained');
    expect(payoutStatus({ ...complained, complaint: { openedAt: at(23), decision: 'release' } }, at(30))).toEqual({
      status: 'due',
    });
    expect(payoutStatus({ ...complained, complaint: { openedAt: at(23), decision: 'refund' } }, at(30))).toEqual({
      status: 'none',
    });
    // Once refunded by Haat (decision 237) no payout is ever due, whatever the time.
    const refunded: PayoutOrder = {
      ...complained,
      state: 'refunded',
      complaint: { openedAt: at(23), decision: 'refund' },
    };
    expect(payoutStatus(refunded, at(24 * 365))).toEqual({ status: 'none' });
  });

  test('no complaint after the window, about an undelivered parcel, or about a cash order inspected at the door', () => {
    expect(complaintRefusal(prepaid, at(24))).toBe('window_closed');
    expect(complaintRefusal({ ...prepaid, state: 'in_transit', deliveredAt: null }, at(1))).toBe('not_delivered');
    expect(complaintRefusal({ ...prepaid, state: 'accepted' }, at(1))).toBe('not_delivered');
    expect(complaintRefusal({ ...prepaid, paymentMethod: 'cash_on_delivery' }, at(1))).toBe('cash_on_delivery');
  });

  test('a cash order is due at delivery; the buyer’s acceptance releases early; returns and cancellations pay nothing', () => {
    expect(payoutStatus({ ...prepaid, paymentMethod: 'cash_on_delivery' }, at(0))).toEqual({ status: 'due' });
    expect(payoutStatus({ ...prepaid, state: 'accepted' }, at(1))).toEqual({ status: 'due' });
    expect(payoutStatus({ ...prepaid, state: 'returned' }, at(48))).toEqual({ status: 'none' });
    expect(payoutStatus({ ...prepaid, state: 'cancelled', deliveredAt: null }, at(48))).toEqual({ status: 'none' });
    expect(payoutStatus({ ...prepaid, state: 'in_transit', deliveredAt: null }, at(48))).toEqual({
      status: 'not_due',
    });
  });

  test('a delivered prepaid order is never due before the window ends unless an admin released it', () => {
    const orders = fc.record({
      state: fc.constantFrom(...ORDER_STATES),
      complaint: fc.option(
        fc.record({
          openedAt: fc.constant(at(1)),
          decision: fc.constantFrom('release' as const, 'refund' as const, null),
        }),
      ),
    });
    fc.assert(
      fc.property(orders, fc.integer({ min: 0, max: 24 * 3600 * 1000 * 10 }), ({ state, complaint }, ms) => {
        const now = new Date(deliveredAt.getTime() + ms);
        const status = payoutStatus({ ...prepaid, state, complaint }, now).status;
        const early = ms < 24 * 3_600_000;
        if (state === 'delivered' && status === 'due') {
          expect(!early || complaint?.decision === 'release').toBe(true);
        }
        if (state === 'delivered' && complaint?.decision === null) expect(status).toBe('held');
      }),
    );
  });
});
