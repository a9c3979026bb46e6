// Checks API answers against the OpenAPI documents the app serves (server/http/openapi.ts), the public contract and
// the staff document (decision 233): the operation is found from the request's method and path in either, and the
// body is validated with ajv against the response schema documented for its status (exact, then 4XX/5XX).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OPENAPI_PATH } from '../server/http/openapi.ts';

interface Operation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}
type WithSchemas = OpenApiDocument & { components?: { schemas?: object } };

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

export interface Contract {
  /** The public contract, as GET /data/openapi.json serves it. */
  document: OpenApiDocument;
  /** The staff document, as GET /data/admin/openapi.json serves it to staff. */
  staff: OpenApiDocument;
  /** Both in one document (their paths are apart; their shared schemas the same): every call of the API. */
  all: OpenApiDocument;
  /** The documented operations (`GET /data/favorites/{id}`) that check() has seen. */
  checked: Set<string>;
  /** Throws when the answer does not match its documented response (or its operation or status is undocumented). */
  check(response: LightMyRequestResponse): void;
  /**
   * check() for the answers of calls in the contract; lets through the others (pages, pictures, health checks,
   * unknown /data/* paths) and compressed bodies. tests/app.ts runs it on every answer of the API tests.
   */
  checkIfDocumented(response: LightMyRequestResponse): void;
}

export async function loadContract(app: FastifyInstance): Promise<Contract> {
  const document = (await app.inject({ url: OPENAPI_PATH })).json<WithSchemas>();
  // In-process, without a staff session: the very object the staff route sends.
  const staff = JSON.parse(JSON.stringify(app.staffSwagger())) as WithSchemas;
  const all: WithSchemas = {
    ...document,
    paths: { ...document.paths, ...staff.paths },
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...staff.components?.schemas },
    },
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema(all as object, 'openapi');
  // Paths without parameters first, so that /data/ads/draft is not taken for /data/ads/{id}.
  const templates = Object.keys(all.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
  const checked = new Set<string>();

  const operationOf = (response: LightMyRequestResponse) => {
    const method = (response.raw.req.method ?? 'GET').toLowerCase();
    const path = (response.raw.req.url ?? '').split('?')[0] ?? '';
    const found = templates.find(({ template, pattern }) => pattern.test(path) && all.paths[template]?.[method]);
    return { method, path, found };
  };

  function check(response: LightMyRequestResponse): void {
    const { method, path, found } = operationOf(response);
    if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the contract`);
    const operation = all.paths[found.template]?.[method] as Operation;
    const status = String(response.statusCode);
    const key = [status, `${status[0]}XX`, 'default'].find((candidate) => operation.responses[candidate]);
    if (!key) throw new Error(`${method.toUpperCase()} ${found.template}: status ${status} is not documented`);
    const content = operation.responses[key]?.content?.['application/json'];
    checked.add(`${method.toUpperCase()} ${found.template}`);
    if (!content?.schema || response.body === '') return;
    const ref = `openapi#/${pointer('paths', found.template, method, 'responses', key, 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`cannot compile ${ref}`);
    if (!validate(response.json())) {
      throw new Error(
        `${method.toUpperCase()} ${found.template} ${status} breaks the contract: ${ajv.errorsText(validate.errors)}\n` +
          response.body.slice(0, 2000),
      );
    }
  }
  function checkIfDocumented(response: LightMyRequestResponse): void {
    if (operationOf(response).found && !response.headers['content-encoding']) check(response);
  }
  return { document, staff, all, checked, check, checkIfDocumented };
}
