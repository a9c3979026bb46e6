// Browser error reporting (spec section 8), started only when the server names a DSN (SENTRY_DSN): the SDK is
// then fetched as a chunk of its own after the page has loaded, so that a visitor without it pays one small module.
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';

type Report = (error: unknown) => void;

let reporter: Promise<Report> | null = null;

export function startErrorReporting(dsn: string): void {
  reporter ??= import('./error-reporting.client.ts').then((sdk) => sdk.start(dsn));
}

/** The DSN the root loader gives every page (app/root.tsx); null when SENTRY_DSN is unset. */
export const useErrorReportingDsn = () =>
  useRouteLoaderData<{ errorReportingDsn: string | null }>('root')?.errorReportingDsn ?? null;

/**
 * Reports an error caught by an error boundary (uncaught errors are reported by the SDK itself). It starts the
 * reporting itself: a boundary's effect runs before the layout's that would, so a page that fails as it is first
 * drawn would otherwise go unreported.
 */
export function useReportError(error: unknown): void {
  const dsn = useErrorReportingDsn();
  useEffect(() => {
    if (!dsn) return;
    startErrorReporting(dsn);
    void reporter?.then((report) => report(error));
  }, [dsn, error]);
}
