// The memberships job's work: the users' mirrored flags (also set on every new term), downgrades that started, and
// the reminders before a term ends (decisions 147, 148, 156).
import type { Locale } from '../../../core/catalogue.ts';
import { formatDate, translator } from '../../../core/i18n.ts';
import { membershipMessages, packageName } from '../../../core/memberships/membership-messages.ts';
import { packageOf } from '../../../core/memberships/packages.ts';
import { adsToRelease, reminderDue } from '../../../core/memberships/terms.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import type { EmailSender } from '../../adapters/email.ts';
import { certainlyNotSent } from '../../adapters/messaging.ts';
import type { SmsSender } from '../../adapters/sms.ts';
import { expireAdsOf, liveAdsOfGroup } from '../ads/index.ts';

/**
 * Keeps users.is_member and is_featured_member true exactly while a term is in force (premium: featured), and
 * is_authorized_dealer while one is and the dealer's application is verified (decision 156), for
 * `userIds` or every user who ever had a term. Writes only the rows that change: a sweep every minute rewriting
 * every member's row would be write work for nothing.
 */
export async function syncMemberFlags(db: Queryable, now: Date, userIds: readonly number[] | null = null) {
  const rows = await db.query<{ id: number; member: boolean; featured: boolean; dealer: boolean }>(
    `SELECT id, member, featured, dealer FROM (
       SELECT u.id, u.is_member, u.is_featured_member, u.is_authorized_dealer, f.member, f.featured,
              f.member AND EXISTS (
                SELECT 1 FROM dealer_applications d WHERE d.user_id = u.id AND d.status = 'verified'
              ) AS dealer
       FROM users u
       CROSS JOIN LATERAL (
         SELECT count(m.id) > 0 AS member, count(m.id) FILTER (WHERE m.tier = 'premium') > 0 AS featured
         FROM memberships m WHERE m.user_id = u.id AND m.status = 'active' AND m.starts_at <= $1 AND m.ends_at > $1
       ) f
       WHERE u.id IN (SELECT user_id FROM memberships WHERE $2::bigint[] IS NULL OR user_id = ANY($2::bigint[]))
     ) w
     WHERE is_member <> member OR is_featured_member <> featured OR is_authorized_dealer <> dealer`,
    [now, userIds],
  );
  if (rows.length === 0) return;
  await db.query(
    `UPDATE users u SET is_member = c.member, is_featured_member = c.featured, is_authorized_dealer = c.dealer
     FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::boolean[]) AS member, unnest($3::boolean[]) AS featured,
                  unnest($4::boolean[]) AS dealer) c
     WHERE u.id = c.id`,
    [rows.map((r) => r.id), rows.map((r) => r.member), rows.map((r) => r.featured), rows.map((r) => r.dealer)],
  );
}

/** Downgrades that have started let go of the ads their buyer did not keep (decision 147), once. */
async function settleStartedDowngrades(db: Database, now: Date) {
  const due = await db.query<{ id: number; user_id: number; variant_identifier: string; keep_ad_ids: number[] }>(
    `SELECT id, user_id, variant_identifier, keep_ad_ids FROM memberships
     WHERE status = 'active' AND keep_ad_ids IS NOT NULL AND ads_settled_at IS NULL AND starts_at <= $1`,
    [now],
  );
  for (const term of due) {
    await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'UPDATE memberships SET ads_settled_at = $2 WHERE id = $1 AND ads_settled_at IS NULL RETURNING id',
        [term.id, now],
      );
      const pkg = packageOf(term.variant_identifier);
      if (claimed.length === 0 || !pkg) return;
      const live = await liveAdsOfGroup(tx, term.user_id, pkg.category_group);
      // Ads posted since the purchase are not in the choice: they stay only while the quota allows.
      const choice = adsToRelease(live, term.keep_ad_ids.map(Number), pkg.ad_quota);
      if (choice.ok) await expireAdsOf(tx, term.user_id, choice.release, now);
    });
  }
}

export interface ReminderSenders {
  readonly email: EmailSender;
  readonly sms: SmsSender;
  readonly publicUrl: string;
}

/**
 * Reminds members 7 days and 1 day before their term ends when nothing is queued after it (decision 148). Each
 * reminder is claimed once (membership_reminders) before it is sent: a reminder may be lost (a gateway down), never
 * sent twice.
 */
async function sendReminders(db: Database, senders: ReminderSenders, now: Date) {
  const ending = await db.query<{
    id: number;
    user_id: number;
    variant_identifier: string;
    ends_at: Date;
    email: string | null;
    phone: string | null;
    locale: Locale | null;
  }>(
    `SELECT m.id, m.user_id, m.variant_identifier, m.ends_at, u.email,
       (SELECT p.number FROM phone_numbers p WHERE p.user_id = u.id ORDER BY p.id LIMIT 1) AS phone,
       (SELECT pay.locale FROM payments pay WHERE pay.user_id = u.id ORDER BY pay.id DESC LIMIT 1) AS locale
     FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.status = 'active' AND m.starts_at <= $1 AND m.ends_at > $1 AND m.ends_at <= $1 + interval '7 days'
       AND NOT EXISTS (SELECT 1 FROM memberships n WHERE n.user_id = m.user_id AND n.status = 'active'
                       AND n.starts_at >= m.ends_at)`,
    [now],
  );
  for (const term of ending) {
    const kind = reminderDue(term.ends_at, now);
    const pkg = packageOf(term.variant_identifier);
    if (!kind || !pkg) continue;
    const claimed = await db.query(
      `INSERT INTO membership_reminders (membership_id, kind, sent_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING kind`,
      [term.id, kind, now],
    );
    if (claimed.length === 0) continue;
    const locale = term.locale ?? 'bn';
    const t = translator(membershipMessages, locale);
    const values = {
      name: packageName(locale, pkg),
      date: formatDate(locale, term.ends_at),
      link: `${senders.publicUrl}/${locale}/payment/membership/${pkg.category_group}/summary?variant_identifier=${pkg.variant_identifier}&package_type=${pkg.tier}`,
    };
    const sends: (() => Promise<void>)[] = [];
    const { email, phone } = term;
    if (email) {
      sends.push(() =>
        senders.email.send({ to: email, subject: t('reminderSubject', values), text: t('reminderBody', values) }),
      );
    }
    if (phone) sends.push(() => senders.sms.send(phone, t('reminderSms', values)));
    for (const send of sends) {
      // E-mail or SMS off or refused: that channel's reminder is lost, the other still goes (at most once each).
      await send().catch((error: unknown) => {
        if (!certainlyNotSent(error)) throw error;
      });
    }
  }
}

/** The memberships job: downgrades that started settle their ads, the flags follow the terms, reminders go. */
export async function runMembershipUpkeep(db: Database, senders: ReminderSenders, now: Date): Promise<void> {
  await settleStartedDowngrades(db, now);
  await syncMemberFlags(db, now);
  await sendReminders(db, senders, now);
}
