// /{locale}/admin/support/{name}: one visitor's help chat, for staff to read and answer as Haat support (decision
// 101). Opening it marks the visitor's messages seen; new ones arrive live. Anyone else gets the not-found page.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, translator } from '../../core/i18n.ts';
import { chatMessages } from '../chat/chat-messages.ts';
import { loadStaffSupportChat, sendStaffAnswer } from '../chat/support-chat.server.ts';
import { useLocale } from '../ui/i18n.ts';
import { SupportThread } from '../chat/support-thread.tsx';
import type { Route } from './+types/admin-support-chat';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadStaffSupportChat(context, request, locale, params.name)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return sendStaffAnswer(context, request, params.locale as Locale, params.name);
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(chatMessages, data.locale, 'supportInbox') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function AdminSupportChat({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(chatMessages, locale);
  const { conversation, supportId } = loaderData;
  const visitor = conversation.participants.find((p) => p.user_id !== supportId);
  return (
    <main className="mx-auto max-w-2xl px-3 py-4">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="truncate text-xl font-bold">{visitor?.username ?? t('supportVisitor')}</h1>
        <Link to={`/${locale}/admin/support`} className="shrink-0 text-sm text-brand-700 underline">
          {t('supportInbox')}
        </Link>
      </div>
      <SupportThread
        conversation={conversation}
        selfId={supportId}
        side="staff"
        formKey={loaderData.key}
        failure={actionData?.failure}
        label={t('supportInbox')}
      />
    </main>
  );
}
