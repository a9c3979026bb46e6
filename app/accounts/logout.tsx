// Logout (spec section 4): ends the session, clears the session, user and identity cookies, then redirects home.
// Only a POST logs out, so that no link or image on another site can.
import { redirect } from 'react-router';
import { signedOutRedirect } from './accounts.server.ts';
import type { Route } from './+types/logout';

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const source = context.modules.http.sessionTokenFrom({ cookie: request.headers.get('cookie') });
  if (source) await context.modules.accounts.revokeSession(context.db, source.token);
  return signedOutRedirect(context, request, `/${params.locale}`);
}
