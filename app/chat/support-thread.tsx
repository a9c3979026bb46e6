// The thread of a help chat with Haat support (decision 101), shared by the visitor's page and the staff's:
// the messages rendered on the server and a plain form to write (works without JavaScript); with JavaScript the
// thread goes live over the chat socket, so an answer shows the moment it is written.
import { useEffect, useRef, useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { formatDateTime, translator } from '../../core/i18n.ts';
import type { ChatConversation, ChatMessage } from '../../server/modules/chat/index.ts';
import { ChatClient, type ChatStatus, mergeMessages } from './chat-client.ts';
import { chatMessages } from './chat-messages.ts';
import { useLocale } from '../ui/i18n.ts';

export interface SupportThreadProps {
  readonly conversation: ChatConversation | null;
  /** The side shown as "mine": the visitor, or the support account on the staff's page. */
  readonly selfId: number;
  /** The visitor is a participant and marks what arrives as seen over the socket; staff reload (the loader marks). */
  readonly side: 'visitor' | 'staff';
  /** The idempotency key of the next message (a new one after each send). */
  readonly formKey: string;
  readonly failure: { message: string; text: string } | null | undefined;
  readonly label: string;
}

export function SupportThread({ conversation, selfId, side, formKey, failure, label }: SupportThreadProps) {
  const locale = useLocale();
  const t = translator(chatMessages, locale);
  const { revalidate } = useRevalidator();
  const reload = useRef(revalidate);
  useEffect(() => {
    reload.current = revalidate;
  }, [revalidate]);
  const name = conversation?.channel_name ?? null;
  const other = conversation?.participants.find((p) => p.user_id !== selfId) ?? null;
  const [messages, setMessages] = useState<ChatMessage[]>(conversation?.messages ?? []);
  const [seenUpTo, setSeenUpTo] = useState(other?.last_seen_at ?? 0);
  const [status, setStatus] = useState<ChatStatus | null>(null);
  // A new loader answer (after a send) is the truth again; what came live stays.
  const [loaded, setLoaded] = useState(conversation);
  if (loaded !== conversation) {
    setLoaded(conversation);
    setMessages((shown) => mergeMessages(shown, conversation?.messages ?? []));
    setSeenUpTo((now) => Math.max(now, other?.last_seen_at ?? 0));
  }

  useEffect(() => {
    if (!name) return;
    const chat = new ChatClient(locale, {
      onMessage(message) {
        if (message.channel !== name) return;
        setMessages((shown) => mergeMessages(shown, [message]));
        if (message.sender_id === selfId) return;
        if (side === 'visitor') chat.mark('seen', name, message.timestamp);
        else void reload.current();
      },
      onEvent(event) {
        if (event.type === 'seen' && event.channel === name && event.user_id !== selfId) {
          setSeenUpTo((now) => Math.max(now, event.timestamp));
        }
      },
      onStatus: setStatus,
      onRefused() {},
    });
    chat.start({ [name]: Math.max(0, ...(conversation?.messages ?? []).map((m) => m.seq)) });
    return () => chat.stop();
    // The socket lives as long as the conversation is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, selfId, side, locale]);

  const sorted = [...messages].sort((a, b) => a.seq - b.seq);
  return (
    <section aria-label={label} data-chat-status={status ?? undefined}>
      {status ? (
        <p role="status" className="mt-1 text-xs text-gray-600">
          {t(status === 'live' ? 'live' : status === 'connecting' ? 'connecting' : 'offline')}
        </p>
      ) : null}
      <ol className="mt-3 flex flex-col gap-2" aria-live="polite">
        {sorted.map((message) => {
          const mine = message.sender_id === selfId;
          const author = mine ? t('you') : (other?.username ?? '');
          return (
            <li key={message.client_key} className={mine ? 'self-end text-right' : 'self-start'} data-mine={mine}>
              <p className="text-xs text-gray-600">{author}</p>
              <p
                className={`max-w-[85vw] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap sm:max-w-md ${mine ? 'bg-brand-700 text-white' : 'border border-gray-200 bg-white'}`}
              >
                {message.text}
              </p>
              <p className="text-xs text-gray-500">
                <time dateTime={new Date(message.timestamp).toISOString()}>
                  {formatDateTime(locale, new Date(message.timestamp))}
                </time>
                {mine ? ` · ${t(seenUpTo >= message.timestamp ? 'seen' : 'sent')}` : null}
              </p>
            </li>
          );
        })}
      </ol>
      {failure ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
          {failure.message}
        </p>
      ) : null}
      <Form method="post" className="mt-3" key={formKey}>
        <input type="hidden" name="client_key" value={formKey} />
        <label htmlFor="support-text" className="block text-sm font-medium text-gray-800">
          {side === 'staff' ? t('supportAnswer') : t('typeMessage')}
        </label>
        <textarea
          id="support-text"
          name="text"
          rows={3}
          maxLength={2000}
          required
          defaultValue={failure?.text ?? ''}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
        />
        <button type="submit" className="mt-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
          {t('send')}
        </button>
      </Form>
    </section>
  );
}
