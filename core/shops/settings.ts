// A member's shop settings (decision 153): one zod schema for the settings form and the
// /data/my/shop call. Pure rules only; the shops module checks the pictures, category and place against the data.
import { z } from 'zod';
import { normalizeBdPhone } from '../phone.ts';

/** Saturday first: the Bangladeshi week (Friday is the weekly holiday for most shops). */
export const WEEKDAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Path words under /shops/ that are pages, never a shop's slug. */
export const RESERVED_SHOP_SLUGS = ['careers', 'new', 'edit', 'search', 'serp'] as const;

export const MAX_SHOP_ADDRESSES = 3;
export const MAX_SHOP_PHONES = 3;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ShopSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/, 'slug_invalid')
  .refine((slug) => !slug.includes('--'), 'slug_invalid')
  .refine((slug) => !(RESERVED_SHOP_SLUGS as readonly string[]).includes(slug), 'slug_taken');

/** One day: open and close times (24 h, close after open), or null when the shop is closed that day. */
export const DayHoursSchema = z
  .object({ open: z.string().regex(TIME, 'time_invalid'), close: z.string().regex(TIME, 'time_invalid') })
  .refine((day) => day.close > day.open, { message: 'hours_invalid', path: ['close'] })
  .nullable();
export type DayHours = z.infer<typeof DayHoursSchema>;

const PhoneSchema = z
  .string()
  .transform((value, ctx) => {
    const e164 = normalizeBdPhone(value);
    if (!e164) ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
    return e164 ?? '';
  })
  .meta({ description: 'A Bangladeshi mobile number as typed; answered in E.164.' });

export const ShopSettingsInputSchema = z.object({
  name: z.string().trim().min(2, 'name_required').max(80),
  slug: ShopSlugSchema,
  description: z.string().trim().max(2000).default(''),
  category_id: z.coerce.number().int().positive().nullable().default(null),
  location_id: z.coerce.number().int().positive().nullable().default(null),
  logo_id: z.coerce.number().int().positive().nullable().default(null),
  cover_id: z.coerce.number().int().positive().nullable().default(null),
  opening_hours: z
    .array(DayHoursSchema)
    .length(WEEKDAYS.length)
    .default(WEEKDAYS.map(() => null)),
  addresses: z
    .array(z.string().trim().max(200))
    .max(MAX_SHOP_ADDRESSES)
    .default([])
    .transform((lines) => lines.filter((line) => line !== '')),
  phones: z
    .array(z.string())
    .max(MAX_SHOP_PHONES)
    .default([])
    .transform((numbers) => numbers.filter((n) => n.trim() !== ''))
    .pipe(z.array(PhoneSchema))
    .transform((numbers) => [...new Set(numbers)]),
});
export type ShopSettingsInput = z.output<typeof ShopSettingsInputSchema>;

/** A suggested slug for a new shop from its name (latin letters and digits; the member may change it). */
export function suggestShopSlug(slugified: string, ownerId: number): string {
  const base = slugified.slice(0, 30).replace(/-+$/, '');
  return base.length >= 3 ? base : `shop-${ownerId}`;
}
