// The heart on ad cards and the ad page. It is a form (works without JavaScript) posting to the favourite route;
// with JavaScript it posts through a fetcher and shows the change at once (spec section 4: the loaded list gets
// the ad appended or filtered out). A signed-out click is answered with the login modal, after which the
// favourite is added.
import { useFetcher, useLocation } from 'react-router';
import { applyFavoriteChange } from '../../core/favorites.ts';
import { useLocale, useT } from './i18n.ts';
import { useLayoutViewer } from './layout-viewer.ts';

export function FavoriteButton({ adId, className = '' }: { adId: number; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const favorites = useLayoutViewer()?.favorites ?? null;
  const fetcher = useFetcher({ key: `favorite-${adId}` });
  const pending = fetcher.formData?.get('intent');
  const list =
    pending === 'add' || pending === 'remove' ? applyFavoriteChange(favorites, { kind: pending, adId }) : favorites;
  const isFavorite = list?.includes(adId) ?? false;
  return (
    <fetcher.Form method="post" action={`/${locale}/favorites/${adId}`} className={className}>
      <input type="hidden" name="return" value={`${pathname}${search}`} />
      <button
        type="submit"
        name="intent"
        value={isFavorite ? 'remove' : 'add'}
        aria-pressed={isFavorite}
        aria-label={isFavorite ? t('unfavorite') : t('favorite')}
        title={isFavorite ? t('unfavorite') : t('favorite')}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-2xl leading-none text-red-600 shadow"
      >
        <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span>
      </button>
    </fetcher.Form>
  );
}
