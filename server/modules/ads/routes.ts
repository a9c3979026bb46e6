// The /data/* calls of posting and managing ads. Every call needs a session; every call on one ad is
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
import { AD_STATUSES, MY_AD_LISTS, type MyAdList } from '../../../core/ad-lifecycle.ts';
import type { AppServices } from '../../context.ts';
import { readInput, type RequestWith } from '../../http/input.ts';
import { NoContent } from '../../http/openapi.ts';
import { requireViewer } from '../../http/session.ts';
import { actorFor, getOwnAd, type OwnAd } from './own-ad.ts';
import { approveAd, rejectAd } from './status-changes.ts';
import { deleteAd, listMyAds, markSold, republishAd, type MyAdsPage } from './my-ads.ts';
import {
  deleteDraft,
  getDraft,
  checkPostingLimits,
  postAd,
  saveDraft,
  type PostedAd,
  type PostingRules,
} from './posting.ts';
import { updateAd } from './editing.ts';
import { REVIEW_FLAGS } from './checks.ts';
import { reviewQueue, type ReviewItem } from './review.ts';
import { AdInputSchema, RejectSchema, type AdInput } from './schemas.ts';
import { DeliveryOptionsSchema } from './delivery.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const PageSchema = z.coerce.number().int().min(1).max(400).default(1);
const MyAdsQuery = z.object({
  list: z.enum(Object.keys(MY_AD_LISTS) as [MyAdList, ...MyAdList[]]).default('published'),
  page: PageSchema,
});
const ReviewQuery = z.object({ page: PageSchema });
const DraftBody = z.object({ data: z.record(z.string(), z.unknown()) });

// The answers (the inputs' own schemas, in schemas.ts, are shared with the pages' forms in the browser).
const AdStatusSchema = z.enum(AD_STATUSES);
const PostedAdSchema: z.ZodType<PostedAd> = z
  .object({ id: z.number().int(), slug: z.string(), status: AdStatusSchema })
  .meta({ id: 'PostedAd' });
export const PostedAdBody = z.object({ ad: PostedAdSchema });
const ListingLabelSchema = z
  .enum(['leads_only', 'published', 'deactivated', 'rejected', 'dsd_recent'])
  .nullable()
  .meta({ description: 'Spec section 3 listing label; null for a draft.' });
const SmallPicture = z.object({ src: z.string(), srcSet: z.string() });
const Properties = z.record(z.string(), z.union([z.string(), z.number()]));
/** The form's values as they were accepted (AdInputSchema's output). */
const AdValuesSchema: z.ZodType<AdInput> = z.object({
  category_id: z.number().int(),
  location_id: z.number().int(),
  type: z.enum(['for_sale', 'to_buy', 'to_rent']),
  title: z.string(),
  description: z.string(),
  price: z.number().int().nullable().meta({ description: 'Whole BDT; null where the category has no price.' }),
  price_negotiable: z.boolean(),
  properties: Properties,
  contact_name: z.string(),
  phone_numbers: z.array(z.string()),
  picture_ids: z.array(z.number().int()),
  delivery: DeliveryOptionsSchema.nullable().meta({ description: 'Doorstep delivery offered; null: none.' }),
});
const OwnAdSchema: z.ZodType<OwnAd> = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: AdStatusSchema,
  userId: z.number().int(),
  input: AdValuesSchema,
  pictures: z.array(SmallPicture.extend({ id: z.number().int() })),
  rejectionReason: z.string().nullable(),
  rejectionNote: z.string().nullable(),
  listingFee: z.number().int().meta({ description: 'Whole BDT; 0 when the category charges none.' }),
  extraPictures: z
    .number()
    .int()
    .meta({ description: "Pictures bought for the ad (extra_images) on top of its category's free limit." }),
  reviewFlags: z.array(z.string()),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  label: ListingLabelSchema,
});
const MyAdListSchema = z.enum(Object.keys(MY_AD_LISTS) as [MyAdList, ...MyAdList[]]);
export const MyAdsPageSchema = z.object({
  list: MyAdListSchema,
  ads: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      status: AdStatusSchema,
      price: z.number().int().nullable(),
      categoryId: z.number().int(),
      locationId: z.number().int(),
      picture: SmallPicture.nullable(),
      rejectionReason: z.string().nullable(),
      rejectionNote: z.string().nullable(),
      rejectionSaved: z
        .object({ bn: z.string(), en: z.string() })
        .nullable()
        .meta({ description: "A moderator's saved reason, in both languages." }),
      listingFee: z.number().int(),
      updatedAt: z.string(),
      expiresAt: z.string().nullable(),
      label: ListingLabelSchema,
    }),
  ),
  page: z.number().int(),
  pages: z.number().int(),
  totals: z.record(MyAdListSchema, z.number().int()),
  isEmpty: z.boolean(),
}) satisfies z.ZodType<MyAdsPage>;
const ReviewItemSchema: z.ZodType<ReviewItem> = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().int().nullable(),
  categoryId: z.number().int(),
  locationId: z.number().int(),
  properties: Properties,
  submittedAt: z.string(),
  flags: z.array(z.enum(REVIEW_FLAGS)),
  pictures: z.array(SmallPicture),
  poster: z.object({
    id: z.number().int(),
    name: z.string(),
    since: z.string(),
    published: z.number().int(),
    rejected: z.number().int(),
    deactivated: z.number().int(),
  }),
});
const ReviewPage = z.object({ items: z.array(ReviewItemSchema), total: z.number().int() });
const DraftSchema = z.object({ data: z.unknown(), updatedAt: z.string() });
const DraftFound = z.object({ draft: DraftSchema.nullable() });
const DraftSaved = z.object({ updatedAt: z.string() });

// The schemas of the routes below whose option would not fit on the route's line.
const postAds = { body: AdInputSchema, response: { 201: PostedAdBody } };
const getAdsId = { params: IdParams, response: { 200: z.object({ ad: OwnAdSchema }) } };
const putAdsId = { params: IdParams, body: AdInputSchema, response: { 200: PostedAdBody } };
const onAdId = { params: IdParams, response: { 200: PostedAdBody } };
const getMyAds = { querystring: MyAdsQuery, response: { 200: MyAdsPageSchema } };
const getReview = { querystring: ReviewQuery, response: { 200: ReviewPage } };
const postReviewIdReject = { params: IdParams, body: RejectSchema, response: { 200: PostedAdBody } };

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
    const input = readInput(request, 'body');
    await checkPostingLimits(services.counters, who.userId, request.ip);
    return reply.status(201).send({ ad: await postAd(db, posting, who.userId, input, services.clock.now()) });
  });

  app.get('/data/ads/draft', { schema: { response: { 200: DraftFound } } }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.header('cache-control', 'private, no-store').send({ draft: await getDraft(db, who.userId) });
  });

  app.put('/data/ads/draft', { schema: { body: DraftBody, response: { 200: DraftSaved } } }, async (request, reply) => {
    const who = await actor(request, reply);
    const { data } = readInput(request, 'body');
    return reply.send(await saveDraft(db, who.userId, data));
  });

  app.delete('/data/ads/draft', { schema: { response: { 204: NoContent } } }, async (request, reply) => {
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

  app.delete('/data/ads/:id', { schema: onAdId }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.send({ ad: await deleteAd(db, who, id(request)) });
  });

  app.post('/data/ads/:id/sold', { schema: onAdId }, async (request, reply) => {
    const who = await actor(request, reply);
    return reply.send({ ad: await markSold(db, who, id(request)) });
  });

  app.post('/data/ads/:id/republish', { schema: onAdId }, async (request, reply) => {
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

  app.post('/data/review/:id/approve', { schema: onAdId }, async (request, reply) => {
    const who = await moderator(request, reply);
    return reply.send({ ad: await approveAd(db, who, id(request)) });
  });

  app.post('/data/review/:id/reject', { schema: postReviewIdReject }, async (request, reply) => {
    const who = await moderator(request, reply);
    const input = readInput(request, 'body');
    return reply.send({ ad: await rejectAd(db, who, id(request), input) });
  });
}
