// The /data/* calls of posting and managing ads. Every call needs a session; every call on one ad is
// answered NOT_FOUND to anyone but its owner (and, where the state machine allows, a moderator).
//   POST   /data/ads                     post an ad (the draft is submitted)         → 201 { ad: { id, slug, status } }
//                                        (409 DUPLICATE_AD for a repeat of the seller's own, unless confirm_duplicate)
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
import type { AppServices } from '../../context.ts';
import { readInput, type RequestWith } from '../../http/input.ts';
import { requireViewer } from '../../http/session.ts';
import { actorFor, getOwnAd } from './own-ad.ts';
import { approveAd, rejectAd } from './status-changes.ts';
import { deleteAd, listMyAds, markSold, republishAd } from './my-ads.ts';
import { deleteDraft, getDraft, checkPostingLimits, postAd, saveDraft, type PostingRules } from './posting.ts';
import { updateAd } from './editing.ts';
import { reviewQueue } from './review.ts';
import {
  deleteAdsDraft,
  deleteAdsId,
  getAdsDraft,
  getAdsId,
  getMyAds,
  getReview,
  type IdParams,
  postAds,
  postAdsIdRepublish,
  postAdsIdSold,
  postReviewIdApprove,
  postReviewIdReject,
  putAdsDraft,
  putAdsId,
} from './route-schemas.ts';

/** The ads module's routes; posting's rules from the modules above ads come from the posting flow (server/app.ts). */
export async function adRoutes(app: FastifyInstance, services: AppServices & { posting: PostingRules }): Promise<void> {
  const { db, posting } = services;
  const actor = async (request: FastifyRequest, reply: FastifyReply) =>
    actorFor(db, (await requireViewer(request, reply)).account.id);
  // The back-office hook has checked the permission; the state machine still asks the actor's role.
  const moderator = actor;
  const id = (request: RequestWith<{ params: typeof IdParams }>) => readInput(request, 'params').id;

  app.post('/data/ads', { schema: postAds }, async (request, reply) => {
    const who = await actor(request, reply);
    const { confirm_duplicate: confirmDuplicate, ...input } = readInput(request, 'body');
    await checkPostingLimits(services.counters, who.userId, request.ip);
    const ad = await postAd(db, posting, who.userId, input, services.clock.now(), confirmDuplicate);
    return reply.status(201).send({ ad });
  });

  app.get('/data/ads/draft', { schema: getAdsDraft }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.header('cache-control', 'private, no-store').send({ draft: await getDraft(db, who.userId) });
  });

  app.put('/data/ads/draft', { schema: putAdsDraft }, async (request, reply) => {
    const who = await actor(request, reply);
    const { data } = readInput(request, 'body');
    return reply.send(await saveDraft(db, who.userId, data));
  });

  app.delete('/data/ads/draft', { schema: deleteAdsDraft }, async (request, reply) => {
    const who = await actor(request, reply);
    await deleteDraft(db, who.userId);
    return reply.status(204).send();
  });

  app.get('/data/ads/:id', { schema: getAdsId }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply
      .header('cache-control', 'private, no-store')
      .send({ ad: await getOwnAd(db, who, { id: id(request) }) });
  });

  app.put('/data/ads/:id', { schema: putAdsId }, async (request, reply) => {
    const who = await actor(request, reply);
    const input = readInput(request, 'body');
    return reply.send({ ad: await updateAd(db, posting, who, id(request), input, services.clock.now()) });
  });

  app.delete('/data/ads/:id', { schema: deleteAdsId }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.send({ ad: await deleteAd(db, who, id(request)) });
  });

  app.post('/data/ads/:id/sold', { schema: postAdsIdSold }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.send({ ad: await markSold(db, who, id(request)) });
  });

  app.post('/data/ads/:id/republish', { schema: postAdsIdRepublish }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.send({ ad: await republishAd(db, posting, who, id(request), services.clock.now()) });
  });

  app.get('/data/my/ads', { schema: getMyAds }, async (request, reply) => {
    const who = await actor(request, reply);
    const { list, page } = readInput(request, 'querystring');
    return reply.header('cache-control', 'private, no-store').send(await listMyAds(db, who.userId, list, page));
  });

  app.get('/data/review', { schema: getReview }, async (request, reply) => {
    await moderator(request, reply);
    const page = readInput(request, 'querystring').page;
    return reply.header('cache-control', 'private, no-store').send(await reviewQueue(db, page));
  });

  app.post('/data/review/:id/approve', { schema: postReviewIdApprove }, async (request, reply) => {
    const who = await moderator(request, reply);
    return reply.send({ ad: await approveAd(db, who, id(request)) });
  });

  app.post('/data/review/:id/reject', { schema: postReviewIdReject }, async (request, reply) => {
    const who = await moderator(request, reply);
    const input = readInput(request, 'body');
    return reply.send({ ad: await rejectAd(db, who, id(request), input) });
  });
}
