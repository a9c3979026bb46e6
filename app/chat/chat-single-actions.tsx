// The chat page's conversation actions (spec section 8): block or unblock, delete, and report with a reason.
import { Form } from 'react-router';
import { translator } from '../../core/i18n.ts';
import { chatMessages } from './chat-messages.ts';
import { useLocale } from '../ui/i18n.ts';

export function ConversationActions({ action, blockedByMe }: { action: string; blockedByMe: boolean }) {
  const t = translator(chatMessages, useLocale());
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-200 pt-3">
      <Form method="post" action={action}>
        <button
          type="submit"
          name="intent"
          value={blockedByMe ? 'unblock' : 'block'}
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
        >
          {t(blockedByMe ? 'unblock' : 'block')}
        </button>
      </Form>
      <Form method="post" action={action}>
        <button
          type="submit"
          name="intent"
          value="delete"
          className="rounded-lg border border-red-300 px-3 py-2 text-sm text-red-800"
        >
          {t('deleteChat')}
        </button>
      </Form>
      <Form method="post" action={action} className="flex items-center gap-2">
        <label htmlFor="report-reason" className="sr-only">
          {t('reportReason')}
        </label>
        <select id="report-reason" name="reason" className="rounded-lg border border-gray-300 px-2 py-2 text-sm">
          {(['scam', 'abuse', 'spam', 'other'] as const).map((reason) => (
            <option key={reason} value={reason}>
              {t(`reason_${reason}`)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          name="intent"
          value="report"
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
        >
          {t('report')}
        </button>
      </Form>
    </div>
  );
}
