// Server-only helpers of the membership pages: the memberships and payments services seen from a page.
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { isTier } from '../../core/memberships/packages.ts';

/** The promotions the seller's membership still includes this month for this ad (its group, published), or null. */
export async function includedFor(context: AppLoadContext, userId: number, slug: string) {
  const current = await currentMembership(context, userId);
  if (!current) return null;
  const ad = await context.modules.promotions.ownAd(context.db, userId, { slug });
  return ad.status === 'published' && context.modules.catalog.groupOfCategory(ad.category_id) === current.category_group
    ? current.left
    : null;
}

/** Applies an included bump up or Top Ad to the seller's ad (the promote page's form). */
export async function applyIncluded(context: AppLoadContext, userId: number, slug: string, kind: 'bump_up' | 'top_ad') {
  const ad = await context.modules.promotions.ownAd(context.db, userId, { slug });
  return context.modules.memberships.applyIncludedPromotion(context.db, userId, ad.id, kind, context.clock.now());
}

/** The viewer's membership in force (for the landing and the promote page), or null. */
export async function currentMembership(context: AppLoadContext, userId: number) {
  const now = context.clock.now();
  const term = await context.modules.memberships.membershipInForce(context.db, userId, now);
  if (!term) return null;
  return {
    variant: term.variant_identifier,
    category_group: term.category_group,
    tier: term.tier,
    months: term.months,
    ends_at: term.ends_at.toISOString(),
    left: await context.modules.memberships.includedPromotionsLeft(context.db, term, now),
  };
}

/** The summary's quote; null for an unknown variant or a package_type that is not its tier. */
export async function summaryQuote(context: AppLoadContext, userId: number, variant: string, packageType: string) {
  try {
    const quote = await context.modules.memberships.quoteMembership(context.db, userId, variant, context.clock.now());
    return isTier(packageType) && quote.package.tier === packageType ? quote : null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Opens the checkout of a package (context omp) from the summary's form; the price is the server's. */
export function buyMembership(
  context: AppLoadContext,
  userId: number,
  variant: string,
  form: FormData,
  locale: Locale,
) {
  const expected = Number(form.get('expected_amount_poisha'));
  const key = String(form.get('idempotency_key') ?? '');
  const keep = form.getAll('keep_ad_ids').map(Number).filter(Number.isSafeInteger);
  if (!Number.isSafeInteger(expected) || expected <= 0 || !/^[\w-]{8,64}$/.test(key)) {
    throw new AppError('VALIDATION_FAILED');
  }
  return context.modules.payments.startCheckout(context, userId, {
    context: 'omp',
    items: [{ type: 'membership_package', variant_id: variant, ...(keep.length > 0 ? { keep_ad_ids: keep } : {}) }],
    processor: String(form.get('processor') ?? ''),
    idempotency_key: key,
    expected_amount_poisha: expected,
    locale,
    returnOrigin: context.returnOrigin,
  });
}
