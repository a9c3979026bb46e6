import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import type { CategoryView, LocationView } from './service.ts';

const api = useTestApp();

const flatten = (views: CategoryView[]): CategoryView[] => views.flatMap((c) => [c, ...flatten(c.children)]);

describe('GET /data/categories/{locale}', () => {
  test('answers the category tree with the spec ids, parents and types', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/data/categories/en' });
    expect(response.statusCode).toBe(200);
    const all = flatten(response.json<{ categories: CategoryView[] }>().categories);
    const byId = new Map(all.map((c) => [c.id, c]));
    for (const id of [700, 400, 192, 210, 229, 101, 245]) expect(byId.get(id)?.parentId).toBe(-1);
    expect(byId.get(193)?.parentId).toBe(192);
    expect(byId.get(203)?.parentId).toBe(192);
    for (const id of [211, 212, 213, 214, 215, 217, 218, 223]) expect(byId.get(id)?.parentId).toBe(210);
    expect(byId.get(700)).toMatchObject({ slug: 'jobs', type: 'jobs', isVertical: true });
    expect(byId.get(400)).toMatchObject({ type: 'overseas_jobs', children: [] });
    expect(byId.get(193)?.name).toBe('Cars');
  });

  test('names categories in Bengali for bn', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/data/categories/bn' });
    const all = flatten(response.json<{ categories: CategoryView[] }>().categories);
    expect(all.find((c) => c.id === 193)?.name).toMatch(/[\u0980-\u09FF]/);
    expect(response.headers['cache-control']).toContain('max-age');
  });

  test('rejects an unsupported locale with the error shape, in the caller language', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/data/categories/fr',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_LOCALE', message: 'This language is not supported. Use bn or en.' },
    });
  });
});

describe('GET /data/locations/{locale}', () => {
  test('lists the country, 8 divisions, 64 districts and the areas of Dhaka and Chattogram', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/data/locations/bn' });
    expect(response.statusCode).toBe(200);
    const locations = response.json<{ locations: LocationView[] }>().locations;
    const count = (level: string) => locations.filter((l) => l.level === level).length;
    expect(count('country')).toBe(1);
    expect(count('division')).toBe(8);
    expect(count('district')).toBe(64);
    const dhaka = locations.find((l) => l.slug === 'dhaka');
    expect(dhaka?.name).toBe('ঢাকা');
    expect(locations.filter((l) => l.parentId === dhaka?.id).length).toBeGreaterThanOrEqual(30);
  });
});

describe('the API', () => {
  test('answers unknown /data paths with a JSON 404 in Bengali by default', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/data/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(response.json().error.message).toMatch(/[\u0980-\u09FF]/);
  });

  test('reports health after checking the database', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
