// Pictures for the media tests, made in memory: a photo-like JPEG with an EXIF orientation and GPS position,
// a tiny PNG, and a "picture" that is really text. The HEIC comes from tests/fixtures/phone-gps.heic (made with
// libheif's heif-enc from a JPEG with GPS EXIF; sharp cannot write HEVC).
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

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
