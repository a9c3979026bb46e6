// Hostile files and bodies. Decompression bombs, truncated files, polyglots, SVG with script and
// huge EXIF are refused with a clear message (or, for a polyglot that is a real picture, stored re-encoded with
// nothing else in it); memory stays bounded and the server stays ready. JSON bodies and page forms at their size
// limits pass, one byte over is refused before it is read.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { BODY_LIMIT, FILE_FORM_LIMIT } from '../../http/inputs.ts';
import { client, signUp } from '../accounts/testing.ts';
import { phoneJpeg, pngClaiming, tinyPng } from './pictures.test-support.ts';

const api = useTestApp();
let token = '';
beforeAll(async () => {
  token = (await signUp(api)).token;
});

const upload = (payload: Buffer, locale = 'en') =>
  client(api).call({
    method: 'POST',
    url: '/data/pictures',
    token,
    headers: { 'content-type': 'application/octet-stream', 'accept-language': locale },
    payload,
  });

/** A JPEG whose frame header (SOF0) claims `width` × `height`: the pixels that follow are far too few. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  );
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A JPEG carrying `segments` APP segments of 60 KB each: EXIF and friends far bigger than any camera writes. */
async function jpegWithHugeMetadata(segments: number): Promise<Buffer> {
  const jpeg = await phoneJpeg({ width: 640, height: 480 });
  const payload = Buffer.alloc(60_000, 0x41);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), Buffer.from('Exif\0\0'), payload]);
  segment.writeUInt16BE(segment.length - 2, 2);
  // After SOI (2 bytes): the segments, then the rest of the file.
  return Buffer.concat([jpeg.subarray(0, 2), ...Array.from({ length: segments }, () => segment), jpeg.subarray(2)]);
}

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)">' +
    '<script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
);
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
/** The start of a ZIP file (a local file header) with a name, as a JPEG+ZIP polyglot carries at its end. */
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('payload.html')]);

describe('hostile pictures', () => {
  test('are refused with the error shape and a message in bn and en; memory stays bounded; the server stays ready', async () => {
    const jpeg = await phoneJpeg();
    const png = await tinyPng();
    const cases: [string, Buffer, number, string][] = [
      ['a PNG claiming 30,000 × 30,000', await pngClaiming(30_000, 30_000), 413, 'PICTURE_TOO_MANY_PIXELS'],
      ['a JPEG claiming 30,000 × 30,000', await jpegClaiming(30_000, 30_000), 413, 'PICTURE_TOO_MANY_PIXELS'],
      ['a PNG claiming 65,535 × 1', await pngClaiming(65_535, 1), 422, 'PICTURE_SHAPE'],
      ['a JPEG cut in half', jpeg.subarray(0, jpeg.length / 2), 415, 'UNSUPPORTED_PICTURE'],
      ['a PNG cut after its header', png.subarray(0, 40), 415, 'UNSUPPORTED_PICTURE'],
      ['the first bytes of a JPEG only', jpeg.subarray(0, 3), 415, 'UNSUPPORTED_PICTURE'],
      ['an SVG with script', SVG, 415, 'UNSUPPORTED_PICTURE'],
      ['an HTML page', Buffer.from(HTML), 415, 'UNSUPPORTED_PICTURE'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 415, 'UNSUPPORTED_PICTURE'],
      ['an empty body', Buffer.alloc(0), 415, 'UNSUPPORTED_PICTURE'],
    ];
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (const [what, bytes, status, code] of cases) {
      const en = await upload(bytes, 'en');
      expect(en.statusCode, `${what}: ${en.body}`).toBe(status);
      expect(en.json().error.code, what).toBe(code);
      const bn = await upload(bytes, 'bn');
      // The message the page shows, in the caller's language: Bengali script in bn, none in en.
      expect(bn.json().error.message, what).toMatch(/[\u0980-\u09ff]/);
      expect(en.json().error.message, what).not.toMatch(/[\u0980-\u09ff]/);
    }
    // Decoding one 30,000 × 30,000 picture would take 2.7 GB; the refusals together take a small part of that.
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    expect(grown).toBeLessThan(150);
    expect((await api.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  }, 60_000);

  test('a JPEG that is also HTML and ZIP is stored re-encoded, with neither left in any file, and served as an image', async () => {
    const polyglot = Buffer.concat([await phoneJpeg({ width: 320, height: 240 }), Buffer.from(HTML), ZIP]);
    const response = await upload(polyglot);
    expect(response.statusCode, response.body).toBe(201);
    const { picture } = response.json<{ picture: { src: string; srcSet: string } }>();
    for (const url of picture.srcSet.split(', ').map((entry) => entry.split(' ')[0] as string)) {
      const file = await api.app.inject({ url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.includes('<script')).toBe(false);
      expect(file.rawPayload.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    }
  });

  test('a JPEG with 4 MB of EXIF is stored without any of it', async () => {
    const bytes = await jpegWithHugeMetadata(70);
    expect(bytes.length).toBeGreaterThan(4_000_000);
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(201);
    const file = await api.app.inject({ url: response.json<{ picture: { src: string } }>().picture.src });
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(file.rawPayload.length).toBeLessThan(100_000);
    expect((await api.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('bodies at their size limits', () => {
  /** A JSON body of exactly `size` bytes. */
  const jsonOf = (size: number) => {
    const shell = JSON.stringify({ url: '' });
    return JSON.stringify({ url: 'a'.repeat(size - shell.length) });
  };

  test('a JSON body of 1 MB is read (and refused for what it says); one byte more is 413 before it is read', async () => {
    const at = await client(api).call({
      method: 'POST',
      url: '/data/saved-searches',
      token,
      payload: jsonOf(BODY_LIMIT),
      headers: { 'content-type': 'application/json' },
    });
    expect(at.statusCode, at.body.slice(0, 300)).toBe(400);
    expect(at.json().error.code).toBe('VALIDATION_FAILED');
    const over = await client(api).call({
      method: 'POST',
      url: '/data/saved-searches',
      token,
      payload: jsonOf(BODY_LIMIT + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a page form of 1 MB passes the check, one byte more is 413; a form with files has the pictures’ room', async () => {
    const form = (size: number, contentType = 'application/x-www-form-urlencoded') =>
      client(api).call({
        method: 'POST',
        url: '/en/users/login',
        headers: { 'content-type': contentType },
        payload: Buffer.alloc(size, 0x61),
      });
    // The API tests serve no pages: a form that passes the check reaches the not-found page.
    expect((await form(BODY_LIMIT)).statusCode).toBe(404);
    // A browser is answered with a page in the path's language, not the API's JSON (decision 253).
    const over = await form(BODY_LIMIT + 1);
    expect(over.statusCode).toBe(413);
    expect(over.headers['content-type']).toMatch(/^text\/html/);
    expect(over.body).toContain('What you sent is too large.');
    expect((await form(BODY_LIMIT + 1, 'multipart/form-data; boundary=x')).statusCode).toBe(404);
    expect(FILE_FORM_LIMIT).toBeGreaterThan(20 * 5 * 1024 * 1024);
    const declared = await client(api).call({
      method: 'POST',
      url: '/en/post-ad/details',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(FILE_FORM_LIMIT + 1) },
      payload: 'x',
    });
    expect(declared.statusCode).toBe(413);
    // A body without a declared length (chunked) could be any size: no browser sends a form that way.
    const chunked = await client(api).call({
      method: 'POST',
      url: '/en/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      payload: Readable.from([Buffer.alloc(1024, 0x61)]),
    });
    expect(chunked.statusCode).toBe(400);
    expect(chunked.body).toContain('Some of the information sent is not valid.');
  });

  test('what is sent to a page is a form: another body is a 400 before any action reads it', async () => {
    const send = (method: 'POST' | 'DELETE', headers: Record<string, string>) =>
      client(api).call({ method, url: '/bn/ads/dhaka/cars', headers, payload: '{"name":"cars"}' });
    for (const [method, type] of [
      ['POST', 'application/json'],
      ['POST', 'text/plain;charset=UTF-8'],
      ['DELETE', 'application/xml'],
    ] as const) {
      const refused = await send(method, { 'content-type': type });
      expect(refused.statusCode).toBe(400);
      // The fallback screen in Bengali with the catalogue's message: the form was refused, not the link.
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('<html lang="bn">');
      expect(refused.body).toContain('পাঠানো কিছু তথ্য সঠিক নয়।');
      expect(refused.body).not.toContain('লিংকটি ভাঙা');
    }
    expect((await send('POST', {})).statusCode).toBe(400);
    // Forms, in whatever case a client writes their type, pass on to the page (here the API tests' not-found page).
    expect(
      (await send('POST', { 'content-type': 'Application/X-WWW-Form-Urlencoded; charset=UTF-8' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', { 'content-type': 'multipart/form-data; boundary=x' })).statusCode).toBe(404);
  });
});
