// /{locale}/chat-single/{adId}: one conversation about an ad (the buyer's own, or the one named by ?c= for the
// seller, who may have many buyers). The history is rendered on the server and every action is a plain form, so the
// page works without JavaScript; with it, the thread goes live over the chat socket (app/chat/chat-client.ts): messages
// arrive as they are sent, with typing, delivered and seen ticks, and are sent without reloading the page.
import { type AppLoadContext, redirect } from 'react-router';
import { z } from 'zod';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage, translator } from '../../core/i18n.ts';
import type { ChatConversation } from '../../server/modules/chat/index.ts';
import { formFailure, requireViewer } from '../accounts/accounts.server.ts';
import { newClientKey } from './chat-client.ts';
import { chatMessages } from './chat-messages.ts';
import { useLocale } from '../ui/i18n.ts';
import { ConversationActions } from './chat-single-actions.tsx';
import { Composer, OfferPanel } from './chat-single-composer.tsx';
import { ChatHeader } from './chat-single-header.tsx';
import { MessageList } from './chat-single-messages.tsx';
import { useChatThread } from './use-chat-thread.ts';
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

export default function ChatSingle({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(chatMessages, locale);
  const { conversation, viewerId, ad } = loaderData;
  const thread = useChatThread(locale, conversation, viewerId, actionData?.failure?.text ?? '');
  const { other, name, sorted, blockedByMe, blockedByThem } = thread;
  const closed = blockedByMe || blockedByThem || Boolean(other?.is_deleted);

  const action = `/${locale}/chat-single/${ad.id}${name ? `?c=${encodeURIComponent(name)}` : ''}`;
  return (
    // At least a screen high, so that a short chat still has its composer at the bottom of the screen.
    <main className="mx-auto flex min-h-[calc(100dvh-7rem)] max-w-2xl flex-col px-3 pt-3">
      <ChatHeader ad={ad} other={other} status={thread.status} />

      {!loaderData.available ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t('unavailable')}</p>
      ) : null}
      {!conversation && loaderData.available ? <p className="mt-4 text-gray-700">{t('startChat')}</p> : null}

      <div className="flex-1">
        <MessageList
          messages={sorted}
          viewerId={viewerId}
          ticks={thread.ticks}
          olderHref={conversation?.hasMoreMessages && sorted[0] ? `${action}&before=${sorted[0].timestamp}` : null}
        />
      </div>
      {thread.typing && other ? (
        <p className="mt-2 text-sm text-gray-600 italic">{t('typing', { name: other.username })}</p>
      ) : null}

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

      {/* The composer stays at the bottom of the screen while the messages scroll (chat-single-composer.tsx); the
          offer and the conversation's actions follow it at the end of the page. */}
      {loaderData.available && !closed ? (
        <>
          <Composer
            key={loaderData.key}
            action={action}
            clientKey={loaderData.key}
            onSend={thread.sendLive}
            text={thread.text}
            onTextChange={thread.changeText}
          />
          <OfferPanel
            key={`offer-${loaderData.key}`}
            action={action}
            clientKey={loaderData.key}
            onSend={thread.sendLive}
          />
        </>
      ) : null}

      {conversation && other ? <ConversationActions action={action} blockedByMe={blockedByMe} /> : null}
    </main>
  );
}
