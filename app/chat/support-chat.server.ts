// Server-only helpers of the support chat pages (decision 101): the visitor's own help chat with Haat
// support, and the staff's support inbox. The rules are server/modules/chat/support.ts's; a form is read with the
// chat API's schemas, and a staff page answers not-found to everyone else, so that it is not advertised.
import { data, redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage } from '../../core/i18n.ts';
import { formFailure, readForm, requireViewer } from '../accounts/accounts.server.ts';
import { newClientKey } from './chat-client.ts';
import { chatMessages } from './chat-messages.ts';

const messageForm = (context: Pick<AppLoadContext, 'modules'>) =>
  z.object({
    client_key: context.modules.chat.ClientKeySchema,
    text: context.modules.chat.MessageTextSchema.pipe(z.string().min(1)),
  });

/** What a support page's form shows after a failed send: the message, and the text typed to show again. */
async function sending(
  context: AppLoadContext,
  locale: Locale,
  request: Request,
  send: (input: z.infer<ReturnType<typeof messageForm>>) => Promise<void>,
) {
  const form = await request.clone().formData();
  try {
    await send(await readForm(request, messageForm(context)));
    return null;
  } catch (error) {
    const failure = formFailure(locale, error);
    const message = failure.fields.text ? formatMessage(chatMessages, locale, 'supportEmpty') : failure.message;
    return { message, text: String(form.get('text') ?? '') };
  }
}

/** The visitor's help chat (login required); opening it marks what support wrote as seen (spec section 4). */
export async function loadVisitorSupport(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const conversation = await context.modules.chat.findSupportConversation(context.db, account.id, locale);
  const last = conversation?.messages?.at(-1);
  if (conversation && last && conversation.unreadCount > 0) {
    await context.modules.chat.markConversation(context, account.id, conversation.channel_name, {
      lastSeenAt: last.timestamp,
    });
  }
  return { viewerId: account.id, conversation, key: newClientKey() };
}

/** The visitor writes to support: the first message opens the conversation. Post/redirect/get on success. */
export async function sendVisitorSupport(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const failure = await sending(context, locale, request, async ({ client_key, text }) => {
    const { conversation } = await context.modules.chat.openSupportConversation(context, account.id, locale);
    await context.modules.chat.sendMessage(context, account.id, conversation.channel_name, {
      clientKey: client_key,
      text,
    });
  });
  return failure ? { failure } : redirect(`/${locale}/support-chat`);
}

/** Staff only: the support account's id, the side staff write from. */
async function requireStaffPage(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  return {
    staffId: account.id,
    supportId: await orNotFound(context.modules.chat.requireSupportStaff(context.db, account.id)),
  };
}

/** The support inbox, the most recently active first; ?after= pages on. */
export async function loadSupportInbox(context: AppLoadContext, request: Request, locale: Locale) {
  const { staffId, supportId } = await requireStaffPage(context, request, locale);
  const after = new URL(request.url).searchParams.get('after') ?? undefined;
  const page = await context.modules.chat.supportInbox(
    context.db,
    staffId,
    { limit: context.modules.chat.CHAT_PAGE_SIZE, lastKey: after },
    locale,
  );
  return { supportId, ...page };
}

/** One support conversation for staff; opening it marks the visitor's messages seen. */
export async function loadStaffSupportChat(context: AppLoadContext, request: Request, locale: Locale, name: string) {
  const { staffId, supportId } = await requireStaffPage(context, request, locale);
  const conversation = await orNotFound(context.modules.chat.supportConversation(context.db, staffId, name, locale));
  const last = conversation.messages?.at(-1);
  if (last && conversation.unreadCount > 0)
    await context.modules.chat.markSupportSeen(context, staffId, name, last.timestamp);
  return { supportId, conversation, key: newClientKey() };
}

/** Staff answer as Haat support. Post/redirect/get on success. */
export async function sendStaffAnswer(context: AppLoadContext, request: Request, locale: Locale, name: string) {
  const { staffId } = await requireStaffPage(context, request, locale);
  const failure = await sending(context, locale, request, async ({ client_key, text }) => {
    await context.modules.chat.answerSupport(context, staffId, name, { clientKey: client_key, text });
  });
  return failure ? { failure } : redirect(`/${locale}/admin/support/${encodeURIComponent(name)}`);
}

/** Staff pages answer not-found to everyone else (they are not advertised), and for any other conversation. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND')) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
