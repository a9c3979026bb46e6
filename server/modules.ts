// What the pages (app/) call on the server, by module (decision 249): each module's face, plus the flows and the
// HTTP helpers the pages use. getLoadContext (server/app.ts) hands it to every loader and action as `context.modules`,
// so app/ imports server/ only with `import type` and the page build (build/server) carries no copy of the server.
import * as accounts from './modules/accounts/index.ts';
import * as adCounts from './modules/ad-counts/index.ts';
import * as adPage from './modules/ad-page/index.ts';
import * as adStats from './modules/ad-stats/index.ts';
import * as ads from './modules/ads/index.ts';
import * as backoffice from './modules/backoffice/index.ts';
import * as banners from './modules/banners/index.ts';
import * as catalog from './modules/catalog/index.ts';
import * as chat from './modules/chat/index.ts';
import * as content from './modules/content/index.ts';
import * as doorstep from './modules/doorstep/index.ts';
import * as favorites from './modules/favorites/index.ts';
import * as jobs from './modules/jobs/index.ts';
import * as media from './modules/media/index.ts';
import * as memberships from './modules/memberships/index.ts';
import * as moderation from './modules/moderation/index.ts';
import * as notifications from './modules/notifications/index.ts';
import * as orders from './modules/orders/index.ts';
import * as payments from './modules/payments/index.ts';
import * as promotions from './modules/promotions/index.ts';
import * as reports from './modules/reports/index.ts';
import * as savedSearches from './modules/saved-searches/index.ts';
import * as search from './modules/search/index.ts';
import * as shops from './modules/shops/index.ts';
import * as staff from './modules/staff/index.ts';
import { availableProducts } from './flows/checkout.ts';
import { deleteAccount } from './flows/erasure.ts';
import { postAd, republishAd, updateAd } from './flows/posting.ts';
import { reportError } from './http/error-reporting.ts';
import { parseInput } from './http/input.ts';
import { FILE_FORM_LIMIT } from './http/inputs.ts';
import { logSecurityEvent, pageWhere, refusalEvent } from './http/security-log.ts';
import {
  clearedCookies,
  codeStepCookie,
  codeStepFrom,
  deviceCookie,
  deviceTokenFrom,
  readCookie,
  sessionCookie,
  sessionTokenFrom,
} from './http/session.ts';
import { identifyVisitor } from './http/visitor.ts';

/** The flows that span modules (server/flows/), as the pages call them. */
const flows = { availableProducts, deleteAccount, postAd, republishAd, updateAd };

/** The HTTP helpers the pages share with the /data/* routes: cookies, security events, visitors, errors. */
const http = {
  clearedCookies,
  codeStepCookie,
  codeStepFrom,
  deviceCookie,
  deviceTokenFrom,
  FILE_FORM_LIMIT,
  identifyVisitor,
  logSecurityEvent,
  pageWhere,
  parseInput,
  readCookie,
  refusalEvent,
  reportError,
  sessionCookie,
  sessionTokenFrom,
};

export const modules = {
  accounts,
  adCounts,
  adPage,
  adStats,
  ads,
  backoffice,
  banners,
  catalog,
  chat,
  content,
  doorstep,
  favorites,
  jobs,
  media,
  memberships,
  moderation,
  notifications,
  orders,
  payments,
  promotions,
  reports,
  savedSearches,
  search,
  shops,
  staff,
  flows,
  http,
};

export type Modules = typeof modules;

declare module 'react-router' {
  interface AppLoadContext {
    /** The module services the pages call: app/ imports server/ only as types. Declared here, not in context.ts,
     * which the modules import: no import cycle. */
    readonly modules: Modules;
  }
}
