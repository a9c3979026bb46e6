// The review queue's waits over the dashboard's days (decision 160): a small inline SVG, oldest day on the left,
// one line for the median and one for the 90th percentile; days nothing was decided have no point.
import { formatDate, translator } from '../../core/i18n.ts';
import type { DashboardDay } from '../../server/modules/backoffice/index.ts';
import { useLocale } from '../ui/i18n.ts';
import { backOfficeMessages } from './backoffice-messages.ts';

const WIDTH = 280;
const HEIGHT = 100;
const PAD = 4;

export function QueueChart({ days, minutes }: { days: readonly DashboardDay[]; minutes: (m: number) => string }) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const oldestFirst = [...days].reverse();
  const top = Math.max(1, ...oldestFirst.map((d) => d.queueWait.p90 ?? 0));
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, oldestFirst.length - 1);
  const y = (value: number) => HEIGHT - PAD - (value * (HEIGHT - 2 * PAD)) / top;
  const line = (key: 'median' | 'p90') =>
    oldestFirst.flatMap((d, i) => {
      const value = d.queueWait[key];
      return value === null ? [] : [`${x(i).toFixed(1)},${y(value).toFixed(1)}`];
    });
  const series = [
    { key: 'median', label: t('queueMedian'), color: '#047857' },
    { key: 'p90', label: t('queueP90'), color: '#b45309' },
  ] as const;
  const first = oldestFirst[0];
  const last = oldestFirst.at(-1);
  return (
    <figure className="mt-4 rounded-xl bg-white p-3 shadow-sm" data-testid="queue-chart">
      <figcaption className="font-semibold">{t('queueHistory')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-32 w-full" role="img" aria-label={t('queueHistory')}>
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke="#d1d5db" />
        {series.map((s) => {
          const points = line(s.key);
          return (
            <g key={s.key} data-testid={`queue-chart-${s.key}`}>
              <polyline points={points.join(' ')} fill="none" stroke={s.color} strokeWidth={2} />
              {points.map((p) => {
                const [cx, cy] = p.split(',');
                return <circle key={p} cx={cx} cy={cy} r={2.5} fill={s.color} />;
              })}
            </g>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-gray-600">
        <span>{first ? formatDate(locale, new Date(`${first.day}T12:00:00+06:00`)) : null}</span>
        <span>↑ {minutes(top)}</span>
        <span>{last ? formatDate(locale, new Date(`${last.day}T12:00:00+06:00`)) : null}</span>
      </div>
      <ul className="mt-1 flex flex-wrap gap-3 text-xs">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1">
            <span className="inline-block h-2 w-4" style={{ background: s.color }} />
            {s.label}: {last?.queueWait[s.key] === null || !last ? '–' : minutes(last.queueWait[s.key] ?? 0)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
