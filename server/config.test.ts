import { describe, expect, test } from 'vitest';
import { loadConfig, publicUrlWarning } from './config.ts';

describe('loadConfig', () => {
  test('uses the embedded database under ./data on port 3000 by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_ADS: 5000 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  test('derives the public address from PORT when PUBLIC_URL is unset, and says so', () => {
    expect(loadConfig({ PORT: '4100' })).toMatchObject({
      PUBLIC_URL: 'http://localhost:4100',
      PUBLIC_URL_DERIVED: true,
      TRUSTED_ORIGINS: [],
    });
    expect(loadConfig({})).toMatchObject({ PUBLIC_URL: 'http://localhost:3000', PUBLIC_URL_DERIVED: true });
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://haat.example' })).toMatchObject({
      PUBLIC_URL: 'https://haat.example',
      PUBLIC_URL_DERIVED: false,
      TRUSTED_ORIGINS: ['https://haat.example'],
    });
    // Written with a trailing slash, it is kept without one: every link appends a path to it.
    expect(loadConfig({ PUBLIC_URL: 'https://haat.example/' }).PUBLIC_URL).toBe('https://haat.example');
  });

  test('warns a production start without PUBLIC_URL, not a laptop or a configured one', () => {
    expect(publicUrlWarning(loadConfig({ PORT: '8080' }))).toMatch(/PUBLIC_URL is not set.*http:\/\/localhost:8080/);
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ PUBLIC_URL: 'https://haat.example' }))).toBeNull();
  });

  test('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  test('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT.*DATABASE_URL|DATABASE_URL.*PORT/,
    );
  });

  test('refuses an S3 bucket URL without its keys', () => {
    expect(() => loadConfig({ S3_URL: 'https://media.example.com/haat' })).toThrow(/S3_URL/);
    expect(
      loadConfig({ S3_URL: 'https://media.example.com/haat', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).S3_URL,
    ).toBe('https://media.example.com/haat');
  });

  test('runs local stand-ins for missing services only outside production, unless told otherwise', () => {
    expect(loadConfig({}).STAND_INS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).STAND_INS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).STAND_INS).toBe(true);
    expect(loadConfig({ STAND_INS: 'true' }).STAND_INS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', STAND_INS: 'false' }).STAND_INS).toBe(false);
    expect(() => loadConfig({ STAND_INS: 'yes' })).toThrow(/STAND_INS/);
  });

  test('moves the clock only where the stand-ins run', () => {
    expect(
      loadConfig({ CLOCK_OFFSET_SECONDS: '3600', STAND_INS: 'true', NODE_ENV: 'production' }).CLOCK_OFFSET_SECONDS,
    ).toBe(3600);
    expect(() => loadConfig({ CLOCK_OFFSET_SECONDS: '3600', NODE_ENV: 'production' })).toThrow(/CLOCK_OFFSET_SECONDS/);
  });
});
