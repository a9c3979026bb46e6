// Server side of the seller's statistics pages: the totals on the seller's list, the ad's
// statistics page, and the forecasts with the names of the category and place they were drawn from.
import { data, type AppLoadContext } from 'react-router';
import { type DayCounts, MEASURED_PROMOTIONS, type MeasuredPromotion } from '../../core/ad-stats.ts';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { categoryName, locationName } from '../ads/ad-views.server.ts';
import { requireActor } from '../ads/ads.server.ts';
import type { ForecastView } from './promotion-forecast.tsx';

/**
 * The forecasts of `kinds` for an ad, named in `locale`, for the statistics page and the promote page. It does not
 * check who asks: the caller has (the forecast tells nothing about the ad itself).
 */
export async function forecastViews(
  context: AppLoadContext,
  adId: number,
  locale: Locale,
  kinds: readonly MeasuredPromotion[] = MEASURED_PROMOTIONS,
): Promise<ForecastView[]> {
  const views: ForecastView[] = [];
  for (const kind of kinds) {
    const result = await context.modules.adStats.forecast(context, adId, kind);
    const { categoryId, locationId } = result.scope;
    views.push({
      forecast: result,
      categoryName: categoryName(context, categoryId, locale),
      placeName: locationId === null ? null : locationName(context, locationId, locale),
    });
  }
  return views;
}

/** Last 30 days' totals of the seller's ads on the list, by ad id (zeros for an ad with none). */
export async function listTotals(
  context: AppLoadContext,
  adIds: readonly number[],
): Promise<Record<number, DayCounts>> {
  const totals = await context.modules.adStats.adTotals(context, adIds);
  return Object.fromEntries(
    adIds.map((id) => [id, totals.get(id) ?? { views: 0, phone_reveals: 0, chats: 0, favorites: 0 }]),
  );
}

/** The ad's statistics page: its owner only (the not-found page for anyone else), with every forecast. */
export async function loadAdStatsPage(context: AppLoadContext, request: Request, locale: Locale, adId: number) {
  const actor = await requireActor(context, request, locale);
  if (!Number.isSafeInteger(adId) || adId <= 0) throw data(null, { status: 404 });
  try {
    const stats = await context.modules.adStats.adStats(context, actor, adId);
    return { locale, stats, forecasts: await forecastViews(context, adId, locale) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
