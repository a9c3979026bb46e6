// Helpers for the chat tests: people with sessions, a published ad, and a socket client that speaks the protocol.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { resolveSession } from '../accounts/sessions.ts';
import { client, signUp } from '../accounts/testing.ts';

export interface Person {
  readonly id: number;
  readonly token: string;
}

export async function person(api: TestApp, name = 'Rahim Uddin'): Promise<Person> {
  const { account, token } = await signUp(api, { name });
  return { id: account.id, token };
}

export async function publishedAd(api: TestApp, seller: Person, title = 'Samsung Galaxy A54, 8/128 GB') {
  return createAd(api.db, seller.id, { title, status: 'published', publishedAt: new Date() });
}

/** Calls the API as `who` with their Bearer token (bn answers unless `locale` says otherwise). */
export function callAs(api: TestApp, who: Person) {
  const c = client(api);
  return (options: Parameters<typeof c.call>[0]) => c.call({ token: who.token, ...options });
}

export async function startChat(api: TestApp, buyer: Person, adId: number): Promise<string> {
  const response = await callAs(
    api,
    buyer,
  )({ method: 'POST', url: '/data/chat/conversation', payload: { ad_id: adId } });
  if (response.statusCode !== 201) throw new Error(`chat not started: ${response.body}`);
  return response.json<{ channel_name: string }>().channel_name;
}

/** Who `who` is to the chat tokens: their account and the session of their Bearer token. */
export async function sessionOf(api: TestApp, who: Person): Promise<{ userId: number; sessionId: number }> {
  const owner = await resolveSession(api.db, who.token, 30);
  if (!owner) throw new Error('no session');
  return owner;
}

export async function chatToken(api: TestApp, who: Person): Promise<string> {
  const response = await callAs(api, who)({ method: 'POST', url: '/data/chat/v2/auth' });
  return response.json<{ identity_token: string }>().identity_token;
}

export type Frame = Record<string, unknown> & { type: string };

/** A raw socket client: frames are queued as they come, and `next` waits for the first that matches. */
export async function socketClient(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  const waiting: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    const index = waiting.findIndex((w) => w.match(frame));
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(frame);
    else frames.push(frame);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const api = {
    socket,
    send: (frame: Frame) => socket.send(JSON.stringify(frame)),
    next(match: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
      const index = frames.findIndex(match);
      if (index >= 0) return Promise.resolve(frames.splice(index, 1)[0] as Frame);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
        waiting.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    /** Frames that came and were not asked for. */
    unread: () => frames.slice(),
    async auth(token: string) {
      const ref = randomUUID();
      api.send({ type: 'auth', ref, token });
      return api.next((f) => f.ref === ref);
    },
    async publish(channel: string, text: string, clientKey = randomUUID()) {
      const ref = randomUUID();
      api.send({ type: 'publish', ref, channel, client_key: clientKey, text });
      return api.next((f) => f.ref === ref);
    },
    close: () => socket.close(),
  };
  return api;
}

/**
 * Listens on a port for the test file and returns `connect`: a socket client, authenticated with `token` when one is
 * given; every socket is closed after the file.
 */
export function useChatSockets(api: TestApp) {
  let url = '';
  const sockets: Awaited<ReturnType<typeof socketClient>>[] = [];
  beforeAll(async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/data/chat/socket`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  /** `headers` of the handshake: a browser's Origin, for one. */
  return async function connect(token?: string, headers: Record<string, string> = {}) {
    const socket = await socketClient(url, headers);
    sockets.push(socket);
    if (token) expect((await socket.auth(token)).type).toBe('ready');
    return socket;
  };
}
