// Sending SMS (one-time codes). Embedded default: the dev outbox; production: an HTTP SMS gateway.
import type { Outbox } from './outbox.ts';
import { postJson } from './outbox.ts';

export interface SmsSender {
  /** `to` is E.164 (+8801…). */
  send(to: string, text: string): Promise<void>;
  /** Set when no SMS can be sent at all (decision 54: off), so a caller can say so before doing anything else. */
  readonly off?: true;
}

export function outboxSms(outbox: Outbox): SmsSender {
  return {
    async send(to, text) {
      outbox.add({ channel: 'sms', to, text });
    },
  };
}

/** A gateway that takes `POST { to, text }` (most Bangladeshi SMS gateways can be fronted this way). */
export function httpSmsGateway(url: string, token?: string): SmsSender {
  return { send: (to, text) => postJson(url, token, { to, text }) };
}
