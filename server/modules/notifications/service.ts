// In-app notifications (spec section 3 "Notifications") and their e-mail digest. A notification is written in the
// same transaction as the event it tells of; the digest sends every notification not yet e-mailed, one e-mail per
// account, and marks them sent.
import type { Locale } from '../../../core/catalogue.ts';
import { formatDate, formatMessage, isLocale } from '../../../core/i18n.ts';
import { packageName } from '../../../core/memberships/membership-messages.ts';
import { packageOf } from '../../../core/memberships/packages.ts';
import { discountText } from '../../../core/promotions/vouchers.ts';
import { isPromotionKind } from '../../../core/promotions/catalogue.ts';
import { formatPoisha } from '../../../core/payments/money.ts';
import { productMessages } from '../../../core/payments/product-messages.ts';
import { notificationMessages, type NotificationMessageKey } from '../../../core/notification-messages.ts';
import type { RejectionReason } from '../../../core/ad-lifecycle.ts';
import { rejectionReasonTexts } from '../../../core/rejection-reason-messages.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import type { EmailSender } from '../../adapters/email.ts';
import { certainlyNotSent } from '../../adapters/messaging.ts';
import { goesBy } from '../../../core/notification-channels.ts';
import { getChannels } from './channels.ts';

export interface SavedSearchPayload {
  readonly name: string;
  readonly count: number;
  readonly titles: readonly string[];
}

/** An employer shortlisted or rejected a job application. */
export interface ApplicationStatusPayload {
  readonly title: string;
  readonly status: string;
}

/** Staff granted a membership or extended the one in force (decision 180). */
export interface MembershipGrantedPayload {
  readonly action: 'grant' | 'extend';
  readonly variant_identifier: string;
  /** When the term granted, or the term extended, now ends. */
  readonly ends_at: string;
}

/** Staff issued the user a voucher of their own (decision 181). */
export interface VoucherIssuedPayload {
  readonly code: string;
  readonly discount_kind: 'fixed' | 'percent';
  readonly discount_value: number;
  readonly expires_at: string;
}

/** A step of a doorstep order, told to its buyer or seller. */
export interface OrderStepPayload {
  /** The order's number (the courier's merchant order id). */
  readonly number: string;
  readonly title: string;
  /** The transition taken (order-lifecycle.ts), or `placed`, `paid`, `complaint`. */
  readonly step: string;
}

/** A decision about a seller's ad (decision 260), with the rejection's reason as the seller reads it in my ads. */
export interface AdStatusPayload {
  readonly title: string;
  readonly step: 'approved' | 'rejected' | 'expiring' | 'expired';
  readonly reason?: RejectionReason;
  /** A saved reason's texts, in bn and en, and the moderator's note. */
  readonly saved?: { readonly bn: string; readonly en: string } | null;
  readonly note?: string | null;
  /** When an expiring ad's days end. */
  readonly expires_at?: string;
}

/** A payment of the person's received (decision 262): the invoice, the amount paid and what the checkout was for. */
export interface PaymentPayload {
  readonly invoice: string;
  readonly amount_poisha: number;
  readonly context: string;
}

/** A promotion of the seller's started or ended (decision 262). */
export interface PromotionPayload {
  readonly title: string;
  /** The promotion kind (top_ad, bump_up…). */
  readonly kind: string;
  readonly step: 'started' | 'ended';
  /** When a started promotion ends. */
  readonly ends_at?: string;
}

export type NotificationContent =
  | { kind: 'saved_search'; payload: SavedSearchPayload }
  | { kind: 'application_status'; payload: ApplicationStatusPayload }
  | { kind: 'membership_granted'; payload: MembershipGrantedPayload }
  | { kind: 'voucher_issued'; payload: VoucherIssuedPayload }
  | { kind: 'order'; payload: OrderStepPayload }
  | { kind: 'ad_status'; payload: AdStatusPayload }
  | { kind: 'payment'; payload: PaymentPayload }
  | { kind: 'promotion'; payload: PromotionPayload };

export type Notification = NotificationContent & {
  id: number;
  /** A path on this site, e.g. the results page of the saved search. */
  link: string;
  createdAt: string;
  read: boolean;
};

/**
 * Writes a notification, in the caller's transaction. `once` names what it tells of (`payment:12:paid`): a second
 * notification with the same name, from a retry or a process running the same step at once, is not written
 * (a unique index, migration 060), so it is told once whatever runs twice.
 */
export async function notify(
  tx: Queryable,
  userId: number,
  notification: NotificationContent & { link: string; once?: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (user_id, kind, payload, link, once_key) VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (once_key) WHERE once_key IS NOT NULL DO NOTHING`,
    [userId, notification.kind, JSON.stringify(notification.payload), notification.link, notification.once ?? null],
  );
}

/** The account's newest notifications. */
export async function listNotifications(db: Queryable, userId: number, limit = 50): Promise<Notification[]> {
  const rows = await db.query<
    NotificationContent & {
      id: number;
      link: string;
      created_at: Date;
      read_at: Date | null;
    }
  >(
    `SELECT id, kind, payload, link, created_at, read_at FROM notifications WHERE user_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(
    (r) =>
      ({
        id: r.id,
        kind: r.kind,
        payload: r.payload,
        link: r.link,
        createdAt: r.created_at.toISOString(),
        read: r.read_at !== null,
      }) as Notification,
  );
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return row?.count ?? 0;
}

export async function markAllRead(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId]);
}

/** The locale of a link on this site (its first segment), bn by default. */
const localeOf = (link: string): Locale => {
  const first = link.split('/')[1];
  return isLocale(first) ? first : 'bn';
};

export function notificationText(locale: Locale, notification: NotificationContent): string {
  if (notification.kind === 'membership_granted') {
    const pkg = packageOf(notification.payload.variant_identifier);
    return formatMessage(notificationMessages, locale, 'membershipGranted', {
      action: notification.payload.action,
      name: pkg ? packageName(locale, pkg) : notification.payload.variant_identifier,
      date: formatDate(locale, new Date(notification.payload.ends_at)),
    });
  }
  if (notification.kind === 'voucher_issued') {
    const { code, discount_kind, discount_value, expires_at } = notification.payload;
    return formatMessage(notificationMessages, locale, 'voucherIssued', {
      code,
      discount: discountText(locale, { discount_kind, discount_value }),
      date: formatDate(locale, new Date(expires_at)),
    });
  }
  if (notification.kind === 'order')
    return formatMessage(notificationMessages, locale, 'orderStep', { ...notification.payload });
  if (notification.kind === 'ad_status') {
    const { title, step, reason, saved, note, expires_at } = notification.payload;
    const why = [reason ? rejectionReasonTexts[locale][reason] : '', saved?.[locale] ?? '', note ?? '']
      .filter(Boolean)
      .join(' — ');
    return formatMessage(notificationMessages, locale, 'adStatus', {
      step,
      title,
      reason: why,
      date: expires_at ? formatDate(locale, new Date(expires_at)) : '',
    });
  }
  if (notification.kind === 'payment') {
    const { invoice, amount_poisha, context } = notification.payload;
    return formatMessage(notificationMessages, locale, 'paymentReceived', {
      context,
      invoice,
      amount: formatPoisha(locale, amount_poisha),
    });
  }
  if (notification.kind === 'promotion') {
    const { title, kind, step, ends_at } = notification.payload;
    return formatMessage(notificationMessages, locale, 'promotionStep', {
      step,
      title,
      name: isPromotionKind(kind) ? formatMessage(productMessages, locale, `kind_${kind}`) : kind,
      date: ends_at ? formatDate(locale, new Date(ends_at)) : '',
    });
  }
  if (notification.kind === 'application_status')
    return formatMessage(notificationMessages, locale, 'applicationStatus', {
      title: notification.payload.title,
      status: notification.payload.status,
    });
  return formatMessage(notificationMessages, locale, 'savedSearchAlert', {
    count: notification.payload.count,
    name: notification.payload.name,
  });
}

/** How many new things a notification tells of (a digest's subject adds them up). */
const countOf = (notification: NotificationContent) =>
  notification.kind === 'saved_search' ? notification.payload.count : 1;

/**
 * Sends one e-mail per account with notifications not yet e-mailed, at most once (decision 94). An account's pending
 * notifications are claimed (marked e-mailed) in one statement before its e-mail goes. A send that certainly sent
 * nothing (e-mail off, the gateway refused or was unreachable) hands them back for the next run; after a crash, a
 * timeout or a connection cut mid-send it is unknown whether the e-mail went, and they stay claimed: a digest may
 * be lost, never sent twice (the notifications stay in the app either way). Accounts without an e-mail address
 * (phone sign-in) have them marked too: they see them in the app.
 */
export async function sendEmailDigests(
  db: Database,
  email: EmailSender,
  publicUrl: string,
  signal?: AbortSignal,
): Promise<number> {
  const accounts = await db.query<{ user_id: number; email: string | null }>(
    `SELECT DISTINCT n.user_id, u.email FROM notifications n JOIN users u ON u.id = n.user_id
     WHERE n.emailed_at IS NULL ORDER BY n.user_id LIMIT 500`,
  );
  let sent = 0;
  for (const account of accounts) {
    if (signal?.aborted) break;
    const claimed = await db.query<NotificationContent & { id: number; link: string }>(
      `UPDATE notifications SET emailed_at = now() WHERE user_id = $1 AND emailed_at IS NULL
       RETURNING id, kind, payload, link`,
      [account.user_id],
    );
    if (claimed.length === 0 || !account.email) continue;
    // Only the topics the person wants by e-mail (decision 262); the others stay claimed: they are in the app.
    const channels = await getChannels(db, account.user_id);
    const pending = claimed
      .filter((n) => goesBy(channels, n.kind, 'email'))
      .sort((a, b) => Number(a.id) - Number(b.id));
    if (pending.length === 0) continue;
    const locale = localeOf(pending[0]?.link ?? '');
    const t = (key: NotificationMessageKey, values?: Record<string, string | number>) =>
      formatMessage(notificationMessages, locale, key, values);
    const lines = pending.map((n) => `- ${notificationText(locale, n)}\n  ${publicUrl}${n.link}`);
    const alertsOff = t('digestFooter', { link: `${publicUrl}/${locale}/my/saved-search` });
    // Only saved-search alerts: "5 new ads for your saved searches"; with other news (orders, memberships…), the
    // notifications are counted and named as such.
    const onlyAlerts = pending.every((n) => n.kind === 'saved_search');
    const [subject, intro, footer] = onlyAlerts
      ? [t('digestSubject', { count: pending.reduce((sum, n) => sum + countOf(n), 0) }), t('digestIntro'), [alertsOff]]
      : [
          t('digestSubjectAll', { count: pending.length }),
          t('digestIntroAll'),
          [
            t('digestFooterAll', { link: `${publicUrl}/${locale}/my/notifications` }),
            ...(pending.some((n) => n.kind === 'saved_search') ? [alertsOff] : []),
          ],
        ];
    try {
      await email.send({ to: account.email, subject, text: [intro, '', ...lines, '', ...footer].join('\n') });
    } catch (error) {
      if (certainlyNotSent(error)) {
        await db.query('UPDATE notifications SET emailed_at = NULL WHERE id = ANY($1::bigint[])', [
          pending.map((n) => n.id),
        ]);
      }
      throw error;
    }
    sent += 1;
  }
  return sent;
}
