// The channels a person chose per topic (decision 262): in the app always; by e-mail (the digest) and by SMS as
// chosen, the defaults of core/notification-channels.ts where no choice is saved. And the SMS job that texts them.
import type { Locale } from '../../../core/catalogue.ts';
import { formatMessage, isLocale } from '../../../core/i18n.ts';
import {
  type ChannelChoice,
  channelsOf,
  goesBy,
  NOTICE_TOPICS,
  type NoticeTopic,
} from '../../../core/notification-channels.ts';
import { notificationMessages } from '../../../core/notification-messages.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { certainlyNotSent } from '../../adapters/messaging.ts';
import type { SmsSender } from '../../adapters/sms.ts';

export type { ChannelChoice, NoticeTopic };

/** The person's channels for every topic, found by their own id only (the session's account). */
export async function getChannels(db: Queryable, userId: number): Promise<ChannelChoice[]> {
  const rows = await db.query<ChannelChoice>('SELECT topic, email, sms FROM notification_channels WHERE user_id = $1', [
    userId,
  ]);
  return channelsOf(rows);
}

/** Whether the account has a phone number an SMS can go to. */
export async function hasPhone(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ yes: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM phone_numbers WHERE user_id = $1) AS yes',
    [userId],
  );
  return row?.yes ?? false;
}

/** Saves the person's choice for the topics given (the others keep theirs) and answers every topic's channels. */
export async function saveChannels(
  db: Queryable,
  userId: number,
  choices: readonly ChannelChoice[],
): Promise<ChannelChoice[]> {
  const known = choices.filter((c) => NOTICE_TOPICS.includes(c.topic));
  if (known.length > 0) {
    await db.query(
      `INSERT INTO notification_channels (user_id, topic, email, sms, updated_at)
       SELECT $1, topic, email, sms, now() FROM unnest($2::text[], $3::boolean[], $4::boolean[]) AS c(topic, email, sms)
       ON CONFLICT (user_id, topic) DO UPDATE SET email = excluded.email, sms = excluded.sms, updated_at = now()`,
      [userId, known.map((c) => c.topic), known.map((c) => c.email), known.map((c) => c.sms)],
    );
  }
  return getChannels(db, userId);
}

/** The locale of a link on this site (its first segment), bn by default. */
export const localeOfLink = (link: string): Locale => {
  const first = link.split('/')[1];
  return isLocale(first) ? first : 'bn';
};

/** Only what is this recent is texted: an SMS about last week's news is noise. */
const SMS_WITHIN_MS = 24 * 3600_000;

/**
 * The SMS job (decision 262): for each account with notifications the job has not dealt with, claims them all
 * (texted_at) in one statement, then sends one short SMS to the account's first phone number if any is due by the
 * person's choice: the notice's own line, or the count of new ones. The text names no title, note, amount or
 * invoice: an SMS shows on a locked phone. Like the digest (decision 94), a send that certainly did not go hands the
 * claim back; an ambiguous one keeps it: an SMS may be lost, never sent twice.
 */
export async function sendNotificationSms(
  db: Database,
  sms: SmsSender,
  publicUrl: string,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  const accounts = await db.query<{ user_id: number; phone: string | null }>(
    `SELECT a.user_id, (SELECT p.number FROM phone_numbers p WHERE p.user_id = a.user_id ORDER BY p.id LIMIT 1) AS phone
     FROM (SELECT DISTINCT user_id FROM notifications WHERE texted_at IS NULL) a ORDER BY a.user_id LIMIT 500`,
  );
  let sent = 0;
  for (const account of accounts) {
    if (signal?.aborted) break;
    const claimed = await db.query<{
      id: number;
      kind: string;
      payload: { step?: string };
      link: string;
      created_at: Date;
    }>(
      `UPDATE notifications SET texted_at = $2 WHERE user_id = $1 AND texted_at IS NULL
       RETURNING id, kind, payload, link, created_at`,
      [account.user_id, now],
    );
    if (claimed.length === 0 || !account.phone || sms.off) continue;
    const channels = await getChannels(db, account.user_id);
    const due = claimed
      .filter((n) => goesBy(channels, n.kind, 'sms') && now.getTime() - n.created_at.getTime() <= SMS_WITHIN_MS)
      .sort((a, b) => Number(a.id) - Number(b.id));
    const first = due[0];
    if (!first) continue;
    const locale = localeOfLink(first.link);
    const text =
      due.length === 1
        ? formatMessage(notificationMessages, locale, 'smsOne', {
            kind: ['ad_status', 'payment', 'promotion', 'order'].includes(first.kind) ? first.kind : 'other',
            step: first.payload.step ?? '',
            link: `${publicUrl}${first.link}`,
          })
        : formatMessage(notificationMessages, locale, 'smsMany', {
            count: due.length,
            link: `${publicUrl}/${locale}/my/notifications`,
          });
    try {
      await sms.send(account.phone, text);
    } catch (error) {
      if (certainlyNotSent(error)) {
        await db.query('UPDATE notifications SET texted_at = NULL WHERE id = ANY($1::bigint[])', [
          due.map((n) => n.id),
        ]);
        continue;
      }
      throw error;
    }
    sent += 1;
  }
  return sent;
}
