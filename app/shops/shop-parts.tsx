// Parts of the shop pages: the badges (member, featured member, authorised dealer) and a shop's card in
// the directory, careers and the home page's featured shops.
import { Link } from 'react-router';
import { translator } from '../../core/i18n.ts';
import type { ShopBadges as Badges, ShopSummary } from '../../server/modules/shops/index.ts';
import { Badge } from '../ui/ad-card.tsx';
import { useLocale } from '../ui/i18n.ts';
import { ResponsivePicture } from '../ui/responsive-picture.tsx';
import { shopMessages } from './shop-messages.ts';

export function useShopT() {
  return translator(shopMessages, useLocale());
}

export function ShopBadges({ badges }: { badges: Badges }) {
  const t = useShopT();
  return (
    <span className="flex flex-wrap gap-1" data-testid="shop-badges">
      {badges.member ? <Badge tone="green">{t('member')}</Badge> : null}
      {badges.featuredMember ? <Badge tone="gold">{t('featuredMember')}</Badge> : null}
      {badges.authorizedDealer ? <Badge tone="blue">{t('authorizedDealer')}</Badge> : null}
    </span>
  );
}

export function ShopCard({ shop }: { shop: ShopSummary }) {
  const t = useShopT();
  const locale = useLocale();
  return (
    <li>
      <Link
        to={`/${locale}/shops/${shop.slug}`}
        className="flex h-full gap-3 rounded-lg border border-gray-200 bg-white p-3 hover:shadow"
      >
        <span className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-gray-100">
          {shop.logo ? (
            <ResponsivePicture
              picture={shop.logo}
              sizes="56px"
              alt=""
              loading="lazy"
              decoding="async"
              className="h-14 w-14 object-cover"
            />
          ) : null}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold">{shop.name}</span>
          <span className="block text-xs text-gray-600">
            {[shop.category?.name, shop.location?.name].filter(Boolean).join(' · ')}
          </span>
          <span className="block text-xs text-gray-600">{t('adCount', { count: shop.adCount })}</span>
          <ShopBadges badges={shop.badges} />
        </span>
      </Link>
    </li>
  );
}
