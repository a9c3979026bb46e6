// The staff page and the person page's role form (decision 157): checked as GET /data/admin/staff and
// POST /data/admin/people/:id/role, through the same service.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from './access.server.ts';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
}

export async function loadStaff({ request, context, locale }: PageArgs) {
  const staff = await requireBackOffice(context, request, locale);
  return { me: staff.id, people: await context.modules.accounts.listStaff(context.db) };
}

/** A role form (fields `id`, `role`, `reason`), on the staff page or a person's page. */
export async function changeRoleForm({ request, context, locale }: PageArgs, form: Record<string, FormDataEntryValue>) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/people/:id/role');
  try {
    await context.modules.backoffice.changeRole(
      context.db,
      staff,
      Number(form.id),
      context.modules.http.parseInput(context.modules.backoffice.RoleChangeSchema, form, 'body'),
    );
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
