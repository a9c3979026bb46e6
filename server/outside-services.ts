// What the server says at start about the outside services it needs (decision 54): which are real, which are local
// stand-ins (STAND_INS) and which are off, so that an operator sees a missing gateway before a user does.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { type Provision, provisionOf } from './adapters/messaging.ts';

export function outsideServices(config: Config): Record<string, Provision> {
  return {
    sms: provisionOf(Boolean(config.SMS_GATEWAY_URL), config),
    email: provisionOf(Boolean(config.EMAIL_API_URL), config),
    // Doorstep parcels: Pathao (PATHAO_BASE_URL and its credentials), or its stand-in.
    courier: provisionOf(Boolean(config.PATHAO_BASE_URL), config),
    // Google sign-in has no stand-in: without a client id the button is not shown.
    google_sign_in: config.GOOGLE_CLIENT_ID ? 'real' : 'off',
  };
}

/** One line in the log: `outside services: real: …; stand-in: …; off: …` (a warning unless all are real). */
export function logOutsideServices(log: FastifyBaseLogger, config: Config): void {
  const services = outsideServices(config);
  const named = (provision: Provision) =>
    Object.entries(services)
      .filter(([, value]) => value === provision)
      .map(([name]) => name);
  const parts = (['real', 'stand-in', 'off'] as const)
    .filter((provision) => named(provision).length > 0)
    .map((provision) => `${provision}: ${named(provision).join(', ')}`);
  const outbox = Object.values(services).includes('stand-in') ? ' (stand-in messages: /dev/outbox)' : '';
  const allReal = Object.values(services).every((value) => value === 'real');
  log[allReal ? 'info' : 'warn']({ services }, `outside services: ${parts.join('; ')}${outbox}`);
}
