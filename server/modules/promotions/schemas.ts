// The inputs of the promotions module (one zod schema each).
import { z } from 'zod';
import { SCHEDULE_KINDS } from '../../../core/promotions/schedule.ts';

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
  active: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()),
});

export const VariantParams = z.object({ variant: z.string().regex(/^[a-z0-9_-]{3,64}$/) });
