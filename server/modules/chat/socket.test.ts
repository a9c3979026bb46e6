import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../../../tests/app.ts';
import { callAs, chatToken, type Frame, person, publishedAd, sessionOf, startChat, useChatSockets } from './testing.ts';
import { issueChatToken } from './tokens.ts';

const api = useTestApp();
const connect = useChatSockets(api);

async function chatPair() {
  const seller = await person(api, 'Selim');
  const buyer = await person(api, 'Bilkis');
  const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
  return { seller, buyer, name };
}

const isMessage = (text: string) => (f: Frame) => f.type === 'message' && (f.message as { text: string }).text === text;

describe('the chat socket', () => {
  test('acknowledges a stored message and delivers it live to the recipient and to the sender’s other devices', async () => {
    const { seller, buyer, name } = await chatPair();
    const buyerPhone = await connect(await chatToken(api, buyer));
    const buyerLaptop = await connect(await chatToken(api, buyer));
    const sellerPhone = await connect(await chatToken(api, seller));

    const ack = await buyerPhone.publish(name, 'Is this still available?');
    expect(ack).toMatchObject({
      type: 'ack',
      duplicate: false,
      message: { seq: 1, sender_id: buyer.id, channel: name },
    });
    // Acknowledged means committed.
    const stored = await api.db.query('SELECT 1 FROM chat_messages WHERE id = $1', [
      (ack.message as { id: number }).id,
    ]);
    expect(stored).toHaveLength(1);
    const received = await sellerPhone.next(isMessage('Is this still available?'));
    expect(received.message).toEqual(ack.message);
    await buyerLaptop.next(isMessage('Is this still available?'));

    // Typing, then the delivered and seen ticks go back to the buyer's meta channel.
    sellerPhone.send({ type: 'typing', channel: name });
    expect(await buyerPhone.next((f) => f.type === 'typing')).toEqual({
      type: 'typing',
      channel: name,
      user_id: seller.id,
    });
    const timestamp = (ack.message as { timestamp: number }).timestamp;
    sellerPhone.send({ type: 'delivered', channel: name, timestamp });
    expect(await buyerPhone.next((f) => f.type === 'delivered')).toEqual({
      type: 'delivered',
      channel: name,
      user_id: seller.id,
      timestamp,
    });
    sellerPhone.send({ type: 'seen', channel: name, timestamp });
    expect(await buyerPhone.next((f) => f.type === 'seen')).toMatchObject({
      type: 'seen',
      user_id: seller.id,
      timestamp,
    });
  });

  test('opens for this site’s pages and the apps, and refuses a handshake from another site’s page', async () => {
    const { buyer } = await chatPair();
    await expect(connect(undefined, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    // The apps send no Origin; a page of this site sends its own (the origin the server was reached at here).
    const app = await connect(await chatToken(api, buyer));
    const page = await connect(await chatToken(api, buyer), { origin: api.app.listeningOrigin });
    expect([app.socket.readyState, page.socket.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
  });

  test('stores a resent message once and catches a reconnecting client up from its last sequence', async () => {
    const { seller, buyer, name } = await chatPair();
    const buyerSocket = await connect(await chatToken(api, buyer));
    const key = randomUUID();
    const first = await buyerSocket.publish(name, 'first', key);
    const again = await buyerSocket.publish(name, 'first', key);
    expect(again).toMatchObject({
      type: 'ack',
      duplicate: true,
      message: { id: (first.message as { id: number }).id },
    });
    await buyerSocket.publish(name, 'second');
    await buyerSocket.publish(name, 'third');

    // The seller was offline with message 1 only; on reconnect it asks for what came after.
    const sellerSocket = await connect(await chatToken(api, seller));
    sellerSocket.send({ type: 'sync', ref: 's1', known: { [name]: 1 } });
    const synced = await sellerSocket.next((f) => f.ref === 's1');
    expect((synced.messages as { text: string; seq: number }[]).map((m) => [m.seq, m.text])).toEqual([
      [2, 'second'],
      [3, 'third'],
    ]);
    expect(synced.more).toBe(false);
  });

  test('a token issued before logout opens no socket afterwards, and an open socket is signed out within a minute', async () => {
    const { seller, buyer, name } = await chatPair();
    const token = await chatToken(api, buyer);
    const open = await connect(token);
    const listening = await connect(token);
    const logout = await callAs(api, buyer)({ method: 'POST', url: '/data/logout' });
    expect(logout.statusCode).toBe(200);
    const late = await connect();
    expect(await late.auth(token)).toMatchObject({ type: 'error', status: 401, code: 'UNAUTHORIZED' });
    // The socket opened before the logout is checked again once a minute has passed.
    api.clock.advance(61_000);
    expect(await open.publish(name, 'after logout')).toMatchObject({
      type: 'error',
      status: 401,
      code: 'UNAUTHORIZED',
    });
    const stored = await api.db.query('SELECT 1 FROM chat_messages WHERE text = $1', ['after logout']);
    expect(stored).toHaveLength(0);
    // Nor does it hear the conversation any more: the seller's other device gets the message, the socket does not
    // (a ping answered after it proves that anything sent before has arrived).
    const sellerPhone = await connect(await chatToken(api, seller));
    const sellerLaptop = await connect(await chatToken(api, seller));
    expect(await sellerPhone.publish(name, 'are you there?')).toMatchObject({ type: 'ack' });
    await sellerLaptop.next(isMessage('are you there?'));
    open.send({ type: 'ping', ref: 'after' });
    await open.next((f) => f.ref === 'after');
    expect(open.unread().some((f) => f.type === 'message')).toBe(false);
    // A socket that only listens is signed out by the first event after the minute, instead of receiving it.
    expect(await listening.next((f) => f.type === 'error')).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    listening.send({ type: 'ping', ref: 'after' });
    await listening.next((f) => f.ref === 'after');
    expect(listening.unread().some((f) => f.type === 'message')).toBe(false);
  });

  test('answers 403 "Token is expired." once the token has run out, and takes the resend after a new auth', async () => {
    const { buyer, name } = await chatPair();
    // Token times are whole seconds: a 2-second token is good for at least one, enough to sign in on a busy machine.
    const short = await issueChatToken(api.db, await sessionOf(api, buyer), 2);
    const socket = await connect(short.identity_token);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const key = randomUUID();
    const expired = await socket.publish(name, 'hello', key);
    expect(expired).toMatchObject({ type: 'error', status: 403, code: 'TOKEN_EXPIRED', message: 'Token is expired.' });
    expect((await socket.auth(await chatToken(api, buyer))).type).toBe('ready');
    expect(await socket.publish(name, 'hello', key)).toMatchObject({ type: 'ack', duplicate: false });
  });

  test('refuses strangers (404), blocked senders (403) and sockets that have not authenticated (401)', async () => {
    const { seller, buyer, name } = await chatPair();
    const stranger = await person(api);
    const strangerSocket = await connect(await chatToken(api, stranger));
    expect(await strangerSocket.publish(name, 'let me in')).toMatchObject({ type: 'error', status: 404 });
    strangerSocket.send({ type: 'sync', ref: 'peek', known: { [name]: 0 } });
    expect(await strangerSocket.next((f) => f.ref === 'peek')).toMatchObject({ messages: [] });

    const anonymous = await connect();
    expect(await anonymous.publish(name, 'who am I')).toMatchObject({ type: 'error', status: 401 });
    expect((await anonymous.auth('not-a-token')).status).toBe(401);

    const buyerSocket = await connect(await chatToken(api, buyer));
    await callAs(
      api,
      seller,
    )({ method: 'POST', url: '/data/chat/users/block', payload: { users_list: [{ account_id: buyer.id }] } });
    expect(await buyerSocket.next((f) => f.type === 'blocked')).toEqual({
      type: 'blocked',
      user_id: buyer.id,
      by: seller.id,
    });
    expect(await buyerSocket.publish(name, 'hello?')).toMatchObject({
      type: 'error',
      status: 403,
      code: 'CHAT_BLOCKED',
    });
  });
});
