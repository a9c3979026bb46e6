import { describe, expect, test } from 'vitest';
import type { Catalogue, CategoryDef, LocationDef } from './catalogue.ts';
import { applyOverrides, type CatalogueOverride, filterLibrary, moveAmongSiblings } from './catalogue-overrides.ts';
import type { FilterDef } from './catalogue.ts';

const category = (id: number, parentId: number, en: string): CategoryDef => ({
  id,
  slug: en.toLowerCase(),
  parentId,
  type: 'normal',
  isVertical: false,
  deactivated: false,
  name: { bn: `${en} bn`, en },
  icon: '',
  filters: [],
});
const place = (id: number, parentId: number, en: string): LocationDef => ({
  id,
  slug: en.toLowerCase(),
  parentId,
  level: parentId === -1 ? 'country' : 'division',
  name: { bn: `${en} bn`, en },
});
const catalogue: Catalogue = {
  categories: [category(1, -1, 'Mobiles'), category(2, 1, 'Phones'), category(3, -1, 'Cars'), category(4, 1, 'Tabs')],
  locations: [place(10, -1, 'Bangladesh'), place(11, 10, 'Dhaka'), place(12, 10, 'Sylhet')],
};
const override = (o: Partial<CatalogueOverride> & Pick<CatalogueOverride, 'kind' | 'id'>): CatalogueOverride => ({
  name: null,
  deactivated: null,
  position: null,
  filters: null,
  ...o,
});

describe('catalogue overrides', () => {
  test('none: the code catalogue as it is', () => {
    expect(applyOverrides(catalogue, [])).toEqual(catalogue);
  });

  test('rename in both languages and deactivate, the rest as in code', () => {
    const result = applyOverrides(catalogue, [
      override({ kind: 'category', id: 2, name: { bn: 'মোবাইল ফোন', en: 'Mobile phones' } }),
      override({ kind: 'location', id: 12, deactivated: true }),
    ]);
    expect(result.categories[1]).toEqual({
      ...category(2, 1, 'Phones'),
      name: { bn: 'মোবাইল ফোন', en: 'Mobile phones' },
    });
    expect(result.locations[2]?.deactivated).toBe(true);
    expect(result.locations[1]).toEqual(place(11, 10, 'Dhaka'));
  });

  test('reordering moves siblings only; other parents keep their slots', () => {
    const result = applyOverrides(catalogue, [
      override({ kind: 'category', id: 2, position: 1 }),
      override({ kind: 'category', id: 4, position: 0 }),
      override({ kind: 'category', id: 3, position: 0 }),
      override({ kind: 'category', id: 1, position: 1 }),
    ]);
    expect(result.categories.map((c) => c.id)).toEqual([3, 4, 1, 2]);
    const children = (parentId: number) => result.categories.filter((c) => c.parentId === parentId).map((c) => c.id);
    expect(children(1)).toEqual([4, 2]);
    expect(children(-1)).toEqual([3, 1]);
  });

  test('a reactivation overrides a deactivation made in code', () => {
    const code = { ...catalogue, categories: [{ ...category(1, -1, 'Old'), deactivated: true }] };
    expect(
      applyOverrides(code, [override({ kind: 'category', id: 1, deactivated: false })]).categories[0]?.deactivated,
    ).toBe(false);
  });
});

test('moving among siblings swaps with the neighbour; the ends stay put', () => {
  expect(moveAmongSiblings([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
  expect(moveAmongSiblings([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
  expect(moveAmongSiblings([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
  expect(moveAmongSiblings([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
  expect(moveAmongSiblings(['brand', 'ram'], 'ram', 'up')).toEqual(['ram', 'brand']);
});

describe("a category's filters (decision 177)", () => {
  const filter = (key: string, en = key): FilterDef => ({ key, type: 'money', label: { bn: `${en} bn`, en } });
  const withFilters = (c: CategoryDef, filters: FilterDef[]): CategoryDef => ({ ...c, filters });
  const code: Catalogue = {
    categories: [
      category(1, -1, 'Mobiles'),
      withFilters(category(2, 1, 'Phones'), [filter('price'), filter('condition'), filter('brand', 'Phone brand')]),
      withFilters(category(4, 1, 'Tabs'), [filter('price'), filter('brand', 'Tab brand'), filter('ram')]),
      withFilters(category(3, -1, 'Cars'), [filter('price'), filter('mileage')]),
    ],
    locations: [],
  };

  test("may be its own and its top-level category's others', by key, its own first, price apart", () => {
    expect(filterLibrary(code, 2).map((f) => [f.key, f.label.en])).toEqual([
      ['condition', 'condition'],
      ['brand', 'Phone brand'],
      ['ram', 'ram'],
    ]);
    expect(filterLibrary(code, 3).map((f) => f.key)).toEqual(['mileage']);
  });

  test('are attached, detached and ordered by the override; price stays first; unknown keys are dropped', () => {
    const result = applyOverrides(code, [override({ kind: 'category', id: 2, filters: ['ram', 'condition', 'gone'] })]);
    expect(result.categories.find((c) => c.id === 2)?.filters.map((f) => f.key)).toEqual(['price', 'ram', 'condition']);
    expect(result.categories.find((c) => c.id === 4)?.filters.map((f) => f.key)).toEqual(['price', 'brand', 'ram']);
  });
});
