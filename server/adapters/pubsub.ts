// Channels for real-time events (ARCHITECTURE "real time"): in-process by default, through Redis pub/sub when
// REDIS_URL is set, so that a message published by one server process reaches sockets held by another. Events are
// JSON-serialisable values; a channel is subscribed to in Redis only while a local listener wants it.
import { Redis } from 'ioredis';

export type Listener = (event: unknown) => void;

export interface PubSub {
  /** Starts listening to `channel`; the returned function stops. */
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  publish(channel: string, event: unknown): Promise<void>;
  close(): Promise<void>;
}

/** Local listeners by channel; both adapters keep them the same way. */
function listenerTable() {
  const table = new Map<string, Set<Listener>>();
  return {
    /** Adds a listener; true when it is the channel's first. */
    add(channel: string, listener: Listener): boolean {
      let set = table.get(channel);
      const first = !set;
      if (!set) table.set(channel, (set = new Set()));
      set.add(listener);
      return first;
    },
    /** Removes a listener; true when the channel has none left. */
    remove(channel: string, listener: Listener): boolean {
      const set = table.get(channel);
      if (!set?.delete(listener)) return false;
      if (set.size > 0) return false;
      table.delete(channel);
      return true;
    },
    dispatch(channel: string, event: unknown) {
      for (const listener of table.get(channel) ?? []) listener(event);
    },
  };
}

export function memoryPubSub(): PubSub {
  const listeners = listenerTable();
  return {
    async subscribe(channel, listener) {
      listeners.add(channel, listener);
      return () => void listeners.remove(channel, listener);
    },
    async publish(channel, event) {
      // Like Redis, listeners receive their own copy, after the publisher has moved on.
      const copy = JSON.parse(JSON.stringify(event)) as unknown;
      queueMicrotask(() => listeners.dispatch(channel, copy));
    },
    async close() {},
  };
}

export function redisPubSub(url: string, prefix: string): PubSub {
  // A connection in subscriber mode can do nothing else, so publishing has its own.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const listeners = listenerTable();
  subscriber.on('message', (channel: string, payload: string) => {
    listeners.dispatch(channel.slice(prefix.length), JSON.parse(payload));
  });
  // ioredis re-subscribes after a reconnect; errors are retried rather than ending the process.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  return {
    async subscribe(channel, listener) {
      if (listeners.add(channel, listener)) await subscriber.subscribe(prefix + channel);
      return () => {
        if (listeners.remove(channel, listener)) void subscriber.unsubscribe(prefix + channel).catch(() => {});
      };
    },
    async publish(channel, event) {
      await publisher.publish(prefix + channel, JSON.stringify(event));
    },
    async close() {
      // A subscriber has nothing to flush, and QUIT queued behind a SUBSCRIBE to a Redis that never answered would
      // wait for ever: it is dropped.
      subscriber.disconnect();
      await publisher.quit();
    },
  };
}

export function openPubSub(config: { REDIS_URL?: string | undefined; REDIS_PREFIX: string }): PubSub {
  return config.REDIS_URL ? redisPubSub(config.REDIS_URL, `${config.REDIS_PREFIX}chat:`) : memoryPubSub();
}
