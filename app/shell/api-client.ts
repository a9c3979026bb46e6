// Calls from the browser to /data/* (spec section 7): JSON, the application-name header `web`, Accept-Language and
// the session cookie. Spec section 8: a 401 from any call logs the user out through /data/logout and goes to the
// login page, remembering the current address so that login brings the user back.
import type { Locale } from '../../core/catalogue.ts';
import type { ErrorBody } from '../../core/errors.ts';
import { loginPath } from '../accounts/login-path.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.error.message ?? `request failed with ${status}`);
    this.name = 'ApiError';
  }
}

/** What a call needs from the browser; tests pass their own. */
export interface BrowserSide {
  fetch: typeof fetch;
  location: { pathname: string; search: string; assign(url: string): void };
}

const browser = (): BrowserSide => ({ fetch: globalThis.fetch.bind(globalThis), location: window.location });

export async function callApi<T>(
  locale: Locale,
  path: string,
  init: { method?: string; body?: unknown } = {},
  side: BrowserSide = browser(),
): Promise<T> {
  const response = await side.fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'accept-language': locale,
      'application-name': 'web',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 401) {
    const here = `${side.location.pathname}${side.location.search}`;
    await side.fetch('/data/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    side.location.assign(loginPath(locale, here));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    throw new ApiError(response.status, body);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}
