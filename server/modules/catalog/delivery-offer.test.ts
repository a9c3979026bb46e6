// The doorstep delivery rules of core/delivery/offer.ts on the real catalogue's places.
import { describe, expect, test } from 'vitest';
import { areasAround, deliversToCity, isDeliveryArea } from '../../../core/delivery/offer.ts';
import { catalogueIndex } from './service.ts';

const place = (slug: string) => catalogueIndex.locationBySlug(slug)!;

describe('doorstep delivery areas', () => {
  test('accepts divisions and districts, not the country or an area inside a district', () => {
    const dhakaDivision = catalogueIndex.catalogue.locations.find((l) => l.level === 'division')!;
    const district = catalogueIndex.catalogue.locations.find((l) => l.level === 'district')!;
    const area = catalogueIndex.catalogue.locations.find((l) => l.level === 'area')!;
    const country = catalogueIndex.catalogue.locations.find((l) => l.level === 'country')!;
    expect(isDeliveryArea(catalogueIndex, dhakaDivision.id)).toBe(true);
    expect(isDeliveryArea(catalogueIndex, district.id)).toBe(true);
    expect(isDeliveryArea(catalogueIndex, area.id)).toBe(false);
    expect(isDeliveryArea(catalogueIndex, country.id)).toBe(false);
    expect(isDeliveryArea(catalogueIndex, -5)).toBe(false);
  });

  test('a place is reached by a delivery to it or to any of its parents', () => {
    const dhaka = place('dhaka');
    const around = areasAround(catalogueIndex, dhaka.id);
    expect(around[0]).toBe(dhaka.id);
    expect(around).toEqual([dhaka.id, ...catalogueIndex.locationAncestors(dhaka).map((l) => l.id)]);
    expect(areasAround(catalogueIndex, -1)).toEqual([]);
  });
});

describe('delivering to a courier city', () => {
  const only = (...slugs: string[]) => ({ nationwide: false, area_ids: slugs.map((slug) => place(slug).id) });

  test('a city is reached by an offer to its district or its division, or a nationwide one', () => {
    expect(deliversToCity(catalogueIndex, { nationwide: true, area_ids: [] }, 'Rangpur')).toBe(true);
    expect(deliversToCity(catalogueIndex, only('dhaka-division'), 'Dhaka')).toBe(true);
    expect(deliversToCity(catalogueIndex, only('chattogram'), 'Chattogram')).toBe(true);
    expect(deliversToCity(catalogueIndex, only('chattogram-division'), 'Dhaka')).toBe(false);
    expect(deliversToCity(catalogueIndex, only('dhaka-division'), 'Atlantis')).toBe(false);
  });
});
