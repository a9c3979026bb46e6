// /{locale}/admin: the back office's first page, for every staff role: per day new ads, live ads,
// sign-ups, chats started, revenue by product and the median time from submission to live; the review queue's size
// and age now; each moderator's decisions over the last 7 days.
import { PRODUCT_TYPES } from '../../core/payments/purchase.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatNumber, translator } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { loadDashboard } from './backoffice.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { QueueChart } from './queue-chart.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-dashboard';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadDashboard({ request, context, locale })) };
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'dashboardTitle');

const cell = 'p-1 text-right tabular-nums';

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const { queue, days, moderators } = loaderData;
  const minutes = (value: number | null) =>
    value === null
      ? '–'
      : value >= 120
        ? t('hours', { count: Math.floor(value / 60) })
        : t('minutes', { count: value });
  return (
    <main>
      <h1 className="text-xl font-bold">{t('dashboardTitle')}</h1>
      <div className="mt-3 rounded-xl bg-white p-3 shadow-sm" data-testid="queue">
        <p className="text-sm text-gray-600">{t('queueSize', { count: queue.size })}</p>
        <p className="text-lg font-semibold">
          {t('queueAge')}: {queue.oldestMinutes === null ? t('noQueue') : minutes(queue.oldestMinutes)}
        </p>
      </div>
      <QueueChart days={days} minutes={(m) => minutes(m)} />
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm" data-testid="dashboard-days">
          <thead>
            <tr className="border-b text-left">
              <th className="p-1">{t('day')}</th>
              <th className="p-1 text-right">{t('newAds')}</th>
              <th className="p-1 text-right">{t('liveAds')}</th>
              <th className="p-1 text-right">{t('signUps')}</th>
              <th className="p-1 text-right">{t('chatsStarted')}</th>
              <th className="p-1 text-right">{t('revenue')}</th>
              <th className="p-1 text-right">{t('medianToLive')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const products = PRODUCT_TYPES.filter((product) => day.revenue[product]);
              const total = products.reduce((sum, product) => sum + (day.revenue[product] ?? 0), 0);
              return (
                <tr key={day.day} className="border-b align-top">
                  <td className="p-1 whitespace-nowrap">{formatDate(locale, new Date(`${day.day}T12:00:00+06:00`))}</td>
                  <td className={cell}>{formatNumber(locale, day.newAds)}</td>
                  <td className={cell}>{formatNumber(locale, day.liveAds)}</td>
                  <td className={cell}>{formatNumber(locale, day.signUps)}</td>
                  <td className={cell}>{formatNumber(locale, day.chatsStarted)}</td>
                  <td className={cell}>
                    {formatPoisha(locale, total)}
                    {products.map((product) => (
                      <span key={product} className="block text-xs text-gray-600">
                        {t(`product_${product}`)}: {formatPoisha(locale, day.revenue[product] ?? 0)}
                      </span>
                    ))}
                  </td>
                  <td className={cell}>{minutes(day.medianMinutesToLive)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h2 className="mt-6 text-lg font-semibold">{t('moderatorsTitle')}</h2>
      <table className="mt-2 w-full text-sm" data-testid="moderators">
        <thead>
          <tr className="border-b text-left">
            <th className="p-1">{t('moderator')}</th>
            <th className="p-1 text-right">{t('approved')}</th>
            <th className="p-1 text-right">{t('rejected')}</th>
            <th className="p-1 text-right">{t('reportsClosed')}</th>
          </tr>
        </thead>
        <tbody>
          {moderators.map((m) => (
            <tr key={m.id} className="border-b">
              <td className="p-1">{m.name}</td>
              <td className={cell}>{formatNumber(locale, m.approved)}</td>
              <td className={cell}>{formatNumber(locale, m.rejected)}</td>
              <td className={cell}>{formatNumber(locale, m.reportsClosed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
