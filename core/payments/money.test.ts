import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decimalToPoisha, formatPoisha, poishaToDecimal, takaToPoisha } from './money.ts';

describe('money in poisha', () => {
  test('providers get decimal taka with two places', () => {
    expect(poishaToDecimal(takaToPoisha(500))).toBe('500.00');
    expect(poishaToDecimal(5)).toBe('0.05');
    expect(decimalToPoisha('500')).toBe(50000);
    expect(decimalToPoisha('500.5')).toBe(50050);
    expect(decimalToPoisha('-1')).toBeNull();
    expect(decimalToPoisha('5e2')).toBeNull();
  });

  test('decimal text round-trips every whole poisha amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (poisha) => {
        expect(decimalToPoisha(poishaToDecimal(poisha))).toBe(poisha);
      }),
    );
  });

  test('people read BDT in their language, Bengali digits in bn', () => {
    expect(formatPoisha('bn', 50000)).toBe('৳ ৫০০');
    expect(formatPoisha('en', 125000000)).toBe('Tk 12,50,000');
    expect(formatPoisha('en', 50050)).toBe('Tk 500.50');
    expect(formatPoisha('bn', 50005)).toBe('৳ ৫০০.০৫');
  });

  test('a discount reads minus, then the amount: -Tk 200, never Tk -200', () => {
    expect(formatPoisha('en', -20000)).toBe('-Tk 200');
    expect(formatPoisha('bn', -20050)).toBe('-৳ ২০০.৫০');
  });
});
