import { data, isRouteErrorResponse, Outlet } from 'react-router';
import { isLocale } from '../../core/i18n.ts';
import type { Route } from './+types/locale';
import { ErrorScreen } from '../ui/error-screens.tsx';
import { Footer, Header } from '../ui/shell.tsx';

/** Every page's frame. A first segment that is not a supported locale is a page that does not exist. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) throw data(null, { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return (
    <>
      <Header />
      <Outlet />
      <Footer />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <Header />
      <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} error={error} />
      <Footer />
    </>
  );
}
