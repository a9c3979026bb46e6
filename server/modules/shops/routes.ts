// The shops API (spec section 7, decisions 153–156):
//   GET  /data/shops?category&location&query&careers&page   the directory (and the featured shops) → ShopDirectory
//   GET  /data/shops/serp?slug&page&query                   one shop and its ads; 410 with the body when the
//                                                            owner's membership ended (spec section 8), 404 missing
//   GET  /data/my/shop                                      the member's shop, whether they may edit it, dealer state
//   POST /data/my/shops, PUT /data/my/shops/:id             create / change the shop (member in force; else 403)
//   POST /data/my/shop/dealer-application                   apply as an authorised dealer
//   GET  /data/admin/dealers?status, POST /data/admin/dealers/:id   the back office's verification (people.verify)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ShopSettingsInputSchema } from '../../../core/shops/settings.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { DEALER_STATUSES } from '../../../core/shops/dealers.ts';
import { requireViewer } from '../../http/session.ts';
import { staffCall, staffOf } from '../staff/index.ts';
import { AdCardSchema, serpAd } from '../ads/index.ts';
import {
  applyAsDealer,
  DealerApplicationInputSchema,
  DealerDecisionSchema,
  DealerListQuerySchema,
  decideDealerApplication,
  listDealerApplications,
  myDealerApplication,
} from './dealers.ts';
import { featuredShops, findShop, myShop, saveShop, searchShops, shopAds } from './service.ts';

const Page = z.coerce.number().int().min(1).max(400).default(1);
export const DirectoryQuerySchema = z.object({
  category: z.string().max(100).optional(),
  location: z.string().max(100).optional(),
  query: z.string().trim().max(200).optional(),
  careers: z.enum(['0', '1']).optional().meta({ description: "1: only employers' shops (the jobs group)." }),
  page: Page,
});
export const ShopQuerySchema = z.object({
  slug: z.string().trim().toLowerCase().min(1).max(100),
  query: z.string().trim().max(200).default(''),
  page: Page,
});
const IdParams = z.object({ id: z.coerce.number().int().positive() });

const Named = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
const PictureSchema = z
  .object({
    src: z.string(),
    srcSet: z.string(),
    avifSrcSet: z.string().nullable(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .nullable();
export const ShopSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    category: Named.nullable(),
    location: Named.nullable(),
    logo: PictureSchema,
    badges: z.object({ member: z.boolean(), featuredMember: z.boolean(), authorizedDealer: z.boolean() }),
    adCount: z.number().int(),
  })
  .meta({ id: 'ShopSummary' });
const ShopSchema = ShopSummarySchema.extend({
  cover: PictureSchema,
  openingHours: z
    .array(z.object({ open: z.string(), close: z.string() }).nullable())
    .meta({ description: 'Seven days, Saturday first; null: closed.' }),
  addresses: z.array(z.string()),
  phones: z.array(z.string()).meta({ description: 'E.164.' }),
  active: z.boolean().meta({ description: "false: the owner's membership ended (the page answers 410)." }),
}).meta({ id: 'Shop' });
const DirectorySchema = z.object({
  shops: z.array(ShopSummarySchema),
  featured: z.array(ShopSummarySchema).meta({ description: "Featured (premium) members' shops, rotated." }),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
const ShopPageSchema = z.object({
  shop: ShopSchema,
  ads: z.array(AdCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  query: z.string(),
});
const DealerApplicationSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    businessName: z.string(),
    tradeLicence: z.string(),
    categoryGroup: z.string(),
    status: z.enum(DEALER_STATUSES),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'DealerApplication' });
const MyShopSchema = z.object({
  shop: ShopSchema.nullable(),
  canEdit: z.boolean(),
  logoId: z.number().int().nullable(),
  coverId: z.number().int().nullable(),
  membershipGroup: z.string().nullable(),
  dealerApplication: DealerApplicationSchema.nullable(),
});
const SavedShop = z.object({ shop: ShopSchema });

const PRIVATE = 'private, no-store';

// What the OpenAPI document says of each route below.
const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const BAD_PAGE = '`400 VALIDATION_FAILED` for a page that is not from 1 to 400 (`query.page`)';
const SETTINGS_ERRORS =
  '`400 VALIDATION_FAILED` naming each bad field (`body.slug`; `slug_taken` for a slug another shop has or had, ' +
  '`picture_invalid` at `logo_id` for a picture that is not theirs), `403 FORBIDDEN` without a membership in force';
const getShops = {
  summary: 'List the shops',
  description:
    'The shops directory (spec section 7; decisions 153–156): shops of members in force matching a category, ' +
    "place and text, featured members first, a page at a time, with the featured members' shops; `careers=1` " +
    "only employers' shops. An unknown category or place finds none. Public. Errors: " +
    `${BAD_PAGE}.`,
  querystring: DirectoryQuerySchema,
  response: { 200: DirectorySchema },
};
const getShopsSerp = {
  summary: 'Get a shop and its ads',
  description:
    'One shop by its slug (or an old slug of it: `shop.slug` then differs, and the page redirects) with a page of ' +
    "its live ads matching `query`. Answers 410 with the same body when the owner's membership has ended (spec " +
    `section 8). Public; \`X-mobile-request: true\` leaves out the larger pictures. Errors: ${BAD_PAGE}, ` +
    '`400 VALIDATION_FAILED` without a slug (`query.slug`), `404 NOT_FOUND` for an unknown slug.',
  querystring: ShopQuerySchema,
  response: { 200: ShopPageSchema, 410: ShopPageSchema },
};
const getMyShop = {
  summary: "Get the member's shop",
  description:
    "The signed-in account's shop (null before they have one), whether they may edit it (a membership in force), " +
    `its pictures' ids and their dealer application. Errors: ${SIGNED_IN}.`,
  response: { 200: MyShopSchema },
};
const postMyShops = {
  summary: 'Create the shop',
  description:
    "Creates the signed-in member's shop with its settings. Errors: " +
    `${SIGNED_IN}, ${SETTINGS_ERRORS}, \`409 INVALID_TRANSITION\` when they have a shop already.`,
  body: ShopSettingsInputSchema,
  response: { 201: SavedShop },
};
const putMyShop = {
  summary: 'Change the shop',
  description:
    "Changes the signed-in member's shop; its old slug then redirects to the new one. Errors: " +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for an id that is not a positive integer (\`params.id\`), ` +
    `${SETTINGS_ERRORS}, \`404 NOT_FOUND\` for a shop that is not theirs.`,
  params: IdParams,
  body: ShopSettingsInputSchema,
  response: { 200: SavedShop },
};
const postDealerApplication = {
  summary: 'Apply as an authorised dealer',
  description:
    'A member in force in a category group with authorised dealers applies with their business name and trade ' +
    `licence, for the back office to verify. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` naming each bad ` +
    'field (`body.trade_licence`), `403 FORBIDDEN` without such a membership, `409 INVALID_TRANSITION` with an ' +
    'application pending or as a dealer already.',
  body: DealerApplicationInputSchema,
  response: { 201: z.object({ application: DealerApplicationSchema }) },
};
const getDealers = {
  summary: 'List the dealer applications',
  description: staffCall(
    'people.verify',
    'Authorised-dealer applications in one status (pending by default). Errors: `400 VALIDATION_FAILED` for ' +
      'an unknown status (`query.status`).',
  ),
  querystring: DealerListQuerySchema,
  response: { 200: z.object({ applications: z.array(DealerApplicationSchema) }) },
};
const postDealer = {
  summary: 'Decide a dealer application',
  description: staffCall(
    'people.verify',
    'Verifies or rejects a pending authorised-dealer application with a reason, recorded in the audit log. ' +
      'Errors: `400 VALIDATION_FAILED` for an id that is not a positive integer (`params.id`) or a reason under ' +
      '3 characters (`body.reason`), `404 NOT_FOUND` for an unknown application, `409 INVALID_TRANSITION` for one ' +
      'already decided.',
  ),
  params: IdParams,
  body: DealerDecisionSchema,
  response: { 200: z.object({ application: DealerApplicationSchema }) },
};

export async function shopRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, clock } = services;
  const localeOf = (headers: { 'accept-language'?: string | undefined }) =>
    localeFromAcceptLanguage(headers['accept-language']);

  app.get('/data/shops', { schema: getShops }, async (request, reply) => {
    const { careers, ...filters } = readInput(request, 'querystring');
    const locale = localeOf(request.headers);
    const [directory, featured] = await Promise.all([
      searchShops(db, { ...filters, careers: careers === '1' }, locale),
      featuredShops(db, locale, clock.now()),
    ]);
    return reply.header('cache-control', 'public, max-age=60').send({ ...directory, featured });
  });

  app.get('/data/shops/serp', { schema: getShopsSerp }, async (request, reply) => {
    const { slug, query, page } = readInput(request, 'querystring');
    const locale = localeOf(request.headers);
    // An old slug answers the shop it moved to (the page redirects).
    const shop = await findShop(db, slug, locale);
    const ads = await shopAds(db, shop.id, query, page);
    const mobile = request.headers['x-mobile-request'] === 'true';
    return reply
      .status(shop.active ? 200 : 410)
      .header('cache-control', 'public, max-age=60')
      .send({ shop, ...ads, ads: ads.ads.map((ad) => serpAd(ad, locale, mobile)) });
  });

  const mine = async (userId: number, locale: ReturnType<typeof localeOf>) => ({
    ...(await myShop(db, userId, locale, clock.now())),
    dealerApplication: await myDealerApplication(db, userId),
  });

  app.get('/data/my/shop', { schema: getMyShop }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply.header('cache-control', PRIVATE).send(await mine(viewer.account.id, localeOf(request.headers)));
  });

  const saved = async (userId: number, locale: ReturnType<typeof localeOf>) =>
    (await myShop(db, userId, locale, clock.now())).shop!;

  app.post('/data/my/shops', { schema: postMyShops }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = readInput(request, 'body', {});
    await saveShop(db, viewer.account.id, null, input, clock.now());
    return reply.status(201).send({ shop: await saved(viewer.account.id, localeOf(request.headers)) });
  });

  app.put('/data/my/shops/:id', { schema: putMyShop }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    await saveShop(db, viewer.account.id, id, input, clock.now());
    return reply.send({ shop: await saved(viewer.account.id, localeOf(request.headers)) });
  });

  app.post('/data/my/shop/dealer-application', { schema: postDealerApplication }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = readInput(request, 'body', {});
    const application = await applyAsDealer(db, viewer.account.id, input, clock.now());
    return reply.status(201).send({ application });
  });

  app.get('/data/admin/dealers', { schema: getDealers }, async (request, reply) => {
    const { status } = readInput(request, 'querystring');
    return reply.header('cache-control', PRIVATE).send({ applications: await listDealerApplications(db, status) });
  });

  app.post('/data/admin/dealers/:id', { schema: postDealer }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const decision = readInput(request, 'body', {});
    const application = await decideDealerApplication(db, staffOf(request), id, decision, clock.now());
    return reply.send({ application });
  });
}
