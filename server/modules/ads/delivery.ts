// An ad's doorstep delivery offer (spec section 3, decision 171): the `delivery` field of the ad form and of
// POST/PUT /data/ads, kept in ad_delivery beside the ad's search flag (migration 039). Who may offer delivery is the
// doorstep module's rule, asked by the posting flow (server/flows/posting.ts). Violation messages are keys the ad
// form translates.
import { z } from 'zod';
import {
  DELIVERY_PAYERS,
  type DeliveryOptions,
  isDeliveryArea,
  MAX_STOCK,
  MAX_WEIGHT_GRAMS,
} from '../../../core/delivery/offer.ts';
import type { Queryable } from '../../adapters/database.ts';
import { FormBoolean } from '../../http/inputs.ts';
import { catalogueIndex } from '../catalog/index.ts';

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

/** Saves (or, with null, withdraws) the ad's delivery offer and its search flag, in the caller's transaction. */
export async function saveDelivery(db: Queryable, adId: number, delivery: DeliveryOptions | null): Promise<void> {
  if (delivery) {
    await db.query(
      `INSERT INTO ad_delivery (ad_id, stock, nationwide, area_ids, payer, weight_grams)
       VALUES ($1, $2, $3, $4::int[], $5, $6)
       ON CONFLICT (ad_id) DO UPDATE SET stock = EXCLUDED.stock, nationwide = EXCLUDED.nationwide,
         area_ids = EXCLUDED.area_ids, payer = EXCLUDED.payer, weight_grams = EXCLUDED.weight_grams`,
      [adId, delivery.stock, delivery.nationwide, delivery.area_ids, delivery.payer, delivery.weight_grams],
    );
  } else {
    await db.query('DELETE FROM ad_delivery WHERE ad_id = $1', [adId]);
  }
  await db.query(
    'UPDATE ads SET is_doorstep_delivery = $2 WHERE id = $1 AND is_doorstep_delivery IS DISTINCT FROM $2',
    [adId, delivery !== null],
  );
}

interface DeliveryRow {
  stock: number;
  nationwide: boolean;
  area_ids: number[];
  payer: DeliveryOptions['payer'];
  weight_grams: number;
}

/** The ad's delivery offer, or null when it has none. */
export async function deliveryOf(db: Queryable, adId: number): Promise<DeliveryOptions | null> {
  const [row] = await db.query<DeliveryRow>(
    'SELECT stock, nationwide, area_ids, payer, weight_grams FROM ad_delivery WHERE ad_id = $1',
    [adId],
  );
  return row
    ? {
        stock: row.stock,
        nationwide: row.nationwide,
        area_ids: row.area_ids.map(Number),
        payer: row.payer,
        weight_grams: row.weight_grams,
      }
    : null;
}
