// The help chat with Haat support (decision 101): a visitor's conversation with the support account,
// the staff's inbox and answers, live over the socket, and private to the visitor and staff.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import {
  callAs,
  chatToken,
  type Frame,
  type Person,
  person,
  publishedAd,
  startChat,
  useChatSockets,
} from './testing.ts';
import { makeStaff } from '../accounts/testing.ts';
import type { Role } from '../../../core/backoffice/permissions.ts';

const api = useTestApp();
const sockets = useChatSockets(api);
const connect = async (who: Person) => sockets(await chatToken(api, who));

async function staff(name = 'Sumi Staff', role: Role = 'support') {
  const who = await person(api, name);
  await makeStaff(api.db, who.id, role);
  return who;
}

const openSupport = (who: Person, locale = 'bn') =>
  callAs(api, who)({ method: 'POST', url: '/data/chat/support', headers: { 'accept-language': locale } });

const write = (who: Person, conversation: string, text: string) =>
  callAs(
    api,
    who,
  )({
    method: 'POST',
    url: '/data/chat/conversation',
    payload: { conversation, publish_message: true, last_message: { text, client_key: randomUUID() } },
  });

const answer = (who: Person, conversation: string, text: string, extra: Record<string, unknown> = {}) =>
  callAs(
    api,
    who,
  )({
    method: 'POST',
    url: '/data/chat/support/conversation',
    payload: { conversation, last_message: { text, client_key: randomUUID() }, ...extra },
  });

const isMessage = (text: string) => (f: Frame) => f.type === 'message' && (f.message as { text: string }).text === text;

describe('a visitor opens a help chat with Haat support', () => {
  test('gets one conversation with "Haat support", in bn and en, without an ad; a second open answers the same', async () => {
    const visitor = await person(api, 'Rina Visitor');
    const opened = await openSupport(visitor);
    expect(opened.statusCode).toBe(201);
    const conversation = opened.json();
    expect(conversation).toMatchObject({
      channel_name: expect.stringMatching(/^s_[\w-]{16}$/),
      kind: 'support',
      metadata: { ad: null },
      messages: [],
    });
    const support = conversation.participants.find((p: { user_id: number }) => p.user_id !== visitor.id);
    expect(support.username).toBe('হাট সাপোর্ট');
    const again = await openSupport(visitor, 'en');
    expect(again.statusCode).toBe(200);
    expect(again.json().channel_name).toBe(conversation.channel_name);
    expect(again.json().participants.map((p: { username: string }) => p.username)).toContain('Haat support');
    // It is one of the visitor's chats, listed with the others.
    const list = await callAs(api, visitor)({ method: 'GET', url: '/data/chat/conversations' });
    expect(list.json().conversations.map((c: { kind: string }) => c.kind)).toEqual(['support']);
  });

  test('needs a signed-in visitor', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/data/chat/support' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('staff answer from the support inbox', () => {
  test('see what visitors wrote, answer as Haat support, and the visitor gets the answer live with the seen tick', async () => {
    const visitor = await person(api, 'Karim Visitor');
    const agent = await staff();
    const name = (await openSupport(visitor)).json().channel_name as string;
    const visitorPhone = await connect(visitor);
    const staffDesk = await connect(agent);

    // The visitor writes: it reaches the staff's socket live, and their inbox with an unread count.
    expect((await write(visitor, name, 'My ad is pending for two days')).statusCode).toBe(200);
    await staffDesk.next(isMessage('My ad is pending for two days'));
    const inbox = await callAs(api, agent)({ method: 'GET', url: '/data/chat/support/inbox' });
    expect(inbox.statusCode).toBe(200);
    const listed = inbox.json().conversations.find((c: { channel_name: string }) => c.channel_name === name);
    expect(listed).toMatchObject({ kind: 'support', unreadCount: 1, last_message: { sender_id: visitor.id } });

    // Staff answer and mark the visitor's message seen; the visitor sees both as they happen.
    const shown = await callAs(
      api,
      agent,
    )({ method: 'GET', url: '/data/chat/support/conversation', query: { conversation: name } });
    const seenAt = shown.json().messages[0].timestamp as number;
    const answered = await answer(agent, name, 'We are reviewing it now', { last_seen_at: seenAt });
    expect(answered.statusCode).toBe(200);
    const live = await visitorPhone.next(isMessage('We are reviewing it now'));
    const supportId = (live.message as { sender_id: number }).sender_id;
    expect(supportId).not.toBe(agent.id);
    const seen = await visitorPhone.next((f) => f.type === 'seen');
    expect(seen).toMatchObject({ channel: name, user_id: supportId });
    expect(seen.timestamp).toBeGreaterThanOrEqual(seenAt);
    // The staff member who answered is on record.
    const [row] = await api.db.query<{ staff_id: number }>(
      'SELECT staff_id FROM chat_messages WHERE sender_id = $1 AND text = $2',
      [supportId, 'We are reviewing it now'],
    );
    expect(Number(row?.staff_id)).toBe(agent.id);

    // Another staff member (an admin) sees the whole thread, read, and the answer as Haat support's.
    const admin = await staff('Arif Admin', 'admin');
    const thread = await callAs(
      api,
      admin,
    )({ method: 'GET', url: '/data/chat/support/conversation', query: { conversation: name } });
    expect(thread.json()).toMatchObject({
      unreadCount: 0,
      messages: [{ sender_id: visitor.id }, { sender_id: supportId, text: 'We are reviewing it now' }],
    });
    // The visitor's own view: their chat, with the answer and support's seen mark.
    const mine = await callAs(
      api,
      visitor,
    )({ method: 'GET', url: '/data/chat/conversation', query: { conversation: name } });
    expect(mine.json().unreadCount).toBe(1);
    const supportSide = mine.json().participants.find((p: { user_id: number }) => p.user_id === supportId);
    expect(supportSide.last_seen_at).toBeGreaterThanOrEqual(seenAt);
  });

  test('an empty answer is refused naming the field', async () => {
    const visitor = await person(api, 'Nila Visitor');
    const agent = await staff('Tania Staff');
    const name = (await openSupport(visitor)).json().channel_name as string;
    const refused = await answer(agent, name, '   ');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.violations[0].path).toBe('body.last_message.text');
  });
});

describe('privacy of support chats', () => {
  test('another user gets 404 for a visitor’s support chat, the inbox and answering; staff of another role 403', async () => {
    const visitor = await person(api, 'Mita Visitor');
    const other = await person(api, 'Omar Other');
    const name = (await openSupport(visitor)).json().channel_name as string;
    await write(visitor, name, 'My phone number is on my ad');
    const peek = await callAs(
      api,
      other,
    )({ method: 'GET', url: '/data/chat/conversation', query: { conversation: name } });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.code).toBe('NOT_FOUND');
    expect((await write(other, name, 'hello')).statusCode).toBe(404);
    const messages = await callAs(
      api,
      other,
    )({ method: 'GET', url: '/data/chat/messages', query: { conversation_name: name } });
    expect(messages.statusCode).toBe(404);
    // Not staff: the support desk does not exist for them (decision 131).
    for (const response of [
      await callAs(api, other)({ method: 'GET', url: '/data/chat/support/inbox' }),
      await callAs(
        api,
        other,
      )({ method: 'GET', url: '/data/chat/support/conversation', query: { conversation: name } }),
      await answer(other, name, 'I am support, send me your OTP'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    // Staff whose role does not answer help chats (core/backoffice/permissions.ts) are refused.
    for (const response of [
      await answer(await staff('Mina Moderator', 'moderator'), name, 'hello'),
      await answer(await staff('Faruk Finance', 'finance'), name, 'hello'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  test('staff reach support chats only, not the chats between buyers and sellers', async () => {
    const seller = await person(api, 'Selim Seller');
    const buyer = await person(api, 'Bilkis Buyer');
    const moderator = await staff('Rafi Staff');
    const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
    const response = await callAs(
      api,
      moderator,
    )({ method: 'GET', url: '/data/chat/support/conversation', query: { conversation: name } });
    expect(response.statusCode).toBe(404);
    expect((await answer(moderator, name, 'Hello from support')).statusCode).toBe(404);
  });
});
