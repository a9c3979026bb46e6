// The query intents of core/search/intent.ts on the real catalogue and its synonyms.
import { describe, expect, it } from 'vitest';
import { buildIntentIndex, queryIntents } from '../../../core/search/intent.ts';
import { findPlaceInQuery } from '../../../core/search/places.ts';
import { queryTerms } from '../../../core/search/text.ts';
import { buildLexicon } from '../../../core/search/transliteration.ts';
import { CATEGORY_SYNONYMS } from './data/search-synonyms.ts';
import { catalogueIndex } from './service.ts';

const intents = buildIntentIndex(catalogueIndex, CATEGORY_SYNONYMS);
const lexicon = buildLexicon(catalogueIndex.catalogue);
const slugs = (ids: readonly number[] = []) => ids.map((id) => catalogueIndex.categoryById(id)?.slug).sort();
const named = (query: string) => {
  const byTerm = queryIntents(queryTerms(query), intents, lexicon, catalogueIndex);
  return Object.fromEntries([...byTerm].map(([term, ids]) => [term, slugs(ids)]));
};

describe('queryIntents', () => {
  it('reads Banglish as the Bengali names and synonyms it sounds like', () => {
    expect(named('gari')).toEqual({ gari: ['cars'] });
    expect(named('jomi')).toEqual({ jomi: ['land-for-sale'] });
    expect(named('chakri')).toEqual({ chakri: ['jobs'] });
    expect(named('mobail')).toEqual({ mobail: ['mobile-phones'] });
  });

  it('reads English plurals as singulars and words through the lexicon', () => {
    expect(named('laptops')).toEqual({ laptops: ['laptops'] });
    expect(named('motorcycle')).toEqual({ motorcycle: ['motorbikes-scooters'] });
    expect(named('car')).toEqual({ car: ['cars'] });
  });

  it('gives each word of a phrase the categories the phrase names', () => {
    const { basha, vara } = named('basha vara');
    expect(basha).toEqual(expect.arrayContaining(['apartment-rentals', 'house-rentals']));
    expect(vara).toEqual(expect.arrayContaining(['apartment-rentals', 'house-rentals']));
  });

  it('keeps the most specific of a category and its parent', () => {
    // "মোবাইল" names the Mobiles group and, as a synonym, Mobile Phones.
    expect(named('মোবাইল')).toEqual({ মোবাইল: ['mobile-phones'] });
  });

  it('reads a word naming a category as written, not also by sound', () => {
    // "fish" sounds like অফিস, of Office & Admin.
    expect(named('fish')).toEqual({ fish: ['meat-seafood'] });
  });

  it('names nothing for words of no category and for generic name parts', () => {
    expect(named('toyota axio')).toEqual({});
    expect(named('অন্যান্য')).toEqual({});
  });
});

describe('findPlaceInQuery on the real catalogue', () => {
  const place = (query: string) => findPlaceInQuery(query, catalogueIndex)?.location.slug ?? null;

  it('reads places as people type them', () => {
    expect(place('hotel coxs bazar')).toBe('coxs-bazar');
    expect(place('কক্সবাজারে হোটেল')).toBe('coxs-bazar');
    expect(place('flat bhara mirpur')).toBe('mirpur');
    expect(place('uttara flat')).toBe('uttara');
    expect(place('bike comilla')).toBe('cumilla');
  });

  it('reads no category word as a place', () => {
    const words = Object.values(CATEGORY_SYNONYMS).flat();
    expect(words.filter((word) => place(word) !== null)).toEqual([]);
  });
});
