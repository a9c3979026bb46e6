// The one input of posting and editing an ad, shared by the post-ad and edit pages (app/routes/*) and by
// POST/PUT /data/ads. Category rules (which properties, whether there is a price) come from the category's filter
// definitions (core/catalogue.ts FilterDef). Violation messages are stable keys that pages translate
// (app/ads/ads-messages.ts). Checks that need the database (verified phones, own pictures) are in the service.
import { z } from 'zod';
import type { CategoryDef, FilterDef } from '../../../core/catalogue.ts';
import { REJECTION_REASONS } from '../../../core/ad-lifecycle.ts';
import { MOST_PICTURES } from '../../../core/pictures.ts';
import { normalizeNumberText } from '../../../core/digits.ts';
import { isJobCategoryType, readJobProperties } from '../../../core/jobs/fields.ts';
import { PhoneSchema } from '../accounts/index.ts';
import { catalogueIndex, isJobCategory } from '../catalog/index.ts';
import { AdDeliverySchema } from './delivery.ts';
import { FormBoolean } from '../../http/inputs.ts';

export const MAX_PRICE = 10_000_000_000;

/** The categories an ad can be posted in: active leaves (jobs and overseas jobs ask for the job fields). */
export function isPostableCategory(category: CategoryDef | undefined): category is CategoryDef {
  if (!category || category.deactivated) return false;
  // Overseas jobs (400) has no children but is "special", not a leaf (spec section 3): its ads go in it directly.
  const postsDirectly = category.type === 'overseas_jobs' && catalogueIndex.categoryChildren(category).length === 0;
  if (!postsDirectly && !catalogueIndex.isLeafCategory(category)) return false;
  return catalogueIndex
    .categoryAncestors(category)
    .every((c) => (c.type === 'normal' || isJobCategoryType(c.type)) && !c.deactivated);
}

/** Areas (and districts without areas): the most precise place, as the location picker ends on. */
export function isPostableLocation(id: number): boolean {
  const location = catalogueIndex.locationById(id);
  return !!location && location.level !== 'country' && catalogueIndex.locationChildren(location).length === 0;
}

/** The filters an ad of the category fills in, price (shown as its own field) left out. */
export const propertyFilters = (category: CategoryDef): FilterDef[] =>
  category.filters.filter((f) => f.type !== 'money');
export const hasPrice = (category: CategoryDef) => category.filters.some((f) => f.key === 'price');

/** Whole numbers typed with Bengali digits, spaces or thousands commas ("১,২০,০০০") are numbers. */
const NumberText = z.union([z.number(), z.string()]).transform((value, ctx) => {
  // Amounts are whole, non-negative numbers of taka: −1 or 1.5 sent as JSON numbers are refused like typed ones.
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value >= 0) return value;
    ctx.addIssue({ code: 'custom', message: 'number_invalid' });
    return z.NEVER;
  }
  const digits = normalizeNumberText(value);
  if (digits === '') return undefined;
  if (!/^\d+$/.test(digits)) {
    ctx.addIssue({ code: 'custom', message: 'number_invalid' });
    return z.NEVER;
  }
  return Number(digits);
});

const IdSchema = z.coerce.number().int().positive();

export const AdInputSchema = z
  .object({
    category_id: z.coerce.number({ message: 'category_required' }).int(),
    location_id: z.coerce.number({ message: 'location_required' }).int(),
    type: z.enum(['for_sale', 'to_buy', 'to_rent'], { message: 'type_invalid' }).default('for_sale'),
    title: z.string().trim().min(10, { message: 'title_too_short' }).max(100, { message: 'title_too_long' }),
    description: z
      .string()
      .trim()
      .min(20, { message: 'description_too_short' })
      .max(5000, { message: 'description_too_long' }),
    price: NumberText.optional(),
    price_negotiable: FormBoolean,
    properties: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    contact_name: z.string().trim().min(1, { message: 'contact_name_required' }).max(80, { message: 'name_too_long' }),
    phone_numbers: z
      .array(PhoneSchema)
      .min(1, { message: 'phone_numbers_required' })
      .max(5, { message: 'phone_numbers_too_many' }),
    picture_ids: z.array(IdSchema).max(MOST_PICTURES, { message: 'pictures_too_many' }).default([]),
    /** Doorstep delivery: members and shops only, checked where the seller is known (ads/posting.ts). */
    delivery: AdDeliverySchema,
  })
  // The category's rules run even when other fields failed, so that every error shows at once (`when`); the
  // input may then hold unparsed values, hence the defensive reads.
  .superRefine(
    (input, ctx) => {
      const category = catalogueIndex.categoryById(Number(input.category_id));
      if (!isPostableCategory(category)) {
        ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'category_invalid' });
        return;
      }
      if (!isPostableLocation(Number(input.location_id)))
        ctx.addIssue({ code: 'custom', path: ['location_id'], message: 'location_invalid' });
      if (hasPrice(category)) {
        if (input.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'price_required' });
        else if (typeof input.price === 'number' && input.price > MAX_PRICE)
          ctx.addIssue({ code: 'custom', path: ['price'], message: 'price_too_high' });
      }
      const raw = typeof input.properties === 'object' ? (input.properties ?? {}) : {};
      if (isJobCategory(category)) {
        for (const issue of readJobProperties(category, raw).issues)
          ctx.addIssue({ code: 'custom', path: ['properties', issue.key], message: issue.message });
      } else readProperties(category, raw, ctx);
      // The pictures' count is checked where the ad is known (ads/posting.ts): bought extra pictures raise it.
    },
    { when: () => true },
  )
  .transform((input) => {
    const category = catalogueIndex.categoryById(input.category_id) as CategoryDef;
    const price = hasPrice(category) ? (input.price ?? null) : null;
    return {
      ...input,
      price,
      price_negotiable: price !== null && input.price_negotiable,
      properties: isJobCategory(category)
        ? readJobProperties(category, input.properties).properties
        : readProperties(category, input.properties),
      phone_numbers: [...new Set(input.phone_numbers)],
      picture_ids: [...new Set(input.picture_ids)],
    };
  });
export type AdInput = z.output<typeof AdInputSchema>;

/**
 * The category's properties, checked against its filter definitions (an issue each on `ctx`, when given); unknown
 * keys are dropped.
 */
function readProperties(
  category: CategoryDef,
  raw: Record<string, unknown>,
  ctx?: z.RefinementCtx,
): Record<string, string | number> {
  const properties: Record<string, string | number> = {};
  const fail = (key: string, message: string) => ctx?.addIssue({ code: 'custom', path: ['properties', key], message });
  for (const filter of propertyFilters(category)) {
    const value = String(raw[filter.key] ?? '').trim();
    if (value === '') {
      // Condition is what buyers filter on first: required where the category has it.
      if (filter.key === 'condition') fail(filter.key, 'condition_required');
      continue;
    }
    if (filter.type === 'enum') {
      if (filter.values.some((v) => v.key === value)) properties[filter.key] = value;
      else fail(filter.key, 'choice_invalid');
    } else if (filter.type === 'numeric') {
      const number = Number(normalizeNumberText(value));
      if (Number.isInteger(number) && number >= filter.min && number <= filter.max) properties[filter.key] = number;
      else fail(filter.key, 'number_out_of_range');
    } else if (filter.type === 'tree') {
      const brand = filter.values.find((b) => b.key === value);
      if (!brand) {
        fail('brand', 'choice_invalid');
        continue;
      }
      properties.brand = brand.key;
      const model = String(raw.model ?? '').trim();
      if (model === '') fail('model', 'model_required');
      else if (brand.children.some((m) => m.key === model)) properties.model = model;
      else fail('model', 'choice_invalid');
    }
  }
  return properties;
}

export const RejectSchema = z.object({
  reason: z.enum(REJECTION_REASONS, { message: 'reason_required' }),
  note: z.string().trim().max(500, { message: 'note_too_long' }).default(''),
  /** A saved reason: its reason and its texts in bn and en replace `reason`. Empty: none. */
  saved_reason_id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
});
export type RejectInput = z.infer<typeof RejectSchema>;
