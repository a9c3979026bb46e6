// The approvals page (decision 235): its list as GET /data/admin/approvals and its Approve / Reject form as
// POST /data/admin/approvals/:id, done by the same service and needing the same permission.
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

const decisionFormSchema = (context: Pick<AppLoadContext, 'modules'>) =>
  context.modules.backoffice.ApprovalDecisionSchema.extend({ id: z.coerce.number().int().positive() });

export async function loadApprovals({ request, context, locale }: PageArgs) {
  const staff = await requireBackOffice(context, request, locale);
  const parsed = context.modules.backoffice.ApprovalsQuerySchema.safeParse({
    status: new URL(request.url).searchParams.get('status') ?? undefined,
  });
  const status = parsed.success ? parsed.data.status : 'pending';
  return {
    locale,
    status,
    viewerId: staff.id,
    approvals: await context.modules.backoffice.listApprovals(context.db, status),
  };
}

export async function decideApprovalForm({ request, context, locale }: PageArgs) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/approvals/:id');
  const form = Object.fromEntries(await request.formData());
  try {
    const { id, ...decision } = context.modules.http.parseInput(decisionFormSchema(context), form, 'body');
    const { done, approval } = await context.modules.backoffice.decideApproval(context, staff, id, decision);
    return { ok: true as const, done, status: approval.status };
  } catch (error) {
    return formFailure(locale, error);
  }
}
