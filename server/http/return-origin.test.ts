import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { returnOrigin } from './return-origin.ts';

describe('returnOrigin', () => {
  test('a configured PUBLIC_URL is kept whatever address the browser used', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://haat.example' });
    expect(returnOrigin(config, 'http://evil.example')).toBe('https://haat.example');
  });

  test('without PUBLIC_URL the browser comes back to the address it used', () => {
    const config = loadConfig({ PORT: '4100' });
    expect(returnOrigin(config, 'http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
    expect(returnOrigin(config, 'http://192.168.1.20:4100/bn/promote?x=1')).toBe('http://192.168.1.20:4100');
  });

  test('an address that is not a web origin falls back to the derived PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '4100' });
    expect(returnOrigin(config, 'not a url')).toBe('http://localhost:4100');
    expect(returnOrigin(config, 'javascript:alert(1)')).toBe('http://localhost:4100');
  });
});
