import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { MAX_PICTURE_BYTES } from '../../../core/pictures.ts';
import { createAd } from '../../seed/factories.ts';
import { client, signUp } from '../accounts/testing.ts';
import { fakeJpeg, phoneHeic, phoneJpeg, tallJpeg, tinyPng } from './pictures.test-support.ts';
import type { UploadedPicture } from './service.ts';

const api = useTestApp();

const upload = (token: string, payload: Buffer | Readable, contentType = 'application/octet-stream') =>
  client(api).call({
    method: 'POST',
    url: '/data/pictures',
    cookie: token,
    headers: { 'content-type': contentType },
    payload,
  });

describe('POST /data/pictures', () => {
  test('stores a phone photo sent as the raw body and answers its id and files', async () => {
    const { token } = await signUp(api);
    const response = await upload(token, await phoneJpeg({ width: 1200, height: 900 }), 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const { picture } = response.json<{ picture: UploadedPicture }>();
    expect(picture).toMatchObject({ id: expect.any(Number), width: 900, height: 1200 });
    expect(picture.thumbnail).toMatch(/^\/media\/p\/[0-9a-f]{4}\/[0-9a-f]{24}\/card\.webp$/);

    const file = await client(api).call({ method: 'GET', url: picture.thumbnail });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    const avif = await client(api).call({ method: 'GET', url: picture.thumbnail.replace('.webp', '.avif') });
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  test('takes a HEIC photo whatever Content-Type the phone names', async () => {
    const { token } = await signUp(api);
    const response = await upload(token, await phoneHeic(), 'image/heic');
    expect(response.statusCode).toBe(201);
    expect(response.json<{ picture: UploadedPicture }>().picture).toMatchObject({ width: 96, height: 64 });
  });

  test('refuses a text file named and labelled as a JPEG (415), in the error shape', async () => {
    const { token } = await signUp(api);
    const response = await upload(token, fakeJpeg(), 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_PICTURE', message: expect.stringContaining('JPEG') },
    });
  });

  test('refuses a picture over 5 MB with 413, by its length or while a chunked body streams in', async () => {
    const { token } = await signUp(api);
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(MAX_PICTURE_BYTES)]);
    const declared = await upload(token, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json<{ error: { code: string } }>().error.code).toBe('PICTURE_TOO_LARGE');

    // No Content-Length (chunked): Fastify counts the bytes as they come and refuses at the limit.
    const chunks = Readable.from(Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024, 1)));
    const streamed = await upload(token, chunks);
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json<{ error: { code: string } }>().error.code).toBe('PICTURE_TOO_LARGE');
  });

  test('answers 401 to a visitor who is not signed in, before reading the picture', async () => {
    const response = await client(api).call({
      method: 'POST',
      url: '/data/pictures',
      headers: { 'content-type': 'image/png', origin: 'http://localhost:80' },
      payload: await tinyPng(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('UNAUTHORIZED');
  });

  test('refuses a cookie upload from another site (CSRF) and accepts an app’s Bearer upload', async () => {
    const { token } = await signUp(api);
    const forged = await client(api).call({
      method: 'POST',
      url: '/data/pictures',
      cookie: token,
      headers: { origin: 'https://evil.example', 'content-type': 'image/png' },
      payload: await tinyPng(),
    });
    expect(forged.statusCode).toBe(403);
    const app = await client(api).call({
      method: 'POST',
      url: '/data/pictures',
      token,
      headers: { 'content-type': 'image/png' },
      payload: await tinyPng(),
    });
    expect(app.statusCode).toBe(201);
  });

  test('refuses the probe’s 1080 × 17,000 strip with 422 and a message in the caller’s language, never 500', async () => {
    const { token } = await signUp(api);
    const strip = await tallJpeg();
    const send = (language: string) =>
      client(api).call({
        method: 'POST',
        url: '/data/pictures',
        cookie: token,
        headers: { 'content-type': 'image/jpeg', 'accept-language': language },
        payload: strip,
      });
    const response = await send('bn');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { code: 'PICTURE_SHAPE', message: expect.stringContaining('৮ গুণ') } });
    const english = await send('en');
    expect(english.statusCode).toBe(422);
    expect(english.json<{ error: { message: string } }>().error.message).toContain('8 times');
  });

  test('processes four big photos sent at once without stalling other requests', async () => {
    const { token } = await signUp(api);
    const photo = await phoneJpeg({ width: 3000, height: 2000 });
    const uploads = Promise.all([1, 2, 3, 4].map(() => upload(token, photo, 'image/jpeg')));
    let settled = false;
    void uploads.finally(() => (settled = true));
    const latencies: number[] = [];
    while (!settled) {
      const started = performance.now();
      const health = await client(api).call({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      latencies.push(performance.now() - started);
      // A visitor every 50 ms, not a flood of them.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Each answers: stored, or refused as busy with a Retry-After (one picture is worked on at a time).
    for (const response of await uploads) {
      expect([201, 503]).toContain(response.statusCode);
      if (response.statusCode === 503) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await uploads).filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    // Generous: a stalled server took ~10 s; a free one answers in milliseconds.
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });

  test('limits uploads per account (429 with Retry-After)', async () => {
    const { token, account } = await signUp(api);
    for (let i = 0; i < 100; i++) await api.counters.hit(`picture-upload:account:${account.id}:hour`, 3600);
    const response = await upload(token, await tinyPng());
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('DELETE /data/pictures/{id}', () => {
  test('deletes the owner’s unused picture; another account gets 404 and cannot use it in its ad', async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const { picture } = (await upload(owner.token, await tinyPng())).json<{ picture: UploadedPicture }>();

    const anonymous = await client(api).call({ method: 'DELETE', url: `/data/pictures/${picture.id}` });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await client(api).call({
      method: 'DELETE',
      url: `/data/pictures/${picture.id}`,
      cookie: other.token,
    });
    expect(stranger.statusCode).toBe(404);

    const deleted = await client(api).call({
      method: 'DELETE',
      url: `/data/pictures/${picture.id}`,
      cookie: owner.token,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await client(api).call({ method: 'GET', url: picture.thumbnail })).statusCode).toBe(404);
    const again = await client(api).call({
      method: 'DELETE',
      url: `/data/pictures/${picture.id}`,
      cookie: owner.token,
    });
    expect(again.statusCode).toBe(404);
  });

  test('refuses to delete a picture an ad shows (409)', async () => {
    const owner = await signUp(api);
    const { picture } = (await upload(owner.token, await tinyPng())).json<{ picture: UploadedPicture }>();
    await createAd(api.db, owner.account.id, { imageIds: [picture.id] });
    const response = await client(api).call({
      method: 'DELETE',
      url: `/data/pictures/${picture.id}`,
      cookie: owner.token,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('PICTURE_IN_USE');
  });
});
