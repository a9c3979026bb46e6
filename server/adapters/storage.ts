// Where picture files live: on disk under DATA_DIR by default, or in an S3-compatible object store (AWS S3,
// Cloudflare R2, MinIO…) when S3_URL is set (ARCHITECTURE: images). Keys are made by the server, never by clients.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config.ts';

export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

// The check stops a bug from reading or writing outside the store's root.
function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export function diskStorage(root: string): Storage & { readonly root: string } {
  const resolve = (key: string) => path.join(root, checkedKey(key));
  return {
    root,
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

export interface S3Options {
  /** The bucket's base URL, path-style (`https://host/bucket`) or virtual-hosted (`https://bucket.host`). */
  readonly url: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** Objects at `{url}/{key}`, each request signed with AWS Signature V4 (aws4fetch). */
export function s3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // aws4fetch retries 5xx and network errors with jittered backoff.
    retries: 3,
  });
  const base = options.url.replace(/\/+$/, '');
  const call = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) => {
    const headers: Record<string, string> = {};
    if (body) {
      // Signing the body's digest (instead of UNSIGNED-PAYLOAD) lets the store reject a body damaged on the way.
      headers['x-amz-content-sha256'] = createHash('sha256').update(body).digest('hex');
      headers['content-type'] = CONTENT_TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream';
    }
    const response = await client.fetch(`${base}/${checkedKey(key)}`, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.ok || (response.status === 404 && method !== 'PUT')) return response;
    throw new Error(`storage ${method} ${key} failed: ${response.status} ${await response.text()}`);
  };
  return {
    async put(key, body) {
      await (await call('PUT', key, body)).body?.cancel();
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status !== 404) return Buffer.from(await response.arrayBuffer());
      await response.body?.cancel();
      return null;
    },
    async delete(key) {
      await (await call('DELETE', key)).body?.cancel();
    },
  };
}

/** The store `config` names: S3 when S3_URL is set, else the disk under DATA_DIR/media. */
export function openStorage(config: Config): Storage {
  // loadConfig has checked that S3_URL comes with both keys.
  if (config.S3_URL && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      url: config.S3_URL,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return diskStorage(path.resolve(config.DATA_DIR, 'media'));
}
