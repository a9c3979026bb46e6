// Demo doorstep delivery (decision 174): members’ shops deliver most of their essentials,
// electronics and fashion ads (chosen while seed.ts makes the ads), with varied offers — most
// nationwide with the buyer paying, some free delivery, some only within Dhaka or Chattogram division, weights by
// kind of goods. Runs after the memberships seed: an ad whose seller is no longer a member stops delivering, as
// eligibility says (decision 171).
import type { Database } from '../adapters/database.ts';
import { catalogueIndex } from '../modules/catalog/index.ts';

/** The category groups whose shop ads may deliver in the demo: essentials, electronics, fashion & beauty. */
export const DELIVERY_GROUPS: readonly number[] = [540, 229, 500];
const WEIGHT_GRAMS: Record<number, number> = { 540: 2000, 229: 1500, 500: 600 };

const division = (slug: string) => catalogueIndex.locationBySlug(slug)?.id ?? null;

export async function seedDoorstep(db: Database): Promise<number> {
  await db.query(
    `UPDATE ads SET is_doorstep_delivery = false
     WHERE is_doorstep_delivery AND user_id IN (SELECT id FROM users WHERE NOT is_member)`,
  );
  await db.query(`DELETE FROM ad_delivery d USING ads a WHERE a.id = d.ad_id AND NOT a.is_doorstep_delivery`);
  const areas = [division('dhaka-division'), division('chattogram-division')].filter((id) => id !== null);
  const top = new Map<number, number>();
  for (const category of catalogueIndex.catalogue.categories) {
    const group = catalogueIndex.categoryAncestors(category)[0]?.id ?? category.id;
    if (DELIVERY_GROUPS.includes(group)) top.set(category.id, group);
  }
  const rows = await db.query<{ ad_id: number; category_id: number; h: number }>(
    `SELECT d.ad_id, a.category_id, hashtext(d.ad_id::text) & 1023 AS h
     FROM ad_delivery d JOIN ads a ON a.id = d.ad_id ORDER BY d.ad_id`,
  );
  for (const row of rows) {
    const regional = areas.length > 0 && row.h % 4 === 3;
    await db.query(
      `UPDATE ad_delivery SET stock = $2, nationwide = $3, area_ids = $4::int[], payer = $5, weight_grams = $6
       WHERE ad_id = $1`,
      [
        row.ad_id,
        1 + (row.h % 40),
        !regional,
        regional ? [areas[row.h % areas.length]] : [],
        row.h % 3 === 0 ? 'seller' : 'buyer',
        WEIGHT_GRAMS[top.get(row.category_id) ?? 0] ?? 1000,
      ],
    );
  }
  return rows.length;
}
