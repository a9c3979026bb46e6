// The typed client (decision 255): types generated from the document this app serves, tests/typed-client/flow.ts
// compiled against them with `tsc --strict`, then run over HTTP against the real app on a fresh database, as an
// app would: search, open an ad, sign in, favourite it, start a chat and send a message.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { runFlow } from '../../tests/typed-client/flow.ts';
import { CLIENT_TSCONFIG, writeClientTypes } from '../../tests/typed-client/generate.ts';
import { signUp } from '../modules/accounts/testing.ts';
import { createAd, createUser } from '../seed/factories.ts';
import { OPENAPI_PATH } from './openapi.ts';

const api = useTestApp();
let baseUrl = '';

beforeAll(async () => {
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});

describe('a client generated from the OpenAPI document', () => {
  test('compiles with tsc --strict against the document the app serves', async () => {
    const document = (await api.app.inject({ url: OPENAPI_PATH })).json<object>();
    await writeClientTypes(document);
    const tsc = await promisify(execFile)('npx', ['tsc', '-p', CLIENT_TSCONFIG], { encoding: 'utf8' }).catch(
      (failed: { stdout?: string; stderr?: string }) => ({
        stdout: failed.stdout ?? 'tsc failed',
        stderr: failed.stderr,
      }),
    );
    expect(tsc.stdout).toBe('');
  }, 120_000);

  test('searches, opens an ad, signs in, favourites it, starts a chat and sends a message', async () => {
    const seller = await createUser(api.db);
    const ad = await createAd(api.db, seller, { title: 'Suzuki Gixxer SF 2022', categoryId: 203, price: 215000 });
    const member = await signUp(api);
    const result = await runFlow({
      baseUrl,
      query: 'gixxer',
      identifier: member.email,
      password: member.password,
      message: { text: 'Is the Gixxer still for sale?', clientKey: 'typed-client-1' },
    });
    expect(result.found).toEqual({ id: ad.id, slug: ad.slug, title: 'Suzuki Gixxer SF 2022', price: 215000 });
    expect(result.opened.id).toBe(ad.id);
    expect(result.opened.money?.value).toBe(215000);
    expect(result.favorites).toContain(ad.id);
    expect(result.conversation).not.toBe('');
    expect(result.messages).toContain('Is the Gixxer still for sale?');
  });
});
