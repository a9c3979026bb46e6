// /{locale}/admin/throughput: each moderator's decisions per day (decision 182): ads approved and rejected,
// reports handled and the median decision time, from the audit log. Admins see everyone; other staff their own.
import { Form } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatNumber, translator } from '../../core/i18n.ts';
import { loadThroughput } from './grants.server.ts';
import { grantsMessages } from './grants-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-throughput';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadThroughput({ request, context, locale })) };
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'navThroughput');

const cell = 'p-1 text-right tabular-nums';

export default function AdminThroughput({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(grantsMessages, locale);
  const { days, everyone, period } = loaderData;
  return (
    <main>
      <h1 className="text-xl font-bold">
        {everyone ? t('throughputTitle', { days: period }) : t('ownThroughput', { days: period })}
      </h1>
      <Form method="get" className="mt-2 flex gap-2 text-sm">
        {[1, 7, 14, 31].map((n) => (
          <button
            key={n}
            type="submit"
            name="days"
            value={n}
            className={`rounded border px-2 py-1 ${n === period ? 'bg-brand-700 text-white' : ''}`}
          >
            {formatNumber(locale, n)}
          </button>
        ))}
      </Form>
      {days.length === 0 ? <p className="mt-3 text-sm">{t('nothing')}</p> : null}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm" data-testid="throughput">
          <thead>
            <tr className="border-b text-left">
              <th className="p-1">{t('day')}</th>
              <th className="p-1">{t('moderator')}</th>
              <th className="p-1 text-right">{t('approved')}</th>
              <th className="p-1 text-right">{t('rejected')}</th>
              <th className="p-1 text-right">{t('reportsHandled')}</th>
              <th className="p-1 text-right">{t('medianDecision')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((row) => (
              <tr key={`${row.day} ${row.id}`} className="border-b">
                <td className="p-1 whitespace-nowrap">{formatDate(locale, new Date(`${row.day}T12:00:00+06:00`))}</td>
                <td className="p-1">{row.name}</td>
                <td className={cell}>{formatNumber(locale, row.approved)}</td>
                <td className={cell}>{formatNumber(locale, row.rejected)}</td>
                <td className={cell}>{formatNumber(locale, row.reportsHandled)}</td>
                <td className={cell}>
                  {row.medianMinutes === null ? '–' : t('minutes', { count: row.medianMinutes })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
