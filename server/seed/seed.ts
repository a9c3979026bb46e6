// Realistic demo data: sellers, shops, pictures, ads across every category and district, some promoted.
// Deterministic for a given seed. Ads are written in batches so that a million load in minutes.
import { DELIVERY_GROUPS, seedDoorstep } from './doorstep.ts';
import type { CategoryDef, Locale, LocationDef } from '../../core/catalogue.ts';
import type { Database } from '../adapters/database.ts';
import type { Storage } from '../adapters/storage.ts';
import { catalogueIndex } from '../modules/catalog/index.ts';
import { storePicture } from '../modules/media/index.ts';
import { seedShopDetails, type ShopSeed } from './shops.ts';
import { generateAdContent, generatePerson, generateShopName } from './content.ts';
import {
  type AdRow,
  type AdStatus,
  insertAds,
  insertShops,
  insertUsers,
  type ShopRow,
  type UserRow,
} from './factories.ts';
import { seedAdStats } from './ad-stats.ts';
import { seedBanners } from './banners.ts';
import { demoExpiry, markDemoSellers } from './demo-renewal.ts';
import { renderSeedPicture } from './pictures.ts';
import { createRandom, type Random } from './random.ts';
import { type JobSeed, seedJobs } from './jobs.ts';
import { seedMemberships } from './memberships.ts';
import { seedOrders } from './orders.ts';
import { seedPromotions } from './promotions.ts';

export interface SeedOptions {
  ads: number;
  seed: number;
  /** Progress lines go here (the CLI prints them; the server logs them). */
  progress?: (message: string) => void;
  /** The demo's "now" (ages, promotions, statistics, deadlines); the clock's time unless given. */
  now?: Date;
}

export interface SeedResult {
  users: number;
  shops: number;
  memberships: number;
  ads: number;
  pictures: number;
  promotions: number;
  /** Listing fees paid with bKash, in the payments history of their sellers. */
  payments: number;
  /** Days of ad statistics (views, phone reveals, chats, favourites per ad and day). */
  statistics: number;
  /** Job seekers' resumes and their applications. */
  jobs: JobSeed;
  /** Shop details, an employer's shop, an authorised dealer and an expired member's shop. */
  shopDetails: ShopSeed;
  /** Shop ads with doorstep delivery in essentials, electronics and fashion. */
  deliveryAds: number;
  /** Doorstep orders on them, one in each state. */
  orders: number;
  /** A home banner and a results banner (mobile phones). */
  banners: number;
}

const BATCH = 5000;
/** Pictures rendered per top-level category and shared by its ads: 1 for a small seed, up to 6. */
const picturesPerTopCategory = (ads: number) => Math.min(6, Math.max(1, Math.ceil(ads / 800)));
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

// How often each top-level category is posted in, roughly as on Bangladeshi classifieds sites.
const TOP_CATEGORY_WEIGHTS: Record<string, number> = {
  mobiles: 22,
  electronics: 15,
  vehicles: 14,
  property: 11,
  'home-living': 7,
  jobs: 6,
  'fashion-beauty': 4,
};

const STATUS_WEIGHTS: readonly (readonly [AdStatus, number])[] = [
  ['published', 920],
  ['pending_review', 30],
  ['pending_payment', 10],
  ['rejected', 20],
  ['deactivated', 15],
  ['expired', 5],
];

function leavesByTop(): { top: CategoryDef; leaves: CategoryDef[] }[] {
  const index = catalogueIndex;
  return index.catalogue.categories
    .filter((c) => c.parentId === -1 && !c.deactivated)
    .map((top) => {
      const children = index.catalogue.categories.filter(
        (c) => !c.deactivated && index.categoryAncestors(c)[0] === top && index.categoryChildren(c).length === 0,
      );
      return { top, leaves: children.length > 0 ? children : [top] };
    });
}

/** Locations where ads are posted: areas, and districts that have no areas; Dhaka and Chattogram weigh most. */
function adLocations(): (readonly [LocationDef, number])[] {
  const index = catalogueIndex;
  return index.catalogue.locations
    .filter((l) => index.locationChildren(l).length === 0 && l.level !== 'country')
    .map((l) => {
      const district = index.locationAncestors(l).find((a) => a.level === 'district');
      const weight = district?.slug === 'dhaka' ? 12 : district?.slug === 'chattogram' ? 6 : l.level === 'area' ? 3 : 4;
      return [l, weight] as const;
    });
}

async function seedPictures(db: Database, storage: Storage, random: Random, tops: CategoryDef[], perTop: number) {
  const pool = new Map<number, number[]>();
  for (const top of tops) {
    const ids: number[] = [];
    for (let i = 0; i < perTop; i++) {
      const picture = await storePicture(db, storage, await renderSeedPicture(random, top, top.slug));
      ids.push(picture.id);
    }
    pool.set(top.id, ids);
  }
  return pool;
}

export async function seedDemo(db: Database, storage: Storage, options: SeedOptions): Promise<SeedResult> {
  const random = createRandom(options.seed);
  const say = options.progress ?? (() => {});
  const groups = leavesByTop();
  const topWeights = groups.map((g) => [g, TOP_CATEGORY_WEIGHTS[g.top.slug] ?? 2] as const);
  const locations = adLocations();
  const now = (options.now ?? new Date()).getTime();

  // Sellers: about one for every 15 ads; some members (with shops) and authorised dealers.
  const people = random.fork('people');
  const userCount = Math.max(30, Math.ceil(options.ads / 15));
  const users: (UserRow & { locale: Locale })[] = [];
  for (let i = 0; i < userCount; i++) {
    const locale: Locale = people.chance(0.35) ? 'bn' : 'en';
    const person = generatePerson(people, locale);
    users.push({
      locale,
      name: person.name,
      email: people.chance(0.6) ? `seller${options.seed}.${i}@example.com` : null,
      isMember: people.chance(0.08),
      isAuthorizedDealer: people.chance(0.02),
      phone: person.phone,
      createdAt: new Date(now - people.int(30, 1500) * DAY),
    });
  }
  const userIds: number[] = [];
  for (let i = 0; i < users.length; i += BATCH) userIds.push(...(await insertUsers(db, users.slice(i, i + BATCH))));
  say(`${userIds.length} sellers`);

  // Members run shops, each in one top-level category.
  const shopping = random.fork('shops');
  const shops: ShopRow[] = [];
  for (const [i, user] of users.entries()) {
    if (!user.isMember) continue;
    const leaf = shopping.pick(shopping.weighted(topWeights).leaves);
    const ownerId = userIds[i] as number;
    shops.push({ ownerId, slug: `shop-${ownerId}`, name: generateShopName(shopping, leaf, user.locale) });
  }
  const shopIds = await insertShops(db, shops);
  const shopByUser = new Map(shops.map((shop, i) => [shop.ownerId, shopIds[i] as number]));
  say(`${shopByUser.size} shops`);

  const pictures = await seedPictures(
    db,
    storage,
    random.fork('pictures'),
    groups.map((g) => g.top),
    picturesPerTopCategory(options.ads),
  );
  say(`${[...pictures.values()].flat().length} pictures`);

  const adsRandom = random.fork('ads');
  let written = 0;
  while (written < options.ads) {
    const batch: AdRow[] = [];
    for (let i = 0; i < BATCH && written + i < options.ads; i++) {
      const sellerIndex = adsRandom.int(0, users.length - 1);
      const seller = users[sellerIndex] as (typeof users)[number];
      const userId = userIds[sellerIndex] as number;
      const group = adsRandom.weighted(topWeights);
      const category = adsRandom.pick(group.leaves);
      const location = adsRandom.weighted(locations);
      const locale: Locale = adsRandom.chance(0.85) ? seller.locale : seller.locale === 'bn' ? 'en' : 'bn';
      const content = generateAdContent(adsRandom, category, location, locale, new Date(now));
      // Newer ads are more common: the age in days is skewed towards today, up to four months.
      const ageMs = Math.floor((adsRandom.int(0, 1000) / 1000) ** 2 * 120 * DAY) + adsRandom.int(0, DAY);
      const status = adsRandom.weighted(STATUS_WEIGHTS);
      // An ad waiting for review or its fee was submitted within the last hours, as on a site whose queue is worked:
      // the review queue and the dashboard's oldest wait read its submission time (the factories' created_at).
      const waiting = status === 'pending_review' || status === 'pending_payment';
      const createdAt = new Date(now - (waiting ? ageMs % (8 * HOUR) : ageMs));
      const publishedAt = status === 'published' || status === 'deactivated' || status === 'expired' ? createdAt : null;
      const pool = pictures.get(group.top.id) ?? [];
      const pictureCount =
        group.top.type === 'jobs' || pool.length === 0 ? 0 : adsRandom.int(1, Math.min(4, pool.length));
      const start = adsRandom.int(0, pool.length);
      batch.push({
        userId,
        shopId: shopByUser.get(userId) ?? null,
        categoryId: category.id,
        locationId: location.id,
        type: content.type,
        status,
        title: content.title,
        description: content.description,
        price: content.price,
        priceNegotiable: content.priceNegotiable,
        properties: content.properties,
        contactName: seller.name,
        contactPhones: seller.phone ? [seller.phone] : [],
        // Members’ shops deliver most of their essentials, electronics and fashion ads (one draw either way, so the
        // rest of the demo stays as it was for a seed).
        isDoorstepDelivery: adsRandom.chance(0.9) && shopByUser.has(userId) && DELIVERY_GROUPS.includes(group.top.id),
        createdAt,
        publishedAt,
        expiresAt: demoExpiry(status, publishedAt, new Date(now)),
        imageIds: Array.from({ length: pictureCount }, (_, k) => pool[(start + k) % pool.length] as number),
      });
    }
    await insertAds(db, batch);
    written += batch.length;
    if (written % 50_000 === 0 || written === options.ads) say(`${written} ads`);
  }

  // The planner's statistics of the ads just written, before the statements below join them: without them it took
  // a shop to have 17,000 ads and its pictures to need a scan of every ad picture (1,000,000 ads: hours, not seconds).
  await db.exec('ANALYZE');
  await markDemoSellers(db, userIds);

  const promoted = await seedPromotions(db, userIds, options.seed, new Date(now));
  const result = {
    users: userIds.length,
    shops: shopByUser.size,
    ads: written,
    pictures: [...pictures.values()].flat().length,
    promotions: promoted,
    payments: await seedListingFees(db, userIds),
    // After the promotions, whose days it gives more views.
    statistics: await seedAdStats(db, userIds, options.seed, new Date(now)),
    jobs: await seedJobs(db, random.fork('jobs'), userIds, new Date(now)),
    // Shops first: they make an employer a member and give one member an ended term, which the memberships seed
    // then leaves alone (it gives terms to the members that have none).
    shopDetails: await seedShopDetails(db, new Date(now)),
    memberships: await seedMemberships(db, new Date(now)),
    // After the memberships: only members deliver (decision 171).
    deliveryAds: await seedDoorstep(db),
    // On the delivery ads: one order in each state of its lifecycle.
    orders: await seedOrders(db, new Date(now)),
    banners: await seedBanners(db, storage, random.fork('banners'), new Date(now)),
  };
  // And of everything written since, for the searches to come: the embedded database runs no autovacuum, and without
  // them a search by place and words walked 34,000 ads it estimated at 283 (100,000 ads: 144 ms; 30 ms after).
  await db.exec('ANALYZE');
  return result;
}

/**
 * Property ads past payment (published or in review) paid their listing fee (Tk 500, core/memberships/quota.ts LISTING_FEE_TAKA)
 * with bKash, and those still waiting owe it: a newcomer sees payments histories and the pay-now flow. A sample of
 * at most 50 payments, one per ad, dated when the ad was posted.
 */
async function seedListingFees(db: Database, userIds: readonly number[]): Promise<number> {
  const property = catalogueIndex.categoryById(210);
  const categories = property ? [property, ...catalogueIndex.categoryChildren(property)].map((c) => c.id) : [];
  await db.query(
    `UPDATE ads SET listing_fee = 500 WHERE status = 'pending_payment' AND category_id = ANY($1::int[])
       AND user_id = ANY($2::bigint[])`,
    [categories, userIds],
  );
  const [paid] = await db.query<{ count: number }>(
    `WITH chosen AS (
       SELECT id, user_id, created_at, 'HTSEED' || lpad(id::text, 12, '0') AS code FROM ads
       WHERE status IN ('published', 'pending_review') AND category_id = ANY($1::int[]) AND user_id = ANY($2::bigint[])
       ORDER BY id LIMIT 50
     ), fees AS (
       UPDATE ads SET listing_fee = 500, listing_fee_paid_at = c.created_at FROM chosen c WHERE ads.id = c.id
       RETURNING ads.id
     ), inserted AS (
       INSERT INTO payments (invoice_number, user_id, idempotency_key, context, processor, state, amount_poisha, items,
         ad_id, locale, return_path, provider_reference, provider_transaction_id, created_at, updated_at, settled_at)
       SELECT code, user_id, 'seed-' || id, 'post_ad', 'bkash', 'success', 50000,
         jsonb_build_array(jsonb_build_object('type', 'listing_fee', 'ad_id', id, 'amount_poisha', 50000)), id, 'bn',
         '/bn/post-ad/lst-fee/transaction?id=' || id || '&payment%5Bcode%5D=' || code, 'TR0011SEED' || id,
         'TRXSEED' || id, created_at, created_at, created_at
       FROM chosen
       RETURNING 1
     ) SELECT count(*)::int AS count FROM inserted`,
    [categories, userIds],
  );
  return paid?.count ?? 0;
}

/** Promotions bought by the demo's sellers, at most (decision 113). */
