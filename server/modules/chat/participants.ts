// A participant's own marks on a chat: seen and delivered, typing, deleting, blocking, reporting (spec section 4).
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { type ChatDeps, type ChatEvent, inboundChannel, metaChannel } from './model.ts';
import { conversationOf, ms, otherOf } from './internal.ts';

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
