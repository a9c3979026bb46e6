// The inputs of the memberships module (one zod schema each), then its answers (documented in the OpenAPI contract).
import { z } from 'zod';
import { LOCALES } from '../../../core/catalogue.ts';
import { CATEGORY_GROUPS, DURATIONS_MONTHS, TIERS } from '../../../core/memberships/packages.ts';
import type { MembershipQuote, OnlineMemberships } from './service.ts';

export const OnlineMembershipQuery = z.object({ locale: z.enum(LOCALES).default('bn') });
export const QuoteQuery = z.object({ variant_identifier: z.string().min(3).max(64) });
export const IncludedPromotionInput = z.object({
  ad_id: z.coerce.number().int().positive(),
  kind: z.enum(['bump_up', 'top_ad']),
});

const Poisha = z.number().int().meta({ description: 'BDT in poisha.' });
const PackageSchema = z.object({
  variant_identifier: z.string(),
  category_group: z.enum(CATEGORY_GROUPS),
  tier: z.enum(TIERS),
  months: z.union(DURATIONS_MONTHS.map((m) => z.literal(m))),
  amount_poisha: Poisha,
  ad_quota: z.number().int(),
  benefits: z.object({
    monthlyPromotions: z.object({ bump_up: z.number().int(), top_ad: z.number().int() }),
    shop: z.literal(true),
    statistics: z.literal(true),
    featuredMember: z.boolean(),
    profileDatabaseReveals: z.number().int(),
  }),
});

export const OnlineMembershipsSchema: z.ZodType<OnlineMemberships> = z
  .object({
    success: z.literal(true),
    data: z.object({
      groups: z.array(
        z.object({
          category_group: z.string(),
          name: z.string(),
          packages: z.array(PackageSchema.extend({ name: z.string(), tier_name: z.string() })),
        }),
      ),
    }),
  })
  .meta({ id: 'OnlineMemberships' });

export const MembershipQuoteSchema: z.ZodType<MembershipQuote> = z
  .object({
    package: PackageSchema,
    change: z.enum(['new', 'renewal', 'upgrade', 'downgrade']),
    credit_poisha: Poisha,
    amount_poisha: Poisha,
    starts_at: z.string(),
    ads_to_choose: z.array(
      z.object({ id: z.number().int(), status: z.enum(['pending_review', 'pending_payment', 'published']) }),
    ),
  })
  .meta({ id: 'MembershipQuote' });

export const IncludedLeftSchema = z.object({
  left: z.object({ bump_up: z.number().int(), top_ad: z.number().int() }),
});
