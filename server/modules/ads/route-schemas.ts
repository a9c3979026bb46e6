// The schemas of the ads module's /data/* calls (routes.ts): what each takes and answers, and the summary and
// description the OpenAPI document shows (server/http/openapi.ts). The handlers read their inputs with these very
// schemas (readInput, decision 248).
import { z } from 'zod';
import { AD_STATUSES, MY_AD_LISTS, type MyAdList } from '../../../core/ad-lifecycle.ts';
import { NoContent } from '../../http/openapi.ts';
import { REVIEW_FLAGS } from './checks.ts';
import { DeliveryOptionsSchema } from './delivery.ts';
import type { MyAdsPage } from './my-ads.ts';
import type { OwnAd } from './own-ad.ts';
import type { PostedAd } from './posting.ts';
import type { ReviewItem } from './review.ts';
import { AdInputSchema, RejectSchema, type AdInput } from './schemas.ts';
import { wholeTaka, wholeTakaOrNull } from '../../http/money.ts';

export const IdParams = z.object({ id: z.coerce.number().int().positive() });
const PageSchema = z.coerce.number().int().min(1).max(400).default(1);
const MyAdListSchema = z.enum(Object.keys(MY_AD_LISTS) as [MyAdList, ...MyAdList[]]);
const MyAdsQuery = z.object({ list: MyAdListSchema.default('published'), page: PageSchema });
const ReviewQuery = z.object({ page: PageSchema });
// The post-ad form's state as the page keeps it, checked only when the ad is posted (POST /data/ads).
const DraftBody = z.object({
  data: z.record(z.string(), z.unknown()).meta({ description: "The form's fields as the post-ad page keeps them." }),
});

// The answers (the inputs' own schemas, in schemas.ts, are shared with the pages' forms in the browser).
const AdStatusSchema = z.enum(AD_STATUSES);
const PostedAdSchema: z.ZodType<PostedAd> = z
  .object({ id: z.number().int().positive(), slug: z.string(), status: AdStatusSchema })
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
  category_id: z.number().int().positive(),
  location_id: z.number().int().positive(),
  type: z.enum(['for_sale', 'to_buy', 'to_rent']),
  title: z.string(),
  description: z.string(),
  price: z.number().int().nonnegative().nullable().meta(wholeTakaOrNull('null where the category has no price.')),
  price_negotiable: z.boolean(),
  properties: Properties,
  contact_name: z.string(),
  phone_numbers: z.array(z.string()),
  picture_ids: z.array(z.number().int().positive()),
  delivery: DeliveryOptionsSchema.nullable().meta({ description: 'Doorstep delivery offered; null: none.' }),
});
const OwnAdSchema: z.ZodType<OwnAd> = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  status: AdStatusSchema,
  userId: z.number().int().positive(),
  input: AdValuesSchema,
  pictures: z.array(SmallPicture.extend({ id: z.number().int().positive() })),
  rejectionReason: z.string().nullable(),
  rejectionNote: z.string().nullable(),
  listingFee: wholeTaka('0 when the category charges none.'),
  extraPictures: z
    .number()
    .int()
    .meta({ description: "Pictures bought for the ad (extra_images) on top of its category's free limit." }),
  reviewFlags: z.array(z.string()),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  label: ListingLabelSchema,
});
export const MyAdsPageSchema = z.object({
  list: MyAdListSchema,
  ads: z.array(
    z.object({
      id: z.number().int().positive(),
      slug: z.string(),
      title: z.string(),
      status: AdStatusSchema,
      price: z.number().int().nonnegative().nullable().meta(wholeTakaOrNull('null where the category has no price.')),
      categoryId: z.number().int().positive(),
      locationId: z.number().int().positive(),
      picture: SmallPicture.nullable(),
      rejectionReason: z.string().nullable(),
      rejectionNote: z.string().nullable(),
      rejectionSaved: z
        .object({ bn: z.string(), en: z.string() })
        .nullable()
        .meta({ description: "A moderator's saved reason, in both languages." }),
      listingFee: wholeTaka('0 when the category charges none.'),
      updatedAt: z.string(),
      expiresAt: z.string().nullable(),
      label: ListingLabelSchema,
    }),
  ),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  totals: z.object(
    Object.fromEntries(Object.keys(MY_AD_LISTS).map((list) => [list, z.number().int().nonnegative()])) as Record<
      MyAdList,
      z.ZodNumber
    >,
  ),
  isEmpty: z.boolean(),
}) satisfies z.ZodType<MyAdsPage>;
const ReviewItemSchema: z.ZodType<ReviewItem> = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().int().nonnegative().nullable().meta(wholeTakaOrNull('null where the category has no price.')),
  categoryId: z.number().int().positive(),
  locationId: z.number().int().positive(),
  properties: Properties,
  submittedAt: z.string(),
  flags: z.array(z.enum(REVIEW_FLAGS)),
  pictures: z.array(SmallPicture),
  poster: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    since: z.string(),
    published: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    deactivated: z.number().int().nonnegative(),
  }),
});
const ReviewPage = z.object({ items: z.array(ReviewItemSchema), total: z.number().int().nonnegative() });
const DraftSchema = z.object({ data: z.unknown(), updatedAt: z.string() });
const DraftFound = z.object({ draft: DraftSchema.nullable() });
const DraftSaved = z.object({ updatedAt: z.string() });

// The errors many calls share, in the words of their descriptions.
const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const OWN_AD = "`404 NOT_FOUND` when the ad does not exist or is another account's";
const BAD_ID = '`400 VALIDATION_FAILED` for an id that is not a positive integer (`params.id`)';
const STAFF =
  '`401 UNAUTHORIZED`, `403 FORBIDDEN` without the `review` permission, `403 SECOND_FACTOR_REQUIRED` without ' +
  'two-step sign-in (decision 190)';
const FORM_ERRORS =
  '`400 VALIDATION_FAILED` naming each bad field (`body.title`; `picture_ids.0` for a picture that is not the ' +
  "seller's or that another ad shows (one gallery per ad, decision 267; the same photo listed twice is kept " +
  'once), `phone_numbers.0` for a number not verified), `403 DOORSTEP_NOT_ELIGIBLE` for delivery offered by ' +
  'a seller who may not';

// Each route's schema option, in the order routes.ts registers them.
// The form's fields, and whether to post an ad that repeats one of the seller's own anyway (decision 264).
const PostAdBody = z.intersection(
  AdInputSchema,
  z.object({
    confirm_duplicate: z
      .boolean()
      .default(false)
      .meta({
        description:
          "Post even though the ad repeats one of the seller's live or recent ads (after `409 DUPLICATE_AD`): it is " +
          'flagged for the moderator and takes no slot of the free quota until approved.',
      }),
  }),
);
export const postAds = {
  summary: 'Post an ad',
  description:
    "Posts the post-ad form (spec section 5 rules, the category's fields) for review, or for payment when it is " +
    "beyond the seller's free quota in its category group (a listing fee, decision 150). For a signed-in account. " +
    `Errors: ${SIGNED_IN}, ${FORM_ERRORS}, \`409 AD_QUOTA_EXCEEDED\` for a member over their limit, ` +
    "`409 DUPLICATE_AD` when the ad repeats one of the seller's live ads or those of the last 30 days (the same " +
    'picture, or the same title and description): `error.duplicate_of` names it, to bump or edit instead, or send ' +
    'again with `confirm_duplicate: true` (decision 264), ' +
    '`429 RATE_LIMITED` beyond 10 ads an hour or 30 a day (decision 63).',
  body: PostAdBody,
  response: { 201: PostedAdBody },
};
export const getAdsDraft = {
  summary: 'Get the post-ad draft',
  description: `The post-ad form's server copy for the signed-in account, null when none is kept. Errors: ${SIGNED_IN}.`,
  response: { 200: DraftFound },
};
export const putAdsDraft = {
  summary: 'Save the post-ad draft',
  description:
    "Keeps the post-ad form's state for the signed-in account, replacing the one kept; nothing in it is checked " +
    `until the ad is posted. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` when \`data\` is not an object.`,
  body: DraftBody,
  response: { 200: DraftSaved },
};
export const deleteAdsDraft = {
  summary: 'Delete the post-ad draft',
  description: `Forgets the post-ad form's server copy of the signed-in account, if any. Errors: ${SIGNED_IN}.`,
  response: { 204: NoContent },
};
export const getAdsId = {
  summary: 'Get an own ad for editing',
  description:
    'The ad as its owner edits it: the values as accepted, its pictures, status and rejection. For its owner or ' +
    `a moderator. Errors: ${SIGNED_IN}, ${BAD_ID}, ${OWN_AD}.`,
  params: IdParams,
  response: { 200: z.object({ ad: OwnAdSchema }) },
};
export const putAdsId = {
  summary: 'Edit an own ad',
  description:
    'Replaces the ad with the whole post-ad form; a published ad whose changes need review goes back to review ' +
    `(spec section 4). For its owner only. Errors: ${SIGNED_IN}, ${BAD_ID}, ${FORM_ERRORS}, ${OWN_AD}, ` +
    '`409 INVALID_TRANSITION` for an ad that can no longer be edited (taken down, expired).',
  params: IdParams,
  body: AdInputSchema,
  response: { 200: PostedAdBody },
};
export const deleteAdsId = {
  summary: 'Take an ad down',
  description:
    'Takes the ad down (the owner\'s "delete", spec section 4); the row stays for chats and history. For its owner ' +
    `or a moderator. Errors: ${SIGNED_IN}, ${BAD_ID}, ${OWN_AD}, \`409 INVALID_TRANSITION\` when its status ` +
    'does not allow it.',
  params: IdParams,
  response: { 200: PostedAdBody },
};
export const postAdsIdSold = {
  summary: 'Mark an ad as sold',
  description:
    `Takes a published ad down as sold (spec section 4). For its owner only. Errors: ${SIGNED_IN}, ${BAD_ID}, ` +
    `${OWN_AD}, \`409 INVALID_TRANSITION\` when its status does not allow it.`,
  params: IdParams,
  response: { 200: PostedAdBody },
};
export const postAdsIdRepublish = {
  summary: 'Republish an expired ad',
  description:
    'Puts an expired ad up again for another 60 days; beyond the free quota it first waits for its listing fee ' +
    `(decision 150). For its owner only. Errors: ${SIGNED_IN}, ${BAD_ID}, ${OWN_AD}, \`409 AD_QUOTA_EXCEEDED\` ` +
    'for a member over their limit, `409 INVALID_TRANSITION` for an ad that has not expired.',
  params: IdParams,
  response: { 200: PostedAdBody },
};
export const getMyAds = {
  summary: "List the signed-in account's ads",
  description:
    "One page of one of the owner's lists (published, pending, pending_payment, rejected, republish: spec section " +
    `2 account area), with each list's total. Errors: ${SIGNED_IN}, \`400 VALIDATION_FAILED\` naming ` +
    '`query.list` (not a list) or `query.page` (not an integer from 1 to 400).',
  querystring: MyAdsQuery,
  response: { 200: MyAdsPageSchema },
};
export const getReview = {
  summary: 'List the review queue',
  description:
    "One page of the ads waiting for review, oldest first, with their automatic checks' flags and their poster. " +
    `For staff with the \`review\` permission. Errors: ${STAFF}, \`400 VALIDATION_FAILED\` naming \`query.page\`.`,
  querystring: ReviewQuery,
  response: { 200: ReviewPage },
};
export const postReviewIdApprove = {
  summary: 'Approve an ad',
  description:
    'Publishes an ad waiting for review; its first publication starts its 60 days (spec section 4). For staff ' +
    `with the \`review\` permission. Errors: ${STAFF}, ${BAD_ID}, \`404 NOT_FOUND\` for an unknown ad, ` +
    '`409 INVALID_TRANSITION` for an ad not waiting for review.',
  params: IdParams,
  response: { 200: PostedAdBody },
};
export const postReviewIdReject = {
  summary: 'Reject an ad',
  description:
    'Rejects an ad waiting for review with a reason and a note its poster reads, or a saved reason whose texts ' +
    `replace them. For staff with the \`review\` permission. Errors: ${STAFF}, ${BAD_ID}, ` +
    '`400 VALIDATION_FAILED` (`body.reason`, `body.note`, `body.saved_reason_id` for an unknown saved reason), ' +
    '`404 NOT_FOUND` for an unknown ad, `409 INVALID_TRANSITION` for an ad not waiting for review.',
  params: IdParams,
  body: RejectSchema,
  response: { 200: PostedAdBody },
};
