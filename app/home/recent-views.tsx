// /{locale}/recent-views?local_views=3,2,1: the cards of the recently viewed ads the browser keeps (spec sections
// 3 and 9, at most 20), for the home page. A loader only (GET), so fetching it revalidates nothing.
import type { Locale } from '../../core/catalogue.ts';
import { MAX_RECENT_VIEWS } from '../../core/recent-views.ts';
import { toCardView } from '../ads/ad-views.server.ts';
import type { RecentViewsData } from './recently-viewed.tsx';
import type { Route } from './+types/recent-views';

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<RecentViewsData> {
  const locale = params.locale as Locale;
  const ids = (new URL(request.url).searchParams.get('local_views') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, MAX_RECENT_VIEWS);
  const cards = await context.modules.ads.findAdCards(context.db, ids);
  return { now: new Date().toISOString(), ads: cards.map((card) => toCardView(context, card, locale)) };
}
