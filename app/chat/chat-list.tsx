// Pieces shared by the lists of chats: the visitor's chats (/chat) and the support inbox (/admin/support).
import { Link } from 'react-router';
import { formatNumber, translator } from '../../core/i18n.ts';
import { chatMessages } from './chat-messages.ts';
import { useLocale, useT } from '../ui/i18n.ts';

/** The count of unread messages of one conversation, when there are any. */
export function UnreadBadge({ count }: { count: number }) {
  const locale = useLocale();
  const t = useT();
  if (count <= 0) return null;
  return (
    <span
      className="shrink-0 rounded-full bg-accent-400 px-2 text-xs font-bold text-gray-900"
      aria-label={t('chatUnread', { count })}
    >
      {formatNumber(locale, count)}
    </span>
  );
}

/** The link to the next page of a list of chats, when there is one: `list` with `after=` the last key. */
export function OlderChatsLink({ list, lastKey }: { list: string; lastKey: string | null }) {
  const t = translator(chatMessages, useLocale());
  if (!lastKey) return null;
  const to = `${list}${list.includes('?') ? '&' : '?'}after=${encodeURIComponent(lastKey)}`;
  return (
    <Link to={to} className="mt-3 block text-center font-semibold text-brand-700 underline">
      {t('moreChats')}
    </Link>
  );
}
