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
import { staffOf } from '../staff/index.ts';
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
const getDashboard = { response: { 200: DashboardSchema } };
const postReviewBulk = { body: BulkReviewSchema, response: { 200: BulkResults } };
const postReportsBulk = { body: BulkReportsSchema, response: { 200: BulkResults } };
const getReasons = { response: { 200: z.object({ reasons: z.array(SavedReasonView) }) } };
const postReasons = { body: SavedReasonSchema, response: { 201: z.object({ reason: SavedReasonView }) } };
const postReasonsId = { params: IdParams, body: ActiveSchema, response: { 204: NoContent } };
const getChatReports = {
  querystring: ChatReportsQuerySchema,
  response: { 200: z.object({ reports: z.array(ChatReportSchema) }) },
};
const postChatReport = { params: IdParams, body: ChatReportActionSchema, response: { 204: NoContent } };
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
