// /{locale}/admin/staff: everyone with a staff role, and the admin's form to change each role (decision 157).
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { translator } from '../../core/i18n.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { RoleForm } from './role-form.tsx';
import { changeRoleForm, loadStaff } from './staff.server.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-staff';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadStaff({ request, context, locale })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  return changeRoleForm({ request, context, locale: params.locale as Locale }, form);
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'staffTitle');

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  return (
    <main>
      <h1 className="text-xl font-bold">{t('staffTitle')}</h1>
      <p className="text-sm text-gray-700">{t('staffIntro')}</p>
      {actionData?.ok ? <FormAlert tone="success">{t('done')}</FormAlert> : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="staff">
        {loaderData.people.map((person) => (
          <li key={person.id} className="flex flex-col gap-2 p-3 lg:flex-row lg:items-start lg:justify-between">
            <p>
              <Link to={`/${locale}/admin/people/${person.id}`} className="font-semibold text-brand-700 underline">
                {person.name || `#${person.id}`}
              </Link>{' '}
              <span className="text-sm text-gray-700" data-testid="staff-role">
                {t(`role_${person.role}`)}
              </span>
              <span className="block break-all text-xs text-gray-500">{person.email}</span>
            </p>
            {person.id === loaderData.me ? null : <RoleForm id={person.id} role={person.role} />}
          </li>
        ))}
      </ul>
    </main>
  );
}
