// A page request refused before React Router draws it is answered with an HTML page in the path's language, with a
// title (decision 253); the API keeps its JSON error shape.
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';

const api = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('the HTML error page', () => {
  test('answers a link cut off in an SMS with the broken-link page in the language of its path', async () => {
    for (const [url, title] of [
      ['/bn/ad/%E0%A4', 'লিংকটি ভাঙা | হাট'],
      ['/bn/ads?query=%00', 'লিংকটি ভাঙা | হাট'],
      ['/en/ad/%E0%A4', 'This link is broken | Haat'],
      ['/en/ads?query=%00', 'This link is broken | Haat'],
    ] as const) {
      const response = await get(url, { 'accept-language': 'en' });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.body, url).toContain(`<html lang="${url.slice(1, 3)}">`);
    }
  });

  test('takes the language a browser asks for when the path names none', async () => {
    const response = await get('/%ff', { accept: 'text/html', 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<title>This link is broken | Haat</title>');
    expect(response.body).toContain('href="/en"');
  });

  test('answers a page that is not there with the not-found page and its title', async () => {
    const response = await get('/bn/no-such-page', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>পাতাটি পাওয়া যায়নি | হাট</title>');
  });

  test('leaves the API its JSON error shape', async () => {
    for (const url of ['/data/ads/%E0%A4', '/data/serp?query=%00']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('VALIDATION_FAILED');
    }
    expect((await get('/data/no-such-call')).json().error.code).toBe('NOT_FOUND');
  });
});
