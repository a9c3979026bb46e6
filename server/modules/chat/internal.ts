// Private helpers of the chat files: message rows, and who may read or write a conversation (decision 46).
import { chatWarnings } from '../../../core/chat/safety.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { ChatMessage } from './model.ts';

export const ms = (date: Date | string | null): number | null => (date === null ? null : new Date(date).getTime());

// ---- messages --------------------------------------------------------------------------------------------------

export interface MessageRow {
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

export const MESSAGE_COLUMNS = `m.id, m.seq, c.name AS channel, m.text, m.created_at, m.sender_id, m.client_key, m.image_id,
  i.storage_key AS image_key, m.offer_amount`;
export const MESSAGE_FROM = `FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
  LEFT JOIN images i ON i.id = m.image_id`;

export function toMessage(row: MessageRow): ChatMessage {
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

export interface ConversationRow {
  id: number;
  name: string;
  ad_id: number;
  buyer_id: number;
  seller_id: number;
}

/** The conversation named `name` if `userId` takes part in it; NOT_FOUND otherwise (its existence is not told). */
export async function conversationOf(db: Queryable, userId: number, name: string): Promise<ConversationRow> {
  const [row] = await db.query<ConversationRow>(
    `SELECT id, name, ad_id, buyer_id, seller_id FROM chat_conversations
     WHERE name = $1 AND $2 IN (buyer_id, seller_id)`,
    [name, userId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const otherOf = (c: Pick<ConversationRow, 'buyer_id' | 'seller_id'>, userId: number) =>
  c.buyer_id === userId ? c.seller_id : c.buyer_id;

/** SQL: whether either of two users has blocked the other, or either account is gone (nobody can write then). */
export const closedBetween = (one: string, other: string) => `(
  EXISTS (SELECT 1 FROM chat_blocks b WHERE (b.blocker_id = ${one} AND b.blocked_id = ${other})
                                         OR (b.blocker_id = ${other} AND b.blocked_id = ${one}))
  OR EXISTS (SELECT 1 FROM users u WHERE u.id IN (${one}, ${other}) AND u.deleted_at IS NOT NULL))`;

export async function isClosed(db: Queryable, userId: number, otherId: number): Promise<boolean> {
  const [row] = await db.query<{ closed: boolean }>(`SELECT ${closedBetween('$1', '$2')} AS closed`, [userId, otherId]);
  return row?.closed ?? true;
}
