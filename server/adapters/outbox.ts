// The dev outbox: where SMS and e-mails go when no gateway is configured (the embedded default), so that a laptop,
// the demo and the tests can read one-time codes. It keeps the last messages in memory and logs each one; the
// /dev/outbox page shows them. A real deployment configures gateways, and then no outbox exists.
export interface OutboxMessage {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject?: string;
  readonly text: string;
  readonly sentAt: Date;
}

export interface Outbox {
  add(message: Omit<OutboxMessage, 'sentAt'>): void;
  /** Newest first. */
  list(): readonly OutboxMessage[];
  /** The newest message to `to`, if any. */
  latest(to: string): OutboxMessage | undefined;
}

export function memoryOutbox(log: (message: OutboxMessage) => void = () => {}, keep = 200): Outbox {
  const messages: OutboxMessage[] = [];
  return {
    add(message) {
      const full = { ...message, sentAt: new Date() };
      messages.unshift(full);
      messages.length = Math.min(messages.length, keep);
      log(full);
    },
    list: () => messages,
    latest: (to) => messages.find((m) => m.to === to),
  };
}

/**
 * A message that certainly did not go: the gateway answered that it did not take it, or could not be reached at all.
 * Any other failure (a timeout, a connection cut after the request went out) leaves it unknown whether it went.
 */
export class NotSentError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'NotSentError';
  }
}

/** POSTs JSON to a gateway with an optional bearer token; a non-2xx answer is a NotSentError. */
export async function postJson(url: string, token: string | undefined, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    // Refused before a byte of the request went out.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    throw code === 'ECONNREFUSED' ? new NotSentError(`gateway unreachable: ${code}`, { cause: error }) : error;
  });
  if (!response.ok) throw new NotSentError(`gateway answered ${response.status}`);
}
