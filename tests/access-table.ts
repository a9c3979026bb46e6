// OWASP A01 (decisions 161, 255): the test side of the access table. The API's rows (who may call each /data/*
// operation) are in server/http/access-table.ts, where the OpenAPI document reads them too; here are the page
// modules' rows and, for each owned API row, how the test calls it on the owner's thing. Both are read against the
// real route tables by server/http/access-control.test.ts, so that a route added without a row fails the suite. The
// back office (every /data/admin route, the calls in BACK_OFFICE_API and the pages in BACK_OFFICE_PAGES) is decided
// by core/backoffice/permissions.ts and tested role by role in server/modules/staff/access.test.ts.
//
//   public  anyone, signed in or not; reads or writes nothing that belongs to one account
//   self    signed in (visitor: the login page); acts only on the viewer's own things, found by the session
//   owned   signed in, and names one account's thing (an ad, an order…): its owner opens it, any other account gets
//           404 (spec: never 403 for others' data), a visitor the login page
import type { InjectOptions } from 'fastify';
import type { Access } from '../server/http/access-table.ts';

export type { Access };

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
 * How to call each owned row of the access table (server/http/access-table.ts) on a thing of the owner's, and what
 * the owner gets: one entry per row whose access is `owned` (the access-control test checks both ways).
 */
export const OWNED_CALLS: Record<string, OwnedCall> = {
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
  'home/lite-home.tsx': 'public',
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
  // Names a saved search by :id; another account's is not found (server/modules/saved-searches/routes.test.ts
  // proves it through the same service).
  'saved-searches/open-saved-search.tsx': 'self',
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
