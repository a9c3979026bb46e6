// The back office's demo: two reported chats for the moderators (a buyer's report of an abusive seller
// and a job chat the system reported for asking a fee), and two weeks of review decisions by the demo moderator,
// so the dashboard's queue-wait chart has a history; and a membership and a voucher given by finance, and a larger
// membership finance asked for that waits for a second member of staff's approval (decision 235).
import type { Database } from '../adapters/database.ts';
import type { PubSub } from '../adapters/pubsub.ts';
import type { CounterStore } from '../adapters/rate-limits.ts';
import type { Clock } from '../../core/clock.ts';
import { reportConversation, sendMessage, startConversation } from '../modules/chat/index.ts';
import { jobCategoryIds } from '../modules/catalog/index.ts';
import { giveMembership } from '../modules/backoffice/index.ts';
import { staffMembership } from '../modules/memberships/index.ts';
import { issueVoucher } from '../modules/promotions/index.ts';

type Deps = { db: Database; counters: CounterStore; pubsub: PubSub; clock: Clock };

/** Someone with a published ad in (or outside) the job categories, and someone else to write to them. */
async function adAndWriter(db: Database, jobs: boolean, exclude: readonly number[]) {
  const [ad] = await db.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM ads WHERE status = 'published' AND (category_id = ANY($1::int[])) = $2
       AND user_id <> ALL($3::bigint[]) ORDER BY id LIMIT 1`,
    [jobCategoryIds(), jobs, exclude],
  );
  const [writer] = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE role = 'user' AND email IS NULL AND id <> ALL($1::bigint[]) ORDER BY id DESC LIMIT 1`,
    [[...exclude, ad?.user_id ?? 0]],
  );
  return ad && writer ? { adId: Number(ad.id), posterId: Number(ad.user_id), writerId: Number(writer.id) } : null;
}

export async function seedBackOfficeDemo(deps: Deps, moderatorId: number, exclude: readonly number[]): Promise<void> {
  const abusive = await adAndWriter(deps.db, false, exclude);
  if (abusive) {
    const { conversation } = await startConversation(deps, abusive.writerId, abusive.adId, 'bn');
    const name = conversation.channel_name;
    await sendMessage(deps, abusive.writerId, name, { clientKey: 'demo-report-1', text: 'দাম কি একটু কমানো যাবে?' });
    await sendMessage(deps, abusive.posterId, name, {
      clientKey: 'demo-report-2',
      text: 'না কিনলে বিরক্ত করবেন না, বেয়াদব কোথাকার!',
    });
    await reportConversation(deps.db, abusive.writerId, name, 'abuse');
  }
  const scam = await adAndWriter(deps.db, true, [...exclude, abusive?.writerId ?? 0]);
  if (scam) {
    const { conversation } = await startConversation(deps, scam.writerId, scam.adId, 'bn');
    const name = conversation.channel_name;
    await sendMessage(deps, scam.writerId, name, {
      clientKey: 'demo-report-3',
      text: 'আমি এই চাকরিতে আবেদন করতে চাই।',
    });
    // The fee-request check reports this chat for the moderators (reporter: the system).
    await sendMessage(deps, scam.posterId, name, {
      clientKey: 'demo-report-4',
      text: 'আগে রেজিস্ট্রেশন ফি ৩০০০ টাকা বিকাশ করুন, তারপর ইন্টারভিউ।',
    });
  }
  // Two weeks of the moderator's approvals: the ads published each day waited between a few minutes and hours.
  await deps.db.query(
    `WITH decided AS (
       SELECT id, published_at, (5 + (id * 37) % 240) * interval '1 minute' AS waited FROM ads
       WHERE status = 'published' AND published_at >= now() - interval '14 days' ORDER BY id LIMIT 400)
     , resubmitted AS (UPDATE ads a SET submitted_at = d.published_at - d.waited FROM decided d WHERE a.id = d.id)
     INSERT INTO audit_log (actor_id, actor_role, action, subject_type, subject_id, before, after, created_at)
     SELECT $1, 'moderator', 'ad.approve', 'ad', id::text, '{"status": "pending_review"}', '{"status": "published"}',
       published_at
     FROM decided`,
    [moderatorId],
  );
}

/**
 * What finance gave (decisions 180-181): a month of membership to the demo buyer and a 20% voucher to the demo
 * seller, through the same services as the back office, with fixed form tokens so that a second seeding adds nothing;
 * and six more months for the demo buyer that finance asked for, waiting on /admin/approvals (decision 235).
 */
export async function seedStaffGifts(
  deps: Deps,
  financeId: number,
  people: { seller: number | null; buyer: number },
): Promise<void> {
  const finance = { id: financeId, role: 'finance' as const };
  await staffMembership(deps, finance, people.buyer, {
    kind: 'grant',
    category_group: 'general',
    tier: 'basic',
    months: 1,
    reason: 'Demo: a month to try selling with a membership',
    idempotency_key: 'demo-membership-grant',
  });
  await giveMembership(deps, finance, people.buyer, {
    kind: 'grant',
    category_group: 'general',
    tier: 'plus',
    months: 6,
    reason: 'Demo: half a year for the buyer who reported three scam ads',
    idempotency_key: 'demo-membership-request',
  });
  if (people.seller === null) return;
  await issueVoucher(deps, finance, people.seller, {
    discount_kind: 'percent',
    discount_value: 20,
    expires_on: new Date(deps.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
    reason: 'Demo: sorry for the slow review of your last ad',
    idempotency_key: 'demo-voucher-issue',
  });
}
