// The back office's moderation calls (see routes.ts for the list); the hook in access.ts has checked each caller
// against core/backoffice/permissions.ts before these run.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REJECTION_REASONS } from '../../../core/ad-lifecycle.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { ErrorCodeSchema, NoContent } from '../../http/openapi.ts';
import {
  addSavedReason,
  listSavedReasons,
  type SavedReason,
  SavedReasonSchema,
  setSavedReasonActive,
} from '../moderation/index.ts';
import { staffCall, staffOf } from '../staff/index.ts';
import { listChatReports } from '../chat/index.ts';
import { FormBoolean } from '../../http/inputs.ts';
import { BulkReportsSchema, type BulkResult, BulkReviewSchema, bulkCloseReports, bulkReview } from './bulk.ts';
import { actOnChatReport, ChatReportActionSchema, ChatReportsQuerySchema } from './chat-reports.ts';
import { type Dashboard, dashboard, throughput, ThroughputQuerySchema } from './stats.ts';
import type { ModeratorDay } from '../../../core/backoffice/throughput.ts';
import { IdParams, ChatReportSchema } from './route-schemas.ts';

export const ActiveSchema = z.object({ active: FormBoolean });

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

// The schemas of the routes below whose option would not fit on the route's line.
const getDashboard = {
  summary: 'Read the back-office dashboard',
  description: staffCall(
    'dashboard',
    'The last 14 Dhaka days (new and live ads, sign-ups, chats, revenue, review-queue waits), the queue now and ' +
      "each moderator's decisions; counts only, no personal data (decision 135).",
  ),
  response: { 200: DashboardSchema },
};
const postReviewBulk = {
  summary: 'Approve or reject many ads of the review queue',
  description: staffCall(
    'review',
    'Up to 100 ads, each decided as one decision would be (decision 134); a rejection needs a reason or a saved ' +
      'reason. 400 VALIDATION_FAILED for a bad body; an ad that cannot be decided (another moderator was first: ' +
      'INVALID_TRANSITION, gone: NOT_FOUND, a retired saved reason: VALIDATION_FAILED) is named in its result, ' +
      'the call still answers 200.',
  ),
  body: BulkReviewSchema,
  response: { 200: BulkResults },
};
const postReportsBulk = {
  summary: 'Close many ad reports at once',
  description: staffCall(
    'reports',
    'Up to 100 reports closed as resolved or with the ad taken down, each as one close would be (decision 134). ' +
      '400 VALIDATION_FAILED for a bad body; a report that is unknown or closed already is named in its result ' +
      '(NOT_FOUND), the call still answers 200.',
  ),
  body: BulkReportsSchema,
  response: { 200: BulkResults },
};
const getReasons = {
  summary: 'List the saved rejection reasons',
  description: staffCall('review', 'Every saved reason, active ones first, retired ones too (decision 134).'),
  response: { 200: z.object({ reasons: z.array(SavedReasonView) }) },
};
const postReasons = {
  summary: 'Add a saved rejection reason',
  description: staffCall(
    'review',
    'A rejection reason with its text in bn and en, which moderators then pick in the review queue; written to ' +
      'the audit log (decision 134). 400 VALIDATION_FAILED for a bad body.',
  ),
  body: SavedReasonSchema,
  response: { 201: z.object({ reason: SavedReasonView }) },
};
const postReasonsId = {
  summary: 'Retire or restore a saved rejection reason',
  description: staffCall(
    'review',
    '`active` false retires the reason (absent counts as false), true brings it back; ads rejected with it keep ' +
      'their texts (decision 134). 400 VALIDATION_FAILED for a bad id or body, 404 NOT_FOUND for an unknown reason.',
  ),
  params: IdParams,
  body: ActiveSchema,
  response: { 204: NoContent },
};
const getChatReports = {
  summary: 'List reported chats',
  description: staffCall(
    'reports',
    'Open (the default) or closed chat reports, each with the messages around it (decision 158). 400 ' +
      'VALIDATION_FAILED for a bad status.',
  ),
  querystring: ChatReportsQuerySchema,
  response: { 200: z.object({ reports: z.array(ChatReportSchema) }) },
};
const postChatReport = {
  summary: 'Close a chat report: dismiss, warn or suspend',
  description: staffCall(
    'reports',
    'Closes the report and, for warn or suspend, acts on the person it is about, in one transaction with both ' +
      'audit entries (decision 158). 400 VALIDATION_FAILED for a bad id or body, 404 NOT_FOUND for an unknown ' +
      'report, 409 INVALID_TRANSITION when it is closed already or the person is suspended already; 403 FORBIDDEN ' +
      'to suspend staff or oneself.',
  ),
  params: IdParams,
  body: ChatReportActionSchema,
  response: { 204: NoContent },
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
  summary: "Read moderators' throughput per day",
  description: staffCall(
    'dashboard',
    'Decisions and handled reports per moderator per Dhaka day over the last `days` days, from the audit log ' +
      "(decision 182): everyone's with `moderation.stats`, else only the caller's own rows. 400 VALIDATION_FAILED " +
      'for days outside 1–31.',
  ),
  querystring: ThroughputQuerySchema,
  response: {
    200: z.object({
      everyone: z.boolean().meta({ description: 'false: the viewer sees only their own rows.' }),
      days: z.array(ModeratorDaySchema),
    }),
  },
};

/** The moderators' calls: the dashboard, bulk review and report closing, saved reasons, chat reports, throughput. */
export async function moderationRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
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

  app.get('/data/admin/throughput', { schema: getThroughput }, async (request, reply) => {
    const { days } = readInput(request, 'querystring');
    return reply.headers(noStore).send(await throughput(services, staffOf(request), days));
  });
}
