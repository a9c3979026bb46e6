// /{locale}/admin: the back office's first page, for every staff role: the review queue's size and the age of its
// oldest ad.
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, translator } from '../../core/i18n.ts';
import { loadDashboard } from '../backoffice/backoffice.server.ts';
import { backOfficeMessages } from '../backoffice/backoffice-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-dashboard';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadDashboard({ request, context, locale })) };
}

export const meta = ({ data: page }: Route.MetaArgs) =>
  page
    ? [
        { title: formatMessage(backOfficeMessages, page.locale, 'dashboardTitle') },
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const t = translator(backOfficeMessages, useLocale());
  return (
    <main>
      <h1 className="text-xl font-bold">{t('dashboardTitle')}</h1>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="dashboard">
        <div className="rounded-xl bg-white p-3 shadow-sm">
          <dt className="text-sm text-gray-600">{t('queueSize', { count: loaderData.queueSize })}</dt>
          <dd className="text-lg font-semibold">
            {t('queueAge')}:{' '}
            {loaderData.oldestHours === null ? t('noQueue') : t('hours', { count: loaderData.oldestHours })}
          </dd>
        </div>
      </dl>
    </main>
  );
}
