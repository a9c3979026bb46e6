// Messages: pages, the reconnect catch-up, and sending, stored before anyone is told (decisions 45, 63, 122).
import { AppError } from '../../../core/errors.ts';
import { asksForFee } from '../../../core/jobs/fee-requests.ts';
import type { Queryable } from '../../adapters/database.ts';
import { enforceLimits } from '../../adapters/rate-limits.ts';
import { jobCategoryIds } from '../catalog/index.ts';
import {
  CHAT_PAGE_SIZE,
  type ChatDeps,
  type ChatEvent,
  type ChatMessage,
  inboundChannel,
  metaChannel,
} from './model.ts';
import {
  closedBetween,
  conversationOf,
  MESSAGE_COLUMNS,
  MESSAGE_FROM,
  type MessageRow,
  otherOf,
  toMessage,
} from './internal.ts';

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

/**
 * Messages one account may send (decision 63): above anyone's typing speed, below a spammer's script. Counted per
 * account, whatever socket or process they come through; a resend of a stored message counts too (rare).
 */
const MESSAGE_LIMITS = (userId: number) => [
  { key: `chat:msg:m:${userId}`, max: 30, windowSeconds: 60 },
  { key: `chat:msg:h:${userId}`, max: 300, windowSeconds: 3600 },
];

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
