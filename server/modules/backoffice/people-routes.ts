// The back office's calls on people and staff (see routes.ts for the list); the hook in access.ts has checked each
// caller against core/backoffice/permissions.ts before these run.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROLES } from '../../../core/backoffice/permissions.ts';
import { REPORT_REASONS } from '../../../core/reports.ts';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/input.ts';
import { readInput } from '../../http/input.ts';
import { findPeople, listStaff, type Person, type PersonSummary } from '../accounts/index.ts';
import { MyAdsPageSchema } from '../ads/index.ts';
import { PaymentsPage } from '../payments/index.ts';
import { staffOf, type AuditRecord, AuditQuerySchema, searchAuditLog, ReasonSchema } from '../staff/index.ts';
import { changeRole, RoleChangeSchema } from './roles.ts';
import { actOnPerson, EmployerSchema, type PersonAction, type PersonPage, personPage } from './people.ts';
import { IdParams, ChatReportSchema, TermViewSchema, IssuedVoucherSchema } from './route-schemas.ts';

export const PeopleQuerySchema = z.object({ q: z.string().trim().max(200).default('') });
const PERSON_ACTIONS: readonly PersonAction[] = ['warn', 'suspend', 'restore', 'employer', 'phone-reset'];

// The answers (decision 141), typed against the services' own types.
const PersonSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  phones: z.array(z.string()),
  suspended: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<PersonSummary>;
const PersonSchema: z.ZodType<Person> = PersonSummarySchema.extend({
  employerVerified: z.boolean(),
  warnings: z.array(z.object({ message: z.string(), createdAt: z.string() })),
}).meta({ id: 'Person' });
const PersonPageSchema: z.ZodType<PersonPage> = z.object({
  person: PersonSchema,
  ads: MyAdsPageSchema.shape.ads,
  adTotals: MyAdsPageSchema.shape.totals,
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.enum(REPORT_REASONS),
      message: z.string(),
      status: z.string(),
      createdAt: z.string(),
      ad: z.object({ slug: z.string(), title: z.string() }),
    }),
  ),
  payments: PaymentsPage.shape.payments,
  chatReports: z.array(ChatReportSchema),
  memberships: z.array(TermViewSchema),
  vouchers: z.array(IssuedVoucherSchema),
});
const AuditPage: z.ZodType<{ entries: AuditRecord[] }> = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      actor: z.object({ id: z.number().int(), name: z.string(), role: z.string() }),
      action: z.string(),
      subject: z.object({ type: z.string(), id: z.string() }),
      before: z.unknown().meta({ description: 'The state before, as the action recorded it; null when none.' }),
      after: z.unknown().meta({ description: 'The state after, as the action recorded it; null when none.' }),
      reason: z.string(),
    }),
  ),
});

// The schemas of the routes below whose option would not fit on the route's line.
const getPeople = {
  querystring: PeopleQuerySchema,
  response: { 200: z.object({ people: z.array(PersonSummarySchema) }) },
};
const getPeopleId = { params: IdParams, response: { 200: PersonPageSchema } };
const PersonBody = z.object({ person: PersonSchema });
const onPerson = (action: PersonAction) => ({
  params: IdParams,
  body: action === 'employer' ? ReasonSchema.extend(EmployerSchema.shape) : ReasonSchema,
  response: { 200: PersonBody },
});
const getStaff = { response: { 200: z.object({ people: z.array(PersonSummarySchema) }) } };
const postRole = { params: IdParams, body: RoleChangeSchema, response: { 200: PersonBody } };
const getAudit = { querystring: AuditQuerySchema, response: { 200: AuditPage } };

/** The calls on people and staff: finding people, a person's page and actions, roles, the audit log. */
export async function peopleRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/data/admin/people', { schema: getPeople }, async (request, reply) => {
    const { q } = readInput(request, 'querystring');
    return reply.headers(noStore).send({ people: await findPeople(db, q) });
  });

  app.get('/data/admin/people/:id', { schema: getPeopleId }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    return reply.headers(noStore).send(await personPage(db, id, services.clock.now()));
  });

  for (const action of PERSON_ACTIONS) {
    app.post(`/data/admin/people/:id/${action}`, { schema: onPerson(action) }, async (request, reply) => {
      const { id } = readInput(request, 'params');
      // The declared body in two steps, as before: a bad reason is answered before the employer's field is read.
      const { reason } = parseInput(ReasonSchema, request.body ?? {}, 'body');
      const verified = action === 'employer' ? parseInput(EmployerSchema, request.body, 'body').verified : undefined;
      const person = await actOnPerson(services, staffOf(request), id, action, { reason, verified });
      return reply.send({ person });
    });
  }

  app.get('/data/admin/staff', { schema: getStaff }, async (_request, reply) => {
    return reply.headers(noStore).send({ people: await listStaff(db) });
  });

  app.post('/data/admin/people/:id/role', { schema: postRole }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    return reply.send({ person: await changeRole(db, staffOf(request), id, input) });
  });

  app.get('/data/admin/audit', { schema: getAudit }, async (request, reply) => {
    const query = readInput(request, 'querystring');
    return reply.headers(noStore).send(await searchAuditLog(db, query));
  });
}
