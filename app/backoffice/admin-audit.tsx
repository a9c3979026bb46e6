// /{locale}/admin/audit: the audit log of every back-office action, newest first, searchable.
import { Link } from 'react-router';
import { isRole } from '../../core/backoffice/permissions.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDateTime, translator } from '../../core/i18n.ts';
import { loadAudit } from './backoffice.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { SearchForm } from './search-form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-audit';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadAudit({ request, context, locale })) };
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'auditTitle');

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const { query, entries } = loaderData;
  const pageLink = (page: number) =>
    `/${locale}/admin/audit?${new URLSearchParams({ q: query.q, page: String(page) })}`;
  return (
    <main>
      <h1 className="text-xl font-bold">{t('auditTitle')}</h1>
      <SearchForm id="audit-q" label="auditSearch" value={query.q} />
      {entries.length === 0 ? <p className="mt-3">{t('noEntries')}</p> : null}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="audit-log">
          <thead>
            <tr className="border-b">
              <th className="p-1">{t('when')}</th>
              <th className="p-1">{t('who')}</th>
              <th className="p-1">{t('what')}</th>
              <th className="p-1">{t('before')}</th>
              <th className="p-1">{t('after')}</th>
              <th className="p-1">{t('reason')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b align-top">
                <td className="p-1 whitespace-nowrap">{formatDateTime(locale, new Date(entry.at))}</td>
                <td className="p-1">
                  {entry.actor.name} ({isRole(entry.actor.role) ? t(`role_${entry.actor.role}`) : entry.actor.role})
                </td>
                <td className="p-1">
                  <span className="font-mono">{entry.action}</span> {entry.subject.type} {entry.subject.id}
                </td>
                <td className="max-w-48 p-1 font-mono text-xs break-all">{json(entry.before)}</td>
                <td className="max-w-48 p-1 font-mono text-xs break-all">{json(entry.after)}</td>
                <td className="p-1">{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 flex gap-3 text-sm">
        {query.page > 1 ? <Link to={pageLink(query.page - 1)}>{t('previous')}</Link> : null}
        {loaderData.more ? <Link to={pageLink(query.page + 1)}>{t('next')}</Link> : null}
      </p>
    </main>
  );
}
