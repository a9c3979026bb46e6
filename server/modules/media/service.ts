// Pictures: an upload is recognised by its first bytes (never by its name or Content-Type), decoded
// (HEIC from phones too), turned upright by its EXIF orientation, stripped of all metadata (EXIF GPS!) and kept as
// WebP in three widths, plus AVIF when AVIF is smaller in every width, so a phone on a slow network downloads only
// the size it shows in the smallest format it reads. An upload belongs to its uploader until an ad uses it.
import { createHash, randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../core/errors.ts';
import { differenceHash, LIKENESS_GRID } from '../../../core/picture-likeness.ts';
import { FULL_PICTURE_WIDTH, PICTURE_HEIGHT_RATIO } from '../../../core/picture-sizing.ts';
import { MAX_PICTURE_BYTES } from '../../../core/pictures.ts';
import type { Queryable } from '../../adapters/database.ts';
import { enforceLimits, type CounterStore } from '../../adapters/rate-limits.ts';
import type { Storage } from '../../adapters/storage.ts';
import { decodeHeic } from './heic.ts';
import { workQueue } from './work-queue.ts';

// `full` is also the box the browser shrinks a picture to before uploading it (core/picture-sizing.ts).
export const PICTURE_SIZES = { card: 400, detail: 800, full: FULL_PICTURE_WIDTH } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
export type PictureFormat = 'webp' | 'avif';
const SIZES = Object.keys(PICTURE_SIZES) as PictureSize[];

/** A file may not unpack to more pixels than this (a small PNG can hold a huge image); 48 MP phone photos pass. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The long side may be at most this many times the short side (decision 55). Photos (4:3, 16:9), phone screenshots
 * (about 1:2.2) and panoramas up to 8:1 pass; a 1080 × 17,000 strip (a long scrolling screenshot) is refused with
 * a message: no buyer can judge an item from it, and shrunk to a card it is a sliver.
 */
const MAX_ASPECT_RATIO = 8;
/**
 * Every stored size fits in its width × twice its width, so no variant of any accepted picture is over
 * 1600 × 3200 (5 MP): what each picture costs to encode, store and download is bounded whatever its shape.
 */
const fitSize = (size: PictureSize) =>
  ({
    width: PICTURE_SIZES[size],
    height: PICTURE_HEIGHT_RATIO * PICTURE_SIZES[size],
    fit: 'inside',
    withoutEnlargement: true,
  }) as const;

/**
 * One picture decoded and encoded at a time per process on this 2-core machine (libvips uses every core
 * for one picture anyway), three more waiting up to 10 s; beyond that PICTURES_BUSY (503, Retry-After 5). A
 * 50 MP picture needs about 200 MB while it decodes, so this bounds the memory of uploads; and it keeps libuv's
 * thread pool (file reads, compression) mostly free for every other request.
 */
const decodes = workQueue({ concurrency: 1, maxWaiting: 3, maxWaitMs: 10_000, retryAfterSeconds: 5 });

export const pictureFile = (key: string, size: PictureSize, format: PictureFormat = 'webp') =>
  `${key}/${size}.${format}`;
export const pictureUrl = (key: string, size: PictureSize, format: PictureFormat = 'webp') =>
  `/media/${pictureFile(key, size, format)}`;

/** `srcset` over the three widths, for <img sizes=…> (or a <source type="image/avif">). */
export const pictureSrcSet = (key: string, format: PictureFormat = 'webp') =>
  SIZES.map((size) => `${pictureUrl(key, size, format)} ${PICTURE_SIZES[size]}w`).join(', ');

/** What a page needs to draw a picture: the fallback file, the WebP srcset and, where stored, the AVIF srcset. */
export interface PictureSources {
  src: string;
  srcSet: string;
  /** For <source type="image/avif">; null when only WebP is stored. */
  avifSrcSet: string | null;
  width: number;
  height: number;
}

export function pictureSources(
  picture: { key: string; width: number; height: number; hasAvif: boolean },
  size: PictureSize,
): PictureSources {
  return {
    src: pictureUrl(picture.key, size),
    srcSet: pictureSrcSet(picture.key),
    avifSrcSet: picture.hasAvif ? pictureSrcSet(picture.key, 'avif') : null,
    width: picture.width,
    height: picture.height,
  };
}

export interface StoredPicture {
  id: number;
  key: string;
  width: number;
  height: number;
  hasAvif: boolean;
}

export type PictureType = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';

// HEIF brands of HEVC pictures (iPhones write `heic`, many Androids `mif1`); `avif`/`avis` mean AV1.
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The picture format by magic bytes, or null for anything else (a renamed text file, a GIF, a PDF…). */
export function detectPictureType(bytes: Uint8Array): PictureType | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    // An ISO base media file: the `ftyp` box holds the major brand, then the compatible brands.
    const boxEnd = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

/**
 * Reads the size from the header alone, before anything is decoded: too many pixels is PICTURE_TOO_MANY_PIXELS,
 * too long and narrow PICTURE_SHAPE (the EXIF orientation swaps the sides, which changes neither).
 */
async function checkDimensions(bytes: Buffer): Promise<void> {
  // No pixel limit for reading the header: the limit is applied here, with its own message.
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width === 0 || height === 0) throw new AppError('UNSUPPORTED_PICTURE');
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('PICTURE_TOO_MANY_PIXELS');
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) throw new AppError('PICTURE_SHAPE');
}

/** The upright picture, ready to resize. Throws UNSUPPORTED_PICTURE when it cannot be decoded. */
async function decodePicture(bytes: Buffer, type: PictureType): Promise<Sharp> {
  if (type !== 'heic') {
    // rotate() with no angle applies the EXIF orientation; the output keeps no metadata unless asked to.
    return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  }
  const { width, height, data } = await decodeHeic(bytes, MAX_INPUT_PIXELS);
  // Phone photos are opaque: dropping the always-full alpha channel keeps the WebP small.
  return sharp(data, { raw: { width, height, channels: 4 } }).removeAlpha();
}

/** The upright picture at most the full size wide, as raw pixels: decoded once, then encoded six times. */
async function normalise(bytes: Buffer, type: PictureType) {
  try {
    const upright = await decodePicture(bytes, type);
    return await upright.resize(fitSize('full')).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Starts like a picture but does not decode: truncated, corrupt, or too many pixels.
    throw new AppError('UNSUPPORTED_PICTURE', undefined, (error as Error).message);
  }
}

/**
 * One variant after another: libvips spreads each over every core anyway, and six at once would hold six of
 * libuv's four threads (file reads and compression of every other request wait behind them) and six buffers.
 */
async function encodeVariants(pixels: Sharp, format: PictureFormat): Promise<Buffer[]> {
  const variants: Buffer[] = [];
  for (const size of SIZES) {
    const resized = pixels.clone().resize(fitSize(size));
    variants.push(
      format === 'webp'
        ? await resized.webp({ quality: size === 'card' ? 70 : 78 }).toBuffer()
        : // Effort 0 of 9 encodes faster than WebP and still saves about a fifth (effort 2: 3.5 times slower for
          // 7 % more; the demo seed stores about a hundred pictures on first start).
          await resized.avif({ quality: size === 'card' ? 50 : 55, effort: 0 }).toBuffer(),
    );
  }
  return variants;
}

/**
 * Decodes, orients, strips and stores a picture in every size and format; `ownerId` is the uploader (null for
 * demo pictures). Throws UNSUPPORTED_PICTURE for anything that is not a JPEG, PNG, WebP, HEIC or AVIF picture.
 */
export async function storePicture(
  db: Queryable,
  storage: Storage,
  input: Buffer,
  ownerId: number | null = null,
): Promise<StoredPicture> {
  const type = detectPictureType(input);
  if (!type) throw new AppError('UNSUPPORTED_PICTURE');
  await checkDimensions(input);
  const { data, info } = await normalise(input, type);
  const { width, height, channels } = info;
  const pixels = sharp(data, { raw: { width, height, channels } });
  const webp = await encodeVariants(pixels, 'webp');
  const avif = await encodeVariants(pixels, 'avif');
  const hasAvif = avif.every((body, i) => body.length < (webp[i] as Buffer).length);
  const key = `p/${randomBytes(2).toString('hex')}/${randomBytes(12).toString('hex')}`;
  await Promise.all([
    ...SIZES.map((size, i) => storage.put(pictureFile(key, size), webp[i] as Buffer)),
    ...(hasAvif ? SIZES.map((size, i) => storage.put(pictureFile(key, size, 'avif'), avif[i] as Buffer)) : []),
  ]);
  // The digest of the full-size WebP: the same photo uploaded again (by anyone) gives the same digest. Its likeness
  // also knows it recompressed, resized or in another format (core/picture-likeness.ts).
  const sha256 = createHash('sha256')
    .update(webp[SIZES.indexOf('full')] as Buffer)
    .digest('hex');
  const grey = await pixels
    .clone()
    .removeAlpha()
    .greyscale()
    .resize(LIKENESS_GRID.width, LIKENESS_GRID.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO images (storage_key, width, height, has_avif, owner_id, sha256, likeness)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [key, width, height, hasAvif, ownerId, sha256, differenceHash(grey)],
  );
  if (!row) throw new Error('image insert returned nothing');
  return { id: Number(row.id), key, width, height, hasAvif };
}

/** An uploaded picture as the uploader sees it: its id for the form, a thumbnail and its detail-size sources. */
export interface UploadedPicture extends PictureSources {
  id: number;
  /** The card-size WebP. */
  thumbnail: string;
}

export const toUploaded = (picture: StoredPicture): UploadedPicture => ({
  id: picture.id,
  thumbnail: pictureUrl(picture.key, 'card'),
  ...pictureSources(picture, 'detail'),
});

/** Uploads per account: enough for several ads with many pictures (and retries), not for filling the disk. */
export function checkUploadLimits(counters: CounterStore, accountId: number): Promise<void> {
  return enforceLimits(counters, [
    { key: `picture-upload:account:${accountId}:hour`, max: 100, windowSeconds: 3600 },
    { key: `picture-upload:account:${accountId}:day`, max: 400, windowSeconds: 86_400 },
  ]);
}

/**
 * Stores one picture sent by `ownerId` (ad pictures through the API and the form, chat pictures; all check the
 * upload limits first), in the line of picture work. Throws PICTURE_TOO_LARGE over 5 MB, UNSUPPORTED_PICTURE for
 * anything that is not a picture, PICTURE_TOO_MANY_PIXELS or PICTURE_SHAPE for what is refused (see
 * checkDimensions), and PICTURES_BUSY when the line is full.
 */
export async function storeUpload(
  services: { db: Queryable; storage: Storage },
  ownerId: number,
  bytes: Buffer,
): Promise<StoredPicture> {
  if (bytes.length > MAX_PICTURE_BYTES) throw new AppError('PICTURE_TOO_LARGE');
  return decodes.run(() => storePicture(services.db, services.storage, bytes, ownerId));
}

/** An ad picture upload (storeUpload), as the uploader's form shows it. */
export async function uploadPicture(
  services: { db: Queryable; storage: Storage },
  ownerId: number,
  bytes: Buffer,
): Promise<UploadedPicture> {
  return toUploaded(await storeUpload(services, ownerId, bytes));
}

export interface ImageRow {
  id: number;
  storage_key: string;
  width: number;
  height: number;
  has_avif: boolean;
}

export const toStored = (row: ImageRow): StoredPicture => ({
  id: Number(row.id),
  key: row.storage_key,
  width: row.width,
  height: row.height,
  hasAvif: row.has_avif,
});

/**
 * Deletes an upload of `ownerId` that no ad shows, files and all. Another account's picture is NOT_FOUND (its
 * existence is not revealed); one that an ad shows is PICTURE_IN_USE.
 */
export async function deletePicture(
  services: { db: Queryable; storage: Storage },
  ownerId: number,
  id: number,
): Promise<void> {
  const [row] = await services.db.query<ImageRow & { in_use: boolean }>(
    `SELECT i.id, i.storage_key, i.width, i.height, i.has_avif,
       EXISTS (SELECT 1 FROM ad_images ai WHERE ai.image_id = i.id) AS in_use
     FROM images i WHERE i.id = $1 AND i.owner_id = $2`,
    [id, ownerId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (row.in_use) throw new AppError('PICTURE_IN_USE');
  // The row goes first (in one statement that re-checks use), so a failure leaves at worst unreferenced files.
  const deleted = await services.db.query(
    `DELETE FROM images i WHERE i.id = $1 AND i.owner_id = $2
       AND NOT EXISTS (SELECT 1 FROM ad_images ai WHERE ai.image_id = i.id) RETURNING i.id`,
    [id, ownerId],
  );
  if (deleted.length === 0) throw new AppError('PICTURE_IN_USE');
  await deleteFiles(services.storage, toStored(row));
}

function deleteFiles(storage: Storage, picture: StoredPicture): Promise<unknown> {
  return Promise.all(
    SIZES.flatMap((size) => [
      storage.delete(pictureFile(picture.key, size)),
      ...(picture.hasAvif ? [storage.delete(pictureFile(picture.key, size, 'avif'))] : []),
    ]),
  );
}

/** How long an upload may wait for an ad (or a chat message) to use it. */
export const UNATTACHED_PICTURE_HOURS = 24;

/**
 * Removes uploads that neither an ad, a chat message, a resume (its photo) nor a shop (logo, cover) has used within UNATTACHED_PICTURE_HOURS of `now`, rows and
 * files, up to `batch` at a time (a job); answers how many. The rows go first, in one statement that
 * re-checks use, so a picture attached meanwhile stays and a failure leaves at worst files nothing points to.
 */
export async function removeUnattachedPictures(
  services: { db: Queryable; storage: Storage },
  now: Date,
  batch = 200,
): Promise<number> {
  const rows = await services.db.query<ImageRow>(
    `DELETE FROM images i WHERE i.id IN (
       SELECT u.id FROM images u
       WHERE u.owner_id IS NOT NULL AND u.created_at <= $1::timestamptz - make_interval(hours => $2)
         AND NOT EXISTS (SELECT 1 FROM ad_images ai WHERE ai.image_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.image_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM resumes r WHERE r.photo_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM shops s WHERE u.id IN (s.logo_image_id, s.cover_image_id))
       ORDER BY u.created_at LIMIT $3)
     AND NOT EXISTS (SELECT 1 FROM ad_images ai WHERE ai.image_id = i.id)
     AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.image_id = i.id)
     AND NOT EXISTS (SELECT 1 FROM resumes r WHERE r.photo_id = i.id)
     AND NOT EXISTS (SELECT 1 FROM shops s WHERE i.id IN (s.logo_image_id, s.cover_image_id))
     RETURNING i.id, i.storage_key, i.width, i.height, i.has_avif`,
    [now, UNATTACHED_PICTURE_HOURS, batch],
  );
  for (const row of rows) await deleteFiles(services.storage, toStored(row));
  return rows.length;
}
