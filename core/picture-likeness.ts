// A picture's likeness (decision 270): a 64-bit difference hash (dHash) of the picture shrunk to 9 × 8 grey pixels,
// one bit per pair of neighbours in a row (is the left one darker?). The same photo recompressed, resized, sent as
// HEIF or JPEG, or slightly brightened keeps nearly the same bits; a different photo differs in about half. Pure:
// the media module makes the grey pixels with sharp and stores the hash as 16 hex digits.

/** The grey thumbnail a hash is read from: 9 columns give 8 left-right comparisons per row. */
export const LIKENESS_GRID = { width: 9, height: 8 } as const;

/**
 * At most this many of the 64 bits may differ for two pictures to count as the same photo. dHash's usual cut for
 * near-duplicates is 5–10; 6 keeps two different photos of the same model of phone on the same table apart.
 */
export const SAME_PICTURE_BITS = 6;

/**
 * Below this spread of grey levels a thumbnail is flat (one colour, a plain gradient, a blank page): its bits say
 * nothing, and any two such pictures would look the same. They get no likeness.
 */
export const FLAT_SPREAD = 16;

/** The hash of a row-major 9 × 8 grey thumbnail (72 bytes), as 16 hex digits; null for a flat one. */
export function differenceHash(grey: Uint8Array): string | null {
  const { width, height } = LIKENESS_GRID;
  if (grey.length !== width * height) throw new Error(`a likeness needs ${width * height} grey pixels`);
  if (Math.max(...grey) - Math.min(...grey) < FLAT_SPREAD) return null;
  let bits = 0n;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width - 1; x++) {
      bits = (bits << 1n) | ((grey[y * width + x] as number) < (grey[y * width + x + 1] as number) ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes. */
export function likenessDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

/** What tells a stored picture apart: its digest (images.sha256) and its likeness (images.likeness). */
export interface PictureMarks {
  readonly digest: string | null;
  readonly likeness: string | null;
}

/** Whether two stored pictures are the same photo: the same stored bytes, or hashes within SAME_PICTURE_BITS. */
export function samePicture(a: PictureMarks, b: PictureMarks): boolean {
  if (a.digest !== null && a.digest === b.digest) return true;
  return a.likeness !== null && b.likeness !== null && likenessDistance(a.likeness, b.likeness) <= SAME_PICTURE_BITS;
}
