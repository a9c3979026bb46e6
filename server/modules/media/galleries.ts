// Galleries (decision 267: one gallery per ad): which of the pictures a request names an ad or a shop may show.
import type { Queryable } from '../../adapters/database.ts';
import { type ImageRow, toStored, toUploaded, type UploadedPicture } from './service.ts';

/**
 * Of `ids`, the pictures an ad of `ownerId` may show, in the order given, repeats dropped: the owner's uploads
 * that no other account's ad shows. Anything else is left out.
 */
export async function usablePictures(
  db: Queryable,
  ownerId: number,
  ids: readonly number[],
): Promise<UploadedPicture[]> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (unique.length === 0) return [];
  const rows = await db.query<ImageRow>(
    `SELECT i.id, i.storage_key, i.width, i.height, i.has_avif FROM images i
     WHERE i.id = ANY($1::bigint[]) AND i.owner_id = $2
       AND NOT EXISTS (SELECT 1 FROM ad_images ai JOIN ads a ON a.id = ai.ad_id
                       WHERE ai.image_id = i.id AND a.user_id <> $2)`,
    [unique, ownerId],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), toUploaded(toStored(row))]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** Of gallery ids asked for: the pictures the gallery gets, and the ids refused (not the owner's, or another ad's). */
export interface GallerySelection {
  pictures: UploadedPicture[];
  refused: number[];
}

/**
 * Of `ids`, the pictures the gallery of ad `adId` of `ownerId` may show, in the order given (decision 267: one
 * gallery per ad): the owner's uploads that no other ad shows, or that this ad shows already (an ad from before the
 * rule keeps what it has). Repeats are dropped, by id and by content (the same photo sent twice: chosen again after
 * a form came back with errors, or an upload retried after its answer was lost): the first stays. With `lock` (in
 * the transaction that writes the gallery) the rows are locked first, so that requests attaching the same picture at
 * once take turns and each later one sees the gallery the earlier wrote.
 */
export async function galleryPictures(
  db: Queryable,
  ownerId: number,
  ids: readonly number[],
  adId: number | null,
  { lock = false }: { lock?: boolean } = {},
): Promise<GallerySelection> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const refusedInvalid = [...new Set(ids)].filter((id) => !unique.includes(id));
  if (unique.length === 0) return { pictures: [], refused: refusedInvalid };
  if (lock) {
    // In id order, so that two requests locking overlapping sets cannot deadlock. A separate statement: the check
    // below then reads what a request that held the lock before wrote (PostgreSQL's read committed).
    await db.query('SELECT id FROM images WHERE id = ANY($1::bigint[]) AND owner_id = $2 ORDER BY id FOR UPDATE', [
      unique,
      ownerId,
    ]);
  }
  const rows = await db.query<ImageRow & { sha256: string | null }>(
    `SELECT i.id, i.storage_key, i.width, i.height, i.has_avif, i.sha256 FROM images i
     WHERE i.id = ANY($1::bigint[]) AND i.owner_id = $2
       AND (EXISTS (SELECT 1 FROM ad_images mine WHERE mine.image_id = i.id AND mine.ad_id = $3)
            OR NOT EXISTS (SELECT 1 FROM ad_images other WHERE other.image_id = i.id AND other.ad_id <> $3))`,
    [unique, ownerId, adId ?? 0],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const seen = new Set<string>();
  const pictures: UploadedPicture[] = [];
  const refused = [...refusedInvalid];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) {
      refused.push(id);
      continue;
    }
    if (row.sha256 !== null && seen.has(row.sha256)) continue;
    if (row.sha256 !== null) seen.add(row.sha256);
    pictures.push(toUploaded(toStored(row)));
  }
  return { pictures, refused };
}
