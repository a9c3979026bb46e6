// Every /data/* operation of the OpenAPI document gets random and hostile input generated from its
// own schemas (fast-check): wrong types, huge strings, unicode edge cases (RTL, zero-width, lone surrogates, NUL,
// invalid UTF-8), negative and enormous numbers, missing and extra fields, in the path, the query and the body,
// from a visitor, a user and an admin. Whatever comes in: never a 5xx, never a stack trace or SQL text, every 4xx
// in the error shape (tests/app.ts checks every documented answer against the contract). Operations added later
// are fuzzed without a line here. The suite runs one fixed seed, so a red build is always the change's doing
// (decision 167); exploring is `FUZZ_SEED=$RANDOM FUZZ_RUNS=100 npx vitest run server/http/fuzz.test.ts`, and each
// input it finds becomes a test of its own (server/http/inputs.test.ts).
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { loadContract, type OpenApiDocument } from '../../tests/contract.ts';
import { client, promote, signUp } from '../modules/accounts/testing.ts';
import { createAd } from '../seed/factories.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

/** The edge of every text field: direction overrides, zero-width joiners, a lone surrogate, NUL, emoji, Bengali. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u202e\u0645\u0631\u062d\u0628\u0627\u202c',
  'a\u200b\u200c\u200d\ufeffb',
  '\ud800',
  'x\udfffy',
  'nul\u0000byte',
  '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}',
  'হাট ১২৩',
  "' OR 1=1 --",
  '"; DROP TABLE ads; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff',
  '${7*7}{{7*7}}',
  '\r\nSet-Cookie: a=b',
  'constructor',
  '__proto__',
];
const NASTY_NUMBERS = [-1, 0, -0, 0.5, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];
const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.constantFrom(...NASTY_NUMBERS.map(String), 'NaN', 'Infinity', '1e9999', '0x10', '-0', '１２'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s + '\ud83d'),
  // Huge: past every maxLength (and, for a few, near the 1 MB body limit).
  fc.constantFrom(100_000, 1_000_000).map((n) => 'ট'.repeat(n / 3)),
);
/** Anything at all, of any type: what a field gets when the client ignores its type. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom<unknown>(...NASTY_NUMBERS, null, true, false, [], {}, [null], { __proto__: { admin: true } }),
  fc.double(),
  fc.bigInt().map(String),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  // Deep nesting: the JSON parser and the validation must not recurse without end.
  fc.constant(JSON.parse('['.repeat(2000) + ']'.repeat(2000)) as unknown),
);

function resolver(document: OpenApiDocument & { components?: { schemas?: Record<string, Schema> } }) {
  return (schema: Schema): Schema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() ?? '';
    return document.components?.schemas?.[name] ?? {};
  };
}

/** Values the schema accepts (mostly), with any field, at any depth, sometimes replaced by something hostile. */
function fuzzed(resolve: (s: Schema) => Schema, raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  return fc.oneof({ weight: 3, arbitrary: valid(resolve, schema, depth) }, { weight: 1, arbitrary: hostile });
}

function valid(resolve: (s: Schema) => Schema, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valid(resolve, resolve(s), depth)));
  if (schema.allOf?.length) return valid(resolve, resolve(schema.allOf[0] as Schema), depth);
  const types = [schema.type ?? 'string'].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'integer':
          return fc.oneof(
            fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1e6, 1e9) }),
            fc.constantFrom(1, 2, 999_999),
          );
        case 'number':
          return fc.double({ noNaN: true, noDefaultInfinity: true });
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return depth > 4
            ? fc.constant([])
            : fc.array(fuzzed(resolve, schema.items ?? {}, depth + 1), {
                maxLength: Math.min(schema.maxItems ?? 4, 4),
              });
        case 'object': {
          if (depth > 4) return fc.constant({});
          const properties = Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fuzzed(resolve, value, depth + 1)]),
          );
          // Missing fields (fast-check leaves out optional keys, and sometimes required ones) and extra ones.
          return fc
            .tuple(
              fc.record(properties, {
                requiredKeys: (schema.required ?? []).filter((key) => key in properties),
              }),
              fc.boolean(),
              fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'role'), hostile, {
                maxKeys: 2,
              }),
            )
            .map(([record, dropOne, extra]) => {
              const value = { ...(record as Record<string, unknown>), ...extra };
              if (dropOne) delete value[(schema.required ?? [])[0] ?? ''];
              return value;
            });
        }
        default:
          return fc.oneof(
            patterned(schema.pattern),
            fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 200) }),
          );
      }
    }),
  );
}

/** Strings of the field's pattern where fast-check can write them (not every regular expression feature). */
function patterned(pattern: string | undefined): fc.Arbitrary<string> {
  try {
    if (pattern) return fc.stringMatching(new RegExp(pattern));
  } catch {
    // A lookahead or another feature fast-check cannot generate from: plain strings then.
  }
  return fc.string({ maxLength: 30 });
}

/** Percent-encodes the UTF-8 bytes of a value, or sends raw bytes that are not UTF-8 at all (%ff, a lone surrogate's). */
const encode = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
};
const INVALID_UTF8 = ['%ff', '%ed%a0%80', '%c0%af', '%e2%82'];

/** Where an answer gives away the server's insides. */
const LEAKS = [
  /\n\s+at .+[(:]\d+/,
  /node_modules/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.+\b(FROM|SET|VALUES|WHERE)\b/,
];
const LEAK_TEXT =
  /syntax error at or near|violates .* constraint|relation "|column "|invalid input syntax|TypeError|ReferenceError|Cannot read properties/;

const api = useTestApp();
const people = { visitor: '', user: '', admin: '' };
let adId = 0;

beforeAll(async () => {
  const user = await signUp(api, { name: 'Fuzz User' });
  const admin = await signUp(api, { name: 'Fuzz Admin' });
  await promote(api.db, admin.email, 'admin');
  people.user = user.token;
  people.admin = admin.token;
  adId = (await createAd(api.db, user.account.id, { title: 'Walton fridge 2023 model', categoryId: 203 })).id;
});

describe('every /data/* operation, fuzzed from its schemas', () => {
  test('never answers 5xx, a stack trace or SQL, and answers every 4xx in the error shape', async () => {
    // Every call: the public contract's and the staff document's.
    const { all: document } = await loadContract(api.app);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, operation: operation as Operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const resolve = resolver(document);
    let inputs = 0;
    const failures: string[] = [];
    for (const { method, path, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const request = fc.record({
        who: fc.constantFrom<keyof typeof people>('visitor', 'user', 'admin'),
        path: fc.tuple(
          ...parameters
            .filter((p) => p.in === 'path')
            .map((p) =>
              fc.oneof(
                fc.constant(String(adId)),
                valid(resolve, resolve(p.schema), 0).map(encode),
                hostile.map(encode),
                fc.constantFrom(...INVALID_UTF8),
              ),
            ),
        ),
        query: fc.array(
          fc.tuple(
            fc.oneof(
              {
                weight: 4,
                arbitrary: fc.constantFrom(...parameters.filter((p) => p.in === 'query').map((p) => p.name), 'x'),
              },
              { weight: 1, arbitrary: fc.constantFrom('__proto__', 'a[b]', '', '%00', 'page[]') },
            ),
            fc.oneof(
              fc.constant(String(adId)),
              fuzzed(resolve, parameters.find((p) => p.in === 'query')?.schema ?? {}).map(encode),
              fc.constantFrom(...INVALID_UTF8),
            ),
          ),
          { maxLength: 5 },
        ),
        body: bodySchema
          ? fc.oneof(
              { weight: 6, arbitrary: fuzzed(resolve, bodySchema).map((v) => JSON.stringify(v) ?? 'null') },
              {
                weight: 1,
                arbitrary: fc.constantFrom(
                  '{',
                  '{"a":1}}',
                  '',
                  'null',
                  '[]',
                  '"text"',
                  '\u0000',
                  '{"__proto__":{"x":1}}',
                ),
              },
            )
          : fc.option(fc.constantFrom('{}', '{"extra":true}', 'garbage'), { nil: undefined }),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
      });
      const property = fc.asyncProperty(request, async (input) => {
        let index = 0;
        const url =
          path.replace(/\{[^}]+\}/g, () => input.path[index++] ?? '1') +
          (input.query.length ? '?' + input.query.map(([k, v]) => `${k}=${v}`).join('&') : '');
        // The session ends with logout: only a visitor calls it, so the other callers keep theirs.
        const token = path === '/data/logout' ? '' : people[input.who];
        const options: InjectOptions & { token?: string } = {
          method: method.toUpperCase() as 'GET',
          url,
          ...(input.body !== undefined && method !== 'get'
            ? { payload: input.body, headers: { 'content-type': input.contentType } }
            : {}),
          ...(token ? { token } : {}),
        };
        inputs += 1;
        const response = await client(api).call(options);
        const where = `${method.toUpperCase()} ${url.slice(0, 300)} as ${input.who}${options.payload === undefined ? '' : ` with ${String(options.payload).slice(0, 300)}`} → ${response.statusCode}: ${response.body.slice(0, 400)}`;
        if (response.statusCode >= 500) throw new Error(`5xx: ${where}`);
        for (const leak of [...LEAKS, LEAK_TEXT]) if (leak.test(response.body)) throw new Error(`leak: ${where}`);
        if (response.statusCode >= 400 && response.statusCode !== 405) {
          const body = String(response.headers['content-type']).includes('json')
            ? response.json<{ error?: { code?: string } }>()
            : null;
          if (!body?.error?.code) throw new Error(`not the error shape: ${where}`);
        }
      });
      const result = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      if (result.failed) {
        failures.push(
          `${method.toUpperCase()} ${path} (FUZZ_SEED=${SEED}, path ${result.counterexamplePath}): ${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance)}`,
        );
      }
    }
    // Every operation ran its runs to the end (a failing one stops early and is listed above).
    expect({ inputs, failures }).toEqual({ inputs: operations.length * RUNS, failures: [] });
  }, 300_000);
});
