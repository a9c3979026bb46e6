// The cryptographic inventory (docs/crypto-inventory.md, ASVS V11.1.2) must name every algorithm the code uses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const inventory = readFileSync(path.join(root, 'docs/crypto-inventory.md'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** What a use in the code is named in the inventory by. */
const USES: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/createHash\('(\w+)'/g, (m) => ({ sha256: 'SHA-256', md5: 'MD5' })[m[1] ?? ''] ?? `hash ${m[1]}`],
  [/createHmac\('(\w+)'/g, (m) => `HMAC ${m[1]}`],
  [/\bscrypt\b/g, () => 'scrypt'],
  [/alg(?:orithm)?s?: \[?'(\w+)'/g, (m) => `JWT ${m[1]}`],
  [/\b(randomBytes|randomInt|randomUUID|timingSafeEqual)\(/g, (m) => `\`${m[1]}\``],
  [/\b(createCipheriv|createDecipheriv|createSign|createVerify|generateKeyPair)\(/g, (m) => `${m[1]}`],
  [/\bAwsClient\b/g, () => 'AWS Signature V4'],
  [/\bmd5\(lower/g, () => 'md5() in SQL'],
];

test('names every algorithm and primitive the code uses', () => {
  const used = new Set<string>();
  for (const file of ['server', 'core', 'app'].flatMap((dir) => sources(path.join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const [pattern, name] of USES) for (const match of text.matchAll(pattern)) used.add(name(match));
  }
  expect([...used].sort()).toEqual(
    expect.arrayContaining(['SHA-256', 'scrypt', 'JWT HS256', 'JWT RS256', '`randomBytes`', '`timingSafeEqual`']),
  );
  expect([...used].filter((name) => !inventory.includes(name))).toEqual([]);
});
