// /{locale}/my/favorite-ads (spec section 2 "Account area"): the account's favourite ads, each with a remove button
// (the heart's form: removing filters the ad out of the list, spec section 4).
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { adMessages } from '../ad-page/ad-messages.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { toCardView } from '../ads/ad-views.server.ts';
import { AdCard } from '../ui/ad-card.tsx';
import { Card } from '../ui/form.tsx';
import { useAdT } from '../ad-page/use-ad-t.ts';
import type { Route } from './+types/my-favorite-ads';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const ads = await context.modules.favorites.listFavoriteAds(context.db, account.id);
  return { locale, now: new Date().toISOString(), ads: ads.map((ad) => toCardView(context, ad, locale)) };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(adMessages, data.locale, 'favoritesTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function MyFavoriteAds({ loaderData }: Route.ComponentProps) {
  const t = useAdT();
  const now = new Date(loaderData.now);
  return (
    <Card title={t('favoritesTitle')}>
      {loaderData.ads.length === 0 ? (
        <p className="mt-3 text-gray-700">{t('favoritesEmpty')}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="favorite-ads">
          {loaderData.ads.map((ad) => (
            <AdCard key={ad.slug} ad={ad} now={now} />
          ))}
        </ul>
      )}
    </Card>
  );
}
