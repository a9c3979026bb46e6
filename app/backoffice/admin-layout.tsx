// The back office's frame: every back-office page sits in it, with a navigation to each page the
// viewer's role may open (core/backoffice/permissions.ts). Each page still checks its own permission.
import { NavLink, Outlet } from 'react-router';
import { BACK_OFFICE_PAGES, can } from '../../core/backoffice/permissions.ts';
import type { Locale } from '../../core/catalogue.ts';
import { translator } from '../../core/i18n.ts';
import { requireStaff } from './access.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-layout';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const staff = await requireStaff(context, request, locale);
  return {
    name: context.viewer?.account.profile.name ?? '',
    role: staff.role,
    nav: BACK_OFFICE_PAGES.flatMap((page) =>
      page.nav && can(staff.role, page.permission) ? [{ path: page.path, label: page.nav }] : [],
    ),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 py-4 lg:flex-row">
      <nav aria-label={t('backOffice')} className="shrink-0 lg:w-56" data-testid="back-office-nav">
        <p className="font-bold">{t('backOffice')}</p>
        <p className="text-xs text-gray-600">
          {t('signedInAs', { name: loaderData.name, role: t(`role_${loaderData.role}`) })}
        </p>
        <ul className="mt-2 flex flex-wrap gap-1 lg:flex-col">
          {loaderData.nav.map((item) => (
            <li key={item.path}>
              <NavLink
                to={`/${locale}/${item.path}`}
                end
                className={({ isActive }) =>
                  `block rounded px-2 py-1 text-sm ${isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-gray-100'}`
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
