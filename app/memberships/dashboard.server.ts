// Server side of the posting quota on the posting page and of the member dashboard page.
import { data, type AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { requireActor } from '../ads/ads.server.ts';

/** The seller's quota in the group of the category being posted in. */
export const postingQuota = (context: AppLoadContext, userId: number, categoryId: number) =>
  context.modules.memberships.quotaOfCategory(context.db, userId, categoryId, context.clock.now());

/** /my/membership: login required; `?ad=` one of the viewer's ads (the not-found page for anyone else's). */
export async function loadDashboardPage(context: AppLoadContext, request: Request, locale: Locale) {
  const actor = await requireActor(context, request, locale);
  const param = new URL(request.url).searchParams.get('ad');
  const adId = param ? Number(param) : null;
  if (adId !== null && (!Number.isSafeInteger(adId) || adId <= 0)) throw data(null, { status: 404 });
  try {
    return { locale, dashboard: await context.modules.memberships.membershipDashboard(context, actor, adId) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
