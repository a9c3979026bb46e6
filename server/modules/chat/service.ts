// Chat between a buyer and the seller of an ad (spec sections 3, 4 and 7). The rules live here, used by the
// /data/chat/* routes, the chat socket and the pages alike. Only the two participants can read or write a
// conversation; anyone else is told it does not exist. A message is committed before anyone is told about it: the
// socket acknowledges it and publishes it to the recipient's inbound channel only after this module has stored it.
import { randomBytes } from 'node:crypto';
import { chatWarnings, type ChatWarning } from '../../../core/chat/safety.ts';
import type { Clock } from '../../../core/clock.ts';
import { AppError } from '../../../core/errors.ts';
import type { Locale } from '../../../core/catalogue.ts';
import { formatMessage } from '../../../core/i18n.ts';
import { asksForFee } from '../../../core/jobs/fee-requests.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import type { PubSub } from '../../adapters/pubsub.ts';
import { enforceLimits, type CounterStore } from '../../adapters/rate-limits.ts';
import { countAdEvent } from '../ad-counts/index.ts';
import { jobCategoryIds } from '../catalog/index.ts';
import { chatServerMessages } from './chat-server-messages.ts';

/** Spec section 9: chat page size and conversation limit 100. */
export const CHAT_PAGE_SIZE = 100;

export interface ChatDeps {
  readonly db: Database;
  readonly pubsub: PubSub;
  readonly counters: CounterStore;
  /** Decides the day a chat started is counted under (server/modules/ad-stats). */
  readonly clock: Clock;
}

/** Spec section 4: messages go to the recipient's inbound channel; seen and block events to meta channels. */
export const inboundChannel = (userId: number) => `inbound.${userId}`;
export const metaChannel = (userId: number) => `meta.${userId}`;

export interface ChatImage {
  readonly id: number;
  /** Append `/card.webp`, `/detail.webp` or `/full.webp`. */
  readonly base_uri: string;
}

/** Spec section 3 "Chat message", with the server id, the per-conversation sequence and the sender's key. */
export interface ChatMessage {
  readonly id: number;
  readonly seq: number;
  readonly channel: string;
  readonly text: string;
  /** Epoch milliseconds; strictly increasing within a conversation. */
  readonly timestamp: number;
  readonly sender_id: number;
  readonly client_key: string;
  readonly media: 'image' | null;
  readonly image: ChatImage | null;
  /** An offer in whole BDT. */
  readonly offer: { readonly amount: number } | null;
  /** What the recipient should be warned of (core/chat/safety.ts). */
  readonly warnings: ChatWarning[];
}

export interface ChatParticipant {
  readonly user_id: number;
  readonly username: string;
  readonly inbound_channel: string;
  readonly meta_channel: string;
  /** Blocked by the other participant. */
  readonly is_blocked: boolean;
  /** The account was deleted; it shows as "deleted user". */
  readonly is_deleted: boolean;
  readonly last_seen_at: number | null;
  readonly last_delivered_at: number | null;
}

/** The ad as it was when the chat began (spec section 3, metadata.ad). */
export interface ChatAdSnapshot {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly details: string;
  readonly imgUrl: string | null;
  readonly price: number | null;
  readonly category: { readonly id: number };
  readonly location: { readonly id: number };
  readonly isMember: boolean;
  readonly isAuthorizedDealer: boolean;
  readonly isTopAd: boolean;
  readonly isUrgentAd: boolean;
  readonly isDoorstepDelivery: boolean;
  readonly contactCard: { readonly name: string };
}

export interface ChatConversation {
  readonly id: number;
  readonly channel_name: string;
  readonly unreadCount: number;
  readonly participants: ChatParticipant[];
  /** The ad the chat is about; null in a help chat with Haat support (kind 'support'). */
  readonly metadata: { readonly ad: ChatAdSnapshot | null };
  readonly last_message: {
    readonly text: string;
    readonly sender_id: number;
    readonly channel: string;
    readonly timestamp: number;
    readonly media: 'image' | null;
    readonly offer: { readonly amount: number } | null;
  } | null;
  readonly last_updated_at: number;
  readonly last_deleted_at: number | null;
  readonly kind: 'offer' | 'normal' | 'support';
  /** The newest page of messages, oldest first, when one conversation is asked for. */
  readonly messages?: ChatMessage[];
  readonly hasMoreMessages?: boolean;
}

/** Events on the channels; the socket forwards them to the client as they are. */
export type ChatEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; channel: string; user_id: number }
  | { type: 'seen' | 'delivered'; channel: string; user_id: number; timestamp: number }
  | { type: 'blocked' | 'unblocked'; user_id: number; by: number };

const ms = (date: Date | string | null): number | null => (date === null ? null : new Date(date).getTime());

// ---- messages --------------------------------------------------------------------------------------------------

interface MessageRow {
  id: number;
  seq: number;
  channel: string;
  text: string;
  created_at: Date;
  sender_id: number;
  client_key: string;
  image_id: number | null;
  image_key: string | null;
  offer_amount: number | null;
}

const MESSAGE_COLUMNS = `m.id, m.seq, c.name AS channel, m.text, m.created_at, m.sender_id, m.client_key, m.image_id,
  i.storage_key AS image_key, m.offer_amount`;
const MESSAGE_FROM = `FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
  LEFT JOIN images i ON i.id = m.image_id`;

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    channel: row.channel,
    text: row.text,
    timestamp: new Date(row.created_at).getTime(),
    sender_id: row.sender_id,
    client_key: row.client_key,
    media: row.image_key ? 'image' : null,
    image: row.image_id && row.image_key ? { id: row.image_id, base_uri: `/media/${row.image_key}` } : null,
    offer: row.offer_amount ? { amount: row.offer_amount } : null,
    warnings: chatWarnings(row.text),
  };
}

// ---- access ----------------------------------------------------------------------------------------------------

interface ConversationRow {
  id: number;
  name: string;
  ad_id: number;
  buyer_id: number;
  seller_id: number;
}

/** The conversation named `name` if `userId` takes part in it; NOT_FOUND otherwise (its existence is not told). */
async function conversationOf(db: Queryable, userId: number, name: string): Promise<ConversationRow> {
  const [row] = await db.query<ConversationRow>(
    `SELECT id, name, ad_id, buyer_id, seller_id FROM chat_conversations
     WHERE name = $1 AND $2 IN (buyer_id, seller_id)`,
    [name, userId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const otherOf = (c: Pick<ConversationRow, 'buyer_id' | 'seller_id'>, userId: number) =>
  c.buyer_id === userId ? c.seller_id : c.buyer_id;

/** SQL: whether either of two users has blocked the other, or either account is gone (nobody can write then). */
const closedBetween = (one: string, other: string) => `(
  EXISTS (SELECT 1 FROM chat_blocks b WHERE (b.blocker_id = ${one} AND b.blocked_id = ${other})
                                         OR (b.blocker_id = ${other} AND b.blocked_id = ${one}))
  OR EXISTS (SELECT 1 FROM users u WHERE u.id IN (${one}, ${other}) AND u.deleted_at IS NOT NULL))`;

async function isClosed(db: Queryable, userId: number, otherId: number): Promise<boolean> {
  const [row] = await db.query<{ closed: boolean }>(`SELECT ${closedBetween('$1', '$2')} AS closed`, [userId, otherId]);
  return row?.closed ?? true;
}

// ---- conversations ---------------------------------------------------------------------------------------------

interface ConversationViewRow {
  id: number;
  name: string;
  ad_snapshot: ChatAdSnapshot | null;
  has_offer: boolean;
  last_updated_at: Date;
  last_deleted_at: Date | null;
  unread: number;
  last_text: string | null;
  last_sender_id: number | null;
  last_at: Date | null;
  last_offer: number | null;
  last_has_image: boolean | null;
  participants: {
    user_id: number;
    name: string;
    deleted: boolean;
    support: boolean;
    blocked: boolean;
    last_seen_at: string | null;
    last_delivered_at: string | null;
  }[];
}

// One row per conversation of $1: the viewer's own state, the unread count, the newest visible message and both
// participants (with whether the other has blocked them).
const CONVERSATION_SELECT = `
  SELECT c.id, c.name, c.ad_snapshot, c.has_offer, c.last_updated_at, me.last_deleted_at,
    (SELECT count(*)::int FROM chat_messages m
      WHERE m.conversation_id = c.id AND m.sender_id <> $1
        AND m.created_at > GREATEST(coalesce(me.last_seen_at, '-infinity'), coalesce(me.last_deleted_at, '-infinity'))
    ) AS unread,
    lm.text AS last_text, lm.sender_id AS last_sender_id, lm.created_at AS last_at, lm.offer_amount AS last_offer,
    lm.image_id IS NOT NULL AS last_has_image,
    (SELECT json_agg(json_build_object(
        'user_id', p.user_id, 'name', u.name, 'deleted', u.deleted_at IS NOT NULL,
        'support', c.ad_id IS NULL AND p.user_id = c.seller_id,
        'blocked', EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocked_id = p.user_id
                           AND b.blocker_id = CASE WHEN p.user_id = c.buyer_id THEN c.seller_id ELSE c.buyer_id END),
        'last_seen_at', p.last_seen_at, 'last_delivered_at', p.last_delivered_at) ORDER BY p.user_id)
      FROM chat_participants p JOIN users u ON u.id = p.user_id WHERE p.conversation_id = c.id) AS participants
  FROM chat_conversations c
  JOIN chat_participants me ON me.conversation_id = c.id AND me.user_id = $1
  LEFT JOIN LATERAL (
    SELECT m.text, m.sender_id, m.created_at, m.offer_amount, m.image_id FROM chat_messages m
    WHERE m.conversation_id = c.id AND m.created_at > coalesce(me.last_deleted_at, '-infinity')
    ORDER BY m.created_at DESC LIMIT 1
  ) lm ON true`;

function toConversation(row: ConversationViewRow, locale: Locale): ChatConversation {
  return {
    id: row.id,
    channel_name: row.name,
    unreadCount: row.unread,
    participants: row.participants.map((p) => ({
      user_id: p.user_id,
      username: p.support
        ? formatMessage(chatServerMessages, locale, 'haatSupport')
        : p.deleted
          ? formatMessage(chatServerMessages, locale, 'deletedUser')
          : p.name,
      inbound_channel: inboundChannel(p.user_id),
      meta_channel: metaChannel(p.user_id),
      is_blocked: p.blocked,
      is_deleted: p.deleted,
      last_seen_at: ms(p.last_seen_at),
      last_delivered_at: ms(p.last_delivered_at),
    })),
    metadata: { ad: row.ad_snapshot },
    last_message:
      row.last_at && row.last_sender_id !== null
        ? {
            text: row.last_text ?? '',
            sender_id: row.last_sender_id,
            channel: row.name,
            timestamp: ms(row.last_at) ?? 0,
            media: row.last_has_image ? 'image' : null,
            offer: row.last_offer ? { amount: row.last_offer } : null,
          }
        : null,
    last_updated_at: ms(row.last_updated_at) ?? 0,
    last_deleted_at: ms(row.last_deleted_at),
    kind: row.ad_snapshot === null ? 'support' : row.has_offer ? 'offer' : 'normal',
  };
}

export interface ConversationPage {
  conversations: ChatConversation[];
  /** Pass back as `last_key` for the next page; null on the last page. */
  last_evaluated_key: string | null;
}

/** The viewer's conversations, the most recently active first; deleted ones return when a new message comes. */
export async function listConversations(
  db: Queryable,
  userId: number,
  options: { limit: number; lastKey?: string | undefined; kind?: 'offer' | undefined },
  locale: Locale,
): Promise<ConversationPage> {
  const [afterAt, afterId] = (options.lastKey ?? '').split('.').map(Number);
  const keyed = Number.isSafeInteger(afterAt) && Number.isSafeInteger(afterId);
  const rows = await db.query<ConversationViewRow>(
    `${CONVERSATION_SELECT}
     WHERE (me.last_deleted_at IS NULL OR c.last_message_at > me.last_deleted_at)
       AND ($2::boolean IS NOT TRUE OR c.has_offer)
       AND ($3::bigint IS NULL OR (c.last_updated_at, c.id) < (to_timestamp($3::bigint / 1000.0), $4::bigint))
     ORDER BY c.last_updated_at DESC, c.id DESC
     LIMIT $5`,
    [userId, options.kind === 'offer', keyed ? afterAt! : null, keyed ? afterId! : null, options.limit],
  );
  const conversations = rows.map((row) => toConversation(row, locale));
  const last = conversations.at(-1);
  return {
    conversations,
    last_evaluated_key: last && rows.length === options.limit ? `${last.last_updated_at}.${last.id}` : null,
  };
}

/** One conversation with its newest page of messages; by name, or the viewer's own chat (as buyer) about an ad. */
export async function getConversation(
  db: Queryable,
  userId: number,
  by: { name: string } | { adId: number },
  locale: Locale,
): Promise<ChatConversation> {
  const [row] = await db.query<ConversationViewRow>(
    'name' in by
      ? `${CONVERSATION_SELECT} WHERE c.name = $2`
      : `${CONVERSATION_SELECT} WHERE c.ad_id = $2 AND c.buyer_id = $1`,
    [userId, 'name' in by ? by.name : by.adId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  const conversation = toConversation(row, locale);
  const page = await listMessages(db, userId, row.name, {
    limit: CHAT_PAGE_SIZE,
    lastDeletedAt: conversation.last_deleted_at ?? undefined,
  });
  return { ...conversation, messages: page.messages, hasMoreMessages: page.hasMoreMessages };
}

interface AdRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  status: string;
  user_id: number;
  seller_deleted: boolean;
  price: number | null;
  price_negotiable: boolean;
  category_id: number;
  location_id: number;
  image_key: string | null;
  is_member: boolean;
  is_authorized_dealer: boolean;
  is_doorstep_delivery: boolean;
  contact_name: string;
  promotions: string[] | null;
}

/**
 * The ad a chat would be about, as its snapshot, and whether the viewer may start one: not about their own ad, only
 * about a published ad of a seller who still has an account, and not when either has blocked the other.
 */
export async function adForChat(
  db: Queryable,
  userId: number,
  adId: number,
): Promise<{ snapshot: ChatAdSnapshot; sellerId: number; available: boolean } | null> {
  const [ad] = await db.query<AdRow>(
    `SELECT a.id, a.slug, a.title, a.description, a.status, a.user_id, u.deleted_at IS NOT NULL AS seller_deleted,
       a.price, a.price_negotiable, a.category_id, a.location_id, i.storage_key AS image_key, u.is_member,
       u.is_authorized_dealer, a.is_doorstep_delivery, a.contact_name,
       (SELECT array_agg(DISTINCT p.kind) FROM ad_promotions p
         WHERE p.ad_id = a.id AND p.starts_at <= now() AND p.ends_at > now()) AS promotions
     FROM ads a JOIN users u ON u.id = a.user_id
     LEFT JOIN ad_images ai ON ai.ad_id = a.id AND ai.position = 0
     LEFT JOIN images i ON i.id = ai.image_id
     WHERE a.id = $1`,
    [adId],
  );
  if (!ad) return null;
  const promotions = new Set(ad.promotions ?? []);
  const snapshot: ChatAdSnapshot = {
    id: ad.id,
    slug: ad.slug,
    title: ad.title,
    description: ad.description.slice(0, 300),
    details: ad.price_negotiable ? 'negotiable' : '',
    imgUrl: ad.image_key ? `/media/${ad.image_key}/card.webp` : null,
    price: ad.price,
    category: { id: ad.category_id },
    location: { id: ad.location_id },
    isMember: ad.is_member,
    isAuthorizedDealer: ad.is_authorized_dealer,
    isTopAd: promotions.has('top_ad'),
    isUrgentAd: promotions.has('urgent_ad'),
    isDoorstepDelivery: ad.is_doorstep_delivery,
    contactCard: { name: ad.contact_name },
  };
  const available =
    ad.user_id !== userId &&
    ad.status === 'published' &&
    !ad.seller_deleted &&
    !(await isClosed(db, userId, ad.user_id));
  return { snapshot, sellerId: ad.user_id, available };
}

/** Spec section 9: new conversations per user are limited, so one account cannot spam every seller. */
/**
 * Messages one account may send (decision 63): above anyone's typing speed, below a spammer's script. Counted per
 * account, whatever socket or process they come through; a resend of a stored message counts too (rare).
 */
const MESSAGE_LIMITS = (userId: number) => [
  { key: `chat:msg:m:${userId}`, max: 30, windowSeconds: 60 },
  { key: `chat:msg:h:${userId}`, max: 300, windowSeconds: 3600 },
];

const NEW_CONVERSATION_LIMITS = (userId: number) => [
  { key: `chat:new:h:${userId}`, max: 20, windowSeconds: 3600 },
  { key: `chat:new:d:${userId}`, max: 60, windowSeconds: 86400 },
];

/**
 * Starts the viewer's chat about an ad, or answers the one they already have. Chatting with oneself, about an ad
 * that is not published, or with someone either side has blocked is refused with 412 (spec section 8: the client
 * shows a placeholder conversation with the user blocked).
 */
export async function startConversation(
  deps: ChatDeps,
  userId: number,
  adId: number,
  locale: Locale,
): Promise<{ conversation: ChatConversation; created: boolean }> {
  const [existing] = await deps.db.query<{ name: string }>(
    'SELECT name FROM chat_conversations WHERE ad_id = $1 AND buyer_id = $2',
    [adId, userId],
  );
  if (existing) {
    return { conversation: await getConversation(deps.db, userId, { name: existing.name }, locale), created: false };
  }
  const ad = await adForChat(deps.db, userId, adId);
  if (!ad) throw new AppError('NOT_FOUND');
  if (!ad.available) throw new AppError('CHAT_UNAVAILABLE');
  await enforceLimits(deps.counters, NEW_CONVERSATION_LIMITS(userId));
  const { snapshot, sellerId } = ad;
  const name = `c_${randomBytes(12).toString('base64url')}`;
  const created = await deps.db.transaction(async (tx) => {
    // Two taps at once: the second insert finds the first and both answer the same conversation.
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO chat_conversations (name, ad_id, buyer_id, seller_id, ad_snapshot) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (ad_id, buyer_id) DO NOTHING RETURNING id`,
      [name, adId, userId, sellerId, JSON.stringify(snapshot)],
    );
    if (row) {
      await tx.query('INSERT INTO chat_participants (conversation_id, user_id) VALUES ($1, $2), ($1, $3)', [
        row.id,
        userId,
        sellerId,
      ]);
    }
    return row !== undefined;
  });
  // Counted once committed; adForChat has refused the seller's own ad.
  if (created) countAdEvent(deps, adId, 'chats');
  return { conversation: await getConversation(deps.db, userId, { adId }, locale), created: true };
}

export interface MessagePage {
  messages: ChatMessage[];
  /** The oldest message's timestamp: pass it as last_message_at for the page before. */
  last_evaluated_key: { timestamp: number } | null;
  hasMoreMessages: boolean;
}

/**
 * A page of a conversation's messages, oldest first: the newest `limit` before `lastMessageAt` (exclusive), none
 * from before `lastDeletedAt` (the viewer deleted the conversation then). A full page means more may exist.
 */
export async function listMessages(
  db: Queryable,
  userId: number,
  name: string,
  options: { limit: number; lastMessageAt?: number | undefined; lastDeletedAt?: number | undefined },
): Promise<MessagePage> {
  const conversation = await conversationOf(db, userId, name);
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} ${MESSAGE_FROM}
     WHERE m.conversation_id = $1
       AND m.created_at > GREATEST(to_timestamp(coalesce($2::bigint, 0) / 1000.0), coalesce(
         (SELECT last_deleted_at FROM chat_participants WHERE conversation_id = $1 AND user_id = $5), '-infinity'))
       AND ($3::bigint IS NULL OR m.created_at < to_timestamp($3::bigint / 1000.0))
     ORDER BY m.created_at DESC LIMIT $4`,
    [conversation.id, options.lastDeletedAt ?? null, options.lastMessageAt ?? null, options.limit, userId],
  );
  const messages = rows.reverse().map(toMessage);
  const full = rows.length === options.limit;
  return {
    messages,
    last_evaluated_key: messages[0] ? { timestamp: messages[0].timestamp } : null,
    hasMoreMessages: full,
  };
}

/** Messages of the viewer's conversations after the sequence numbers the client already has (reconnect catch-up). */
export async function messagesAfter(
  db: Queryable,
  userId: number,
  known: Record<string, number>,
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const names = Object.keys(known);
  if (names.length === 0) return { messages: [], more: false };
  // By name first (its unique index), then each conversation's messages after the known sequence.
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} ${MESSAGE_FROM}
     WHERE c.name = ANY($2::text[]) AND $1 IN (c.buyer_id, c.seller_id)
       AND m.seq > ($3::jsonb ->> c.name)::bigint
     ORDER BY c.id, m.seq LIMIT $4`,
    [userId, names, JSON.stringify(known), CHAT_PAGE_SIZE * 5],
  );
  return { messages: rows.map(toMessage), more: rows.length === CHAT_PAGE_SIZE * 5 };
}

// ---- sending -----------------------------------------------------------------------------------------------------

export interface NewMessage {
  /** The sender's idempotency key: the same key again answers the message already stored. */
  readonly clientKey: string;
  readonly text: string;
  readonly imageId?: number | undefined;
  readonly offerAmount?: number | undefined;
  /** A staff member writing as Haat support (support.ts): recorded with the message, and limited as themselves. */
  readonly staffId?: number | undefined;
}

/**
 * Stores a message (committed when this resolves) and then publishes it to the recipient's inbound channel and the
 * sender's meta channel (their other devices). A resend with a key already used answers the stored message and
 * publishes it again: the first publish may have been lost with a process, and clients drop ids they have.
 */
export async function sendMessage(
  deps: ChatDeps,
  senderId: number,
  name: string,
  input: NewMessage,
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  if (!input.text && input.imageId === undefined && input.offerAmount === undefined) {
    throw new AppError('VALIDATION_FAILED', [{ path: 'text', message: 'a message needs text, a picture or an offer' }]);
  }
  await enforceLimits(deps.counters, MESSAGE_LIMITS(input.staffId ?? senderId));
  // One read for every check, then one statement that numbers and stores the message (2 round trips: this is the
  // hot path of the chat). The UPDATE's row lock orders a conversation's messages, so sequence numbers and
  // timestamps follow commit order.
  const [check] = await deps.db.query<{
    id: number;
    buyer_id: number;
    seller_id: number;
    closed: boolean;
    existing_id: number | null;
    existing_conversation_id: number | null;
    image_key: string | null;
  }>(
    `SELECT c.id, c.buyer_id, c.seller_id, ${closedBetween('c.buyer_id', 'c.seller_id')} AS closed,
       m.id AS existing_id, m.conversation_id AS existing_conversation_id,
       (SELECT i.storage_key FROM images i WHERE i.id = $4 AND i.owner_id = $2) AS image_key
     FROM chat_conversations c
     LEFT JOIN chat_messages m ON m.sender_id = $2 AND m.client_key = $3
     WHERE c.name = $1 AND $2 IN (c.buyer_id, c.seller_id)`,
    [name, senderId, input.clientKey, input.imageId ?? null],
  );
  if (!check) throw new AppError('NOT_FOUND');
  if (check.existing_conversation_id !== null && check.existing_conversation_id !== check.id) {
    throw new AppError('VALIDATION_FAILED', [{ path: 'client_key', message: 'already used in another chat' }]);
  }
  let row: MessageRow | undefined;
  if (check.existing_id === null) {
    if (check.closed) throw new AppError('CHAT_BLOCKED');
    if (input.imageId !== undefined && !check.image_key) {
      throw new AppError('VALIDATION_FAILED', [{ path: 'image_id', message: 'not your picture' }]);
    }
    const [stored] = await deps.db.query<{ id: number; seq: number; created_at: Date }>(
      `WITH numbered AS (
         UPDATE chat_conversations SET last_seq = last_seq + 1,
           last_message_at = GREATEST(date_trunc('milliseconds', clock_timestamp()),
                                      coalesce(last_message_at, '-infinity') + interval '1 millisecond'),
           last_updated_at = now(),
           has_offer = has_offer OR $6::bigint IS NOT NULL
         WHERE id = $1 RETURNING id, last_seq, last_message_at
       ), inserted AS (
         INSERT INTO chat_messages
           (conversation_id, seq, sender_id, client_key, text, image_id, offer_amount, created_at, staff_id)
         SELECT id, last_seq, $2, $3, $4, $5, $6, last_message_at, $7 FROM numbered
         ON CONFLICT (sender_id, client_key) DO NOTHING
         RETURNING id, seq, created_at
       ), seen AS (
         -- Writing a message means the sender has seen the conversation up to it.
         UPDATE chat_participants SET last_seen_at = (SELECT created_at FROM inserted)
         WHERE conversation_id = $1 AND user_id = $2 AND EXISTS (SELECT 1 FROM inserted)
       )
       SELECT id, seq, created_at FROM inserted`,
      [
        check.id,
        senderId,
        input.clientKey,
        input.text,
        input.imageId ?? null,
        input.offerAmount ?? null,
        input.staffId ?? null,
      ],
    );
    if (stored) {
      row = {
        ...stored,
        channel: name,
        text: input.text,
        sender_id: senderId,
        client_key: input.clientKey,
        image_id: input.imageId ?? null,
        image_key: check.image_key,
        offer_amount: input.offerAmount ?? null,
      };
    }
  }
  // Stored already (a resend), or by a resend racing this one (the insert found its key): answer that message.
  const duplicate = !row;
  if (!row) {
    [row] = await deps.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} ${MESSAGE_FROM} WHERE m.sender_id = $1 AND m.client_key = $2`,
      [senderId, input.clientKey],
    );
    if (!row) throw new Error('chat message not stored');
  }
  if (!duplicate && input.text && asksForFee(input.text)) await reportFeeRequest(deps.db, check.id, senderId);
  const message = toMessage(row);
  const event: ChatEvent = { type: 'message', message };
  await Promise.all([
    deps.pubsub.publish(inboundChannel(otherOf(check, senderId)), event),
    deps.pubsub.publish(metaChannel(senderId), event),
  ]);
  return { message, duplicate };
}

// ---- state -------------------------------------------------------------------------------------------------------

/**
 * Records how far the viewer has received (delivered) or read (seen) a conversation, never moving back, and tells
 * the other participant on their meta channel (the ticks on their messages).
 */
export async function markConversation(
  deps: ChatDeps,
  userId: number,
  name: string,
  state: { lastSeenAt?: number | undefined; lastDeliveredAt?: number | undefined },
): Promise<void> {
  const conversation = await conversationOf(deps.db, userId, name);
  const seen = state.lastSeenAt ?? null;
  // Seen implies delivered.
  const delivered = Math.max(state.lastDeliveredAt ?? 0, seen ?? 0) || null;
  const [row] = await deps.db.query<{ last_seen_at: Date | null; last_delivered_at: Date | null }>(
    `UPDATE chat_participants SET
       last_seen_at = GREATEST(last_seen_at, to_timestamp($3::bigint / 1000.0)),
       last_delivered_at = GREATEST(last_delivered_at, to_timestamp($4::bigint / 1000.0))
     WHERE conversation_id = $1 AND user_id = $2 RETURNING last_seen_at, last_delivered_at`,
    [conversation.id, userId, seen, delivered],
  );
  const other = metaChannel(otherOf(conversation, userId));
  const events: ChatEvent[] = [];
  if (seen !== null && row?.last_seen_at) {
    events.push({ type: 'seen', channel: name, user_id: userId, timestamp: ms(row.last_seen_at) ?? 0 });
  }
  if (delivered !== null && row?.last_delivered_at) {
    events.push({ type: 'delivered', channel: name, user_id: userId, timestamp: ms(row.last_delivered_at) ?? 0 });
  }
  await Promise.all(events.map((event) => deps.pubsub.publish(other, event)));
}

/** Tells the other participant that the viewer is typing (not stored). */
export async function announceTyping(deps: ChatDeps, userId: number, name: string): Promise<void> {
  const conversation = await conversationOf(deps.db, userId, name);
  const event: ChatEvent = { type: 'typing', channel: name, user_id: userId };
  await deps.pubsub.publish(inboundChannel(otherOf(conversation, userId)), event);
}

/** Hides conversations from the viewer's list and history; a new message brings the conversation back. */
export async function deleteConversations(db: Queryable, userId: number, names: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE chat_participants p SET last_deleted_at = now()
     FROM chat_conversations c WHERE c.id = p.conversation_id AND c.name = ANY($2::text[]) AND p.user_id = $1`,
    [userId, names],
  );
}

/**
 * Blocks (or unblocks) users the viewer has chatted with: nobody can write in their conversations while either
 * blocks the other. Only someone who shares a conversation with the viewer can be blocked, so ids cannot be probed.
 */
export async function setBlocked(
  deps: ChatDeps,
  userId: number,
  accountIds: readonly number[],
  blocked: boolean,
): Promise<void> {
  const rows = await deps.db.query<{ other_id: number }>(
    `SELECT DISTINCT CASE WHEN buyer_id = $1 THEN seller_id ELSE buyer_id END AS other_id
     FROM chat_conversations WHERE $1 IN (buyer_id, seller_id)
       AND CASE WHEN buyer_id = $1 THEN seller_id ELSE buyer_id END = ANY($2::bigint[])`,
    [userId, accountIds],
  );
  if (rows.length !== new Set(accountIds).size) throw new AppError('NOT_FOUND');
  for (const { other_id } of rows) {
    await deps.db.query(
      blocked
        ? 'INSERT INTO chat_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
        : 'DELETE FROM chat_blocks WHERE blocker_id = $1 AND blocked_id = $2',
      [userId, other_id],
    );
    const event: ChatEvent = { type: blocked ? 'blocked' : 'unblocked', user_id: other_id, by: userId };
    await Promise.all([
      deps.pubsub.publish(metaChannel(other_id), event),
      deps.pubsub.publish(metaChannel(userId), event),
    ]);
  }
}

export type ReportReason = 'scam' | 'abuse' | 'spam' | 'other';

/**
 * A message asking for a fee in a chat about a job is reported by the system (no reporter), once per conversation
 * (decision 122): the job scam that takes a "registration fee" usually starts in the chat.
 */
async function reportFeeRequest(db: Queryable, conversationId: number, senderId: number): Promise<void> {
  await db.query(
    `INSERT INTO chat_reports (conversation_id, reporter_id, reason, reported_user_id)
     SELECT c.id, NULL, 'fee_request', $3 FROM chat_conversations c JOIN ads a ON a.id = c.ad_id
     WHERE c.id = $1 AND a.category_id = ANY($2::int[])
       AND NOT EXISTS (SELECT 1 FROM chat_reports r WHERE r.conversation_id = c.id AND r.reason = 'fee_request')`,
    [conversationId, jobCategoryIds(), senderId],
  );
}

/**
 * A participant reports a conversation, and so the other participant, to the moderators (once per conversation and
 * reporter; reporting again reopens a report staff had closed).
 */
export async function reportConversation(db: Queryable, userId: number, name: string, reason: ReportReason) {
  const conversation = await conversationOf(db, userId, name);
  await db.query(
    `INSERT INTO chat_reports (conversation_id, reporter_id, reason, reported_user_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (conversation_id, reporter_id)
       DO UPDATE SET reason = EXCLUDED.reason, outcome = NULL, closed_by = NULL, closed_at = NULL`,
    [conversation.id, userId, reason, otherOf(conversation, userId)],
  );
}

/** For the header badge: unread messages over all of the viewer's conversations, and whether any is an offer. */
export async function chatSummary(db: Queryable, userId: number): Promise<{ unread: number; hasOffers: boolean }> {
  const [row] = await db.query<{ unread: number; has_offers: boolean }>(
    `SELECT
       (SELECT count(*)::int FROM chat_participants me JOIN chat_messages m ON m.conversation_id = me.conversation_id
         WHERE me.user_id = $1 AND m.sender_id <> $1
           AND m.created_at > GREATEST(coalesce(me.last_seen_at, '-infinity'), coalesce(me.last_deleted_at, '-infinity'))
       ) AS unread,
       EXISTS (SELECT 1 FROM chat_participants me JOIN chat_conversations c ON c.id = me.conversation_id
               WHERE me.user_id = $1 AND c.has_offer) AS has_offers`,
    [userId],
  );
  return { unread: row?.unread ?? 0, hasOffers: row?.has_offers ?? false };
}

/** Conversations started per Dhaka day between `from` and `to` (YYYY-MM-DD, both included): the dashboard. */
export async function dailyChatsStarted(db: Queryable, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db.query<{ day: string; count: number }>(
    `SELECT to_char(created_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day, count(*)::int AS count
     FROM chat_conversations
     WHERE created_at >= $1::date::timestamp AT TIME ZONE 'Asia/Dhaka'
       AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka'
     GROUP BY 1`,
    [from, to],
  );
  return new Map(rows.map((r) => [r.day, r.count]));
}
