import { describe, expect, test } from 'vitest';
import { bannedWordsIn, normaliseWord } from './banned-words.ts';

describe('banned words', () => {
  test('a Latin word matches whole words only, in any case and spacing', () => {
    const words = ['yaba', 'fake passport'];
    expect(bannedWordsIn('YABA available', words)).toEqual(['yaba']);
    expect(bannedWordsIn('Fake   Passport\nmade', words)).toEqual(['fake passport']);
    expect(bannedWordsIn('Yabadabadoo toys', words)).toEqual([]);
  });

  test('a Bengali word matches inside a longer word (its suffixes)', () => {
    expect(bannedWordsIn('ইয়াবাসহ পাওয়া যায়', ['ইয়াবা'])).toEqual(['ইয়াবা']);
  });

  test("a word's own signs are taken literally, not as a pattern", () => {
    expect(bannedWordsIn('100% profit (guaranteed)', ['100% profit'])).toEqual(['100% profit']);
    expect(bannedWordsIn('a.b', ['a*b'])).toEqual([]);
  });

  test('a word is stored lower-case, trimmed, with single spaces', () => {
    expect(normaliseWord('  Bitcoin   Doubler ')).toBe('bitcoin doubler');
  });
});
