// Server-only work of the back-office pages: each loader and action here checks the page's (and the
// form's) permission through access.server.ts, then calls the same module services as the /data/admin calls.
import { randomUUID } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { can } from '../../core/backoffice/permissions.ts';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import type { BulkResult } from '../../server/modules/backoffice/index.ts';
import type { PersonAction } from '../../server/modules/backoffice/index.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

const searchOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export async function loadDashboard({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  return context.modules.backoffice.dashboard(context);
}

export async function loadPeople({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  const q = (searchOf(request).q ?? '').slice(0, 200);
  return { q, people: await context.modules.accounts.findPeople(context.db, q) };
}

const PERSON_ACTIONS: readonly PersonAction[] = ['warn', 'suspend', 'restore', 'employer', 'phone-reset'];

export const personId = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND');
  return id;
};

export async function loadPerson({ request, context, locale }: PageArgs, id: string | undefined) {
  const staff = await requireBackOffice(context, request, locale);
  return {
    ...(await context.modules.backoffice.personPage(context.db, personId(id), context.clock.now())),
    may: {
      warn: can(staff.role, 'people.warn'),
      suspend: can(staff.role, 'people.suspend'),
      employer: can(staff.role, 'people.verify'),
      phone: can(staff.role, 'people.phone'),
      role: can(staff.role, 'staff') && staff.id !== personId(id),
      grant: can(staff.role, 'money.grant'),
    },
    // Fresh tokens of the grant, extend and voucher forms: a form posted twice does its action once (decision 180).
    tokens: { grant: randomUUID(), extend: randomUUID(), voucher: randomUUID() },
  };
}

/** A person-page form: its intent names the /data/admin call it stands for, whose permission it needs. */
export async function actOnPersonForm({ request, context, locale }: PageArgs, id: string | undefined) {
  const form = Object.fromEntries(await request.formData());
  const intent = PERSON_ACTIONS.find((a) => a === form.intent);
  if (!intent) throw new AppError('NOT_FOUND');
  const staff = await requireBackOfficeAction(context, request, locale, `/data/admin/people/:id/${intent}`);
  try {
    const { reason } = context.modules.http.parseInput(context.modules.staff.ReasonSchema, form, 'body');
    const verified =
      intent === 'employer'
        ? context.modules.http.parseInput(context.modules.backoffice.EmployerSchema, form, 'body').verified
        : undefined;
    await context.modules.backoffice.actOnPerson(context, staff, personId(id), intent, { reason, verified });
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}

export async function loadPayments({ request, context, locale }: PageArgs) {
  const staff = await requireBackOffice(context, request, locale);
  const search = searchOf(request);
  const query = { ...search, state: search.state || undefined, code: search.code || undefined };
  const { page, ...filter } = context.modules.http.parseInput(
    context.modules.backoffice.PaymentsQuerySchema,
    query,
    'query',
  );
  return {
    filter,
    states: context.modules.backoffice.PaymentsQuerySchema.shape.state.unwrap().options,
    mayRefund: can(staff.role, 'money.refund'),
    ...(await context.modules.payments.listPayments(context.db, filter, page)),
  };
}

export async function refundForm({ request, context, locale }: PageArgs) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/payments/:code/refund');
  const form = Object.fromEntries(await request.formData());
  try {
    const { reason } = context.modules.http.parseInput(context.modules.payments.RefundInputSchema, form, 'body');
    await context.modules.payments.refundPayment(context, staff, String(form.code ?? ''), reason);
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}

export async function loadAudit({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  const query = context.modules.http.parseInput(context.modules.staff.AuditQuerySchema, searchOf(request), 'query');
  const { entries } = await context.modules.staff.searchAuditLog(context.db, query);
  return { query, entries, more: entries.length === context.modules.staff.AUDIT_PAGE_SIZE };
}

/**
 * A bulk form of the review queue (`intent` bulk_approve or bulk_reject, the ticked `ids`): checked as the bulk API
 * call, each ad decided as one decision would be. Answers how many were done and how many someone decided first.
 */
export async function bulkReviewForm({ request, context, locale }: PageArgs, form: FormData) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/review/bulk');
  const input = context.modules.http.parseInput(
    context.modules.backoffice.BulkReviewSchema,
    {
      ...Object.fromEntries(form),
      ids: form.getAll('ids'),
      action: form.get('intent') === 'bulk_reject' ? 'reject' : 'approve',
    },
    'body',
  );
  return tally(await context.modules.backoffice.bulkReview(context.db, staff, input));
}

/** The reports page's bulk form (`intent` bulk_resolve or bulk_take_down, the ticked `ids`). */
export async function bulkReportsForm({ request, context, locale }: PageArgs, form: FormData) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/reports/bulk');
  const outcome = form.get('intent') === 'bulk_take_down' ? 'taken_down' : 'resolved';
  const input = context.modules.http.parseInput(
    context.modules.backoffice.BulkReportsSchema,
    { ids: form.getAll('ids'), outcome },
    'body',
  );
  return tally(await context.modules.backoffice.bulkCloseReports(context.db, staff, input));
}

const tally = (results: readonly BulkResult[]) => ({
  done: results.filter((r) => r.error === null).length,
  failed: results.filter((r) => r.error !== null).length,
});

export async function loadReasons({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  return { reasons: await context.modules.moderation.listSavedReasons(context.db, false) };
}

/** The saved-reasons page's forms: add one (`intent` add), or retire or bring back one (`intent` active). */
export async function reasonsForm({ request, context, locale }: PageArgs) {
  const form = Object.fromEntries(await request.formData());
  const adding = form.intent === 'add';
  const staff = await requireBackOfficeAction(
    context,
    request,
    locale,
    adding ? '/data/admin/reasons' : '/data/admin/reasons/:id',
  );
  try {
    if (adding)
      await context.modules.moderation.addSavedReason(
        context.db,
        staff,
        context.modules.http.parseInput(context.modules.moderation.SavedReasonSchema, form, 'body'),
      );
    else
      await context.modules.moderation.setSavedReasonActive(
        context.db,
        staff,
        Number(form.id),
        context.modules.http.parseInput(context.modules.backoffice.ActiveSchema, form, 'body').active,
      );
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
