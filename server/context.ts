// What every request handler and page loader is given: the process's shared services. Page loaders receive it as
// React Router's load context, so they call the same module services as the /data/* routes.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Database } from './adapters/database.ts';
import type { EmailSender } from './adapters/email.ts';
import type { Outbox } from './adapters/outbox.ts';
import type { Couriers } from './adapters/courier/index.ts';
import type { PaymentGateways } from './adapters/payment-gateways/index.ts';
import type { PubSub } from './adapters/pubsub.ts';
import type { CounterStore } from './adapters/rate-limits.ts';
import type { SmsSender } from './adapters/sms.ts';
import type { Storage } from './adapters/storage.ts';
import type { Config } from './config.ts';
import type { AccountView } from '../core/accounts/account-view.ts';

export interface AppServices {
  readonly db: Database;
  readonly config: Config;
  readonly storage: Storage;
  /** Rate-limit counters: in the database, or in Redis when REDIS_URL is set. */
  readonly counters: CounterStore;
  readonly sms: SmsSender;
  readonly email: EmailSender;
  /** The dev outbox, present only while SMS or e-mail has no real gateway. */
  readonly outbox: Outbox | null;
  /** What time it is: the system clock, or a clock a test moves. */
  readonly clock: Clock;
  /** The payment processors offered: real gateways, or their local stand-ins (server/adapters/payment-gateways). */
  readonly payments: PaymentGateways;
  /** The doorstep courier: Pathao, or its local stand-in (server/adapters/courier), or none. */
  readonly couriers: Couriers;
}

/** Who is asking: the signed-in account of the request's session, if any. */
export interface Viewer {
  readonly account: AccountView;
  readonly sessionId: number;
}

/** The services plus what belongs to one page request. */
export interface RequestContext extends AppServices {
  /** The chat channels of this process (in-process, or Redis pub/sub). */
  readonly pubsub: PubSub;
  readonly viewer: Viewer | null;
  /** The client's address (behind trusted proxies only), for rate limits. */
  readonly clientIp: string;
  /** The request's logger (the security events of the pages: server/http/security-log.ts). */
  readonly log: FastifyBaseLogger;
  /** Where a payment gateway sends this browser back (server/http/return-origin.ts). */
  readonly returnOrigin: string;
}

declare module 'react-router' {
  // Declaration merging needs an interface; it adds the services to React Router's load context (and
  // server/modules.ts adds `modules`).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
