import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceBengaliDigits, toWesternDigits } from './digits.ts';

describe('toWesternDigits', () => {
  it('converts text made only of Bengali digits', () => {
    expect(toWesternDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toWesternDigits('৪০০')).toBe('400');
  });

  it('leaves text alone when any character is not a Bengali digit', () => {
    expect(toWesternDigits('১২3')).toBe('১২3');
    expect(toWesternDigits('iPhone ১৫')).toBe('iPhone ১৫');
    expect(toWesternDigits(' ১২')).toBe(' ১২');
    expect(toWesternDigits('১,২০০')).toBe('১,২০০');
  });

  it('leaves empty text and Western digits unchanged', () => {
    expect(toWesternDigits('')).toBe('');
    expect(toWesternDigits('2015')).toBe('2015');
  });

  it('agrees with the bn-BD number formatter for every non-negative integer', () => {
    const bengali = new Intl.NumberFormat('bn-BD', { useGrouping: false });
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(toWesternDigits(bengali.format(n))).toBe(String(n));
      }),
    );
  });
});

describe('replaceBengaliDigits', () => {
  it('turns every Bengali digit into a Western one and keeps the rest', () => {
    expect(replaceBengaliDigits('২০২৬-১২-৩১')).toBe('2026-12-31');
    expect(replaceBengaliDigits('১২3')).toBe('123');
    expect(replaceBengaliDigits('এ১৫ ০১৮০০-৭১০৪৯২')).toBe('এ15 01800-710492');
    expect(replaceBengaliDigits('iPhone 15')).toBe('iPhone 15');
  });

  it('agrees with toWesternDigits on text made only of Bengali digits', () => {
    const bengali = new Intl.NumberFormat('bn-BD', { useGrouping: false });
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(replaceBengaliDigits(bengali.format(n))).toBe(toWesternDigits(bengali.format(n)));
      }),
    );
  });
});
