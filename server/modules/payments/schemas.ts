// The inputs of the payments module (one zod schema each).
import { z } from 'zod';
import { LOCALES } from '../../../core/catalogue.ts';
import { PAYMENT_CONTEXTS } from '../../../core/payments/lifecycle.ts';
import { PRODUCT_TYPES } from '../../../core/payments/purchase.ts';

export const CheckoutInputSchema = z.object({
  context: z.enum(PAYMENT_CONTEXTS),
  // Spec section 7 "Payment confirmation payload": what is bought; the server prices it.
  // promotions of kind, variant_id, and schedule_at for scheduled ones"; a voucher_v2 item names its code.
  items: z
    .array(
      z.object({
        type: z.enum(PRODUCT_TYPES),
        ad_id: z.coerce.number().int().positive(),
        variant_id: z
          .string()
          .regex(/^[a-z0-9_-]{3,64}$/)
          .optional(),
        schedule_at: z.iso.datetime({ offset: true }).optional(),
        code: z.string().trim().min(3).max(32).optional(),
      }),
    )
    .min(1)
    .max(10)
    .refine((items) => items.filter((i) => i.type === 'voucher_v2').length <= 1, 'one voucher per checkout'),
  // The total the buyer was shown (poisha): when it is not the server's price, the checkout is refused.
  expected_amount_poisha: z.coerce.number().int().positive().optional(),
  processor: z.string().min(1).max(32),
  // Made once per checkout form: a double click or a retried request sends it again and gets the same payment.
  idempotency_key: z.string().regex(/^[\w-]{8,64}$/),
  locale: z.enum(LOCALES).default('bn'),
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

export const PaymentCodeSchema = z.string().regex(/^HT[0-9A-Z]{10,30}$/);

export const RefundInputSchema = z.object({ reason: z.string().trim().min(3).max(255) });
