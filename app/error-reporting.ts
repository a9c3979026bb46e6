// Browser error reporting (spec section 8), started only when the server names a DSN (SENTRY_DSN): the SDK is
// then fetched as a chunk of its own after the page has loaded, so that a visitor without it pays one small module.
type Report = (error: unknown) => void;

let reporter: Promise<Report> | null = null;

export function startErrorReporting(dsn: string): void {
  reporter ??= import('./error-reporting.client.ts').then((sdk) => sdk.start(dsn));
}

/** Reports an error caught by an error boundary (uncaught errors are reported by the SDK itself). */
export function reportError(error: unknown): void {
  void reporter?.then((report) => report(error));
}
