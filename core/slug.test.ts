import { describe, expect, test } from 'vitest';
import { adIdFromSlug, adSlug, transliterateBengali } from './slug.ts';

describe('ad slugs', () => {
  test('are the title words, the location and the id', () => {
    expect(adSlug('Toyota Corolla 2015 for sale', 'Cars', 'dhaka', 123456)).toBe(
      'toyota-corolla-2015-for-sale-dhaka-123456',
    );
  });

  test('transliterate a Bengali title', () => {
    expect(adSlug('টয়োটা করোলা ২০১৫ বিক্রয়', 'Cars', 'dhaka', 7)).toBe('toyota-korola-2015-bikroy-dhaka-7');
  });

  test('fall back to the category name when the title gives fewer than two words', () => {
    expect(adSlug('!!!', 'Mobile Phones', 'sylhet', 9)).toBe('mobile-phones-sylhet-9');
  });

  test('gives back the id an ad slug ends with', () => {
    expect(adIdFromSlug(adSlug('Garmin Forerunner 255', 'Watches', 'pallabi', 13))).toBe(13);
    expect(adIdFromSlug('toyota-axio')).toBeNull();
    expect(adIdFromSlug('1166')).toBe(1166);
    expect(adIdFromSlug('old-title-1166')).toBe(1166);
    expect(adIdFromSlug('x-99999999999999999999')).toBeNull();
  });
});

describe('transliterateBengali', () => {
  test('keeps Latin text and writes Bengali digits as Western ones', () => {
    expect(transliterateBengali('iPhone ১৩ প্রো')).toBe('iPhone 13 pro');
  });

  test('drops the inherent vowel before a virama and at the end of a word', () => {
    expect(transliterateBengali('মোবাইল ফোন')).toBe('mobail fon');
    expect(transliterateBengali('স্যামসাং')).toBe('syamosang');
  });
});
