// The chat's shapes, channels and page size, shared by its files, the routes and the socket (spec sections 3, 4, 9).
import type { ChatWarning } from '../../../core/chat/safety.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Database } from '../../adapters/database.ts';
import type { PubSub } from '../../adapters/pubsub.ts';
import type { CounterStore } from '../../adapters/rate-limits.ts';

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
