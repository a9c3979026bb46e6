// Views per day as a small bar chart: inline SVG (no chart library), readable at 360 px, described for screen
// readers; the figures themselves are in the table beside it.
import type { Locale } from '../../core/catalogue.ts';
import { intlLocale, TIME_ZONE } from '../../core/i18n.ts';
import { useLocale } from '../ui/i18n.ts';
import { useAdStatsT } from './use-ad-stats-t.ts';

const WIDTH = 300;
const HEIGHT = 100;

/** A Bangladesh day (YYYY-MM-DD) as the page's language writes a day of the month: "24 Nov", "২৪ নভে". */
export const dayLabel = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: TIME_ZONE }).format(
    new Date(`${day}T12:00:00+06:00`),
  );

export function ViewsChart({ days }: { days: readonly { day: string; views: number }[] }) {
  const t = useAdStatsT();
  const locale = useLocale();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const most = Math.max(1, ...days.map((d) => d.views));
  const slot = WIDTH / days.length;
  const description = t('chartDescription', {
    first: dayLabel(locale, first.day),
    last: dayLabel(locale, last.day),
    most,
  });
  return (
    <figure className="mt-3">
      <figcaption className="flex justify-between text-sm">
        <span className="font-semibold">{t('chartTitle')}</span>
        <span className="text-xs text-gray-600">{t('chartMost', { most })}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={description}
        data-testid="views-chart"
        className="mt-1 h-28 w-full rounded bg-gray-50"
        preserveAspectRatio="none"
      >
        {days.map((d, i) => {
          const height = (d.views / most) * (HEIGHT - 4);
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              className="fill-brand-700"
            >
              <title>{`${dayLabel(locale, d.day)}: ${t('count', { count: d.views })}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-gray-600" aria-hidden="true">
        <span>{dayLabel(locale, first.day)}</span>
        <span>{dayLabel(locale, last.day)}</span>
      </div>
    </figure>
  );
}
