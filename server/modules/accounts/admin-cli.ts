// `npm run admin:create -- --email you@example.com [--role moderator]`: makes or promotes an admin (or moderator)
// on the configured database (DATABASE_URL or the embedded one under DATA_DIR). Staff need a second factor to use
// their role (decision 190): they turn it on at their first visit to the back office, or a scripted set-up gives
// the secret with --second-factor-secret.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { migrate } from '../../adapters/migrate.ts';
import { openDatabaseOrExit } from '../../adapters/open-database.ts';
import { loadConfig } from '../../config.ts';
import { STAFF_ROLES } from '../../../core/backoffice/permissions.ts';
import { createOrPromote } from './admins.ts';
import { enrolWithSecret } from './second-factor.ts';
import { EmailSchema, NewPasswordSchema } from './schemas.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    password: { type: 'string' },
    'second-factor-secret': { type: 'string' },
  },
});
const args = z
  .object({
    email: EmailSchema,
    role: z.enum(STAFF_ROLES),
    password: NewPasswordSchema.optional(),
    'second-factor-secret': z
      .string()
      .regex(/^[A-Z2-7]{16,}$/)
      .optional(),
  })
  .safeParse(values);
if (!args.success) {
  console.error(
    'usage: npm run admin:create -- --email you@example.com [--role admin|moderator|support|finance] [--password P]' +
      ' [--second-factor-secret BASE32]',
  );
  process.exit(2);
}

const db = await openDatabaseOrExit(loadConfig());
try {
  await migrate(db);
  const made = await createOrPromote(db, args.data.email, args.data.role, args.data.password);
  const secret = args.data['second-factor-secret'];
  if (secret) await enrolWithSecret(db, made.id, secret);
  console.log(
    made.password && !args.data.password
      ? `admin:create: made ${args.data.email} (${args.data.role}, id ${made.id}); password: ${made.password} (change it after logging in)`
      : `admin:create: ${args.data.email} (id ${made.id}) is ${args.data.role}`,
  );
} finally {
  await db.close();
}
