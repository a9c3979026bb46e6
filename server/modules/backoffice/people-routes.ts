// The back office's calls on people and staff (see routes.ts for the list); the hook in access.ts has checked each
// caller against core/backoffice/permissions.ts before these run.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Permission, ROLES } from '../../../core/backoffice/permissions.ts';
import { REPORT_REASONS } from '../../../core/reports.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { findPeople, listStaff, type Person, type PersonSummary } from '../accounts/index.ts';
import { MyAdsPageSchema } from '../ads/index.ts';
import { PaymentsPage } from '../payments/index.ts';
import {
  staffCall,
  staffOf,
  type AuditRecord,
  AuditQuerySchema,
  searchAuditLog,
  ReasonSchema,
} from '../staff/index.ts';
import { changeRole, RoleChangeSchema } from './roles.ts';
import { actOnPerson, EmployerSchema, type PersonAction, type PersonPage, personPage } from './people.ts';
import { IdParams, ChatReportSchema, TermViewSchema, IssuedVoucherSchema } from './route-schemas.ts';

export const PeopleQuerySchema = z.object({ q: z.string().trim().max(200).default('') });

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
  summary: 'Find people',
  description: staffCall(
    'people.view',
    'People whose name, e-mail, phone number or ad matches `q` (decision 131). 400 VALIDATION_FAILED for a q ' +
      'longer than 200 characters.',
  ),
  querystring: PeopleQuerySchema,
  response: { 200: z.object({ people: z.array(PersonSummarySchema) }) },
};
const getPeopleId = {
  summary: "Read a person's back-office page",
  description: staffCall(
    'people.view',
    'The person with their ads, reports, payments, chat reports, memberships and vouchers (decision 131). 400 ' +
      'VALIDATION_FAILED for a bad id, 404 NOT_FOUND for an unknown person.',
  ),
  params: IdParams,
  response: { 200: PersonPageSchema },
};
const PersonBody = z.object({ person: PersonSchema });
// The employer's body in two steps, as the person page's form reads it: a bad reason is answered alone, before the
// employer's field is read (decision 248).
const EmployerBody = z
  .transform((body: unknown, context) => {
    const reason = ReasonSchema.safeParse(body);
    if (!reason.success) for (const issue of reason.error.issues) context.addIssue({ ...issue });
    return body;
  })
  .pipe(ReasonSchema.extend(EmployerSchema.shape));
// Each action on a person, with a reason written to the audit log in one transaction with it (decision 132).
const BAD_INPUT = '400 VALIDATION_FAILED for a bad id or reason, 404 NOT_FOUND for an unknown person';
const PERSON_ACTIONS: Record<PersonAction, { permission: Permission; summary: string; text: string }> = {
  warn: { permission: 'people.warn', summary: 'Warn a person', text: `A notice the person sees. ${BAD_INPUT}.` },
  suspend: {
    permission: 'people.suspend',
    summary: 'Suspend a person',
    text:
      `Their ads are hidden, sign-in refused and sessions ended (decision 133). ${BAD_INPUT}, 403 FORBIDDEN for ` +
      'staff or oneself (a role is changed first), 409 INVALID_TRANSITION when suspended already.',
  },
  restore: {
    permission: 'people.suspend',
    summary: 'Restore a suspended person',
    text: `Their hidden ads show again. ${BAD_INPUT}, 409 INVALID_TRANSITION when not suspended.`,
  },
  employer: {
    permission: 'people.verify',
    summary: "Set a person's employer verification",
    text:
      '`verified` true turns the employer dashboard on; false or absent turns it off. A bad reason is ' +
      `answered before \`verified\` is read. ${BAD_INPUT}.`,
  },
  'phone-reset': {
    permission: 'people.phone',
    summary: "Reset a person's phone numbers",
    text: `Their verified numbers are removed; they verify again. ${BAD_INPUT}.`,
  },
};
const onPerson = (action: PersonAction) => ({
  summary: PERSON_ACTIONS[action].summary,
  description: staffCall(PERSON_ACTIONS[action].permission, PERSON_ACTIONS[action].text),
  params: IdParams,
  body: action === 'employer' ? EmployerBody : ReasonSchema,
  response: { 200: PersonBody },
});
const getStaff = {
  summary: 'List the staff',
  description: staffCall('staff', 'Everyone with a staff role (decision 157).'),
  response: { 200: z.object({ people: z.array(PersonSummarySchema) }) },
};
const postRole = {
  summary: "Change a person's role",
  description: staffCall(
    'staff',
    'Gives a staff role or takes it away, with a reason; it applies at once (decision 157). 400 VALIDATION_FAILED ' +
      "for a bad id or body, 404 NOT_FOUND for an unknown person, 403 FORBIDDEN for one's own role, 409 " +
      'INVALID_TRANSITION for the role the person has or for the last admin.',
  ),
  params: IdParams,
  body: RoleChangeSchema,
  response: { 200: PersonBody },
};
const getAudit = {
  summary: 'Search the audit log',
  description: staffCall(
    'audit',
    'Back-office actions, newest first, 50 a page, narrowed by words, action, actor and subject (decision 132). ' +
      '400 VALIDATION_FAILED for a bad parameter (page 1–400, actor a positive id).',
  ),
  querystring: AuditQuerySchema,
  response: { 200: AuditPage },
};

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

  for (const action of Object.keys(PERSON_ACTIONS) as PersonAction[]) {
    app.post(`/data/admin/people/:id/${action}`, { schema: onPerson(action) }, async (request, reply) => {
      const { id } = readInput(request, 'params');
      const input = readInput(request, 'body', {});
      return reply.send({ person: await actOnPerson(services, staffOf(request), id, action, input) });
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
