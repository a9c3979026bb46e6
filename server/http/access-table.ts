// OWASP A01 (decisions 161, 255): who may call what. One row per /data/* operation outside the back office, as the
// OpenAPI document names it. The OpenAPI document takes each operation's security requirement from this table
// (server/http/openapi.ts), and server/http/access-control.test.ts reads it against the real route table and proves
// every row (a visitor gets 401; for an owned row another account gets 404), so the document and the enforcement
// cannot drift, and a route added without a row fails the suite. The back office (every /data/admin route and the
// calls in BACK_OFFICE_API) is decided by core/backoffice/permissions.ts, which names each call's permission, and is
// tested role by role in server/modules/staff/access.test.ts; it needs no row here.
//
//   public  anyone, signed in or not; reads or writes nothing that belongs to one account
//   self    signed in (visitor: 401); acts only on the viewer's own things, found by the session
//   owned   signed in, and names one account's thing (an ad, a picture, a payment, a conversation…): its owner
//           succeeds, any other account gets 404 (spec: never 403 for others' data), a visitor 401
import { apiPermission, isBackOfficeApi, type Permission } from '../../core/backoffice/permissions.ts';

export type Access = 'public' | 'self' | 'owned';

/** Every /data/* operation outside the back office (`GET /data/favorites/{id}`), with who may call it. */
export const API_ACCESS: Readonly<Record<string, Access>> = {
  'GET /data/categories/{locale}': 'public',
  'GET /data/locations/{locale}': 'public',
  'GET /data/serp': 'public',
  'GET /data/details': 'public',
  'GET /data/home': 'public',
  'GET /data/static/meta': 'public',
  'GET /data/page-content/{name}': 'public',
  'GET /data/banners': 'public',
  'GET /data/online_membership/': 'public',
  'GET /data/shops': 'public',
  // A shop's page data: public, 410 once its member's term has ended.
  'GET /data/shops/serp': 'public',
  // Doorstep delivery: public lists; recent reads only the ids the caller sends.
  'GET /data/doorstep/featured': 'public',
  'GET /data/doorstep/popular': 'public',
  'GET /data/doorstep/count': 'public',
  'GET /data/doorstep/shops': 'public',
  'POST /data/doorstep/recent': 'public',
  // The courier's places for the address form; the courier's webhook (a signal: the order moves only on what the
  // courier answers when asked, decision 170).
  'GET /data/orders/places': 'public',
  'POST /data/orders/courier/webhook': 'public',
  'GET /data/banners/{id}/click': 'public',
  'GET /data/vertical/jobs': 'public',
  // The viewer's own channels and unread count: signed in (listed public until decision 255 found that it answers a
  // visitor 401).
  'GET /data/chat/config': 'self',
  'POST /data/contact-requests': 'public',
  // The seller's number, shown to anyone who asks (counted and rate-limited).
  'POST /data/ads/{id}/phone-numbers': 'public',
  'POST /data/ads/{id}/reports': 'public',
  // Sign-up, sign-in, sign-out and resets: the way in, for visitors.
  'POST /data/account': 'public',
  'POST /data/account/confirm': 'public',
  'POST /data/sessions': 'public',
  'POST /data/sessions/google': 'public',
  'POST /data/sessions/phone/code': 'public',
  'POST /data/sessions/phone': 'public',
  // The second step for an account with a second factor: acts only on the pending session its own token names.
  'POST /data/sessions/second-factor': 'public',
  'POST /data/logout': 'public',
  'POST /data/password-resets': 'public',
  'POST /data/password-resets/complete': 'public',
  // The payment processors' callbacks: the payment is found by the processor's signed answer, not by a session.
  'GET /data/payments/{processor}/return': 'public',
  'POST /data/payments/{processor}/return': 'public',
  'POST /data/payments/{processor}/notify': 'public',
  // Help chat (decision 101): opens the signed-in person's own conversation with Haat support (a visitor gets 401,
  // as server/modules/chat/support.test.ts expects; listed public until decision 255).
  'POST /data/chat/support': 'self',

  'GET /data/account': 'self',
  'GET /data/my/ad-quota': 'self',
  'GET /data/my/shop': 'self',
  'POST /data/my/shops': 'self',
  'POST /data/my/shop/dealer-application': 'self',
  // Names the member's shop; another member's shop is 404 (server/modules/shops/routes.test.ts), which needs a
  // membership in force to reach, so it is proven there.
  'PUT /data/my/shops/{id}': 'self',
  'GET /data/memberships/quote': 'self',
  // Names one of the viewer's ads; another account's ad is 404 (server/modules/memberships/routes.test.ts), which
  // needs a membership in force to reach, so it is proven there rather than in this table's generic rows.
  'POST /data/memberships/included-promotions': 'self',
  'PATCH /data/account': 'self',
  'DELETE /data/account': 'self',
  'PUT /data/account/password': 'self',
  'GET /data/account/phone-numbers': 'self',
  'GET /data/account/sessions': 'self',
  'POST /data/account/second-factor': 'self',
  'POST /data/account/second-factor/confirm': 'self',
  'GET /data/account/second-factor': 'self',
  'POST /data/account/second-factor/disable': 'self',
  'POST /data/account/phone-numbers': 'self',
  'POST /data/account/phone-numbers/verify': 'self',
  'POST /data/pictures': 'self',
  'POST /data/ads': 'self',
  'GET /data/ads/draft': 'self',
  'PUT /data/ads/draft': 'self',
  'DELETE /data/ads/draft': 'self',
  'GET /data/my/ads': 'self',
  'GET /data/favorites': 'self',
  // The id is a public ad; the favourite is the viewer's.
  'POST /data/favorites/{id}': 'self',
  'DELETE /data/favorites/{id}': 'self',
  'GET /data/saved-searches': 'self',
  'POST /data/saved-searches': 'self',
  'GET /data/notifications': 'self',
  'POST /data/notifications/read': 'self',
  // The account's own channel choice, found by the session: no other account's can be named.
  'GET /data/notifications/channels': 'self',
  'PUT /data/notifications/channels': 'self',
  'POST /data/payments/checkout': 'self',
  'GET /data/my/payments': 'self',
  // Doorstep orders: the price and the order are the viewer's; the list is of the viewer's own orders.
  'POST /data/orders/quote': 'self',
  'POST /data/orders': 'self',
  'GET /data/my/orders': 'self',
  'GET /data/my/balance': 'self',
  'GET /data/my/promotions': 'self',
  'POST /data/chat/v2/auth': 'self',
  'GET /data/chat/conversations': 'self',
  'POST /data/chat/pictures': 'self',
  'GET /data/jobs/resume': 'self',
  'PUT /data/jobs/resume': 'self',
  'GET /data/jobs/resume/viewers': 'self',
  'GET /data/jobs/applications': 'self',
  'POST /data/jobs/{id}/applications': 'self',
  'GET /data/jobs/employer/jobs': 'self',
  // The profile database: an employer's pack, counted per employer.
  'GET /data/jobs/resumes': 'self',
  'POST /data/jobs/resumes/{id}/reveal': 'self',

  'DELETE /data/account/phone-numbers/{number}': 'owned',
  'DELETE /data/account/sessions/{id}': 'owned',
  'DELETE /data/pictures/{id}': 'owned',
  'GET /data/ads/{id}': 'owned',
  'PUT /data/ads/{id}': 'owned',
  'DELETE /data/ads/{id}': 'owned',
  'POST /data/ads/{id}/sold': 'owned',
  'POST /data/ads/{id}/republish': 'owned',
  // The dashboard is the viewer's own; `ad` narrows it to one of their ads, another account's ad is not found.
  'GET /data/my/membership': 'owned',
  'GET /data/my/ads/{id}/stats': 'owned',
  'GET /data/my/ads/{id}/forecast': 'owned',
  'PATCH /data/saved-searches/{id}': 'owned',
  'DELETE /data/saved-searches': 'owned',
  'GET /data/payments/{code}': 'owned',
  'POST /data/payments/{code}/discard': 'owned',
  'GET /data/promotions/invoice-details': 'owned',
  'GET /data/promotions/available-products': 'owned',
  'POST /data/products/upsell': 'owned',
  'GET /data/chat/conversation': 'owned',
  'POST /data/chat/conversation': 'owned',
  'GET /data/chat/messages': 'owned',
  'POST /data/chat/reports': 'owned',
  'POST /data/chat/users/block': 'owned',
  'DELETE /data/chat/conversations': 'owned',
  'PATCH /data/jobs/applications/{id}': 'owned',
  'GET /data/jobs/employer/jobs/{id}/applicants': 'owned',
  'GET /data/my/orders/{id}': 'owned',
  'POST /data/my/orders/{id}/confirm': 'owned',
  'POST /data/my/orders/{id}/book': 'owned',
  'POST /data/my/orders/{id}/accept': 'owned',
  'POST /data/my/orders/{id}/pay': 'owned',
  'POST /data/my/orders/{id}/complaint': 'owned',
  'POST /data/my/orders/{id}/cancel': 'owned',
  'GET /data/jobs/employer/jobs/{id}/applicants.csv': 'owned',
};

/** Who may call an operation: anyone, a signed-in account, or staff holding a permission. */
export type OperationAccess =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'staff'; permission: Permission | null };

/**
 * Who may call the operation of a Fastify route (`GET`, `/data/favorites/:id`): the back office's from
 * core/backoffice/permissions.ts (null: a /data/admin route it does not name, refused to everyone), the others from
 * API_ACCESS; undefined for an operation without a row (the access-control test fails on it).
 */
export function operationAccess(method: string, url: string): OperationAccess | undefined {
  if (isBackOfficeApi(url)) return { kind: 'staff', permission: apiPermission(method, url) };
  const access = API_ACCESS[`${method} ${url.replace(/:([A-Za-z_]+)/g, '{$1}')}`];
  if (access === undefined) return undefined;
  return access === 'public' ? { kind: 'public' } : { kind: 'signed-in' };
}
