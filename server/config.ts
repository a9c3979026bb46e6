// The process environment, checked once at boot (STYLE: env checked with zod). `.env.example` documents each variable.
import { z } from 'zod';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded PGlite data directory, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when set (and not empty), the embedded database is not used. */
  DATABASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How many demo ads the first start seeds into an empty database (0 = none). */
  SEED_ADS: z.coerce.number().int().min(0).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin, used for canonical URLs and Open Graph links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  return parsed.data;
}
