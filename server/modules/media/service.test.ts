import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { likenessDistance, SAME_PICTURE_BITS } from '../../../core/picture-likeness.ts';
import { MAX_PICTURE_BYTES } from '../../../core/pictures.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { fakeJpeg, phoneHeic, phoneJpeg, pngClaiming, tallJpeg, tinyPng } from './pictures.test-support.ts';
import {
  deletePicture,
  detectPictureType,
  pictureFile,
  pictureSources,
  storePicture,
  uploadPicture,
} from './service.ts';
import { usablePictures } from './galleries.ts';

const api = useTestApp();

const keyOf = async (id: number) =>
  (await api.db.query<{ storage_key: string }>('SELECT storage_key FROM images WHERE id = $1', [id]))[0]?.storage_key ??
  '';

describe('detectPictureType', () => {
  test('knows JPEG, PNG, WebP, HEIC and AVIF by their first bytes', async () => {
    const source = sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } });
    expect(detectPictureType(await source.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectPictureType(await source.clone().png().toBuffer())).toBe('png');
    expect(detectPictureType(await source.clone().webp().toBuffer())).toBe('webp');
    expect(detectPictureType(await source.clone().avif().toBuffer())).toBe('avif');
    expect(detectPictureType(await phoneHeic())).toBe('heic');
  });

  test('refuses text named like a photo, a GIF and an empty file', async () => {
    expect(detectPictureType(fakeJpeg())).toBeNull();
    expect(
      detectPictureType(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(detectPictureType(Buffer.alloc(0))).toBeNull();
  });
});

describe('uploadPicture', () => {
  test('turns a phone photo upright by its EXIF orientation and keeps no EXIF (GPS) in any stored file', async () => {
    const input = await phoneJpeg({ width: 1200, height: 900, orientation: 6 });
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Haat test phone');

    const owner = await createUser(api.db);
    const picture = await uploadPicture(api, owner, input);
    // Orientation 6: the 1200×900 pixels show a 900×1200 portrait.
    expect([picture.width, picture.height]).toEqual([900, 1200]);
    const key = await keyOf(picture.id);
    for (const size of ['card', 'detail', 'full'] as const) {
      const stored = await api.storage.get(pictureFile(key, size));
      const meta = await sharp(stored as Buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.width).toBe({ card: 400, detail: 800, full: 900 }[size]);
      expect(meta.height).toBe({ card: 533, detail: 1067, full: 1200 }[size]);
    }
    // Turned clockwise: the sky (the top of the stored pixels) is now on the right, the yellow ground on the left.
    const full = await sharp((await api.storage.get(pictureFile(key, 'full'))) as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * full.info.width + x) * full.info.channels;
      return { red: full.data[at] as number, blue: full.data[at + 2] as number };
    };
    expect(pixel(full.info.width - 1, 600).blue).toBeGreaterThan(pixel(full.info.width - 1, 600).red);
    expect(pixel(0, 600).red).toBeGreaterThan(pixel(0, 600).blue);
    const [row] = await api.db.query<{ owner_id: number; sha256: string }>(
      'SELECT owner_id, sha256 FROM images WHERE id = $1',
      [picture.id],
    );
    expect(Number(row?.owner_id)).toBe(owner);
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test('decodes a HEIC photo (HEVC) and keeps none of its EXIF', async () => {
    const input = await phoneHeic();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const picture = await uploadPicture(api, await createUser(api.db), input);
    expect([picture.width, picture.height]).toEqual([96, 64]);
    const stored = await api.storage.get(pictureFile(await keyOf(picture.id), 'full'));
    const meta = await sharp(stored as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 96, height: 64 });
    expect(meta.exif).toBeUndefined();
    // The left half of the fixture is red, the right half blue.
    const { data } = await sharp(stored as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[(96 - 1) * 3 + 2]).toBeGreaterThan(150);
  });

  test('decodes HEIC photos side by side, and refuses a HEIC that does not decode', async () => {
    const owner = await createUser(api.db);
    const heic = await phoneHeic();
    const pictures = await Promise.all([uploadPicture(api, owner, heic), uploadPicture(api, owner, heic)]);
    expect(pictures.map((p) => [p.width, p.height])).toEqual([
      [96, 64],
      [96, 64],
    ]);
    // A real HEIF header, then the file cut short.
    await expect(uploadPicture(api, owner, heic.subarray(0, 200))).rejects.toMatchObject({
      code: 'UNSUPPORTED_PICTURE',
    });
  });

  test('keeps AVIF only when it is smaller in every size', async () => {
    const owner = await createUser(api.db);
    const photo = await uploadPicture(api, owner, await phoneJpeg());
    expect(photo.avifSrcSet).toContain('/card.avif 400w');
    const photoKey = await keyOf(photo.id);
    for (const size of ['card', 'detail', 'full'] as const) {
      const avif = (await api.storage.get(pictureFile(photoKey, size, 'avif'))) as Buffer;
      const webp = (await api.storage.get(pictureFile(photoKey, size))) as Buffer;
      expect(avif.length).toBeLessThan(webp.length);
      expect((await sharp(avif).metadata()).exif).toBeUndefined();
    }

    const tiny = await uploadPicture(api, owner, await tinyPng());
    expect(tiny.avifSrcSet).toBeNull();
    expect(await api.storage.get(pictureFile(await keyOf(tiny.id), 'card', 'avif'))).toBeNull();
  });

  test('refuses a file over 5 MB and one that is not a picture', async () => {
    const owner = await createUser(api.db);
    await expect(uploadPicture(api, owner, Buffer.alloc(MAX_PICTURE_BYTES + 1, 0xff))).rejects.toMatchObject({
      code: 'PICTURE_TOO_LARGE',
    });
    await expect(uploadPicture(api, owner, fakeJpeg())).rejects.toMatchObject({ code: 'UNSUPPORTED_PICTURE' });
    // Starts like a JPEG, then nothing.
    await expect(uploadPicture(api, owner, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).rejects.toMatchObject({
      code: 'UNSUPPORTED_PICTURE',
    });
  });
});

describe('picture dimensions', () => {
  test('refuses a strip longer than 8 times its width, either way round, without storing anything', async () => {
    const owner = await createUser(api.db);
    const before = await api.db.query('SELECT id FROM images');
    await expect(uploadPicture(api, owner, await tallJpeg())).rejects.toMatchObject({ code: 'PICTURE_SHAPE' });
    await expect(uploadPicture(api, owner, await tallJpeg({ width: 9000, height: 1000 }))).rejects.toMatchObject({
      code: 'PICTURE_SHAPE',
    });
    expect(await api.db.query('SELECT id FROM images')).toHaveLength(before.length);
  });

  test('takes a tall screenshot and a panorama, every stored size within its width × twice its width', async () => {
    const owner = await createUser(api.db);
    const screenshot = await uploadPicture(api, owner, await tallJpeg({ width: 1080, height: 8000 }));
    // 1080 × 8000 fits in 1600 × 3200 as 432 × 3200.
    expect([screenshot.width, screenshot.height]).toEqual([432, 3200]);
    const key = await keyOf(screenshot.id);
    for (const size of ['card', 'detail', 'full'] as const) {
      const meta = await sharp((await api.storage.get(pictureFile(key, size))) as Buffer).metadata();
      const width = { card: 400, detail: 800, full: 1600 }[size];
      expect(meta.width).toBeLessThanOrEqual(width);
      expect(meta.height).toBe(Math.min(2 * width, 3200));
    }
    const panorama = await uploadPicture(api, owner, await tallJpeg({ width: 6000, height: 1000 }));
    expect([panorama.width, panorama.height]).toEqual([1600, 267]);
  });

  test('refuses more than 50 megapixels from the header alone, before decoding', async () => {
    const owner = await createUser(api.db);
    // The pixels are missing: only the header says 10,000 × 6,000, so refusing it is all that can happen.
    await expect(uploadPicture(api, owner, await pngClaiming(10_000, 6_000))).rejects.toMatchObject({
      code: 'PICTURE_TOO_MANY_PIXELS',
    });
    await expect(uploadPicture(api, owner, await pngClaiming(100_000, 100_000))).rejects.toMatchObject({
      code: 'PICTURE_TOO_MANY_PIXELS',
    });
  });
});

describe('a stored picture’s likeness (decision 270)', () => {
  /** A photo-like scene: a sky and a red ball at `ballX` (of 1200). */
  const scene = (ballX: number) =>
    sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#2f6fd6"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${ballX}" cy="450" r="220" fill="#c0392b"/>
        <rect x="0" y="700" width="1200" height="200" fill="#27613a"/></svg>`),
    )
      .jpeg({ quality: 90 })
      .toBuffer();
  const likenessOf = async (id: number) =>
    (await api.db.query<{ likeness: string | null }>('SELECT likeness FROM images WHERE id = $1', [id]))[0]?.likeness ??
    null;

  test('knows the same photo recompressed and shrunk, and tells another photo apart', async () => {
    const photo = await scene(300);
    const original = await storePicture(api.db, api.storage, photo);
    const resent = await storePicture(
      api.db,
      api.storage,
      await sharp(photo).resize(700).jpeg({ quality: 35 }).toBuffer(),
    );
    const other = await storePicture(api.db, api.storage, await scene(900));
    const [a, b, c] = [await likenessOf(original.id), await likenessOf(resent.id), await likenessOf(other.id)];
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(likenessDistance(a ?? '', b ?? '')).toBeLessThanOrEqual(SAME_PICTURE_BITS);
    expect(likenessDistance(a ?? '', c ?? '')).toBeGreaterThan(SAME_PICTURE_BITS);
  });

  test('is left empty for a flat picture', async () => {
    expect(await likenessOf((await storePicture(api.db, api.storage, await tinyPng())).id)).toBe(null);
  });
});

describe('usablePictures', () => {
  test('answers the owner’s pictures in the order given, without repeats', async () => {
    const owner = await createUser(api.db);
    const [a, b] = [await uploadPicture(api, owner, await tinyPng()), await uploadPicture(api, owner, await tinyPng())];
    const found = await usablePictures(api.db, owner, [b.id, a.id, b.id]);
    expect(found.map((p) => p.id)).toEqual([b.id, a.id]);
  });

  test('leaves out another account’s picture, a demo picture, and a picture another account’s ad shows', async () => {
    const [owner, other] = [await createUser(api.db), await createUser(api.db)];
    const theirs = await uploadPicture(api, other, await tinyPng());
    expect(await usablePictures(api.db, owner, [theirs.id])).toEqual([]);
    const demo = await storePicture(api.db, api.storage, await tinyPng());
    expect(await usablePictures(api.db, owner, [demo.id])).toEqual([]);

    // A picture of the owner that, by some earlier bug or move, another account's ad shows.
    const mine = await uploadPicture(api, owner, await tinyPng());
    await createAd(api.db, other, { imageIds: [mine.id] });
    expect(await usablePictures(api.db, owner, [mine.id])).toEqual([]);

    // The owner's own ads may share it (e.g. an ad posted again).
    const reused = await uploadPicture(api, owner, await tinyPng());
    await createAd(api.db, owner, { imageIds: [reused.id] });
    expect(await usablePictures(api.db, owner, [reused.id])).toHaveLength(1);
  });
});

describe('deletePicture', () => {
  test('removes an unused upload with its files; refuses one an ad shows and hides other accounts’ pictures', async () => {
    const [owner, other] = [await createUser(api.db), await createUser(api.db)];
    const picture = await uploadPicture(api, owner, await phoneJpeg({ width: 300, height: 200 }));
    const key = await keyOf(picture.id);
    await expect(deletePicture(api, other, picture.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await deletePicture(api, owner, picture.id);
    expect(await api.storage.get(pictureFile(key, 'card'))).toBeNull();
    expect(await api.storage.get(pictureFile(key, 'full', 'avif'))).toBeNull();
    expect(await keyOf(picture.id)).toBe('');

    const shown = await uploadPicture(api, owner, await tinyPng());
    await createAd(api.db, owner, { imageIds: [shown.id] });
    await expect(deletePicture(api, owner, shown.id)).rejects.toMatchObject({ code: 'PICTURE_IN_USE' });
  });
});

test('pictureSources offers AVIF only for pictures stored with it', () => {
  const base = { key: 'p/abcd/0123456789abcdef01234567', width: 800, height: 600 };
  expect(pictureSources({ ...base, hasAvif: false }, 'detail')).toEqual({
    src: '/media/p/abcd/0123456789abcdef01234567/detail.webp',
    srcSet: expect.stringContaining('/full.webp 1600w'),
    avifSrcSet: null,
    width: 800,
    height: 600,
  });
  expect(pictureSources({ ...base, hasAvif: true }, 'card').avifSrcSet).toContain('/card.avif 400w');
});
