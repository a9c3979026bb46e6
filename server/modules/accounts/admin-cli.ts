// `npm run admin:create -- --email you@example.com [--role moderator]`: makes or promotes an admin (or moderator)
// on the configured database (DATABASE_URL or the embedded one under DATA_DIR).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { migrate } from '../../adapters/migrate.ts';
import { openDatabaseOrExit } from '../../adapters/open-database.ts';
import { loadConfig } from '../../config.ts';
import { STAFF_ROLES } from '../../../core/backoffice/permissions.ts';
import { createOrPromote } from './admins.ts';
import { EmailSchema, NewPasswordSchema } from './schemas.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' }, password: { type: 'string' } },
});
const args = z
  .object({ email: EmailSchema, role: z.enum(STAFF_ROLES), password: NewPasswordSchema.optional() })
  .safeParse(values);
if (!args.success) {
  console.error(
    'usage: npm run admin:create -- --email you@example.com [--role admin|moderator|support|finance] [--password P]',
  );
  process.exit(2);
}

const db = await openDatabaseOrExit(loadConfig());
try {
  await migrate(db);
  const made = await createOrPromote(db, args.data.email, args.data.role, args.data.password);
  console.log(
    made.password && !args.data.password
      ? `admin:create: made ${args.data.email} (${args.data.role}, id ${made.id}); password: ${made.password} (change it after logging in)`
      : `admin:create: ${args.data.email} (id ${made.id}) is ${args.data.role}`,
  );
} finally {
  await db.close();
}
