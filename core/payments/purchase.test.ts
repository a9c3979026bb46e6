import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isPurchasePresent } from './purchase.ts';

describe('a purchase is present (spec section 5)', () => {
  test('with a listing fee, a selected promotion, an extra images amount or a membership amount', () => {
    expect(isPurchasePresent({ listingFee: 50000 })).toBe(true);
    expect(isPurchasePresent({ promotions: [{ selected: true, value: 'top_ad_7' }] })).toBe(true);
    expect(isPurchasePresent({ extraImagesAmount: 2000 })).toBe(true);
    expect(isPurchasePresent({ membershipAmount: 300000 })).toBe(true);
  });

  test('not with nothing, zero amounts, or promotions offered but not selected', () => {
    expect(isPurchasePresent({})).toBe(false);
    expect(isPurchasePresent({ listingFee: 0, extraImagesAmount: null, membershipAmount: 0 })).toBe(false);
    expect(isPurchasePresent({ promotions: [{ selected: false, value: 'top_ad_7' }] })).toBe(false);
    expect(isPurchasePresent({ promotions: [{ selected: true, value: null }] })).toBe(false);
  });

  test('is exactly "any of the four exists", for any selection', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined });
    const promotion = fc.record({
      selected: fc.boolean(),
      value: fc.option(fc.constantFrom('', 'top_ad_3', 'bump_up_1')),
    });
    fc.assert(
      fc.property(amount, fc.array(promotion, { maxLength: 4 }), amount, amount, (fee, promotions, images, member) => {
        const expected =
          (fee ?? 0) > 0 || promotions.some((p) => p.selected && !!p.value) || (images ?? 0) > 0 || (member ?? 0) > 0;
        expect(
          isPurchasePresent({ listingFee: fee, promotions, extraImagesAmount: images, membershipAmount: member }),
        ).toBe(expected);
      }),
    );
  });
});
