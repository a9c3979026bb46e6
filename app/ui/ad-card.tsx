import type { AdCard } from '../../server/modules/ads/index.ts';
import { Link } from 'react-router';
import { formatMoney, formatRelativeTime } from '../../core/i18n.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { useLocale, useT } from './i18n.ts';
import { ResponsivePicture } from './responsive-picture.tsx';

/** What a results list shows of one ad (server/modules/ads AdCard, with names resolved in the page's language). */
export type AdCardView = Omit<AdCard, 'categoryId' | 'locationId'> & {
  locationName: string;
  categoryName: string;
};

export function Price({
  price,
  type,
  negotiable,
}: {
  price: number | null;
  type: AdCardView['type'];
  negotiable: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  if (price === null) return <span className="text-gray-600">{t('priceOnRequest')}</span>;
  const amount = formatMoney(locale, price);
  return (
    <span>
      <span className="font-semibold text-brand-700">
        {type === 'to_rent' ? t('perMonth', { price: amount }) : amount}
      </span>
      {negotiable ? <span className="ml-2 text-xs text-gray-500">{t('negotiable')}</span> : null}
    </span>
  );
}

export function Badge({ children, tone }: { children: React.ReactNode; tone: 'gold' | 'red' | 'green' | 'blue' }) {
  const tones = {
    gold: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-800',
    green: 'bg-brand-100 text-brand-800',
    blue: 'bg-sky-100 text-sky-900',
  };
  return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** `first`: the card opens the page, so its picture is likely the largest paint: fetched at once, first. */
export function AdCard({ ad, now, first = false }: { ad: AdCardView; now: Date; first?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="relative">
      <Link
        to={`/${locale}/ad/${ad.slug}`}
        className={`flex gap-3 rounded-lg border p-2 hover:shadow ${ad.isTopAd || ad.isSpotlight ? 'border-amber-300 bg-amber-50' : 'border-gray-200 bg-white'}`}
      >
        <div className="h-24 w-32 flex-none overflow-hidden rounded bg-gray-100 sm:h-28 sm:w-40">
          {ad.picture ? (
            <ResponsivePicture
              picture={ad.picture}
              sizes="160px"
              alt=""
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : (
            <span className="flex h-full items-center justify-center text-xs text-gray-700">{t('noPicture')}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 pr-9">
          <div className="flex flex-wrap gap-1">
            {ad.isTopAd ? <Badge tone="gold">{t('topAd')}</Badge> : null}
            {ad.isUrgent ? <Badge tone="red">{t('urgent')}</Badge> : null}
            {ad.isFeatured ? <Badge tone="blue">{t('featured')}</Badge> : null}
            {ad.isSpotlight ? <Badge tone="gold">{t('spotlight')}</Badge> : null}
            {ad.type === 'to_buy' ? <Badge tone="blue">{t('wanted')}</Badge> : null}
            {ad.isDoorstepDelivery ? <Badge tone="green">{t('doorstepDelivery')}</Badge> : null}
          </div>
          <h3 className="line-clamp-2 font-medium text-gray-900">{ad.title}</h3>
          <p className="truncate text-sm text-gray-600">
            {ad.locationName}, {ad.categoryName}
          </p>
          <p className="mt-1">
            {ad.salary !== null ? (
              // A job's monthly salary: jobs have no price.
              <span className="font-semibold text-brand-700">
                {t('perMonth', { price: formatMoney(locale, ad.salary) })}
              </span>
            ) : (
              <Price price={ad.price} type={ad.type} negotiable={false} />
            )}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
            {ad.isMember ? <Badge tone="green">{t('member')}</Badge> : null}
            {ad.isFeaturedMember ? <Badge tone="gold">{t('featuredMember')}</Badge> : null}
            {ad.isAuthorizedDealer ? <Badge tone="green">{t('authorizedDealer')}</Badge> : null}
            {ad.isVerified ? <Badge tone="blue">{t('verified')}</Badge> : null}
            {ad.shop ? <span className="truncate">{ad.shop.name}</span> : null}
            <time dateTime={ad.publishedAt}>{formatRelativeTime(locale, new Date(ad.publishedAt), now)}</time>
          </p>
        </div>
      </Link>
      <FavoriteButton adId={ad.id} className="absolute top-1 right-1" />
    </li>
  );
}
