import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { DEFAULT_LOCALE } from '../core/catalogue.ts';
import { isLocale, translator } from '../core/i18n.ts';
import type { Route } from './+types/root';
import './app.css';
import { startErrorReporting, useErrorReportingDsn, useReportError } from './error-reporting.ts';
import { messages } from './messages.ts';
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

/**
 * The error pages' title, the not-found page's or the fallback screen's (spec section 2): a route without meta of
 * its own inherits its parent's, so this one serves every error boundary (decision 253).
 */
export function meta({ error, params }: Route.MetaArgs) {
  if (!error) return [];
  const t = translator(messages, isLocale(params.locale) ? params.locale : DEFAULT_LOCALE);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${t(notFound ? 'notFoundTitle' : 'fallbackTitle')} | ${t('siteName')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const nonce = useNonce();
  const dsn = useErrorReportingDsn();
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
  useReportError(error);
  return <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} error={error} />;
}
