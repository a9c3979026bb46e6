import type { Locale } from '../core/catalogue.ts';

/**
 * The login page, remembering where to come back to (spec section 2: `action=my-account&redirect-url=` with the
 * current path and its query, encoded).
 */
export function loginPath(locale: Locale, returnTo: string, action = 'my-account'): string {
  return `/${locale}/users/login?action=${encodeURIComponent(action)}&redirect-url=${encodeURIComponent(returnTo)}`;
}

// Any origin serves: only whether the candidate stays on it matters. `.invalid` never resolves (RFC 6761).
const SITE = new URL('https://haat.invalid');
// Two slashes or backslashes, in any mix, at the start of a path: a browser reads what follows as a host.
const HOST_PREFIX = /^[/\\]{2}/;

/**
 * Where to go after login or sign-up: the redirect-url only when it is a path on this site; `fallback` otherwise
 * (spec section 2, decision 58). The candidate is resolved against the site's origin by the WHATWG URL parser (the
 * one browsers use), so whatever a browser would take off-site (`//evil`, `/\evil`, `/.//evil`, tabs or newlines
 * between slashes, `javascript:`, `https://evil`) is refused, and what comes back is the parser's own serialisation,
 * which must resolve to the same place again (a fixed point: `/.//evil` resolves on-site to the path `//evil`, which
 * a browser would then read as a host). Control characters and backslashes are refused outright, and so is a path
 * that starts with two slashes once percent-decoded (`/%2F%2Fevil`), in case a later hop decodes it.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex
  if (!target || !target.startsWith('/') || /[\u0000-\u001F\u007F\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (HOST_PREFIX.test(path) || HOST_PREFIX.test(safeDecode(url.pathname))) return fallback;
  return new URL(path, SITE).href === url.href ? path : fallback;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
