import { describe, expect, test } from 'vitest';
import { BD_PLACES, placeName } from './bd-places.ts';

describe('the delivery places', () => {
  test('the eight divisional cities, each with zones and every zone with areas', () => {
    expect(BD_PLACES.map((city) => city.name.en)).toEqual([
      'Dhaka',
      'Chattogram',
      'Sylhet',
      'Rajshahi',
      'Khulna',
      'Barishal',
      'Rangpur',
      'Mymensingh',
    ]);
    for (const city of BD_PLACES) {
      expect(city.zones.length).toBeGreaterThanOrEqual(3);
      for (const zone of city.zones) expect(zone.areas.length).toBeGreaterThanOrEqual(1);
    }
  });

  test('every place has an English name and a Bengali one in Bengali script', () => {
    const names = BD_PLACES.flatMap((city) => [
      city.name,
      ...city.zones.flatMap((zone) => [zone.name, ...zone.areas.map((area) => area.name)]),
    ]);
    for (const name of names) {
      expect(name.en).toMatch(/^[A-Za-z0-9 /.-]+$/);
      expect(name.bn).toMatch(/^[\u0980-\u09FF ]+$/);
    }
  });

  test('only Dhaka has the inside and suburb price bands', () => {
    const [dhaka, ...others] = BD_PLACES;
    expect(new Set(dhaka?.zones.map((zone) => zone.band))).toEqual(new Set(['inside_dhaka', 'dhaka_suburb']));
    for (const city of others) for (const zone of city.zones) expect(zone.band).toBe('outside_dhaka');
  });

  test('placeName gives the Bengali name of a place Pathao names in English', () => {
    expect(placeName('bn', 'Mirpur 10')).toBe('মিরপুর ১০');
    expect(placeName('en', 'Mirpur 10')).toBe('Mirpur 10');
    expect(placeName('bn', 'Unknown Bazar')).toBe('Unknown Bazar');
  });
});
