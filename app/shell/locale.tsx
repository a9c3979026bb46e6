import { data, isRouteErrorResponse, Outlet, useSearchParams } from 'react-router';
import { isLocale } from '../../core/i18n.ts';
import type { Route } from './+types/locale';
import type { LayoutData } from '../ui/layout-viewer.ts';
import { useEmbed } from '../content/embed.ts';
import { ErrorScreen } from '../ui/error-screens.tsx';
import { LoginModal } from '../accounts/login-modal.tsx';
import { useReportError } from '../error-reporting.ts';
import { Footer, Header } from '../ui/shell.tsx';

/**
 * Every page's frame. A first segment that is not a supported locale is a page that does not exist. It tells the
 * header who is signed in (only the name and the unread chat count: nothing private goes into every page).
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<LayoutData> {
  if (!isLocale(params.locale)) throw data(null, { status: 404 });
  if (!context.viewer) return { viewer: null };
  const userId = context.viewer.account.id;
  // The favourites (spec section 3 "User state: favorites", ad ids) colour every heart; the unread counts are the
  // notifications and chat badges.
  const [favorites, unread, chat] = await Promise.all([
    context.modules.favorites.listFavoriteIds(context.db, userId),
    context.modules.notifications.countUnread(context.db, userId),
    context.modules.chat.chatSummary(context.db, userId),
  ]);
  return { viewer: { name: context.viewer.account.profile.name, favorites, unread, chatUnread: chat.unread } };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  // Spec section 2: the login modal opens on any page with login-modal=true&action=post-ad&redirect-url=…
  const showLoginModal = search.get('login-modal') === 'true' && !loaderData.viewer;
  // Inside an app's web view the app draws its own navigation: no site header or footer.
  const embedded = useEmbed() !== null;
  return (
    <>
      {embedded ? null : <Header />}
      <Outlet />
      {embedded ? null : <Footer />}
      {showLoginModal ? <LoginModal /> : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The not-found and error pages of an embedded page stay in the app's web view too.
  const embedded = useEmbed() !== null;
  // A page that fails to draw is reported like the root's (spec section 2); not-found answers are not (section 8).
  useReportError(error);
  return (
    <>
      {embedded ? null : <Header />}
      <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} error={error} />
      {embedded ? null : <Footer />}
    </>
  );
}
