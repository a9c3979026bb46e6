// Sessions in HTTP, one way for the /data/* routes and the pages (getLoadContext): a session token from the
// `Authorization: Bearer` header (the apps) or the HttpOnly session cookie (the site), the cookies, and the viewer a
// route requires. The plugin that resolves the viewer and guards against CSRF is viewer.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { Viewer } from '../context.ts';
import { DEVICE_DAYS } from '../../core/accounts/device-label.ts';

export const SESSION_COOKIE = 'haat_session';
/**
 * The session cookie's name behind TLS (decision 187): a browser takes a `__Host-` cookie only when it is Secure, for
 * Path=/ and without Domain, so no subdomain or plain-http page can set or shadow it. Plain http (a laptop) keeps
 * SESSION_COOKIE, which browsers would refuse under this name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Marks a device that has signed in (decision 58); kept at logout, so the device stays known. */
const DEVICE_COOKIE = 'haat_device';
/**
 * A page's SMS code step while its code lives (decision 256): a cheap Android reloads the page on the way back from
 * the SMS app, and the step must survive it. HttpOnly: the token stays out of the page and its history.
 */
const CODE_STEP_COOKIE = 'haat_code_step';
/**
 * Cleared at logout with the session (spec section 4: session token, user and identity cookies), and a code step
 * left open, so the next person on a shared phone does not meet it.
 */
const LOGOUT_COOKIES = [SESSION_COOKIE, 'haat_user', 'haat_identity', CODE_STEP_COOKIE];
export const SECONDS_A_DAY = 24 * 3600;

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}

export interface TokenSource {
  readonly token: string;
  readonly via: 'bearer' | 'cookie';
}

export function sessionTokenFrom(headers: {
  authorization?: string | null;
  cookie?: string | null;
}): TokenSource | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie =
    readCookie(headers.cookie ?? undefined, SECURE_SESSION_COOKIE) ??
    readCookie(headers.cookie ?? undefined, SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export function sessionCookieFor(token: string, maxAge: number, secure: boolean): string {
  return secure
    ? `${SECURE_SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax; Secure`
    : `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return sessionCookieFor(token, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)), secure);
}

export const deviceTokenFrom = (cookieHeader: string | null | undefined): string | null =>
  readCookie(cookieHeader ?? undefined, DEVICE_COOKIE);

export function deviceCookie(token: string, secure: boolean): string {
  const maxAge = DEVICE_DAYS * 24 * 3600;
  return `${DEVICE_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const CodeStepSchema = z.object({
  purpose: z.enum(['add_phone', 'phone_login']),
  token: z.string().min(20).max(100),
  phone: z.string().max(20),
  resendAt: z.iso.datetime(),
});
/** What a page's code step needs again after a reload: the code's token, the number and when a resend is allowed. */
export type CodeStep = z.infer<typeof CodeStepSchema>;

/** Keeps `step` for `maxAge` seconds (the code's life), or forgets it (null). */
export function codeStepCookie(step: CodeStep | null, maxAge: number, secure: boolean): string {
  const value = step ? Buffer.from(JSON.stringify(step)).toString('base64url') : '';
  return `${CODE_STEP_COOKIE}=${value}; Path=/; Max-Age=${step ? maxAge : 0}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The code step the browser keeps for `purpose`, if any (a malformed cookie is none). */
export function codeStepFrom(cookieHeader: string | null | undefined, purpose: CodeStep['purpose']): CodeStep | null {
  const value = readCookie(cookieHeader ?? undefined, CODE_STEP_COOKIE);
  if (!value) return null;
  try {
    const step = CodeStepSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()));
    return step.success && step.data.purpose === purpose ? step.data : null;
  } catch {
    return null;
  }
}

export function clearedCookies(secure: boolean): string[] {
  const names = secure ? [SECURE_SESSION_COOKIE, ...LOGOUT_COOKIES] : LOGOUT_COOKIES;
  return names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in viewer, resolved once per request on first use. */
    viewer(): Promise<Viewer | null>;
    sessionToken(): TokenSource | null;
  }
}

export const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether `origin` is this site (decision 66): one of the configured origins (PUBLIC_URL, ALLOWED_ORIGINS); only
 * when none is configured, the origin the request came to (scheme as a trusted proxy reports it, and Host).
 */
export function isOwnOrigin(origin: string, request: FastifyRequest, trusted: readonly string[]): boolean {
  try {
    // Through URL both sides drop a default port (Host: localhost:80 is the origin http://localhost).
    const { origin: claimed } = new URL(origin);
    if (trusted.length > 0) return trusted.includes(claimed);
    return claimed === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

export const PAYMENT_PROVIDER_CALLS = /^\/data\/payments\/[a-z]+\/(?:return|notify)(?:\?|$)/;

export function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

/** The signed-in viewer, or 401 (and a stale session cookie is cleared, so the client knows it is signed out). */
export async function requireViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  const viewer = await request.viewer();
  if (viewer) return viewer;
  if (request.sessionToken()?.via === 'cookie') void reply.header('set-cookie', clearedCookies(isSecure(request)));
  throw new AppError('UNAUTHORIZED');
}

/** Behind TLS (directly, or as a trusted proxy reports it), cookies are marked Secure. */
export const isSecure = (request: FastifyRequest): boolean => request.protocol === 'https';
