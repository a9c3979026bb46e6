// "Save this search" on a results page: the form posts to the results page itself; a signed-out
// visitor is sent to log in and back to the page.
import { redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure, readForm } from '../accounts/accounts.server.ts';
import { loginPath } from '../accounts/login-path.ts';

export async function saveSearchAction(context: AppLoadContext, request: Request, locale: Locale) {
  const url = new URL(request.url);
  const page = `${url.pathname}${url.search}`;
  if (!context.viewer) return redirect(loginPath(locale, page, 'save-search'));
  try {
    const input = await readForm(request, context.modules.savedSearches.SaveSearchSchema.omit({ url: true }));
    const saved = await context.modules.savedSearches.saveSearch(context.db, context.viewer.account.id, {
      ...input,
      url: page,
    });
    return { saved: saved.name, failure: null };
  } catch (error) {
    return { saved: null, failure: formFailure(locale, error) };
  }
}
