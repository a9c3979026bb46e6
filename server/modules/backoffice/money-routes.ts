// The back office's calls on money (see routes.ts for the list); the hook in access.ts has checked each caller
// against core/backoffice/permissions.ts before these run.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_STATES } from '../../../core/payments/lifecycle.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { PaymentsPage, listPayments } from '../payments/index.ts';
import { staffCall, staffOf } from '../staff/index.ts';
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
const getPayments = {
  summary: 'List payments',
  description: staffCall(
    'money.view',
    'Payments newest first, a page at a time, narrowed by state or by payment code. 400 VALIDATION_FAILED for a ' +
      'bad state, code or page (1–400).',
  ),
  querystring: PaymentsQuerySchema,
  response: { 200: PaymentsPage },
};
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
// The rules both gifts follow (decisions 180, 181, 235).
const GIFT_RULES =
  'A small gift is made at once (200); a large one is filed for another member of staff to approve (202). A form ' +
  'token already used answers as it did the first time (`done` false). 400 VALIDATION_FAILED for a bad id or ' +
  "body, 403 SELF_GRANT for one's own account, 404 NOT_FOUND for an unknown person, 409 INVALID_TRANSITION for a " +
  'token used for another action';
const postMembership = {
  summary: 'Grant or extend a membership for free',
  description: staffCall(
    'money.grant',
    `Grants a membership package (1, 3, 6 or 12 months) or extends the one in force by days, with a reason. ` +
      `${GIFT_RULES} or an extension with no membership in force.`,
  ),
  params: IdParams,
  body: StaffMembershipSchema,
  response: {
    200: z.object({ pending: z.literal(false), done: z.boolean(), terms: z.array(TermViewSchema) }),
    202: Filed,
  },
};
const postVoucher = {
  summary: 'Issue a voucher to a person',
  description: staffCall(
    'money.grant',
    'A fixed (poisha) or percentage discount until a Dhaka day, with a reason; a day already past or too far ahead ' +
      `is 400 VALIDATION_FAILED at body.expires_on. ${GIFT_RULES}.`,
  ),
  params: IdParams,
  body: IssueVoucherSchema,
  response: {
    200: z.object({ pending: z.literal(false), done: z.boolean(), voucher: IssuedVoucherSchema }),
    202: Filed,
  },
};
const getApprovals = {
  summary: 'List requests for large gifts',
  description: staffCall(
    'money.grant',
    'Pending requests (the default) oldest first, or approved or rejected ones newest first, 200 at most ' +
      '(decision 235). 400 VALIDATION_FAILED for a bad status.',
  ),
  querystring: ApprovalsQuerySchema,
  response: { 200: z.object({ approvals: z.array(ApprovalSchema) }) },
};
const postApproval = {
  summary: 'Approve or reject a request for a large gift',
  description: staffCall(
    'money.grant',
    'Approval makes the gift in the same transaction; a request already decided the same way answers that ' +
      'decision (`done` false) (decision 235). 400 VALIDATION_FAILED for a bad id or body, 404 NOT_FOUND for an ' +
      "unknown request, 403 SELF_APPROVAL for one's own request, 403 SELF_GRANT for a gift to oneself, 409 " +
      'INVALID_TRANSITION when decided the other way. A gift that can no longer be made answers its own error ' +
      'and the request stays pending.',
  ),
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
