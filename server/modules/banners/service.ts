// Banners: slots on the home page, the results (narrowed by category and place) and the ad page, and
// dated roadblocks that take over the home page (spec section 9: "a roadblock banner is configured for 23 to 31
// January"). What is in force is decided with the injected clock. Admins add and edit them.
import { z } from 'zod';
import type { Locale } from '../../../core/catalogue.ts';
import type { Clock } from '../../../core/clock.ts';
import { AppError } from '../../../core/errors.ts';
import { BANNER_SLOTS, type BannerSlot } from '../../../core/banners.ts';
import { sitePath } from '../../../core/same-site.ts';
import type { Queryable } from '../../adapters/database.ts';
import { FormBoolean } from '../../http/inputs.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { countImpressions } from './stats.ts';

// Images come from this site (its own media, uploaded through the media module): the pages' Content-Security-Policy
// allows no other image host. Links stay on the site or go to an advertiser's https page.
const OwnImage = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)[\w./-]+$/, 'image_own_media');

/**
 * Where a banner's click may send the browser, as the URL parser writes it: a path on this site by the same-site
 * rule (core/same-site.ts, decision 233: never `/\evil`, `\\evil`, `/%5Cevil` or a tab between slashes), or an
 * https address without backslashes, spaces or control characters. Null for anything else.
 */
export function bannerTarget(link: string): string | null {
  if (link.startsWith('/')) return sitePath(link);
  // eslint-disable-next-line no-control-regex
  if (!link.startsWith('https://') || /[\s\u0000-\u001F\u007F\\]/.test(link)) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

const Link = z
  .string()
  .trim()
  .max(500)
  .transform((link, context) => {
    const target = bannerTarget(link);
    if (target === null || target.length > 500) {
      context.addIssue({ code: 'custom', message: 'link_invalid' });
      return z.NEVER;
    }
    return target;
  });
// The date branch is coerced, which JSON Schema cannot say: its meta tells the document what to send.
const OptionalDate = z
  .union([
    z.literal(''),
    z.null(),
    z.coerce.date().meta({
      type: 'string',
      description: 'A date and time JavaScript can read; ISO 8601 with its offset is best.',
      examples: ['2026-01-23T00:00:00+06:00'],
    }),
  ])
  .optional()
  .transform((v) => (v instanceof Date ? v : null));

export const BannerInputSchema = z
  .object({
    slot: z.enum(BANNER_SLOTS),
    category: z.string().trim().max(80).optional().default(''),
    location: z.string().trim().max(80).optional().default(''),
    image_url: OwnImage,
    link_url: Link,
    alt_bn: z.string().trim().min(1).max(200),
    alt_en: z.string().trim().min(1).max(200),
    starts_at: OptionalDate,
    ends_at: OptionalDate,
    active: FormBoolean.default(true),
  })
  .refine((b) => !b.starts_at || !b.ends_at || b.ends_at > b.starts_at, {
    path: ['ends_at'],
    message: 'ends_before_start',
  })
  .refine((b) => !b.category || catalogueIndex.categoryBySlug(b.category), { path: ['category'], message: 'unknown' })
  .refine((b) => !b.location || catalogueIndex.locationBySlug(b.location), { path: ['location'], message: 'unknown' });
export type BannerInput = z.input<typeof BannerInputSchema>;
type ParsedBanner = z.output<typeof BannerInputSchema>;

/** A banner as a page shows it. */
export interface BannerView {
  readonly id: number;
  readonly slot: BannerSlot;
  readonly image_url: string;
  /** Through /data/banners/{id}/click, which counts the click and goes on to the advertiser. */
  readonly click_url: string;
  readonly alt: string;
}

/** A banner as the admins see it. */
export interface BannerAdminView {
  readonly id: number;
  readonly slot: BannerSlot;
  readonly category: string;
  readonly location: string;
  readonly image_url: string;
  readonly link_url: string;
  readonly alt_bn: string;
  readonly alt_en: string;
  readonly starts_at: string | null;
  readonly ends_at: string | null;
  readonly active: boolean;
  readonly impressions: number;
  readonly clicks: number;
}

export interface BannerFilters {
  readonly slot: BannerSlot;
  readonly category?: string | undefined;
  readonly location?: string | undefined;
}

/**
 * The banners in force for a slot: active, within their dates, and aimed at the category and place asked for or
 * at one above them (a banner for "vehicles" shows on the cars results; one without a category everywhere).
 * Serving them counts one impression each.
 */
export async function bannersFor(
  db: Queryable,
  clock: Clock,
  filters: BannerFilters,
  locale: Locale,
): Promise<BannerView[]> {
  const category = filters.category ? catalogueIndex.categoryBySlug(filters.category) : undefined;
  const location = filters.location ? catalogueIndex.locationBySlug(filters.location) : undefined;
  const categoryIds = category ? catalogueIndex.categoryAncestors(category).map((c) => c.id) : [];
  const locationIds = location ? catalogueIndex.locationAncestors(location).map((l) => l.id) : [];
  const rows = await db.query<{ id: number; slot: BannerSlot; image_url: string; alt_bn: string; alt_en: string }>(
    `SELECT id, slot, image_url, alt_bn, alt_en FROM banners
     WHERE active AND slot = $1
       AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)
       AND (category_id IS NULL OR category_id = ANY($3::int[]))
       AND (location_id IS NULL OR location_id = ANY($4::int[]))
     ORDER BY category_id IS NULL, location_id IS NULL, id DESC
     LIMIT 3`,
    [filters.slot, clock.now(), categoryIds, locationIds],
  );
  const banners = rows.map((r) => ({
    id: Number(r.id),
    slot: r.slot,
    image_url: r.image_url,
    click_url: `/data/banners/${Number(r.id)}/click`,
    alt: locale === 'bn' ? r.alt_bn : r.alt_en,
  }));
  countImpressions(banners.map((b) => b.id));
  return banners;
}

/** Where a banner's click goes (404 for an unknown or switched-off banner). */
export async function bannerLink(db: Queryable, id: number): Promise<string> {
  const [row] = await db.query<{ link_url: string }>('SELECT link_url FROM banners WHERE id = $1 AND active', [id]);
  // A link saved before the same-site rule refused it (decision 233) goes nowhere.
  const target = row ? bannerTarget(row.link_url) : null;
  if (!target) throw new AppError('NOT_FOUND');
  return target;
}

const ADMIN_COLUMNS = `b.id, b.slot, coalesce(c.slug, '') AS category, coalesce(l.slug, '') AS location, b.image_url,
  b.link_url, b.alt_bn, b.alt_en, b.starts_at, b.ends_at, b.active, b.impressions, b.clicks`;

export async function listBanners(db: Queryable): Promise<BannerAdminView[]> {
  const rows = await db.query<
    Omit<BannerAdminView, 'starts_at' | 'ends_at'> & { starts_at: Date | null; ends_at: Date | null }
  >(
    `SELECT ${ADMIN_COLUMNS} FROM banners b
     LEFT JOIN categories c ON c.id = b.category_id LEFT JOIN locations l ON l.id = b.location_id
     ORDER BY b.id DESC`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
    starts_at: r.starts_at ? new Date(r.starts_at).toISOString() : null,
    ends_at: r.ends_at ? new Date(r.ends_at).toISOString() : null,
  }));
}

function columns(b: ParsedBanner) {
  return [
    b.slot,
    b.category ? (catalogueIndex.categoryBySlug(b.category)?.id ?? null) : null,
    b.location ? (catalogueIndex.locationBySlug(b.location)?.id ?? null) : null,
    b.image_url,
    b.link_url,
    b.alt_bn,
    b.alt_en,
    b.starts_at,
    b.ends_at,
    b.active,
  ];
}

export async function createBanner(
  db: Queryable,
  clock: Clock,
  staff: Staff,
  input: ParsedBanner,
): Promise<{ id: number }> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO banners (slot, category_id, location_id, image_url, link_url, alt_bn, alt_en, starts_at, ends_at,
       active, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [...columns(input), clock.now()],
  );
  if (!row) throw new Error('banner not inserted');
  await recordAction(db, staff, { action: 'banner.create', subject: { type: 'banner', id: row.id }, after: input });
  return { id: Number(row.id) };
}

export async function updateBanner(db: Queryable, staff: Staff, id: number, input: ParsedBanner): Promise<void> {
  const [before] = await db.query<Record<string, unknown>>('SELECT * FROM banners WHERE id = $1', [id]);
  const updated = await db.query(
    `UPDATE banners SET slot = $2, category_id = $3, location_id = $4, image_url = $5, link_url = $6, alt_bn = $7,
       alt_en = $8, starts_at = $9, ends_at = $10, active = $11
     WHERE id = $1 RETURNING id`,
    [id, ...columns(input)],
  );
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  await recordAction(db, staff, { action: 'banner.update', subject: { type: 'banner', id }, before, after: input });
}
