// Conversations: the viewer's list, one conversation, the ad a chat is about, and starting one (spec sections 3 and 8).
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../core/errors.ts';
import type { Locale } from '../../../core/catalogue.ts';
import { formatMessage } from '../../../core/i18n.ts';
import type { Queryable } from '../../adapters/database.ts';
import { enforceLimits } from '../../adapters/rate-limits.ts';
import { countAdEvent } from '../ad-counts/index.ts';
import { chatServerMessages } from './chat-server-messages.ts';
import {
  CHAT_PAGE_SIZE,
  type ChatAdSnapshot,
  type ChatConversation,
  type ChatDeps,
  inboundChannel,
  metaChannel,
} from './model.ts';
import { isClosed, ms } from './internal.ts';
import { listMessages } from './messages.ts';

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
