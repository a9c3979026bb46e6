// Server-only work of the back-office pages: each loader and action here checks the page's (and the
// form's) permission through access.server.ts, then calls the same module services as the /data/admin calls.
import { randomUUID } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { can } from '../../core/backoffice/permissions.ts';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { parseInput } from '../../server/http/errors.ts';
import { findPeople } from '../../server/modules/accounts/people.ts';
import {
  BulkReportsSchema,
  type BulkResult,
  BulkReviewSchema,
  bulkCloseReports,
  bulkReview,
} from '../../server/modules/backoffice/bulk.ts';
import { actOnPerson, EmployerSchema, type PersonAction, personPage } from '../../server/modules/backoffice/people.ts';
import { ActiveSchema, PaymentsQuerySchema } from '../../server/modules/backoffice/routes.ts';
import { dashboard } from '../../server/modules/backoffice/stats.ts';
import { AUDIT_PAGE_SIZE, AuditQuerySchema, searchAuditLog } from '../../server/modules/staff/audit.ts';
import { ReasonSchema } from '../../server/modules/staff/staff.ts';
import {
  addSavedReason,
  listSavedReasons,
  SavedReasonSchema,
  setSavedReasonActive,
} from '../../server/modules/moderation/reasons.ts';
import { RefundInputSchema } from '../../server/modules/payments/schemas.ts';
import { listPayments, refundPayment } from '../../server/modules/payments/back-office.ts';
import { formFailure } from '../accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

const searchOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export async function loadDashboard({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  return dashboard(context);
}

export async function loadPeople({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  const q = (searchOf(request).q ?? '').slice(0, 200);
  return { q, people: await findPeople(context.db, q) };
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
    ...(await personPage(context.db, personId(id), context.clock.now())),
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
    const { reason } = parseInput(ReasonSchema, form, 'body');
    const verified = intent === 'employer' ? parseInput(EmployerSchema, form, 'body').verified : undefined;
    await actOnPerson(context, staff, personId(id), intent, { reason, verified });
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}

export async function loadPayments({ request, context, locale }: PageArgs) {
  const staff = await requireBackOffice(context, request, locale);
  const search = searchOf(request);
  const query = { ...search, state: search.state || undefined, code: search.code || undefined };
  const { page, ...filter } = parseInput(PaymentsQuerySchema, query, 'query');
  return {
    filter,
    states: PaymentsQuerySchema.shape.state.unwrap().options,
    mayRefund: can(staff.role, 'money.refund'),
    ...(await listPayments(context.db, filter, page)),
  };
}

export async function refundForm({ request, context, locale }: PageArgs) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/payments/:code/refund');
  const form = Object.fromEntries(await request.formData());
  try {
    const { reason } = parseInput(RefundInputSchema, form, 'body');
    await refundPayment(context, staff, String(form.code ?? ''), reason);
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}

export async function loadAudit({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  const query = parseInput(AuditQuerySchema, searchOf(request), 'query');
  const { entries } = await searchAuditLog(context.db, query);
  return { query, entries, more: entries.length === AUDIT_PAGE_SIZE };
}

/**
 * A bulk form of the review queue (`intent` bulk_approve or bulk_reject, the ticked `ids`): checked as the bulk API
 * call, each ad decided as one decision would be. Answers how many were done and how many someone decided first.
 */
export async function bulkReviewForm({ request, context, locale }: PageArgs, form: FormData) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/review/bulk');
  const input = parseInput(
    BulkReviewSchema,
    {
      ...Object.fromEntries(form),
      ids: form.getAll('ids'),
      action: form.get('intent') === 'bulk_reject' ? 'reject' : 'approve',
    },
    'body',
  );
  return tally(await bulkReview(context.db, staff, input));
}

/** The reports page's bulk form (`intent` bulk_resolve or bulk_take_down, the ticked `ids`). */
export async function bulkReportsForm({ request, context, locale }: PageArgs, form: FormData) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/reports/bulk');
  const outcome = form.get('intent') === 'bulk_take_down' ? 'taken_down' : 'resolved';
  const input = parseInput(BulkReportsSchema, { ids: form.getAll('ids'), outcome }, 'body');
  return tally(await bulkCloseReports(context.db, staff, input));
}

const tally = (results: readonly BulkResult[]) => ({
  done: results.filter((r) => r.error === null).length,
  failed: results.filter((r) => r.error !== null).length,
});

export async function loadReasons({ request, context, locale }: PageArgs) {
  await requireBackOffice(context, request, locale);
  return { reasons: await listSavedReasons(context.db, false) };
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
    if (adding) await addSavedReason(context.db, staff, parseInput(SavedReasonSchema, form, 'body'));
    else await setSavedReasonActive(context.db, staff, Number(form.id), parseInput(ActiveSchema, form, 'body').active);
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
