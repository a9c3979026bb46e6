// Counts of chats: the viewer's header badge, and chats started per day for the staff dashboard (decision 135).
import type { Queryable } from '../../adapters/database.ts';

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
