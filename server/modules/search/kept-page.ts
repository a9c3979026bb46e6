// A page as the page cache keeps it (page-cache.ts, decision 223): compressed once, when drawn, and answered with a
// fresh Content-Security-Policy nonce each time without compressing it again. The page's bytes between the places of
// its nonce are deflated apart, each ended by a sync flush, which leaves the stream on a byte boundary with no last
// block. An answer joins them into one gzip member (RFC 1952, HTTP's `gzip` content coding): the fresh nonce goes
// between them as stored blocks, and the member's CRC-32 is combined from those of its parts.
import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';

/** A piece of a page between the places of its nonce. */
interface Piece {
  /** Its raw deflate, ended by a sync flush. */
  readonly deflated: Buffer;
  /** The CRC-32 and the length of its bytes as drawn. */
  readonly crc: number;
  readonly length: number;
}

export interface KeptPage {
  readonly pieces: readonly Piece[];
  /** The bytes kept. */
  readonly size: number;
}

/** A gzip member's header: deflate, no name or time, from an unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The last block of a stream: stored and empty. */
const LAST = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Deflate at level 3: a 131 KB page in 25.5 KB, in 1.1 ms (level 6: 23 KB in 3 ms). */
const LEVEL = 3;

/** CRC-32's polynomial, bits reflected. */
const POLYNOMIAL = 0xedb88320;

/** a(x)·b(x) modulo the polynomial (zlib's multmodp). */
function multiply(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31 (zlib's x2n_table). */
const POWERS = ((): number[] => {
  const powers = [0x40000000];
  for (let k = 1; k < 32; k++) powers.push(multiply(powers[k - 1] as number, powers[k - 1] as number));
  return powers;
})();

/** The CRC-32 of bytes A then B, from A's, B's and B's length (zlib's crc32_combine). */
export function combineCrc(a: number, b: number, lengthOfB: number): number {
  // a(x) shifted by 8·lengthOfB bits: multiplied by x^(8·lengthOfB), one power of two of x at a time.
  let shift = 0x80000000;
  for (let n = lengthOfB, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) shift = multiply(POWERS[k % 32] as number, shift);
  }
  return (multiply(shift, a) ^ b) >>> 0;
}

/** A stored block holding `bytes` (at most 65,535), not the last. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** `body` kept, cut where `nonce` stands (page data, which has none, is one piece). */
export function keepPage(body: string, nonce: string | null): KeptPage {
  const pieces = (nonce ? body.split(nonce) : [body]).map((part): Piece => {
    const bytes = Buffer.from(part);
    const deflated = deflateRawSync(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
    return { deflated, crc: crc32(bytes), length: bytes.length };
  });
  return { pieces, size: pieces.reduce((size, piece) => size + piece.deflated.length, 0) };
}

/** The page with `nonce` where its own stood, as a gzip member: the body of an answer in the `gzip` coding. */
export function gzipped(page: KeptPage, nonce: string): Buffer {
  const between = Buffer.from(nonce);
  const nonceCrc = crc32(between);
  const chunks: Buffer[] = [HEADER];
  let [crc, length] = [0, 0];
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(storedBlock(between));
      [crc, length] = [combineCrc(crc, nonceCrc, between.length), length + between.length];
    }
    chunks.push(piece.deflated);
    [crc, length] = [combineCrc(crc, piece.crc, piece.length), length + piece.length];
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([...chunks, LAST, trailer]);
}

/** The page with `nonce` where its own stood, as drawn. */
export const plain = (page: KeptPage, nonce: string): Buffer => gunzipSync(gzipped(page, nonce));
