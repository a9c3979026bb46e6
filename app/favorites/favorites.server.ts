// Favourites from pages: the heart posts here (app/favorites/favorite.tsx). A signed-out visitor is sent to the page
// they were on with the login modal open; the modal's redirect-url leads back to the favourite route, which adds
// the ad once they are signed in (spec section 2: the login modal on every page).
import type { Locale } from '../../core/catalogue.ts';
import { safeRedirect } from '../accounts/login-path.ts';

/** The page to come back to: a path on this site, without the login modal's parameters. */
export function returnPath(value: FormDataEntryValue | string | null, locale: Locale): string {
  const path = safeRedirect(typeof value === 'string' ? value : null, `/${locale}`);
  const url = new URL(path, 'http://haat.invalid');
  for (const name of ['login-modal', 'action', 'redirect-url']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** Where a signed-out heart click goes: the same page, with the login modal set to come back and add the ad. */
export function loginToFavorite(locale: Locale, adId: number, back: string): string {
  const complete = `/${locale}/favorites/${adId}?return=${encodeURIComponent(back)}`;
  const url = new URL(back, 'http://haat.invalid');
  url.searchParams.set('login-modal', 'true');
  url.searchParams.set('action', 'favorite');
  url.searchParams.set('redirect-url', complete);
  return `${url.pathname}${url.search}`;
}
