// /{locale}/payment/transaction and /{locale}/post-ad/lst-fee/transaction (spec section 2; query id and optional
// payment[code]): the invoice and what became of the payment — approved, failed, cancelled or success (spec
// section 4) — with the next step. While the provider has not answered yet it says "Almost there..." ("Loading
// promotions page..." on the invoice page) and looks again by itself (a meta refresh: no JavaScript needed).
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { formatDateTime, formatMessage, translator } from '../../core/i18n.ts';
import { lineWhat, paidAtText, transactionLabel } from '../../core/payments/invoice-lines.ts';
import { productMessages } from '../../core/payments/product-messages.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { paymentMessages, type PaymentMessageKey, PROCESSOR_LABELS } from './payment-messages.ts';
import { orNotFound } from './payments.server.ts';
import { usePaymentT } from './use-payment-t.ts';
import { PromotionList } from '../promotions/promotion-list.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/payment-transaction';

/** Seconds between looks while the payment is still open. */
const REFRESH_SECONDS = 3;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const url = new URL(request.url);
  const code = url.searchParams.get('payment[code]');
  const adId = Number(url.searchParams.get('id'));
  const payment = await orNotFound(async () => {
    if (code) return context.modules.payments.getPayment(context.db, account.id, code);
    if (Number.isSafeInteger(adId) && adId > 0)
      return context.modules.payments.latestPaymentForAd(context.db, account.id, adId);
    throw new AppError('NOT_FOUND');
  });
  // A paid promotion says when it runs: now, at its schedule, or queued after one of its kind (decision 111).
  const promotions =
    payment.result === 'success' && payment.ad && payment.products.promotions.length > 0
      ? await context.modules.promotions.myPromotions(context.db, account.id, context.clock.now(), [payment.ad.id])
      : [];
  return { locale, payment, promotions, listingFee: url.pathname.includes('/lst-fee/') };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [
        { title: formatMessage(paymentMessages, data.locale, 'transactionTitle') },
        { name: 'robots', content: 'noindex' },
        ...(data.payment.result === null ? [{ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) }] : []),
      ]
    : [];

export default function PaymentTransaction({ loaderData }: Route.ComponentProps) {
  const t = usePaymentT();
  const locale = useLocale();
  const p = translator(productMessages, locale);
  const { payment, promotions, listingFee } = loaderData;
  const first = payment.lines[0]?.ad ?? null;
  const oneAd = first && payment.lines.every((line) => line.ad?.id === first.id) ? first : null;
  // A payment for promotions only says so, and leads to the ads where the promotions show.
  const promotionOnly = payment.products.listing_fee === null && payment.products.promotions.length > 0;
  // A membership (context omp) is for no ad: it leads to the membership page.
  const membership = payment.products.membership !== null;
  const paid = payment.result === 'success' || payment.result === 'approved';
  // An ad still in review, whose promotions wait for it to be published (they are paused until then).
  const inReview = payment.ad?.status === 'pending_review' || payment.ad?.status === 'pending_payment';
  // Where a failed or cancelled payment is tried again: the page it was started from.
  const retry = !payment.ad
    ? membership
      ? `/${locale}/membership`
      : null
    : promotionOnly
      ? `/${locale}/ad/${encodeURIComponent(payment.ad.slug)}/promote`
      : payment.ad.status === 'pending_payment'
        ? `/${locale}/post-ad/confirm?flow=lst_fee&slug=${encodeURIComponent(payment.ad.slug)}`
        : null;
  return (
    <main className="mx-auto max-w-md px-3 py-6">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6" data-result={payment.result ?? 'loading'}>
        {payment.result === null ? (
          <>
            <h1 className="text-xl font-bold" role="status">
              {t(listingFee ? 'loading' : 'loadingInvoice')}
            </h1>
            <a href="" className="mt-4 block text-brand-700 underline">
              {t('checkAgain')}
            </a>
          </>
        ) : (
          <>
            <h1
              className={`text-xl font-bold ${payment.result === 'success' || payment.result === 'approved' ? 'text-green-800' : 'text-red-800'}`}
              role="status"
            >
              {t(`result_${payment.result}` as PaymentMessageKey)}
            </h1>
            <p className="mt-2">
              {membership && paid
                ? t('membershipPaid')
                : promotionOnly && payment.result === 'success'
                  ? t(inReview ? 'promotionPaidInReview' : 'promotionPaid')
                  : t(`next_${payment.result}` as PaymentMessageKey)}
            </p>
            {promotionOnly && !inReview ? <PromotionList promotions={promotions} /> : null}
            {payment.state === 'refunded' ? <p className="mt-2 text-amber-800">{t('refunded')}</p> : null}
          </>
        )}
        {/* What was bought, line by line, as the receipt e-mail says it (decision 236). */}
        <h2 className="mt-4 border-t border-gray-200 pt-3 text-sm font-semibold">{p('bought')}</h2>
        {/* The ad once when every line is for it (a checkout is for one ad), else under each line. */}
        {oneAd ? <p className="mt-1 text-sm break-words text-gray-600">{oneAd.title}</p> : null}
        <ul className="mt-1 divide-y divide-gray-100 text-sm" data-testid="invoice-lines">
          {payment.lines.map((line, i) => (
            <li key={i} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0 break-words">
                <span className="font-medium">{lineWhat(locale, line)}</span>
                {line.ad && !oneAd ? <span className="block text-gray-600">{line.ad.title}</span> : null}
                {line.schedule_at ? (
                  <span className="block text-gray-600">
                    {p('startsAt', { date: formatDateTime(locale, new Date(line.schedule_at)) })}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 text-right">{formatPoisha(locale, line.amount_poisha)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 py-1.5 font-bold">
            <span>{t('total')}</span>
            <span className="shrink-0 text-right">{formatPoisha(locale, payment.amount_poisha)}</span>
          </li>
        </ul>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-gray-200 pt-3 text-sm">
          <dt className="text-gray-600">{t('invoice')}</dt>
          <dd className="break-all">{payment.code}</dd>
          <dt className="text-gray-600">{t('processor')}</dt>
          <dd>{PROCESSOR_LABELS[payment.processor] ?? payment.processor}</dd>
          {payment.provider_transaction_id ? (
            <>
              <dt className="text-gray-600">{transactionLabel(locale, payment.processor)}</dt>
              <dd className="break-all" data-testid="transaction-id">
                {payment.provider_transaction_id}
              </dd>
            </>
          ) : null}
          <dt className="text-gray-600">{t('date')}</dt>
          <dd>{paidAtText(locale, new Date(payment.settled_at ?? payment.created_at))}</dd>
        </dl>
        {paid ? (
          <Link
            to={membership ? `/${locale}/membership` : `/${locale}/my/${promotionOnly ? 'published' : 'pending'}-ads`}
            className="mt-4 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
          >
            {t(membership ? 'seeMembership' : promotionOnly ? 'publishedAds' : 'pendingAds')}
          </Link>
        ) : null}
        {(payment.result === 'failed' || payment.result === 'cancelled') && retry ? (
          <Link
            to={retry}
            className="mt-4 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
          >
            {t('tryAgain')}
          </Link>
        ) : null}
      </div>
    </main>
  );
}
