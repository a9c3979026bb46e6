// Pictures for the media tests, made in memory: a photo-like JPEG with an EXIF orientation and GPS position,
// a tiny PNG, and a "picture" that is really text. The HEIC comes from tests/fixtures/phone-gps.heic (made with
// libheif's heif-enc from a JPEG with GPS EXIF; sharp cannot write HEVC).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Queryable } from '../../adapters/database.ts';

/**
 * A landscape photo of a sky (blue at the top, yellow at the bottom), `width`×`height` as stored, with an EXIF
 * orientation (6: turn 90° clockwise to show) and a GPS position.
 */
export async function phoneJpeg({ width = 1200, height = 900, orientation = 6 } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2f6fd6"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 88 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Haat test phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
}

/** An 8×8 PNG: so small that AVIF's container costs more than the whole WebP. */
export const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e86de' } })
    .png()
    .toBuffer();

/** Text in a file named like a photo. */
export const fakeJpeg = () => Buffer.from('this is not a picture, only a file named holiday.jpg\n'.repeat(20));

export const phoneHeic = () => readFile(new URL('../../../tests/fixtures/phone-gps.heic', import.meta.url));

/** A long, narrow strip like the probe's (1080 × 17,000 as a JPEG of about 100 KB): a scrolling screenshot. */
export const tallJpeg = ({ width = 1080, height = 17_000 } = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#f4f4f4' } })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * A PNG whose header claims `width` × `height` pixels and whose pixels are missing: the dimensions must be refused
 * from the header, before any decoding (which would first allocate the whole picture).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await tinyPng());
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), … and its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A picture row as an upload of `userId` leaves it, without its files: its own content (digest) and no likeness
 * unless given, for the tests of what an ad's gallery or a repeat makes of pictures.
 */
export async function pictureRow(
  db: Queryable,
  userId: number,
  { sha256 = randomBytes(32).toString('hex'), likeness = null }: { sha256?: string; likeness?: string | null } = {},
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO images (storage_key, width, height, owner_id, sha256, likeness)
     VALUES ($1, 800, 600, $2, $3, $4) RETURNING id`,
    [`p/test/${randomBytes(12).toString('hex')}`, userId, sha256, likeness],
  );
  return Number(row?.id);
}
