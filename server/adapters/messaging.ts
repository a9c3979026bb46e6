// Chooses the SMS and e-mail adapters from the configuration: a real gateway when configured, else the dev outbox.
import type { Config } from '../config.ts';
import { type EmailSender, httpEmailApi, outboxEmail } from './email.ts';
import { memoryOutbox, type Outbox, type OutboxMessage } from './outbox.ts';
import { httpSmsGateway, outboxSms, type SmsSender } from './sms.ts';

export interface Messaging {
  sms: SmsSender;
  email: EmailSender;
  outbox: Outbox | null;
}

export function openMessaging(config: Config, log: (message: OutboxMessage) => void = () => {}): Messaging {
  const needsOutbox = !config.SMS_GATEWAY_URL || !config.EMAIL_API_URL;
  const outbox = needsOutbox ? memoryOutbox(log) : null;
  return {
    outbox,
    sms: config.SMS_GATEWAY_URL
      ? httpSmsGateway(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
      : outboxSms(outbox as Outbox),
    email: config.EMAIL_API_URL
      ? httpEmailApi(config.EMAIL_API_URL, config.EMAIL_API_TOKEN, config.EMAIL_FROM)
      : outboxEmail(outbox as Outbox),
  };
}
