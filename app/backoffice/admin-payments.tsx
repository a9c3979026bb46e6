// /{locale}/admin/payments: every payment, newest first, by state or invoice number; a settled payment can be
// refunded with a reason (the payments service refunds once, whatever is retried; the refund is audited).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, translator } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { loadPayments, refundForm } from './backoffice.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { membershipName } from '../payments/membership-name.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-payments';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadPayments({ request, context, locale })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return refundForm({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'paymentsTitle');

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const pageLink = (page: number) => {
    const query = new URLSearchParams({
      ...(loaderData.filter.state ? { state: loaderData.filter.state } : {}),
      page: String(page),
    });
    return `/${locale}/admin/payments?${query}`;
  };
  return (
    <main>
      <h1 className="text-xl font-bold">{t('paymentsTitle')}</h1>
      {actionData?.ok ? <FormAlert tone="success">{t('refunded')}</FormAlert> : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          {t('state')}
          <select name="state" defaultValue={loaderData.filter.state ?? ''} className="ml-1 rounded border px-2 py-1">
            <option value="">{t('allStates')}</option>
            {loaderData.states.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t('invoice')}
          <input name="code" defaultValue={loaderData.filter.code ?? ''} className="ml-1 rounded border px-2 py-1" />
        </label>
        <button type="submit" className="rounded bg-brand-700 px-3 py-1 text-white">
          {t('search')}
        </button>
      </Form>
      {loaderData.payments.length === 0 ? <p className="mt-3">{t('noPayments')}</p> : null}
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="payments">
        {loaderData.payments.map((payment) => (
          <li key={payment.code} className="p-3 text-sm">
            <p>
              <span className="font-mono">{payment.code}</span> · {formatPoisha(locale, payment.amount_poisha)} ·{' '}
              <span data-testid="payment-state">{payment.state}</span> · {payment.processor} · {payment.context} ·{' '}
              {formatDate(locale, new Date(payment.created_at))}
              {payment.ad ? (
                <>
                  {' '}
                  ·{' '}
                  <Link to={`/${locale}/ad/${payment.ad.slug}`} className="text-brand-700 underline">
                    {payment.ad.title}
                  </Link>
                </>
              ) : (
                <> · {membershipName(locale, payment)}</>
              )}
            </p>
            {loaderData.mayRefund && (payment.state === 'success' || payment.state === 'approved') ? (
              <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                <input type="hidden" name="code" value={payment.code} />
                <label className="text-sm">
                  {t('refundReason')}
                  <input name="reason" required minLength={3} className="ml-1 rounded border px-2 py-1" />
                </label>
                <button type="submit" className="rounded border border-red-300 px-2 py-1 text-red-700">
                  {t('refund')}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex gap-3 text-sm">
        {loaderData.page > 1 ? <Link to={pageLink(loaderData.page - 1)}>{t('previous')}</Link> : null}
        {loaderData.page < loaderData.pages ? <Link to={pageLink(loaderData.page + 1)}>{t('next')}</Link> : null}
      </p>
    </main>
  );
}
