// The /data/chat/* calls (spec section 7) and the chat socket. Every input is parsed by its schema; every answer is
// one of the explicit shapes of service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import type { AppServices } from '../../context.ts';
import type { PubSub } from '../../adapters/pubsub.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { readInput } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { requireViewer } from '../../http/session.ts';
import { pictureUploadGuard, storeUpload } from '../media/index.ts';
import { staffCall } from '../staff/index.ts';
import { ClientKeySchema, MessageTextSchema, OfferAmountSchema } from './schemas.ts';
import { getConversation, listConversations, startConversation, type ConversationPage } from './conversations.ts';
import { chatSummary } from './counts.ts';
import { listMessages, sendMessage, type MessagePage } from './messages.ts';
import {
  CHAT_PAGE_SIZE,
  inboundChannel,
  metaChannel,
  type ChatConversation,
  type ChatDeps,
  type ChatImage,
  type ChatMessage,
} from './model.ts';
import { deleteConversations, markConversation, reportConversation, setBlocked } from './participants.ts';
import { registerChatSocket } from './socket.ts';
import {
  answerSupport,
  markSupportSeen,
  openSupportConversation,
  supportConversation,
  supportInbox,
} from './support.ts';
import { issueChatToken } from './tokens.ts';

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const Name = z.string().min(1).max(64);
const Millis = z.coerce.number().int().nonnegative().max(8.64e15);

const ConversationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
  last_key: z.string().max(64).optional(),
  kind: z.literal('offer').optional(),
});
const ConversationQuery = z.union([z.object({ ad_id: Id }), z.object({ conversation: Name })]);
const ConversationBody = z.union([
  z.object({ ad_id: Id }),
  z.object({
    conversation: Name,
    last_seen_at: Millis.optional(),
    last_delivered_at: Millis.optional(),
    // Sending over HTTP (the socket is the usual way): publish_message with the message and its key.
    publish_message: z.boolean().optional(),
    last_message: z
      .object({
        text: MessageTextSchema,
        client_key: ClientKeySchema,
        image_id: Id.optional(),
        offer: z.object({ amount: OfferAmountSchema }).optional(),
      })
      .optional(),
    user_id: Id.optional(),
  }),
]);
const MessagesQuery = z.object({
  conversation_name: Name,
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
  last_deleted_at: Millis.optional(),
  last_message_at: Millis.optional(),
});
const DeleteBody = z.object({ conversations: z.array(Name).min(1).max(CHAT_PAGE_SIZE) });
const BlockBody = z.object({
  users_list: z
    .array(z.object({ account_id: Id, ad_id: Id.optional() }))
    .min(1)
    .max(20),
  /** false unblocks. */
  block: z.boolean().default(true),
});
const SupportBody = z.object({
  conversation: Name,
  last_seen_at: Millis.optional(),
  last_message: z.object({ text: MessageTextSchema.pipe(z.string().min(1)), client_key: ClientKeySchema }).optional(),
});
const ReportBody = z.object({ conversation: Name, reason: z.enum(['scam', 'abuse', 'spam', 'other']) });

const ChatConfig = z.object({
  inbound_channel: z.string(),
  meta_channel: z.string(),
  has_offer_conversations: z.boolean(),
  unread_count: z.number().int(),
  socket_path: z.string().meta({ description: 'The chat WebSocket (GET with Upgrade), authenticated like the calls.' }),
});
const ChatToken = z.object({ identity_token: z.string(), expires_at: z.string() });
const ChatImageSchema: z.ZodType<ChatImage> = z.object({ id: z.number().int(), base_uri: z.string() });
const EpochMs = z.number().int().meta({ description: 'Epoch milliseconds.' });
const Offer = z.object({ amount: z.number().int().meta({ description: 'Whole BDT.' }) }).nullable();
const ChatMessageSchema: z.ZodType<ChatMessage> = z
  .object({
    id: z.number().int(),
    seq: z.number().int(),
    channel: z.string(),
    text: z.string(),
    timestamp: EpochMs,
    sender_id: z.number().int(),
    client_key: z.string(),
    media: z.literal('image').nullable(),
    image: ChatImageSchema.nullable(),
    offer: Offer,
    warnings: z.array(z.enum(['link', 'phone', 'mobile_money_scam', 'whatsapp_payment', 'otp_request'])),
  })
  .meta({ id: 'ChatMessage' });
const ChatConversationSchema: z.ZodType<ChatConversation> = z
  .object({
    id: z.number().int(),
    channel_name: z.string(),
    unreadCount: z.number().int(),
    participants: z.array(
      z.object({
        user_id: z.number().int(),
        username: z.string(),
        inbound_channel: z.string(),
        meta_channel: z.string(),
        is_blocked: z.boolean(),
        is_deleted: z.boolean(),
        last_seen_at: EpochMs.nullable(),
        last_delivered_at: EpochMs.nullable(),
      }),
    ),
    metadata: z.object({
      ad: z
        .object({
          id: z.number().int(),
          slug: z.string(),
          title: z.string(),
          description: z.string(),
          details: z.string(),
          imgUrl: z.string().nullable(),
          price: z.number().int().nullable(),
          category: z.object({ id: z.number().int() }),
          location: z.object({ id: z.number().int() }),
          isMember: z.boolean(),
          isAuthorizedDealer: z.boolean(),
          isTopAd: z.boolean(),
          isUrgentAd: z.boolean(),
          isDoorstepDelivery: z.boolean(),
          contactCard: z.object({ name: z.string() }),
        })
        .nullable()
        .meta({ description: 'null in a help chat with Haat support (kind support).' }),
    }),
    last_message: z
      .object({
        text: z.string(),
        sender_id: z.number().int(),
        channel: z.string(),
        timestamp: EpochMs,
        media: z.literal('image').nullable(),
        offer: Offer,
      })
      .nullable(),
    last_updated_at: EpochMs,
    last_deleted_at: EpochMs.nullable(),
    kind: z.enum(['offer', 'normal', 'support']),
    messages: z.array(ChatMessageSchema).optional(),
    hasMoreMessages: z.boolean().optional(),
  })
  .meta({ id: 'ChatConversation' });
const ConversationPageSchema: z.ZodType<ConversationPage> = z.object({
  conversations: z.array(ChatConversationSchema),
  last_evaluated_key: z.string().nullable(),
});
const MessagePageSchema: z.ZodType<MessagePage> = z.object({
  messages: z.array(ChatMessageSchema),
  last_evaluated_key: z.object({ timestamp: EpochMs }).nullable(),
  hasMoreMessages: z.boolean(),
});

/** Spec section 9: post-ad image max size 5 (MB); chat pictures take the same limit. */
const PICTURE_BYTES = 5 * 1024 * 1024;

// The schemas of the routes below, and what the OpenAPI document says of each (spec section 7 "Chat calls").
const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const NOT_THEIRS = '`404 NOT_FOUND` for a conversation the caller is not in';
const getChatConfig = {
  summary: 'Get the chat configuration',
  description:
    'The signed-in account\'s chat channels (spec section 3 "Chat config": inbound_channel, meta_channel, ' +
    'has_offer_conversations), its unread count and the path of the chat socket. Errors: ' +
    `${SIGNED_IN}.`,
  response: { 200: ChatConfig },
};
const postChatAuth = {
  summary: 'Get a chat identity token',
  description:
    "A short-lived identity token for the chat socket, bound to the caller's session (spec section 7); the apps " +
    `renew it 2 minutes before it expires (spec section 9). Errors: ${SIGNED_IN}.`,
  response: { 200: ChatToken },
};
const getChatConversations = {
  summary: 'List the conversations',
  description:
    "The signed-in account's conversations, most recently active first, `limit` at a time (at most " +
    `${CHAT_PAGE_SIZE}) after \`last_key\`; \`kind=offer\` only those with an offer. Errors: ${SIGNED_IN}, ` +
    '`400 VALIDATION_FAILED` for a bad limit or kind (`query.limit`).',
  querystring: ConversationsQuery,
  response: { 200: ConversationPageSchema },
};
const getChatConversation = {
  summary: 'Get a conversation',
  description:
    "One of the caller's conversations with its newest messages, by its name (`conversation`) or, for the buyer, " +
    `by the ad (\`ad_id\`). Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` without either, ${NOT_THEIRS} or ` +
    'without a conversation about the ad.',
  querystring: ConversationQuery,
  response: { 200: ChatConversationSchema },
};
const postChatConversation = {
  summary: 'Start a conversation or update one',
  description:
    "With `ad_id`: starts the buyer's conversation about a published ad (201), or answers the one there is (200). " +
    'With `conversation`: records how far the caller has received (last_delivered_at) or read (last_seen_at) it, ' +
    'and with publish_message sends last_message (the socket is the usual way); a resend with the same client_key ' +
    'sends nothing twice (spec section 4). Errors: ' +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a bad body, a message without text, picture or offer, a ` +
    'client_key used in another chat or a picture that is not theirs, `403 FORBIDDEN` for a user_id that is not ' +
    `the caller's, \`403 CHAT_BLOCKED\` when either has blocked the other, \`404 NOT_FOUND\` for an unknown ad, ` +
    `${NOT_THEIRS}, \`412 CHAT_UNAVAILABLE\` for an ad that cannot be chatted about (spec section 8: the app ` +
    'shows a placeholder conversation, blocked), `429 RATE_LIMITED` beyond the limits of new chats and messages.',
  body: ConversationBody,
  response: { '2xx': ChatConversationSchema },
};
const getChatMessages = {
  summary: 'List the messages of a conversation',
  description:
    `A page of messages of one of the caller's conversations, newest first, \`limit\` at a time (${CHAT_PAGE_SIZE} by ` +
    'default: a full page means more may exist, spec section 9), before last_message_at and after ' +
    `last_deleted_at. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a bad limit or time ` +
    `(\`query.limit\`), ${NOT_THEIRS}.`,
  querystring: MessagesQuery,
  response: { 200: MessagePageSchema },
};
const deleteChatConversations = {
  summary: 'Delete conversations',
  description:
    "Hides conversations from the caller's list and history (spec section 7); a new message brings one back. " +
    `Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for an empty list or over ${CHAT_PAGE_SIZE} names ` +
    `(\`body.conversations\`), ${NOT_THEIRS}.`,
  body: DeleteBody,
  response: { 204: NoContent },
};
const postChatUsersBlock = {
  summary: 'Block or unblock users',
  description:
    'Blocks (or with `block: false` unblocks) up to 20 users the caller has chatted with (spec section 7): nobody ' +
    `can write in their conversations while either blocks the other. Errors: ${SIGNED_IN}, ` +
    '`400 VALIDATION_FAILED` for a bad list (`body.users_list.0.account_id`), `404 NOT_FOUND` for a user the ' +
    'caller has no conversation with.',
  body: BlockBody,
  response: { 204: NoContent },
};
const postChatReports = {
  summary: 'Report a conversation',
  description:
    'Reports a conversation, and so the other participant, to the moderators: once per conversation and ' +
    `reporter, reporting again reopens a closed report. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a ` +
    `reason that is not scam, abuse, spam or other (\`body.reason\`), ${NOT_THEIRS}.`,
  body: ReportBody,
  response: { 204: NoContent },
};
const postChatSupport = {
  summary: 'Open the help chat with Haat support',
  description:
    "Opens the caller's one help chat with Haat support (201), or answers it (200); messages then go through " +
    `POST /data/chat/conversation. Errors: ${SIGNED_IN}, \`412 CHAT_UNAVAILABLE\` for the support account itself.`,
  response: { '2xx': ChatConversationSchema },
};
const getSupportInbox = {
  summary: 'List the support inbox',
  description: staffCall(
    'support.chat',
    'The help chats with Haat support, most recently active first, `limit` at a time after `last_key`, unread ' +
      'counted from the support account. Errors: `400 VALIDATION_FAILED` for a bad limit (`query.limit`).',
  ),
  querystring: ConversationsQuery,
  response: { 200: ConversationPageSchema },
};
const getSupportConversation = {
  summary: 'Get a support conversation',
  description: staffCall(
    'support.chat',
    'One help chat with its newest messages. Errors: `400 VALIDATION_FAILED` without a name ' +
      '(`query.conversation`), `404 NOT_FOUND` for a conversation that is not a help chat.',
  ),
  querystring: z.object({ conversation: Name }),
  response: { 200: ChatConversationSchema },
};
const postSupportConversation = {
  summary: 'Answer a support conversation',
  description: staffCall(
    'support.chat',
    'Answers a help chat as Haat support (last_message) and records how far support has read it (last_seen_at). ' +
      'Errors: `400 VALIDATION_FAILED` for a bad body or an empty text (`body.last_message.text`), ' +
      '`404 NOT_FOUND` for a conversation that is not a help chat, `429 RATE_LIMITED` beyond the message limits.',
  ),
  body: SupportBody,
  response: { 200: ChatConversationSchema },
};
const postChatPictures = {
  summary: 'Upload a chat picture',
  description:
    'Stores a picture for a message of the caller, sent as the raw body with an image/* Content-Type, with the ' +
    "checks of an ad picture; the answer's id goes in the message's image_id. Sign-in and the upload limits are " +
    `checked before the body is read. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a body that is not ` +
    'image/*, `429 RATE_LIMITED` beyond 100 uploads an hour or 400 a day, `413 PICTURE_TOO_LARGE` over 5 MB, ' +
    '`415 UNSUPPORTED_PICTURE`, `413 PICTURE_TOO_MANY_PIXELS`, `422 PICTURE_SHAPE`, `503 PICTURES_BUSY`.',
  response: { 201: ChatImageSchema },
};
export async function chatRoutes(app: FastifyInstance, services: AppServices & { pubsub: PubSub }): Promise<void> {
  const deps: ChatDeps = services;
  const locale = (request: FastifyRequest) => localeFromAcceptLanguage(request.headers['accept-language']);
  const noStore = 'private, no-store';

  app.get('/data/chat/config', { schema: getChatConfig }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const summary = await chatSummary(services.db, viewer.account.id);
    return reply.header('cache-control', noStore).send({
      inbound_channel: inboundChannel(viewer.account.id),
      meta_channel: metaChannel(viewer.account.id),
      has_offer_conversations: summary.hasOffers,
      unread_count: summary.unread,
      socket_path: '/data/chat/socket',
    });
  });

  app.post('/data/chat/v2/auth', { schema: postChatAuth }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const token = await issueChatToken(
      services.db,
      { userId: viewer.account.id, sessionId: viewer.sessionId },
      services.config.CHAT_TOKEN_SECONDS,
    );
    return reply.header('cache-control', 'no-store').send(token);
  });

  app.get('/data/chat/conversations', { schema: getChatConversations }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const query = readInput(request, 'querystring');
    const page = await listConversations(
      services.db,
      viewer.account.id,
      { limit: query.limit, lastKey: query.last_key, kind: query.kind },
      locale(request),
    );
    return reply.header('cache-control', noStore).send(page);
  });

  app.get('/data/chat/conversation', { schema: getChatConversation }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const query = readInput(request, 'querystring');
    const by = 'ad_id' in query ? { adId: query.ad_id } : { name: query.conversation };
    const conversation = await getConversation(services.db, viewer.account.id, by, locale(request));
    return reply.header('cache-control', noStore).send(conversation);
  });

  app.post('/data/chat/conversation', { schema: postChatConversation }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const body = readInput(request, 'body');
    const userId = viewer.account.id;
    if ('ad_id' in body) {
      const { conversation, created } = await startConversation(deps, userId, body.ad_id, locale(request));
      return reply.status(created ? 201 : 200).send(conversation);
    }
    if (body.user_id !== undefined && body.user_id !== userId) throw new AppError('FORBIDDEN');
    if (body.publish_message && body.last_message) {
      const { text, client_key, image_id, offer } = body.last_message;
      await sendMessage(deps, userId, body.conversation, {
        clientKey: client_key,
        text,
        imageId: image_id,
        offerAmount: offer?.amount,
      });
    }
    if (body.last_seen_at !== undefined || body.last_delivered_at !== undefined) {
      await markConversation(deps, userId, body.conversation, {
        lastSeenAt: body.last_seen_at,
        lastDeliveredAt: body.last_delivered_at,
      });
    }
    return reply.send(await getConversation(services.db, userId, { name: body.conversation }, locale(request)));
  });

  app.get('/data/chat/messages', { schema: getChatMessages }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const query = readInput(request, 'querystring');
    const page = await listMessages(services.db, viewer.account.id, query.conversation_name, {
      limit: query.limit,
      lastMessageAt: query.last_message_at,
      lastDeletedAt: query.last_deleted_at,
    });
    return reply.header('cache-control', noStore).send(page);
  });

  app.delete('/data/chat/conversations', { schema: deleteChatConversations }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { conversations } = readInput(request, 'body');
    await deleteConversations(services.db, viewer.account.id, conversations);
    return reply.status(204).send();
  });

  app.post('/data/chat/users/block', { schema: postChatUsersBlock }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const body = readInput(request, 'body');
    const ids = body.users_list.map((user) => user.account_id);
    await setBlocked(deps, viewer.account.id, ids, body.block);
    return reply.status(204).send();
  });

  app.post('/data/chat/reports', { schema: postChatReports }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const body = readInput(request, 'body');
    await reportConversation(services.db, viewer.account.id, body.conversation, body.reason);
    return reply.status(204).send();
  });

  // The help chat with Haat support (support.ts): the visitor opens their conversation and then uses the calls above;
  // staff read the inbox and answer as Haat support.
  app.post('/data/chat/support', { schema: postChatSupport }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { conversation, created } = await openSupportConversation(services, viewer.account.id, locale(request));
    return reply.status(created ? 201 : 200).send(conversation);
  });

  app.get('/data/chat/support/inbox', { schema: getSupportInbox }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const query = readInput(request, 'querystring');
    const options = { limit: query.limit, lastKey: query.last_key };
    const page = await supportInbox(services.db, viewer.account.id, options, locale(request));
    return reply.header('cache-control', noStore).send(page);
  });

  app.get('/data/chat/support/conversation', { schema: getSupportConversation }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { conversation } = readInput(request, 'querystring');
    const found = await supportConversation(services.db, viewer.account.id, conversation, locale(request));
    return reply.header('cache-control', noStore).send(found);
  });

  app.post('/data/chat/support/conversation', { schema: postSupportConversation }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const body = readInput(request, 'body');
    const staffId = viewer.account.id;
    if (body.last_message) {
      const { text, client_key } = body.last_message;
      await answerSupport(deps, staffId, body.conversation, { clientKey: client_key, text });
    }
    if (body.last_seen_at !== undefined) await markSupportSeen(deps, staffId, body.conversation, body.last_seen_at);
    return reply.send(await supportConversation(services.db, staffId, body.conversation, locale(request)));
  });

  // A picture for a chat message: the raw image as the body; the answer names it for the message's image_id.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: PICTURE_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/data/chat/pictures',
    { onRequest: pictureUploadGuard(services), schema: postChatPictures },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_FAILED', [{ path: 'body', message: 'send the picture as image/*' }]);
      }
      const picture = await storeChatPicture(services, viewer.account.id, request.body);
      return reply.status(201).send(picture);
    },
  );

  await registerChatSocket(app, services);
}

/**
 * Stores an uploaded picture as the sender's own, for one of their messages: the same upload as an ad picture
 * (same checks, same line of picture work); callers check the upload limits first (pictureUploadGuard).
 */
export async function storeChatPicture(
  services: Pick<AppServices, 'db' | 'storage'>,
  userId: number,
  body: Buffer,
): Promise<{ id: number; base_uri: string }> {
  const picture = await storeUpload(services, userId, body);
  return { id: picture.id, base_uri: `/media/${picture.key}` };
}
