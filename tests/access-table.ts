// OWASP A01 (decision 161): who may call what. One row per /data/* operation and per page module outside the
// back office, read against the real route tables by server/http/access-control.test.ts, so that a route added
// without a row fails the suite. The back office (every /data/admin route, the calls in BACK_OFFICE_API and the
// pages in BACK_OFFICE_PAGES) is decided by core/backoffice/permissions.ts and tested role by role in
// server/modules/staff/access.test.ts; it needs no row here.
//
//   public  anyone, signed in or not; reads or writes nothing that belongs to one account
//   self    signed in (visitor: 401 / the login page); acts only on the viewer's own things, found by the session
//   owned   signed in, and names one account's thing (an ad, a picture, a payment, a conversation…): its owner
//           succeeds, any other account gets 404 (spec: never 403 for others' data), a visitor 401 / the login page
import type { InjectOptions } from 'fastify';

export type Access = 'public' | 'self' | 'owned';

/** The things the owner has, made through the API and the seed factories before the rows run. */
export interface Owned {
  ad: { id: number; slug: string };
  /** The job ad's form as posted (what PUT /data/ads/{id} takes). */
  jobInput: Record<string, unknown>;
  /** Ads of the owner's that only the DELETE row and the sold row use. */
  adToDelete: { id: number; slug: string };
  adToSell: { id: number; slug: string };
  pictureId: number;
  savedSearchId: number;
  /** A conversation the owner started about someone else's ad. */
  conversation: string;
  /** The seller of that ad: the owner's counterpart in the conversation. */
  sellerId: number;
  paymentCode: string;
  /** An application to the owner's job ad. */
  job: { id: number; slug: string; applicationId: number };
  phone: string;
  /** A second session of the owner's (another device). */
  sessionId: number;
  /** A doorstep order the owner placed (as its buyer), not yet confirmed. */
  orderId: number;
}

type Call = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

/** An owned row: how to call it on the owner's thing, and what the owner gets. */
export interface OwnedCall {
  call: (owned: Owned) => Call;
  /** The owner's status (default: any 2xx). */
  ownerStatus?: number;
  /**
   * For a call on a list of the caller's things (delete these conversations): another account's call succeeds and
   * changes nothing (not 404, which would say which of the list exist). This call, made by the owner after it,
   * shows the thing is still there.
   */
  intact?: (owned: Owned) => Call;
}

/**
 * Every /data/* operation outside the back office, as the OpenAPI document names it. Owned rows say how to call
 * them on a thing of the owner's.
 */
export const API_ACCESS: Record<string, Access | OwnedCall> = {
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
  'GET /data/chat/config': 'public',
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
  // Help chat: a visitor may write to support too (decision 101).
  'POST /data/chat/support': 'public',

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

  'DELETE /data/account/phone-numbers/{number}': {
    call: (o) => ({ method: 'DELETE', url: `/data/account/phone-numbers/${encodeURIComponent(o.phone)}` }),
  },
  'DELETE /data/account/sessions/{id}': {
    call: (o) => ({ method: 'DELETE', url: `/data/account/sessions/${o.sessionId}` }),
  },
  'DELETE /data/pictures/{id}': { call: (o) => ({ method: 'DELETE', url: `/data/pictures/${o.pictureId}` }) },
  'GET /data/ads/{id}': { call: (o) => ({ method: 'GET', url: `/data/ads/${o.ad.id}` }) },
  'PUT /data/ads/{id}': { call: (o) => ({ method: 'PUT', url: `/data/ads/${o.job.id}`, payload: o.jobInput }) },
  'DELETE /data/ads/{id}': { call: (o) => ({ method: 'DELETE', url: `/data/ads/${o.adToDelete.id}` }) },
  'POST /data/ads/{id}/sold': { call: (o) => ({ method: 'POST', url: `/data/ads/${o.adToSell.id}/sold` }) },
  'POST /data/ads/{id}/republish': {
    // A published ad cannot be republished yet: the owner is told why, another account learns nothing.
    call: (o) => ({ method: 'POST', url: `/data/ads/${o.ad.id}/republish` }),
    ownerStatus: 409,
  },
  // The dashboard is the viewer's own; `ad` narrows it to one of their ads, another account's ad is not found.
  'GET /data/my/membership': { call: (o) => ({ method: 'GET', url: `/data/my/membership?ad=${o.ad.id}` }) },
  'GET /data/my/ads/{id}/stats': { call: (o) => ({ method: 'GET', url: `/data/my/ads/${o.ad.id}/stats` }) },
  'GET /data/my/ads/{id}/forecast': {
    call: (o) => ({ method: 'GET', url: `/data/my/ads/${o.ad.id}/forecast?kind=top_ad` }),
  },
  'PATCH /data/saved-searches/{id}': {
    call: (o) => ({ method: 'PATCH', url: `/data/saved-searches/${o.savedSearchId}`, payload: { alerts: false } }),
  },
  'DELETE /data/saved-searches': {
    call: (o) => ({ method: 'DELETE', url: '/data/saved-searches', payload: { ids: [o.savedSearchId] } }),
    intact: (o) => ({ method: 'PATCH', url: `/data/saved-searches/${o.savedSearchId}`, payload: { alerts: true } }),
  },
  'GET /data/payments/{code}': { call: (o) => ({ method: 'GET', url: `/data/payments/${o.paymentCode}` }) },
  'POST /data/payments/{code}/discard': {
    call: (o) => ({ method: 'POST', url: `/data/payments/${o.paymentCode}/discard` }),
  },
  'GET /data/promotions/invoice-details': {
    call: (o) => ({ method: 'GET', url: `/data/promotions/invoice-details?paymentCode=${o.paymentCode}` }),
  },
  'GET /data/promotions/available-products': {
    call: (o) => ({ method: 'GET', url: `/data/promotions/available-products?slug=${o.ad.slug}` }),
  },
  'POST /data/products/upsell': {
    call: (o) => ({
      method: 'POST',
      url: '/data/products/upsell',
      payload: { slug: o.ad.slug, promotions: [{ kind: 'top_ad', selected: false, value: null }] },
    }),
    // Past the ownership check, the owner is told to choose something.
    ownerStatus: 400,
  },
  'GET /data/chat/conversation': {
    call: (o) => ({ method: 'GET', url: `/data/chat/conversation?conversation=${o.conversation}` }),
  },
  'POST /data/chat/conversation': {
    call: (o) => ({
      method: 'POST',
      url: '/data/chat/conversation',
      payload: {
        conversation: o.conversation,
        publish_message: true,
        last_message: { text: 'Still for sale?', client_key: `access-${Date.now()}` },
      },
    }),
  },
  'GET /data/chat/messages': {
    call: (o) => ({ method: 'GET', url: `/data/chat/messages?conversation_name=${o.conversation}` }),
  },
  'POST /data/chat/reports': {
    call: (o) => ({
      method: 'POST',
      url: '/data/chat/reports',
      payload: { conversation: o.conversation, reason: 'spam' },
    }),
  },
  'POST /data/chat/users/block': {
    call: (o) => ({
      method: 'POST',
      url: '/data/chat/users/block',
      payload: { users_list: [{ account_id: o.sellerId }], block: false },
    }),
  },
  'DELETE /data/chat/conversations': {
    call: (o) => ({ method: 'DELETE', url: '/data/chat/conversations', payload: { conversations: [o.conversation] } }),
    intact: (o) => ({ method: 'GET', url: `/data/chat/conversation?conversation=${o.conversation}` }),
  },
  'PATCH /data/jobs/applications/{id}': {
    call: (o) => ({
      method: 'PATCH',
      url: `/data/jobs/applications/${o.job.applicationId}`,
      payload: { status: 'shortlisted' },
    }),
  },
  'GET /data/jobs/employer/jobs/{id}/applicants': {
    call: (o) => ({ method: 'GET', url: `/data/jobs/employer/jobs/${o.job.id}/applicants` }),
  },
  'GET /data/my/orders/{id}': { call: (o) => ({ method: 'GET', url: `/data/my/orders/${o.orderId}` }) },
  // The owner is the buyer: steps that are the seller's, or not yet possible, are refused past the ownership check.
  'POST /data/my/orders/{id}/confirm': {
    call: (o) => ({ method: 'POST', url: `/data/my/orders/${o.orderId}/confirm` }),
    ownerStatus: 409,
  },
  'POST /data/my/orders/{id}/book': {
    call: (o) => ({ method: 'POST', url: `/data/my/orders/${o.orderId}/book` }),
    ownerStatus: 409,
  },
  'POST /data/my/orders/{id}/accept': {
    call: (o) => ({ method: 'POST', url: `/data/my/orders/${o.orderId}/accept` }),
    ownerStatus: 409,
  },
  // A cash order: nothing to pay online, the owner is answered the order and no payment page.
  'POST /data/my/orders/{id}/pay': { call: (o) => ({ method: 'POST', url: `/data/my/orders/${o.orderId}/pay` }) },
  'POST /data/my/orders/{id}/complaint': {
    call: (o) => ({
      method: 'POST',
      url: `/data/my/orders/${o.orderId}/complaint`,
      payload: { text: 'The parcel never came to me.' },
    }),
    ownerStatus: 409,
  },
  // Last of the order's rows: the buyer cancels before the seller confirms.
  'POST /data/my/orders/{id}/cancel': {
    call: (o) => ({ method: 'POST', url: `/data/my/orders/${o.orderId}/cancel` }),
  },
  'GET /data/jobs/employer/jobs/{id}/applicants.csv': {
    call: (o) => ({ method: 'GET', url: `/data/jobs/employer/jobs/${o.job.id}/applicants.csv` }),
  },
};

/**
 * Every page module of app/routes.ts outside the back office. An owned page names the owner's thing by its path
 * (`:slug`, `:adSlug`, `:adId`): the test fills them with the owner's ad.
 */
export const PAGE_ACCESS: Record<string, Access> = {
  'shell/root-redirect.tsx': 'public',
  'home/home.tsx': 'public',
  'search/search.tsx': 'public',
  'ad-page/ad.tsx': 'public',
  'search/lite-search.tsx': 'public',
  'ad-page/lite-ad.tsx': 'public',
  'home/recent-views.tsx': 'public',
  // The landing, and (as /payment/membership/{slug}) a group's packages: the latter sends a visitor to the login
  // page, proven in tests/e2e/memberships.test.ts.
  'memberships/membership.tsx': 'public',
  'shops/shops.tsx': 'public',
  'shops/shop.tsx': 'public',
  'doorstep/doorstep.tsx': 'public',
  'doorstep/essentials.tsx': 'public',
  'accounts/login.tsx': 'public',
  'accounts/sign-up.tsx': 'public',
  'accounts/confirm-email.tsx': 'public',
  'accounts/forgot-password.tsx': 'public',
  'accounts/reset-password.tsx': 'public',
  'accounts/logout.tsx': 'public',
  'content/content-page.tsx': 'public',
  'content/sitemap.tsx': 'public',
  'content/help.tsx': 'public',
  'jobs/jobs.tsx': 'public',
  'chat/support-chat.tsx': 'public',
  // The ad is public; the favourite is the viewer's.
  'favorites/favorite.tsx': 'self',
  'memberships/my-membership.tsx': 'self',
  'shops/my-membership-shop.tsx': 'self',
  'memberships/membership-summary.tsx': 'self',
  'jobs/apply.tsx': 'self',
  'accounts/password-update.tsx': 'self',
  'accounts/my-account.tsx': 'self',
  'accounts/my-settings.tsx': 'self',
  'accounts/my-two-step.tsx': 'self',
  'accounts/my-phone-number.tsx': 'self',
  'ads/post-ad.tsx': 'self',
  'ads/post-ad-details.tsx': 'self',
  'ads/my-ads.tsx': 'self',
  'favorites/my-favorite-ads.tsx': 'self',
  'saved-searches/my-saved-search.tsx': 'self',
  'notifications/my-notifications.tsx': 'self',
  'payments/payment-confirm.tsx': 'self',
  'payments/payment-transaction.tsx': 'self',
  'chat/chat.tsx': 'self',
  'chat/chat-single.tsx': 'self',
  'jobs/my-applications.tsx': 'self',
  'jobs/my-resume.tsx': 'self',
  'jobs/my-employer-dashboard.tsx': 'self',
  'jobs/my-profile-database.tsx': 'self',
  'accounts/login-required.tsx': 'self',
  'ads/ad-edit.tsx': 'owned',
  'promotions/ad-promote.tsx': 'owned',
  'ads/my-delete.tsx': 'owned',
  'ad-stats/my-ad-stats.tsx': 'owned',
  // Buy now names a public ad; the orders list is the viewer's own.
  'orders/buy-now.tsx': 'self',
  'orders/my-orders.tsx': 'self',
  // Names one order (:orderId): another account's is not found (server/modules/orders/routes.test.ts proves it
  // through the same service; the page test below fills :orderId with the owner's order).
  'orders/my-order.tsx': 'owned',
};
