// GET /data/details (spec section 7): an ad and its similar ads; 410 with the body kept for an ad taken down,
// 404 for an unknown one, 503 for any other failure (spec section 8). Revealing an ad's phone numbers and
// reporting an ad are their own calls (POST), so that neither a page nor a crawler ever carries a number.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import type { AppServices } from '../../context.ts';
import { errorBody } from '../../http/errors.ts';
import { readInput } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { isSecure } from '../../http/session.ts';
import { identifyVisitor } from '../../http/visitor.ts';
import { countAdView } from '../ad-counts/index.ts';
import { reportAd, ReportSchema } from '../reports/index.ts';
import { AdCardSchema, Named, serpAd, revealPhoneNumbers } from '../ads/index.ts';
import { SIMILAR_ADS } from '../search/index.ts';
import { ErrorSchema } from '../../http/openapi.ts';
import { type AdDetailView, loadAdDetails } from './details.ts';
import { APPLY_WAYS, EDUCATION_LEVELS } from '../../../core/jobs/fields.ts';
import { wholeTaka, wholeTakaOrNull } from '../../http/money.ts';

const DetailsQuery = z
  .object({
    slug: z.string().trim().min(1).max(300).optional(),
    ad_id: z.coerce.number().int().positive().optional(),
    similar_ads: z.coerce.number().int().min(0).max(SIMILAR_ADS.desktop).optional(),
  })
  .refine((q) => q.slug !== undefined || q.ad_id !== undefined, { message: 'slug_or_ad_id_required', path: ['slug'] });

const AdIdParams = z.object({ id: z.coerce.number().int().positive() });
/** Created: false when this reporter had reported the ad already (answered 200). */
const ReportAnswer = z.object({ report: z.object({ created: z.boolean() }) });

const AdDetailSchema: z.ZodType<AdDetailView> = z
  .object({
    id: z.number().int().positive(),
    slug: z.string(),
    title: z.string(),
    type: z.enum(['for_sale', 'to_buy', 'to_rent']),
    status: z.enum(['published', 'deactivated', 'expired']),
    adDate: z.string(),
    description: z.string(),
    category: Named.extend({ type: z.string(), parentId: z.number().int(), path: z.array(Named) }),
    location: Named.extend({ path: z.array(Named) }),
    money: z
      .object({
        amount: z.string().meta({ description: 'As shown: currency, amount in the language, unit.' }),
        value: wholeTaka('the price as a number, 5000 for ৳5,000 (`amount` is the same, as shown).'),
        currency: z.literal('BDT'),
        unit: z.literal('month').nullable(),
        negotiable: z.boolean(),
      })
      .nullable(),
    properties: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
    itemCondition: z.string().nullable(),
    images: z.array(
      z.object({
        src: z.string(),
        srcSet: z.string(),
        avifSrcSet: z.string().nullable(),
        width: z.number().int().nonnegative(),
        height: z.number().int().nonnegative(),
        full: z.string(),
      }),
    ),
    contactCard: z.object({ name: z.string() }),
    isMember: z.boolean(),
    isAuthorizedDealer: z.boolean(),
    isFeaturedMember: z.boolean(),
    isVerified: z.boolean(),
    isDoorstepDelivery: z.boolean(),
    isJob: z.boolean(),
    job: z
      .object({
        role: z.string(),
        company: z.string(),
        salaryMin: z.number().int().nonnegative().nullable().meta(wholeTakaOrNull('a month.')),
        salaryMax: z.number().int().nonnegative().nullable().meta(wholeTakaOrNull('a month.')),
        salaryNegotiable: z.boolean(),
        jobType: z.string().nullable(),
        experience: z.string().nullable(),
        education: z.enum(EDUCATION_LEVELS),
        vacancies: z.number().int().nonnegative(),
        deadline: z.string().meta({ description: 'Last day to apply, YYYY-MM-DD.' }),
        place: z.string(),
        applyVia: z.enum(APPLY_WAYS),
        applyEmail: z.string().nullable(),
        applyUrl: z.string().nullable(),
        licenceNumber: z.string().nullable(),
        overseas: z.boolean(),
      })
      .nullable()
      .meta({ description: "A job ad's fields (jobs and overseas jobs); null for other ads." }),
    promotions: z.object({
      isTopAd: z.boolean(),
      isUrgent: z.boolean(),
      isFeatured: z.boolean(),
      isSpotlight: z.boolean(),
    }),
    shop: z.object({ slug: z.string(), name: z.string() }).nullable(),
    account: z.object({ id: z.number().int().positive(), memberSince: z.string() }),
  })
  .meta({ id: 'AdDetail' });
const Details = z.object({ ad: AdDetailSchema, similar_ads: z.array(AdCardSchema) });
const PhoneNumbers = z.object({ phone_numbers: z.array(z.string()) });
// An ad taken down since publication: the error, with the ad and similar ads kept (spec section 8).
const GoneDetails = z.object({ ...ErrorSchema.shape, ...Details.shape });

async function visitorOf(request: FastifyRequest, reply: FastifyReply) {
  const viewer = await request.viewer();
  const { visitor, setCookie } = identifyVisitor(viewer?.account.id ?? null, request.headers.cookie, isSecure(request));
  if (setCookie) void reply.header('set-cookie', setCookie);
  return { visitor, userId: viewer?.account.id ?? null };
}

// The schemas of the routes below whose option would not fit on the route's line.
const BAD_ID = '`400 VALIDATION_FAILED` for an id that is not a positive integer (`params.id`)';
const getDetails = {
  summary: 'Get an ad and its similar ads',
  description:
    "The ad page's data for a published ad, by `slug` or `ad_id`, with `similar_ads` similar ads (spec section 7: " +
    '16 on desktop, 4 when `X-mobile-request: true`); never its phone numbers. Anyone may call it. Errors: ' +
    '`400 VALIDATION_FAILED` naming `query.slug` (`slug_or_ad_id_required`), `query.ad_id` or `query.similar_ads` ' +
    '(0 to 16), `404 NOT_FOUND` for an ad never published, `410 GONE` for one taken down since, with the ad and ' +
    'similar ads kept (spec section 8), `503 SERVICE_UNAVAILABLE` for any other failure.',
  querystring: DetailsQuery,
  response: { 200: Details, 410: GoneDetails },
};
const postAdsIdPhoneNumbers = {
  summary: "Reveal an ad's phone numbers",
  description:
    "A published ad's phone numbers, only ever on a visitor's request, so that no page or crawler carries them; " +
    'each reveal counts as a lead for the seller. Anyone may call it, signed in or not (a visitor cookie is set). ' +
    `Errors: ${BAD_ID}, \`404 NOT_FOUND\` for an ad that is not published, \`429 RATE_LIMITED\` beyond 20 ` +
    'reveals an hour per visitor or 60 per address.',
  params: AdIdParams,
  response: { 200: PhoneNumbers },
};
const postAdsIdReports = {
  summary: 'Report an ad',
  description:
    'Reports a published ad to the moderators with a reason and a message (required for `other`); answered 201 ' +
    'for a new report and 200 when this visitor had reported the ad already. Anyone may call it, signed in or ' +
    `not. Errors: ${BAD_ID}, \`400 VALIDATION_FAILED\` naming \`body.reason\` or \`body.message\`, ` +
    '`404 NOT_FOUND` for an ad that is not published, `429 RATE_LIMITED` beyond 10 reports an hour or 30 a day ' +
    'per reporter (decision 63).',
  params: AdIdParams,
  body: ReportSchema,
  response: { 200: ReportAnswer, 201: ReportAnswer },
};
export async function adDetailRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get('/data/details', { schema: getDetails }, async (request, reply) => {
    const query = readInput(request, 'querystring', {});
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const mobile = request.headers['x-mobile-request'] === 'true';
    const similar = query.similar_ads ?? (mobile ? SIMILAR_ADS.mobile : SIMILAR_ADS.desktop);
    const where = query.ad_id !== undefined ? { id: query.ad_id } : { slug: query.slug ?? '' };
    let details;
    try {
      details = await loadAdDetails(services.db, where, locale, similar);
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error }, 'ad details failed');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    const body = { ad: details.ad, similar_ads: details.similarAds.map((ad) => serpAd(ad, locale, mobile)) };
    if (details.status === 200) {
      const viewer = await request.viewer();
      const { headers } = request;
      countAdView(
        services,
        { id: details.ad.id, ownerId: details.ad.account.id },
        {
          viewerId: viewer?.account.id ?? null,
          userAgent: headers['user-agent'],
          purpose: String(headers['sec-purpose'] ?? headers.purpose ?? ''),
          cookie: headers.cookie,
          ip: request.ip,
        },
      );
    }
    if (details.status === 410) return reply.status(410).send({ ...errorBody(request, 'GONE'), ...body });
    return reply.header('cache-control', 'public, max-age=60').send(body);
  });

  app.post('/data/ads/:id/phone-numbers', { schema: postAdsIdPhoneNumbers }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const { visitor } = await visitorOf(request, reply);
    const phones = await revealPhoneNumbers(services, id, { visitor, ip: request.ip });
    return reply.header('cache-control', 'private, no-store').send({ phone_numbers: phones });
  });

  app.post('/data/ads/:id/reports', { schema: postAdsIdReports }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    const reporter = await visitorOf(request, reply);
    const created = await reportAd(services, id, { ...reporter, ip: request.ip }, input);
    return reply.status(created ? 201 : 200).send({ report: { created } });
  });
}
