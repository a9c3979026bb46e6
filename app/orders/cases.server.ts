// The doorstep complaint cases page (decision 197): checked as GET /data/admin/orders/complaints and
// POST /data/admin/orders/:id/decision, through the same services.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { can } from '../../core/backoffice/permissions.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from '../backoffice/access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

export async function loadOrderCases({ request, context, locale }: PageArgs) {
  const staff = await requireBackOffice(context, request, locale);
  return {
    cases: await context.modules.orders.listComplaintCases(context.db),
    bookings: await context.modules.orders.listUnresolvedBookings(context),
    // Money owed back is shown to those who see payments (GET /data/admin/orders/refunds).
    refunds: can(staff.role, 'money.view') ? await context.modules.orders.listRefundsOwed(context.db) : [],
  };
}

/** What the form stands for: a refund owed, an unresolved booking, or (by default) a complaint's decision. */
const API_OF = {
  refund: '/data/admin/orders/:id/refund',
  booking: '/data/admin/orders/:id/booking',
  decision: '/data/admin/orders/:id/decision',
} as const;

/**
 * One case's form: `id`, `decision` (the button pressed) and `reason`; one booking's (`booking` set): the consignment
 * found in the courier's panel, empty for none found, and `reason`; one refund's (`refund` set): `reason`.
 */
export async function orderCaseForm({ request, context, locale }: PageArgs) {
  const form = Object.fromEntries(await request.clone().formData());
  const kind = form.refund !== undefined ? 'refund' : form.booking !== undefined ? 'booking' : 'decision';
  const staff = await requireBackOfficeAction(context, request, locale, API_OF[kind]);
  try {
    if (kind === 'refund') {
      const { reason } = context.modules.http.parseInput(context.modules.orders.RefundReasonSchema, form, 'body');
      await context.modules.orders.refundOwedOrder(context, staff, Number(form.id), reason);
    } else if (kind === 'booking') {
      const consignment = String(form.consignment_id ?? '').trim();
      const { consignment_id, reason } = context.modules.http.parseInput(
        context.modules.orders.BookingSettlementSchema,
        { consignment_id: consignment === '' ? null : consignment, reason: form.reason },
        'body',
      );
      await context.modules.orders.settleBookingByStaff(context, staff, Number(form.id), consignment_id, reason);
    } else {
      const { decision, reason } = context.modules.http.parseInput(
        context.modules.orders.DecisionInputSchema,
        form,
        'body',
      );
      await context.modules.orders.decideComplaint(context, staff, Number(form.id), decision, reason);
    }
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
