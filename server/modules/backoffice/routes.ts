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
import type { AppServices } from '../../context.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { moneyRoutes } from './money-routes.ts';
import { peopleRoutes } from './people-routes.ts';

// The pages' loaders and actions parse their forms with these (app/backoffice/backoffice.server.ts).
export { ActiveSchema } from './moderation-routes.ts';
export { PaymentsQuerySchema } from './money-routes.ts';
export { PeopleQuerySchema } from './people-routes.ts';

/** The back office's own /data/admin calls, by area: moderation, people and staff, money. */
export async function backOfficeRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await moderationRoutes(app, services);
  await peopleRoutes(app, services);
  await moneyRoutes(app, services);
}
