// The one-box search of the back-office lists (people, audit log): a GET form, so it works without JavaScript and
// the address can be shared.
import { Form } from 'react-router';
import { translator } from '../../core/i18n.ts';
import { useLocale } from '../ui/i18n.ts';
import { backOfficeMessages, type BackOfficeMessageKey } from './backoffice-messages.ts';

export function SearchForm({ id, label, value }: { id: string; label: BackOfficeMessageKey; value: string }) {
  const t = translator(backOfficeMessages, useLocale());
  return (
    <Form method="get" className="mt-3 flex flex-wrap gap-2">
      <label className="sr-only" htmlFor={id}>
        {t(label)}
      </label>
      <input
        id={id}
        name="q"
        defaultValue={value}
        placeholder={t(label)}
        className="min-w-0 flex-1 rounded border px-2 py-1"
      />
      <button type="submit" className="rounded bg-brand-700 px-3 py-1 text-white">
        {t('search')}
      </button>
    </Form>
  );
}
