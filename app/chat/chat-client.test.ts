// The browser's chat client against the real socket, through a TCP proxy that can cut the connection like a phone
// losing its network: what was written while offline is sent after the reconnect, what came meanwhile is caught up,
// and an expired identity token is renewed and the refused message resent (spec section 8).
import { createServer, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../../tests/app.ts';
import {
  chatToken,
  person,
  publishedAd,
  sessionOf,
  socketClient,
  startChat,
  type Person,
} from '../../server/modules/chat/testing.ts';
import type { ChatMessage } from '../../server/modules/chat/index.ts';
import { issueChatToken } from '../../server/modules/chat/tokens.ts';
import { ChatClient, type ChatStatus } from './chat-client.ts';

// useTestApp registers vitest hooks; it is not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const api = useTestApp();
let base = '';
const open = new Set<Socket>();
const proxy = createServer((incoming) => {
  const outgoing = connect(Number(new URL(base).port), '127.0.0.1');
  for (const socket of [incoming, outgoing]) {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
  }
  incoming.pipe(outgoing).pipe(incoming);
});
/** Cuts every connection through the proxy, as a dropped mobile network does. */
const dropNetwork = () => {
  for (const socket of open) socket.destroy();
};

beforeAll(async () => {
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  vi.unstubAllGlobals();
  dropNetwork();
  proxy.close();
});

const realFetch = globalThis.fetch;

/**
 * The browser globals the client uses: its page's address (the proxy), WebSocket, and fetch with `who`'s session.
 * `firstToken` is handed out as the first chat token (e.g. one about to run out); later ones come from the app.
 */
function browserAs(who: Person, firstToken?: string) {
  const address = proxy.address();
  const host = typeof address === 'object' && address ? `127.0.0.1:${address.port}` : '';
  let token = firstToken;
  vi.stubGlobal('window', { location: { protocol: 'http:', host, pathname: '/', search: '', assign() {} } });
  vi.stubGlobal('WebSocket', WebSocket);
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    if (token) {
      const body = JSON.stringify({ identity_token: token, expires_at: new Date(Date.now() + 1000).toISOString() });
      token = undefined;
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    }
    return realFetch(`${base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${who.token}` },
    });
  });
}

function clientFor(locale: 'bn' | 'en') {
  const messages: ChatMessage[] = [];
  const statuses: ChatStatus[] = [];
  const client = new ChatClient(locale, {
    onMessage: (message) => messages.push(message),
    onEvent: () => {},
    onStatus: (status) => statuses.push(status),
    onRefused: () => {},
  });
  const until = async (check: () => boolean) => {
    await vi.waitFor(() => expect(check()).toBe(true), { timeout: 10_000, interval: 50 });
  };
  return { client, messages, statuses, until };
}

test('after the network drops, the client sends what was written offline and catches up on what came meanwhile', async () => {
  const seller = await person(api);
  const buyer = await person(api);
  const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
  const sellerSocket = await socketClient(`${base.replace('http', 'ws')}/data/chat/socket`);
  await sellerSocket.auth(await chatToken(api, seller));

  browserAs(buyer);
  const { client, messages, statuses, until } = clientFor('en');
  client.start({ [name]: 0 });
  await until(() => statuses.at(-1) === 'live');

  dropNetwork();
  await until(() => statuses.at(-1) === 'offline');
  client.publish(name, { text: 'written in the tunnel' });
  expect((await sellerSocket.publish(name, 'sent while you were away')).type).toBe('ack');

  await until(() => statuses.at(-1) === 'live');
  // Count distinct messages: the client may hand its own message on twice (ack and echo) before the catch-up.
  await until(() => new Set(messages.map((m) => m.id)).size >= 2);
  const received = await sellerSocket.next(
    (f) => f.type === 'message' && (f.message as ChatMessage).sender_id === buyer.id,
  );
  expect((received.message as ChatMessage).text).toBe('written in the tunnel');
  // The client hands a message on again when it comes again (its ack, its echo, a catch-up); pages keep one per id.
  const shown = new Map(messages.map((m) => [m.id, m.text]));
  expect([...shown.values()].sort()).toEqual(['sent while you were away', 'written in the tunnel']);
  const stored = await api.db.query('SELECT 1 FROM chat_messages WHERE text = $1', ['written in the tunnel']);
  expect(stored).toHaveLength(1);
  client.stop();
  sellerSocket.close();
});

test('an expired token is renewed and the refused message sent again, once', async () => {
  const seller = await person(api);
  const buyer = await person(api);
  const name = await startChat(api, buyer, (await publishedAd(api, seller)).id);
  browserAs(buyer, (await issueChatToken(api.db, await sessionOf(api, buyer), 1)).identity_token);
  const { client, messages, statuses, until } = clientFor('bn');
  client.start({ [name]: 0 });
  await until(() => statuses.at(-1) === 'live');
  await new Promise((resolve) => setTimeout(resolve, 1100));

  client.publish(name, { text: 'after the token ran out' });
  await until(() => messages.some((m) => m.text === 'after the token ran out'));
  const stored = await api.db.query('SELECT 1 FROM chat_messages WHERE text = $1', ['after the token ran out']);
  expect(stored).toHaveLength(1);
  client.stop();
});
