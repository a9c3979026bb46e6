import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import type { Storage } from '../../adapters/storage.ts';
import { parseInput } from '../../http/errors.ts';
import { PICTURE_SIZES, pictureFile } from './service.ts';

const PictureParams = z.object({
  bucket: z.string().regex(/^[0-9a-f]{4}$/),
  name: z.string().regex(/^[0-9a-f]{24}$/),
  size: z.enum(Object.keys(PICTURE_SIZES) as [keyof typeof PICTURE_SIZES]),
});

export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: Storage }): Promise<void> {
  // Picture files never change once written (a new picture gets a new key): cache them for a year.
  app.get('/media/p/:bucket/:name/:size.webp', async (request, reply) => {
    const params = parseInput(PictureParams, request.params, 'params');
    const body = await storage.get(pictureFile(`p/${params.bucket}/${params.name}`, params.size));
    if (!body) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
