// The typed client's types from a document (openapi-typescript), written where flow.ts imports them. Both
// scripts/openapi-documents.ts and server/http/typed-client.test.ts write them, from the document the app serves.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** Generated, not committed (.gitignore). */
export const CLIENT_TYPES = fileURLToPath(new URL('./haat-api.d.ts', import.meta.url));
/** The project flow.ts is compiled in, with `tsc --strict` and nothing else of the codebase. */
export const CLIENT_TSCONFIG = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

export async function writeClientTypes(document: object): Promise<void> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  const header =
    '// Generated from /data/openapi.json by tests/typed-client/generate.ts: do not edit, not committed.\n';
  await writeFile(CLIENT_TYPES, header + astToString(ast));
}
