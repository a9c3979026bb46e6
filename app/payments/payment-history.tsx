// The buyer's payments (a payments history in /my/account), newest first, each linking to its transaction page and
// saying what it bought, for which ad, and when to the minute (decision 236); an unfinished checkout can be resumed
// on the provider's page or discarded (decision 228).
import { Form, Link } from 'react-router';
import { formatDateTime } from '../../core/i18n.ts';
import { lineWhat } from '../../core/payments/invoice-lines.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import type { PaymentView } from '../../server/modules/payments/index.ts';
import { useLocale } from '../ui/i18n.ts';
import { type PaymentMessageKey, PROCESSOR_LABELS } from './payment-messages.ts';
import { usePaymentT } from './use-payment-t.ts';

export function PaymentHistory({ payments, discarded }: { payments: readonly PaymentView[]; discarded: boolean }) {
  const t = usePaymentT();
  const locale = useLocale();
  return (
    <section aria-labelledby="payments-title" className="mt-6">
      <h2 id="payments-title" className="text-lg font-semibold">
        {t('paymentsTitle')}
      </h2>
      {discarded ? (
        <p role="status" className="mt-2 text-sm text-green-900">
          {t('discarded')}
        </p>
      ) : null}
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t('noPayments')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200 text-sm">
          {payments.map((payment) => (
            <li key={payment.code}>
              <Link
                to={`/${locale}/payment/transaction?${payment.ad ? `id=${payment.ad.id}&` : ''}payment%5Bcode%5D=${payment.code}`}
                className="flex flex-wrap justify-between gap-x-3 px-3 py-2 hover:bg-gray-50"
              >
                <span className="font-semibold">{formatPoisha(locale, payment.amount_poisha)}</span>
                <span>{t(`state_${payment.state}` as PaymentMessageKey)}</span>
                <span className="w-full truncate" data-testid="payment-bought">
                  {payment.lines
                    .filter((line) => line.kind !== 'voucher_v2')
                    .map((line) => lineWhat(locale, line))
                    .join(', ') || payment.code}
                </span>
                <span className="w-full truncate text-gray-600">
                  {[
                    payment.ad?.title,
                    PROCESSOR_LABELS[payment.processor] ?? payment.processor,
                    formatDateTime(locale, new Date(payment.settled_at ?? payment.created_at)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
              {payment.result === null ? (
                <Form method="post" className="flex flex-wrap gap-2 px-3 pb-2" data-testid="open-payment">
                  <input type="hidden" name="code" value={payment.code} />
                  {payment.redirect_url ? (
                    <a
                      href={payment.redirect_url}
                      className="rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white"
                    >
                      {t('resume')}
                    </a>
                  ) : null}
                  <button type="submit" className="rounded-lg border border-gray-300 px-3 py-2">
                    {t('discard')}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
