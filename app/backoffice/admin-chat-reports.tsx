// /{locale}/admin/chat-reports?status=open|closed: chats reported by people and by the system, with the messages in
// context, and the moderator's actions on each (decision 158).
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { translator } from '../../core/i18n.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { ChatReportCard } from './chat-report-card.tsx';
import { chatReportForm, loadChatReports } from './chat-reports.server.ts';
import { backOfficeMeta } from './page-meta.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-chat-reports';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadChatReports({ request, context, locale })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return chatReportForm({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'chatReportsTitle');

export default function AdminChatReports({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  return (
    <main>
      <h1 className="text-xl font-bold">{t('chatReportsTitle')}</h1>
      <p className="mt-2 flex gap-3 text-sm">
        {(['open', 'closed'] as const).map((status) => (
          <Link
            key={status}
            to={`/${locale}/admin/chat-reports?status=${status}`}
            className={loaderData.status === status ? 'font-bold' : 'text-brand-700 underline'}
          >
            {t(status === 'open' ? 'openReports' : 'closedReports')}
          </Link>
        ))}
      </p>
      {actionData?.ok ? <FormAlert tone="success">{t('done')}</FormAlert> : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      {loaderData.reports.length === 0 ? <p className="mt-3">{t('noChatReports')}</p> : null}
      <div className="mt-3 flex flex-col gap-3" data-testid="chat-reports">
        {loaderData.reports.map((report) => (
          <ChatReportCard key={report.id} report={report} act />
        ))}
      </div>
    </main>
  );
}
