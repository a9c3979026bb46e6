// The doorstep complaint cases page (issue 17 item 3, decision 197): checked as GET /data/admin/orders/complaints and
// POST /data/admin/orders/:id/decision, through the same services.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { parseInput } from '../../server/http/errors.ts';
import { DecisionInputSchema } from '../../server/modules/orders/schemas.ts';
import { decideComplaint, listComplaintCases } from '../../server/modules/orders/service.ts';
import { formFailure } from '../accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from '../backoffice/access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

export async function loadOrderCases({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  return { cases: await listComplaintCases(context.db) };
}

/** One case's form: `id`, `decision` (the button pressed) and `reason`. */
export async function orderCaseForm({ request, context, locale }: PageArgs) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/orders/:id/decision');
  const form = Object.fromEntries(await request.formData());
  try {
    const { decision, reason } = parseInput(DecisionInputSchema, form, 'body');
    await decideComplaint(context, staff, Number(form.id), decision, reason);
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
