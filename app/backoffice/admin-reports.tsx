// /{locale}/admin/reports: open reports of ads for staff with the `reports` permission, each with a link to
// the ad, "resolve" (the ad stays) and "take down" (the ad is deactivated; its page answers 410).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage, formatRelativeTime, translator } from '../../core/i18n.ts';
import { adStatusName } from '../../core/status-messages.ts';
import { adMessages } from '../ad-page/ad-messages.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice } from './access.server.ts';
import { bulkReportsForm } from './backoffice.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import { useAdT } from '../ad-page/use-ad-t.ts';
import type { Route } from './+types/admin-reports';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  await requireBackOffice(context, request, locale);
  return { locale, now: new Date().toISOString(), reports: await context.modules.reports.listOpenReports(context.db) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const staff = await requireBackOffice(context, request, locale);
  const form = await request.formData();
  if (String(form.get('intent')).startsWith('bulk_')) {
    try {
      return { bulk: await bulkReportsForm({ request, context, locale }, form) };
    } catch (error) {
      return { failure: formFailure(locale, error).message };
    }
  }
  const outcome = form.get('intent') === 'take_down' ? 'taken_down' : 'resolved';
  await context.modules.reports
    .closeReport(context.db, staff, Number(form.get('id')), outcome)
    .catch((error: unknown) => {
      // Another moderator closed it first: the list shows what is still open.
      if (!(error instanceof AppError)) throw error;
    });
  return { closed: true };
}

export const meta = ({ data: page }: Route.MetaArgs) =>
  page
    ? [{ title: formatMessage(adMessages, page.locale, 'reportsTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdT();
  const locale = useLocale();
  const bo = translator(backOfficeMessages, locale);
  const now = new Date(loaderData.now);
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('reportsTitle')}</h1>
      {actionData && 'closed' in actionData ? <FormAlert tone="success">{t('reportClosed')}</FormAlert> : null}
      {actionData && 'bulk' in actionData ? (
        <FormAlert tone="success">{bo('bulkDone', actionData.bulk)}</FormAlert>
      ) : null}
      {actionData && 'failure' in actionData ? <FormAlert>{actionData.failure}</FormAlert> : null}
      {loaderData.reports.length > 0 ? (
        <Form id="bulk-reports" method="post" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{bo('bulkReportsSelected')}</span>
          <button type="submit" name="intent" value="bulk_resolve" className="rounded border px-2 py-1">
            {bo('bulkResolve')}
          </button>
          <button
            type="submit"
            name="intent"
            value="bulk_take_down"
            className="rounded border border-red-300 px-2 py-1 text-red-700"
          >
            {bo('bulkTakeDown')}
          </button>
        </Form>
      ) : null}
      {loaderData.reports.length === 0 ? (
        <p className="mt-3 text-gray-700">{t('reportsEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="reports">
          {loaderData.reports.map((report) => (
            <li key={report.id} className="p-3">
              <input
                type="checkbox"
                form="bulk-reports"
                name="ids"
                value={report.id}
                aria-label={bo('select', { title: report.ad.title })}
                className="mr-2 size-4 align-middle"
              />
              <Link to={`/${locale}/ad/${report.ad.slug}`} className="font-semibold text-brand-700 underline">
                {report.ad.title}
              </Link>
              <p className="text-sm">
                {t(`reason_${report.reason}`)}
                {report.message ? `: ${report.message}` : ''}
              </p>
              <p className="text-xs text-gray-500">
                {t('adStatus', { status: adStatusName(locale, report.ad.status) })} ·{' '}
                <time dateTime={report.createdAt}>{formatRelativeTime(locale, new Date(report.createdAt), now)}</time>
              </p>
              <Form method="post" action={`/${locale}/admin/reports`} className="mt-2 flex gap-2">
                <input type="hidden" name="id" value={report.id} />
                <button type="submit" name="intent" value="resolve" className="rounded border px-2 py-1 text-sm">
                  {t('resolve')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="take_down"
                  className="rounded border border-red-300 px-2 py-1 text-sm text-red-700"
                >
                  {t('takeDown')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
