import { describe, expect, test } from 'vitest';
import { FULL_PICTURE_WIDTH, fitInside, planUpload, sendSmaller, SMALL_UPLOAD_BYTES } from './picture-sizing.ts';

describe('fitInside', () => {
  test('shrinks a landscape phone photo to the full width, keeping its shape', () => {
    expect(fitInside({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(fitInside({ width: 4032, height: 2268 })).toEqual({ width: 1600, height: 900 });
  });

  test('lets a portrait photo be as tall as the server keeps it (twice the width), not squeezed to 1600', () => {
    expect(fitInside({ width: 3000, height: 4000 })).toEqual({ width: 1600, height: 2133 });
  });

  test('bounds a tall screenshot by its height', () => {
    expect(fitInside({ width: 1600, height: 6400 })).toEqual({ width: 800, height: 3200 });
  });

  test('never enlarges, and keeps at least one pixel a side', () => {
    expect(fitInside({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitInside({ width: 100_000, height: 10 })).toEqual({ width: FULL_PICTURE_WIDTH, height: 1 });
  });
});

describe('planUpload', () => {
  test('resizes a large photo to the box', () => {
    expect(planUpload({ width: 4000, height: 3000 }, 6_900_000)).toEqual({ resize: true, width: 1600, height: 1200 });
  });

  test('re-encodes a picture that fits but is heavy, at its own size', () => {
    expect(planUpload({ width: 1080, height: 2400 }, 2_000_000)).toEqual({ resize: true, width: 1080, height: 2400 });
  });

  test('sends a picture that fits and is small as it is', () => {
    expect(planUpload({ width: 1200, height: 900 }, SMALL_UPLOAD_BYTES)).toEqual({ resize: false });
  });

  test('shrinks a small file with too many pixels (a big flat PNG)', () => {
    expect(planUpload({ width: 5000, height: 2000 }, 100_000)).toMatchObject({ resize: true, width: 1600 });
  });
});

describe('sendSmaller', () => {
  test('takes the prepared picture only when it is smaller', () => {
    const original = { size: 300_000, name: 'original' };
    expect(sendSmaller(original, { size: 200_000, name: 'prepared' }).name).toBe('prepared');
    expect(sendSmaller(original, { size: 300_000, name: 'prepared' }).name).toBe('original');
    expect(sendSmaller(original, null).name).toBe('original');
  });
});
