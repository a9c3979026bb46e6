// Who a visitor is, for limits and "one per visitor" rules: the signed-in account, else a random id kept in the
// `haat_visitor` cookie (HttpOnly; it identifies a browser, not a person), else the client's address.
import { randomBytes } from 'node:crypto';

export const VISITOR_COOKIE = 'haat_visitor';
const ONE_YEAR = 365 * 24 * 3600;

export function visitorIdFrom(cookieHeader: string | undefined | null): string | null {
  const match = /(?:^|;\s*)haat_visitor=([A-Za-z0-9_-]{16,64})(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] ?? null;
}

export const newVisitorId = () => randomBytes(16).toString('base64url');

export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The visitor key of a request and, when the browser has no visitor cookie yet, the cookie to set. Signed-in
 * visitors are their account.
 */
export function identifyVisitor(
  userId: number | null,
  cookieHeader: string | undefined | null,
  secure: boolean,
): { visitor: string; setCookie: string | null } {
  if (userId !== null) return { visitor: `user:${userId}`, setCookie: null };
  const existing = visitorIdFrom(cookieHeader);
  if (existing) return { visitor: `visitor:${existing}`, setCookie: null };
  const id = newVisitorId();
  return { visitor: `visitor:${id}`, setCookie: visitorCookie(id, secure) };
}
