// The person page's forms for memberships and vouchers given by staff (decisions 180-181), checked as
// POST /data/admin/people/:id/membership and /voucher and done by the same services; and the throughput page
// (decision 182), as GET /data/admin/throughput. Each form carries a fresh token from the loader: a second
// submission of the same form does nothing more
// (the person page's loader, app/backoffice/backoffice.server.ts). A large gift is filed for a second member of
// staff's approval instead (decision 235): `pending`.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { normalizeNumberFields, normalizeNumberText } from '../../core/digits.ts';
import { takaToPoisha } from '../../core/payments/money.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';
import { personId } from './backoffice.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

/** The grant and extend forms (`intent` membership, `kind` grant or extend). */
export async function staffMembershipForm(
  { request, context, locale }: PageArgs,
  form: Record<string, FormDataEntryValue>,
  id: string | undefined,
) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/people/:id/membership');
  try {
    const input = context.modules.http.parseInput(
      context.modules.memberships.StaffMembershipSchema,
      normalizeNumberFields(form, ['days']),
      'body',
    );
    const { done, pending } = await context.modules.backoffice.giveMembership(context, staff, personId(id), input);
    return { ok: true as const, done, pending };
  } catch (error) {
    return formFailure(locale, error);
  }
}

/** The voucher form (`intent` voucher); a fixed amount is typed in taka. */
export async function issueVoucherForm(
  { request, context, locale }: PageArgs,
  form: Record<string, FormDataEntryValue>,
  id: string | undefined,
) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/people/:id/voucher');
  try {
    const text = normalizeNumberText(String(form.discount_value ?? ''));
    const value = Number(text);
    const typed = form.discount_kind === 'fixed' && Number.isInteger(value) ? takaToPoisha(value) : text;
    const input = context.modules.http.parseInput(
      context.modules.promotions.IssueVoucherSchema,
      { ...form, discount_value: typed },
      'body',
    );
    const { done, pending } = await context.modules.backoffice.giveVoucher(context, staff, personId(id), input);
    return { ok: true as const, done, pending };
  } catch (error) {
    return formFailure(locale, error);
  }
}

export async function loadThroughput({ request, context, locale }: PageArgs) {
  const staff = await requireBackOffice(context, request, locale);
  const { days } = context.modules.http.parseInput(
    context.modules.backoffice.ThroughputQuerySchema,
    Object.fromEntries(new URL(request.url).searchParams),
    'query',
  );
  return { period: days, ...(await context.modules.backoffice.throughput(context, staff, days)) };
}
