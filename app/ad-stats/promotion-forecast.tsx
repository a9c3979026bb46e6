// The forecast before paying for a promotion: "ads like this with Top Ad got 2.1–3.4× the views
// per day they had before", what they were compared with, or that there is too little data. Presentational: the
// page loads the ForecastView (ad-stats.server.ts forecastViews) and passes it here.
import type { AdForecast } from '../../core/ad-stats.ts';
import { useAdStatsT } from './use-ad-stats-t.ts';

/** A forecast as the page shows it: with the names of the category and place compared with (null: the country). */
export interface ForecastView {
  readonly forecast: AdForecast;
  readonly categoryName: string;
  readonly placeName: string | null;
}

export function PromotionForecast({ view }: { view: ForecastView }) {
  const t = useAdStatsT();
  const { forecast } = view;
  const kind = t(`kind_${forecast.kind}`);
  const scope = t('forecastScope', { category: view.categoryName, place: view.placeName ?? t('wholeCountry') });
  return (
    <div data-testid={`forecast-${forecast.kind}`} className="text-sm">
      <p>
        {forecast.status === 'range'
          ? t('forecastRange', {
              kind,
              low: forecast.low,
              high: forecast.high,
              median: forecast.median,
              count: forecast.sampleSize,
            })
          : t('forecastTooLittle', { kind, count: forecast.sampleSize })}
      </p>
      <p className="text-xs text-gray-600">{scope}</p>
    </div>
  );
}

/** The forecasts of several promotions, with the caveat that they are past results (statistics and promote pages). */
export function PromotionForecasts({ views }: { views: readonly ForecastView[] }) {
  const t = useAdStatsT();
  return (
    <>
      <div className="mt-2 space-y-3">
        {views.map((view) => (
          <PromotionForecast key={view.forecast.kind} view={view} />
        ))}
      </div>
      <p className="mt-3 text-xs text-gray-600">{t('forecastNote')}</p>
    </>
  );
}
