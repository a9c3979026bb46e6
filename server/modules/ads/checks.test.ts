import { describe, expect, test } from 'vitest';
import { textFlags } from './checks.ts';

const WORDS = ['yaba', 'escort', 'ইয়াবা'];

describe('the text checks of new ads', () => {
  test('flag banned words in English and Bengali, as whole English words', () => {
    expect(textFlags({ title: 'Yaba available', description: 'Fast delivery' }, WORDS)).toEqual(['banned_word']);
    expect(textFlags({ title: 'ইয়াবা পাওয়া যায়', description: 'দ্রুত ডেলিভারি' }, WORDS)).toEqual(['banned_word']);
    expect(textFlags({ title: 'Escorted tour bus', description: 'A 40-seat bus for hire' }, WORDS)).toEqual([]);
  });

  test('flag a phone number in Latin or Bengali digits, spaced or not, and links in the description', () => {
    for (const description of [
      'Call 01711223344 today',
      'Call 017-1122-3344 today',
      'ফোন করুন ০১৭১১২২৩৩৪৪',
      'Call +8801711223344',
      'See www.cheap-phones.xyz',
      'See https://example.com/phone',
      'Order at cheapphones.com now',
    ]) {
      expect(textFlags({ title: 'Phone for sale', description }, WORDS), description).toEqual([
        'contact_in_description',
      ]);
    }
  });

  test('leave honest text alone: model numbers, prices and years are not phone numbers', () => {
    const description = 'Galaxy A15, 8 GB RAM, 128 GB, bought 2024, price 18000 Tk, IMEI box included.';
    expect(textFlags({ title: 'Samsung Galaxy A15', description }, WORDS)).toEqual([]);
  });
});
