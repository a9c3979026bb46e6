// The review queue of moderators: pending ads oldest first, each with its pictures, what the automatic
// checks flagged and the poster's history, so that one look is enough to approve or reject.
import type { Queryable } from '../../adapters/database.ts';
import { pictureSrcSet, pictureUrl } from '../media/index.ts';
import type { ReviewFlag } from './checks.ts';

export interface ReviewItem {
  id: number;
  slug: string;
  title: string;
  description: string;
  price: number | null;
  categoryId: number;
  locationId: number;
  properties: Record<string, string | number>;
  submittedAt: string;
  flags: ReviewFlag[];
  pictures: { src: string; srcSet: string }[];
  poster: {
    id: number;
    name: string;
    since: string;
    /** Ads of the poster by status: how trustworthy the history is. */
    published: number;
    rejected: number;
    deactivated: number;
  };
}

export const REVIEW_PAGE_SIZE = 20;

export async function reviewQueue(db: Queryable, page = 1): Promise<{ items: ReviewItem[]; total: number }> {
  const rows = await db.query<{
    id: number;
    slug: string;
    title: string;
    description: string;
    price: number | null;
    category_id: number;
    location_id: number;
    properties: Record<string, string | number>;
    submitted_at: Date;
    review_flags: ReviewFlag[];
    pictures: string[] | null;
    user_id: number;
    name: string;
    since: Date;
    published: number;
    rejected: number;
    deactivated: number;
    total: number;
  }>(
    `SELECT a.id, a.slug, a.title, a.description, a.price, a.category_id, a.location_id, a.properties,
       a.submitted_at, a.review_flags, u.id AS user_id, u.name, u.created_at AS since,
       (SELECT array_agg(i.storage_key ORDER BY ai.position) FROM ad_images ai JOIN images i ON i.id = ai.image_id
        WHERE ai.ad_id = a.id) AS pictures,
       h.published, h.rejected, h.deactivated, count(*) OVER ()::int AS total
     FROM ads a
     JOIN users u ON u.id = a.user_id
     CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE status IN ('published', 'expired'))::int AS published,
         count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
         count(*) FILTER (WHERE status = 'deactivated')::int AS deactivated
       FROM ads o WHERE o.user_id = a.user_id AND o.id <> a.id
     ) h
     WHERE a.status = 'pending_review'
     ORDER BY a.submitted_at, a.id
     LIMIT $1 OFFSET $2`,
    [REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE],
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      price: r.price,
      categoryId: r.category_id,
      locationId: r.location_id,
      properties: r.properties,
      submittedAt: r.submitted_at.toISOString(),
      flags: r.review_flags,
      pictures: (r.pictures ?? []).map((key) => ({ src: pictureUrl(key, 'card'), srcSet: pictureSrcSet(key) })),
      poster: {
        id: r.user_id,
        name: r.name,
        since: r.since.toISOString(),
        published: r.published,
        rejected: r.rejected,
        deactivated: r.deactivated,
      },
    })),
  };
}
