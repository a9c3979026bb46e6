// /{locale}/favorites/{adId}: the heart's form posts here (intent add or remove) and returns to the page it came
// from. GET completes a favourite after login (the login modal's redirect-url); it adds only for a navigation from
// this site (Sec-Fetch-Site), so another site cannot make a signed-in visitor favourite ads with a link.
import { data, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { loginToFavorite, returnPath } from './favorites.server.ts';
import type { Route } from './+types/favorite';

const adIdOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const adId = adIdOf(params.adId);
  const back = returnPath(new URL(request.url).searchParams.get('return'), locale);
  const viewer = requireViewer(context, request, locale);
  if (request.headers.get('sec-fetch-site') !== 'cross-site') {
    await context.modules.favorites.addFavorite(context, viewer.account.id, adId).catch((error: unknown) => {
      // The ad may have gone while the visitor was logging in: there is nothing to add then.
      if (!(error instanceof AppError)) throw error;
    });
  }
  return redirect(back);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const adId = adIdOf(params.adId);
  const form = await request.formData();
  const back = returnPath(form.get('return'), locale);
  if (!context.viewer) return redirect(loginToFavorite(locale, adId, back));
  const userId = context.viewer.account.id;
  try {
    if (form.get('intent') === 'remove') await context.modules.favorites.removeFavorite(context.db, userId, adId);
    else await context.modules.favorites.addFavorite(context, userId, adId);
  } catch (error) {
    // Removing one already removed, or adding one gone meanwhile: the page simply shows the list as it is.
    if (!(error instanceof AppError)) throw error;
  }
  // With JavaScript the heart posts through a fetcher and stays on the page; without, the browser comes back.
  return request.headers.get('accept')?.includes('text/html') ? redirect(back) : { ok: true };
}
