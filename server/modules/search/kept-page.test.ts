import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { combineCrc, gzipped, keepPage, plain } from './kept-page.ts';

describe('a kept page', () => {
  const page = `<html><head><script nonce="drawnNONCE+/==">boot()</script></head><body>${'<p>ad card</p>'.repeat(500)}<script nonce="drawnNONCE+/==">data()</script></body></html>`;

  it('is answered as one gzip member with the fresh nonce in every place of the drawn one', () => {
    const kept = keepPage(page, 'drawnNONCE+/==');
    // gunzipSync checks the member's CRC-32 and length too: a wrong combination fails it.
    const answer = gunzipSync(gzipped(kept, 'fresh123456/+A')).toString('utf8');
    expect(answer).toBe(page.replaceAll('drawnNONCE+/==', 'fresh123456/+A'));
    expect(plain(kept, 'fresh123456/+A').toString('utf8')).toBe(answer);
    expect(kept.size).toBeLessThan(page.length / 10);
  });

  it('keeps page data, which has no nonce, and pages whose nonce starts or ends them or stands twice in a row', () => {
    expect(plain(keepPage('[{"_1":2},"loaderData"]', null), '').toString('utf8')).toBe('[{"_1":2},"loaderData"]');
    const edges = 'NONCE<p>é বাংলা</p>NONCENONCE<p>end</p>NONCE';
    expect(plain(keepPage(edges, 'NONCE'), 'fresh').toString('utf8')).toBe(edges.replaceAll('NONCE', 'fresh'));
  });

  it('combines CRC-32 as zlib computes it over the joined bytes', () => {
    const parts = ['', 'a', 'বাংলা '.repeat(3000), 'x'.repeat(70_000), 'end'];
    for (const a of parts) {
      for (const b of parts) {
        expect(combineCrc(crc32(a), crc32(b), Buffer.byteLength(b))).toBe(crc32(a + b));
      }
    }
  });
});
