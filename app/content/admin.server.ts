// Admin pages of the content work (pages, banners): like the moderator pages, anyone but an admin gets the
// not-found page, so that they are not advertised. The check itself is the accounts module's requireAdmin.
import { data, type AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { requireAdmin } from '../../server/modules/accounts/admins.ts';
import { requireViewer } from '../accounts.server.ts';

export async function requireAdminPage(context: AppLoadContext, request: Request, locale: Locale): Promise<number> {
  const adminId = requireViewer(context, request, locale).account.id;
  try {
    await requireAdmin(context.db, adminId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') throw data(null, { status: 404 });
    throw error;
  }
  return adminId;
}
