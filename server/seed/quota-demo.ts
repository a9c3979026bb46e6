// The posting quota and the member dashboard in the demo (decision 152). The seed writes ads
// without asking the quota (they stand for ads posted over months), so a demo account is put where a newcomer sees
// the rule at work: the demo seller, a non-member, keeps one live electronics ad of the two free (the next is free,
// the one after asks the listing fee; the others wait in /my/republish-ads, where republishing asks it too), and
// the demo member gets a membership term in force in the group of most of their ads, unless the memberships seed
// gave them one. Their statistics are the seed's (server/seed/ad-stats.ts).
import type { CategoryGroup } from '../../core/memberships/packages.ts';
import { endOfTerm, variantOf } from '../../core/memberships/packages.ts';
import type { Database } from '../adapters/database.ts';
import { liveAdsByGroup } from '../modules/ads/index.ts';
import { groupOfCategory } from '../modules/catalog/index.ts';
import { createAd } from './factories.ts';

const DAY = 24 * 3600 * 1000;
/** Mobile phones: the electronics group, whose free quota is 2. */
const MOBILE_PHONES = 102;

async function sellerNearFreeQuota(db: Database, sellerId: number): Promise<void> {
  const live = await db.query<{ id: number; category_id: number }>(
    `SELECT id, category_id FROM ads WHERE user_id = $1 AND status IN ('pending_review', 'pending_payment', 'published')
     ORDER BY published_at DESC NULLS LAST, id DESC`,
    [sellerId],
  );
  const electronics = live.filter((ad) => groupOfCategory(ad.category_id) === 'electronics');
  if (electronics.length === 0) {
    await createAd(db, sellerId, {
      categoryId: MOBILE_PHONES,
      title: 'Samsung Galaxy A15 128 GB, boxed',
      description: 'Six months old, with the box, the charger and the receipt. No scratches.',
      price: 17_500,
      properties: { condition: 'used', brand: 'samsung' },
    });
    return;
  }
  await db.query(
    `UPDATE ads SET status = 'expired', expires_at = now(), updated_at = now() WHERE id = ANY($1::bigint[])`,
    [electronics.slice(1).map((ad) => ad.id)],
  );
}

async function memberTerm(db: Database, memberId: number, now: Date): Promise<void> {
  const [held] = await db.query('SELECT 1 FROM memberships WHERE user_id = $1 AND ends_at > $2', [memberId, now]);
  if (held) return;
  const live = await liveAdsByGroup(db, memberId);
  const group: CategoryGroup = [...live.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'general';
  const starts = new Date(now.getTime() - 10 * DAY);
  await db.query(
    `INSERT INTO memberships (user_id, variant_identifier, category_group, tier, months, starts_at, ends_at)
     VALUES ($1, $2, $3, 'plus', 3, $4, $5)`,
    [memberId, variantOf(group, 'plus', 3), group, starts, endOfTerm(starts, 3)],
  );
  await db.query('UPDATE users SET is_member = true WHERE id = $1', [memberId]);
}

export async function seedQuotaDemo(
  db: Database,
  demo: { seller: number | null; member: number | null },
  now: Date,
): Promise<void> {
  if (demo.seller !== null) await sellerNearFreeQuota(db, demo.seller);
  if (demo.member !== null) await memberTerm(db, demo.member, now);
}
