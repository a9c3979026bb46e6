// /{locale}/chat: the viewer's conversations, the most recent first, with the ad's picture, the other person, the last
// message and the unread count; an Offers tab shows only conversations with an offer (spec section 7, kind=offer).
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, formatMoney, formatRelativeTime, translator } from '../../core/i18n.ts';
import type { ChatConversation } from '../../server/modules/chat/index.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { ChatClient, type ChatStatus } from './chat-client.ts';
import { chatMessages } from './chat-messages.ts';
import { messages } from '../messages.ts';
import { OlderChatsLink, UnreadBadge } from './chat-list.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/chat';

const PAGE = 30;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const url = new URL(request.url);
  const offers = url.searchParams.get('tab') === 'offers';
  const page = await context.modules.chat.listConversations(
    context.db,
    account.id,
    { limit: PAGE, lastKey: url.searchParams.get('after') ?? undefined, kind: offers ? 'offer' : undefined },
    locale,
  );
  return { locale, viewerId: account.id, offers, now: Date.now(), ...page };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(chatMessages, data.locale, 'chatTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

/**
 * The link to one conversation: by ad for the buyer's own chat, with its name for the seller (many buyers); the help
 * chat with Haat support has its own page.
 */
export function conversationPath(locale: Locale, conversation: Pick<ChatConversation, 'channel_name' | 'metadata'>) {
  const { ad } = conversation.metadata;
  if (!ad) return `/${locale}/support-chat`;
  return `/${locale}/chat-single/${ad.id}?c=${encodeURIComponent(conversation.channel_name)}`;
}

export default function ChatList({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(chatMessages, locale);
  const { conversations, viewerId, offers, now } = loaderData;
  const { revalidate } = useRevalidator();
  const [status, setStatus] = useState<ChatStatus | null>(null);
  // The latest revalidate, without restarting the socket when its identity changes.
  const reload = useRef(revalidate);
  useEffect(() => {
    reload.current = revalidate;
  }, [revalidate]);
  // Live: a new message marks itself delivered and, after the spec's 200 ms pause (section 9, before fetching an
  // unknown conversation), the list and the header's unread count are loaded again.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasLive = false;
    const chat = new ChatClient(locale, {
      onMessage(message) {
        if (message.sender_id === viewerId) return;
        chat.mark('delivered', message.channel, message.timestamp);
        clearTimeout(timer);
        timer = setTimeout(() => void reload.current(), 200);
      },
      onEvent() {},
      onStatus(next) {
        setStatus(next);
        // Back after a drop: what came meanwhile is in the database, not on the socket.
        if (next === 'live' && wasLive) void reload.current();
        if (next === 'live') wasLive = true;
      },
      onRefused() {},
    });
    chat.start({});
    return () => {
      clearTimeout(timer);
      chat.stop();
    };
  }, [locale, viewerId]);
  const lastMessageText = (last: NonNullable<ChatConversation['last_message']>) =>
    last.offer ? t('offerOf', { amount: formatMoney(locale, last.offer.amount) }) : last.text || t('photo');
  const tab = (active: boolean) =>
    `flex-1 rounded-lg px-3 py-2 text-center font-semibold ${active ? 'bg-brand-700 text-white' : 'bg-white text-gray-800 border border-gray-300'}`;
  return (
    <main className="mx-auto max-w-2xl px-3 py-4" data-chat-status={status ?? undefined}>
      <h1 className="text-xl font-bold">{t('chatTitle')}</h1>
      <nav className="mt-3 flex gap-2" aria-label={t('chatTitle')}>
        <Link to={`/${locale}/chat`} className={tab(!offers)} aria-current={offers ? undefined : 'page'}>
          {t('allChats')}
        </Link>
        <Link to={`/${locale}/chat?tab=offers`} className={tab(offers)} aria-current={offers ? 'page' : undefined}>
          {t('offers')}
        </Link>
      </nav>
      {conversations.length === 0 ? (
        <p className="mt-6 text-gray-700">{offers ? t('noOffers') : t('noChats')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {conversations.map((c) => {
            const other = c.participants.find((p) => p.user_id !== viewerId);
            const last = c.last_message;
            return (
              <li key={c.channel_name}>
                <Link to={conversationPath(locale, c)} className="flex items-center gap-3 px-3 py-3 hover:bg-gray-50">
                  {c.metadata.ad?.imgUrl ? (
                    <img
                      src={c.metadata.ad.imgUrl}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 rounded object-cover"
                    />
                  ) : (
                    <span className="size-14 shrink-0 rounded bg-gray-200" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate font-semibold">{other?.username}</span>
                      {last ? (
                        <span className="shrink-0 text-xs text-gray-600">
                          {formatRelativeTime(locale, new Date(last.timestamp), new Date(now))}
                        </span>
                      ) : null}
                    </span>
                    <span className="block truncate text-sm text-gray-700">
                      {c.metadata.ad?.title ?? formatMessage(messages, locale, 'supportChat')}
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm text-gray-600">
                        {last ? `${last.sender_id === viewerId ? `${t('you')}: ` : ''}${lastMessageText(last)}` : ''}
                      </span>
                      <UnreadBadge count={c.unreadCount} />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <OlderChatsLink list={`/${locale}/chat${offers ? '?tab=offers' : ''}`} lastKey={loaderData.last_evaluated_key} />
    </main>
  );
}
