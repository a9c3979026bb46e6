// The S3 adapter against an in-process stand-in for S3 that checks every request's AWS Signature V4 with its own
// implementation of the algorithm (no internet, no AWS SDK), and the disk adapter's delete.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { diskStorage, openStorage, s3Storage } from './storage.ts';

const KEY_ID = 'HAATTESTKEY';
const SECRET = 'haat-test-secret-key';
const REGION = 'ap-south-1';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Checks a request's SigV4 signature as S3 does: canonical request → string to sign → HMAC chain. */
function signatureIsValid(request: IncomingMessage, body: Buffer): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return false;
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== KEY_ID || region !== REGION) return false;
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const names = (signedHeaders as string).split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return false;
  const url = new URL(request.url ?? '/', 'http://s3.test');
  const canonical = [
    request.method,
    url.pathname,
    url.search.slice(1),
    ...names.map((name) => `${name}:${String(request.headers[name]).trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date']);
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date as string), region as string), 's3'), 'aws4_request');
  const expected = hmac(key, toSign);
  return timingSafeEqual(expected, Buffer.from(signature as string, 'hex'));
}

let server: Server;
let bucketUrl = '';
const objects = new Map<string, { body: Buffer; contentType: string }>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!signatureIsValid(request, body)) {
        response
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const objectPath = decodeURIComponent(new URL(request.url ?? '/', 'http://s3.test').pathname);
      if (request.method === 'PUT') {
        objects.set(objectPath, { body, contentType: String(request.headers['content-type']) });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(objectPath);
        if (object) response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
        else
          response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (request.method === 'DELETE') {
        objects.delete(objectPath);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bucketUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/haat-media`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('s3Storage', () => {
  const storage = () => s3Storage({ url: bucketUrl, region: REGION, accessKeyId: KEY_ID, secretAccessKey: SECRET });

  test('puts, gets and deletes objects under the bucket URL with signed requests', async () => {
    const body = Buffer.from('RIFF....WEBPpicture bytes');
    await storage().put('p/ab12/0123456789abcdef01234567/card.webp', body);
    expect(objects.get('/haat-media/p/ab12/0123456789abcdef01234567/card.webp')).toEqual({
      body,
      contentType: 'image/webp',
    });
    expect(await storage().get('p/ab12/0123456789abcdef01234567/card.webp')).toEqual(body);
    await storage().delete('p/ab12/0123456789abcdef01234567/card.webp');
    expect(await storage().get('p/ab12/0123456789abcdef01234567/card.webp')).toBeNull();
    // Deleting what is not there is no error (S3 answers 204 as well).
    await storage().delete('p/ab12/0123456789abcdef01234567/card.webp');
  });

  test('fails loudly when the store refuses the signature', async () => {
    const wrong = s3Storage({ url: bucketUrl, region: REGION, accessKeyId: KEY_ID, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('p/ab12/0123456789abcdef01234567/full.avif', Buffer.from('x'))).rejects.toThrow(/403/);
    await expect(wrong.get('p/ab12/0123456789abcdef01234567/full.avif')).rejects.toThrow(/403/);
  });

  test('refuses keys that could leave the bucket prefix', async () => {
    await expect(storage().put('../other/x.webp', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });

  test('is the store that S3_URL selects; the disk is the default', async () => {
    const s3 = openStorage(
      loadConfig({ S3_URL: bucketUrl, S3_REGION: REGION, S3_ACCESS_KEY_ID: KEY_ID, S3_SECRET_ACCESS_KEY: SECRET }),
    );
    await s3.put('p/cd34/0123456789abcdef01234567/detail.webp', Buffer.from('detail'));
    expect(objects.has('/haat-media/p/cd34/0123456789abcdef01234567/detail.webp')).toBe(true);
    expect(openStorage(loadConfig({ DATA_DIR: '/tmp/haat-x' }))).toHaveProperty('root', '/tmp/haat-x/media');
  });
});

test('diskStorage deletes a file, and a missing one is no error', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'haat-storage-'));
  try {
    const storage = diskStorage(root);
    await storage.put('p/ab12/0123456789abcdef01234567/card.webp', Buffer.from('x'));
    await storage.delete('p/ab12/0123456789abcdef01234567/card.webp');
    expect(await storage.get('p/ab12/0123456789abcdef01234567/card.webp')).toBeNull();
    await storage.delete('p/ab12/0123456789abcdef01234567/card.webp');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
