// Chooses the SMS and e-mail adapters from the configuration (decision 54): a real gateway when configured, else the
// dev outbox where stand-ins may serve (STAND_INS: development, tests, `npm start`), else off. Off is never silent:
// each send fails with MESSAGING_UNAVAILABLE (503), which the error handler logs and the user reads.
import { AppError } from '../../core/errors.ts';
import type { Config } from '../config.ts';
import { type EmailSender, httpEmailApi, outboxEmail } from './email.ts';
import { memoryOutbox, NotSentError, type Outbox, type OutboxMessage } from './outbox.ts';
import { httpSmsGateway, outboxSms, type SmsSender } from './sms.ts';

/** How an outside service is served: by its real provider, by a local stand-in, or not at all. */
export type Provision = 'real' | 'stand-in' | 'off';

export function provisionOf(configured: boolean, config: Pick<Config, 'STAND_INS'>): Provision {
  if (configured) return 'real';
  return config.STAND_INS ? 'stand-in' : 'off';
}

/** Whether a failed send certainly sent nothing (so sending again cannot send twice). */
export function certainlyNotSent(error: unknown): boolean {
  return error instanceof NotSentError || (error instanceof AppError && error.code === 'MESSAGING_UNAVAILABLE');
}

export interface Messaging {
  sms: SmsSender;
  email: EmailSender;
  /** The dev outbox, only while a stand-in serves SMS or e-mail. */
  outbox: Outbox | null;
}

const unavailable = (what: string, variable: string) =>
  new AppError('MESSAGING_UNAVAILABLE', undefined, `${what} not sent: ${variable} is not set and STAND_INS is off`);

/**
 * Throws MESSAGING_UNAVAILABLE when the sender is off. For a call whose answer must not depend on whether an
 * account exists (a password reset, decision 233): it asks first, before it looks the account up, so that known
 * and unknown addresses both get the 503, not only those a message would have gone to.
 */
export function requireSending(sender: SmsSender | EmailSender, what: 'SMS' | 'e-mail'): void {
  if (sender.off) throw unavailable(what, what === 'SMS' ? 'SMS_GATEWAY_URL' : 'EMAIL_API_URL');
}

export function openMessaging(config: Config, log: (message: OutboxMessage) => void = () => {}): Messaging {
  const sms = provisionOf(Boolean(config.SMS_GATEWAY_URL), config);
  const email = provisionOf(Boolean(config.EMAIL_API_URL), config);
  const outbox = sms === 'stand-in' || email === 'stand-in' ? memoryOutbox(log) : null;
  return {
    outbox,
    sms: config.SMS_GATEWAY_URL
      ? httpSmsGateway(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
      : outbox
        ? outboxSms(outbox)
        : {
            off: true,
            send: async () => {
              throw unavailable('SMS', 'SMS_GATEWAY_URL');
            },
          },
    email: config.EMAIL_API_URL
      ? httpEmailApi(config.EMAIL_API_URL, config.EMAIL_API_TOKEN, config.EMAIL_FROM)
      : outbox
        ? outboxEmail(outbox)
        : {
            off: true,
            send: async () => {
              throw unavailable('e-mail', 'EMAIL_API_URL');
            },
          },
  };
}
