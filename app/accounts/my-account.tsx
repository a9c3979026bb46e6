// /{locale}/my/account: who is signed in, with the ways to settings, phone numbers, password and logout.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, translator } from '../../core/i18n.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { requireViewer } from './accounts.server.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { PaymentHistory } from '../payments/payment-history.tsx';
import { discardFromForm } from '../payments/payments.server.ts';
import { accountPageMeta, Card, useAccountT } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import { useAdT } from '../ad-page/use-ad-t.ts';
import type { Route } from './+types/my-account';
import { useDashboardT } from '../memberships/use-dashboard-t.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const [payments, warnings] = await Promise.all([
    context.modules.payments.listMyPayments(context.db, account.id, 1),
    context.modules.accounts.warningsOf(context.db, account.id),
  ]);
  return { locale, account, payments: payments.payments, warnings };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { account } = requireViewer(context, request, params.locale as Locale);
  const payment = await discardFromForm(context, account.id, await request.formData());
  return { discarded: payment.state === 'expired' };
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'accountTitle');

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const locale = useLocale();
  const { account } = loaderData;
  const tAd = useAdT();
  const tDashboard = useDashboardT();
  const tOrder = translator(orderMessages, locale);
  const links = [
    { to: `/${locale}/my/orders`, label: tOrder('ordersTitle') },
    { to: `/${locale}/my/favorite-ads`, label: tAd('favoritesTitle') },
    { to: `/${locale}/my/membership`, label: tDashboard('title') },
    { to: `/${locale}/my/saved-search`, label: tAd('savedSearchesTitle') },
    { to: `/${locale}/my/notifications`, label: tAd('notificationsTitle') },
    { to: `/${locale}/my/settings`, label: t('settingsLink') },
    { to: `/${locale}/my/phone-number`, label: t('phoneNumbersLink') },
    { to: `/${locale}/password-update`, label: t('passwordLink') },
  ];
  return (
    <Card title={t('accountTitle')}>
      <p className="mt-2 font-semibold">{t('signedInAs', { name: account.profile.name })}</p>
      <p className="text-sm text-gray-700">{account.login.email ?? t('noEmail')}</p>
      {account.recent_phone_numbers.length > 0 ? (
        <p className="text-sm text-gray-700">{account.recent_phone_numbers.map(formatBdPhone).join(', ')}</p>
      ) : null}
      {loaderData.warnings.length > 0 ? (
        // Warnings staff gave in the back office: the person reads them here.
        <section className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3" data-testid="warnings">
          <h2 className="font-semibold text-red-800">{t('warningsTitle')}</h2>
          <ul className="mt-1 text-sm text-red-900">
            {loaderData.warnings.map((warning) => (
              <li key={warning.createdAt}>
                {formatDate(locale, new Date(warning.createdAt))}: {warning.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block px-3 py-3 hover:bg-gray-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <PaymentHistory payments={loaderData.payments} discarded={actionData?.discarded ?? false} />
      <Form method="post" action={`/${locale}/users/logout`}>
        <button type="submit" className="mt-4 w-full rounded-lg border border-gray-300 px-4 py-3 font-semibold">
          {t('logout')}
        </button>
      </Form>
    </Card>
  );
}
