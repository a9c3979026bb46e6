// An ad card as every list of ads answers it (search, favorites, shops, doorstep, the ad page's similar ads).
import { z } from 'zod';
import type { Locale } from '../../../core/catalogue.ts';
import { catalogueIndex } from '../catalog/index.ts';
import type { AdCard } from './service.ts';
import { wholeTakaOrNull } from '../../http/money.ts';

/** A category or location as an answer names it. */
export const Named = z.object({ id: z.number().int().positive(), slug: z.string(), name: z.string() });

/** An ad card as the API answers it (serpAd): the contract of every list of ads. */
export const AdCardSchema = z
  .object({
    id: z.number().int().positive(),
    slug: z.string(),
    title: z.string(),
    type: z.enum(['for_sale', 'to_buy', 'to_rent']),
    price: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .meta(wholeTakaOrNull('5000 is ৳5,000; null where the category has no price (jobs).')),
    priceNegotiable: z.boolean(),
    salary: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .meta(wholeTakaOrNull("a job's monthly salary; null for other ads.")),
    category: Named,
    location: Named,
    picture: z
      .object({
        src: z.string(),
        // Left out for X-mobile-request: true.
        srcSet: z.string().optional(),
        avifSrcSet: z.string().nullable().optional(),
        width: z.number().int().nonnegative(),
        height: z.number().int().nonnegative(),
      })
      .nullable(),
    isMember: z.boolean(),
    isAuthorizedDealer: z.boolean(),
    isFeaturedMember: z.boolean().meta({ description: 'The seller is a featured (premium) member.' }),
    isVerified: z.boolean(),
    shop: z.object({ slug: z.string(), name: z.string() }).nullable(),
    isTopAd: z.boolean(),
    isUrgent: z.boolean(),
    isFeatured: z.boolean(),
    isSpotlight: z.boolean(),
    isDoorstepDelivery: z.boolean().meta({ description: 'The seller delivers to the door.' }),
    date: z.string().meta({ description: 'Publication time, ISO 8601.' }),
  })
  .meta({ id: 'AdCard' });

/** An ad card of the API, with category and location named in the caller's language. */
export function serpAd(card: AdCard, locale: Locale, mobile: boolean) {
  const { categoryId, locationId, picture, publishedAt, ...rest } = card;
  const category = catalogueIndex.categoryById(categoryId);
  const location = catalogueIndex.locationById(locationId);
  return {
    ...rest,
    category: { id: categoryId, slug: category?.slug ?? '', name: category?.name[locale] ?? '' },
    location: { id: locationId, slug: location?.slug ?? '', name: location?.name[locale] ?? '' },
    picture: picture && mobile ? { src: picture.src, width: picture.width, height: picture.height } : picture,
    date: publishedAt,
  };
}
