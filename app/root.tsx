import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { reportError, startErrorReporting } from './error-reporting.ts';
import { useEmbed, viewportContent } from './content/embed.ts';
import { ErrorScreen } from './ui/error-screens.tsx';
import { useLocale } from './ui/i18n.ts';
import { useNonce } from './ui/nonce.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Where browser errors are reported (spec section 8); null when SENTRY_DSN is unset. */
export function loader({ context }: Route.LoaderArgs) {
  return { errorReportingDsn: context.config.SENTRY_DSN ?? null };
}
// The DSN changes only with a deployment.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const nonce = useNonce();
  const dsn = useRouteLoaderData<typeof loader>('root')?.errorReportingDsn;
  useEffect(() => {
    if (dsn) startErrorReporting(dsn);
  }, [dsn]);

  const platform = useEmbed();
  // A lite page (decision 201) loads no script at all: its route's handle says so.
  const scripts = !useMatches().some((match) => (match.handle as { lite?: boolean } | undefined)?.lite);
  // Marks the document once React has taken over (error pages too), so browser tests and people debugging can
  // tell a server-rendered page that is still inert from an interactive one.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={viewportContent(platform)} />
        <meta name="theme-color" content="#047857" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-gray-50 text-gray-900 antialiased">
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => reportError(error), [error]);
  return <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} error={error} />;
}
