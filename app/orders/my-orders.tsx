// /{locale}/my/orders?role=buyer|seller: the doorstep orders the viewer bought or sold, newest first.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, translator } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { orderMessages } from './order-messages.ts';
import { loadMyOrders } from './orders.server.ts';
import { Card } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/my-orders';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMyOrders({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(orderMessages, data.locale, 'ordersTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(orderMessages, locale);
  const { role, orders } = loaderData;
  return (
    <Card title={t('ordersTitle')}>
      <nav className="mt-2 flex gap-4 text-sm">
        {(['buyer', 'seller'] as const).map((tab) => (
          <Link
            key={tab}
            to={`/${locale}/my/orders?role=${tab}`}
            aria-current={role === tab ? 'page' : undefined}
            className={role === tab ? 'font-bold' : 'text-brand-700 underline'}
          >
            {t(tab === 'buyer' ? 'asBuyer' : 'asSeller')}
          </Link>
        ))}
      </nav>
      {orders.length === 0 ? <p className="mt-3 text-gray-700">{t('noOrders')}</p> : null}
      <ul className="mt-3 divide-y divide-gray-200" data-testid="orders">
        {orders.map((order) => (
          <li key={order.id} className="py-3">
            <Link to={`/${locale}/my/orders/${order.id}`} className="font-semibold text-brand-700 underline">
              {order.ad.title}
            </Link>
            <p className="text-sm">
              <span data-testid="order-state">{t(`state_${order.state}`)}</span> ·{' '}
              {formatPoisha(locale, order.money.buyer_pays_poisha)}
            </p>
            <p className="text-xs text-gray-500">
              {order.number} · {formatDate(locale, new Date(order.created_at))}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
