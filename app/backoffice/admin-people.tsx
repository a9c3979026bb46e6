// /{locale}/admin/people?q=: find people by name, e-mail, phone number or ad.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, translator } from '../../core/i18n.ts';
import { loadPeople } from './backoffice.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { SearchForm } from './search-form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-people';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadPeople({ request, context, locale })) };
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'peopleTitle');

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  return (
    <main>
      <h1 className="text-xl font-bold">{t('peopleTitle')}</h1>
      <SearchForm id="people-q" label="peopleSearch" value={loaderData.q} />
      {loaderData.q && loaderData.people.length === 0 ? <p className="mt-3">{t('noPeople')}</p> : null}
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="people">
        {loaderData.people.map((person) => (
          <li key={person.id} className="p-3">
            <Link to={`/${locale}/admin/people/${person.id}`} className="font-semibold text-brand-700 underline">
              {person.name || `#${person.id}`}
            </Link>{' '}
            <span className="text-sm text-gray-700">
              {[person.email, ...person.phones].filter(Boolean).join(' · ')} · {t(`role_${person.role}`)}
            </span>
            {person.suspended ? (
              <span className="ml-2 text-sm font-semibold text-red-700">{t('suspended')}</span>
            ) : null}
            <p className="text-xs text-gray-500">
              {t('joined', { date: formatDate(locale, new Date(person.createdAt)) })}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
