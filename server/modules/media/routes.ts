// Picture files (GET /media/…) and uploads: POST /data/pictures takes one picture as the raw request
// body, DELETE /data/pictures/{id} removes an upload that no ad shows yet.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { MAX_PICTURE_BYTES } from '../../../core/pictures.ts';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/input.ts';
import { readInput } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { requireViewer } from '../../http/session.ts';
import {
  PICTURE_SIZES,
  checkUploadLimits,
  deletePicture,
  pictureFile,
  uploadPicture,
  type PictureSize,
  type UploadedPicture,
} from './service.ts';

const PictureParams = z.object({
  bucket: z.string().regex(/^[0-9a-f]{4}$/),
  name: z.string().regex(/^[0-9a-f]{24}$/),
  file: z.string().regex(new RegExp(`^(${Object.keys(PICTURE_SIZES).join('|')})\\.(webp|avif)$`)),
});
/** Documents an upload (here and POST /data/chat/pictures): the body is the picture itself, read as bytes. */
export const PictureBytes = z
  .string()
  .meta({ description: 'The picture file (JPEG, PNG, WebP, HEIC…).', contentMediaType: 'image/*' });
const PictureIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** The sizes and formats of one stored picture (media/service.ts pictureSources). */
export const PictureSourcesSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  avifSrcSet: z.string().nullable().meta({ description: 'Null when only WebP is stored.' }),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
});
const UploadedPictureSchema: z.ZodType<UploadedPicture> = PictureSourcesSchema.extend({
  id: z.number().int().positive().meta({ description: 'Sent in picture_ids when the ad is posted.' }),
  thumbnail: z.string().meta({ description: 'The card-size WebP.' }),
});
const PictureUploaded = z.object({ picture: UploadedPictureSchema });
const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const postPictures = {
  summary: 'Upload a picture',
  description:
    'Stores one picture, sent as the raw request body whatever its Content-Type, for an ad the signed-in account ' +
    'posts next (its id goes in picture_ids): auto-rotated, stripped of EXIF, kept as WebP and AVIF in several ' +
    `sizes. Sign-in and the upload limits are checked before the body is read. Errors: ${SIGNED_IN}, ` +
    '`429 RATE_LIMITED` beyond 100 uploads an hour or 400 a day, `413 PICTURE_TOO_LARGE` over 5 MB (spec ' +
    'section 5), `415 UNSUPPORTED_PICTURE` for a file that is not a picture, `413 PICTURE_TOO_MANY_PIXELS` and ' +
    '`422 PICTURE_SHAPE` for a picture too big or too long and thin, `503 PICTURES_BUSY` when the picture work is ' +
    'full (try again).',
  body: PictureBytes,
  response: { 201: PictureUploaded },
};
const deletePicturesId = {
  summary: 'Delete an uploaded picture',
  description:
    'Removes a picture the signed-in account uploaded that no ad shows yet. Errors: ' +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for an id that is not a positive integer (\`params.id\`), ` +
    '`404 NOT_FOUND` for a picture that is not theirs, `409 PICTURE_IN_USE` for one an ad shows.',
  params: PictureIdParams,
  response: { 204: NoContent },
};

/**
 * For every route that takes a picture (/data/pictures, /data/chat/pictures): sign-in and the per-account upload
 * limits are checked before the body is read, so a refused upload costs no bandwidth.
 */
export function pictureUploadGuard(services: Pick<AppServices, 'counters'>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const viewer = await requireViewer(request, reply);
    await checkUploadLimits(services.counters, viewer.account.id);
  };
}

export async function mediaRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  // Picture files never change once written (a new picture gets a new key): cache them for a year.
  app.get('/media/p/:bucket/:name/:file', async (request, reply) => {
    // Not a /data/* call (server/http/openapi.ts documents only those): it declares no schema to read from.
    const { bucket, name, file } = parseInput(PictureParams, request.params, 'params');
    const [size, format] = file.split('.') as [PictureSize, 'webp' | 'avif'];
    const body = await services.storage.get(pictureFile(`p/${bucket}/${name}`, size, format));
    if (!body) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', `image/${format}`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });

  await app.register(async (uploads) => {
    // The body is the picture's bytes, whatever Content-Type the client names: the content decides what it is.
    // Fastify refuses a Content-Length over the limit before reading anything, and stops reading a chunked body
    // once it passes the limit.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PICTURE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    uploads.setErrorHandler((error: Error & { statusCode?: number }) => {
      // Fastify's own 413 becomes the picture's message; everything else goes on to the app's error handler.
      throw error.statusCode === 413 ? new AppError('PICTURE_TOO_LARGE') : error;
    });

    uploads.post(
      '/data/pictures',
      { onRequest: pictureUploadGuard(services), schema: postPictures },
      async (request, reply) => {
        const viewer = await requireViewer(request, reply);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const picture = await uploadPicture(services, viewer.account.id, bytes);
        return reply.status(201).header('cache-control', 'no-store').send({ picture });
      },
    );

    uploads.delete('/data/pictures/:id', { schema: deletePicturesId }, async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const { id } = readInput(request, 'params');
      await deletePicture(services, viewer.account.id, id);
      return reply.status(204).send();
    });
  });
}
