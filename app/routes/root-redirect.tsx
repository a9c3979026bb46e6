import { redirect } from 'react-router';
import { DEFAULT_LOCALE } from '../../core/catalogue.ts';

/** `/` → `/bn`: every page lives under a locale (spec section 2), bn by default. */
export function loader() {
  return redirect(`/${DEFAULT_LOCALE}`, 302);
}
