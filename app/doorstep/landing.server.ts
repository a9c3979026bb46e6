// The doorstep landings' data: /doorstep-delivery (featured, popular, counts per category, shops,
// and the visitor's recently viewed delivery ads from the dsd_recent cookie) and /essentials. Each section loads on
// its own: a failing one keeps its statusCode and message (spec section 8) and the rest of the page still shows.
import { data, type AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { areasAround, DSD_RECENT_COOKIE, readRecentCookie } from '../../core/delivery/offer.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage } from '../../core/i18n.ts';
import { errorMessages } from '../../core/error-messages.ts';
import type { AdCard } from '../../server/modules/ads/index.ts';
import { pageOf } from '../ads/ads.server.ts';
import { toCardView } from '../ads/ad-views.server.ts';

/** A section's data, or its failure as spec section 8 keeps it for doorstep calls. */
export type Section<T> = { ok: true; data: T } | { ok: false; statusCode: number; message: string };

async function section<T>(locale: Locale, load: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    console.warn('doorstep section failed', error);
    const code = error instanceof AppError ? error.code : 'INTERNAL';
    return {
      ok: false,
      statusCode: error instanceof AppError ? error.status : 500,
      message: formatMessage(errorMessages, locale, code),
    };
  }
}

const cards = (context: Pick<AppLoadContext, 'modules'>, ads: AdCard[], locale: Locale) =>
  ads.map((ad) => toCardView(context, ad, locale));

export async function loadDoorstepLanding(context: AppLoadContext, request: Request, locale: Locale) {
  const { db } = context;
  const now = context.clock.now();
  // The visitor's own cookie: malformed reads as no views (core/delivery/offer.ts), never an error.
  const recentIds = readRecentCookie(
    context.modules.http.readCookie(request.headers.get('cookie') ?? undefined, DSD_RECENT_COOKIE),
  );
  const [featured, popular, counts, shops, recent] = await Promise.all([
    section(locale, async () => cards(context, await context.modules.doorstep.featuredDelivery(db, now), locale)),
    section(locale, async () => cards(context, await context.modules.doorstep.popularDelivery(db, now), locale)),
    section(locale, () => context.modules.doorstep.countDelivery(db, locale)),
    section(locale, () => context.modules.doorstep.deliveryShops(db, locale)),
    section(locale, async () => cards(context, await context.modules.doorstep.recentDelivery(db, recentIds), locale)),
  ]);
  return { locale, now: now.toISOString(), featured, popular, counts, shops, recent };
}

/**
 * /essentials and /essentials/{locationSlug}/{categorySlug?}: essentials delivered to the place (decision 173).
 * An unknown place, or a category outside essentials, is the not-found page.
 */
export async function loadEssentials(
  context: AppLoadContext,
  request: Request,
  locale: Locale,
  params: { locationSlug?: string | undefined; categorySlug?: string | undefined },
) {
  const ESSENTIALS = context.modules.catalog.catalogueIndex.categoryBySlug('essentials');
  if (!ESSENTIALS) throw data(null, { status: 404 });
  const place = params.locationSlug
    ? context.modules.catalog.catalogueIndex.locationBySlug(params.locationSlug)
    : undefined;
  const category = params.categorySlug
    ? context.modules.catalog.catalogueIndex.categoryBySlug(params.categorySlug)
    : ESSENTIALS;
  const inEssentials =
    category && [category, ...context.modules.catalog.catalogueIndex.categoryAncestors(category)].includes(ESSENTIALS);
  if ((params.locationSlug && !place) || !category || !inEssentials) throw data(null, { status: 404 });
  const page = pageOf(context, request);
  const anywhere = !place || place.level === 'country';
  const categoryIds = [category, ...context.modules.catalog.catalogueIndex.categoryChildren(category)].map((c) => c.id);
  const listing = await section(locale, async () => {
    const found = await context.modules.doorstep.deliveryListing(
      context.db,
      { categoryIds, areaIds: anywhere ? null : areasAround(context.modules.catalog.catalogueIndex, place.id) },
      page,
    );
    return { ads: cards(context, found.ads, locale), total: found.total };
  });
  const placeSlug = place?.slug ?? 'bangladesh';
  return {
    locale,
    now: context.clock.now().toISOString(),
    page,
    pages: listing.ok ? Math.max(1, Math.ceil(listing.data.total / context.modules.doorstep.LISTING_PAGE_SIZE)) : 1,
    place: place ? { slug: place.slug, name: place.name[locale] } : null,
    category: { slug: category.slug, name: category.name[locale], isGroup: category === ESSENTIALS },
    placeSlug,
    categories: context.modules.catalog.catalogueIndex
      .categoryChildren(ESSENTIALS)
      .map((c) => ({ slug: c.slug, name: c.name[locale] })),
    places: context.modules.catalog.catalogueIndex.catalogue.locations
      .filter((l) => (l.level === 'division' || l.level === 'district') && !l.deactivated)
      .map((l) => ({ slug: l.slug, name: l.name[locale], division: l.level === 'division' })),
    listing,
  };
}
