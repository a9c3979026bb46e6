import { describe, expect, it } from 'vitest';
import { fixtureIndex } from './fixtures.test-support.ts';
import { findPlaceInQuery, placeQueryInLocation } from './places.ts';
import { createSearchState } from './state.ts';

const place = (query: string, isTaken?: (word: string) => boolean) =>
  findPlaceInQuery(query, fixtureIndex, isTaken)?.location.slug ?? null;
const read = (query: string, location: string | null = null) => {
  const state = placeQueryInLocation(createSearchState({ locale: 'en', query, location }), fixtureIndex);
  return { query: state.query, location: state.location, sort: state.sort };
};

describe('findPlaceInQuery', () => {
  it('reads places in either script, Banglish by sound and Bengali with a case ending', () => {
    expect(place('laptop dhaka')).toBe('dhaka');
    expect(place('iphone Mirpur')).toBe('mirpur');
    expect(place('ঢাকায় ফ্ল্যাট')).toBe('dhaka');
    expect(place('মিরপুরে বাসা')).toBe('mirpur');
    expect(place('flat dhaka division')).toBe('dhaka-division');
    expect(place('car chittagong')).toBe('chattogram');
  });

  it('reads no place in words of no place, nor in words meant otherwise', () => {
    expect(place('toyota axio 2016')).toBeNull();
    expect(place('ঢাকনা')).toBeNull();
    expect(place('laptop dhaka', (word) => word === 'dhaka')).toBeNull();
  });
});

describe('placeQueryInLocation', () => {
  it('moves the place from the text to the location, keeping the rest as typed', () => {
    expect(read('Laptop dhaka')).toEqual({ query: 'Laptop', location: 'dhaka', sort: 'relevance' });
    expect(read('flat bhara, mirpur')).toEqual({ query: 'flat bhara,', location: 'mirpur', sort: 'relevance' });
    expect(read('ঢাকায় ফ্ল্যাট')).toEqual({ query: 'ফ্ল্যাট', location: 'dhaka', sort: 'relevance' });
  });

  it('keeps a place chosen, and a text that is only a place', () => {
    expect(read('laptop dhaka', 'chattogram')).toEqual({
      query: 'laptop dhaka',
      location: 'chattogram',
      sort: 'relevance',
    });
    expect(read('mirpur')).toEqual({ query: 'mirpur', location: null, sort: 'relevance' });
  });
});
