// Shops (decisions 153–156): a member's one shop, its settings, its page with its ads, the
// directory (/data/shops, /data/shops/serp), featured shops and employers' shops (/shops/careers). A shop whose
// owner's membership has ended (users.is_member false, kept by the memberships module) is still read, marked
// `active: false`: its page answers 410 with its body (spec section 8).
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { pickFeaturedShops } from '../../../core/shops/featured.ts';
import { type DayHours, type ShopSettingsInput, WEEKDAYS } from '../../../core/shops/settings.ts';
import type { Database, Queryable, SqlParam } from '../../adapters/database.ts';
import { ADS_PER_PAGE, type AdCard, findAdCards, MAX_PAGE } from '../ads/index.ts';
import { catalogueIndex, jobCategoryIds } from '../catalog/index.ts';
import { membershipInForce } from '../memberships/index.ts';
import { pictureSources, type PictureSources, usablePictures } from '../media/index.ts';
import { postgresSearchIndex, type SearchCriteria, COUNT_CAP, textQuery } from '../search/index.ts';

const index = catalogueIndex;
export const SHOPS_PER_PAGE = 20;

export interface Named {
  id: number;
  slug: string;
  name: string;
}

export interface ShopBadges {
  member: boolean;
  featuredMember: boolean;
  authorizedDealer: boolean;
}

export interface ShopSummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: Named | null;
  location: Named | null;
  logo: PictureSources | null;
  badges: ShopBadges;
  /** Published ads of the shop. */
  adCount: number;
}

export interface Shop extends ShopSummary {
  cover: PictureSources | null;
  /** Saturday first (core/shops/settings WEEKDAYS); null: closed. */
  openingHours: DayHours[];
  addresses: string[];
  phones: string[];
  /** The owner's membership is in force; false: the page answers 410 and says so. */
  active: boolean;
}

interface ShopRow {
  id: number;
  owner_id: number;
  slug: string;
  name: string;
  description: string;
  category_id: number | null;
  location_id: number | null;
  logo_id: number | null;
  logo_key: string | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_avif: boolean | null;
  cover_id: number | null;
  cover_key: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_avif: boolean | null;
  opening_hours: DayHours[];
  addresses: string[];
  phones: string[];
  is_member: boolean;
  is_featured_member: boolean;
  is_authorized_dealer: boolean;
  ad_count: number;
}

const SHOP_COLUMNS = `
  s.id, s.owner_id, s.slug, s.name, s.description, s.category_id, s.location_id, s.opening_hours, s.addresses,
  s.phones, u.is_member, u.is_featured_member, u.is_authorized_dealer,
  s.logo_image_id AS logo_id, li.storage_key AS logo_key, li.width AS logo_width, li.height AS logo_height,
  li.has_avif AS logo_avif,
  s.cover_image_id AS cover_id, ci.storage_key AS cover_key, ci.width AS cover_width, ci.height AS cover_height,
  ci.has_avif AS cover_avif,
  (SELECT count(*)::int FROM ads a WHERE a.shop_id = s.id AND a.status = 'published') AS ad_count`;
const SHOP_FROM = `
  FROM shops s JOIN users u ON u.id = s.owner_id
  LEFT JOIN images li ON li.id = s.logo_image_id
  LEFT JOIN images ci ON ci.id = s.cover_image_id`;

const picture = (key: string | null, width: number | null, height: number | null, avif: boolean | null) =>
  key && width && height ? pictureSources({ key, width, height, hasAvif: !!avif }, 'detail') : null;

function named(kind: 'category' | 'location', id: number | null, locale: Locale): Named | null {
  const node = id === null ? undefined : kind === 'category' ? index.categoryById(id) : index.locationById(id);
  return node ? { id: node.id, slug: node.slug, name: node.name[locale] } : null;
}

function toShop(row: ShopRow, locale: Locale): Shop {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: named('category', row.category_id, locale),
    location: named('location', row.location_id, locale),
    logo: picture(row.logo_key, row.logo_width, row.logo_height, row.logo_avif),
    cover: picture(row.cover_key, row.cover_width, row.cover_height, row.cover_avif),
    badges: {
      member: row.is_member,
      featuredMember: row.is_member && row.is_featured_member,
      authorizedDealer: row.is_authorized_dealer,
    },
    adCount: row.ad_count,
    openingHours: row.opening_hours.length === WEEKDAYS.length ? row.opening_hours : WEEKDAYS.map(() => null),
    addresses: row.addresses,
    phones: row.phones,
    active: row.is_member,
  };
}

/** The directory's fields of a shop (an explicit shape: nothing more leaves in a list). */
const toSummary = (shop: Shop): ShopSummary => ({
  id: shop.id,
  slug: shop.slug,
  name: shop.name,
  description: shop.description,
  category: shop.category,
  location: shop.location,
  logo: shop.logo,
  badges: shop.badges,
  adCount: shop.adCount,
});

function descendants(ids: readonly number[]): number[] {
  const out: number[] = [];
  const walk = (id: number) => {
    out.push(id);
    const category = index.categoryById(id);
    if (category) for (const child of index.categoryChildren(category)) walk(child.id);
  };
  ids.forEach(walk);
  return out;
}

function placeIds(slug: string): number[] | null {
  const place = index.locationBySlug(slug);
  if (!place) return null;
  const out: number[] = [];
  const walk = (node: typeof place) => {
    out.push(node.id);
    for (const child of index.locationChildren(node)) walk(child);
  };
  walk(place);
  return out;
}

// ---- the shop page -------------------------------------------------------------------------------------------

/**
 * The shop at a slug, or at an old slug of it (decision 153: the page redirects when `shop.slug` differs from the
 * one asked). NOT_FOUND when neither.
 */
export async function findShop(db: Queryable, slug: string, locale: Locale): Promise<Shop> {
  const [row] = await db.query<ShopRow>(
    `SELECT ${SHOP_COLUMNS} ${SHOP_FROM}
     WHERE s.slug = $1 OR s.id = (SELECT o.shop_id FROM shop_old_slugs o WHERE o.slug = $1)`,
    [slug],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toShop(row, locale);
}

export interface ShopAds {
  ads: AdCard[];
  total: number;
  page: number;
  pages: number;
  query: string;
}

/** A shop's published ads, newest first, `page` of them, matching `query` when given (the search's words). */
export async function shopAds(db: Database, shopId: number, query: string, page: number): Promise<ShopAds> {
  const engine = postgresSearchIndex(db);
  const text = query === '' ? { text: null, intentCategoryIds: null } : await textQuery(engine, query);
  const empty = { ads: [], total: 0, page, pages: 1, query };
  if (query !== '' && !text.text) return empty;
  const criteria: SearchCriteria = {
    category: null,
    location: null,
    text: text.text,
    intentCategoryIds: null,
    type: null,
    posterType: 'all_posters',
    isDoorstepDelivery: false,
    isUrgent: false,
    isFeaturedMember: false,
    properties: [],
    shopId,
  };
  const { ids, counts } = await engine.search(criteria, {
    order: 'date_desc',
    offset: (page - 1) * ADS_PER_PAGE,
    limit: ADS_PER_PAGE,
    cap: COUNT_CAP,
  });
  const total = counts.capped ? COUNT_CAP : counts.rows.reduce((sum, row) => sum + row.count, 0);
  const cards = new Map((await findAdCards(db, ids)).map((card) => [card.id, card]));
  return {
    ads: ids.flatMap((id) => cards.get(id) ?? []),
    total,
    page,
    pages: Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / ADS_PER_PAGE))),
    query,
  };
}

// ---- the directory -------------------------------------------------------------------------------------------

export interface DirectoryFilters {
  /** A category slug: the shops of it and its sub-categories. */
  category?: string | undefined;
  /** A place slug: the shops in it and its sub-divisions. */
  location?: string | undefined;
  /** Words of the shop's name or description. */
  query?: string | undefined;
  /** Only employers' shops (the jobs group): /shops/careers. */
  careers?: boolean | undefined;
  page: number;
}

export interface ShopDirectory {
  shops: ShopSummary[];
  total: number;
  page: number;
  pages: number;
}

/** Shops of members in force, featured members first, then by name; an unknown category or place finds none. */
export async function searchShops(db: Queryable, filters: DirectoryFilters, locale: Locale): Promise<ShopDirectory> {
  const where = ['u.is_member'];
  const params: SqlParam[] = [];
  const add = (value: SqlParam) => `$${params.push(value)}`;
  const empty = { shops: [], total: 0, page: filters.page, pages: 1 };
  if (filters.category) {
    const category = index.categoryBySlug(filters.category);
    if (!category) return empty;
    where.push(`s.category_id = ANY(${add(descendants([category.id]))}::int[])`);
  }
  if (filters.careers) where.push(`s.category_id = ANY(${add(jobCategoryIds())}::int[])`);
  if (filters.location) {
    const ids = placeIds(filters.location);
    if (!ids) return empty;
    where.push(`s.location_id = ANY(${add(ids)}::int[])`);
  }
  const words = (filters.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = add(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(s.name ILIKE ${pattern} OR s.description ILIKE ${pattern})`);
  }
  const sql = where.join(' AND ');
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${SHOP_FROM} WHERE ${sql}`, params);
  const rows = await db.query<ShopRow>(
    `SELECT ${SHOP_COLUMNS} ${SHOP_FROM} WHERE ${sql}
     ORDER BY u.is_featured_member DESC, lower(s.name), s.id
     LIMIT ${add(SHOPS_PER_PAGE)} OFFSET ${add((filters.page - 1) * SHOPS_PER_PAGE)}`,
    params,
  );
  const total = count?.n ?? 0;
  return {
    shops: rows.map((row) => toSummary(toShop(row, locale))),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / SHOPS_PER_PAGE)),
  };
}

/**
 * The home page's featured shops: featured (premium) members' shops in force, rotated (core/shops/featured). The
 * rotation picks among the ids; only the shops shown are read whole (with their pictures and ad counts).
 */
export async function featuredShops(db: Queryable, locale: Locale, now: Date): Promise<ShopSummary[]> {
  const eligible = await db.query<{ id: number }>(
    `SELECT s.id FROM shops s JOIN users u ON u.id = s.owner_id
     WHERE u.is_member AND u.is_featured_member ORDER BY s.id`,
  );
  return shopSummaries(
    db,
    pickFeaturedShops(eligible, now).map((shop) => shop.id),
    locale,
  );
}

/** The directory's fields of shops by id, in the order of `ids` (read whole: pictures and ad counts). */
export async function shopSummaries(db: Queryable, ids: readonly number[], locale: Locale): Promise<ShopSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ShopRow>(`SELECT ${SHOP_COLUMNS} ${SHOP_FROM} WHERE s.id = ANY($1::bigint[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(toShop(row, locale))] : [];
  });
}

// ---- the owner's settings ------------------------------------------------------------------------------------

export interface MyShop {
  /** The member's shop, or null before they create it. */
  shop: Shop | null;
  /** A membership is in force: the member may create or edit the shop. */
  canEdit: boolean;
  /** The logo's and cover's picture ids, for the form. */
  logoId: number | null;
  coverId: number | null;
  /** The category group of the membership in force (authorised dealers: vehicles, electronics). */
  membershipGroup: string | null;
}

export async function myShop(db: Queryable, userId: number, locale: Locale, now: Date): Promise<MyShop> {
  const [[row], term] = await Promise.all([
    db.query<ShopRow>(`SELECT ${SHOP_COLUMNS} ${SHOP_FROM} WHERE s.owner_id = $1`, [userId]),
    membershipInForce(db, userId, now),
  ]);
  return {
    shop: row ? toShop(row, locale) : null,
    canEdit: term !== null,
    logoId: row?.logo_id === null || !row ? null : Number(row.logo_id),
    coverId: row?.cover_id === null || !row ? null : Number(row.cover_id),
    membershipGroup: term?.category_group ?? null,
  };
}

const fieldError = (path: string, message: string) => new AppError('VALIDATION_FAILED', [{ path, message }]);

/**
 * Creates (shopId null) or changes the member's shop. Only a member in force may (FORBIDDEN otherwise); another
 * member's shop is NOT_FOUND. A slug taken by another shop, now or as an old slug, is refused; the shop's own old
 * slug redirects to the new one.
 */
export async function saveShop(
  db: Database,
  userId: number,
  shopId: number | null,
  input: ShopSettingsInput,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [own] = await tx.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM shops WHERE owner_id = $1 FOR UPDATE',
      [userId],
    );
    if (shopId !== null && (!own || Number(own.id) !== shopId)) throw new AppError('NOT_FOUND');
    if (shopId === null && own) throw new AppError('INVALID_TRANSITION');
    if (!(await membershipInForce(tx, userId, now))) throw new AppError('FORBIDDEN');
    if (input.category_id !== null && !index.categoryById(input.category_id))
      throw fieldError('category_id', 'invalid');
    if (input.location_id !== null && !index.locationById(input.location_id))
      throw fieldError('location_id', 'invalid');
    const pictureIds = [input.logo_id, input.cover_id].filter((id): id is number => id !== null);
    const usable = await usablePictures(tx, userId, pictureIds);
    if (usable.length < new Set(pictureIds).size) throw fieldError('logo_id', 'picture_invalid');
    const [taken] = await tx.query<{ shop_id: number }>(
      `SELECT id AS shop_id FROM shops WHERE slug = $1
       UNION ALL SELECT shop_id FROM shop_old_slugs WHERE slug = $1`,
      [input.slug],
    );
    if (taken && (!own || Number(taken.shop_id) !== Number(own.id))) throw fieldError('slug', 'slug_taken');
    const values = [
      input.slug,
      input.name,
      input.description,
      input.category_id,
      input.location_id,
      input.logo_id,
      input.cover_id,
      JSON.stringify(input.opening_hours),
      JSON.stringify(input.addresses),
      JSON.stringify(input.phones),
      now,
    ];
    if (!own) {
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO shops (owner_id, slug, name, description, category_id, location_id, logo_image_id,
           cover_image_id, opening_hours, addresses, phones, updated_at, created_at)
         VALUES ($12, $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11, $11) RETURNING id`,
        [...values, userId],
      );
      const id = Number(created!.id);
      // The member's ads are posted from their shop from now on (cards and the shop page show them).
      await tx.query('UPDATE ads SET shop_id = $1 WHERE user_id = $2 AND shop_id IS NULL', [id, userId]);
      return id;
    }
    if (own.slug !== input.slug) {
      await tx.query('DELETE FROM shop_old_slugs WHERE slug = $1', [input.slug]);
      await tx.query('INSERT INTO shop_old_slugs (slug, shop_id) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING', [
        own.slug,
        own.id,
      ]);
    }
    await tx.query(
      `UPDATE shops SET slug = $1, name = $2, description = $3, category_id = $4, location_id = $5,
         logo_image_id = $6, cover_image_id = $7, opening_hours = $8::jsonb, addresses = $9::jsonb,
         phones = $10::jsonb, updated_at = $11
       WHERE id = $12`,
      [...values, own.id],
    );
    return Number(own.id);
  });
}
