// Shrinks a picture in the browser before it is uploaded (decision 266): decoded upright (its EXIF orientation
// applied), drawn at the size core/picture-sizing.ts plans and encoded as WebP (JPEG where the browser cannot
// encode WebP), so a 12 MB phone photo goes out as a few hundred KB. Whatever the browser cannot decode (HEIC on
// most browsers, a file that is no picture) goes as it is: the server decodes HEIC itself and refuses the rest.
import { planUpload, sendSmaller, UPLOAD_QUALITY } from '../../core/picture-sizing.ts';

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: string): Promise<Blob | null> {
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve) => canvas.toBlob(resolve, type, UPLOAD_QUALITY));
  }
  return canvas.convertToBlob({ type, quality: UPLOAD_QUALITY }).catch(() => null);
}

function draw(canvas: Canvas, bitmap: ImageBitmap, background: string | null): boolean {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return false;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return true;
}

/** What the uploader sends for `file`: a smaller re-encoded copy, or the file itself. Never throws. */
export async function preparePicture(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const plan = planUpload(bitmap, file.size);
    if (!plan.resize) return file;
    const canvas = makeCanvas(plan.width, plan.height);
    if (!draw(canvas, bitmap, null)) return file;
    let prepared = await encode(canvas, 'image/webp');
    // A browser that cannot encode WebP answers PNG: JPEG then, on white, as JPEG has no transparency.
    if (prepared?.type !== 'image/webp') {
      prepared = draw(canvas, bitmap, '#ffffff') ? await encode(canvas, 'image/jpeg') : null;
      if (prepared?.type !== 'image/jpeg') prepared = null;
    }
    return sendSmaller(file, prepared);
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
