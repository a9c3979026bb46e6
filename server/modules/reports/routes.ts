// Open reports for moderators, and closing them (resolve, or take the ad down).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REPORT_REASONS } from '../../../core/reports.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { staffOf } from '../staff/index.ts';
import { closeReport, listOpenReports, type OpenReport } from './service.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
export const CloseReportSchema = z.object({ outcome: z.enum(['resolved', 'taken_down']) });
const OpenReportSchema: z.ZodType<OpenReport> = z.object({
  id: z.number().int().positive(),
  reason: z.enum(REPORT_REASONS),
  message: z.string(),
  createdAt: z.string(),
  ad: z.object({ id: z.number().int().positive(), slug: z.string(), title: z.string(), status: z.string() }),
});
const OpenReports = z.object({ reports: z.array(OpenReportSchema) });

const STAFF =
  '`401 UNAUTHORIZED`, `403 FORBIDDEN` without the `reports` permission, `403 SECOND_FACTOR_REQUIRED` without ' +
  'two-step sign-in (decision 190)';
const getAdminReports = {
  summary: 'List the open reports',
  description:
    "The open reports of ads, oldest first, each with its reason, the reporter's message and the ad. For staff " +
    `with the \`reports\` permission. Errors: ${STAFF}.`,
  response: { 200: OpenReports },
};
const postAdminReportsId = {
  summary: 'Close a report',
  description:
    'Closes an open report as resolved, or takes the reported ad down (`taken_down`). For staff with the ' +
    `\`reports\` permission. Errors: ${STAFF}, \`400 VALIDATION_FAILED\` naming \`params.id\` or ` +
    '`body.outcome`, `404 NOT_FOUND` for a report that is unknown or closed already.',
  params: IdParams,
  body: CloseReportSchema,
  response: { 204: NoContent },
};
export async function reportRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/admin/reports', { schema: getAdminReports }, async (_request, reply) => {
    return reply.header('cache-control', 'private, no-store').send({ reports: await listOpenReports(services.db) });
  });

  app.post('/data/admin/reports/:id', { schema: postAdminReportsId }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const { outcome } = readInput(request, 'body', {});
    await closeReport(services.db, staffOf(request), id, outcome);
    return reply.status(204).send();
  });
}
