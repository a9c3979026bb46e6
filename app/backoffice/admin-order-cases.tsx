// /{locale}/admin/order-cases: doorstep orders whose prepaid buyer complained within 24 hours of delivery; staff decide
// each for the buyer (refund) or the seller (release the payout) (decision 197).
import { Form } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, translator } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { loadOrderCases, orderCaseForm } from '../orders/cases.server.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-order-cases';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadOrderCases({ request, context, locale })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return orderCaseForm({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'orderCasesTitle');

export default function AdminOrderCases({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const o = translator(orderMessages, locale);
  return (
    <main>
      <h1 className="text-xl font-bold">{t('orderCasesTitle')}</h1>
      {actionData?.ok ? <FormAlert tone="success">{t('done')}</FormAlert> : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      {loaderData.cases.length === 0 ? <p className="mt-3">{t('noOrderCases')}</p> : null}
      <ul className="mt-3 flex flex-col gap-3" data-testid="order-cases">
        {loaderData.cases.map((c) => (
          <li key={c.id} className="rounded border p-3">
            <p className="font-semibold">
              {c.number} · {c.ad.title} · {formatPoisha(locale, c.online_poisha)}
            </p>
            <p className="text-sm">
              {t('caseBuyer')}: {c.buyer.name} · {t('caseSeller')}: {c.seller.name} ·{' '}
              {formatDate(locale, new Date(c.opened_at))}
            </p>
            <p className="mt-2 whitespace-pre-line">{c.complaint}</p>
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="id" value={c.id} />
              <label className="flex flex-col text-sm">
                {t('reason')}
                <input name="reason" required minLength={3} maxLength={1000} className="rounded border px-2 py-1" />
              </label>
              <button name="decision" value="refund" className="rounded bg-red-700 px-3 py-1 text-white">
                {t('decideForBuyer')}
              </button>
              <button name="decision" value="release" className="rounded bg-brand-700 px-3 py-1 text-white">
                {t('decideForSeller')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <h2 className="mt-6 text-lg font-bold">{t('unresolvedBookingsTitle')}</h2>
      {loaderData.bookings.length === 0 ? <p className="mt-2">{t('noUnresolvedBookings')}</p> : null}
      <ul className="mt-3 flex flex-col gap-3" data-testid="unresolved-bookings">
        {loaderData.bookings.map((b) => (
          <li key={b.id} className="rounded border p-3">
            <p className="font-semibold">
              {b.number} · {b.ad.title} · {b.seller.name} · {formatDate(locale, new Date(b.sent_at))}
            </p>
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="id" value={b.id} />
              <input type="hidden" name="booking" value="1" />
              <label className="flex flex-col text-sm">
                {t('consignmentFound')}
                <input name="consignment_id" maxLength={30} className="rounded border px-2 py-1" />
              </label>
              <label className="flex flex-col text-sm">
                {t('reason')}
                <input name="reason" required minLength={3} maxLength={1000} className="rounded border px-2 py-1" />
              </label>
              <button className="rounded bg-brand-700 px-3 py-1 text-white">{t('settleBooking')}</button>
            </Form>
          </li>
        ))}
      </ul>
      {loaderData.refunds.length > 0 ? (
        <>
          <h2 className="mt-6 text-lg font-bold">{t('refundsOwedTitle')}</h2>
          <ul className="mt-3 flex flex-col gap-3" data-testid="refunds-owed">
            {loaderData.refunds.map((r) => (
              <li key={r.id} className="rounded border p-3">
                <p className="font-semibold">
                  {r.number} · {o(`state_${r.state}`)} · {formatPoisha(locale, r.buyer_refund_poisha)} ·{' '}
                  {formatDate(locale, new Date(r.updated_at))}
                </p>
                <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={r.id} />
                  <input type="hidden" name="refund" value="1" />
                  <label className="flex flex-col text-sm">
                    {t('reason')}
                    <input name="reason" required minLength={3} maxLength={255} className="rounded border px-2 py-1" />
                  </label>
                  <button className="rounded bg-red-700 px-3 py-1 text-white">{t('refundOwed')}</button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </main>
  );
}
