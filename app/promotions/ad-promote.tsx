// /{locale}/ad/{slug}/promote (spec section 2): the seller picks promotions for their ad (kind, variant, now or a
// scheduled start), sees the total priced by the server, and pays through a processor. Another user's ad is the
// not-found page. Works without JavaScript: "See the total" and "Pay with …" are two posts of one form's fields.
import { Form, Link, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { bangladeshDate } from '../../core/promotions/schedule.ts';
import { formFailure, requireViewer } from '../accounts/accounts.server.ts';
import { promotionMessages } from './promotion-messages.ts';
import { PromotionList } from './promotion-list.tsx';
import { PromotionConfirmation, PromotionPicker } from './promotion-picker.tsx';
import { buy, offeredForecasts, pickedFields, promotePageData, selectionFromForm } from './promotions.server.ts';
import { OfferForecasts } from './offer-forecasts.tsx';
import { usePromotionT } from './use-promotion-t.ts';
import { applyIncluded, includedFor } from '../memberships/memberships.server.ts';
import { useMembershipT } from '../memberships/use-membership-t.ts';
import { FormAlert } from '../ui/form.tsx';
import type { Route } from './+types/ad-promote';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const { offer, current, vouchers } = await promotePageData(context, account.id, params.slug);
  const forecasts = await offeredForecasts(context, offer.ad.id, locale, offer.products.schedulable_products);
  // A member's included bump ups and Top Ads for an ad of the membership's group (decision 149).
  const included = await includedFor(context, account.id, params.slug);
  return { locale, offer, current, forecasts, included, vouchers, minDate: bangladeshDate(context.clock.now()) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const form = await request.formData();
  const selection = selectionFromForm(params.slug, form);
  const fields = pickedFields(form);
  const included = form.get('included');
  try {
    if (included === 'bump_up' || included === 'top_ad') {
      await applyIncluded(context, account.id, params.slug, included);
      return { fields, quote: null, idempotencyKey: null, failure: null, included: true };
    }
    if (form.get('intent') === 'pay') {
      const started = await buy(context, account.id, selection, form, { context: 'promotion', locale });
      if (started.redirect_url) return redirect(started.redirect_url);
      return redirect(`/${locale}/payment/transaction?payment%5Bcode%5D=${started.payment.code}`);
    }
    const quote = await context.modules.promotions.quoteSelection(context, account.id, selection);
    return { fields, quote, idempotencyKey: crypto.randomUUID(), failure: null, included: false };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { fields, quote: null, idempotencyKey: null, failure: formFailure(locale, error), included: false };
  }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(promotionMessages, data.locale, 'promoteTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

export default function AdPromote({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePromotionT();
  const { offer, current, forecasts, included, minDate } = loaderData;
  const membershipT = useMembershipT().t;
  const products = offer.products.schedulable_products;
  return (
    <main className="mx-auto max-w-xl px-3 py-6">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-bold">{t('promoteTitle')}</h1>
        <p className="mt-1 text-gray-700">{t('promoteIntro', { title: offer.ad.title })}</p>
        {current.length > 0 ? (
          <section className="mt-4" data-testid="current-promotions">
            <h2 className="font-semibold">{t('currentTitle')}</h2>
            <PromotionList promotions={current} />
          </section>
        ) : null}
        {actionData?.quote ? null : <OfferForecasts forecasts={forecasts} />}
        {included ? (
          <Form method="post" className="mt-4 rounded-lg bg-green-50 p-3" data-testid="included-promotions">
            <p className="text-sm">{membershipT('included', { bumps: included.bump_up, tops: included.top_ad })}</p>
            {actionData?.included ? (
              <p role="status" className="mt-1 text-sm font-semibold text-green-900">
                {membershipT('used')}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="submit"
                name="included"
                value="bump_up"
                disabled={included.bump_up === 0}
                className="rounded-lg border border-brand-700 px-3 py-2 text-sm disabled:opacity-50"
              >
                {membershipT('useBump')}
              </button>
              <button
                type="submit"
                name="included"
                value="top_ad"
                disabled={included.top_ad === 0}
                className="rounded-lg border border-brand-700 px-3 py-2 text-sm disabled:opacity-50"
              >
                {membershipT('useTop')}
              </button>
            </div>
          </Form>
        ) : null}
        {actionData?.failure ? <FormAlert>{actionData.failure.message}</FormAlert> : null}
        {products.length === 0 ? (
          <p className="mt-4">{t('noProducts')}</p>
        ) : actionData?.quote && actionData.idempotencyKey ? (
          <>
            <PromotionConfirmation
              lines={actionData.quote.items}
              total={actionData.quote.total_poisha}
              fields={actionData.fields}
              processors={offer.checkout_params_v2.processors}
              idempotencyKey={actionData.idempotencyKey}
            />
            <Link to="" className="mt-4 block text-center text-brand-700 underline">
              {t('change')}
            </Link>
          </>
        ) : (
          <PromotionPicker
            products={products}
            recommended={offer.products.recommended_promotion?.preselection ?? null}
            fields={actionData?.fields ?? null}
            minDate={minDate}
            vouchers={loaderData.vouchers}
          />
        )}
      </div>
    </main>
  );
}
