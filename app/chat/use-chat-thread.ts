// The live state of one conversation on the chat page (spec section 4): the messages shown, the socket's status,
// typing, delivered and seen ticks, and who blocked whom. Without JavaScript none of this runs and the page shows
// what the loader sent; with it, the thread goes live over the chat socket (app/chat/chat-client.ts).
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../core/catalogue.ts';
import { normalizeNumberText } from '../../core/digits.ts';
import type { ChatConversation, ChatEvent, ChatMessage } from '../../server/modules/chat/index.ts';
import { ChatClient, type ChatStatus, mergeMessages } from './chat-client.ts';

export type Shown = ChatMessage & { state?: 'sending' | 'failed' };
export type Participant = ChatConversation['participants'][number];
export interface Ticks {
  seen: number;
  delivered: number;
}

function byOrder(a: Shown, b: Shown) {
  if (a.state && !b.state) return 1;
  if (b.state && !a.state) return -1;
  return a.seq - b.seq || a.timestamp - b.timestamp;
}

type Outgoing = { text: string } | { text: string; offer: { amount: number } };

/** What a submitted form sends over the socket; null when it must go to the server (a picture) or is empty. */
function liveMessage(data: FormData, submitter: HTMLButtonElement | null) {
  const picture = data.get('picture');
  if (picture instanceof File && picture.size > 0) return null;
  const quick = submitter?.name === 'quick' ? submitter.value : null;
  const amount = Number(normalizeNumberText(String(data.get('offer_amount') ?? '')));
  const outgoing: Outgoing = quick
    ? { text: quick }
    : amount > 0
      ? { text: '', offer: { amount: Math.round(amount) } }
      : { text: String(data.get('text') ?? '').trim() };
  if (!outgoing.text && !('offer' in outgoing)) return null;
  return { outgoing, quick };
}

/** The copy of a message shown as "sending" until the server acknowledges it (by its client key). */
function pendingMessage(channel: string, senderId: number, clientKey: string, outgoing: Outgoing): Shown {
  return {
    id: 0,
    seq: Number.MAX_SAFE_INTEGER,
    channel,
    text: outgoing.text,
    timestamp: Date.now(),
    sender_id: senderId,
    client_key: clientKey,
    media: null,
    image: null,
    offer: 'offer' in outgoing ? (outgoing.offer ?? null) : null,
    warnings: [],
    state: 'sending',
  };
}

export function useChatThread(
  locale: Locale,
  conversation: ChatConversation | null,
  viewerId: number,
  initialText: string,
) {
  const other = conversation?.participants.find((p) => p.user_id !== viewerId) ?? null;
  const me = conversation?.participants.find((p) => p.user_id === viewerId) ?? null;
  const name = conversation?.channel_name ?? null;

  const [messages, setMessages] = useState<Shown[]>(conversation?.messages ?? []);
  const [status, setStatus] = useState<ChatStatus | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [ticks, setTicks] = useState<Ticks>({
    seen: other?.last_seen_at ?? 0,
    delivered: other?.last_delivered_at ?? 0,
  });
  const [blockedByMe, setBlockedByMe] = useState(other?.is_blocked ?? false);
  const [blockedByThem, setBlockedByThem] = useState(me?.is_blocked ?? false);
  const client = useRef<ChatClient | null>(null);
  const lastTyping = useRef(0);
  const latest = useRef<Shown[]>(messages);
  useEffect(() => {
    latest.current = messages;
  }, [messages]);
  const [text, setText] = useState(initialText);

  // A new loader answer (after a form was sent) is the truth again (React's "adjust state when a prop changes").
  const [loaded, setLoaded] = useState(conversation);
  if (loaded !== conversation) {
    setLoaded(conversation);
    // Another conversation (same page, other ?c=) starts afresh; the same one keeps what came live.
    const same = loaded?.channel_name === conversation?.channel_name;
    setMessages(mergeMessages(same ? messages : [], conversation?.messages ?? []));
    setTicks((now) => ({
      seen: Math.max(same ? now.seen : 0, other?.last_seen_at ?? 0),
      delivered: Math.max(same ? now.delivered : 0, other?.last_delivered_at ?? 0),
    }));
    setBlockedByMe(other?.is_blocked ?? false);
    setBlockedByThem(me?.is_blocked ?? false);
  }

  useEffect(() => {
    if (!name || !other) return;
    const chat = new ChatClient(locale, {
      onMessage(message) {
        if (message.channel !== name) return;
        setMessages((shown) => mergeMessages(shown, [message]));
        if (message.sender_id !== viewerId) {
          setTypingUntil(0);
          chat.mark(document.visibilityState === 'visible' ? 'seen' : 'delivered', name, message.timestamp);
        }
      },
      onEvent(event: ChatEvent) {
        if ('channel' in event && event.channel !== name) return;
        if (event.type === 'typing' && event.user_id === other.user_id) setTypingUntil(Date.now() + 4000);
        if ((event.type === 'seen' || event.type === 'delivered') && event.user_id === other.user_id) {
          setTicks((now) => ({
            seen: event.type === 'seen' ? Math.max(now.seen, event.timestamp) : now.seen,
            delivered: Math.max(now.delivered, event.timestamp),
          }));
        }
        if (event.type === 'blocked' || event.type === 'unblocked') {
          const blocked = event.type === 'blocked';
          if (event.by === other.user_id && event.user_id === viewerId) setBlockedByThem(blocked);
          if (event.by === viewerId && event.user_id === other.user_id) setBlockedByMe(blocked);
        }
      },
      onStatus: setStatus,
      onRefused(clientKey, refusedStatus) {
        setMessages((shown) => shown.map((m) => (m.client_key === clientKey ? { ...m, state: 'failed' } : m)));
        // Spec section 8: a 403 on a publish means the conversation is blocked.
        if (refusedStatus === 403) setBlockedByThem(true);
      },
    });
    client.current = chat;
    const known = Math.max(0, ...(conversation?.messages ?? []).map((m) => m.seq));
    chat.start({ [name]: known });
    const onVisible = () => {
      const last = latest.current.filter((m) => m.sender_id === other.user_id && !m.state).at(-1);
      if (last && document.visibilityState === 'visible') chat.mark('seen', name, last.timestamp);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      chat.stop();
      client.current = null;
    };
    // The socket lives as long as the conversation is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, other?.user_id, viewerId, locale]);

  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const sorted = useMemo(() => [...messages].sort(byOrder), [messages]);

  /** With the socket, a text, quick reply or offer goes out at once; a picture or the first message use the form. */
  function sendLive(event: FormEvent<HTMLFormElement>) {
    const chat = client.current;
    if (!chat || !name) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const live = liveMessage(new FormData(event.currentTarget), submitter);
    if (!live) return;
    event.preventDefault();
    const { outgoing, quick } = live;
    const key = chat.publish(name, outgoing);
    setMessages((shown) => [...shown, pendingMessage(name, viewerId, key, outgoing)]);
    if (!quick && !('offer' in outgoing)) setText('');
    event.currentTarget.reset();
  }

  /** The composer's text changed: keep it, and tell the other side we are typing (at most every 3 seconds). */
  function changeText(value: string) {
    setText(value);
    if (name && Date.now() - lastTyping.current > 3000) {
      lastTyping.current = Date.now();
      client.current?.typing(name);
    }
  }

  return {
    other,
    name,
    sorted,
    status,
    ticks,
    typing: typingUntil > 0 && other !== null,
    blockedByMe,
    blockedByThem,
    text,
    changeText,
    sendLive,
  };
}
