// The doorstep courier of this process: Pathao on real credentials; else, when STAND_INS allows, the
// Pathao stand-in on 127.0.0.1 (a free port) with the adapter pointed at it; else none (doorstep delivery is off).
import type { Clock } from '../../../core/clock.ts';
import type { Config } from '../../config.ts';
import type { Courier } from './courier.ts';
import { pathaoCourier } from './pathao.ts';
import { type PathaoStandIn, startPathaoStandIn } from './pathao-stand-in.ts';

export interface Couriers {
  /** The courier doorstep orders are booked with, or null when none is configured. */
  readonly courier: Courier | null;
  /** The stand-in serving, when it does (tests and the demo move its parcels along). */
  readonly standIn: PathaoStandIn | null;
  close(): Promise<void>;
}

/** The adapter on the stand-in's credentials. */
export const pathaoOnStandIn = (standIn: PathaoStandIn, clock: Clock, timeoutMs?: number): Courier =>
  pathaoCourier({
    baseUrl: standIn.baseUrl,
    clientId: standIn.credentials.clientId,
    clientSecret: standIn.credentials.clientSecret,
    username: standIn.credentials.username,
    password: standIn.credentials.password,
    storeId: Number(standIn.credentials.storeId),
    webhookSecret: standIn.credentials.webhookSecret,
    timeoutMs,
    clock,
  });

export async function openCouriers(config: Config, clock: Clock): Promise<Couriers> {
  if (
    config.PATHAO_BASE_URL &&
    config.PATHAO_CLIENT_ID &&
    config.PATHAO_CLIENT_SECRET &&
    config.PATHAO_USERNAME &&
    config.PATHAO_PASSWORD &&
    config.PATHAO_STORE_ID &&
    config.PATHAO_WEBHOOK_SECRET
  ) {
    const courier = pathaoCourier({
      baseUrl: config.PATHAO_BASE_URL,
      clientId: config.PATHAO_CLIENT_ID,
      clientSecret: config.PATHAO_CLIENT_SECRET,
      username: config.PATHAO_USERNAME,
      password: config.PATHAO_PASSWORD,
      storeId: config.PATHAO_STORE_ID,
      webhookSecret: config.PATHAO_WEBHOOK_SECRET,
      clock,
    });
    return { courier, standIn: null, close: async () => {} };
  }
  if (!config.STAND_INS) return { courier: null, standIn: null, close: async () => {} };
  const standIn = await startPathaoStandIn({ host: '127.0.0.1', port: 0, clock });
  return { courier: pathaoOnStandIn(standIn, clock), standIn, close: () => standIn.close() };
}

/** No courier at all: for tools and tests that book no parcels. */
export const NO_COURIERS: Couriers = { courier: null, standIn: null, close: async () => {} };
