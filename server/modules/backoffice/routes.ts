// The back office's own /data/admin calls; the hook in access.ts has checked each caller against
// core/backoffice/permissions.ts before these run.
//   GET  /data/admin/dashboard               the last 14 days, the queue, moderators' throughput → Dashboard
//   POST /data/admin/review/bulk  { ids, action: approve|reject, reason?, note? }    → { results: [{ id, error }] }
//   POST /data/admin/reports/bulk { ids, outcome: resolved|taken_down }              → { results }
//   GET  /data/admin/reasons  saved reasons (all);  POST { code, text_bn, text_en };  POST /:id { active }
//   GET  /data/admin/people?q=               find people by name, e-mail, phone or ad   → { people }
//   GET  /data/admin/people/:id              a person, their ads, reports and payments  → PersonPage
//   POST /data/admin/people/:id/warn|suspend|restore|employer|phone-reset  { reason, verified? } → { person }
//   GET  /data/admin/payments?state=&code=&page=                                         → { payments, page, pages }
//   GET  /data/admin/audit?q=&action=&actor=&subject_type=&subject_id=&page=             → { entries }
//   GET  /data/admin/staff                   everyone with a staff role                   → { people }
//   POST /data/admin/people/:id/role         { role, reason }                             → { person }
//   GET  /data/admin/chat-reports?status=open|closed  reported chats, messages in context → { reports }
//   POST /data/admin/chat-reports/:id        { action: dismiss|warn|suspend, reason }     → 204
//   POST /data/admin/people/:id/membership   { kind: grant, category_group, tier, months | kind: extend, days;
//                                              reason, idempotency_key }   → 200 { done, terms } | 202 { approval }
//   POST /data/admin/people/:id/voucher      { discount_kind, discount_value, expires_on, reason, idempotency_key }
//                                                                          → 200 { done, voucher } | 202 { approval }
//   GET  /data/admin/approvals?status=pending|approved|rejected  large gifts asked for (decision 235) → { approvals }
//   POST /data/admin/approvals/:id           { decision: approve|reject, reason }         → { done, approval }
//   GET  /data/admin/throughput?days=        per moderator per day (everyone's or one's own) → { everyone, days }
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REJECTION_REASONS } from '../../../core/ad-lifecycle.ts';
import { ROLES } from '../../../core/backoffice/permissions.ts';
import { PAYMENT_STATES } from '../../../core/payments/lifecycle.ts';
import { REPORT_REASONS } from '../../../core/reports.ts';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/errors.ts';
import { readInput } from '../../http/input.ts';
import { ErrorCodeSchema, NoContent } from '../../http/openapi.ts';
import { findPeople, listStaff, type Person, type PersonSummary } from '../accounts/index.ts';
import { MyAdsPageSchema } from '../ads/index.ts';
import {
  addSavedReason,
  listSavedReasons,
  type SavedReason,
  SavedReasonSchema,
  setSavedReasonActive,
} from '../moderation/index.ts';
import { PaymentsPage, listPayments } from '../payments/index.ts';
import { staffOf, type AuditRecord, AuditQuerySchema, searchAuditLog, ReasonSchema } from '../staff/index.ts';
import { CHAT_REPORT_OUTCOMES, CHAT_REPORT_REASONS, type ChatReport, listChatReports } from '../chat/index.ts';
import { StaffMembershipSchema, type TermView } from '../memberships/index.ts';
import { type IssuedVoucher, IssueVoucherSchema } from '../promotions/index.ts';
import { FormBoolean } from '../../http/inputs.ts';
import { BulkReportsSchema, type BulkResult, BulkReviewSchema, bulkCloseReports, bulkReview } from './bulk.ts';
import { actOnChatReport, ChatReportActionSchema, ChatReportsQuerySchema } from './chat-reports.ts';
import { changeRole, RoleChangeSchema } from './roles.ts';
import { type Dashboard, dashboard, throughput, ThroughputQuerySchema } from './stats.ts';
import type { ModeratorDay } from '../../../core/backoffice/throughput.ts';
import {
  type Approval,
  ApprovalDecisionSchema,
  APPROVAL_STATUSES,
  ApprovalsQuerySchema,
  decideApproval,
  GiftSchema,
  giveMembership,
  giveVoucher,
  listApprovals,
} from './approvals.ts';
import { actOnPerson, EmployerSchema, type PersonAction, type PersonPage, personPage } from './people.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
export const PeopleQuerySchema = z.object({ q: z.string().trim().max(200).default('') });
export const PaymentsQuerySchema = z.object({
  state: z.enum(PAYMENT_STATES).optional(),
  code: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(400).default(1),
});
export const ActiveSchema = z.object({ active: FormBoolean });
const PERSON_ACTIONS: readonly PersonAction[] = ['warn', 'suspend', 'restore', 'employer', 'phone-reset'];

// The answers (decision 141), typed against the services' own types.
const Count = z.number().int();
const DashboardSchema: z.ZodType<Dashboard> = z.object({
  days: z.array(
    z.object({
      day: z.string().meta({ description: 'A day in Dhaka, YYYY-MM-DD; newest first.' }),
      newAds: Count,
      liveAds: Count,
      signUps: Count,
      chatsStarted: Count,
      revenue: z
        .record(z.string(), z.number().int())
        .meta({ description: 'Poisha per product (listing_fee, promotion kinds…), from payments settled that day.' }),
      medianMinutesToLive: z.number().nullable(),
      queueWait: z
        .object({ decided: Count, median: Count.nullable(), p90: Count.nullable() })
        .meta({ description: 'Minutes the ads a moderator decided that day had waited (nearest-rank percentiles).' }),
    }),
  ),
  queue: z.object({ size: Count, oldestMinutes: Count.nullable() }),
  moderators: z.array(
    z.object({ id: z.number().int(), name: z.string(), approved: Count, rejected: Count, reportsClosed: Count }),
  ),
});
const BulkResults: z.ZodType<{ results: BulkResult[] }> = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      error: ErrorCodeSchema.nullable().meta({
        description: 'null when done, else why not (e.g. INVALID_TRANSITION).',
      }),
    }),
  ),
});
const SavedReasonView: z.ZodType<SavedReason> = z.object({
  id: z.number().int(),
  code: z.enum(REJECTION_REASONS),
  bn: z.string(),
  en: z.string(),
  active: z.boolean(),
});
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
const ChatReportSchema: z.ZodType<ChatReport> = z.object({
  id: z.number().int(),
  reason: z.enum(CHAT_REPORT_REASONS),
  createdAt: z.string(),
  reporter: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .meta({ description: 'null: the system reported it (a job chat asking for a fee).' }),
  reported: z.object({ id: z.number().int(), name: z.string(), suspended: z.boolean() }),
  ad: z.object({ slug: z.string(), title: z.string() }),
  outcome: z.enum(CHAT_REPORT_OUTCOMES).nullable(),
  closedAt: z.string().nullable(),
  messages: z.array(
    z.object({
      senderId: z.number().int(),
      text: z.string(),
      offerAmount: z.number().int().nullable(),
      picture: z.boolean(),
      at: z.string(),
    }),
  ),
});
const TermViewSchema: z.ZodType<TermView> = z.object({
  id: z.number().int(),
  variant_identifier: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  source: z.enum(['payment', 'grant', 'other']).meta({ description: 'Bought, granted by staff, or the demo data.' }),
});
const IssuedVoucherSchema: z.ZodType<IssuedVoucher> = z.object({
  code: z.string(),
  discount_kind: z.enum(['fixed', 'percent']),
  discount_value: z.number().int().meta({ description: 'Poisha (fixed) or a whole percentage (percent).' }),
  expires_at: z.string(),
  used: z.boolean(),
});
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
const getDashboard = { response: { 200: DashboardSchema } };
const postReviewBulk = { body: BulkReviewSchema, response: { 200: BulkResults } };
const postReportsBulk = { body: BulkReportsSchema, response: { 200: BulkResults } };
const getReasons = { response: { 200: z.object({ reasons: z.array(SavedReasonView) }) } };
const postReasons = { body: SavedReasonSchema, response: { 201: z.object({ reason: SavedReasonView }) } };
const postReasonsId = { params: IdParams, body: ActiveSchema, response: { 204: NoContent } };
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
const getChatReports = {
  querystring: ChatReportsQuerySchema,
  response: { 200: z.object({ reports: z.array(ChatReportSchema) }) },
};
const postChatReport = { params: IdParams, body: ChatReportActionSchema, response: { 204: NoContent } };
const getPayments = { querystring: PaymentsQuerySchema, response: { 200: PaymentsPage } };
const getAudit = { querystring: AuditQuerySchema, response: { 200: AuditPage } };
const Someone = z.object({ id: z.number().int(), name: z.string() });
const ApprovalSchema: z.ZodType<Approval> = z
  .object({
    id: z.number().int(),
    kind: z.enum(['membership', 'voucher']),
    status: z.enum(APPROVAL_STATUSES),
    user: Someone.meta({ description: 'Who would get the gift.' }),
    requested_by: Someone,
    requested_at: z.string(),
    reason: z.string(),
    gift: GiftSchema,
    decided_by: Someone.nullable(),
    decided_at: z.string().nullable(),
    decision_reason: z.string().nullable(),
  })
  .meta({ id: 'StaffApproval' });
// A gift above the limits of decision 235 is not made but filed: 202 with the request another member of staff decides.
const Filed = z.object({ pending: z.literal(true), done: z.boolean(), approval: ApprovalSchema });
const postMembership = {
  params: IdParams,
  body: StaffMembershipSchema,
  response: {
    200: z.object({ pending: z.literal(false), done: z.boolean(), terms: z.array(TermViewSchema) }),
    202: Filed,
  },
};
const postVoucher = {
  params: IdParams,
  body: IssueVoucherSchema,
  response: {
    200: z.object({ pending: z.literal(false), done: z.boolean(), voucher: IssuedVoucherSchema }),
    202: Filed,
  },
};
const getApprovals = {
  querystring: ApprovalsQuerySchema,
  response: { 200: z.object({ approvals: z.array(ApprovalSchema) }) },
};
const postApproval = {
  params: IdParams,
  body: ApprovalDecisionSchema,
  response: { 200: z.object({ done: z.boolean(), approval: ApprovalSchema }) },
};
const ModeratorDaySchema: z.ZodType<ModeratorDay> = z.object({
  day: z.string().meta({ description: 'A day in Dhaka, YYYY-MM-DD; newest first.' }),
  id: z.number().int(),
  name: z.string(),
  approved: Count,
  rejected: Count,
  reportsHandled: Count,
  medianMinutes: Count.nullable().meta({ description: 'From entering the queue to the decision; nearest rank.' }),
});
const getThroughput = {
  querystring: ThroughputQuerySchema,
  response: {
    200: z.object({
      everyone: z.boolean().meta({ description: 'false: the viewer sees only their own rows.' }),
      days: z.array(ModeratorDaySchema),
    }),
  },
};

export async function backOfficeRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/data/admin/dashboard', { schema: getDashboard }, async (_request, reply) => {
    return reply.headers(noStore).send(await dashboard(services));
  });

  app.post('/data/admin/review/bulk', { schema: postReviewBulk }, async (request, reply) => {
    const input = readInput(request, 'body', {});
    return reply.send({ results: await bulkReview(db, staffOf(request), input) });
  });

  app.post('/data/admin/reports/bulk', { schema: postReportsBulk }, async (request, reply) => {
    const input = readInput(request, 'body', {});
    return reply.send({ results: await bulkCloseReports(db, staffOf(request), input) });
  });

  app.get('/data/admin/reasons', { schema: getReasons }, async (_request, reply) => {
    return reply.headers(noStore).send({ reasons: await listSavedReasons(db, false) });
  });

  app.post('/data/admin/reasons', { schema: postReasons }, async (request, reply) => {
    const input = readInput(request, 'body', {});
    return reply.status(201).send({ reason: await addSavedReason(db, staffOf(request), input) });
  });

  app.post('/data/admin/reasons/:id', { schema: postReasonsId }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const { active } = readInput(request, 'body', {});
    await setSavedReasonActive(db, staffOf(request), id, active);
    return reply.status(204).send();
  });

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

  app.get('/data/admin/chat-reports', { schema: getChatReports }, async (request, reply) => {
    const { status } = readInput(request, 'querystring');
    return reply.headers(noStore).send({ reports: await listChatReports(db, { open: status === 'open' }) });
  });

  app.post('/data/admin/chat-reports/:id', { schema: postChatReport }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    await actOnChatReport(services, staffOf(request), id, input);
    return reply.status(204).send();
  });

  app.get('/data/admin/payments', { schema: getPayments }, async (request, reply) => {
    const { page, ...filter } = readInput(request, 'querystring');
    return reply.headers(noStore).send(await listPayments(db, filter, page));
  });

  app.get('/data/admin/audit', { schema: getAudit }, async (request, reply) => {
    const query = readInput(request, 'querystring');
    return reply.headers(noStore).send(await searchAuditLog(db, query));
  });

  app.post('/data/admin/people/:id/membership', { schema: postMembership }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    const outcome = await giveMembership(services, staffOf(request), id, input);
    return reply.status(outcome.pending ? 202 : 200).send(outcome);
  });

  app.post('/data/admin/people/:id/voucher', { schema: postVoucher }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    const outcome = await giveVoucher(services, staffOf(request), id, input);
    return reply.status(outcome.pending ? 202 : 200).send(outcome);
  });

  app.get('/data/admin/approvals', { schema: getApprovals }, async (request, reply) => {
    const { status } = readInput(request, 'querystring');
    return reply.headers(noStore).send({ approvals: await listApprovals(db, status) });
  });

  app.post('/data/admin/approvals/:id', { schema: postApproval }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    return reply.send(await decideApproval(services, staffOf(request), id, input));
  });

  app.get('/data/admin/throughput', { schema: getThroughput }, async (request, reply) => {
    const { days } = readInput(request, 'querystring');
    return reply.headers(noStore).send(await throughput(services, staffOf(request), days));
  });
}
