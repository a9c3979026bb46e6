import type { Locale } from '../core/catalogue.ts';

/**
 * The login page, remembering where to come back to (spec section 2: `action=my-account&redirect-url=` with the
 * current path and its query, encoded).
 */
export function loginPath(locale: Locale, returnTo: string, action = 'my-account'): string {
  return `/${locale}/users/login?action=${encodeURIComponent(action)}&redirect-url=${encodeURIComponent(returnTo)}`;
}
