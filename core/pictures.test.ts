import { describe, expect, test } from 'vitest';
import type { CategoryDef } from './catalogue.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { MAX_EXTRA_PICTURES, maxPictures, MOST_PICTURES } from './pictures.ts';

const category = (id: number, slug: string, parentId = -1): CategoryDef => ({
  id,
  slug,
  parentId,
  type: 'normal',
  isVertical: false,
  deactivated: false,
  name: { bn: slug, en: slug },
  icon: '',
  filters: [],
});

const index = indexCatalogue({
  categories: [
    category(1, 'vehicles'),
    category(2, 'cars', 1),
    category(3, 'property'),
    category(4, 'apartments-for-rent', 3),
    category(5, 'mobiles'),
    category(6, 'mobile-phones', 5),
  ],
  locations: [
    { id: 1, slug: 'bangladesh', parentId: -1, level: 'country', name: { bn: 'বাংলাদেশ', en: 'Bangladesh' } },
  ],
});
const bySlug = (slug: string) => index.categoryBySlug(slug) as CategoryDef;

describe('maxPictures', () => {
  test('allows 5 pictures in most categories and 10 under vehicles and property', () => {
    expect(maxPictures(index, bySlug('mobile-phones'))).toBe(5);
    expect(maxPictures(index, bySlug('cars'))).toBe(10);
    expect(maxPictures(index, bySlug('apartments-for-rent'))).toBe(10);
    expect(maxPictures(index, bySlug('vehicles'))).toBe(10);
  });

  test('adds the extra pictures bought for the ad, up to MAX_EXTRA_PICTURES', () => {
    expect(maxPictures(index, bySlug('mobile-phones'), 5)).toBe(10);
    expect(maxPictures(index, bySlug('cars'), 10)).toBe(20);
    expect(maxPictures(index, bySlug('mobile-phones'), 500)).toBe(5 + MAX_EXTRA_PICTURES);
    expect(maxPictures(index, bySlug('mobile-phones'), -3)).toBe(5);
  });

  test('never allows more than MOST_PICTURES, which bounds a form with pictures', () => {
    for (const c of index.catalogue.categories) {
      expect(maxPictures(index, c, MAX_EXTRA_PICTURES + 1)).toBeLessThanOrEqual(MOST_PICTURES);
    }
    expect(MOST_PICTURES).toBe(10 + MAX_EXTRA_PICTURES);
  });
});
