import { describe, expect, test } from 'vitest';
import { differenceHash, LIKENESS_GRID, likenessDistance, SAME_PICTURE_BITS, samePicture } from './picture-likeness.ts';

/** A 9 × 8 grey thumbnail from a function of its column and row. */
const grid = (shade: (x: number, y: number) => number) => {
  const { width, height } = LIKENESS_GRID;
  return Uint8Array.from({ length: width * height }, (_, i) => shade(i % width, Math.floor(i / width)));
};

describe('a picture likeness', () => {
  test('sets a bit where a pixel is darker than its right neighbour, row by row', () => {
    expect(differenceHash(grid((x) => x * 10))).toBe('ffffffffffffffff');
    expect(differenceHash(grid((x) => 200 - x * 10))).toBe('0000000000000000');
    // First row brightening, the others darkening: only the first eight bits are set.
    expect(differenceHash(grid((x, y) => (y === 0 ? x * 10 : 200 - x * 10)))).toBe('ff00000000000000');
  });

  test('stays the same when the picture is brightened or its contrast changed', () => {
    const photo = grid((x, y) => 100 + ((x * 37 + y * 91) % 50));
    expect(differenceHash(grid((x, y) => Math.min(255, (100 + ((x * 37 + y * 91) % 50)) * 1.4 + 10)))).toBe(
      differenceHash(photo),
    );
  });

  test('counts differing bits; the same photo within the cut, the same bytes always', () => {
    expect(likenessDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(likenessDistance('00ff00ff00ff00ff', '00ff00ff00ff00fe')).toBe(1);
    const near = (bits: number) => (0xffn >> BigInt(8 - bits)).toString(16).padStart(16, '0');
    expect(samePicture({ digest: null, likeness: near(0) }, { digest: null, likeness: near(SAME_PICTURE_BITS) })).toBe(
      true,
    );
    expect(
      samePicture({ digest: null, likeness: near(0) }, { digest: null, likeness: near(SAME_PICTURE_BITS + 1) }),
    ).toBe(false);
    expect(samePicture({ digest: 'd', likeness: null }, { digest: 'd', likeness: 'ffffffffffffffff' })).toBe(true);
    expect(samePicture({ digest: null, likeness: null }, { digest: null, likeness: null })).toBe(false);
  });

  test('gives a flat picture (one colour, a soft gradient) no likeness: its bits would match any other', () => {
    expect(differenceHash(grid(() => 240))).toBe(null);
    expect(differenceHash(grid((x, y) => 100 + y))).toBe(null);
  });

  test('refuses a thumbnail of another size', () => {
    expect(() => differenceHash(new Uint8Array(64))).toThrow(/72 grey pixels/);
  });
});
