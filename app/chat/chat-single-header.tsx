// The head of the chat page: the ad the conversation is about, whom it is with, and the socket's status.
import { Link } from 'react-router';
import { formatMoney, translator } from '../../core/i18n.ts';
import type { ChatConversation } from '../../server/modules/chat/index.ts';
import type { ChatStatus } from './chat-client.ts';
import { chatMessages } from './chat-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Participant } from './use-chat-thread.ts';

export type ChatAd = NonNullable<ChatConversation['metadata']['ad']>;

export function ChatHeader({
  ad,
  other,
  status,
}: {
  ad: ChatAd;
  other: Participant | null;
  status: ChatStatus | null;
}) {
  const locale = useLocale();
  const t = translator(chatMessages, locale);
  return (
    <>
      <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-2">
        {ad.imgUrl ? (
          <img src={ad.imgUrl} alt="" width={48} height={48} className="size-12 rounded object-cover" />
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold">{other?.username ?? ad.contactCard.name}</h1>
          <Link to={`/${locale}/ad/${ad.slug}`} className="block truncate text-sm text-brand-700 underline">
            {ad.title}
          </Link>
          {ad.price !== null ? <p className="text-sm font-semibold">{formatMoney(locale, ad.price)}</p> : null}
        </div>
        <Link to={`/${locale}/chat`} className="shrink-0 text-sm text-brand-700 underline">
          {t('backToChats')}
        </Link>
      </div>
      {status ? (
        <p role="status" className="mt-1 text-xs text-gray-600" data-chat-status={status}>
          {t(status === 'live' ? 'live' : status === 'connecting' ? 'connecting' : 'offline')}
        </p>
      ) : null}
    </>
  );
}
