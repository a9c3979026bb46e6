import { describe, expect, it } from 'vitest';
import type { Catalogue, CategoryDef } from './catalogue.ts';
import { indexCatalogue } from './catalogue-index.ts';
import { FIXTURE_CATALOGUE, fixtureIndex as index } from './search/fixtures.test-support.ts';

function requireCategory(slug: string): CategoryDef {
  const category = index.categoryBySlug(slug);
  if (!category) throw new Error(`fixture has no category ${slug}`);
  return category;
}

describe('indexCatalogue', () => {
  it('finds categories and locations by id and by slug', () => {
    expect(index.categoryById(193)?.slug).toBe('cars');
    expect(index.categoryBySlug('cars')?.id).toBe(193);
    expect(index.locationBySlug('dhaka')?.id).toBe(3);
    expect(index.locationById(4)?.slug).toBe('mirpur');
    expect(index.categoryBySlug('nope')).toBeUndefined();
  });

  it('knows the country and the jobs vertical', () => {
    expect(index.country.slug).toBe('bangladesh');
    expect(index.jobsCategory?.id).toBe(700);
  });

  it('lists children and ancestors from the top down', () => {
    expect(index.categoryChildren(requireCategory('vehicles')).map((c) => c.slug)).toEqual([
      'cars',
      'motorbikes-scooters',
    ]);
    expect(index.categoryAncestors(requireCategory('cars')).map((c) => c.slug)).toEqual(['vehicles', 'cars']);
    const mirpur = index.locationBySlug('mirpur');
    expect(mirpur && index.locationAncestors(mirpur).map((l) => l.slug)).toEqual([
      'bangladesh',
      'dhaka-division',
      'dhaka',
      'mirpur',
    ]);
  });

  it('treats jobs, other and childless overseas jobs as special, and deactivated categories as not special', () => {
    expect(index.isSpecialCategory(requireCategory('jobs'))).toBe(true);
    expect(index.isSpecialCategory(requireCategory('other'))).toBe(true);
    expect(index.isSpecialCategory(requireCategory('overseas-jobs'))).toBe(true);
    expect(index.isSpecialCategory(requireCategory('old-stuff'))).toBe(false);
    expect(index.isSpecialCategory(requireCategory('driver'))).toBe(false);
  });

  it('does not treat overseas jobs with children as special', () => {
    const withChild: Catalogue = {
      ...FIXTURE_CATALOGUE,
      categories: [
        ...FIXTURE_CATALOGUE.categories,
        { ...requireCategory('driver'), id: 401, slug: 'gulf', parentId: 400 },
      ],
    };
    const overseas = indexCatalogue(withChild).categoryById(400);
    expect(overseas && indexCatalogue(withChild).isSpecialCategory(overseas)).toBe(false);
  });

  it('calls a category a leaf when it has no children and is not special', () => {
    expect(index.isLeafCategory(requireCategory('cars'))).toBe(true);
    expect(index.isLeafCategory(requireCategory('vehicles'))).toBe(false);
    expect(index.isLeafCategory(requireCategory('other'))).toBe(false);
    expect(index.isLeafCategory(requireCategory('old-stuff'))).toBe(true);
  });

  it('supports brand trees only in the listed categories that have a tree filter', () => {
    expect(index.supportsBrandTree(requireCategory('cars'))).toBe(true);
    expect(index.supportsBrandTree(requireCategory('mobile-phones'))).toBe(true);
    expect(index.supportsBrandTree(requireCategory('tablets'))).toBe(false);
    expect(index.supportsBrandTree(requireCategory('tvs'))).toBe(false);
  });

  it('rejects a catalogue with duplicate slugs, unknown parents or no single country', () => {
    const cars = requireCategory('cars');
    expect(() =>
      indexCatalogue({ ...FIXTURE_CATALOGUE, categories: [...FIXTURE_CATALOGUE.categories, { ...cars, id: 999 }] }),
    ).toThrow(/duplicate category slug/);
    expect(() =>
      indexCatalogue({
        ...FIXTURE_CATALOGUE,
        categories: [...FIXTURE_CATALOGUE.categories, { ...cars, id: 998, slug: 'x', parentId: 5 }],
      }),
    ).toThrow(/unknown parent/);
    expect(() =>
      indexCatalogue({
        ...FIXTURE_CATALOGUE,
        locations: FIXTURE_CATALOGUE.locations.filter((l) => l.level !== 'country'),
      }),
    ).toThrow();
  });
});
