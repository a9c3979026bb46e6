// Server side of the ad page: the ad detail service (the same as GET /data/details), breadcrumbs with search
// links, structured data, and the page's actions (reveal the phone number, report the ad).
import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { buildSearchUrl } from '../../core/search/build.ts';
import { createSearchState } from '../../core/search/state.ts';
import { adIdFromSlug } from '../../core/slug.ts';
import type { AdDetailView } from '../../server/modules/ad-page/index.ts';
import { isSecure } from '../accounts/accounts.server.ts';
import { toCardView } from '../ads/ad-views.server.ts';

export interface Crumb {
  name: string;
  href: string;
}

function breadcrumbs(context: Pick<AppLoadContext, 'modules'>, ad: AdDetailView, locale: Locale): Crumb[] {
  const url = (category: string | null, location: string | null) =>
    buildSearchUrl(createSearchState({ locale, category, location }), context.modules.catalog.catalogueIndex);
  const district = ad.location.path.findLast(
    (l) => context.modules.catalog.catalogueIndex.locationById(l.id)?.level !== 'area',
  );
  return [
    ...ad.category.path.map((c) => ({ name: c.name, href: url(c.slug, null) })),
    ...(district ? [{ name: district.name, href: url(ad.category.slug, district.slug) }] : []),
  ];
}

const CONDITIONS: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  reconditioned: 'https://schema.org/RefurbishedCondition',
};

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  freelance: 'OTHER',
};
const EXPERIENCE_MONTHS: Record<string, number> = {
  none: 0,
  'under-1-year': 0,
  '1-3-years': 12,
  '3-5-years': 36,
  'over-5-years': 60,
};
const EDUCATION_CREDENTIALS: Record<string, string> = {
  ssc: 'high school',
  hsc: 'high school',
  diploma: 'associate degree',
  bachelor: 'bachelor degree',
  masters: 'postgraduate degree',
};

/** schema.org JobPosting (Google's job search reads it): the job fields when the ad has them. */
function jobPosting(ad: AdDetailView, page: string, place: string) {
  const job = ad.job;
  const salary =
    job?.salaryMin != null
      ? {
          '@type': 'MonetaryAmount',
          currency: 'BDT',
          value: {
            '@type': 'QuantitativeValue',
            ...(job.salaryMax != null
              ? { minValue: job.salaryMin, maxValue: job.salaryMax }
              : { value: job.salaryMin }),
            unitText: 'MONTH',
          },
        }
      : null;
  const experience = job?.experience ? EXPERIENCE_MONTHS[job.experience] : undefined;
  const credential = job ? EDUCATION_CREDENTIALS[job.education] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job?.role ?? ad.title,
    description: ad.description,
    datePosted: ad.adDate,
    url: page,
    hiringOrganization: { '@type': 'Organization', name: job?.company ?? ad.shop?.name ?? ad.contactCard.name },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job ? { streetAddress: job.place } : {}),
        addressLocality: place,
        addressCountry: 'BD',
      },
    },
    ...(job
      ? {
          validThrough: `${job.deadline}T23:59:59+06:00`,
          totalJobOpenings: job.vacancies,
          directApply: job.applyVia === 'haat',
          ...(job.jobType && EMPLOYMENT_TYPES[job.jobType] ? { employmentType: EMPLOYMENT_TYPES[job.jobType] } : {}),
          ...(experience !== undefined
            ? {
                experienceRequirements:
                  experience === 0
                    ? 'no requirements'
                    : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: experience },
              }
            : {}),
          ...(credential
            ? {
                educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: credential },
              }
            : {}),
        }
      : {}),
    ...(salary
      ? { baseSalary: salary }
      : ad.money
        ? {
            baseSalary: {
              '@type': 'MonetaryAmount',
              currency: 'BDT',
              value: { '@type': 'QuantitativeValue', value: ad.money.value, unitText: 'MONTH' },
            },
          }
        : {}),
  };
}

/** JSON-LD for the page: a Product with its Offer, or a JobPosting for jobs; and the BreadcrumbList. */
export function structuredData(ad: AdDetailView, locale: Locale, origin: string, crumbs: Crumb[]) {
  const page = `${origin}${pagePath(locale, ad.slug)}`;
  const condition = ad.itemCondition;
  const images = ad.images.map((image) => `${origin}${image.full}`);
  const place = ad.location.path.at(-1)?.name ?? '';
  const main = ad.isJob
    ? jobPosting(ad, page, place)
    : {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: ad.title,
        description: ad.description,
        url: page,
        ...(images.length > 0 ? { image: images } : {}),
        ...(ad.shop ? { brand: { '@type': 'Brand', name: ad.shop.name } } : {}),
        offers: {
          '@type': 'Offer',
          url: page,
          priceCurrency: 'BDT',
          ...(ad.money ? { price: ad.money.value } : {}),
          availability: ad.status === 'published' ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
          ...(condition !== null && CONDITIONS[condition] ? { itemCondition: CONDITIONS[condition] } : {}),
          seller: { '@type': ad.shop ? 'Organization' : 'Person', name: ad.shop?.name ?? ad.contactCard.name },
        },
      };
  const list = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...crumbs, { name: ad.title, href: pagePath(locale, ad.slug) }].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.href}`,
    })),
  };
  // Wanted (to_buy) ads are not offers: no product snippet for them (spec section 1).
  return ad.type === 'to_buy' && !ad.isJob ? [list] : [main, list];
}

const pagePath = (locale: Locale, slug: string) => `/${locale}/ad/${slug}`;

/**
 * The ad page (full or lite) of the ad whose id `slug` ends with. The id finds the ad, whatever words come before
 * it: a link with an old, mistyped or shortened slug is sent on, once, to the ad's own address (decision 253).
 */
export async function loadAdPage(context: AppLoadContext, request: Request, locale: Locale, slug: string) {
  const id = adIdFromSlug(slug);
  if (id === null) throw data(null, { status: 404 });
  let details;
  try {
    details = await context.modules.adPage.loadAdDetails(
      context.db,
      { id },
      locale,
      context.modules.search.SIMILAR_ADS.desktop,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw data(null, { status: 503 });
  }
  const { ad } = details;
  if (ad.slug !== slug) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/[^/]*$/, ad.slug)}${url.search}`, 301);
  }
  if (details.status === 200) {
    context.modules.adCounts.countAdView(
      context,
      { id: ad.id, ownerId: ad.account.id },
      {
        viewerId: context.viewer?.account.id ?? null,
        userAgent: request.headers.get('user-agent'),
        purpose: request.headers.get('sec-purpose') ?? request.headers.get('purpose'),
        cookie: request.headers.get('cookie'),
        ip: context.clientIp,
      },
    );
  }
  const origin = context.config.PUBLIC_URL;
  const crumbs = breadcrumbs(context, ad, locale);
  return data(
    {
      locale,
      now: new Date().toISOString(),
      origin,
      ad,
      crumbs,
      alternates: { bn: pagePath('bn', ad.slug), en: pagePath('en', ad.slug) },
      jsonLd: structuredData(ad, locale, origin, crumbs),
      similarAds: details.similarAds.map((card) => toCardView(context, card, locale)),
    },
    { status: details.status },
  );
}

export type AdPageActionResult =
  | { intent: 'phone'; numbers: string[]; error: null }
  | { intent: 'phone'; numbers: null; error: 'phoneLimit' | 'phoneFailed' }
  | { intent: 'report'; outcome: 'reportSent' | 'reportAlready' | 'reportLimit'; fields: null }
  | { intent: 'report'; outcome: null; fields: Record<string, string> };

/**
 * The ad page's forms (they work without JavaScript; with it they post through a fetcher): reveal the phone
 * number (rate-limited per visitor and per address) and report the ad (once per visitor).
 */
export async function adPageAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const adId = Number(form.get('ad_id'));
  const userId = context.viewer?.account.id ?? null;
  const { visitor, setCookie } = context.modules.http.identifyVisitor(
    userId,
    request.headers.get('cookie'),
    isSecure(request),
  );
  const init = setCookie ? { headers: { 'set-cookie': setCookie } } : {};
  if (!Number.isSafeInteger(adId) || adId <= 0) throw data(null, { status: 400 });
  if (form.get('intent') === 'report') {
    const parsed = context.modules.reports.ReportSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'reason')] ??= issue.message;
      return data<AdPageActionResult>({ intent: 'report', outcome: null, fields }, init);
    }
    let outcome: 'reportSent' | 'reportAlready' | 'reportLimit';
    try {
      const created = await context.modules.reports.reportAd(
        context,
        adId,
        { visitor, userId, ip: context.clientIp },
        parsed.data,
      );
      outcome = created ? 'reportSent' : 'reportAlready';
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
      outcome = 'reportLimit';
    }
    return data<AdPageActionResult>({ intent: 'report', outcome, fields: null }, init);
  }
  try {
    const numbers = await context.modules.ads.revealPhoneNumbers(context, adId, { visitor, ip: context.clientIp });
    return data<AdPageActionResult>({ intent: 'phone', numbers, error: null }, init);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = error.code === 'RATE_LIMITED' ? 'phoneLimit' : 'phoneFailed';
    return data<AdPageActionResult>({ intent: 'phone', numbers: null, error: message }, init);
  }
}
