// The forecasts of the promotions on offer (app/ad-stats/promotion-forecast.tsx), where the seller picks one: the
// promote page and the picker right after posting or editing an ad.
import { PromotionForecasts, type ForecastView } from '../ad-stats/promotion-forecast.tsx';
import { useAdStatsT } from '../ad-stats/use-ad-stats-t.ts';

export function OfferForecasts({ forecasts }: { forecasts: readonly ForecastView[] }) {
  const t = useAdStatsT();
  if (forecasts.length === 0) return null;
  return (
    <section className="mt-4 rounded-lg bg-gray-50 p-3" data-testid="promotion-forecasts">
      <h2 className="font-semibold">{t('forecastTitle')}</h2>
      <PromotionForecasts views={forecasts} />
    </section>
  );
}
