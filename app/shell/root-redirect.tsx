import { redirect } from 'react-router';
import { DEFAULT_LOCALE } from '../../core/catalogue.ts';

/**
 * `/` → `/bn`: every page lives under a locale (spec section 2), bn by default. The same for the review paths
 * without a locale (`/reviews/cars` → `/bn/reviews/cars`).
 */
export function loader({ request }: { request: Request }) {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  return redirect(`/${DEFAULT_LOCALE}${path}`, 302);
}
