import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../tests/app.ts';

const api = useTestApp();

describe('every answer', () => {
  test('is compressed for clients that accept it', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/data/categories/bn',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(body.categories.length).toBeGreaterThan(10);
  });

  test('carries the security headers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/data/locations/en' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-xss-protection']).toBe('1; mode=block');
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self)');
  });

  test('rejects malformed JSON bodies with the error shape, not a 500', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/data/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
