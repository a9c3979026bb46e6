// Pictures: every stored picture is auto-rotated, stripped of its metadata (EXIF GPS!) and kept as WebP in three
// widths, so a phone on a slow network downloads only the size it shows.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '../../adapters/database.ts';
import type { Storage } from '../../adapters/storage.ts';

export const PICTURE_SIZES = { card: 400, detail: 800, full: 1600 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

export interface StoredPicture {
  id: number;
  key: string;
  width: number;
  height: number;
}

export const pictureFile = (key: string, size: PictureSize) => `${key}/${size}.webp`;
export const pictureUrl = (key: string, size: PictureSize) => `/media/${pictureFile(key, size)}`;

/** `srcset` over the three widths, for <img sizes=…>. */
export const pictureSrcSet = (key: string) =>
  (Object.keys(PICTURE_SIZES) as PictureSize[])
    .map((size) => `${pictureUrl(key, size)} ${PICTURE_SIZES[size]}w`)
    .join(', ');

export async function storePicture(db: Queryable, storage: Storage, input: Buffer): Promise<StoredPicture> {
  // rotate() with no angle applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
  const upright = sharp(input, { failOn: 'error' }).rotate();
  const { width, height } = await upright
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then(({ info }) => info);
  const key = `p/${randomBytes(2).toString('hex')}/${randomBytes(12).toString('hex')}`;
  for (const [size, maxWidth] of Object.entries(PICTURE_SIZES) as [PictureSize, number][]) {
    const body = await upright
      .clone()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: size === 'card' ? 70 : 78 })
      .toBuffer();
    await storage.put(pictureFile(key, size), body);
  }
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO images (storage_key, width, height) VALUES ($1, $2, $3) RETURNING id',
    [key, width, height],
  );
  if (!row) throw new Error('image insert returned nothing');
  return { id: row.id, key, width, height };
}
