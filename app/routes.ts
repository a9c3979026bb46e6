// Every page route in one table (STYLE: one table of routes), read against spec section 2. Any path whose first
// segment is not a supported locale is answered by the locale layout with the not-found page.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { BACK_OFFICE_PAGES } from '../core/backoffice/permissions.ts';
import { CATCH_ALL_ROUTE, embeddablePaths } from '../core/content-pages.ts';

// Login-required pages that have no screen yet (spec section 6); each feature replaces its line with its module.
const loginRequired = (path: string, id: string) => route(path, 'routes/login-required.tsx', { id });

export default [
  index('routes/root-redirect.tsx'),
  // The review paths of the site configuration (spec section 2) lead to the guide pages in the default locale.
  route('reviews/cars', 'routes/root-redirect.tsx', { id: 'reviews-cars-redirect' }),
  route('reviews/bikes', 'routes/root-redirect.tsx', { id: 'reviews-bikes-redirect' }),
  route(':locale', 'routes/locale.tsx', [
    index('routes/home.tsx'),
    // Every search result route form of spec section 2 is read by one module (core/search parses the URL).
    route('ads', 'routes/search.tsx', { id: 'search' }),
    route('ads/*', 'routes/search.tsx', { id: 'search-path' }),
    route('ad/:slug', 'routes/ad.tsx'),
    // Lite pages for the AMP pages flag (decision 201): results and ad pages with no client script.
    route('lite/ads', 'routes/lite-search.tsx', { id: 'lite-search' }),
    route('lite/ads/*', 'routes/lite-search.tsx', { id: 'lite-search-path' }),
    route('lite/ad/:slug', 'routes/lite-ad.tsx'),
    // Promotions: the promote page (the admin's prices are in the back office)
    route('ad/:slug/promote', 'routes/ad-promote.tsx'),
    // The ad page's neighbours: favourites, saved searches, notifications, reports.
    route('favorites/:adId', 'routes/favorite.tsx'),
    route('recent-views', 'routes/recent-views.tsx'),
    route('my/favorite-ads', 'routes/my-favorite-ads.tsx'),
    route('my/saved-search', 'routes/my-saved-search.tsx'),
    route('my/notifications', 'routes/my-notifications.tsx'),
    // Doorstep orders: buy now, and the buyer's and seller's orders
    route('buy/:adId', 'routes/buy-now.tsx'),
    route('my/orders', 'routes/my-orders.tsx'),
    route('my/orders/:orderId', 'routes/my-order.tsx'),
    // Accounts
    route('users/login', 'routes/login.tsx'),
    route('users/sign-up', 'routes/sign-up.tsx'),
    route('users/confirm-email', 'routes/confirm-email.tsx'),
    route('users/forgot-password', 'routes/forgot-password.tsx'),
    route('users/reset-password', 'routes/reset-password.tsx'),
    route('users/logout', 'routes/logout.tsx'),
    route('password-update', 'routes/password-update.tsx'),
    route('my/account', 'routes/my-account.tsx'),
    route('my/settings', 'routes/my-settings.tsx'),
    route('my/two-step', 'routes/my-two-step.tsx'),
    route('my/phone-number', 'routes/my-phone-number.tsx'),
    // Posting and managing ads
    route('post-ad', 'routes/post-ad.tsx'),
    route('post-ad/details', 'routes/post-ad-details.tsx'),
    route('ad/:adSlug/edit', 'routes/ad-edit.tsx'),
    ...(['published', 'pending', 'pending-payment', 'rejected', 'republish'] as const).map((list) =>
      route(`my/${list}-ads`, 'routes/my-ads.tsx', { id: `my-${list}-ads` }),
    ),
    route('my/delete/:slug', 'routes/my-delete.tsx'),
    // An ad's statistics for its seller
    route('my/ads/:adId/stats', 'routes/my-ad-stats.tsx'),
    // Payments: the confirmation pages and the transaction pages
    route('post-ad/confirm', 'routes/payment-confirm.tsx', { id: 'post-ad-confirm' }),
    route('edit-ad/confirm', 'routes/payment-confirm.tsx', { id: 'edit-ad-confirm' }),
    route('payment/transaction', 'routes/payment-transaction.tsx', { id: 'payment-transaction' }),
    route('post-ad/lst-fee/transaction', 'routes/payment-transaction.tsx', { id: 'listing-fee-transaction' }),
    // Chat
    route('chat', 'routes/chat.tsx'),
    route('chat-single/:adId', 'routes/chat-single.tsx'),
    // The help chat with Haat support (decision 101); the staff's inbox is in the back office
    route('support-chat', 'routes/support-chat.tsx'),
    // The sitemap, once on the site and once per app for the embed mode.
    ...embeddablePaths({ path: 'sitemap', platformAt: 'after' }).map((path, i) =>
      route(path, 'routes/sitemap.tsx', { id: `sitemap-${i}` }),
    ),
    // The back office: every page from the one table that also names the permission each needs.
    layout(
      'routes/admin-layout.tsx',
      BACK_OFFICE_PAGES.map((page) => route(page.path, page.file)),
    ),
    // The jobs vertical: jobs home, the apply flows, resumes, applications, employers.
    route('jobs', 'routes/jobs.tsx', { id: 'jobs-home' }),
    route('jobs/:segment', 'routes/jobs.tsx', { id: 'jobs-segment' }),
    route('apply/:slug', 'routes/apply.tsx', { id: 'apply' }),
    route('apply/:slug/:flow', 'routes/apply.tsx', { id: 'apply-flow' }),
    route('my/applications', 'routes/my-applications.tsx'),
    route('my/resume', 'routes/my-resume.tsx'),
    route('my/employer-dashboard', 'routes/my-employer-dashboard.tsx'),
    route('my/profile-database', 'routes/my-profile-database.tsx'),
    // The member dashboard
    route('my/membership', 'routes/my-membership.tsx'),
    // Shops: the directory, employers' shops, a shop (prefix match) and the member's shop settings.
    route('shops', 'routes/shops.tsx', { id: 'shops' }),
    route('shops/careers', 'routes/shops.tsx', { id: 'shops-careers' }),
    route('shops/:slug', 'routes/shop.tsx', { id: 'shop' }),
    route('shops/:slug/*', 'routes/shop.tsx', { id: 'shop-prefix' }),
    route('my/membership/shop', 'routes/my-membership-shop.tsx'),
    // Doorstep delivery: the landing (prefix match, spec section 2) and the essentials landing.
    route('doorstep-delivery', 'routes/doorstep.tsx', { id: 'doorstep' }),
    route('doorstep-delivery/*', 'routes/doorstep.tsx', { id: 'doorstep-prefix' }),
    route('essentials', 'routes/essentials.tsx', { id: 'essentials' }),
    route('essentials/:locationSlug/:categorySlug?', 'routes/essentials.tsx', { id: 'essentials-place' }),
    loginRequired('my/*', 'my-other'),
    // Memberships: the landing (with its app embeds), a group's payment landing and the summary.
    ...embeddablePaths({ path: 'membership', platformAt: 'after' }).map((path, i) =>
      route(path, 'routes/membership.tsx', { id: `membership-${i}` }),
    ),
    route('payment/membership/:slug', 'routes/membership.tsx', { id: 'membership-payment' }),
    route('payment/membership/:slug/summary', 'routes/membership-summary.tsx'),
    // Content pages: terms, privacy, help, info pages, seller landings, guides, each once on the site and
    // once per app for the embed mode (core/content-pages.ts reads the path). One catch-all route rather than a route
    // per page and platform: React Router matches a request against every route, several times per page drawn, and
    // these were 78 of 159. A path that names no page is the not-found page (its loader answers 404).
    route('*', 'routes/content-page.tsx', { id: CATCH_ALL_ROUTE }),
  ]),
] satisfies RouteConfig;
