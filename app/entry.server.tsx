// React Router's default Node entry, plus a Content-Security-Policy with a fresh nonce per page: only this site's
// scripts (and Google's sign-in script) may run, so an injected <script> cannot read or act with a visitor's session.
import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { AppError } from '../core/errors.ts';
import { NonceProvider } from './ui/nonce.tsx';

export const streamTimeout = 5_000;

/**
 * A page loader or action failed (not an answer it threw on purpose): logged and reported like the API's failures
 * (this replaces React Router's own logging of them).
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  const status = error instanceof AppError ? error.status : 500;
  if (request.signal.aborted || status < 500) return;
  const url = new URL(request.url);
  context.log.error({ err: error, url: url.pathname + url.search }, 'page failed');
  void context.modules.http.reportError(
    context.config,
    error,
    { route: 'page', method: request.method, url: url.pathname + url.search },
    status,
  );
}

/**
 * `paymentPages`: the payment providers' hosted pages, where the checkout form's answer redirects;
 * `errorReporting`: the error-reporting service's origin, where the browser sends its reports.
 */
function contentSecurityPolicy(nonce: string, paymentPages: readonly string[], errorReporting: string): string {
  const google = 'https://accounts.google.com';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${google}/gsi/client`,
    // Google's button draws with its own stylesheet; React writes style attributes.
    `style-src 'self' 'unsafe-inline' ${google}/gsi/style`,
    "img-src 'self' data: blob:",
    `connect-src 'self' ${google}/gsi/ ${errorReporting}`.trim(),
    `frame-src ${google}/gsi/`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...paymentPages].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * The page's stream as it goes to the visitor:
 * - without the `modulepreload` links React puts at the top of <head>: on a slow network they download the
 *   page's scripts ahead of and beside the page and its stylesheet, delaying the first paint; without them the scripts
 *   are fetched from the module script at the end of the page. Only <head> is held and rewritten;
 * - in one piece per turn of the event loop: React writes a page in 4 KB chunks, all at once, and each chunk would
 *   otherwise cross the web stream to the socket, and the kernel, on its own (23 writes for a results page).
 */
function pageStream(options: { final: (callback: () => void) => void }): Transform {
  let head: string | null = '';
  let pending: Buffer[] = [];
  const send = (stream: Transform) => {
    if (pending.length > 0) stream.push(Buffer.concat(pending));
    pending = [];
  };
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) {
        if (pending.length === 0) setImmediate(() => send(this));
        pending.push(chunk);
        return callback();
      }
      head += chunk.toString();
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      const rewritten = head.slice(0, end).replace(MODULE_PRELOAD, '') + head.slice(end);
      head = null;
      pending.push(Buffer.from(rewritten));
      setImmediate(() => send(this));
      callback();
    },
    flush(callback) {
      send(this);
      callback(null, head || undefined);
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = randomBytes(16).toString('base64');
  // Vite's development server injects inline scripts of its own: the policy applies to the built site only.
  if (loadContext.config.NODE_ENV !== 'development') {
    // The browser sends its error reports to the DSN's host (app/error-reporting.ts).
    const dsn = loadContext.config.SENTRY_DSN;
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, loadContext.payments.hostedPageOrigins, dsn ? new URL(dsn).origin : ''),
    );
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = pageStream({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell are logged by React Router; these come later, while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
