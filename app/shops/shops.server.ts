// Server side of the shop pages: the shop page (/shops/{slug}), the directory (/shops) and careers
// (/shops/careers), the home page's featured shops, and the member's shop settings (/my/membership/shop) with the
// authorised-dealer application. Loaders and actions call the shops module's services, the same as /data/shops.
import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage } from '../../core/i18n.ts';
import { ShopSettingsInputSchema, WEEKDAYS } from '../../core/shops/settings.ts';
import { formFailure, requireViewer } from '../accounts/accounts.server.ts';
import { requireBackOffice, requireBackOfficeAction } from '../backoffice/access.server.ts';
import { toCardView } from '../ads/ad-views.server.ts';
import { districtOptions } from '../jobs/jobs.server.ts';
import { readPictureField, readPictureForm } from '../ads/pictures.server.ts';
import { shopMessages } from './shop-messages.ts';
import { shopSeo } from './shop-seo.server.ts';

const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  return Number.isSafeInteger(page) && page >= 1 && page <= 400 ? page : 1;
};

// ---- the shop page -------------------------------------------------------------------------------------------

/** 200, or 410 with the same body when the owner's membership ended; 404 missing; 503 on any other failure. */
export async function loadShopPage(context: AppLoadContext, request: Request, locale: Locale, slug: string) {
  const url = new URL(request.url);
  let shop;
  try {
    shop = await context.modules.shops.findShop(context.db, slug.toLowerCase(), locale);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw data(null, { status: 503 });
  }
  // An old address of the shop (decision 153), or its address written in capitals: the shop's own address.
  if (shop.slug !== slug) throw redirect(`/${locale}/shops/${shop.slug}${url.search}`, 301);
  const query = (url.searchParams.get('query') ?? '').trim().slice(0, 200);
  const ads = await context.modules.shops.shopAds(context.db, shop.id, query, pageOf(url));
  return data(
    {
      locale,
      now: new Date().toISOString(),
      shop,
      ...ads,
      ads: ads.ads.map((ad) => toCardView(context, ad, locale)),
      seo: shopSeo(context, shop, locale, ads.page, query),
    },
    { status: shop.active ? 200 : 410 },
  );
}

// ---- the directory and careers --------------------------------------------------------------------------------

export async function loadDirectory(context: AppLoadContext, request: Request, locale: Locale, careers: boolean) {
  const url = new URL(request.url);
  const filters = {
    category: url.searchParams.get('category') || undefined,
    location: url.searchParams.get('location') || undefined,
    query: (url.searchParams.get('query') ?? '').slice(0, 200),
    careers,
    page: pageOf(url),
  };
  const [directory, featured] = await Promise.all([
    context.modules.shops.searchShops(context.db, filters, locale),
    careers ? [] : context.modules.shops.featuredShops(context.db, locale, context.clock.now()),
  ]);
  const index = context.modules.catalog.catalogueIndex;
  const tops = index.catalogue.categories.filter((c) => c.parentId === 0 || !index.categoryById(c.parentId));
  return {
    locale,
    careers,
    filters: { category: filters.category ?? '', location: filters.location ?? '', query: filters.query },
    ...directory,
    featured,
    categories: tops.map((c) => ({ slug: c.slug, name: c.name[locale] })),
    divisions: index.catalogue.locations
      .filter((l) => l.level === 'division')
      .map((l) => ({ slug: l.slug, name: l.name[locale] })),
  };
}

/** The home page's featured shops. */
export const homeFeaturedShops = (context: AppLoadContext, locale: Locale) =>
  context.modules.shops.featuredShops(context.db, locale, context.clock.now());

// ---- the member's shop settings -------------------------------------------------------------------------------

export async function loadShopSettings(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const [mine, dealer] = await Promise.all([
    context.modules.shops.myShop(context.db, account.id, locale, context.clock.now()),
    context.modules.shops.myDealerApplication(context.db, account.id),
  ]);
  const index = context.modules.catalog.catalogueIndex;
  return {
    locale,
    ...mine,
    dealer,
    dealerEligible: mine.membershipGroup === 'vehicles' || mine.membershipGroup === 'electronics',
    categories: index.catalogue.categories
      .filter((c) => index.isLeafCategory(c) || index.categoryChildren(c).length > 0)
      .map((c) => ({
        value: String(c.id),
        label: index
          .categoryAncestors(c)
          .map((a) => a.name[locale])
          .join(' › '),
      })),
    districts: districtOptions(context, locale).map((d) => ({ value: String(d.id), label: d.name })),
  };
}

/** Field errors keep the shops' own keys (slug_taken…) so the page says them in its words. */
const fieldOf = (path: string) => path.replace(/^body\./, '').replace(/\.\d+\..*$|\.\d+$/, '');

export async function shopSettingsAction(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const form = await readPictureForm(context, request);
  const text = (name: string) => String(form.get(name) ?? '');
  if (text('intent') === 'dealer') {
    const parsed = context.modules.shops.DealerApplicationInputSchema.safeParse({
      business_name: text('business_name'),
      trade_licence: text('trade_licence'),
    });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      return { intent: 'dealer' as const, ok: false, fields, message: null };
    }
    try {
      await context.modules.shops.applyAsDealer(context.db, account.id, parsed.data, context.clock.now());
      return { intent: 'dealer' as const, ok: true, fields: {}, message: null };
    } catch (error) {
      const failure = formFailure(locale, error);
      return { intent: 'dealer' as const, ok: false, fields: failure.fields, message: failure.message };
    }
  }
  // The logo and cover: the first and second picture of the uploader (decision 153).
  const pictures = await readPictureField(context, account.id, form, 2);
  const input = {
    name: text('name'),
    slug: text('slug'),
    description: text('description'),
    category_id: text('category_id') || null,
    location_id: text('location_id') || null,
    logo_id: pictures.pictures[0]?.id ?? null,
    cover_id: pictures.pictures[1]?.id ?? null,
    opening_hours: WEEKDAYS.map((day) =>
      form.get(`${day}_closed`) === 'on' || !text(`${day}_open`)
        ? null
        : { open: text(`${day}_open`), close: text(`${day}_close`) },
    ),
    addresses: form.getAll('addresses').map(String),
    phones: form.getAll('phones').map(String),
  };
  const parsed = ShopSettingsInputSchema.safeParse(input);
  const fields: Record<string, string> = pictures.ok ? {} : { pictures: pictures.error };
  if (!parsed.success || !pictures.ok) {
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0] === 'opening_hours' ? `hours_${String(issue.path[1])}` : String(issue.path[0]);
      fields[key] ??= issue.message;
    }
    return { intent: 'shop' as const, ok: false, fields, message: null };
  }
  const mine = await context.modules.shops.myShop(context.db, account.id, locale, context.clock.now());
  try {
    await context.modules.shops.saveShop(
      context.db,
      account.id,
      mine.shop?.id ?? null,
      parsed.data,
      context.clock.now(),
    );
  } catch (error) {
    const failure = formFailure(locale, error, fieldOf);
    return { intent: 'shop' as const, ok: false, fields: failure.fields, message: failure.message };
  }
  return {
    intent: 'shop' as const,
    ok: true,
    fields: {},
    message: formatMessage(shopMessages, locale, 'shopSaved'),
  };
}

// ---- the back office: authorised dealers -----------------------------------------------------------------------

export async function loadDealerApplications(context: AppLoadContext, request: Request, locale: Locale) {
  await requireBackOffice(context, request, locale);
  const parsed = context.modules.shops.DealerListQuerySchema.safeParse({
    status: new URL(request.url).searchParams.get('status') ?? undefined,
  });
  const status = parsed.success ? parsed.data.status : 'pending';
  return { locale, status, applications: await context.modules.shops.listDealerApplications(context.db, status) };
}

/** Verify or reject one application: the page's permission and POST /data/admin/dealers/:id's. */
export async function dealerDecisionAction(context: AppLoadContext, request: Request, locale: Locale) {
  const staff = await requireBackOfficeAction(context, request, locale, '/data/admin/dealers/:id');
  const form = Object.fromEntries(await request.formData());
  try {
    const decision = context.modules.http.parseInput(context.modules.shops.DealerDecisionSchema, form, 'body');
    await context.modules.shops.decideDealerApplication(
      context.db,
      staff,
      Number(form.id),
      decision,
      context.clock.now(),
    );
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}
