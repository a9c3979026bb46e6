// One set of factories for tests and the demo seed (STYLE): `build*` make rows in memory, `insert*` write many at
// once (one INSERT … SELECT FROM unnest per batch, which both drivers accept and which loads a million ads in
// minutes), and `create*` are the one-row conveniences that tests use.
import { adSlug } from '../../core/slug.ts';
import type { Queryable } from '../adapters/database.ts';
import { catalogueIndex } from '../modules/catalog/index.ts';
import type { AdType } from './content.ts';

export type AdStatus =
  'draft' | 'pending_review' | 'pending_payment' | 'published' | 'rejected' | 'deactivated' | 'expired';

export interface UserRow {
  name: string;
  email: string | null;
  isMember: boolean;
  isAuthorizedDealer: boolean;
  phone: string | null;
  createdAt: Date;
}

export interface AdRow {
  userId: number;
  shopId: number | null;
  categoryId: number;
  locationId: number;
  type: AdType;
  status: AdStatus;
  title: string;
  description: string;
  price: number | null;
  priceNegotiable: boolean;
  properties: Record<string, string | number>;
  contactName: string;
  contactPhones: readonly string[];
  isDoorstepDelivery: boolean;
  createdAt: Date;
  publishedAt: Date | null;
  /** When the ad expires; absent: not set (the factories' ads live until a test says otherwise). */
  expiresAt?: Date | null;
  imageIds: readonly number[];
}

let emailCounter = 0;

export function buildUser(overrides: Partial<UserRow> = {}): UserRow {
  emailCounter += 1;
  return {
    name: 'Test User',
    email: `user${emailCounter}.${Date.now()}@example.com`,
    isMember: false,
    isAuthorizedDealer: false,
    phone: null,
    createdAt: new Date(),
    ...overrides,
  };
}

export async function insertUsers(db: Queryable, rows: readonly UserRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO users (name, email, is_member, is_authorized_dealer, created_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::boolean[], $5::timestamptz[])
     RETURNING id`,
    [
      rows.map((r) => r.name),
      rows.map((r) => r.email),
      rows.map((r) => r.isMember),
      rows.map((r) => r.isAuthorizedDealer),
      rows.map((r) => r.createdAt),
    ],
  );
  const ids = inserted.map((r) => r.id);
  const phones = rows.flatMap((r, i) => (r.phone ? [[ids[i] as number, r.phone] as const] : []));
  if (phones.length > 0) {
    await db.query(
      `INSERT INTO phone_numbers (user_id, number, verified_at)
       SELECT u, n, now() FROM unnest($1::bigint[], $2::text[]) AS p(u, n)`,
      [phones.map(([id]) => id), phones.map(([, phone]) => phone)],
    );
  }
  return ids;
}

export async function createUser(db: Queryable, overrides: Partial<UserRow> = {}): Promise<number> {
  const [id] = await insertUsers(db, [buildUser(overrides)]);
  return id as number;
}

export interface ShopRow {
  ownerId: number;
  slug: string;
  name: string;
}

export async function insertShops(db: Queryable, rows: readonly ShopRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO shops (owner_id, slug, name)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])
     RETURNING id`,
    [rows.map((r) => r.ownerId), rows.map((r) => r.slug), rows.map((r) => r.name)],
  );
  return inserted.map((r) => r.id);
}

/** A published ad in the first leaf category with a price filter, in Dhaka; tests override what they need. */
export function buildAd(userId: number, overrides: Partial<AdRow> = {}): AdRow {
  const now = new Date();
  return {
    userId,
    shopId: null,
    categoryId: 193,
    locationId: catalogueIndex.locationBySlug('dhaka')?.id ?? 1,
    type: 'for_sale',
    status: 'published',
    title: 'Toyota Axio 2016 fresh condition',
    description: 'Well kept car, all papers up to date.',
    price: 1_850_000,
    priceNegotiable: true,
    properties: {},
    contactName: 'Test User',
    contactPhones: ['+8801711000000'],
    isDoorstepDelivery: false,
    createdAt: now,
    publishedAt: now,
    imageIds: [],
    ...overrides,
  };
}

/** Inserts ads and their pictures; returns their ids in order. Slugs are made from title, location and id. */
export async function insertAds(db: Queryable, rows: readonly AdRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = (
    await db.query<{ id: number }>(
      "SELECT nextval(pg_get_serial_sequence('ads', 'id')) AS id FROM generate_series(1, $1::int)",
      [rows.length],
    )
  ).map((r) => r.id);
  const slugs = rows.map((row, i) => {
    const category = catalogueIndex.categoryById(row.categoryId);
    const location = catalogueIndex.locationById(row.locationId);
    if (!category || !location) throw new Error(`unknown category ${row.categoryId} or location ${row.locationId}`);
    return adSlug(row.title, category.name.en, location.slug, ids[i] as number);
  });
  await db.query(
    `INSERT INTO ads (id, slug, user_id, shop_id, category_id, location_id, type, status, title, description, price,
       price_negotiable, properties, contact_name, contact_phones, is_doorstep_delivery, created_at, updated_at,
       submitted_at, published_at, expires_at)
     SELECT id, slug, user_id, shop_id, category_id, location_id, type, status, title, description, price,
       price_negotiable, properties, contact_name, string_to_array(phones, ','), doorstep, created_at, created_at,
       created_at, published_at, expires_at
     FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::int[], $6::int[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::bigint[], $12::boolean[], $13::jsonb[], $14::text[], $15::text[], $16::boolean[],
       $17::timestamptz[], $18::timestamptz[], $19::timestamptz[])
       AS a(id, slug, user_id, shop_id, category_id, location_id, type, status, title, description, price,
         price_negotiable, properties, contact_name, phones, doorstep, created_at, published_at, expires_at)`,
    [
      ids,
      slugs,
      rows.map((r) => r.userId),
      rows.map((r) => r.shopId),
      rows.map((r) => r.categoryId),
      rows.map((r) => r.locationId),
      rows.map((r) => r.type),
      rows.map((r) => r.status),
      rows.map((r) => r.title),
      rows.map((r) => r.description),
      rows.map((r) => r.price),
      rows.map((r) => r.priceNegotiable),
      rows.map((r) => JSON.stringify(r.properties)),
      rows.map((r) => r.contactName),
      rows.map((r) => r.contactPhones.join(',')),
      rows.map((r) => r.isDoorstepDelivery),
      rows.map((r) => r.createdAt),
      rows.map((r) => r.publishedAt),
      rows.map((r) => r.expiresAt ?? null),
    ],
  );
  // A delivery ad has its offer (migration 039): the factories' default is nationwide, buyer pays, 1 kg, 10 in stock.
  const delivering = ids.filter((_, i) => rows[i]?.isDoorstepDelivery);
  if (delivering.length > 0) {
    await db.query(
      `INSERT INTO ad_delivery (ad_id, stock, nationwide, payer, weight_grams)
       SELECT id, 10, true, 'buyer', 1000 FROM unnest($1::bigint[]) AS t(id)`,
      [delivering],
    );
  }
  const pictures = rows.flatMap((row, i) =>
    row.imageIds.map((imageId, position) => [ids[i] as number, position, imageId]),
  );
  if (pictures.length > 0) {
    await db.query(
      `INSERT INTO ad_images (ad_id, position, image_id)
       SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::bigint[])`,
      [pictures.map((p) => p[0]), pictures.map((p) => p[1]), pictures.map((p) => p[2])],
    );
  }
  return ids;
}

export async function createAd(
  db: Queryable,
  userId: number,
  overrides: Partial<AdRow> = {},
): Promise<{ id: number; slug: string }> {
  const [id] = await insertAds(db, [buildAd(userId, overrides)]);
  const [row] = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM ads WHERE id = $1', [id ?? null]);
  if (!row) throw new Error('ad not inserted');
  return row;
}
