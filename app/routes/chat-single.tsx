// /{locale}/chat-single/{adId}: one conversation about an ad (the buyer's own, or the one named by ?c= for the
// seller, who may have many buyers). The history is rendered on the server and every action is a plain form, so the
// page works without JavaScript; with it, the thread goes live over the chat socket (app/chat-client.ts): messages
// arrive as they are sent, with typing, delivered and seen ticks, and are sent without reloading the page.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { type AppLoadContext, Form, Link, redirect } from 'react-router';
import { z } from 'zod';
import type { Locale } from '../../core/catalogue.ts';
import { SCAM_WARNINGS } from '../../core/chat/safety.ts';
import { AppError } from '../../core/errors.ts';
import { formatDate, formatMessage, formatMoney, translator } from '../../core/i18n.ts';

import type { ChatConversation, ChatEvent, ChatMessage } from '../../server/modules/chat/index.ts';

import { formFailure, requireViewer } from '../accounts.server.ts';
import { ChatClient, type ChatStatus, mergeMessages, newClientKey } from '../chat-client.ts';
import { chatMessages, type ChatMessageKey } from '../chat-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/chat-single';

const AdIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The send form; its fields are the chat module's (context.modules, decision 249). */
const sendSchema = (context: Pick<AppLoadContext, 'modules'>) =>
  z.object({
    client_key: context.modules.chat.ClientKeySchema,
    text: context.modules.chat.MessageTextSchema.default(''),
    quick: context.modules.chat.MessageTextSchema.optional(),
    offer_amount: z.preprocess((v) => (v === '' ? undefined : v), context.modules.chat.OfferAmountSchema.optional()),
  });
const BeforeSchema = z.coerce.number().int().positive();
const ReportSchema = z.object({ reason: z.enum(['scam', 'abuse', 'spam', 'other']) });
const QUICK_REPLIES: ChatMessageKey[] = ['quickAvailable', 'quickLastPrice', 'quickMeet', 'quickDelivery'];

async function findConversation(
  context: Route.LoaderArgs['context'],
  userId: number,
  adId: number,
  name: string | null,
  locale: Locale,
): Promise<ChatConversation | null> {
  try {
    return await context.modules.chat.getConversation(context.db, userId, name ? { name } : { adId }, locale);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const adId = AdIdSchema.safeParse(params.adId);
  if (!adId.success) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const name = url.searchParams.get('c');
  const found = await findConversation(context, account.id, adId.data, name, locale);
  // A help chat with Haat support has its own page.
  if (found && !found.metadata.ad) throw redirect(`/${locale}/support-chat`);
  if (found?.metadata.ad) {
    // ?before= pages back through older messages (the newest 100 come with the conversation).
    const before = BeforeSchema.safeParse(url.searchParams.get('before'));
    const conversation = before.success
      ? {
          ...found,
          ...(await context.modules.chat.listMessages(context.db, account.id, found.channel_name, {
            limit: context.modules.chat.CHAT_PAGE_SIZE,
            lastMessageAt: before.data,
          })),
        }
      : found;
    // Spec section 4: opening a conversation marks it seen.
    const last = conversation.messages?.at(-1);
    if (last && conversation.unreadCount > 0) {
      await context.modules.chat.markConversation(context, account.id, conversation.channel_name, {
        lastSeenAt: last.timestamp,
      });
    }
    return {
      locale,
      viewerId: account.id,
      conversation,
      ad: found.metadata.ad,
      available: true,
      key: newClientKey(),
    };
  }
  if (name) throw new Response(null, { status: 404 });
  const ad = await context.modules.chat.adForChat(context.db, account.id, adId.data);
  if (!ad) throw new Response(null, { status: 404 });
  return {
    locale,
    viewerId: account.id,
    conversation: null,
    ad: ad.snapshot,
    available: ad.available,
    key: newClientKey(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const adId = AdIdSchema.parse(params.adId);
  const url = new URL(request.url);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'send');
  try {
    let name = url.searchParams.get('c');
    if (intent === 'send') {
      const input = sendSchema(context).safeParse(
        Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')),
      );
      if (!input.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          input.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      if (!name)
        name = (await context.modules.chat.startConversation(context, account.id, adId, locale)).conversation
          .channel_name;
      const picture = form.get('picture');
      let image = null;
      if (picture instanceof File && picture.size > 0) {
        await context.modules.media.checkUploadLimits(context.counters, account.id);
        image = await context.modules.chat.storeChatPicture(
          context,
          account.id,
          Buffer.from(await picture.arrayBuffer()),
        );
      }
      await context.modules.chat.sendMessage(context, account.id, name, {
        clientKey: input.data.client_key,
        text: input.data.quick ?? input.data.text,
        imageId: image?.id,
        offerAmount: input.data.offer_amount,
      });
      // Post/redirect/get: a reload does not send again.
      return redirect(`/${locale}/chat-single/${adId}?c=${encodeURIComponent(name)}`);
    }
    if (!name) throw new AppError('NOT_FOUND');
    const conversation = await context.modules.chat.getConversation(context.db, account.id, { name }, locale);
    const other = conversation.participants.find((p) => p.user_id !== account.id);
    if (intent === 'delete') {
      await context.modules.chat.deleteConversations(context.db, account.id, [name]);
      return redirect(`/${locale}/chat`);
    }
    if ((intent === 'block' || intent === 'unblock') && other) {
      await context.modules.chat.setBlocked(context, account.id, [other.user_id], intent === 'block');
      return { failure: null, reported: false };
    }
    if (intent === 'report') {
      const { reason } = ReportSchema.parse(Object.fromEntries(form));
      await context.modules.chat.reportConversation(context.db, account.id, name, reason);
      return { failure: null, reported: true };
    }
    throw new AppError('VALIDATION_FAILED');
  } catch (error) {
    const failure = formFailure(locale, error);
    // An empty message gets its own explanation rather than the generic "not valid".
    const message = failure.fields.text ? formatMessage(chatMessages, locale, 'messageEmpty') : failure.message;
    return { failure: { ...failure, message, text: String(form.get('text') ?? '') }, reported: false };
  }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [
        { title: formatMessage(chatMessages, data.locale, 'chatAbout', { title: data.ad.title }) },
        { name: 'robots', content: 'noindex' },
      ]
    : [];

type Shown = ChatMessage & { state?: 'sending' | 'failed' };

function byOrder(a: Shown, b: Shown) {
  if (a.state && !b.state) return 1;
  if (b.state && !a.state) return -1;
  return a.seq - b.seq || a.timestamp - b.timestamp;
}

export default function ChatSingle({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(chatMessages, locale);
  const { conversation, viewerId, ad } = loaderData;
  const other = conversation?.participants.find((p) => p.user_id !== viewerId) ?? null;
  const me = conversation?.participants.find((p) => p.user_id === viewerId) ?? null;
  const name = conversation?.channel_name ?? null;

  const [messages, setMessages] = useState<Shown[]>(conversation?.messages ?? []);
  const [status, setStatus] = useState<ChatStatus | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [ticks, setTicks] = useState({ seen: other?.last_seen_at ?? 0, delivered: other?.last_delivered_at ?? 0 });
  const [blockedByMe, setBlockedByMe] = useState(other?.is_blocked ?? false);
  const [blockedByThem, setBlockedByThem] = useState(me?.is_blocked ?? false);
  const client = useRef<ChatClient | null>(null);
  const lastTyping = useRef(0);
  const latest = useRef<Shown[]>(messages);
  useEffect(() => {
    latest.current = messages;
  }, [messages]);
  const [text, setText] = useState(actionData?.failure?.text ?? '');

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

  const closed = blockedByMe || blockedByThem || Boolean(other?.is_deleted);
  const sorted = useMemo(() => [...messages].sort(byOrder), [messages]);

  /** With the socket, a text, quick reply or offer goes out at once; a picture or the first message use the form. */
  function sendLive(event: FormEvent<HTMLFormElement>) {
    const chat = client.current;
    if (!chat || !name) return;
    const data = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const picture = data.get('picture');
    if (picture instanceof File && picture.size > 0) return;
    const quick = submitter?.name === 'quick' ? submitter.value : null;
    const amount = Number(data.get('offer_amount') ?? '');
    const outgoing = quick
      ? { text: quick }
      : amount > 0
        ? { text: '', offer: { amount: Math.round(amount) } }
        : { text: String(data.get('text') ?? '').trim() };
    if (!outgoing.text && !('offer' in outgoing)) return;
    event.preventDefault();
    const key = chat.publish(name, outgoing);
    setMessages((shown) => [
      ...shown,
      {
        id: 0,
        seq: Number.MAX_SAFE_INTEGER,
        channel: name,
        text: outgoing.text,
        timestamp: Date.now(),
        sender_id: viewerId,
        client_key: key,
        media: null,
        image: null,
        offer: 'offer' in outgoing ? (outgoing.offer ?? null) : null,
        warnings: [],
        state: 'sending',
      },
    ]);
    if (!quick && !('offer' in outgoing)) setText('');
    event.currentTarget.reset();
  }

  const action = `/${locale}/chat-single/${ad.id}${name ? `?c=${encodeURIComponent(name)}` : ''}`;
  const typing = typingUntil > 0 && other;
  return (
    <main className="mx-auto flex max-w-2xl flex-col px-3 py-3">
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

      {!loaderData.available ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t('unavailable')}</p>
      ) : null}
      {!conversation && loaderData.available ? <p className="mt-4 text-gray-700">{t('startChat')}</p> : null}

      <ol className="mt-3 flex flex-col gap-2" aria-live="polite" aria-label={t('chatTitle')}>
        {conversation?.hasMoreMessages && sorted[0] ? (
          <li className="text-center text-sm">
            <Link
              to={`${action}&before=${sorted[0].timestamp}`}
              preventScrollReset
              className="text-brand-700 underline"
            >
              {t('olderMessages')}
            </Link>
          </li>
        ) : null}
        {sorted.map((m) => {
          const mine = m.sender_id === viewerId;
          const scam = m.warnings.filter((w) => SCAM_WARNINGS.includes(w));
          const notes = m.warnings.filter((w) => !SCAM_WARNINGS.includes(w));
          const tick = m.state
            ? t(m.state === 'sending' ? 'sending' : 'notSent')
            : ticks.seen >= m.timestamp
              ? t('seen')
              : ticks.delivered >= m.timestamp
                ? t('delivered')
                : t('sent');
          return (
            <li key={m.client_key} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-mine={mine}>
              <div
                className={`max-w-[85%] rounded-2xl px-3 py-2 ${mine ? 'bg-brand-700 text-white' : 'bg-white border border-gray-200'}`}
              >
                {m.image ? (
                  <img src={`${m.image.base_uri}/card.webp`} alt={t('photo')} className="mb-1 max-h-60 rounded" />
                ) : null}
                {m.offer ? (
                  <p className="font-bold">{t('offerOf', { amount: formatMoney(locale, m.offer.amount) })}</p>
                ) : null}
                {m.text ? <p className="break-words whitespace-pre-wrap">{m.text}</p> : null}
                <p className={`mt-1 text-xs ${mine ? 'text-white/80' : 'text-gray-500'}`}>
                  <time dateTime={new Date(m.timestamp).toISOString()}>
                    {formatDate(locale, new Date(m.timestamp))}
                  </time>
                  {mine ? <span data-tick={tick}> · {tick}</span> : null}
                </p>
              </div>
              {!mine
                ? [...scam, ...notes].map((warning) => (
                    <p
                      key={warning}
                      role={scam.includes(warning) ? 'alert' : undefined}
                      className={`mt-1 max-w-[85%] rounded-lg px-3 py-2 text-sm ${scam.includes(warning) ? 'bg-red-50 font-semibold text-red-800' : 'bg-amber-50 text-amber-900'}`}
                    >
                      {t(`warn_${warning}`)}
                    </p>
                  ))
                : null}
            </li>
          );
        })}
      </ol>
      {typing ? <p className="mt-2 text-sm text-gray-600 italic">{t('typing', { name: other.username })}</p> : null}

      {other?.is_deleted ? <p className="mt-3 rounded-lg bg-gray-100 p-3">{t('partnerDeleted')}</p> : null}
      {blockedByMe && other ? (
        <p className="mt-3 rounded-lg bg-gray-100 p-3">{t('blockedByYou', { name: other.username })}</p>
      ) : null}
      {blockedByThem && !blockedByMe ? <p className="mt-3 rounded-lg bg-gray-100 p-3">{t('blockedByThem')}</p> : null}
      {actionData?.failure ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
          {actionData.failure.message}
        </p>
      ) : null}
      {actionData?.reported ? (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900">
          {t('reported')}
        </p>
      ) : null}

      {loaderData.available && !closed ? (
        <>
          <Form
            method="post"
            action={action}
            encType="multipart/form-data"
            onSubmit={sendLive}
            className="mt-3"
            key={loaderData.key}
          >
            <input type="hidden" name="client_key" value={loaderData.key} />
            <p className="text-sm font-medium text-gray-700">{t('quickReplies')}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              {QUICK_REPLIES.map((reply) => (
                <button
                  key={reply}
                  type="submit"
                  name="quick"
                  value={t(reply)}
                  className="rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-700"
                >
                  {t(reply)}
                </button>
              ))}
            </div>
            <label htmlFor="chat-text" className="sr-only">
              {t('typeMessage')}
            </label>
            <textarea
              id="chat-text"
              name="text"
              rows={2}
              maxLength={2000}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (name && Date.now() - lastTyping.current > 3000) {
                  lastTyping.current = Date.now();
                  client.current?.typing(name);
                }
              }}
              placeholder={t('typeMessage')}
              className="mt-2 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
            />
            <div className="mt-2 flex items-center gap-2">
              <label className="flex-1 text-sm text-gray-700">
                {t('addPhoto')}
                <input type="file" name="picture" accept="image/*" className="mt-1 block w-full text-sm" />
              </label>
              <button type="submit" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
                {t('send')}
              </button>
            </div>
          </Form>
          <Form
            method="post"
            action={action}
            onSubmit={sendLive}
            className="mt-3 rounded-lg border border-gray-200 bg-white p-3"
            key={`offer-${loaderData.key}`}
          >
            <input type="hidden" name="client_key" value={`o${loaderData.key}`} />
            <label htmlFor="offer-amount" className="block text-sm font-medium text-gray-800">
              {t('offerAmount')}
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id="offer-amount"
                name="offer_amount"
                type="number"
                inputMode="numeric"
                min={1}
                required
                className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-base"
              />
              <button
                type="submit"
                className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700"
              >
                {t('sendOffer')}
              </button>
            </div>
          </Form>
        </>
      ) : null}

      {conversation && other ? (
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
      ) : null}
    </main>
  );
}
