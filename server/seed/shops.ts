// Demo shops (decision 153): every member's shop gets its details (main category and place from
// its ads, logo and cover from its ads' demo pictures, opening hours, an address, the owner's phone numbers), an
// employer's shop for /shops/careers, a verified authorised dealer, and one shop whose membership has ended (its
// page answers 410). Membership terms themselves are the memberships seed's.
import type { Database } from '../adapters/database.ts';
import { catalogueIndex, jobCategoryIds } from '../modules/catalog/index.ts';

export interface ShopSeed {
  detailed: number;
  careers: string | null;
  dealer: string | null;
  expired: string | null;
}

const WEEK = (open: string, close: string) =>
  JSON.stringify([...Array.from({ length: 6 }, () => ({ open, close })), null]);
const VEHICLES = 192;
const vehicleIds = catalogueIndex.catalogue.categories
  .filter((c) => catalogueIndex.categoryAncestors(c)[0]?.id === VEHICLES)
  .map((c) => c.id);

export async function seedShopDetails(db: Database, now: Date): Promise<ShopSeed> {
  const jobs = jobCategoryIds();
  // An employer with the most job ads runs a shop of its own (its ads are its openings).
  const [employer] = await db.query<{ user_id: number; company: string | null }>(
    `SELECT user_id, max(properties ->> 'company') AS company FROM ads
     WHERE category_id = ANY($1::int[]) AND status = 'published'
     GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1`,
    [jobs],
  );
  let careers: string | null = null;
  if (employer) {
    careers = `careers-${employer.user_id}`;
    await db.query('UPDATE users SET is_member = true WHERE id = $1', [employer.user_id]);
    await db.query(
      `INSERT INTO shops (owner_id, slug, name) VALUES ($1, $2, $3)
       ON CONFLICT (owner_id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name`,
      [employer.user_id, careers, `${employer.company ?? 'Haat'} Careers`],
    );
    await db.query('UPDATE ads SET shop_id = (SELECT id FROM shops WHERE owner_id = $1) WHERE user_id = $1', [
      employer.user_id,
    ]);
  }

  // Details from each shop's own ads: the commonest category and place, two of its pictures, its owner's phones.
  // `a.id + 0` keeps PostgreSQL from walking every ad in id order to find a shop's first (a million ads: hours).
  const detailed = await db.query(
    `UPDATE shops s SET
       category_id = (SELECT a.category_id FROM ads a WHERE a.shop_id = s.id
                      GROUP BY a.category_id ORDER BY count(*) DESC, a.category_id LIMIT 1),
       location_id = (SELECT a.location_id FROM ads a WHERE a.shop_id = s.id
                      GROUP BY a.location_id ORDER BY count(*) DESC, a.location_id LIMIT 1),
       logo_image_id = (SELECT ai.image_id FROM ads a JOIN ad_images ai ON ai.ad_id = a.id
                        WHERE a.shop_id = s.id ORDER BY a.id + 0, ai.position LIMIT 1),
       cover_image_id = (SELECT ai.image_id FROM ads a JOIN ad_images ai ON ai.ad_id = a.id
                         WHERE a.shop_id = s.id ORDER BY a.id + 0 DESC, ai.position LIMIT 1),
       phones = COALESCE((SELECT jsonb_agg(p.number ORDER BY p.id) FROM phone_numbers p WHERE p.user_id = s.owner_id),
                         '[]'::jsonb),
       description = s.name || ' — genuine products, fair prices, after-sale support. Visit us or call. ' ||
                     'আসল পণ্য, ন্যায্য দাম, বিক্রির পরেও সেবা। দোকানে আসুন বা ফোন করুন।',
       updated_at = $1
     RETURNING s.id`,
    [now],
  );
  await db.query(
    `UPDATE shops s SET
       opening_hours = CASE WHEN s.category_id = ANY($1::int[]) THEN $2::jsonb ELSE $3::jsonb END,
       addresses = jsonb_build_array('Shop ' || (s.id % 90 + 10) || ', ' || l.name_en || ', ' || d.name_en)
     FROM locations l LEFT JOIN locations d ON d.id = l.parent_id
     WHERE l.id = s.location_id`,
    [jobs, WEEK('09:00', '17:00'), WEEK('10:00', '20:00')],
  );

  // One authorised dealer among the vehicle members, verified by staff like any other (decision 156).
  const [dealer] = await db.query<{ owner_id: number; slug: string; name: string }>(
    `SELECT s.owner_id, s.slug, s.name FROM shops s JOIN users u ON u.id = s.owner_id
     WHERE u.is_member AND s.category_id = ANY($1::int[]) ORDER BY s.id LIMIT 1`,
    [vehicleIds],
  );
  if (dealer) await db.query('UPDATE users SET is_authorized_dealer = true WHERE id = $1', [dealer.owner_id]);
  // Every authorised dealer holds a verified application (the badge is never set without one).
  await db.query(
    `INSERT INTO dealer_applications (user_id, business_name, trade_licence, category_group, status, created_at,
       decided_at, reason)
     SELECT u.id, COALESCE(s.name, u.name), 'DNCC/' || (100000 + u.id) || '/2025', 'vehicles', 'verified',
       $1::timestamptz - interval '30 days', $1::timestamptz - interval '28 days', 'Trade licence checked (demo)'
     FROM users u LEFT JOIN shops s ON s.owner_id = u.id
     WHERE u.is_authorized_dealer
       AND NOT EXISTS (SELECT 1 FROM dealer_applications d WHERE d.user_id = u.id)`,
    [now],
  );

  // A member whose membership ended last week: the shop stays, its page answers 410.
  const [expired] = await db.query<{ owner_id: number; slug: string }>(
    `SELECT s.owner_id, s.slug FROM shops s JOIN users u ON u.id = s.owner_id
     WHERE u.is_member AND NOT u.is_authorized_dealer AND s.owner_id <> $1 ORDER BY s.id DESC LIMIT 1`,
    [employer?.user_id ?? 0],
  );
  if (expired) {
    await db.query(
      `INSERT INTO memberships (user_id, variant_identifier, category_group, tier, months, starts_at, ends_at)
       VALUES ($1, 'general-basic-1m', 'general', 'basic', 1, $2::timestamptz - interval '37 days',
               $2::timestamptz - interval '7 days')`,
      [expired.owner_id, now],
    );
    await db.query('UPDATE users SET is_member = false, is_featured_member = false WHERE id = $1', [expired.owner_id]);
  }
  return { detailed: detailed.length, careers, dealer: dealer?.slug ?? null, expired: expired?.slug ?? null };
}
