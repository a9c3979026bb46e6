// Which of the seller's own ads a new one repeats (decision 264; core/ad-repeats.ts decides): read here, asked before
// posting (the offer to bump or edit that ad instead) and again by the checks in the transaction that writes the ad,
// after the seller's quota lock, so that the same post sent many times at once is one ad and the rest repeats.
import {
  findRepeatedAd,
  RECENT_ONLY_STATUSES,
  REPEAT_WINDOW_DAYS,
  REPEATABLE_STATUSES,
  type RepeatCandidate,
  type RepeatedAd,
} from '../../../core/ad-repeats.ts';
import { AppError } from '../../../core/errors.ts';
import type { PictureMarks } from '../../../core/picture-likeness.ts';
import type { Queryable } from '../../adapters/database.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Enough for any private seller's recent ads; a shop with more is compared with its newest. */
const MOST_CANDIDATES = 300;

/** The seller's live and recent ads, newest first, those older than `before` (an ad id) when it is given. */
async function candidatesOf(db: Queryable, userId: number, now: Date, before: number | null) {
  const rows = await db.query<RepeatCandidate>(
    `SELECT a.id, a.slug, a.title, a.description, a.status,
       ARRAY(SELECT json_build_object('digest', i.sha256, 'likeness', i.likeness) FROM ad_images ai
             JOIN images i ON i.id = ai.image_id WHERE ai.ad_id = a.id) AS pictures
     FROM ads a
     WHERE a.user_id = $1 AND a.status = ANY($2::text[])
       AND (a.status <> ALL($3::text[]) OR a.changed_at >= $4)
       AND ($5::bigint IS NULL OR a.id < $5)
     ORDER BY a.id DESC LIMIT ${MOST_CANDIDATES}`,
    [
      userId,
      [...REPEATABLE_STATUSES],
      [...RECENT_ONLY_STATUSES],
      new Date(now.getTime() - REPEAT_WINDOW_DAYS * DAY_MS),
      before,
    ],
  );
  return rows.map((ad) => ({ ...ad, id: Number(ad.id) }));
}

/** The seller's ad that a draft (before it is written) repeats, or null. `pictureIds` are the seller's own. */
export async function repeatOfDraft(
  db: Queryable,
  userId: number,
  draft: { title: string; description: string; picture_ids: readonly number[] },
  now: Date,
): Promise<RepeatedAd | null> {
  const pictures = await db.query<PictureMarks>(
    'SELECT sha256 AS digest, likeness FROM images WHERE id = ANY($1::bigint[]) AND owner_id = $2',
    [[...draft.picture_ids], userId],
  );
  return findRepeatedAd(
    { title: draft.title, description: draft.description, pictures },
    await candidatesOf(db, userId, now, null),
  );
}

/** The older ad of the same seller that a stored ad repeats, or null. */
export async function repeatOfAd(db: Queryable, adId: number, now: Date): Promise<RepeatedAd | null> {
  const [ad] = await db.query<{ user_id: number; title: string; description: string; pictures: PictureMarks[] }>(
    `SELECT a.user_id, a.title, a.description,
       ARRAY(SELECT json_build_object('digest', i.sha256, 'likeness', i.likeness) FROM ad_images ai
             JOIN images i ON i.id = ai.image_id WHERE ai.ad_id = a.id) AS pictures
     FROM ads a WHERE a.id = $1`,
    [adId],
  );
  if (!ad) return null;
  return findRepeatedAd(
    { title: ad.title, description: ad.description, pictures: ad.pictures },
    await candidatesOf(db, Number(ad.user_id), now, adId),
  );
}

/** DUPLICATE_AD naming the ad repeated, for the page's offer and an app's. */
export const duplicateAdError = (repeat: RepeatedAd) =>
  new AppError('DUPLICATE_AD', [{ path: 'duplicate_of', message: repeat.reason }], undefined, undefined, {
    duplicate_of: repeat,
  });
