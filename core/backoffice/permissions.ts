// Who may do what in the back office (decision 131): ONE table of roles and their permissions, the table
// of back-office pages and the table of back-office API calls, each naming the one permission it needs. The API
// hook (server/modules/staff/access.ts) and the pages' loaders and actions (app/backoffice/access.server.ts)
// both ask `can` through these tables, so a rule changes here and nowhere else.

export const STAFF_ROLES = ['moderator', 'support', 'finance', 'admin'] as const;
export const ROLES = ['user', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** The daily dashboard (counts only, no personal data). */
  'dashboard',
  /** The review queue: approve, reject, mark a listing fee paid outside the processors. */
  'review',
  /** Reports of ads (resolve, take the ad down) and of chats (dismiss, warn or suspend the sender). */
  'reports',
  /** Find people and see their ads, reports and payments. */
  'people.view',
  /** Warn a person (a notice they see). */
  'people.warn',
  /** Suspend a person (ads hidden, sign-in refused, sessions ended) and restore them. */
  'people.suspend',
  /** Verify employers (the employer dashboard) and authorised dealers (their trade licence). */
  'people.verify',
  /** Reset a person's phone number (their verified numbers are removed; they verify again). */
  'people.phone',
  /** The payments list. */
  'money.view',
  /** Refund a payment. */
  'money.refund',
  /** What is sold: promotion products' prices, durations and sale (decision 106); membership prices (decision 178). */
  'catalogue',
  /** Answer visitors' help chats with Haat support (decision 101). */
  'support.chat',
  /** Content pages, banners, contact requests. */
  'content',
  /** The audit log of every back-office action. */
  'audit',
  /** Give and take staff roles (decision 157). */
  'staff',
  /** Rename, deactivate and reorder categories and places (decision 159). */
  'catalogue.edit',
  /** The automatic checks' banned words: add and remove (decision 176). */
  'review.words',
  /**
   * Grant or extend a membership and issue a voucher, free, with a reason (decision 180); approve or reject another
   * member of staff's large one (decision 235). Never for one's own account.
   */
  'money.grant',
  /** Every moderator's throughput per day; without it a member of staff sees only their own (decision 182). */
  'moderation.stats',
  /**
   * Doorstep orders' cases: complaints decided for the buyer (refund) or the seller (release), and parcel bookings the
   * courier never answered, settled from its panel (decisions 169, 197).
   */
  'orders.cases',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** THE table: what each role may do. An ordinary user may do nothing here; an admin may do everything. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  user: [],
  moderator: ['dashboard', 'review', 'reports', 'people.view', 'people.warn', 'people.suspend', 'review.words'],
  support: ['dashboard', 'people.view', 'people.warn', 'people.verify', 'people.phone', 'support.chat', 'orders.cases'],
  finance: ['dashboard', 'people.view', 'money.view', 'money.refund', 'money.grant', 'orders.cases'],
  admin: PERMISSIONS,
};

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

export const can = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** Whether the role sees the back office at all (any permission). */
export const isStaff = (role: Role): boolean => ROLE_PERMISSIONS[role].length > 0;

/**
 * Every back-office page, under /{locale}/: app/routes.ts declares them from this table, the navigation shows the
 * ones the viewer's role may open, and every loader and action checks the entry its address matches.
 */
export const BACK_OFFICE_PAGES = [
  { path: 'admin', file: 'backoffice/admin-dashboard.tsx', permission: 'dashboard', nav: 'navDashboard' },
  { path: 'admin/review', file: 'backoffice/admin-review.tsx', permission: 'review', nav: 'navReview' },
  { path: 'admin/reasons', file: 'backoffice/admin-reasons.tsx', permission: 'review', nav: 'navReasons' },
  { path: 'admin/reports', file: 'backoffice/admin-reports.tsx', permission: 'reports', nav: 'navReports' },
  { path: 'admin/people', file: 'backoffice/admin-people.tsx', permission: 'people.view', nav: 'navPeople' },
  { path: 'admin/people/:id', file: 'backoffice/admin-person.tsx', permission: 'people.view', nav: null },
  { path: 'admin/dealers', file: 'backoffice/admin-dealers.tsx', permission: 'people.verify', nav: 'navDealers' },
  { path: 'admin/payments', file: 'backoffice/admin-payments.tsx', permission: 'money.view', nav: 'navPayments' },
  { path: 'admin/pages', file: 'backoffice/admin-pages.tsx', permission: 'content', nav: 'navPages' },
  { path: 'admin/pages/:name', file: 'backoffice/admin-page-edit.tsx', permission: 'content', nav: null },
  { path: 'admin/banners', file: 'backoffice/admin-banners.tsx', permission: 'content', nav: 'navBanners' },
  { path: 'admin/support', file: 'backoffice/admin-support.tsx', permission: 'support.chat', nav: 'navSupport' },
  { path: 'admin/support/:name', file: 'backoffice/admin-support-chat.tsx', permission: 'support.chat', nav: null },
  {
    path: 'admin/promotion-products',
    file: 'backoffice/admin-promotion-products.tsx',
    permission: 'catalogue',
    nav: 'navPrices',
  },
  { path: 'admin/audit', file: 'backoffice/admin-audit.tsx', permission: 'audit', nav: 'navAudit' },
  { path: 'admin/staff', file: 'backoffice/admin-staff.tsx', permission: 'staff', nav: 'navStaff' },
  {
    path: 'admin/chat-reports',
    file: 'backoffice/admin-chat-reports.tsx',
    permission: 'reports',
    nav: 'navChatReports',
  },
  {
    path: 'admin/catalogue',
    file: 'backoffice/admin-catalogue.tsx',
    permission: 'catalogue.edit',
    nav: 'navCatalogue',
  },
  {
    path: 'admin/banned-words',
    file: 'backoffice/admin-banned-words.tsx',
    permission: 'review.words',
    nav: 'navWords',
  },
  {
    path: 'admin/membership-prices',
    file: 'backoffice/admin-membership-prices.tsx',
    permission: 'catalogue',
    nav: 'navMembershipPrices',
  },
  { path: 'admin/throughput', file: 'backoffice/admin-throughput.tsx', permission: 'dashboard', nav: 'navThroughput' },
  {
    path: 'admin/order-cases',
    file: 'backoffice/admin-order-cases.tsx',
    permission: 'orders.cases',
    nav: 'navOrderCases',
  },
  { path: 'admin/approvals', file: 'backoffice/admin-approvals.tsx', permission: 'money.grant', nav: 'navApprovals' },
] as const satisfies readonly { path: string; file: string; permission: Permission; nav: string | null }[];
export type BackOfficePage = (typeof BACK_OFFICE_PAGES)[number];

/**
 * Every back-office API call (method and Fastify route), with its permission. Every `/data/admin/*` route must be
 * here (a route missing from it is refused to everyone, and a test fails); the older moderation and refund calls
 * outside /data/admin are here too.
 */
export const BACK_OFFICE_API: readonly { method: string; url: string; permission: Permission }[] = [
  { method: 'GET', url: '/data/admin/dashboard', permission: 'dashboard' },
  // The staff OpenAPI document (decision 233): every staff role, as each has the dashboard.
  { method: 'GET', url: '/data/admin/openapi.json', permission: 'dashboard' },
  { method: 'GET', url: '/data/review', permission: 'review' },
  { method: 'POST', url: '/data/review/:id/approve', permission: 'review' },
  { method: 'POST', url: '/data/review/:id/reject', permission: 'review' },
  { method: 'POST', url: '/data/admin/review/bulk', permission: 'review' },
  { method: 'GET', url: '/data/admin/reasons', permission: 'review' },
  { method: 'POST', url: '/data/admin/reasons', permission: 'review' },
  { method: 'POST', url: '/data/admin/reasons/:id', permission: 'review' },
  { method: 'POST', url: '/data/ads/:id/listing-fee-paid', permission: 'review' },
  { method: 'GET', url: '/data/admin/reports', permission: 'reports' },
  { method: 'POST', url: '/data/admin/reports/:id', permission: 'reports' },
  { method: 'POST', url: '/data/admin/reports/bulk', permission: 'reports' },
  { method: 'GET', url: '/data/admin/people', permission: 'people.view' },
  { method: 'GET', url: '/data/admin/people/:id', permission: 'people.view' },
  { method: 'POST', url: '/data/admin/people/:id/warn', permission: 'people.warn' },
  { method: 'POST', url: '/data/admin/people/:id/suspend', permission: 'people.suspend' },
  { method: 'POST', url: '/data/admin/people/:id/restore', permission: 'people.suspend' },
  { method: 'POST', url: '/data/admin/people/:id/employer', permission: 'people.verify' },
  { method: 'POST', url: '/data/jobs/employers/:id/pack', permission: 'people.verify' },
  { method: 'GET', url: '/data/admin/dealers', permission: 'people.verify' },
  { method: 'POST', url: '/data/admin/dealers/:id', permission: 'people.verify' },
  { method: 'POST', url: '/data/admin/people/:id/phone-reset', permission: 'people.phone' },
  { method: 'GET', url: '/data/admin/payments', permission: 'money.view' },
  { method: 'POST', url: '/data/payments/:code/refund', permission: 'money.refund' },
  { method: 'GET', url: '/data/admin/page-content/:name', permission: 'content' },
  { method: 'PUT', url: '/data/admin/page-content/:name', permission: 'content' },
  { method: 'POST', url: '/data/admin/page-content/preview', permission: 'content' },
  { method: 'GET', url: '/data/admin/contact-requests', permission: 'content' },
  { method: 'GET', url: '/data/admin/banners', permission: 'content' },
  { method: 'POST', url: '/data/admin/banners', permission: 'content' },
  { method: 'PUT', url: '/data/admin/banners/:id', permission: 'content' },
  { method: 'GET', url: '/data/admin/promotion-products', permission: 'catalogue' },
  { method: 'PUT', url: '/data/admin/promotion-products/:variant', permission: 'catalogue' },
  { method: 'GET', url: '/data/chat/support/inbox', permission: 'support.chat' },
  { method: 'GET', url: '/data/chat/support/conversation', permission: 'support.chat' },
  { method: 'POST', url: '/data/chat/support/conversation', permission: 'support.chat' },
  { method: 'GET', url: '/data/admin/audit', permission: 'audit' },
  { method: 'GET', url: '/data/admin/staff', permission: 'staff' },
  { method: 'POST', url: '/data/admin/people/:id/role', permission: 'staff' },
  { method: 'GET', url: '/data/admin/chat-reports', permission: 'reports' },
  { method: 'POST', url: '/data/admin/chat-reports/:id', permission: 'reports' },
  { method: 'GET', url: '/data/admin/catalogue', permission: 'catalogue.edit' },
  { method: 'POST', url: '/data/admin/catalogue/:kind/:id', permission: 'catalogue.edit' },
  { method: 'GET', url: '/data/admin/banned-words', permission: 'review.words' },
  { method: 'POST', url: '/data/admin/banned-words', permission: 'review.words' },
  { method: 'POST', url: '/data/admin/banned-words/:id/remove', permission: 'review.words' },
  { method: 'GET', url: '/data/admin/membership-prices', permission: 'catalogue' },
  { method: 'POST', url: '/data/admin/membership-prices/:variant', permission: 'catalogue' },
  { method: 'POST', url: '/data/admin/people/:id/membership', permission: 'money.grant' },
  { method: 'POST', url: '/data/admin/people/:id/voucher', permission: 'money.grant' },
  // Large gifts wait for a second member of staff holding money.grant (decision 235).
  { method: 'GET', url: '/data/admin/approvals', permission: 'money.grant' },
  { method: 'POST', url: '/data/admin/approvals/:id', permission: 'money.grant' },
  { method: 'GET', url: '/data/admin/throughput', permission: 'dashboard' },
  { method: 'GET', url: '/data/admin/orders/complaints', permission: 'orders.cases' },
  { method: 'POST', url: '/data/admin/orders/:id/decision', permission: 'orders.cases' },
  { method: 'GET', url: '/data/admin/orders/bookings', permission: 'orders.cases' },
  { method: 'POST', url: '/data/admin/orders/:id/booking', permission: 'orders.cases' },
  { method: 'GET', url: '/data/admin/orders/refunds', permission: 'money.view' },
  { method: 'POST', url: '/data/admin/orders/:id/refund', permission: 'money.refund' },
];

/** Whether a route belongs to the back office: in the table, or under /data/admin (refused when not in it). */
export const isBackOfficeApi = (url: string): boolean =>
  url.startsWith('/data/admin/') || BACK_OFFICE_API.some((rule) => rule.url === url);

/** The permission an API call needs; null for a /data/admin route missing from the table (nobody may call it). */
export function apiPermission(method: string, url: string): Permission | null {
  const asked = method === 'HEAD' ? 'GET' : method;
  return BACK_OFFICE_API.find((rule) => rule.method === asked && rule.url === url)?.permission ?? null;
}

const pattern = (path: string) => new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`);
const PAGE_PATTERNS = BACK_OFFICE_PAGES.map((page) => ({ page, pattern: pattern(page.path) }));

/** The back-office page an address (without its locale, e.g. `admin/people/7`) opens; null when none. */
export const backOfficePageOf = (path: string): BackOfficePage | null =>
  PAGE_PATTERNS.find((entry) => entry.pattern.test(path.replace(/^\/+|\/+$/g, '')))?.page ?? null;
