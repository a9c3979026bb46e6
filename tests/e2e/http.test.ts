// The built server over plain HTTP: what a CDN and a slow phone see.
import { describe, expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');

describe('built assets and pages', () => {
  test('serve hashed assets with a one-year immutable cache', async () => {
    const html = await (await fetch(`${baseUrl}/en`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl}${asset}`);
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(Number(cacheControl.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(cacheControl).toContain('immutable');
  });

  test('send pages compressed to clients that accept it', async () => {
    const response = await fetch(`${baseUrl}/bn/ads`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(['br', 'gzip']).toContain(response.headers.get('content-encoding'));
    expect(await response.text()).toContain('<html lang="bn"');
  });

  test.each([
    '/en/ads/bangladesh/cars?enum.fuel_type=petrol,diesel',
    "/en/ads?query=it's",
    '/en/ads?query=a,b',
    '/en/ads?query=(toyota)!~',
  ])('answer the results page %s after one redirect at most', async (path) => {
    let response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    if (response.status === 301) {
      const location = response.headers.get('location') ?? '';
      response = await fetch(new URL(location, baseUrl), { redirect: 'manual' });
    }
    expect(response.status).toBe(200);
  });

  test('load the first result picture at once with high priority and the others lazily', async () => {
    const html = await (await fetch(`${baseUrl}/bn/ads`)).text();
    const pictures = [...html.matchAll(/<img [^>]*src="\/media\/[^>]*>/g)].map(([tag]) => tag);
    expect(pictures.length).toBeGreaterThan(1);
    const [first, ...rest] = pictures;
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchpriority="high"/i); // HTML attribute names ignore case
    for (const tag of rest) {
      expect(tag).toContain('loading="lazy"');
      expect(tag).not.toMatch(/fetchpriority="high"/i);
    }
  });

  test('redirect / to /bn', async () => {
    const response = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/bn');
  });
});
