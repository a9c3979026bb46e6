// The content pages of spec section 2 (legal, help, info and seller landings), each with its route shape and its
// page-content request name (spec section 9: home, staffing, promotions, membership, doorstepDelivery, terms,
// privacy, contactUs "and others"). One table read by the route table, the sitemap, the embed links and the store.
import type { Locale } from './catalogue.ts';

/** The forms under content pages: each request reaches the admins with its kind. */
export const CONTACT_FORM_KINDS = ['contact', 'advertising', 'staffing'] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];

/** The apps that embed pages in a web view (spec section 2: the optional {platform} segment). */
export const PLATFORMS = ['android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const isPlatform = (value: unknown): value is Platform => PLATFORMS.includes(value as Platform);

/** The page route that takes every path no other route takes (app/routes.ts): a content page, or the not-found page. */
/** A content page in one language: its title and its Markdown. */
export interface PageVersion {
  readonly title: string;
  readonly body: string;
}
export type PageText = Record<Locale, PageVersion>;

export const CATCH_ALL_ROUTE = 'content-or-not-found';

export interface ContentPageDef {
  /** The page-content request name: the key of the page in the content store. */
  readonly name: string;
  /** The path after the locale, without the platform segment. */
  readonly path: string;
  /** Where {platform?} goes: after the path (`/{locale}/terms/{platform?}`) or before it (`/{locale}/{platform?}/sell-fast`). */
  readonly platformAt: 'after' | 'before';
  /** A form on the page under the text (contact us, advertising requests). */
  readonly form?: ContactFormKind;
}

export const CONTENT_PAGES = [
  { name: 'terms', path: 'terms', platformAt: 'after' },
  { name: 'privacy', path: 'privacy', platformAt: 'after' },
  { name: 'contactUs', path: 'help/contact', platformAt: 'after', form: 'contact' },
  { name: 'faq', path: 'help/faq', platformAt: 'after' },
  { name: 'about', path: 'help/about', platformAt: 'after' },
  { name: 'sellFast', path: 'sell-fast', platformAt: 'before' },
  { name: 'staySafe', path: 'stay-safe', platformAt: 'before' },
  { name: 'safeBuy', path: 'safe-buy', platformAt: 'after' },
  { name: 'promotions', path: 'boost-ad', platformAt: 'after' },
  { name: 'membershipOld', path: 'membership-old', platformAt: 'after' },
  { name: 'doorstepDelivery', path: 'doorstep-delivery-info', platformAt: 'after' },
  // The staffing request form reaches the admins like contact-us.
  { name: 'staffing', path: 'staffing', platformAt: 'after', form: 'staffing' },
  { name: 'advertising', path: 'advertising', platformAt: 'after', form: 'advertising' },
  // Seller landings: /{locale}/{pageType?}/{platform?}.
  { name: 'sellAnything', path: 'sell-anything', platformAt: 'after' },
  { name: 'sellCars', path: 'sell-cars', platformAt: 'after' },
  { name: 'sellBikes', path: 'sell-bikes', platformAt: 'after' },
  { name: 'sellProperty', path: 'sell-property', platformAt: 'after' },
  // The guide sites of spec section 1 behind the review paths of the site configuration.
  { name: 'reviewsCars', path: 'reviews/cars', platformAt: 'after' },
  { name: 'reviewsBikes', path: 'reviews/bikes', platformAt: 'after' },
] as const satisfies readonly ContentPageDef[];

export type ContentPageName = (typeof CONTENT_PAGES)[number]['name'];
export const CONTENT_PAGE_NAMES = CONTENT_PAGES.map((p) => p.name) as readonly ContentPageName[];
export const isContentPageName = (value: unknown): value is ContentPageName =>
  CONTENT_PAGE_NAMES.includes(value as ContentPageName);

export function contentPage(name: ContentPageName): ContentPageDef {
  const page = CONTENT_PAGES.find((p) => p.name === name);
  if (!page) throw new Error(`unknown content page ${name}`);
  return page;
}

/**
 * Pages that take {platform} besides the content pages, with the same placement rule (spec section 2). The
 * membership landing belongs to the payments work; it is listed so that embed links to it keep the platform.
 */
const OTHER_EMBEDDABLE: readonly Pick<ContentPageDef, 'path' | 'platformAt'>[] = [
  { path: 'sitemap', platformAt: 'after' },
  { path: 'help', platformAt: 'after' },
  { path: 'membership', platformAt: 'after' },
];

/**
 * Spec section 2's seller landing `/{locale}/{pageType?}/{platform?}` with the page type left out: in an app,
 * `/{locale}/{platform}` is the general landing (decision 103); on the site `/{locale}` stays the home page.
 */
export const LANDING_WITHOUT_TYPE: ContentPageName = 'sellAnything';

/** The content page at a path after the locale (with its platform segment, if any), if there is one. */
export function contentPageAt(rest: string): (typeof CONTENT_PAGES)[number] | undefined {
  return CONTENT_PAGES.find((p) =>
    isPlatform(rest) ? p.name === LANDING_WITHOUT_TYPE : embeddablePaths(p).includes(rest),
  );
}

/** The URL of a page in a locale, inside an app's web view when `platform` is given. */
export function pagePath(
  page: Pick<ContentPageDef, 'path' | 'platformAt'>,
  locale: Locale,
  platform?: Platform | null,
) {
  if (!platform) return `/${locale}/${page.path}`;
  return page.platformAt === 'before' ? `/${locale}/${platform}/${page.path}` : `/${locale}/${page.path}/${platform}`;
}

/**
 * Keeps a link inside the app's web view: a link to a page that takes {platform} gets the platform segment; any
 * other link is left as it is (those pages have no embedded form).
 */
export function embedHref(href: string, platform: Platform | null): string {
  if (!platform) return href;
  const match = /^\/(bn|en)\/([^?#]*?)\/?([?#].*)?$/.exec(href);
  if (!match) return href;
  const [, locale, path, rest = ''] = match;
  const page = [...CONTENT_PAGES, ...OTHER_EMBEDDABLE].find((p) => p.path === path);
  return page ? pagePath(page, locale as Locale, platform) + rest : href;
}

/** The paths (after the locale) of every page that takes {platform}, as the route table writes them. */
export function embeddablePaths(page: Pick<ContentPageDef, 'path' | 'platformAt'>): string[] {
  return [
    page.path,
    ...PLATFORMS.map((p) => (page.platformAt === 'before' ? `${p}/${page.path}` : `${page.path}/${p}`)),
  ];
}

/** The app a page is embedded in (spec section 2's {platform}), read from its URL; null on the site itself. */
export function embedPlatform(pathname: string): Platform | null {
  const match = /^\/(?:bn|en)\/(.+?)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  const rest = match[1];
  if (isPlatform(rest)) return rest;
  for (const page of [...CONTENT_PAGES, ...OTHER_EMBEDDABLE]) {
    for (const platform of PLATFORMS) {
      const embedded = page.platformAt === 'before' ? `${platform}/${page.path}` : `${page.path}/${platform}`;
      if (rest === embedded) return platform;
    }
  }
  return null;
}

/**
 * The app a page the site does not have was asked for from (the not-found page): a platform segment anywhere after
 * the locale (`/{locale}/android/…`, `/{locale}/…/ios`). Only for missing pages: a real page that ends in such a
 * segment (a search for "ios") is not embedded.
 */
export function missingPagePlatform(pathname: string): Platform | null {
  const segments = pathname.split('/').slice(2);
  return PLATFORMS.find((platform) => segments.includes(platform)) ?? null;
}
