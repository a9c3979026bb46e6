// Every page route in one table (STYLE: one table of routes), read against spec section 2. Any path whose first
// segment is not a supported locale is answered by the locale layout with the not-found page.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { BACK_OFFICE_PAGES } from '../core/backoffice/permissions.ts';
import { CATCH_ALL_ROUTE, embeddablePaths } from '../core/content-pages.ts';

// Login-required pages that have no screen yet (spec section 6); each feature replaces its line with its module.
const loginRequired = (path: string, id: string) => route(path, 'accounts/login-required.tsx', { id });

export default [
  index('shell/root-redirect.tsx'),
  // The review paths of the site configuration (spec section 2) lead to the guide pages in the default locale.
  route('reviews/cars', 'shell/root-redirect.tsx', { id: 'reviews-cars-redirect' }),
  route('reviews/bikes', 'shell/root-redirect.tsx', { id: 'reviews-bikes-redirect' }),
  route(':locale', 'shell/locale.tsx', [
    index('home/home.tsx'),
    // Every search result route form of spec section 2 is read by one module (core/search parses the URL).
    route('ads', 'search/search.tsx', { id: 'search' }),
    route('ads/*', 'search/search.tsx', { id: 'search-path' }),
    route('ad/:slug', 'ad-page/ad.tsx'),
    // Lite pages for the AMP pages flag (decision 201): home, results and ad pages with no client script.
    route('lite', 'home/lite-home.tsx'),
    route('lite/ads', 'search/lite-search.tsx', { id: 'lite-search' }),
    route('lite/ads/*', 'search/lite-search.tsx', { id: 'lite-search-path' }),
    route('lite/ad/:slug', 'ad-page/lite-ad.tsx'),
    // Promotions: the promote page (the admin's prices are in the back office)
    route('ad/:slug/promote', 'promotions/ad-promote.tsx'),
    // The ad page's neighbours: favourites, saved searches, notifications, reports.
    route('favorites/:adId', 'favorites/favorite.tsx'),
    route('recent-views', 'home/recent-views.tsx'),
    route('my/favorite-ads', 'favorites/my-favorite-ads.tsx'),
    route('my/saved-search', 'saved-searches/my-saved-search.tsx'),
    route('my/saved-search/:id', 'saved-searches/open-saved-search.tsx'),
    route('my/notifications', 'notifications/my-notifications.tsx'),
    // Doorstep orders: buy now, and the buyer's and seller's orders
    route('buy/:adId', 'orders/buy-now.tsx'),
    route('my/orders', 'orders/my-orders.tsx'),
    route('my/orders/:orderId', 'orders/my-order.tsx'),
    // Accounts
    route('users/login', 'accounts/login.tsx'),
    route('users/sign-up', 'accounts/sign-up.tsx'),
    route('users/confirm-email', 'accounts/confirm-email.tsx'),
    route('users/forgot-password', 'accounts/forgot-password.tsx'),
    route('users/reset-password', 'accounts/reset-password.tsx'),
    route('users/logout', 'accounts/logout.tsx'),
    route('password-update', 'accounts/password-update.tsx'),
    route('my/account', 'accounts/my-account.tsx'),
    route('my/settings', 'accounts/my-settings.tsx'),
    route('my/two-step', 'accounts/my-two-step.tsx'),
    route('my/phone-number', 'accounts/my-phone-number.tsx'),
    // Posting and managing ads
    route('post-ad', 'ads/post-ad.tsx'),
    route('post-ad/details', 'ads/post-ad-details.tsx'),
    route('ad/:adSlug/edit', 'ads/ad-edit.tsx'),
    ...(['published', 'pending', 'pending-payment', 'rejected', 'republish'] as const).map((list) =>
      route(`my/${list}-ads`, 'ads/my-ads.tsx', { id: `my-${list}-ads` }),
    ),
    route('my/delete/:slug', 'ads/my-delete.tsx'),
    // An ad's statistics for its seller
    route('my/ads/:adId/stats', 'ad-stats/my-ad-stats.tsx'),
    // Payments: the confirmation pages and the transaction pages
    route('post-ad/confirm', 'payments/payment-confirm.tsx', { id: 'post-ad-confirm' }),
    route('edit-ad/confirm', 'payments/payment-confirm.tsx', { id: 'edit-ad-confirm' }),
    route('payment/transaction', 'payments/payment-transaction.tsx', { id: 'payment-transaction' }),
    route('post-ad/lst-fee/transaction', 'payments/payment-transaction.tsx', { id: 'listing-fee-transaction' }),
    // Chat
    route('chat', 'chat/chat.tsx'),
    route('chat-single/:adId', 'chat/chat-single.tsx'),
    // The help chat with Haat support (decision 101); the staff's inbox is in the back office
    route('support-chat', 'chat/support-chat.tsx'),
    // The sitemap, once on the site and once per app for the embed mode.
    ...embeddablePaths({ path: 'sitemap', platformAt: 'after' }).map((path, i) =>
      route(path, 'content/sitemap.tsx', { id: `sitemap-${i}` }),
    ),
    // The help index above the help pages (decision 253), on the site and per app.
    ...embeddablePaths({ path: 'help', platformAt: 'after' }).map((path, i) =>
      route(path, 'content/help.tsx', { id: `help-${i}` }),
    ),
    // The back office: every page from the one table that also names the permission each needs.
    layout(
      'backoffice/admin-layout.tsx',
      BACK_OFFICE_PAGES.map((page) => route(page.path, page.file)),
    ),
    // The jobs vertical: jobs home, the apply flows, resumes, applications, employers.
    route('jobs', 'jobs/jobs.tsx', { id: 'jobs-home' }),
    route('jobs/:segment', 'jobs/jobs.tsx', { id: 'jobs-segment' }),
    route('apply/:slug', 'jobs/apply.tsx', { id: 'apply' }),
    route('apply/:slug/:flow', 'jobs/apply.tsx', { id: 'apply-flow' }),
    route('my/applications', 'jobs/my-applications.tsx'),
    route('my/resume', 'jobs/my-resume.tsx'),
    route('my/employer-dashboard', 'jobs/my-employer-dashboard.tsx'),
    route('my/profile-database', 'jobs/my-profile-database.tsx'),
    // The member dashboard
    route('my/membership', 'memberships/my-membership.tsx'),
    // Shops: the directory, employers' shops, a shop (prefix match) and the member's shop settings.
    route('shops', 'shops/shops.tsx', { id: 'shops' }),
    route('shops/careers', 'shops/shops.tsx', { id: 'shops-careers' }),
    route('shops/:slug', 'shops/shop.tsx', { id: 'shop' }),
    route('shops/:slug/*', 'shops/shop.tsx', { id: 'shop-prefix' }),
    route('my/membership/shop', 'shops/my-membership-shop.tsx'),
    // Doorstep delivery: the landing (prefix match, spec section 2) and the essentials landing.
    route('doorstep-delivery', 'doorstep/doorstep.tsx', { id: 'doorstep' }),
    route('doorstep-delivery/*', 'doorstep/doorstep.tsx', { id: 'doorstep-prefix' }),
    route('essentials', 'doorstep/essentials.tsx', { id: 'essentials' }),
    route('essentials/:locationSlug/:categorySlug?', 'doorstep/essentials.tsx', { id: 'essentials-place' }),
    loginRequired('my/*', 'my-other'),
    // Memberships: the landing (with its app embeds), a group's payment landing and the summary.
    ...embeddablePaths({ path: 'membership', platformAt: 'after' }).map((path, i) =>
      route(path, 'memberships/membership.tsx', { id: `membership-${i}` }),
    ),
    route('payment/membership/:slug', 'memberships/membership.tsx', { id: 'membership-payment' }),
    route('payment/membership/:slug/summary', 'memberships/membership-summary.tsx'),
    // Content pages: terms, privacy, help, info pages, seller landings, guides, each once on the site and
    // once per app for the embed mode (core/content-pages.ts reads the path). One catch-all route rather than a route
    // per page and platform: React Router matches a request against every route, several times per page drawn, and
    // these were 78 of 159. A path that names no page is the not-found page (its loader answers 404).
    route('*', 'content/content-page.tsx', { id: CATCH_ALL_ROUTE }),
  ]),
] satisfies RouteConfig;
