import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotate } from './rotation.ts';

describe('rotate', () => {
  it('shows every eligible ad when there are no more than the slots', () => {
    expect(rotate([1, 2], 2, 7)).toEqual([1, 2]);
    expect(rotate([1], 5, 3)).toEqual([1]);
  });

  it('fills every slot with distinct ads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 5 }), fc.nat(), (n, slots, turn) => {
        const ads = Array.from({ length: n }, (_, i) => i);
        const shown = rotate(ads, slots, turn);
        expect(shown).toHaveLength(Math.min(n, slots));
        expect(new Set(shown).size).toBe(shown.length);
      }),
    );
  });

  it('gives every eligible ad the same share of impressions over any n consecutive turns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(2, 5),
        fc.integer({ min: 0, max: 1_000_000 }),
        (n, slots, from) => {
          const ads = Array.from({ length: n }, (_, i) => i);
          const impressions = new Array<number>(n).fill(0);
          for (let turn = from; turn < from + n; turn++) {
            for (const ad of rotate(ads, slots, turn)) impressions[ad] = (impressions[ad] ?? 0) + 1;
          }
          expect(new Set(impressions)).toEqual(new Set([Math.min(n, slots) === n ? n : slots]));
        },
      ),
    );
  });

  it('keeps shares within one impression of each other over any number of turns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), fc.nat({ max: 500 }), fc.nat({ max: 500 }), (n, from, turns) => {
        const ads = Array.from({ length: n }, (_, i) => i);
        const impressions = new Array<number>(n).fill(0);
        for (let turn = from; turn < from + turns; turn++) {
          for (const ad of rotate(ads, 2, turn)) impressions[ad] = (impressions[ad] ?? 0) + 1;
        }
        expect(Math.max(...impressions) - Math.min(...impressions)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
