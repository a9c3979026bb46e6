import { describe, expect, test } from 'vitest';
import { formatBdPhone, normalizeBdPhone } from './phone.ts';

describe('normalizeBdPhone', () => {
  test.each([
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['01712345678', '+8801712345678'],
    ['017 1234-5678', '+8801712345678'],
    ['+880 1912-345678', '+8801912345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    ['+৮৮০১৮১২৩৪৫৬৭৮', '+8801812345678'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeBdPhone(input)).toBe(expected);
  });

  test.each(['01112345678', '01212345678', '0171234567', '017123456789', '+9101712345678', 'abc', '', '+880'])(
    'rejects %s, which is not a Bangladeshi mobile number',
    (input) => {
      expect(normalizeBdPhone(input)).toBeNull();
    },
  );

  test('formats a number in the local way', () => {
    expect(formatBdPhone('+8801712345678')).toBe('01712-345678');
  });
});
