// The back office's own /data/admin calls (issue 21); the hook in access.ts has checked each caller against
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
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/errors.ts';
import { findPeople } from '../accounts/people.ts';
import { listPayments } from '../payments/service.ts';
import { staffOf } from './access.ts';
import { AuditQuerySchema, searchAuditLog } from './audit.ts';
import { BulkReportsSchema, BulkReviewSchema, bulkCloseReports, bulkReview } from './bulk.ts';
import { addSavedReason, listSavedReasons, SavedReasonSchema, setSavedReasonActive } from '../moderation/reasons.ts';
import { dashboard } from './stats.ts';
import { actOnPerson, EmployerSchema, FormBoolean, type PersonAction, personPage, ReasonSchema } from './people.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
export const PeopleQuerySchema = z.object({ q: z.string().trim().max(200).default('') });
export const PaymentsQuerySchema = z.object({
  state: z
    .enum(['created', 'redirected', 'approved', 'success', 'failed', 'cancelled', 'expired', 'refunded'])
    .optional(),
  code: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(400).default(1),
});
export const ActiveSchema = z.object({ active: FormBoolean });
const PERSON_ACTIONS: readonly PersonAction[] = ['warn', 'suspend', 'restore', 'employer', 'phone-reset'];

export async function backOfficeRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/data/admin/dashboard', async (_request, reply) => {
    return reply.headers(noStore).send(await dashboard(services));
  });

  app.post('/data/admin/review/bulk', async (request, reply) => {
    const input = parseInput(BulkReviewSchema, request.body ?? {}, 'body');
    return reply.send({ results: await bulkReview(db, staffOf(request), input) });
  });

  app.post('/data/admin/reports/bulk', async (request, reply) => {
    const input = parseInput(BulkReportsSchema, request.body ?? {}, 'body');
    return reply.send({ results: await bulkCloseReports(db, staffOf(request), input) });
  });

  app.get('/data/admin/reasons', async (_request, reply) => {
    return reply.headers(noStore).send({ reasons: await listSavedReasons(db, false) });
  });

  app.post('/data/admin/reasons', async (request, reply) => {
    const input = parseInput(SavedReasonSchema, request.body ?? {}, 'body');
    return reply.status(201).send({ reason: await addSavedReason(db, staffOf(request), input) });
  });

  app.post('/data/admin/reasons/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const { active } = parseInput(ActiveSchema, request.body ?? {}, 'body');
    await setSavedReasonActive(db, staffOf(request), id, active);
    return reply.status(204).send();
  });

  app.get('/data/admin/people', async (request, reply) => {
    const { q } = parseInput(PeopleQuerySchema, request.query, 'query');
    return reply.headers(noStore).send({ people: await findPeople(db, q) });
  });

  app.get('/data/admin/people/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return reply.headers(noStore).send(await personPage(db, id));
  });

  for (const action of PERSON_ACTIONS) {
    app.post(`/data/admin/people/:id/${action}`, async (request, reply) => {
      const { id } = parseInput(IdParams, request.params, 'params');
      const { reason } = parseInput(ReasonSchema, request.body ?? {}, 'body');
      const verified = action === 'employer' ? parseInput(EmployerSchema, request.body, 'body').verified : undefined;
      const person = await actOnPerson(services, staffOf(request), id, action, { reason, verified });
      return reply.send({ person });
    });
  }

  app.get('/data/admin/payments', async (request, reply) => {
    const { page, ...filter } = parseInput(PaymentsQuerySchema, request.query, 'query');
    return reply.headers(noStore).send(await listPayments(db, filter, page));
  });

  app.get('/data/admin/audit', async (request, reply) => {
    const query = parseInput(AuditQuerySchema, request.query, 'query');
    return reply.headers(noStore).send(await searchAuditLog(db, query));
  });
}
