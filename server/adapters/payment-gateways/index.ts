// The payment processors of this process. Per processor: the real gateway when its credentials are set;
// else, when STAND_INS allows, its local stand-in on 127.0.0.1 (a free port) with the adapter pointed at it; else it
// is not offered. The list of processors is data (PROCESSORS).
import type { Clock } from '../../../core/clock.ts';
import type { Config } from '../../config.ts';
import { bkashGateway } from './bkash.ts';
import { startBkashStandIn } from './bkash-stand-in.ts';
import type { PaymentGateway, ProcessorName } from './gateway.ts';
import { sslcommerzGateway } from './sslcommerz.ts';
import { startSslcommerzStandIn } from './sslcommerz-stand-in.ts';
import type { PaymentStandIn } from './stand-in.ts';

export interface PaymentGateways {
  /** The processors offered, in the order the checkout page lists them. */
  readonly list: readonly PaymentGateway[];
  get(name: string): PaymentGateway | null;
  /**
   * Where checkouts send the browser (the providers' hosted pages), for the pages' Content-Security-Policy
   * form-action: a form posted without JavaScript is redirected there.
   */
  readonly hostedPageOrigins: readonly string[];
  /** The stand-ins serving, by processor (tests tell them to misbehave). */
  readonly standIns: Readonly<Partial<Record<ProcessorName, PaymentStandIn>>>;
  close(): Promise<void>;
}

interface ProcessorSetup {
  readonly name: ProcessorName;
  /** The gateway on real credentials, or null when they are not configured. */
  real(config: Config, clock: Clock): PaymentGateway | null;
  /** The provider's hosted payment pages (CSP source expressions). */
  readonly hostedPages: readonly string[];
  startStandIn(): Promise<PaymentStandIn>;
  /** The gateway pointed at a stand-in, with the credentials the stand-in accepts. */
  onStandIn(standIn: PaymentStandIn, clock: Clock): PaymentGateway;
}

const bkash: ProcessorSetup = {
  name: 'bkash',
  real: (config, clock) =>
    config.BKASH_BASE_URL &&
    config.BKASH_APP_KEY &&
    config.BKASH_APP_SECRET &&
    config.BKASH_USERNAME &&
    config.BKASH_PASSWORD
      ? bkashGateway({
          baseUrl: config.BKASH_BASE_URL,
          appKey: config.BKASH_APP_KEY,
          appSecret: config.BKASH_APP_SECRET,
          username: config.BKASH_USERNAME,
          password: config.BKASH_PASSWORD,
          clock,
        })
      : null,
  // bkashURL is on payment.bkash.com (live) or sandbox.payment.bkash.com.
  hostedPages: ['https://*.bkash.com'],
  startStandIn: () => startBkashStandIn({ host: '127.0.0.1', port: 0 }),
  onStandIn: (standIn, clock) =>
    bkashGateway({
      baseUrl: standIn.baseUrl,
      appKey: standIn.credentials.appKey ?? '',
      appSecret: standIn.credentials.appSecret ?? '',
      username: standIn.credentials.username ?? '',
      password: standIn.credentials.password ?? '',
      clock,
    }),
};

const sslcommerz: ProcessorSetup = {
  name: 'sslcommerz',
  real: (config) =>
    config.SSLCOMMERZ_BASE_URL && config.SSLCOMMERZ_STORE_ID && config.SSLCOMMERZ_STORE_PASSWORD
      ? sslcommerzGateway({
          baseUrl: config.SSLCOMMERZ_BASE_URL,
          storeId: config.SSLCOMMERZ_STORE_ID,
          storePassword: config.SSLCOMMERZ_STORE_PASSWORD,
        })
      : null,
  // GatewayPageURL is on sandbox.sslcommerz.com or securepay.sslcommerz.com.
  hostedPages: ['https://*.sslcommerz.com'],
  startStandIn: () => startSslcommerzStandIn({ host: '127.0.0.1', port: 0 }),
  onStandIn: (standIn) =>
    sslcommerzGateway({
      baseUrl: standIn.baseUrl,
      storeId: standIn.credentials.storeId ?? '',
      storePassword: standIn.credentials.storePassword ?? '',
    }),
};

/** The processors, in the order the checkout page offers them: bKash first (most Bangladeshi buyers have it). */
const PROCESSORS: readonly ProcessorSetup[] = [bkash, sslcommerz];

export async function openPaymentGateways(config: Config, clock: Clock): Promise<PaymentGateways> {
  const list: PaymentGateway[] = [];
  const hostedPageOrigins: string[] = [];
  const standIns: Partial<Record<ProcessorName, PaymentStandIn>> = {};
  for (const processor of PROCESSORS) {
    const real = processor.real(config, clock);
    if (real) {
      list.push(real);
      hostedPageOrigins.push(...processor.hostedPages);
    } else if (config.STAND_INS) {
      const standIn = await processor.startStandIn();
      standIns[processor.name] = standIn;
      list.push(processor.onStandIn(standIn, clock));
      hostedPageOrigins.push(new URL(standIn.baseUrl).origin);
    }
  }
  return {
    list,
    hostedPageOrigins,
    get: (name) => list.find((gateway) => gateway.name === name) ?? null,
    standIns,
    close: async () => {
      await Promise.all(Object.values(standIns).map((standIn) => standIn.close()));
    },
  };
}

/** No processor at all: for tools and tests that take no payments. */
export const NO_PAYMENT_GATEWAYS: PaymentGateways = {
  list: [],
  get: () => null,
  hostedPageOrigins: [],
  standIns: {},
  close: async () => {},
};
