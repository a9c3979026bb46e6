// /{locale}/my/saved-search/{id}: a saved search opened from the list (decision 273): its ads count as seen from now,
// and the browser goes on to its results. Another account's id is the not-found page.
import { redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import type { Route } from './+types/open-saved-search';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
  const url = await context.modules.savedSearches.openSavedSearch(context.db, account.id, id, context.clock.now());
  return redirect(url);
}
