// The inputs of the promotions module (one zod schema each).
import { z } from 'zod';
import { PRODUCT_TYPES } from '../../../core/payments/purchase.ts';
import { CATEGORY_GROUPS, PROMOTION_KINDS } from '../../../core/promotions/catalogue.ts';
import { PROMOTION_STATES } from '../../../core/promotions/lifecycle.ts';
import { SCHEDULE_KINDS } from '../../../core/promotions/schedule.ts';
import { FormBoolean } from '../../http/inputs.ts';

/** Spec section 3 "Promotion selection": selected, value (the variant), schedule (type, date, time). */
export const PromotionSelectionSchema = z.object({
  kind: z.string().min(1).max(32),
  selected: z.boolean(),
  value: z.string().max(64).nullable(),
  schedule: z
    .object({
      type: z.enum(SCHEDULE_KINDS),
      date: z.string().max(20).nullish(),
      time: z.string().max(20).nullish(),
    })
    .nullish(),
});

/** POST /data/products/upsell: the total of a selection for an ad, before paying. */
export const UpsellInputSchema = z.object({
  slug: z.string().min(1).max(300),
  promotions: z.array(PromotionSelectionSchema).min(1).max(10),
  voucher: z.string().trim().max(32).nullish(),
});
export type UpsellInput = z.infer<typeof UpsellInputSchema>;

/** An admin's change to a product (amount in poisha; at least one taka). */
export const ProductChangeSchema = z.object({
  amount_poisha: z.coerce.number().int().min(100).max(100_000_000),
  duration: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365),
  count: z.coerce.number().int().min(1).max(60),
  active: FormBoolean,
});

export const VariantParams = z.object({ variant: z.string().regex(/^[a-z0-9_-]{3,64}$/) });

// The answers of the promotions module (documented in the OpenAPI contract, decision 141).
const Poisha = z.number().int().meta({ description: 'BDT in poisha.' });

/** Spec section 3 "Promotion product". */
export const PromotionProductSchema = z.object({
  variant_identifier: z.string(),
  kind: z.enum(PRODUCT_TYPES),
  currency: z.literal('BDT'),
  amount_poisha: Poisha,
  duration: z.number().int().meta({ description: 'Hours; for bump_up, the minutes between two bumps.' }),
  count: z.number().int(),
});

/** The promotions part of spec section 3 "Available-products response". */
export const PromotionOfferSchema = z.object({
  recommended_promotion: z.object({ kind: z.enum(PROMOTION_KINDS), preselection: z.string() }).nullable(),
  schedulable_products: z.array(PromotionProductSchema.extend({ duration_days: z.number() })),
});

const ProductRowSchema = PromotionProductSchema.extend({
  category_group: z.enum(CATEGORY_GROUPS),
  sort_order: z.number().int(),
  active: z.boolean(),
});
export const ProductsBody = z.object({ products: z.array(ProductRowSchema) });
export const ProductBody = z.object({ product: ProductRowSchema });

export const QuoteSchema = z.object({
  items: z.array(
    z.object({
      type: z.enum(PRODUCT_TYPES),
      ad_id: z.number().int(),
      amount_poisha: Poisha.meta({ description: "Negative for a voucher's discount." }),
      variant_id: z.string().optional(),
      schedule_at: z.string().nullable().optional(),
      queued_after: z.iso.datetime().optional().meta({
        description:
          'Promotions: the end of the same kind the ad already has running or paid for, when this one starts.',
      }),
      code: z.string().optional(),
    }),
  ),
  total_poisha: Poisha,
});

export const MyPromotionsBody = z.object({
  promotions: z.array(
    z.object({
      id: z.number().int(),
      ad_id: z.number().int(),
      kind: z.enum(PROMOTION_KINDS),
      variant_identifier: z.string(),
      state: z.enum(PROMOTION_STATES),
      starts_at: z.string(),
      ends_at: z.string(),
      amount_poisha: Poisha,
      refunded_poisha: Poisha,
    }),
  ),
});
