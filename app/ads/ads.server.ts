// Server-only helpers of the ad pages: reading the ad form (pictures included) with the schema shared with the
// API, naming its errors by form field, and who is acting (owner, moderator).
import { data, type AppLoadContext } from 'react-router';
import { adInputFromForm } from '../../core/ad-form.ts';
import type { AdStatus } from '../../core/ad-lifecycle.ts';
import type { Locale } from '../../core/catalogue.ts';
import { AppError, type Violation } from '../../core/errors.ts';
import { maxPictures, MOST_PICTURES } from '../../core/pictures.ts';
import type { AdActor, OwnAd } from '../../server/modules/ads/index.ts';
import type { AdInput } from '../../server/modules/ads/index.ts';
import { formFailure, requireViewer } from '../accounts/accounts.server.ts';
import { readPictureField, readPictureForm } from './pictures.server.ts';

/** The `page` of a list page's query: 1 when absent or unreadable, at most MAX_PAGE (spec section 9). */
export function pageOf(context: Pick<AppLoadContext, 'modules'>, request: Request): number {
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  return Number.isFinite(page) ? Math.min(context.modules.ads.MAX_PAGE, Math.max(1, page)) : 1;
}

/** The signed-in actor of a page (login required). */
export async function requireActor(context: AppLoadContext, request: Request, locale: Locale): Promise<AdActor> {
  return context.modules.ads.actorFor(context.db, requireViewer(context, request, locale).account.id);
}

export interface AdForm {
  readonly intent: string;
  /** What was typed, to show again on errors (picture_ids: the pictures kept or uploaded now, in order). */
  readonly values: Record<string, unknown>;
  /** The pictures to show again in the uploader. */
  readonly pictures: { id: number; thumbnail: string }[];
  /** The input parsed by the API's schema; throws VALIDATION_FAILED naming every bad field, pictures included. */
  parse(): AdInput;
}

/**
 * The submitted ad form of `ownerId`. Without JavaScript the files come in the form itself (multipart): they are
 * stored now, so that a form shown again with errors keeps them as uploaded pictures. An edited ad (`adId`) keeps
 * its own pictures, and its limit counts the `extraPictures` bought for it.
 */
export async function readAdForm(
  context: AppLoadContext,
  request: Request,
  ownerId: number,
  extraPictures = 0,
  adId: number | null = null,
): Promise<AdForm> {
  const form = await readPictureForm(context, request);
  const values = adInputFromForm(form);
  const category = context.modules.catalog.catalogueIndex.categoryById(Number(values.category_id));
  const max = category ? maxPictures(context.modules.catalog.catalogueIndex, category, extraPictures) : MOST_PICTURES;
  const field = await readPictureField(context, ownerId, form, max, { adId });
  values.picture_ids = field.pictures.map((p) => p.id);
  return {
    intent: String(form.get('intent') ?? ''),
    values,
    pictures: field.pictures.map((p) => ({ id: p.id, thumbnail: p.thumbnail })),
    parse() {
      const result = context.modules.ads.AdInputSchema.safeParse(values);
      const violations: Violation[] = result.success
        ? []
        : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      if (!field.ok) violations.push({ path: 'picture_ids', message: field.error });
      if (result.success && violations.length === 0) return result.data;
      throw new AppError('VALIDATION_FAILED', violations);
    },
  };
}

/** A form failure whose fields are the form's names: `properties.brand`, `phone_numbers` (any of them). */
export const adFormFailure = (locale: Locale, error: unknown) =>
  formFailure(locale, error, (path) =>
    path.startsWith('properties.')
      ? path
      : path.startsWith('delivery.')
        ? path.split('.').slice(0, 2).join('.')
        : (path.split('.')[0] ?? path),
  );

/**
 * The owner's ad by slug, for the edit and delete pages: the not-found page for anyone else (a moderator reviews
 * ads, but does not edit or delete them from these pages) and for an ad already taken down.
 */
export async function requireOwnAd(
  context: AppLoadContext,
  request: Request,
  locale: Locale,
  slug: string,
): Promise<{ actor: AdActor; ad: OwnAd }> {
  const actor = await requireActor(context, request, locale);
  try {
    const ad = await context.modules.ads.getOwnAd(context.db, actor, { slug });
    if (ad.userId !== actor.userId || ad.status === 'deactivated') throw new AppError('NOT_FOUND');
    return { actor, ad };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/** The my-ads list an ad of this status is shown in. */
export const listPathOf = (status: AdStatus) =>
  ({
    published: 'published-ads',
    pending_review: 'pending-ads',
    pending_payment: 'pending-payment-ads',
    rejected: 'rejected-ads',
    expired: 'republish-ads',
    deactivated: 'published-ads',
    draft: 'pending-ads',
  })[status];

/** The notices of a save that the promotion picker passes on to the ad's list (spec: the picker after posting and editing). */
const SAVE_NOTICES = ['posted', 'edited', 'edited_review'] as const;
export type SaveNotice = (typeof SAVE_NOTICES)[number];
export const saveNoticeOf = (value: string | null): SaveNotice | null =>
  SAVE_NOTICES.find((notice) => notice === value) ?? null;
