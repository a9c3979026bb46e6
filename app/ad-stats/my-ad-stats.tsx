// /{locale}/my/ads/{adId}/stats: one ad's statistics for its seller (decision 120; the member
// dashboard shows the same): the last 30 days' totals, views per day as a chart, the figures per day, what each
// promotion brought, and before paying again, what comparable ads got. Anyone but the owner gets the not-found page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STATS_EVENTS } from '../../core/ad-stats.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage } from '../../core/i18n.ts';
import { adStatsMessages } from './ad-stats-messages.ts';
import { loadAdStatsPage } from './ad-stats.server.ts';
import { PromotionForecasts } from './promotion-forecast.tsx';
import { useAdStatsT } from './use-ad-stats-t.ts';
import { dayLabel, ViewsChart } from './views-chart.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/my-ad-stats';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadAdStatsPage(context, request, params.locale as Locale, Number(params.adId));
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = `${formatMessage(adStatsMessages, data.locale, 'statsTitle')}: ${data.stats.ad.title}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

type Stats = Route.ComponentProps['loaderData']['stats'];

function Promotions({ promotions }: { promotions: Stats['promotions'] }) {
  const t = useAdStatsT();
  const locale = useLocale();
  if (promotions.length === 0) return <p className="mt-2 text-sm text-gray-700">{t('noPromotions')}</p>;
  return (
    <ul className="mt-2 space-y-2">
      {promotions.map((p) => {
        const { lift } = p;
        return (
          <li key={`${p.kind}-${p.startsAt}`} data-testid="promotion-lift" className="rounded-lg border p-3 text-sm">
            <p className="font-semibold">
              {t(`kind_${p.kind}`)}{' '}
              <span className="font-normal text-gray-600">
                {t('promotionDates', {
                  start: formatDate(locale, new Date(p.startsAt)),
                  end: formatDate(locale, new Date(p.endsAt)),
                })}
              </span>
            </p>
            <p>
              {lift.status === 'measured'
                ? t('liftMeasured', {
                    during: lift.duringViewsPerDay,
                    before: lift.beforeViewsPerDay,
                    days: lift.beforeDays,
                    ratio: lift.ratio,
                  })
                : t(lift.status === 'too_early' ? 'liftTooEarly' : 'liftNoBaseline')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-4 rounded-xl bg-white p-4 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function MyAdStats({ loaderData }: Route.ComponentProps) {
  const t = useAdStatsT();
  const locale = useLocale();
  const { stats, forecasts } = loaderData;
  return (
    <main className="mx-auto max-w-2xl px-3 py-6">
      <Link to={`/${locale}/my/published-ads`} className="text-sm text-brand-700 underline">
        {t('backToAds')}
      </Link>
      <h1 className="mt-2 text-xl font-bold">{t('statsTitle')}</h1>
      <p className="truncate">
        {stats.ad.status === 'published' ? (
          <Link to={`/${locale}/ad/${stats.ad.slug}`}>{stats.ad.title}</Link>
        ) : (
          stats.ad.title
        )}
      </p>

      <Section id="stats-totals" title={t('lastDays', { days: stats.days.length })}>
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="stats-totals">
          {STATS_EVENTS.map((event) => (
            <div key={event} className="rounded-lg bg-gray-50 p-2">
              <dt className="text-xs text-gray-600">{t(`event_${event}`)}</dt>
              <dd className="text-lg font-bold" data-event={event}>
                {t('count', { count: stats.totals[event] })}
              </dd>
            </div>
          ))}
        </dl>
        <ViewsChart days={stats.days} />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm text-brand-700">{t('perDay')}</summary>
          <div className="overflow-x-auto">
            <table className="mt-2 w-full text-right text-xs">
              <thead>
                <tr>
                  <th className="text-left">{t('day')}</th>
                  {STATS_EVENTS.map((event) => (
                    <th key={event} className="px-1">
                      {t(`event_${event}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...stats.days].reverse().map((d) => (
                  <tr key={d.day} className="border-t">
                    <td className="text-left">{dayLabel(locale, d.day)}</td>
                    {STATS_EVENTS.map((event) => (
                      <td key={event} className="px-1">
                        {t('count', { count: d[event] })}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        <p className="mt-3 text-xs text-gray-600">{t('notCountedNote')}</p>
      </Section>

      <Section id="stats-promotions" title={t('promotionsTitle')}>
        <Promotions promotions={stats.promotions} />
      </Section>

      <Section id="stats-forecast" title={t('forecastTitle')}>
        <PromotionForecasts views={forecasts} />
      </Section>
    </main>
  );
}
