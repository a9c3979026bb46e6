// One reported chat (decision 158): who reported it (or the system), whom it is about, the conversation's last
// messages with that person's marked, and, while open, the moderator's form (dismiss, warn, suspend).
import { Form, Link } from 'react-router';
import { formatDateTime, translator } from '../../core/i18n.ts';
import { formatPoisha, POISHA_PER_TAKA } from '../../core/payments/money.ts';
import type { ChatReport } from '../../server/modules/chat/index.ts';
import { useLocale } from '../ui/i18n.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { ReasonField } from './reason-field.tsx';

export function ChatReportCard({ report, act }: { report: ChatReport; act: boolean }) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  return (
    <article className="rounded-xl bg-white p-3 shadow-sm" data-testid={`chat-report-${report.id}`}>
      <p className="font-semibold">
        {t(`chatReason_${report.reason}`)} ·{' '}
        <Link to={`/${locale}/admin/people/${report.reported.id}`} className="text-brand-700 underline">
          {t('reportedPerson', { name: report.reported.name || `#${report.reported.id}` })}
        </Link>
        {report.reported.suspended ? <span className="ml-2 text-red-700">{t('suspended')}</span> : null}
      </p>
      <p className="text-sm text-gray-700">
        {report.reporter ? t('reportedBy', { name: report.reporter.name }) : t('reportedBySystem')} ·{' '}
        {formatDateTime(locale, new Date(report.createdAt))} ·{' '}
        <Link to={`/${locale}/ad/${report.ad.slug}`} className="underline">
          {t('aboutAd', { title: report.ad.title })}
        </Link>
        {report.outcome ? <strong className="ml-2">{t(`outcome_${report.outcome}`)}</strong> : null}
      </p>
      <h3 className="mt-2 text-sm font-semibold">{t('messagesInContext')}</h3>
      <ol className="mt-1 flex flex-col gap-1 text-sm" data-testid="chat-report-messages">
        {report.messages.map((m) => (
          <li
            key={m.at}
            className={`break-words rounded px-2 py-1 ${m.senderId === report.reported.id ? 'bg-red-50' : 'bg-gray-50'}`}
          >
            <span className="font-semibold">
              {m.senderId === report.reported.id ? report.reported.name : (report.reporter?.name ?? '—')}:
            </span>{' '}
            {m.text}
            {m.offerAmount !== null ? ` [${formatPoisha(locale, m.offerAmount * POISHA_PER_TAKA)}]` : ''}
            {m.picture ? ' [🖼]' : ''}
          </li>
        ))}
      </ol>
      {act && !report.outcome ? (
        <Form method="post" className="mt-2 flex flex-col gap-1">
          <input type="hidden" name="id" value={report.id} />
          <ReasonField
            label={
              <>
                {t('reason')} / {t('warnMessage')}
              </>
            }
          />
          <div className="flex flex-wrap gap-2">
            <button name="action" value="dismiss" className="rounded border px-3 py-1 text-sm">
              {t('dismiss')}
            </button>
            <button name="action" value="warn" className="rounded bg-brand-700 px-3 py-1 text-sm text-white">
              {t('warnSender')}
            </button>
            <button name="action" value="suspend" className="rounded bg-red-700 px-3 py-1 text-sm text-white">
              {t('suspendSender')}
            </button>
          </div>
        </Form>
      ) : null}
    </article>
  );
}
