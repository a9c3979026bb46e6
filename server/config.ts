// The process environment, checked once at boot (STYLE: env checked with zod). `.env.example` documents each variable.
import { z } from 'zod';

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Embedded PGlite data directory, used when DATABASE_URL is unset. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** PostgreSQL connection string; when set (and not empty), the embedded database is not used. */
    DATABASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Seconds the embedded database may take to open (the first start creates it); past that the process ends with
     * a message on how to recover rather than spin (decision 53).
     */
    DATABASE_OPEN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /**
     * Seconds a shutdown (SIGTERM/SIGINT) may take to finish the requests in flight, stop the jobs and close the
     * database; past that the process logs what is stuck and ends with a failure (decision 53).
     */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
    /**
     * How many demo ads a demo's first start (stand-ins on) seeds into an empty database (0 = none); a production
     * start never seeds (decision 232).
     */
    SEED_ADS: z.coerce.number().int().min(0).default(5000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Public origin, used for canonical URLs, Open Graph, payment returns and e-mailed links, and, when set, the only
     * origin (with ALLOWED_ORIGINS) that may post to the site (CSRF, decision 66). Unset, it is derived from PORT
     * (`http://localhost:<PORT>`), which serves links on a laptop only; a production start warns about it.
     */
    PUBLIC_URL: z.string().url().optional(),
    /** More origins that may post to the site, comma-separated (e.g. the www. variant of PUBLIC_URL). */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().url())),
    /**
     * Which proxies may set X-Forwarded-For/-Proto (proxy-addr syntax). Only these are believed, so a client cannot
     * pick its own IP address to escape the per-IP rate limits.
     */
    TRUST_PROXY: z.string().min(1).default('loopback,linklocal,uniquelocal'),
    /**
     * Local stand-ins for outside services that have no credentials configured: the dev outbox for SMS and e-mail,
     * the fake payment gateways and courier on loopback. Never on by default in production, where a missing service
     * is off; `npm start` without NODE_ENV (the laptop demo) turns them on, `NODE_ENV=production npm start` does not
     * (decision 232). Default: on in development and test. With them on, a first start seeds demo data.
     */
    STAND_INS: z.enum(['true', 'false']).optional(),
    /** Redis for rate-limit counters shared by every process; without it they are counted in the database. */
    REDIS_URL: z.string().url().optional(),
    /** Prefix of every Redis key and channel, so that several installations (or test runs) can share one Redis. */
    REDIS_PREFIX: z.string().min(1).default('haat:'),
    /**
     * Whether this process runs the background jobs: `off` for web processes beside a worker (`npm run worker`).
     * The jobs table lets one process at a time run each job, so several with jobs on are safe too.
     */
    JOBS: z.enum(['on', 'off']).default('on'),
    /**
     * Web processes `npm start` runs on PostgreSQL (node:cluster, one port). Default: one per core with REDIS_URL
     * and STAND_INS off, else one (chat without Redis, the stand-ins and the dev outbox live in one process's
     * memory). The embedded database: always one.
     */
    WEB_PROCESSES: z.coerce.number().int().min(1).max(256).optional(),
    /** Seconds a chat identity token lasts (clients renew it 2 minutes before it runs out; spec section 9). */
    CHAT_TOKEN_SECONDS: z.coerce.number().int().min(10).max(86400).default(3600),
    /** Days a session lasts without use; each use renews it. */
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Digits in a phone one-time code. Spec section 9's clients default to 4, but every answer names the length;
     * 6 at least, so that the guesses the limits allow stay below 1 in 1,000 a day per number (decision 62).
     */
    OTP_LENGTH: z.coerce.number().int().min(6).max(8).default(6),
    /** An HTTP SMS gateway (POST JSON { to, text }); without it, messages go to the dev outbox at /dev/outbox. */
    SMS_GATEWAY_URL: z.string().url().optional(),
    /** Bearer token sent to the SMS gateway. */
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    /** An HTTP e-mail API (POST JSON { from, to, subject, text }); without it, e-mails go to the dev outbox. */
    EMAIL_API_URL: z.string().url().optional(),
    /** Bearer token sent to the e-mail API. */
    EMAIL_API_TOKEN: z.string().min(1).optional(),
    /** The sender of account e-mails. */
    EMAIL_FROM: z.string().min(3).default('Haat <no-reply@haat.example>'),
    /**
     * How often background jobs (saved-search alerts, the e-mail digest) run, in seconds. Alerts cost one indexed
     * query when no ad was published since the last run, so a short interval announces new ads within seconds.
     */
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(15),
    /**
     * How often each process writes its ad statistics counters (views, phone reveals, chats, favourites) in one
     * batch, in seconds: a crash loses at most this long of counts (decision 116). Longer only in tests that must
     * see the counts held until an explicit flush.
     */
    AD_STATS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /**
     * Seconds a checkout stays open before reconciliation asks the provider about it (bKash: a few minutes; the
     * buyer may still be on the hosted page). Shorter only in tests that must see reconciliation happen.
     */
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /**
     * Seconds added to the system clock (services.clock), for demos and browser tests that must see a scheduled
     * promotion start (decision 114). Only with STAND_INS on: a production server always runs on the real time.
     */
    CLOCK_OFFSET_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(366 * 86_400)
      .default(0),
    /** The OAuth client id that Google ID tokens must be issued for; Google sign-in is off without it. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    /** Google's signing keys as a JWKS JSON document, or a path to a file holding one (verified offline). */
    GOOGLE_JWKS: z.string().min(1).optional(),
    /**
     * Pictures go to an S3-compatible object store at this bucket URL (path-style `https://host/bucket` or
     * virtual-hosted `https://bucket.host`) instead of DATA_DIR/media; needs the two keys below.
     */
    S3_URL: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * bKash tokenized checkout: the API base URL with its version, e.g.
     * https://tokenized.sandbox.bka.sh/v1.2.0-beta, and the merchant's app key and secret, username and password.
     * Without them bKash is offered only through its local stand-in (STAND_INS), or not at all.
     */
    BKASH_BASE_URL: z.string().url().optional(),
    BKASH_APP_KEY: z.string().min(1).optional(),
    BKASH_APP_SECRET: z.string().min(1).optional(),
    BKASH_USERNAME: z.string().min(1).optional(),
    BKASH_PASSWORD: z.string().min(1).optional(),
    /**
     * SSLCommerz (cards, banks, wallets): https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com, with
     * the store id and password. Without them, only its stand-in (STAND_INS), or not offered.
     */
    SSLCOMMERZ_BASE_URL: z.string().url().optional(),
    SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
    SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
    /**
     * Pathao Courier's merchant API (decision 168): https://api-hermes.pathao.com (live) or
     * https://courier-api-sandbox.pathao.com (sandbox), with the merchant's client id and secret, login, the store
     * parcels are picked up from, and the webhook secret given in Pathao's panel with the callback URL. Without them
     * doorstep delivery is booked through the local stand-in (STAND_INS), or not offered.
     */
    PATHAO_BASE_URL: z.string().url().optional(),
    PATHAO_CLIENT_ID: z.string().min(1).optional(),
    PATHAO_CLIENT_SECRET: z.string().min(1).optional(),
    PATHAO_USERNAME: z.string().min(1).optional(),
    PATHAO_PASSWORD: z.string().min(1).optional(),
    PATHAO_STORE_ID: z.coerce.number().int().positive().optional(),
    PATHAO_WEBHOOK_SECRET: z.string().min(16).optional(),

    /**
     * Bearer token Prometheus sends to scrape GET /metrics; without it /metrics is not served. Sent to /readyz, it
     * adds the answering process's pid, which the public never sees (decision 233).
     */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** A Sentry-compatible DSN: server and browser errors are reported there. Unset: nothing is sent. */
    SENTRY_DSN: z.string().url().optional(),
  })
  .refine((config) => !config.S3_URL || (config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY), {
    message: 'S3_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    path: ['S3_URL'],
  })
  .refine(
    (config) =>
      !config.BKASH_BASE_URL ||
      (config.BKASH_APP_KEY && config.BKASH_APP_SECRET && config.BKASH_USERNAME && config.BKASH_PASSWORD),
    {
      message: 'BKASH_BASE_URL needs BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME and BKASH_PASSWORD',
      path: ['BKASH_BASE_URL'],
    },
  )
  .refine(
    (config) =>
      !config.PATHAO_BASE_URL ||
      (config.PATHAO_CLIENT_ID &&
        config.PATHAO_CLIENT_SECRET &&
        config.PATHAO_USERNAME &&
        config.PATHAO_PASSWORD &&
        config.PATHAO_STORE_ID &&
        config.PATHAO_WEBHOOK_SECRET),
    {
      message:
        'PATHAO_BASE_URL needs PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD, PATHAO_STORE_ID and PATHAO_WEBHOOK_SECRET',
      path: ['PATHAO_BASE_URL'],
    },
  )
  .refine(
    (config) =>
      config.CLOCK_OFFSET_SECONDS === 0 ||
      config.STAND_INS === 'true' ||
      (config.STAND_INS === undefined && config.NODE_ENV !== 'production'),
    {
      message: 'CLOCK_OFFSET_SECONDS needs the stand-ins (STAND_INS)',
      path: ['CLOCK_OFFSET_SECONDS'],
    },
  )
  .refine((config) => !config.SSLCOMMERZ_BASE_URL || (config.SSLCOMMERZ_STORE_ID && config.SSLCOMMERZ_STORE_PASSWORD), {
    message: 'SSLCOMMERZ_BASE_URL needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD',
    path: ['SSLCOMMERZ_BASE_URL'],
  });

export type Config = Omit<z.infer<typeof ConfigSchema>, 'STAND_INS' | 'ALLOWED_ORIGINS' | 'PUBLIC_URL'> & {
  /** PUBLIC_URL without a trailing slash, or the laptop address on PORT when it is unset. */
  readonly PUBLIC_URL: string;
  /** Whether PUBLIC_URL was derived from PORT rather than configured: fine on a laptop, wrong in a deployment. */
  readonly PUBLIC_URL_DERIVED: boolean;
  /** Whether local stand-ins serve the outside services that have no credentials (STAND_INS). */
  readonly STAND_INS: boolean;
  /**
   * The origins that may post to the site: PUBLIC_URL's when it is configured, and ALLOWED_ORIGINS. Empty when
   * neither is: then only the origin the request itself came to (a laptop or a test), never a default.
   */
  readonly TRUSTED_ORIGINS: readonly string[];
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `NAME=` (empty) means unset, as in most .env conventions.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const { STAND_INS, ALLOWED_ORIGINS, PUBLIC_URL, ...config } = parsed.data;
  const trusted = [...(PUBLIC_URL ? [PUBLIC_URL] : []), ...ALLOWED_ORIGINS];
  return {
    ...config,
    // Without a trailing slash, once: every link is this origin and a path.
    PUBLIC_URL: (PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    PUBLIC_URL_DERIVED: PUBLIC_URL === undefined,
    STAND_INS: STAND_INS === undefined ? config.NODE_ENV !== 'production' : STAND_INS === 'true',
    TRUSTED_ORIGINS: [...new Set(trusted.map((url) => new URL(url).origin))],
  };
}

/**
 * The warning a start logs when links would point at the wrong address: a production start without PUBLIC_URL
 * sends payment returns, e-mailed links, sitemaps and canonicals to localhost.
 */
export function publicUrlWarning(
  config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'PUBLIC_URL_DERIVED'>,
): string | null {
  if (config.NODE_ENV !== 'production' || !config.PUBLIC_URL_DERIVED) return null;
  return (
    `PUBLIC_URL is not set: links, payment returns, sitemaps and canonicals point at ${config.PUBLIC_URL}; ` +
    'set it to the public origin of this deployment'
  );
}
