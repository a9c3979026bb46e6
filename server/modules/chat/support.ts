// The help chat with Haat's support team (spec section 1's live-chat widget; decision 101), built on the
// buyer–seller chat: a support conversation is a chat without an ad between a signed-in visitor and the "Haat
// support" system account. Staff read and answer the support inbox as that account, so the visitor's side is an
// ordinary chat (the same socket, live messages, ticks and catch-up) and the inbox is that account's chat list.
// Who counts as staff is decided by isSupportStaff alone (the back-office permission `support.chat`).
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../core/errors.ts';
import type { Locale } from '../../../core/catalogue.ts';
import type { Queryable } from '../../adapters/database.ts';
import { can } from '../../../core/backoffice/permissions.ts';
import { createSystemAccount, roleOf } from '../accounts/index.ts';
import { getConversation, listConversations, type ConversationPage } from './conversations.ts';
import { sendMessage, type NewMessage } from './messages.ts';
import type { ChatConversation, ChatDeps, ChatMessage } from './model.ts';
import { markConversation } from './participants.ts';

/** The name the system account is stored with (pages show it translated: chat-server-messages.ts). */
const SUPPORT_ACCOUNT_NAME = 'Haat support';

/** The system account staff answer as; made on first use. */
export async function supportAccountId(db: Queryable): Promise<number> {
  const find = async () =>
    (await db.query<{ user_id: number }>('SELECT user_id FROM chat_support_account WHERE id = 1'))[0]?.user_id;
  const existing = await find();
  if (existing !== undefined) return Number(existing);
  const made = await createSystemAccount(db, SUPPORT_ACCOUNT_NAME);
  await db.query('INSERT INTO chat_support_account (id, user_id) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [made]);
  // Two first uses at once: the one linked first is the account (the other stays unused).
  const linked = await find();
  if (linked === undefined) throw new Error('support account not linked');
  return Number(linked);
}

/**
 * Who answers support chats: the roles with the `support.chat` permission of the back-office table
 * (core/backoffice/permissions.ts). Every staff path goes through supportAccountFor or requireSupportStaff.
 */
async function isSupportStaff(db: Queryable, userId: number): Promise<boolean> {
  return can(await roleOf(db, userId), 'support.chat');
}

/** The support account when `userId` is staff (their chat socket then also carries the support inbox), else null. */
export async function supportAccountFor(db: Queryable, userId: number): Promise<number | null> {
  return (await isSupportStaff(db, userId)) ? supportAccountId(db) : null;
}

/** The support account, for staff; 403 for anyone else. */
export async function requireSupportStaff(db: Queryable, userId: number): Promise<number> {
  const support = await supportAccountFor(db, userId);
  if (support === null) throw new AppError('FORBIDDEN');
  return support;
}

/** The visitor's own support conversation, or null before they have written. */
export async function findSupportConversation(
  db: Queryable,
  userId: number,
  locale: Locale,
): Promise<ChatConversation | null> {
  const [row] = await db.query<{ name: string }>(
    'SELECT name FROM chat_conversations WHERE ad_id IS NULL AND buyer_id = $1',
    [userId],
  );
  return row ? getConversation(db, userId, { name: row.name }, locale) : null;
}

/** Opens (or answers) the visitor's support conversation: one per visitor, whatever they ask about. */
export async function openSupportConversation(
  deps: Pick<ChatDeps, 'db'>,
  userId: number,
  locale: Locale,
): Promise<{ conversation: ChatConversation; created: boolean }> {
  const found = await findSupportConversation(deps.db, userId, locale);
  if (found) return { conversation: found, created: false };
  const support = await supportAccountId(deps.db);
  // The support account itself has no one to write to.
  if (support === userId) throw new AppError('CHAT_UNAVAILABLE');
  const name = `s_${randomBytes(12).toString('base64url')}`;
  await deps.db.transaction(async (tx) => {
    // Two taps at once: the second insert finds the first and both answer the same conversation.
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO chat_conversations (name, buyer_id, seller_id) VALUES ($1, $2, $3)
       ON CONFLICT (buyer_id) WHERE ad_id IS NULL DO NOTHING RETURNING id`,
      [name, userId, support],
    );
    if (row) {
      await tx.query('INSERT INTO chat_participants (conversation_id, user_id) VALUES ($1, $2), ($1, $3)', [
        row.id,
        userId,
        support,
      ]);
    }
  });
  const conversation = await findSupportConversation(deps.db, userId, locale);
  if (!conversation) throw new Error('support conversation not stored');
  return { conversation, created: true };
}

/** Staff: the support inbox, the most recently active first, unread counted from the support account's reading. */
export async function supportInbox(
  db: Queryable,
  staffId: number,
  options: { limit: number; lastKey?: string | undefined },
  locale: Locale,
): Promise<ConversationPage> {
  return listConversations(db, await requireSupportStaff(db, staffId), options, locale);
}

/** Staff: one support conversation with its newest messages (404 for any other conversation). */
export async function supportConversation(
  db: Queryable,
  staffId: number,
  name: string,
  locale: Locale,
): Promise<ChatConversation> {
  return getConversation(db, await requireSupportStaff(db, staffId), { name }, locale);
}

/** Staff: an answer as Haat support, live to the visitor and to the other staff's inbox. */
export async function answerSupport(
  deps: ChatDeps,
  staffId: number,
  name: string,
  input: Pick<NewMessage, 'clientKey' | 'text'>,
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const support = await requireSupportStaff(deps.db, staffId);
  return sendMessage(deps, support, name, { ...input, staffId });
}

/** Staff: the visitor's messages up to `lastSeenAt` have been read (the visitor sees the ticks). */
export async function markSupportSeen(deps: ChatDeps, staffId: number, name: string, lastSeenAt: number) {
  await markConversation(deps, await requireSupportStaff(deps.db, staffId), name, { lastSeenAt });
}
