import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchStateArb } from './arbitraries.test-support.ts';
import { fixtureIndex as index } from './fixtures.test-support.ts';
import { createSearchState, normalizeState } from './state.ts';
import type { DynamicFilterValue } from './state.ts';
import {
  changeCategory,
  changeDynamicFilter,
  changeFilters,
  changePage,
  clearSnapshot,
  resetFilters,
  restoreSnapshot,
  saveSnapshot,
} from './transitions.ts';

const used: DynamicFilterValue = { type: 'enum', values: ['used'] };
const carsOnPage3 = normalizeState(
  createSearchState({ location: 'dhaka', category: 'cars', page: 3, query: 'axio', filters: { condition: used } }),
  index,
);

describe('search transitions', () => {
  it('resets the page to 1 when any filter changes', () => {
    fc.assert(
      fc.property(searchStateArb, fc.boolean(), (state, urgent) => {
        expect(changeFilters(state, { isUrgent: urgent }, index).page).toBe(1);
        expect(changeDynamicFilter(state, 'condition', used, index).page).toBe(1);
        expect(changeCategory(state, 'cars', index).page).toBe(1);
      }),
    );
  });

  it('normalises what it is given: a blank query is dropped', () => {
    expect(changeFilters(carsOnPage3, { query: '   ' }, index).query).toBe('');
  });

  it('sets and removes one dynamic filter', () => {
    const withPrice = changeDynamicFilter(carsOnPage3, 'price', { type: 'money', minimum: 1000, maximum: -1 }, index);
    expect(withPrice.filters).toEqual({ condition: used, price: { type: 'money', minimum: 1000, maximum: -1 } });
    expect(changeDynamicFilter(withPrice, 'condition', null, index).filters).toEqual({
      price: { type: 'money', minimum: 1000, maximum: -1 },
    });
  });

  it('keeps dynamic filters when the category is unchanged and has dynamic filters', () => {
    expect(changeCategory(carsOnPage3, 'cars', index).filters).toEqual({ condition: used });
  });

  it('drops dynamic filters when the category changes, even to one with the same filter', () => {
    expect(changeCategory(carsOnPage3, 'motorbikes-scooters', index).filters).toEqual({});
    expect(changeCategory(carsOnPage3, null, index).filters).toEqual({});
  });

  it('keeps category, location and query on reset, with relevance sort when there is a query', () => {
    const busy = { ...carsOnPage3, isUrgent: true, posterType: 'only_members' as const, type: 'to_buy' as const };
    expect(resetFilters(busy)).toEqual({
      ...createSearchState(),
      location: 'dhaka',
      category: 'cars',
      query: 'axio',
      sort: 'relevance',
    });
    expect(resetFilters({ ...busy, query: '' }).sort).toBe('date_desc');
  });

  it('clamps a page change to the 1–400 range', () => {
    expect(changePage(carsOnPage3, 12).page).toBe(12);
    expect(changePage(carsOnPage3, 401).page).toBe(1);
  });

  it('saves, restores and clears a snapshot of the search', () => {
    const saved = saveSnapshot({ current: carsOnPage3, snapshot: null });
    const edited = { ...saved, current: changeFilters(saved.current, { isUrgent: true }, index) };
    expect(restoreSnapshot(edited)).toEqual({ current: carsOnPage3, snapshot: null });
    expect(clearSnapshot(edited)).toEqual({ current: edited.current, snapshot: null });
    const nothingSaved = { current: carsOnPage3, snapshot: null };
    expect(restoreSnapshot(nothingSaved)).toBe(nothingSaved);
  });
});
