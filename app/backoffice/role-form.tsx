// The form that changes a person's staff role (decision 157): a role and a reason for the audit log.
import { Form } from 'react-router';
import { ROLES, type Role } from '../../core/backoffice/permissions.ts';
import { translator } from '../../core/i18n.ts';
import { useLocale } from '../ui/i18n.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { ReasonField } from './reason-field.tsx';

export function RoleForm({ id, role }: { id: number; role: Role }) {
  const t = translator(backOfficeMessages, useLocale());
  return (
    <Form method="post" className="flex flex-col gap-1 rounded border p-2" data-testid={`role-${id}`}>
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={id} />
      <label className="text-sm">
        {t('role')}
        <select name="role" defaultValue={role} className="ml-2 rounded border px-2 py-1">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role_${r}`)}
            </option>
          ))}
        </select>
      </label>
      <ReasonField label={t('reason')} />
      <button type="submit" className="self-start rounded bg-brand-700 px-3 py-1 text-sm text-white">
        {t('changeRole')}
      </button>
    </Form>
  );
}
