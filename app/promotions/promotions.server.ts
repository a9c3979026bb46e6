// Server-only helpers of the promotion pages: the promotions and payments services seen from a page, and the
// picker's form fields read into a selection (spec section 3 "Promotion selection").
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { normalizeNumberFields } from '../../core/digits.ts';
import { AppError } from '../../core/errors.ts';
import { MEASURED_PROMOTIONS } from '../../core/ad-stats.ts';
import { PROMOTION_KINDS } from '../../core/promotions/catalogue.ts';
import type { PromotionSelection } from '../../core/promotions/selection.ts';
import type { SelectionInput } from '../../server/modules/promotions/index.ts';
import type { Staff } from '../../server/modules/staff/index.ts';
import { forecastViews } from '../ad-stats/ad-stats.server.ts';
import { orNotFound } from '../payments/payments.server.ts';

/** The offer for the seller's ad and its promotions not over yet; the not-found page for anyone else's ad. */
export async function promotePageData(context: AppLoadContext, userId: number, slug: string) {
  const offer = await orNotFound(() => context.modules.flows.availableProducts(context, userId, slug));
  const now = context.clock.now();
  const current = await context.modules.promotions.myPromotions(context.db, userId, now, [offer.ad.id]);
  // Vouchers staff issued the seller, not used and not expired (decision 181): offered next to the voucher field.
  const vouchers = (await context.modules.promotions.issuedVouchers(context.db, userId)).filter(
    (v) => !v.used && Date.parse(v.expires_at) > +now,
  );
  return { offer, current, vouchers };
}

/** The picker's fields: one `kind_<kind>` (a variant, or empty) per kind, one schedule, a voucher. */
/** What ads like this got from the promotions on offer, shown where the seller decides, before paying. */
export function offeredForecasts(
  context: AppLoadContext,
  adId: number,
  locale: Locale,
  offered: readonly { kind: string }[],
) {
  const kinds = new Set<string>(offered.map((p) => p.kind));
  return forecastViews(
    context,
    adId,
    locale,
    MEASURED_PROMOTIONS.filter((kind) => kinds.has(kind)),
  );
}

export function selectionFromForm(slug: string, form: FormData): SelectionInput {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const scheduled = text('schedule_type') === 'schedule_promotion';
  const time = `${text('schedule_time')} ${text('schedule_ampm')}`.trim();
  const promotions: PromotionSelection[] = PROMOTION_KINDS.map((kind) => ({
    kind,
    selected: text(`kind_${kind}`) !== '',
    value: text(`kind_${kind}`) || null,
    schedule: scheduled ? { type: 'schedule_promotion', date: text('schedule_date'), time } : { type: 'promote_now' },
  }));
  return { slug, promotions, voucher: text('voucher') || null };
}

/** The picker's fields as they were sent, to draw the form again (the confirmation keeps them as hidden fields). */
export function pickedFields(form: FormData): Record<string, string> {
  const names = [
    ...PROMOTION_KINDS.map((kind) => `kind_${kind}`),
    'schedule_type',
    'schedule_date',
    'schedule_time',
    'schedule_ampm',
    'voucher',
  ];
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
}

export function buy(
  context: AppLoadContext,
  userId: number,
  selection: SelectionInput,
  form: FormData,
  flow: { context: 'promotion' | 'post_ad' | 'edit_ad'; locale: Locale },
) {
  const expected = Number(form.get('expected_amount_poisha'));
  const key = String(form.get('idempotency_key') ?? '');
  if (!Number.isSafeInteger(expected) || expected <= 0 || !/^[\w-]{8,64}$/.test(key)) {
    throw new AppError('VALIDATION_FAILED');
  }
  return context.modules.promotions.buySelection(context, userId, {
    ...selection,
    context: flow.context,
    processor: String(form.get('processor') ?? ''),
    idempotency_key: key,
    expected_amount_poisha: expected,
    locale: flow.locale,
    returnOrigin: context.returnOrigin,
  });
}

/** An admin's change to one product from the admin page's form. */
export function saveProduct(context: AppLoadContext, staff: Staff, form: FormData) {
  const change = context.modules.promotions.ProductChangeSchema.safeParse(
    normalizeNumberFields(Object.fromEntries(form), ['amount_poisha', 'duration', 'count']),
  );
  if (!change.success) throw new AppError('VALIDATION_FAILED');
  return context.modules.promotions.updateProduct(
    context.db,
    staff,
    String(form.get('variant') ?? ''),
    change.data,
    context.clock.now(),
  );
}
