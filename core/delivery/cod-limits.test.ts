import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  codAllowance,
  MAX_COD_COLLECT_POISHA,
  MAX_OPEN_COD_ORDERS,
  NEW_PHONE_OPEN_COD_ORDERS,
  REFUSALS_BEFORE_PREPAID_ONLY,
  type PhoneOrder,
} from './cod-limits.ts';
import { ORDER_STATES, PAYMENT_METHODS } from './order-lifecycle.ts';

const now = new Date('2026-11-25T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const cashOrder = (state: PhoneOrder['state']): PhoneOrder => ({
  paymentMethod: 'cash_on_delivery',
  state,
  refusedAt: null,
});
const refused = (days: number): PhoneOrder => ({ ...cashOrder('returned'), refusedAt: daysAgo(days) });
const allow = (orders: PhoneOrder[], collect = 2_470_00) => codAllowance({ verified: true, orders }, collect, now);

describe('cash on delivery per phone', () => {
  test('a verified phone with no history may order one cash parcel; an unverified one may not', () => {
    expect(allow([])).toEqual({ ok: true });
    expect(codAllowance({ verified: false, orders: [] }, 2_470_00, now)).toEqual({
      ok: false,
      reason: 'phone_not_verified',
    });
  });

  test('a new phone has one cash order under way at a time; one that took a parcel has three', () => {
    expect(NEW_PHONE_OPEN_COD_ORDERS).toBe(1);
    expect(allow([cashOrder('placed')])).toEqual({ ok: false, reason: 'too_many_open' });
    const trusted = [cashOrder('accepted'), cashOrder('placed'), cashOrder('in_transit')];
    expect(allow(trusted)).toEqual({ ok: true });
    expect(allow([...trusted, cashOrder('confirmed')])).toEqual({ ok: false, reason: 'too_many_open' });
    // Prepaid orders, delivered and ended ones are not under way in cash.
    expect(allow([cashOrder('delivered'), { ...cashOrder('placed'), paymentMethod: 'online' }])).toEqual({ ok: true });
  });

  test('three refusals at the door within 90 days: prepaid only, until the third newest leaves the window', () => {
    const history = [cashOrder('accepted'), refused(10), refused(40), refused(80)];
    expect(allow(history)).toEqual({
      ok: false,
      reason: 'too_many_refusals',
      until: new Date(daysAgo(80).getTime() + 90 * 86_400_000),
    });
    // Refusals older than 90 days no longer count.
    expect(allow([cashOrder('accepted'), refused(10), refused(40), refused(91)])).toEqual({ ok: true });
    // A prepaid parcel refused at the door counts too.
    expect(allow([cashOrder('accepted'), refused(1), refused(2), { ...refused(3), paymentMethod: 'online' }]).ok).toBe(
      false,
    );
  });

  test('above Tk 20,000 at the door is prepaid only', () => {
    expect(allow([], MAX_COD_COLLECT_POISHA)).toEqual({ ok: true });
    expect(allow([], MAX_COD_COLLECT_POISHA + 100)).toEqual({ ok: false, reason: 'amount_too_high' });
  });

  test('for any history: never more open cash orders than the limit, and never cash past the refusal limit', () => {
    const orders = fc.array(
      fc.record({
        paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
        state: fc.constantFrom(...ORDER_STATES),
        refusedAt: fc.option(fc.integer({ min: 0, max: 200 }).map(daysAgo)),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(orders, (history) => {
        const result = allow(history);
        if (!result.ok) return;
        const recent = history.filter((o) => o.refusedAt && o.refusedAt.getTime() > daysAgo(90).getTime());
        expect(recent.length).toBeLessThan(REFUSALS_BEFORE_PREPAID_ONLY);
        const open = history.filter(
          (o) =>
            o.paymentMethod === 'cash_on_delivery' &&
            ['placed', 'confirmed', 'handed_to_courier', 'in_transit'].includes(o.state),
        );
        expect(open.length).toBeLessThan(MAX_OPEN_COD_ORDERS);
      }),
    );
  });
});
