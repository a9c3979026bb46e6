// Server-only helpers of the ad pages: reading the ad form with the schema shared with the API, naming its errors
// by form field, and who is acting (owner, moderator).
import { data, type AppLoadContext } from 'react-router';
import type { Locale } from '../core/catalogue.ts';
import { parseInput } from '../server/http/errors.ts';
import { AppError } from '../core/errors.ts';
import { actorFor, type AdActor, getOwnAd, type OwnAd } from '../server/modules/ads/lifecycle.ts';
import { type AdInput, AdInputSchema } from '../server/modules/ads/schemas.ts';
import { adInputFromForm } from '../core/ad-form.ts';
import { formFailure, requireViewer } from './accounts.server.ts';

/** The signed-in actor of a page (login required). */
export async function requireActor(context: AppLoadContext, request: Request, locale: Locale): Promise<AdActor> {
  return actorFor(context.db, requireViewer(context, request, locale).account.id);
}

/** Moderator pages answer not-found to everyone else, so that they are not advertised. */
export async function requireModerator(context: AppLoadContext, request: Request, locale: Locale): Promise<AdActor> {
  const actor = await requireActor(context, request, locale);
  if (actor.role === 'user') throw data(null, { status: 404 });
  return actor;
}

/** The submitted ad form: what was typed (shown again on errors) and the input parsed by the API's schema. */
export async function readAdForm(request: Request): Promise<{ values: Record<string, unknown>; parse: () => AdInput }> {
  const values = adInputFromForm(await request.formData());
  return { values, parse: () => parseInput(AdInputSchema, values, 'body') };
}

/** A form failure whose fields are the form's names: `properties.brand`, `phone_numbers` (any of them). */
export const adFormFailure = (locale: Locale, error: unknown) =>
  formFailure(locale, error, (path) => {
    const field = path.replace(/^body\./, '');
    return field.startsWith('properties.') ? field : (field.split('.')[0] ?? field);
  });

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
    const ad = await getOwnAd(context.db, actor, { slug });
    if (ad.userId !== actor.userId || ad.status === 'deactivated') throw new AppError('NOT_FOUND');
    return { actor, ad };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
