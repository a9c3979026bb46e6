import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PAYMENT_METHODS } from './order-lifecycle.ts';
import {
  acceptedSettlement,
  buyerTotalPoisha,
  cancelledSettlement,
  orderMoney,
  refundedSettlement,
  returnedSettlement,
  type OrderMoney,
  type OrderPricing,
} from './order-money.ts';

const pricing: OrderPricing = {
  unitPricePoisha: 1_200_00,
  quantity: 2,
  // Tk 70 inside Dhaka; Pathao's 1 % on Tk 2,470 collected.
  quote: { deliveryPoisha: 70_00, codChargePoisha: 24_70 },
  deliveryPayer: 'buyer',
  paymentMethod: 'cash_on_delivery',
};

function money(overrides: Partial<OrderPricing> = {}): OrderMoney {
  const result = orderMoney({ ...pricing, ...overrides });
  if (!result.ok) throw new Error(result.reason);
  return result.money;
}

describe('an order’s amounts', () => {
  test('cash on delivery, the buyer pays delivery: the courier collects items and delivery; the seller bears the COD charge', () => {
    expect(money()).toEqual({
      itemsPoisha: 2_400_00,
      deliveryPoisha: 70_00,
      codChargePoisha: 24_70,
      buyerPaysPoisha: 2_470_00,
      onlinePoisha: 0,
      collectPoisha: 2_470_00,
      courierChargesPoisha: 94_70,
      sellerPayoutPoisha: 2_375_30,
    });
    expect(buyerTotalPoisha(2_400_00, 70_00, 'buyer')).toBe(2_470_00);
  });

  test('prepaid, the seller pays delivery: the buyer pays the items online, nothing at the door, no COD charge', () => {
    expect(money({ paymentMethod: 'online', deliveryPayer: 'seller' })).toMatchObject({
      buyerPaysPoisha: 2_400_00,
      onlinePoisha: 2_400_00,
      collectPoisha: 0,
      codChargePoisha: 0,
      courierChargesPoisha: 70_00,
      sellerPayoutPoisha: 2_330_00,
    });
  });

  test('a seller paying more delivery than the item is worth is refused, not paid a negative amount', () => {
    const cheap = { unitPricePoisha: 50_00, quantity: 1, deliveryPayer: 'seller' as const };
    expect(orderMoney({ ...pricing, ...cheap, quote: { deliveryPoisha: 130_00, codChargePoisha: 0 } })).toEqual({
      ok: false,
      reason: 'delivery_not_covered',
    });
    // Exactly covered pays the seller nothing, which is not negative.
    const even = orderMoney({ ...pricing, ...cheap, quote: { deliveryPoisha: 50_00, codChargePoisha: 0 } });
    expect(even.ok && even.money.sellerPayoutPoisha).toBe(0);
  });

  test('the courier collects whole taka only; a prepaid total may have poisha', () => {
    expect(orderMoney({ ...pricing, unitPricePoisha: 99_50, quantity: 1 })).toEqual({
      ok: false,
      reason: 'collect_not_whole_taka',
    });
    expect(orderMoney({ ...pricing, unitPricePoisha: 99_50, quantity: 1, paymentMethod: 'online' }).ok).toBe(true);
  });

  test('fractions, negatives and a quantity of 0 are the caller’s bug', () => {
    expect(() => orderMoney({ ...pricing, quantity: 0 })).toThrow(RangeError);
    expect(() => orderMoney({ ...pricing, unitPricePoisha: 10.5 })).toThrow(RangeError);
    expect(() => orderMoney({ ...pricing, quote: { deliveryPoisha: -1, codChargePoisha: 0 } })).toThrow(RangeError);
    expect(() => orderMoney({ ...pricing, unitPricePoisha: Number.MAX_SAFE_INTEGER, quantity: 2 })).toThrow(RangeError);
  });
});

describe('how an order’s money ends', () => {
  test('refused at the door, prepaid: everything the buyer paid comes back; the seller bears the courier’s bill', () => {
    const prepaid = money({ paymentMethod: 'online' });
    expect(returnedSettlement(prepaid, 70_00)).toEqual({
      buyerRefundPoisha: 2_470_00,
      sellerPayoutPoisha: 0,
      sellerChargePoisha: 70_00,
    });
  });

  test('refused at the door, cash on delivery: the buyer paid nothing and gets nothing back', () => {
    expect(returnedSettlement(money(), 70_00)).toEqual({
      buyerRefundPoisha: 0,
      sellerPayoutPoisha: 0,
      sellerChargePoisha: 70_00,
    });
  });

  test('refunded on a complaint: the buyer gets back what was paid online, the seller nothing and the bill', () => {
    const prepaid = money({ paymentMethod: 'online' });
    expect(refundedSettlement(prepaid, 70_00)).toEqual({
      buyerRefundPoisha: prepaid.onlinePoisha,
      sellerPayoutPoisha: 0,
      sellerChargePoisha: 70_00,
    });
  });

  test('cancelled: a paid online order is refunded in full, an unpaid one refunds nothing', () => {
    const prepaid = money({ paymentMethod: 'online' });
    expect(cancelledSettlement(prepaid, true).buyerRefundPoisha).toBe(2_470_00);
    expect(cancelledSettlement(prepaid, false).buyerRefundPoisha).toBe(0);
    expect(acceptedSettlement(prepaid)).toEqual({
      buyerRefundPoisha: 0,
      sellerPayoutPoisha: 2_400_00,
      sellerChargePoisha: 0,
    });
  });

  test('for any order: amounts are whole and never negative, and what comes in equals what goes out', () => {
    const pricings = fc.record({
      // Mostly whole taka, as ads are priced, so that cash orders are collectable.
      unitPricePoisha: fc.oneof(
        fc.integer({ min: 0, max: 10_000_000 }).map((taka) => taka * 100),
        fc.integer({ min: 0, max: 10_000_000_00 }),
      ),
      quantity: fc.integer({ min: 1, max: 100 }),
      quote: fc.record({
        deliveryPoisha: fc.integer({ min: 0, max: 1_000 }).map((taka) => taka * 100),
        codChargePoisha: fc.integer({ min: 0, max: 100_000_00 }),
      }),
      deliveryPayer: fc.constantFrom('buyer' as const, 'seller' as const),
      paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
    });
    fc.assert(
      fc.property(pricings, fc.integer({ min: 0, max: 2_000_00 }), fc.boolean(), (input, bill, paid) => {
        const result = orderMoney(input);
        if (!result.ok) return;
        const m = result.money;
        for (const amount of Object.values(m)) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        expect(m.onlinePoisha + m.collectPoisha).toBe(m.buyerPaysPoisha);
        expect(m.onlinePoisha === 0 || m.collectPoisha === 0).toBe(true);
        expect(m.collectPoisha % 100).toBe(0);
        expect(m.buyerPaysPoisha).toBe(m.courierChargesPoisha + m.sellerPayoutPoisha);
        const endings = [
          acceptedSettlement(m),
          cancelledSettlement(m, paid),
          returnedSettlement(m, bill),
          refundedSettlement(m, bill),
        ];
        for (const ending of endings) {
          for (const amount of Object.values(ending)) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
          expect(ending.buyerRefundPoisha).toBeLessThanOrEqual(m.onlinePoisha);
        }
        // A return: the buyer's payment is refunded and the courier's bill is the seller's.
        const returned = returnedSettlement(m, bill);
        expect(m.onlinePoisha - returned.buyerRefundPoisha - bill + returned.sellerChargePoisha).toBe(0);
      }),
    );
  });
});
