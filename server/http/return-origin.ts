// Where a payment gateway sends the buyer's browser back (decision 268).
import type { Config } from '../config.ts';

/**
 * PUBLIC_URL; or, when a laptop or demo start left it unset (PUBLIC_URL_DERIVED), the address the buyer's browser
 * used (`requestOrigin`), so that a demo opened at 127.0.0.1 instead of localhost, or from a phone on the same network,
 * comes back to the same address and its session cookie. Only for the requester's own browser: e-mails, SMS,
 * sitemaps and canonicals keep PUBLIC_URL, which a request's Host header cannot change.
 */
export function returnOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_DERIVED'>, requestOrigin: string): string {
  if (!config.PUBLIC_URL_DERIVED) return config.PUBLIC_URL;
  try {
    const { protocol, origin } = new URL(requestOrigin);
    return protocol === 'http:' || protocol === 'https:' ? origin : config.PUBLIC_URL;
  } catch {
    return config.PUBLIC_URL;
  }
}

/** returnOrigin for a call or a page: the scheme (as a trusted proxy reports it) and Host the call came to. */
export function returnOriginOf(
  config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_DERIVED'>,
  request: { readonly protocol: string; readonly host: string },
): string {
  return returnOrigin(config, `${request.protocol}://${request.host}`);
}
