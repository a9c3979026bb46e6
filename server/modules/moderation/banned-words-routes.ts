// The banned words' back-office calls (decision 176); access.ts checked the caller (review.words).
//   GET  /data/admin/banned-words                                     the list, newest first → { words }
//   POST /data/admin/banned-words             { word, reason_bn, reason_en }               → 201 { word }
//   POST /data/admin/banned-words/:id/remove                                               → 204
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { staffOf } from '../staff/index.ts';
import {
  addBannedWord,
  type BannedWord,
  BannedWordParams,
  BannedWordSchema,
  listBannedWords,
  removeBannedWord,
} from './banned-words.ts';

const BannedWordView: z.ZodType<BannedWord> = z.object({
  id: z.number().int(),
  word: z.string(),
  reason: z.object({ bn: z.string(), en: z.string() }),
  addedBy: z.string().nullable(),
  addedAt: z.string(),
});
const STAFF =
  '`401 UNAUTHORIZED`, `403 FORBIDDEN` without the `review.words` permission, `403 SECOND_FACTOR_REQUIRED` ' +
  'without two-step sign-in (decision 190)';
const getWords = {
  summary: 'List the banned words',
  description:
    "The words the automatic checks flag an ad for, newest first, with the reason in bn and en the ad's review " +
    `shows (decision 176). For staff with the \`review.words\` permission. Errors: ${STAFF}.`,
  response: { 200: z.object({ words: z.array(BannedWordView) }) },
};
const postWord = {
  summary: 'Add a banned word',
  description:
    'Adds a word for the automatic checks to flag, read at every check from then on (decision 176). For staff ' +
    `with the \`review.words\` permission. Errors: ${STAFF}, \`400 VALIDATION_FAILED\` naming \`body.word\` ` +
    '(2 to 60 characters; `already_listed`), `body.reason_bn` or `body.reason_en` (3 to 200 characters).',
  body: BannedWordSchema,
  response: { 201: z.object({ word: BannedWordView }) },
};
const postRemove = {
  summary: 'Remove a banned word',
  description:
    'Removes a word from the automatic checks (decision 176). For staff with the `review.words` permission. ' +
    `Errors: ${STAFF}, \`400 VALIDATION_FAILED\` naming \`params.id\`, \`404 NOT_FOUND\` for an unknown word.`,
  params: BannedWordParams,
  response: { 204: NoContent },
};

export async function bannedWordRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  app.get('/data/admin/banned-words', { schema: getWords }, async (_request, reply) => {
    return reply.header('cache-control', 'private, no-store').send({ words: await listBannedWords(db) });
  });

  app.post('/data/admin/banned-words', { schema: postWord }, async (request, reply) => {
    const input = readInput(request, 'body', {});
    return reply.status(201).send({ word: await addBannedWord(db, staffOf(request), input) });
  });

  app.post('/data/admin/banned-words/:id/remove', { schema: postRemove }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    await removeBannedWord(db, staffOf(request), id);
    return reply.status(204).send();
  });
}
