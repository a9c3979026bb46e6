// Where picture files live. Disk under DATA_DIR by default; an S3-compatible store implements the same interface
// in production (ARCHITECTURE: images).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export function diskStorage(root: string): Storage & { readonly root: string } {
  const resolve = (key: string) => {
    // Keys are made by the server, never by clients; the check stops a bug from writing outside `root`.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
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
  };
}
