// `npm run totp -- SECRET` prints the code an authenticator app shows for the secret now (decision 190).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { currentCode } from './second-factor.ts';
import { STAFF_SECRET } from './testing.ts';

const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/modules/accounts/totp-cli.ts', ...args]);

test('prints the code of the moment for a secret, and refuses what is not one', async () => {
  const before = await currentCode(STAFF_SECRET, new Date());
  const { stdout } = await run(STAFF_SECRET.toLowerCase());
  const after = await currentCode(STAFF_SECRET, new Date());
  // The 30-second step may turn while the command starts: either side's code is right.
  expect([before, after]).toContain(stdout.trim());
  await expect(run('not a secret!')).rejects.toMatchObject({ code: 2 });
}, 30_000);
