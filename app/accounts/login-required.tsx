// Pages that require login but are not built yet (spec section 6: post-ad, post-ad details, edit-ad, membership
// payment and summary, and any other /my/* page). The login rule applies already; a signed-in visitor sees the
// not-found page until the feature's own route module replaces this one in app/routes.ts.
import { data } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { requireViewer } from './accounts.server.ts';
import type { Route } from './+types/login-required';

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireViewer(context, request, params.locale as Locale);
  throw data(null, { status: 404 });
}

export default function LoginRequired() {
  return null;
}
