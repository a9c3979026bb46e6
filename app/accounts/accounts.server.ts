// Server-only helpers for the account pages: the login rule of protected pages (spec section 2 "Account area"),
// safe redirects after login, session cookies on page responses, and turning service errors into form errors.
import { redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { Locale } from '../../core/catalogue.ts';
import { errorText } from '../../core/error-messages.ts';
import { AppError } from '../../core/errors.ts';
import type { Viewer } from '../../server/context.ts';
import type { SignedIn } from '../../server/modules/accounts/index.ts';
import { loginPath } from './login-path.ts';

/** The request's path and query, as a redirect back to the same page needs them. */
export const pathAndQuery = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * The login rule of every protected page: an anonymous visitor goes to the login page with the current address
 * (its query kept) as redirect-url. A stale session cookie is cleared on the way.
 */
export function requireViewer(context: AppLoadContext, request: Request, locale: Locale): Viewer {
  if (context.viewer) return context.viewer;
  const headers = new Headers();
  if (context.modules.http.sessionTokenFrom({ cookie: request.headers.get('cookie') })) {
    for (const cookie of context.modules.http.clearedCookies(isSecure(request))) headers.append('set-cookie', cookie);
  }
  throw redirect(loginPath(locale, pathAndQuery(request)), { headers });
}

/** The known-device token the browser sends (decision 58), if any. */
export const deviceOf = (context: Pick<AppLoadContext, 'modules'>, request: Request) =>
  context.modules.http.deviceTokenFrom(request.headers.get('cookie'));

export const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';

/**
 * A redirect that signs the browser in (sets the session cookie and marks the device known, decision 58), ending
 * the session it held before, if any.
 */
export async function signedInRedirect(
  context: AppLoadContext,
  request: Request,
  { account, session }: SignedIn,
  to: string,
): Promise<Response> {
  const previous = context.modules.http.sessionTokenFrom({ cookie: request.headers.get('cookie') });
  if (previous && previous.token !== session.token)
    await context.modules.accounts.revokeSession(context.db, previous.token);
  if (session.second_factor_pending) {
    // The account has a second factor: the same page asks for its code (decision 189); nothing is remembered yet.
    const ask = new URL(request.url);
    ask.searchParams.set('second-factor', '1');
    const cookie = context.modules.http.sessionCookie(session.token, session.expiresAt, isSecure(request));
    return redirect(`${ask.pathname}${ask.search}`, { headers: { 'set-cookie': cookie } });
  }
  const device = await context.modules.accounts.rememberDevice(context.db, account.id, deviceOf(context, request));
  await context.modules.accounts.noteSessionDevice(
    context.db,
    session.id,
    request.headers.get('user-agent') ?? undefined,
  );
  const who = { user_id: account.id, session_id: session.id };
  context.modules.http.logSecurityEvent(
    context.log,
    'signin.success',
    context.modules.http.pageWhere(request, context.clientIp),
    who,
  );
  const headers = new Headers();
  headers.append('set-cookie', context.modules.http.sessionCookie(session.token, session.expiresAt, isSecure(request)));
  headers.append('set-cookie', context.modules.http.deviceCookie(device, isSecure(request)));
  return redirect(to, { headers });
}

/** A sign-in form's refusal (wrong password or code, locked out, suspended) as a security event. */
export function logSignInFailure(context: AppLoadContext, request: Request, error: unknown): void {
  const event = error instanceof AppError ? context.modules.http.refusalEvent(error.code, true, false) : null;
  if (event && error instanceof AppError) {
    context.modules.http.logSecurityEvent(
      context.log,
      event,
      context.modules.http.pageWhere(request, context.clientIp),
      {},
      error.code,
    );
  }
}

export function signedOutRedirect(context: Pick<AppLoadContext, 'modules'>, request: Request, to: string): Response {
  const headers = new Headers();
  for (const cookie of context.modules.http.clearedCookies(isSecure(request))) headers.append('set-cookie', cookie);
  return redirect(to, { headers });
}

/** What a form shows after a failed submit: one message for the form and one key per bad field. */
export interface FormFailure {
  readonly ok: false;
  readonly message: string;
  readonly fields: Record<string, string>;
}

/** `fieldOf` names the form field of a violation path; by default its last segment. */
export function formFailure(
  locale: Locale,
  error: unknown,
  fieldOf: (path: string) => string = (path) => path.split('.').at(-1) ?? '',
): FormFailure {
  if (!(error instanceof AppError)) throw error;
  const fields: Record<string, string> = {};
  for (const violation of error.violations ?? []) {
    const name = fieldOf(violation.path);
    fields[name] ??= violation.message;
  }
  return { ok: false, message: errorText(locale, error), fields };
}

/** Parses a submitted form with the schema shared with the API (an error becomes a form failure). */
export async function readForm<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const form = Object.fromEntries(await request.formData());
  const result = schema.safeParse(form);
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_FAILED',
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
