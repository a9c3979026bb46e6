// /{locale}/admin/support: the support inbox for staff (decision 101): visitors' help chats with Haat support, the
// most recently active first, with what is unread; anyone else gets the not-found page.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, formatRelativeTime, translator } from '../../core/i18n.ts';
import { chatMessages } from '../chat/chat-messages.ts';
import { loadSupportInbox } from '../chat/support-chat.server.ts';
import { OlderChatsLink, UnreadBadge } from '../chat/chat-list.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-support';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, now: Date.now(), ...(await loadSupportInbox(context, request, locale)) };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(chatMessages, data.locale, 'supportInbox') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(chatMessages, locale);
  const { conversations, supportId, now } = loaderData;
  return (
    <main className="mx-auto max-w-2xl px-3 py-4">
      <h1 className="text-xl font-bold">{t('supportInbox')}</h1>
      {conversations.length === 0 ? <p className="mt-4 text-gray-700">{t('supportInboxEmpty')}</p> : null}
      <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {conversations.map((c) => {
          const visitor = c.participants.find((p) => p.user_id !== supportId);
          const last = c.last_message;
          return (
            <li key={c.channel_name}>
              <Link
                to={`/${locale}/admin/support/${encodeURIComponent(c.channel_name)}`}
                className="block px-3 py-3 hover:bg-gray-50"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold">{visitor?.username ?? t('supportVisitor')}</span>
                  <UnreadBadge count={c.unreadCount} />
                </span>
                {last ? (
                  <span className="flex justify-between gap-2 text-sm text-gray-600">
                    <span className="truncate">{`${last.sender_id === supportId ? `${t('supportStaff')}: ` : ''}${last.text}`}</span>
                    <span className="shrink-0 text-xs">
                      {formatRelativeTime(locale, new Date(last.timestamp), new Date(now))}
                    </span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <OlderChatsLink list={`/${locale}/admin/support`} lastKey={loaderData.last_evaluated_key} />
    </main>
  );
}
