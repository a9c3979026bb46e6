// The /data/* calls of posting and managing ads (issue 6). Every call needs a session; every call on one ad is
// answered NOT_FOUND to anyone but its owner (and, where the state machine allows, a moderator).
//   POST   /data/ads                     post an ad (the draft is submitted)         → 201 { ad: { id, slug, status } }
//   GET    /data/ads/:id                 the ad as its owner edits it                 → { ad }
//   PUT    /data/ads/:id                 edit (the whole form, as posted)             → { ad: { id, slug, status } }
//   DELETE /data/ads/:id                 take it down ("delete")                      → { ad }
//   POST   /data/ads/:id/sold            mark as sold; /republish: republish expired  → { ad }
//   GET    /data/my/ads?list=&page=      the owner's lists (published, pending, …)    → MyAdsPage
//   GET|PUT|DELETE /data/ads/draft       the post-ad form's server copy
//   GET    /data/review?page=            moderators: the review queue
//   POST   /data/review/:id/approve|reject, /data/ads/:id/listing-fee-paid (the `review` permission: the
//          back-office hook checks it, core/backoffice/permissions.ts)
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MY_AD_LISTS, type MyAdList } from '../../../core/ad-lifecycle.ts';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireViewer } from '../../http/session.ts';
import {
  actorFor,
  approveAd,
  deleteAd,
  deleteDraft,
  getDraft,
  getOwnAd,
  listMyAds,
  markSold,
  checkPostingLimits,
  postAd,
  rejectAd,
  republishAd,
  saveDraft,
  updateAd,
} from './lifecycle.ts';
import { reviewQueue } from './review.ts';
import { AdInputSchema, RejectSchema } from './schemas.ts';
import { markListingFeePaidByAdmin } from '../payments/service.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const PageSchema = z.coerce.number().int().min(1).max(400).default(1);
const MyAdsQuery = z.object({
  list: z.enum(Object.keys(MY_AD_LISTS) as [MyAdList, ...MyAdList[]]).default('published'),
  page: PageSchema,
});
const ReviewQuery = z.object({ page: PageSchema });
const DraftBody = z.object({ data: z.record(z.string(), z.unknown()) });

export async function adRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const actor = async (request: FastifyRequest, reply: FastifyReply) =>
    actorFor(db, (await requireViewer(request, reply)).account.id);
  // The back-office hook has checked the permission; the state machine still asks the actor's role.
  const moderator = actor;
  const id = (request: FastifyRequest) => parseInput(IdParams, request.params, 'params').id;

  app.post('/data/ads', { schema: { body: AdInputSchema } }, async (request, reply) => {
    const who = await actor(request, reply);
    const input = parseInput(AdInputSchema, request.body, 'body');
    await checkPostingLimits(services.counters, who.userId, request.ip);
    return reply.status(201).send({ ad: await postAd(db, who.userId, input) });
  });

  app.get('/data/ads/draft', async (request, reply) => {
    const who = await actor(request, reply);
    return reply.header('cache-control', 'private, no-store').send({ draft: await getDraft(db, who.userId) });
  });

  app.put('/data/ads/draft', { schema: { body: DraftBody } }, async (request, reply) => {
    const who = await actor(request, reply);
    const { data } = parseInput(DraftBody, request.body, 'body');
    return reply.send(await saveDraft(db, who.userId, data));
  });

  app.delete('/data/ads/draft', async (request, reply) => {
    const who = await actor(request, reply);
    await deleteDraft(db, who.userId);
    return reply.status(204).send();
  });

  app.get('/data/ads/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ ad: await getOwnAd(db, who, { id: id(request) }) });
  });

  app.put('/data/ads/:id', { schema: { params: IdParams, body: AdInputSchema } }, async (request, reply) => {
    const who = await actor(request, reply);
    const input = parseInput(AdInputSchema, request.body, 'body');
    return reply.send({ ad: await updateAd(db, who, id(request), input) });
  });

  app.delete('/data/ads/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.send({ ad: await deleteAd(db, who, id(request)) });
  });

  app.post('/data/ads/:id/sold', { schema: { params: IdParams } }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.send({ ad: await markSold(db, who, id(request)) });
  });

  app.post('/data/ads/:id/republish', { schema: { params: IdParams } }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.send({ ad: await republishAd(db, who, id(request)) });
  });

  app.post('/data/ads/:id/listing-fee-paid', { schema: { params: IdParams } }, async (request, reply) => {
    const who = await moderator(request, reply);
    return reply.send({ ad: await markListingFeePaidByAdmin(services, who, id(request)) });
  });

  app.get('/data/my/ads', { schema: { querystring: MyAdsQuery } }, async (request, reply) => {
    const who = await actor(request, reply);
    const { list, page } = parseInput(MyAdsQuery, request.query, 'query');
    return reply.header('cache-control', 'private, no-store').send(await listMyAds(db, who.userId, list, page));
  });

  app.get('/data/review', { schema: { querystring: ReviewQuery } }, async (request, reply) => {
    await moderator(request, reply);
    const page = parseInput(ReviewQuery, request.query, 'query').page;
    return reply.header('cache-control', 'private, no-store').send(await reviewQueue(db, page));
  });

  app.post('/data/review/:id/approve', { schema: { params: IdParams } }, async (request, reply) => {
    const who = await moderator(request, reply);
    return reply.send({ ad: await approveAd(db, who, id(request)) });
  });

  app.post('/data/review/:id/reject', { schema: { params: IdParams, body: RejectSchema } }, async (request, reply) => {
    const who = await moderator(request, reply);
    const input = parseInput(RejectSchema, request.body, 'body');
    return reply.send({ ad: await rejectAd(db, who, id(request), input) });
  });
}
