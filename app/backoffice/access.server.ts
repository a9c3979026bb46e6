// The back-office pages' one check: the page an address opens names its permission in
// core/backoffice/permissions.ts (BACK_OFFICE_PAGES), and an action names the API call it stands for
// (BACK_OFFICE_API), so a form and its /data/admin call need the same permission. A visitor goes to login;
// a signed-in account without the permission gets the not-found page, so that the back office is not advertised.
import { data, redirect, type AppLoadContext } from 'react-router';
import { apiPermission, backOfficePageOf, isStaff, type Permission } from '../../core/backoffice/permissions.ts';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import type { Staff } from '../../server/modules/staff/index.ts';
import { requireViewer } from '../accounts/accounts.server.ts';

/** Staff without a second factor are sent to turn it on (decision 190); the page says why. */
const toTwoStep = (locale: Locale) => redirect(`/${locale}/my/two-step?for=back-office`);

async function staffWith(context: AppLoadContext, request: Request, locale: Locale, permission: Permission | null) {
  const userId = requireViewer(context, request, locale).account.id;
  if (!permission) throw data(null, { status: 404 });
  try {
    return await context.modules.staff.authorize(context.db, userId, permission);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND')) {
      throw data(null, { status: 404 });
    }
    if (error instanceof AppError && error.code === 'SECOND_FACTOR_REQUIRED') throw toTwoStep(locale);
    throw error;
  }
}

const pagePermission = (request: Request, locale: Locale): Permission | null =>
  backOfficePageOf(new URL(request.url).pathname.replace(new RegExp(`^/${locale}/`), ''))?.permission ?? null;

/** The staff member opening this back-office page (its loader). */
export const requireBackOffice = (context: AppLoadContext, request: Request, locale: Locale): Promise<Staff> =>
  staffWith(context, request, locale, pagePermission(request, locale));

/**
 * The staff member posting a form of this page that does what the API call `apiUrl` (POST) does: both the page's
 * permission and the call's are needed.
 */
export async function requireBackOfficeAction(
  context: AppLoadContext,
  request: Request,
  locale: Locale,
  apiUrl: string,
): Promise<Staff> {
  await requireBackOffice(context, request, locale);
  return staffWith(context, request, locale, apiPermission('POST', apiUrl));
}

/** The staff member on any back-office page (the layout's navigation); not-found for everyone else. */
export async function requireStaff(context: AppLoadContext, request: Request, locale: Locale): Promise<Staff> {
  const userId = requireViewer(context, request, locale).account.id;
  const { role, secondFactor } = await context.modules.accounts.standingOf(context.db, userId);
  if (!isStaff(role)) throw data(null, { status: 404 });
  if (!secondFactor) throw toTwoStep(locale);
  return { id: userId, role };
}
