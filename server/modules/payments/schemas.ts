// The inputs of the payments module (one zod schema each), then its answers (documented in the OpenAPI contract).
import { z } from 'zod';
import { LOCALES } from '../../../core/catalogue.ts';
import { PAYMENT_CONTEXTS, PAYMENT_STATES } from '../../../core/payments/lifecycle.ts';
import { PRODUCT_TYPES } from '../../../core/payments/purchase.ts';
import { BALANCE_REASONS, type BalanceView } from './balance.ts';
import type { CheckoutStarted, PaymentView } from './views.ts';

export const CheckoutInputSchema = z.object({
  context: z.enum(PAYMENT_CONTEXTS),
  // Spec section 7 "Payment confirmation payload": what is bought; the server prices it.
  // promotions of kind, variant_id, and schedule_at for scheduled ones"; a voucher_v2 item names its code. Every
  // item is for an ad except a membership_package (its variant_id names the package), which is bought alone.
  items: z
    .array(
      z.object({
        // A doorstep order is paid through the orders module, which opens its checkout (decision 196).
        type: z.enum(PRODUCT_TYPES).exclude(['doorstep_order']),
        ad_id: z.coerce.number().int().positive().optional(),
        variant_id: z
          .string()
          .regex(/^[a-z0-9_-]{3,64}$/)
          .optional(),
        schedule_at: z.iso.datetime({ offset: true }).optional(),
        code: z.string().trim().min(3).max(32).optional(),
        // A membership downgrade: the ads kept live (decision 147).
        keep_ad_ids: z.array(z.coerce.number().int().positive()).max(500).optional(),
      }),
    )
    .min(1)
    .max(10)
    .refine((items) => items.filter((i) => i.type === 'voucher_v2').length <= 1, 'one voucher per checkout')
    .refine(
      (items) => items.every((i) => (i.type === 'membership_package' ? items.length === 1 : i.ad_id !== undefined)),
      'an ad for every item; a membership package alone',
    ),
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

export const Poisha = z.number().int().meta({ description: 'BDT in poisha.' });
export const AdSummary = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), status: z.string() });

const PaymentSchema: z.ZodType<PaymentView> = z
  .object({
    code: PaymentCodeSchema,
    state: z.enum(PAYMENT_STATES),
    result: z
      .enum(['approved', 'failed', 'cancelled', 'success'])
      .nullable()
      .meta({ description: 'Spec section 4 result; null while the checkout is open.' }),
    context: z.enum(PAYMENT_CONTEXTS),
    processor: z.string(),
    amount_poisha: Poisha,
    currency: z.string(),
    products: z.object({
      listing_fee: z.object({ amount_poisha: Poisha }).nullable(),
      promotions: z.array(z.object({ kind: z.string(), variant: z.string(), schedule_at: z.string().nullable() })),
      membership: z
        .object({ variant: z.string(), credit_poisha: Poisha })
        .nullable()
        .meta({ description: 'A membership package (context omp) and the credit of the term it replaced.' }),
    }),
    lines: z
      .array(
        z.object({
          kind: z.enum(PRODUCT_TYPES),
          variant: z.string().nullable(),
          ad: z.object({ id: z.number().int(), title: z.string() }).nullable(),
          length: z
            .object({ unit: z.enum(['days', 'bumps', 'pictures', 'months']), count: z.number() })
            .nullable()
            .meta({ description: 'What the line gives: a promotion’s days, bumps or pictures, a package’s months.' }),
          amount_poisha: Poisha.meta({ description: 'BDT in poisha; negative for a voucher’s discount.' }),
          schedule_at: z.string().nullable(),
          reference: z.string().nullable().meta({ description: 'A voucher’s code or a doorstep order’s number.' }),
        }),
      )
      .meta({ description: 'Every item bought, as the receipt and the invoice list them (decision 236).' }),
    ad: AdSummary.nullable(),
    provider_transaction_id: z
      .string()
      .nullable()
      .meta({ description: 'The gateway’s transaction id (bKash TrxID, SSLCommerz bank_tran_id), once it answered.' }),
    redirect_url: z.string().nullable(),
    failure_reason: z.string().nullable(),
    refunded_poisha: Poisha,
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export const PaymentBody = z.object({ payment: PaymentSchema });
export const InvoiceBody = z.object({ invoice: PaymentSchema });
export const CheckoutStartedSchema: z.ZodType<CheckoutStarted> = z.object({
  payment: PaymentSchema,
  redirect_url: z
    .string()
    .nullable()
    .meta({ description: "The provider's page to send the buyer to; null when the checkout is already over." }),
});
export const PaymentsPage = z.object({
  payments: z.array(PaymentSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export const NoticeReceived = z.object({ state: z.enum(PAYMENT_STATES) });
export const BalanceBody: z.ZodType<BalanceView> = z.object({
  balance_poisha: Poisha,
  entries: z.array(
    z.object({ amount_poisha: Poisha, reason: z.enum(BALANCE_REASONS), reference: z.string(), created_at: z.string() }),
  ),
});
