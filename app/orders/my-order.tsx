// /{locale}/my/orders/:orderId: one doorstep order for its buyer or seller: where it is, its money, its
// history, the steps the viewer may take now (the state machine's, core/delivery/order-lifecycle.ts), the complaint
// form within 24 hours of a prepaid delivery and a chat link. Anyone else gets the not-found page.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, translator } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { type OrderMessageKey, orderMessages } from './order-messages.ts';
import { loadMyOrder, orderAction } from './orders.server.ts';
import { Card, FormAlert, SubmitButton } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/my-order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMyOrder({ request, context, locale: params.locale as Locale }, Number(params.orderId));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return orderAction({ request, context, locale: params.locale as Locale }, Number(params.orderId));
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [
        { title: formatMessage(orderMessages, data.locale, 'orderTitle', { number: data.order.number }) },
        { name: 'robots', content: 'noindex' },
      ]
    : [];

/** The steps a buyer or seller takes with a button (the complaint has its own form). */
const BUTTONS = {
  pay: 'action_pay',
  confirm: 'action_confirm',
  book: 'action_book',
  accept: 'action_accept',
  cancel: 'action_cancel',
} as const satisfies Record<string, OrderMessageKey>;

export default function MyOrder({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(orderMessages, locale);
  const { order } = loaderData;
  const money = (poisha: number) => formatPoisha(locale, poisha);
  const buttons = order.actions.filter((action): action is keyof typeof BUTTONS => action in BUTTONS);
  return (
    <Card title={t('orderTitle', { number: order.number })}>
      <p className="mt-1">
        <Link to={`/${locale}/ad/${order.ad.slug}`} className="text-brand-700 underline">
          {order.ad.title}
        </Link>{' '}
        × {order.quantity}
      </p>
      <p className="mt-2 text-lg font-bold" data-testid="order-state">
        {t(`state_${order.state}`)}
      </p>
      {order.booking === 'unresolved' ? <p className="text-sm text-amber-800">{t('bookingUnresolved')}</p> : null}
      {order.consignment_id ? (
        <p className="text-sm">
          {t('tracking')}: {order.consignment_id}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
        <dt>{t('items')}</dt>
        <dd className="text-right">{money(order.money.items_poisha)}</dd>
        <dt>{t('delivery')}</dt>
        <dd className="text-right">{money(order.money.delivery_poisha)}</dd>
        <dt className="font-bold">{t('total')}</dt>
        <dd className="text-right font-bold">{money(order.money.buyer_pays_poisha)}</dd>
        {order.role === 'seller' ? (
          <>
            <dt>{t('sellerGets')}</dt>
            <dd className="text-right" data-testid="seller-gets">
              {money(order.money.seller_payout_poisha)}
            </dd>
          </>
        ) : null}
        {order.money.buyer_refund_poisha ? (
          <>
            <dt>{t(order.money.buyer_refunded_at ? 'refunded' : 'refundOwed')}</dt>
            <dd className="text-right" data-testid="buyer-refund">
              {money(order.money.buyer_refund_poisha)}
            </dd>
          </>
        ) : null}
        {order.money.seller_charge_poisha ? (
          <>
            <dt>{t('sellerCharged')}</dt>
            <dd className="text-right">{money(order.money.seller_charge_poisha)}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-sm">
        {order.payment_method === 'online'
          ? t(order.paid ? 'paidOnline' : 'notPaid')
          : t('cashAtDoor', { amount: money(order.money.collect_poisha) })}
      </p>
      {order.payout.release_at ? (
        <p className="text-sm">{t('payoutWaiting', { date: formatDate(locale, new Date(order.payout.release_at)) })}</p>
      ) : null}
      {order.payout.released_at ? <p className="text-sm">{t('payoutReleased')}</p> : null}
      <p className="mt-2 text-sm">
        {t('sendTo')}: {order.recipient_name}, {order.address}, {order.place}
      </p>
      <p className="mt-2">
        <Link
          to={order.role === 'buyer' ? `/${locale}/chat-single/${order.ad.id}` : `/${locale}/chat`}
          className="text-brand-700 underline"
        >
          {t(order.role === 'buyer' ? 'chatWithSeller' : 'chatWithBuyer')}
        </Link>
      </p>
      <FormAlert>{actionData && !actionData.ok ? actionData.message : null}</FormAlert>
      {buttons.length > 0 ? (
        <Form method="post" data-testid="order-actions">
          {buttons.map((action) => (
            <SubmitButton key={action} name="step" value={action} tone={action === 'cancel' ? 'plain' : 'primary'}>
              {t(BUTTONS[action])}
            </SubmitButton>
          ))}
        </Form>
      ) : null}
      {order.actions.includes('complain') ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="step" value="complain" />
          <label className="block text-sm font-medium text-gray-800">
            {t('complaintLabel')}
            <textarea
              name="text"
              required
              minLength={10}
              maxLength={1000}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
          <SubmitButton tone="danger">{t('action_complain')}</SubmitButton>
        </Form>
      ) : null}
      {order.complaint && order.complaint.decision === null ? (
        <p className="mt-3 text-sm text-amber-800">{t('complaintOpen')}</p>
      ) : null}
      <h2 className="mt-5 font-semibold">{t('history')}</h2>
      <ol className="mt-1 text-sm" data-testid="order-history">
        {order.history.map((entry, i) => (
          <li key={i}>
            <time dateTime={entry.at}>{formatDate(locale, new Date(entry.at))}</time>:{' '}
            {t(`step_${entry.name}` as OrderMessageKey)} ({t(`by_${entry.actor}`)})
          </li>
        ))}
      </ol>
    </Card>
  );
}
