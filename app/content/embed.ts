// The app embed mode (spec section 2's {platform}): a page opened in the Android or iOS app's web view is drawn
// without the site's header, footer and app-install banner, and its links keep the platform segment.
import { useLocation, useMatches } from 'react-router';
import {
  CATCH_ALL_ROUTE,
  embedHref,
  embedPlatform,
  missingPagePlatform,
  type Platform,
} from '../../core/content-pages.ts';

/** The app this page (or the not-found page in its place) is embedded in, or null on the site. */
export function useEmbed(): Platform | null {
  const { pathname } = useLocation();
  // The catch-all route draws the content pages (whose platform embedPlatform reads) and the not-found page.
  const catchAll = useMatches().some((match) => match.id === CATCH_ALL_ROUTE);
  return embedPlatform(pathname) ?? (catchAll ? missingPagePlatform(pathname) : null);
}

/** A link that stays inside the app's web view when the page is embedded. */
export function useEmbedHref(): (href: string) => string {
  const platform = useEmbed();
  return (href) => embedHref(href, platform);
}

/** Spec section 9: on iOS the viewport gets maximum-scale 1.0 (no zoom jump when a field takes focus). */
export function viewportContent(platform: Platform | null): string {
  const base = 'width=device-width, initial-scale=1';
  return platform === 'ios' ? `${base}, maximum-scale=1.0` : base;
}
