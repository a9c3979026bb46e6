// /{locale}/my/membership: the member dashboard (decision 151; spec section 3 "Dashboard state: membership
// (subscription, stats, shop)"), login required. The membership in force with its renew and upgrade links, the
// quota use per category group (non-members see their free quotas and the offer), the included promotions left this
// month, the seller's statistics per day (a chart) and per ad, and the way to the shop settings. `?ad=` shows one
// of the viewer's ads per day; anyone else's is not found.
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { STATS_EVENTS } from '../../core/ad-stats.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage } from '../../core/i18n.ts';
import { useAdStatsT } from '../ad-stats/use-ad-stats-t.ts';
import { ViewsChart } from '../ad-stats/views-chart.tsx';
import { dashboardMessages } from './dashboard-messages.ts';
import { loadDashboardPage } from './dashboard.server.ts';
import { QuotaAdvice, QuotaLine } from './quota-notice.tsx';
import { useDashboardT } from './use-dashboard-t.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/my-membership';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadDashboardPage(context, request, params.locale as Locale);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: formatMessage(dashboardMessages, data.locale, 'title') }, { name: 'robots', content: 'noindex' }];
}

type Dashboard = Route.ComponentProps['loaderData']['dashboard'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-4 rounded-xl bg-white p-4 shadow-sm" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass = 'rounded-lg border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700';

function Subscription({ dashboard }: { dashboard: Dashboard }) {
  const t = useDashboardT();
  const locale = useLocale();
  const term = dashboard.subscription;
  if (!term) {
    return (
      <>
        <p className="mt-2 text-sm">{t('notMember')}</p>
        <p className="mt-1 text-sm">{t('memberOffer')}</p>
        <Link to={`/${locale}/membership`} className={`mt-2 inline-block ${linkClass}`}>
          {t('seeMemberships')}
        </Link>
      </>
    );
  }
  const group = t(`group_${term.category_group}`);
  const payment = `/${locale}/payment/membership/${term.category_group}`;
  return (
    <>
      <p className="mt-2 text-lg font-bold">{t('subscriptionName', { tier: t(`tier_${term.tier}`), group })}</p>
      <p className="text-sm">
        {t('subscriptionDates', {
          start: formatDate(locale, new Date(term.starts_at)),
          end: formatDate(locale, new Date(term.ends_at)),
          months: term.months,
        })}
      </p>
      <p className="text-sm text-gray-700">{t('subscriptionQuota', { quota: term.ad_quota, group })}</p>
      <p className="mt-2 flex gap-2">
        <Link to={payment} className={linkClass}>
          {t('renew')}
        </Link>
        <Link to={payment} className={linkClass}>
          {t('upgrade')}
        </Link>
      </p>
    </>
  );
}

function Statistics({ dashboard }: { dashboard: Dashboard }) {
  const t = useDashboardT();
  const s = useAdStatsT();
  const locale = useLocale();
  const { stats, ad_stats: one } = dashboard;
  const totals = one?.totals ?? stats.totals;
  return (
    <>
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-2 text-sm">
        <label className="flex min-w-0 flex-1 flex-col">
          {t('statsOf')}
          <select name="ad" defaultValue={one?.ad.id ?? ''} className="min-w-0 rounded border p-1">
            <option value="">{t('allAds')}</option>
            {stats.ads.map((ad) => (
              <option key={ad.id} value={ad.id}>
                {ad.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={linkClass}>
          {t('show')}
        </button>
      </Form>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="dashboard-totals">
        {STATS_EVENTS.map((event) => (
          <div key={event} className="rounded-lg bg-gray-50 p-2">
            <dt className="text-xs text-gray-600">{s(`event_${event}`)}</dt>
            <dd className="text-lg font-bold" data-event={event}>
              {s('count', { count: totals[event] })}
            </dd>
          </div>
        ))}
      </dl>
      <ViewsChart days={one?.days ?? stats.days} />
      <h3 className="mt-4 text-sm font-semibold">{t('perAdTitle')}</h3>
      {stats.ads.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700">{t('noAds')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="mt-1 w-full text-right text-xs" data-testid="per-ad">
            <thead>
              <tr>
                <th className="text-left">{t('ad')}</th>
                {STATS_EVENTS.map((event) => (
                  <th key={event} className="px-1">
                    {s(`event_${event}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stats.ads.map((ad) => (
                <tr key={ad.id} className="border-t">
                  <td className="max-w-40 truncate text-left">
                    <Link to={`/${locale}/my/ads/${ad.id}/stats`} className="text-brand-700 underline">
                      {ad.title}
                    </Link>
                  </td>
                  {STATS_EVENTS.map((event) => (
                    <td key={event} className="px-1">
                      {s('count', { count: ad[event] })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function MyMembership({ loaderData }: Route.ComponentProps) {
  const t = useDashboardT();
  const locale = useLocale();
  const { dashboard } = loaderData;
  const included = dashboard.included_promotions;
  return (
    <main className="mx-auto max-w-2xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('title')}</h1>
      <Section id="membership-subscription" title={t('subscriptionTitle')}>
        <Subscription dashboard={dashboard} />
      </Section>
      {included && (
        <Section id="membership-included" title={t('includedTitle')}>
          <p className="mt-2 text-sm">
            {t('includedBumps', { count: included.bump_up })} · {t('includedTopAds', { count: included.top_ad })}
          </p>
        </Section>
      )}
      <Section id="membership-quota" title={t('quotaTitle')}>
        <ul className="mt-2 space-y-2 text-sm">
          {dashboard.quotas.map((quota) => (
            <li key={quota.group} data-group={quota.group} className="rounded-lg bg-gray-50 p-2">
              <QuotaLine quota={quota} />
              <QuotaAdvice quota={quota} />
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-gray-600">{t('quotaNote')}</p>
      </Section>
      <Section id="membership-stats" title={t('statsTitle')}>
        <Statistics dashboard={dashboard} />
      </Section>
      <Section id="membership-shop" title={t('shopTitle')}>
        <Link to={`/${locale}/my/membership/shop`} className={`mt-2 inline-block ${linkClass}`}>
          {t('shopSettings')}
        </Link>
      </Section>
    </main>
  );
}
