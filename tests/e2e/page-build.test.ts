// The pages' server build carries no server code: loaders and actions call the module services of the load context
// (decision 249), so build/server holds app/ and core/ only, and the server's state has one copy in the process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { serverCodeInPageBuild } from '../../scripts/script-budget.ts';

const buildDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'build');

test("the pages' server build has no SQL and imports no server package", async () => {
  expect(await serverCodeInPageBuild(buildDir)).toEqual([]);
});
