import { describe, expect, it } from 'vitest';
import { categoryGroup, durationDays } from './catalogue.ts';

describe('durationDays (spec section 9)', () => {
  it('is duration/24 for products measured in hours', () => {
    expect(durationDays({ kind: 'top_ad', duration: 168, count: 1 })).toBe(7);
  });
  it('is duration/1440 times count for bump_up', () => {
    expect(durationDays({ kind: 'bump_up', duration: 1440, count: 5 })).toBe(5);
  });
});

describe('categoryGroup', () => {
  it('prices by the top category', () => {
    expect(categoryGroup([192, 193])).toBe('vehicles');
    expect(categoryGroup([210, 211])).toBe('property');
    expect(categoryGroup([101, 102])).toBe('electronics');
    expect(categoryGroup([245, 246])).toBe('general');
  });
});
