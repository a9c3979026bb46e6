// The schemas the back office's route files share (routes.ts registers them): the id of a path and the answers
// that more than one area shows.
import { z } from 'zod';
import { CHAT_REPORT_OUTCOMES, CHAT_REPORT_REASONS, type ChatReport } from '../chat/index.ts';
import type { TermView } from '../memberships/index.ts';
import type { IssuedVoucher } from '../promotions/index.ts';
import { POISHA, wholeTakaOrNull } from '../../http/money.ts';

export const IdParams = z.object({ id: z.coerce.number().int().positive() });

// The answers (decision 141), typed against the services' own types.
export const ChatReportSchema: z.ZodType<ChatReport> = z.object({
  id: z.number().int(),
  reason: z.enum(CHAT_REPORT_REASONS),
  createdAt: z.string(),
  reporter: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .meta({ description: 'null: the system reported it (a job chat asking for a fee).' }),
  reported: z.object({ id: z.number().int(), name: z.string(), suspended: z.boolean() }),
  ad: z.object({ slug: z.string(), title: z.string() }),
  outcome: z.enum(CHAT_REPORT_OUTCOMES).nullable(),
  closedAt: z.string().nullable(),
  messages: z.array(
    z.object({
      senderId: z.number().int(),
      text: z.string(),
      offerAmount: z.number().int().nullable().meta(wholeTakaOrNull('the offer the message made; null for none.')),
      picture: z.boolean(),
      at: z.string(),
    }),
  ),
});
export const TermViewSchema: z.ZodType<TermView> = z.object({
  id: z.number().int(),
  variant_identifier: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  source: z.enum(['payment', 'grant', 'other']).meta({ description: 'Bought, granted by staff, or the demo data.' }),
});
export const IssuedVoucherSchema: z.ZodType<IssuedVoucher> = z.object({
  code: z.string(),
  discount_kind: z.enum(['fixed', 'percent']),
  discount_value: z
    .number()
    .int()
    .meta({ description: `${POISHA} when discount_kind is fixed; a whole percentage when percent.` }),
  expires_at: z.string(),
  used: z.boolean(),
});
