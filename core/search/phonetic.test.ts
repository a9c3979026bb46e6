import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANGLISH_PAIRS } from './banglish-pairs.test-support.ts';
import { isPhoneticWord, phoneticKey } from './phonetic.ts';
import { tokenizeSearchText } from './text.ts';

const keys = (text: string) => tokenizeSearchText(text).map(phoneticKey).join(' ');

describe('phoneticKey', () => {
  it('has a test list of at least 200 Banglish spellings', () => {
    expect(BANGLISH_PAIRS.length).toBeGreaterThanOrEqual(200);
  });

  it.each(BANGLISH_PAIRS)('gives "%s" the key of "%s"', (banglish, bengali) => {
    expect(keys(banglish)).toBe(keys(bengali));
  });

  it('reads the spellings people mix up as one sound', () => {
    expect(new Set(['gari', 'gaari', 'garee', 'গাড়ি', 'গাড়ী'].map(phoneticKey)).size).toBe(1); // doubled vowels, ee/i
    expect(new Set(['vara', 'bhara', 'ভাড়া'].map(phoneticKey)).size).toBe(1); // v/bh
    expect(new Set(['jomi', 'zomi', 'জমি'].map(phoneticKey)).size).toBe(1); // z/j
    expect(new Set(['fon', 'phon', 'ফোন'].map(phoneticKey)).size).toBe(1); // ph/f
    expect(new Set(['kukur', 'kookur', 'কুকুর'].map(phoneticKey)).size).toBe(1); // oo/u
    expect(new Set(['chakri', 'chakori', 'চাকরি'].map(phoneticKey)).size).toBe(1); // inherent vowel dropped
    expect(new Set(['walton', 'oalton', 'ওয়ালটন'].map(phoneticKey)).size).toBe(1); // w/o
  });

  it('reads Bengali loan words as their Latin spelling', () => {
    expect(phoneticKey('ল্যাপটপ')).toBe(phoneticKey('laptop'));
    expect(phoneticKey('প্রিন্টার')).toBe(phoneticKey('printer'));
    expect(phoneticKey('ট্যাবলেট')).toBe(phoneticKey('tablet'));
  });

  it('keeps different words apart', () => {
    const apart: [string, string][] = [
      ['গাড়ি', 'ঘড়ি'], // car, watch
      ['জমি', 'জামা'], // land, shirt
      ['বাসা', 'বাস'], // home, bus
      ['চাকরি', 'চাকা'], // job, wheel
      ['ফ্রিজ', 'ফ্রি'], // fridge, free
    ];
    for (const [a, b] of apart) expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });

  it('counts a doubled letter once', () => {
    const letters = 'adfgijklmnrstuv'.split('');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters, 'h'), { minLength: 1, maxLength: 12 }), fc.nat(), (word, at) => {
        const i = at % word.length;
        if (word[i] === 'h') return;
        const doubled = [...word.slice(0, i + 1), ...word.slice(i)].join('');
        expect(phoneticKey(doubled)).toBe(phoneticKey(word.join('')));
      }),
    );
  });

  it('never matches numbers or codes by sound', () => {
    expect(isPhoneticWord('2015')).toBe(false);
    expect(isPhoneticWord('a15')).toBe(false);
    expect(isPhoneticWord('gari')).toBe(true);
  });
});
