// The browser's side of the chat socket (server/modules/chat/socket.ts has the protocol). It fetches an identity
// token, renews it 2 minutes before it runs out (spec section 9), reconnects with a growing pause when the network
// drops, and keeps every message it sent until the server acknowledges it: after a reconnect it resends them with
// their original keys (the server stores each key once) and asks for what it missed since the last sequence it has.
import type { Locale } from '../../core/catalogue.ts';
import type { ChatEvent, ChatMessage } from '../../server/modules/chat/index.ts';
import { callApi } from '../shell/api-client.ts';

export type ChatStatus = 'connecting' | 'live' | 'offline';

export interface ChatHandlers {
  /** A message, live or caught up, sent by anyone (the page drops ids it already shows). */
  onMessage(message: ChatMessage): void;
  /** Typing, delivered, seen and block events. */
  onEvent(event: ChatEvent): void;
  onStatus(status: ChatStatus): void;
  /** A publish was refused: 403 (spec section 8: the conversation is blocked) or another error. */
  onRefused(clientKey: string, status: number): void;
}

export interface OutgoingMessage {
  text: string;
  image_id?: number;
  offer?: { amount: number };
}

/** Spec section 9: the identity token is renewed 2 minutes before it expires. */
const RENEW_BEFORE_MS = 2 * 60 * 1000;
const MAX_BACKOFF_MS = 5_000;

export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Adds messages to those shown, by client key: an acknowledged message replaces its "sending" copy. */
export function mergeMessages<M extends { client_key: string }>(shown: readonly M[], incoming: readonly M[]): M[] {
  const byKey = new Map(shown.map((m) => [m.client_key, m]));
  for (const message of incoming) byKey.set(message.client_key, message);
  return [...byKey.values()];
}

export class ChatClient {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private ready = false;
  private stopped = false;
  private backoff = 500;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Sent and not yet acknowledged, by client key, in the order they were written. */
  private readonly pending = new Map<string, { channel: string } & OutgoingMessage>();
  /** The highest sequence seen per conversation, for catching up after a reconnect. */
  private readonly known: Record<string, number> = {};

  constructor(
    private readonly locale: Locale,
    private readonly handlers: ChatHandlers,
  ) {}

  start(known: Record<string, number>): void {
    Object.assign(this.known, known);
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.renewTimer);
    clearTimeout(this.reconnectTimer);
    this.socket?.close();
  }

  publish(channel: string, message: OutgoingMessage): string {
    const key = newClientKey();
    this.pending.set(key, { channel, ...message });
    if (this.ready) this.sendPublish(key);
    return key;
  }

  typing(channel: string): void {
    if (this.ready) this.send({ type: 'typing', channel });
  }

  mark(type: 'seen' | 'delivered', channel: string, timestamp: number): void {
    if (this.ready) this.send({ type, channel, timestamp });
  }

  private send(frame: Record<string, unknown>): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private sendPublish(key: string): void {
    const message = this.pending.get(key);
    if (message) this.send({ type: 'publish', ref: key, client_key: key, ...message });
  }

  private async renewToken(): Promise<void> {
    const { identity_token, expires_at } = await callApi<{ identity_token: string; expires_at: string }>(
      this.locale,
      '/data/chat/v2/auth',
      { method: 'POST' },
    );
    this.token = identity_token;
    clearTimeout(this.renewTimer);
    const renewIn = Math.max(5_000, Date.parse(expires_at) - Date.now() - RENEW_BEFORE_MS);
    this.renewTimer = setTimeout(() => {
      void this.renewToken().then(
        () => this.send({ type: 'auth', token: this.token }),
        () => {},
      );
    }, renewIn);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.handlers.onStatus('connecting');
    try {
      if (!this.token) await this.renewToken();
    } catch {
      this.retry();
      return;
    }
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}/data/chat/socket`);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: this.token }));
    socket.onmessage = (event) => this.receive(JSON.parse(String(event.data)) as Record<string, unknown>);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.ready = false;
      this.handlers.onStatus('offline');
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    // Jittered, so that the phones of a restarted process do not all come back in the same instant.
    this.reconnectTimer = setTimeout(() => void this.connect(), this.backoff * (0.5 + Math.random()));
    this.backoff = Math.min(MAX_BACKOFF_MS, this.backoff * 2);
  }

  private remember(message: ChatMessage): void {
    this.known[message.channel] = Math.max(this.known[message.channel] ?? 0, message.seq);
    this.handlers.onMessage(message);
  }

  private receive(frame: Record<string, unknown>): void {
    switch (frame.type) {
      case 'ready':
        this.ready = true;
        this.backoff = 500;
        this.handlers.onStatus('live');
        for (const key of this.pending.keys()) this.sendPublish(key);
        this.send({ type: 'sync', known: this.known });
        return;
      case 'ack':
        this.pending.delete(String(frame.ref));
        this.remember(frame.message as ChatMessage);
        return;
      case 'synced':
        for (const message of frame.messages as ChatMessage[]) this.remember(message);
        return;
      case 'message':
        this.remember(frame.message as ChatMessage);
        return;
      case 'error':
        this.fail(frame);
        return;
      case 'pong':
        return;
      default:
        this.handlers.onEvent(frame as unknown as ChatEvent);
    }
  }

  private fail(frame: Record<string, unknown>): void {
    if (frame.code === 'TOKEN_EXPIRED') {
      // Spec section 8: re-initialise and retry; the pending messages are resent once `ready` comes back.
      this.ready = false;
      void this.renewToken().then(
        () => this.send({ type: 'auth', token: this.token }),
        () => this.socket?.close(),
      );
      return;
    }
    const key = typeof frame.ref === 'string' ? frame.ref : null;
    if (key && this.pending.delete(key)) this.handlers.onRefused(key, Number(frame.status));
    else if (frame.status === 401) {
      this.token = null;
      this.socket?.close();
    }
  }
}
