// Inputs of doorstep delivery (issue 17): the delivery offer of the ad form and of POST/PUT /data/ads (`delivery`),
// and the calls of spec section 7. Violation messages are keys the ad form translates (app/ads-messages.ts).
import { z } from 'zod';
import { LOCALES } from '../../../core/catalogue.ts';
import {
  DELIVERY_PAYERS,
  type DeliveryOptions,
  isDeliveryArea,
  MAX_STOCK,
  MAX_WEIGHT_GRAMS,
} from '../../../core/delivery/offer.ts';
import { MAX_RECENT_VIEWS } from '../../../core/recent-views.ts';
import { FormBoolean } from '../../http/inputs.ts';
import { catalogueIndex } from '../catalog/service.ts';

const WholeNumber = (message: string, max: number) =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(max, { message });

export const DeliveryInputSchema = z
  .object({
    stock: WholeNumber('stock_invalid', MAX_STOCK),
    nationwide: FormBoolean,
    area_ids: z.array(z.coerce.number().int()).max(100).default([]),
    payer: z.enum(DELIVERY_PAYERS, { message: 'payer_invalid' }),
    weight_grams: WholeNumber('weight_invalid', MAX_WEIGHT_GRAMS),
  })
  .superRefine((input, ctx) => {
    if (input.nationwide) return;
    if (input.area_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['area_ids'], message: 'delivery_areas_required' });
    else if (!input.area_ids.every((id) => isDeliveryArea(catalogueIndex, id)))
      ctx.addIssue({ code: 'custom', path: ['area_ids'], message: 'delivery_area_invalid' });
  })
  .transform((input): DeliveryOptions => ({
    stock: input.stock,
    nationwide: input.nationwide,
    area_ids: input.nationwide ? [] : [...new Set(input.area_ids)],
    payer: input.payer,
    weight_grams: input.weight_grams,
  }));

/** A saved offer as the API answers it. */
export const DeliveryOptionsSchema: z.ZodType<DeliveryOptions> = z.object({
  stock: z.number().int(),
  nationwide: z.boolean(),
  area_ids: z.array(z.number().int()).meta({ description: 'Divisions or districts; empty when nationwide.' }),
  payer: z.enum(DELIVERY_PAYERS).meta({ description: 'Who pays the delivery charge.' }),
  weight_grams: z.number().int(),
});

/** The ad's `delivery` field: absent or null when the ad offers no delivery. */
export const AdDeliverySchema = DeliveryInputSchema.nullable().default(null);

export const LocaleQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

/**
 * Spec section 7: POST /data/doorstep/recent with local_views (the first 20 recently viewed ids) and locale. A
 * longer list (an older app) is read up to its first 20 (the service cuts it); an absurd one is refused.
 */
export const RecentBodySchema = z.object({
  local_views: z.array(z.number().int().positive()).max(5 * MAX_RECENT_VIEWS),
  locale: z.enum(LOCALES).optional(),
});
