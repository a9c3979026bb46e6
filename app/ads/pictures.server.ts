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
 * The ad's pictures from the form, in order (the first is the cover): the `picture_ids` the owner may use, then
 * any `pictures` files, which are stored now. At most `max` (maxPictures of the ad's category). A bad file or too
 * many pictures is a field error that still answers the pictures that are fine.
 */
export async function readPictureField(
  services: Pick<AppLoadContext, 'db' | 'storage' | 'counters' | 'modules'>,
  ownerId: number,
  form: FormData,
  max: number,
): Promise<PictureField> {
  const ids = form.getAll(PICTURE_IDS_FIELD).map((value) => Number(value));
  const pictures = await services.modules.media.usablePictures(services.db, ownerId, ids);
  let error: ErrorCode | null = pictures.length < new Set(ids).size ? 'UNKNOWN_PICTURE' : null;
  const files = form
    .getAll(PICTURE_FILES_FIELD)
    .filter((value): value is File => typeof value !== 'string' && value.size > 0);
  for (const file of files) {
    if (pictures.length >= max) {
      error ??= 'TOO_MANY_PICTURES';
      break;
    }
    try {
      await services.modules.media.checkUploadLimits(services.counters, ownerId);
      pictures.push(
        await services.modules.media.uploadPicture(services, ownerId, Buffer.from(await file.arrayBuffer())),
      );
    } catch (caught) {
      if (!(caught instanceof AppError)) throw caught;
      error ??= caught.code;
    }
  }
  if (pictures.length > max) error ??= 'TOO_MANY_PICTURES';
  return error ? { ok: false, error, pictures } : { ok: true, pictures };
}
