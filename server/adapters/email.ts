// Sending e-mail (password-reset links). Embedded default: the dev outbox; production: an HTTP e-mail API.
import type { Outbox } from './outbox.ts';
import { postJson } from './outbox.ts';

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  /** Set when no e-mail can be sent at all (decision 54: off), so a caller can say so before doing anything else. */
  readonly off?: true;
}

export function outboxEmail(outbox: Outbox): EmailSender {
  return {
    async send({ to, subject, text }) {
      outbox.add({ channel: 'email', to, subject, text });
    },
  };
}

/** An API that takes `POST { from, to, subject, text }` (transactional e-mail services offer one). */
export function httpEmailApi(url: string, token: string | undefined, from: string): EmailSender {
  return { send: (message) => postJson(url, token, { from, ...message }) };
}
