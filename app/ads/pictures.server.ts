// The pictures field of the post-ad and edit-ad forms, for their actions. With JavaScript the uploader has sent each
// picture to /data/pictures already and the form carries only `picture_ids`; without it the form (multipart) carries
// the files themselves in `pictures`, plus the `picture_ids` of pictures uploaded by an earlier try of the form.
import { AppError, type ErrorCode } from '../../core/errors.ts';
import type { AppLoadContext } from 'react-router';
import type { UploadedPicture } from '../../server/modules/media/index.ts';

export const PICTURE_IDS_FIELD = 'picture_ids';
export const PICTURE_FILES_FIELD = 'pictures';

/**
 * The form data of a post-ad or edit-ad request, read up to a limit (page actions get the raw request body, which
 * Fastify's body limit does not cover). Throws PAYLOAD_TOO_LARGE past it, without reading the rest.
 */
export async function readPictureForm(context: Pick<AppLoadContext, 'modules'>, request: Request): Promise<FormData> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > context.modules.http.FILE_FORM_LIMIT) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!request.body) return request.formData();
  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > context.modules.http.FILE_FORM_LIMIT) controller.error(new AppError('PAYLOAD_TOO_LARGE'));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, { headers: request.headers }).formData();
  } catch (error) {
    if (received > context.modules.http.FILE_FORM_LIMIT) throw new AppError('PAYLOAD_TOO_LARGE');
    throw error;
  }
}

export type PictureField =
  | { readonly ok: true; readonly pictures: UploadedPicture[] }
  /** `pictures` are those the form keeps (shown again, so nothing already uploaded is lost). */
  | { readonly ok: false; readonly error: ErrorCode; readonly pictures: UploadedPicture[] };

/**
 * The pictures from the form, in order (the first is the cover): the `picture_ids` the owner may use, then any
 * `pictures` files, which are stored now. At most `max` (maxPictures of the ad's category). A bad file or too many
 * pictures is a field error that still answers the pictures that are fine. For an ad's gallery (`gallery`, with the
 * ad's id, null for a new ad) the ids are those the gallery may show (media's galleryPictures: none of another ad's)
 * and a file that is the same photo as one already in the list is left out: after a form came back with errors
 * its file input is empty, and choosing the same photos again must not add them twice (decision 267).
 */
export async function readPictureField(
  services: Pick<AppLoadContext, 'db' | 'storage' | 'counters' | 'modules'>,
  ownerId: number,
  form: FormData,
  max: number,
  gallery?: { adId: number | null },
): Promise<PictureField> {
  const { media } = services.modules;
  const ids = form.getAll(PICTURE_IDS_FIELD).map((value) => Number(value));
  const select = async (wanted: number[]) => {
    if (gallery) return media.galleryPictures(services.db, ownerId, wanted, gallery.adId);
    const usable = await media.usablePictures(services.db, ownerId, wanted);
    return { pictures: usable, refused: usable.length < new Set(wanted).size ? [0] : [] };
  };
  const kept = await select(ids);
  const pictures = kept.pictures;
  let error: ErrorCode | null = kept.refused.length > 0 ? 'UNKNOWN_PICTURE' : null;
  const files = form
    .getAll(PICTURE_FILES_FIELD)
    .filter((value): value is File => typeof value !== 'string' && value.size > 0);
  for (const file of files) {
    if (pictures.length >= max) {
      error ??= 'TOO_MANY_PICTURES';
      break;
    }
    try {
      await media.checkUploadLimits(services.counters, ownerId);
      const stored = await media.uploadPicture(services, ownerId, Buffer.from(await file.arrayBuffer()));
      // The same photo again is left out (its upload, unused, goes with the unattached ones after a day).
      if (gallery) {
        const listed = [...pictures.map((p) => p.id), stored.id];
        const { pictures: distinct } = await media.galleryPictures(services.db, ownerId, listed, gallery.adId);
        if (!distinct.some((p) => p.id === stored.id)) continue;
      }
      pictures.push(stored);
    } catch (caught) {
      if (!(caught instanceof AppError)) throw caught;
      error ??= caught.code;
    }
  }
  if (pictures.length > max) error ??= 'TOO_MANY_PICTURES';
  return error ? { ok: false, error, pictures } : { ok: true, pictures };
}
