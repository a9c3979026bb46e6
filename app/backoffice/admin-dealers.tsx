// /{locale}/admin/dealers (decision 156): members' authorised-dealer applications with
// their trade licence numbers; staff holding people.verify verify or reject each with a reason (audited). Only a
// verified one shows the badge.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, translator } from '../../core/i18n.ts';
import { DEALER_STATUSES } from '../../core/shops/dealers.ts';
import { backOfficeMeta } from './page-meta.ts';
import { ReasonField } from './reason-field.tsx';
import { shopMessages } from '../shops/shop-messages.ts';
import { dealerDecisionAction, loadDealerApplications } from '../shops/shops.server.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-dealers';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDealerApplications(context, request, params.locale as Locale);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return dealerDecisionAction(context, request, params.locale as Locale);
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'navDealers');

export default function AdminDealers({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(shopMessages, locale);
  return (
    <main>
      <h1 className="text-xl font-bold">{t('dealersTitle')}</h1>
      <p className="text-sm text-gray-700">{t('dealersIntro')}</p>
      <nav className="mt-2 flex gap-3 text-sm">
        {DEALER_STATUSES.map((status) => (
          <Link
            key={status}
            to={`/${locale}/admin/dealers?status=${status}`}
            className={status === loaderData.status ? 'font-bold underline' : 'text-brand-700'}
          >
            {t(`status_${status}`)}
          </Link>
        ))}
      </nav>
      {actionData?.ok ? <FormAlert tone="success">{t('decided')}</FormAlert> : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      {loaderData.applications.length === 0 ? <p className="mt-3">{t('noApplications')}</p> : null}
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="dealer-applications">
        {loaderData.applications.map((application) => (
          <li key={application.id} className="p-3 text-sm">
            <p className="font-semibold">
              {application.businessName} ·{' '}
              <Link to={`/${locale}/admin/people/${application.userId}`} className="text-brand-700 underline">
                {application.userName}
              </Link>
            </p>
            <p>
              {t('licence', { number: application.tradeLicence })} · {application.categoryGroup} ·{' '}
              {formatDate(locale, new Date(application.createdAt))}
            </p>
            {application.reason ? <p className="text-gray-700">{application.reason}</p> : null}
            {application.status === 'pending' ? (
              <Form method="post" className="mt-2 flex flex-col gap-2 lg:max-w-xl">
                <input type="hidden" name="id" value={application.id} />
                <ReasonField label={t('reason')} className="" />
                <span className="flex gap-2">
                  <button name="verified" value="true" className="rounded bg-brand-700 px-3 py-1 text-white">
                    {t('verify')}
                  </button>
                  <button name="verified" value="false" className="rounded border px-3 py-1">
                    {t('reject')}
                  </button>
                </span>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
