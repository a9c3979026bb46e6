// Which courier a process gets: Pathao on its credentials, the stand-in with STAND_INS, else none.
import { describe, expect, test } from 'vitest';
import { manualClock } from '../../../core/clock.ts';
import { loadConfig } from '../../config.ts';
import { openCouriers } from './index.ts';

const clock = manualClock();
const PATHAO = {
  PATHAO_BASE_URL: 'https://courier-api-sandbox.pathao.com',
  PATHAO_CLIENT_ID: 'client',
  PATHAO_CLIENT_SECRET: 'secret',
  PATHAO_USERNAME: 'merchant@example.com',
  PATHAO_PASSWORD: 'password',
  PATHAO_STORE_ID: '130820',
  PATHAO_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
};

describe('openCouriers', () => {
  test('without credentials and with stand-ins: Pathao’s stand-in on loopback, which the adapter speaks to', async () => {
    const couriers = await openCouriers(loadConfig({ NODE_ENV: 'development' }), clock);
    try {
      expect(couriers.standIn?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await couriers.courier?.listCities())?.[0]).toEqual({ id: 1, name: 'Dhaka' });
    } finally {
      await couriers.close();
    }
  });

  test('with credentials: Pathao itself, no stand-in; with neither: no courier', async () => {
    const real = await openCouriers(loadConfig({ NODE_ENV: 'production', STAND_INS: 'true', ...PATHAO }), clock);
    expect(real.courier?.name).toBe('pathao');
    expect(real.standIn).toBeNull();
    const none = await openCouriers(loadConfig({ NODE_ENV: 'production' }), clock);
    expect(none.courier).toBeNull();
  });

  test('a Pathao base URL without all its credentials is refused at boot', () => {
    expect(() => loadConfig({ PATHAO_BASE_URL: PATHAO.PATHAO_BASE_URL })).toThrow(/PATHAO_BASE_URL needs/);
    expect(() => loadConfig({ ...PATHAO, PATHAO_STORE_ID: 'main' })).toThrow(/PATHAO_STORE_ID/);
    expect(loadConfig(PATHAO).PATHAO_STORE_ID).toBe(130820);
  });
});
