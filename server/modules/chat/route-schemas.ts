// The schemas of the chat module's /data/chat/* calls (routes.ts): what each takes and answers (spec section 3
// "Chat conversation", "Chat message", "Chat config"), and the summary and description the OpenAPI document shows
// (server/http/openapi.ts). The handlers read their inputs with these very schemas (readInput, decision 248).
import { z } from 'zod';
import { NoContent } from '../../http/openapi.ts';
import { PictureBytes } from '../media/index.ts';
import { staffCall } from '../staff/index.ts';
import type { ConversationPage } from './conversations.ts';
import type { MessagePage } from './messages.ts';
import { CHAT_PAGE_SIZE, type ChatConversation, type ChatImage, type ChatMessage } from './model.ts';
import { ClientKeySchema, MessageTextSchema, OfferAmountSchema } from './schemas.ts';
import { WHOLE_TAKA, wholeTakaOrNull } from '../../http/money.ts';

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
const Offer = z
  .object({
    amount: z
      .number()
      .int()
      .positive()
      .meta({ description: `${WHOLE_TAKA}: the price offered.` }),
  })
  .nullable();
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
          price: z.number().int().nonnegative().nullable().meta(wholeTakaOrNull('the ad’s price; null for none.')),
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

// The schemas of the routes below, and what the OpenAPI document says of each (spec section 7 "Chat calls").
const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const NOT_THEIRS = '`404 NOT_FOUND` for a conversation the caller is not in';
export const getChatConfig = {
  summary: 'Get the chat configuration',
  description:
    'The signed-in account\'s chat channels (spec section 3 "Chat config": inbound_channel, meta_channel, ' +
    'has_offer_conversations), its unread count and the path of the chat socket. Errors: ' +
    `${SIGNED_IN}.`,
  response: { 200: ChatConfig },
};
export const postChatAuth = {
  summary: 'Get a chat identity token',
  description:
    "A short-lived identity token for the chat socket, bound to the caller's session (spec section 7); the apps " +
    `renew it 2 minutes before it expires (spec section 9). Errors: ${SIGNED_IN}.`,
  response: { 200: ChatToken },
};
export const getChatConversations = {
  summary: 'List the conversations',
  description:
    "The signed-in account's conversations, most recently active first, `limit` at a time (at most " +
    `${CHAT_PAGE_SIZE}) after \`last_key\`; \`kind=offer\` only those with an offer. Errors: ${SIGNED_IN}, ` +
    '`400 VALIDATION_FAILED` for a bad limit or kind (`query.limit`).',
  querystring: ConversationsQuery,
  response: { 200: ConversationPageSchema },
};
export const getChatConversation = {
  summary: 'Get a conversation',
  description:
    "One of the caller's conversations with its newest messages, by its name (`conversation`) or, for the buyer, " +
    `by the ad (\`ad_id\`). Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` without either, ${NOT_THEIRS} or ` +
    'without a conversation about the ad.',
  querystring: ConversationQuery,
  response: { 200: ChatConversationSchema },
};
export const postChatConversation = {
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
export const getChatMessages = {
  summary: 'List the messages of a conversation',
  description:
    "A page of one of the caller's conversations' messages, oldest first: the newest `limit` " +
    `(${CHAT_PAGE_SIZE} by default; a full page means more may exist, spec section 9) before last_message_at, ` +
    'none from before last_deleted_at or their own deletion; `last_evaluated_key` asks for the page before. ' +
    `Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a bad limit or time ` +
    `(\`query.limit\`), ${NOT_THEIRS}.`,
  querystring: MessagesQuery,
  response: { 200: MessagePageSchema },
};
export const deleteChatConversations = {
  summary: 'Delete conversations',
  description:
    "Hides conversations from the caller's list and history (spec section 7); a new message brings one back. " +
    'Names of conversations the caller is not in are ignored. Errors: ' +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for an empty list or over ${CHAT_PAGE_SIZE} names (\`body.conversations\`).`,
  body: DeleteBody,
  response: { 204: NoContent },
};
export const postChatUsersBlock = {
  summary: 'Block or unblock users',
  description:
    'Blocks (or with `block: false` unblocks) up to 20 users the caller has chatted with (spec section 7): nobody ' +
    `can write in their conversations while either blocks the other. Errors: ${SIGNED_IN}, ` +
    '`400 VALIDATION_FAILED` for a bad list (`body.users_list.0.account_id`), `404 NOT_FOUND` for a user the ' +
    'caller has no conversation with.',
  body: BlockBody,
  response: { 204: NoContent },
};
export const postChatReports = {
  summary: 'Report a conversation',
  description:
    'Reports a conversation, and so the other participant, to the moderators: once per conversation and ' +
    `reporter, reporting again reopens a closed report. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a ` +
    `reason that is not scam, abuse, spam or other (\`body.reason\`), ${NOT_THEIRS}.`,
  body: ReportBody,
  response: { 204: NoContent },
};
export const postChatSupport = {
  summary: 'Open the help chat with Haat support',
  description:
    "Opens the caller's one help chat with Haat support (201), or answers it (200); messages then go through " +
    `POST /data/chat/conversation. Errors: ${SIGNED_IN}, \`412 CHAT_UNAVAILABLE\` for the support account itself.`,
  response: { '2xx': ChatConversationSchema },
};
export const getSupportInbox = {
  summary: 'List the support inbox',
  description: staffCall(
    'support.chat',
    'The help chats with Haat support, most recently active first, `limit` at a time after `last_key`, unread ' +
      'counted from the support account. Errors: `400 VALIDATION_FAILED` for a bad limit (`query.limit`).',
  ),
  querystring: ConversationsQuery,
  response: { 200: ConversationPageSchema },
};
export const getSupportConversation = {
  summary: 'Get a support conversation',
  description: staffCall(
    'support.chat',
    'One help chat with its newest messages. Errors: `400 VALIDATION_FAILED` without a name ' +
      '(`query.conversation`), `404 NOT_FOUND` for a conversation that is not a help chat.',
  ),
  querystring: z.object({ conversation: Name }),
  response: { 200: ChatConversationSchema },
};
export const postSupportConversation = {
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
export const postChatPictures = {
  summary: 'Upload a chat picture',
  description:
    'Stores a picture for a message of the caller, sent as the raw body with an image/* Content-Type, with the ' +
    "checks of an ad picture; the answer's id goes in the message's image_id. Sign-in and the upload limits are " +
    `checked before the body is read. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a body that is not ` +
    'image/*, `429 RATE_LIMITED` beyond 100 uploads an hour or 400 a day, `413 PICTURE_TOO_LARGE` over 5 MB, ' +
    '`415 UNSUPPORTED_PICTURE`, `413 PICTURE_TOO_MANY_PIXELS`, `422 PICTURE_SHAPE`, `503 PICTURES_BUSY`.',
  body: PictureBytes,
  response: { 201: ChatImageSchema },
};
