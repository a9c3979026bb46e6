// How the browser prepares a picture before it uploads it (decision 266): no larger than the largest picture the
// server stores and shows (media's `full` size), re-encoded at UPLOAD_QUALITY, so a 12 MB phone photo goes out as a
// few hundred KB. Pure rules, shared by the uploader (app/ui/prepare-picture.ts) and the media service, which makes
// the same box.

/** The width of the largest stored picture (media's `full` size, the ad page's zoomed picture). */
export const FULL_PICTURE_WIDTH = 1600;
/** Every stored picture fits in its width × this many times its width (tall phone screenshots keep their height). */
export const PICTURE_HEIGHT_RATIO = 2;
/** Canvas encoder quality (0–1) of a prepared picture: the server re-encodes it anyway, at 0.78 for `full`. */
export const UPLOAD_QUALITY = 0.8;
/**
 * A picture already inside the box and at most this large is sent as it is: re-encoding it would save little and
 * cost a generation of quality.
 */
export const SMALL_UPLOAD_BYTES = 512 * 1024;

export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

/**
 * `picture` shrunk, keeping its shape, to fit inside `boxWidth` × PICTURE_HEIGHT_RATIO·`boxWidth`; never enlarged.
 * Sides are whole pixels, at least 1.
 */
export function fitInside(picture: Dimensions, boxWidth = FULL_PICTURE_WIDTH): Dimensions {
  const { width, height } = picture;
  const scale = Math.min(1, boxWidth / width, (PICTURE_HEIGHT_RATIO * boxWidth) / height);
  if (scale === 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type UploadPlan =
  | { readonly resize: false }
  /** Draw at this size and encode; send the result only if it is smaller than the file (sendSmaller). */
  | { readonly resize: true; readonly width: number; readonly height: number };

/**
 * What to do with a picture of `picture`'s upright size and `bytes` before uploading it: re-encode it at the size
 * that fits the box, unless it fits already and is at most SMALL_UPLOAD_BYTES.
 */
export function planUpload(picture: Dimensions, bytes: number): UploadPlan {
  const target = fitInside(picture);
  const fits = target.width === picture.width && target.height === picture.height;
  if (fits && bytes <= SMALL_UPLOAD_BYTES) return { resize: false };
  return { resize: true, ...target };
}

/** The prepared picture when it is smaller than the original, else the original (a PNG drawing can grow as WebP). */
export function sendSmaller<T extends { readonly size: number }>(original: T, prepared: T | null): T {
  return prepared && prepared.size < original.size ? prepared : original;
}
