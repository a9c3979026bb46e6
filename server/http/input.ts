// The inputs of a /data/* call, read with the schemas its route declares (decision 248). A route declares each
// input once, in Fastify's `schema` option, which @fastify/swagger documents (server/http/openapi.ts); its handler
// reads the input with readInput, which parses it with that same schema object and is typed by it. Fastify's own
// validation is a no-op, so a handler checks the session (401) before the input (400).
import type {
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';

/**
 * The type of a zod schema's parsed value, as Fastify's type providers give it. Only readInput uses it: the routes
 * keep Fastify's default provider, because the no-op validator leaves `request.params` (and the rest) unparsed and a
 * provider on the app would type them as parsed.
 */
export interface ZodInputProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The inputs a route can declare, by the name of their key in Fastify's `schema` option. */
export type InputPart = 'params' | 'querystring' | 'body' | 'headers';

/** A request of any route whose schema declares at least S: the type of a handler shared by several routes. */
export type RequestWith<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S
>;

/** The parts a route's schema declares with a zod schema: readInput of any other part is a type error. */
export type DeclaredPart<S> = { [P in InputPart]: S extends { [K in P]: z.ZodType } ? P : never }[InputPart];

/** The parsed value of a declared part. */
export type InputOf<S, P extends InputPart> = S extends { [K in P]: infer T }
  ? (ZodInputProvider & { schema: T })['validator']
  : never;

// The request's field for each part, and the first word of a violation's path (`query.page`, as the error
// catalogue names it: core/errors.ts).
const FIELD = { params: 'params', querystring: 'query', body: 'body', headers: 'headers' } as const;

/** Parses one input (query, params, body) with its schema; a failure is a 400 naming every bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_FAILED',
    result.error.issues.map((issue) => ({ path: [where, ...issue.path].join('.'), message: issue.message })),
  );
}

const isZodSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && typeof (value as { safeParse?: unknown }).safeParse === 'function';

/**
 * The route's input `part`, parsed with the zod schema the route declares for it (`schema.params`,
 * `schema.querystring`, …) and typed by it; a bad input is a 400 naming each bad field (`params.id`, `query.page`,
 * `body.title`). `absent` is parsed instead when the request has no such input (a call sent without a body).
 */
export function readInput<S extends FastifySchema, P extends DeclaredPart<S>>(
  request: FastifyRequest & { readonly routeOptions: { readonly schema?: S } },
  part: P,
  absent?: unknown,
): InputOf<S, P> {
  const schema = (request.routeOptions.schema as Record<InputPart, unknown> | undefined)?.[part];
  // The types refuse a part the route does not declare; a schema built at run time could still lack one.
  if (!isZodSchema(schema)) throw new Error(`${request.routeOptions.url ?? 'route'} declares no ${part} schema`);
  const field = FIELD[part];
  const value = (request as unknown as Record<string, unknown>)[field];
  return parseInput(schema, value ?? absent, field) as InputOf<S, P>;
}
