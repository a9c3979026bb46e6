import type { Locale } from '../../core/catalogue.ts';
import { sitePath } from '../../core/same-site.ts';

/**
 * The login page, remembering where to come back to (spec section 2: `action=my-account&redirect-url=` with the
 * current path and its query, encoded).
 */
export function loginPath(locale: Locale, returnTo: string, action = 'my-account'): string {
  return `/${locale}/users/login?action=${encodeURIComponent(action)}&redirect-url=${encodeURIComponent(returnTo)}`;
}

/**
 * Where to go after login or sign-up: the redirect-url only when it is a path on this site (core/same-site.ts);
 * `fallback` otherwise (spec section 2, decision 58).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  return sitePath(target) ?? fallback;
}
