// The back office's calls on money (see routes.ts for the list); the hook in access.ts has checked each caller
// against core/backoffice/permissions.ts before these run.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_STATES } from '../../../core/payments/lifecycle.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { PaymentsPage, listPayments } from '../payments/index.ts';
import { staffOf } from '../staff/index.ts';
import { StaffMembershipSchema } from '../memberships/index.ts';
import { IssueVoucherSchema } from '../promotions/index.ts';
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
import { IdParams, TermViewSchema, IssuedVoucherSchema } from './route-schemas.ts';

export const PaymentsQuerySchema = z.object({
  state: z.enum(PAYMENT_STATES).optional(),
  code: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(400).default(1),
});

// The schemas of the routes below whose option would not fit on the route's line.
const getPayments = { querystring: PaymentsQuerySchema, response: { 200: PaymentsPage } };
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

/** The calls on money: payments, gifts of a membership or a voucher, and the approvals of large gifts. */
export async function moneyRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/data/admin/payments', { schema: getPayments }, async (request, reply) => {
    const { page, ...filter } = readInput(request, 'querystring');
    return reply.headers(noStore).send(await listPayments(db, filter, page));
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
}
