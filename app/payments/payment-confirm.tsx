// /{locale}/post-ad/confirm and /{locale}/edit-ad/confirm (spec section 2; query flow, slug, variant_identifier,
// package_type): what the buyer pays for their ad, computed on the server (the available products of spec section
// 3), and one button per processor (checkout_params_v2.processors). The form carries an idempotency key made when
// the page was drawn, so a double click or a resubmitted form opens one checkout. Works without JavaScript.
import { Form, Link, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { bangladeshDate } from '../../core/promotions/schedule.ts';
import type { AdStatus } from '../../core/ad-lifecycle.ts';
import { requireViewer, formFailure } from '../accounts/accounts.server.ts';
import { adsMessages } from '../ads/ads-messages.ts';
import { listPathOf, saveNoticeOf } from '../ads/ads.server.ts';
import { paymentMessages } from './payment-messages.ts';
import { ProcessorButtons } from './processor-buttons.tsx';
import { orNotFound } from './payments.server.ts';
import { usePaymentT } from './use-payment-t.ts';
import { PromotionConfirmation, PromotionPicker } from '../promotions/promotion-picker.tsx';
import { OfferForecasts } from '../promotions/offer-forecasts.tsx';
import { buy, offeredForecasts, pickedFields, selectionFromForm } from '../promotions/promotions.server.ts';
import { promotionMessages } from '../promotions/promotion-messages.ts';
import { usePromotionT } from '../promotions/use-promotion-t.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/payment-confirm';
import { useDashboardT } from '../memberships/use-dashboard-t.ts';

const isEdit = (request: Request) => new URL(request.url).pathname.includes('/edit-ad/');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const query = new URL(request.url).searchParams;
  const products = await orNotFound(() =>
    context.modules.flows.availableProducts(context, account.id, query.get('slug') ?? ''),
  );
  // After a save (posting or editing an ad without a fee) the page is the promotion picker, which leads on to the
  // ad's list with the save's notice; with nothing to pay and nothing to offer, it goes there at once.
  const notice = saveNoticeOf(query.get('notice'));
  const list = `/${locale}/my/${listPathOf(products.ad.status as AdStatus)}`;
  const doneHref = notice ? `${list}?notice=${notice}` : list;
  if (!products.products.listing_fee && products.products.schedulable_products.length === 0) throw redirect(doneHref);
  return {
    locale,
    notice: notice ? formatMessage(adsMessages, locale, `notice_${notice}`) : null,
    doneHref,
    edit: isEdit(request),
    products,
    forecasts: await offeredForecasts(context, products.ad.id, locale, products.products.schedulable_products),
    idempotencyKey: crypto.randomUUID(),
    minDate: bangladeshDate(context.clock.now()),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const form = await request.formData();
  const slug = new URL(request.url).searchParams.get('slug') ?? '';
  const flow = isEdit(request) ? 'edit_ad' : 'post_ad';
  // The promotion picker under the fee: its own checkout, see app/promotions/ad-promote.tsx.
  if (form.has('intent')) {
    const selection = selectionFromForm(slug, form);
    const fields = pickedFields(form);
    try {
      if (form.get('intent') === 'pay') {
        const started = await buy(context, account.id, selection, form, { context: flow, locale });
        if (started.redirect_url) return redirect(started.redirect_url);
        return redirect(`/${locale}/payment/transaction?payment%5Bcode%5D=${started.payment.code}`);
      }
      const quote = await context.modules.promotions.quoteSelection(context, account.id, selection);
      return { failure: null, promotion: { fields, quote, idempotencyKey: crypto.randomUUID() } };
    } catch (error) {
      if (error instanceof Response) throw error;
      return { failure: formFailure(locale, error), promotion: { fields, quote: null, idempotencyKey: null } };
    }
  }
  try {
    const products = await orNotFound(() => context.modules.flows.availableProducts(context, account.id, slug));
    const parsed = context.modules.payments.CheckoutInputSchema.safeParse({
      context: flow,
      items: [{ type: 'listing_fee', ad_id: products.ad.id }],
      processor: form.get('processor'),
      idempotency_key: form.get('idempotency_key'),
      locale,
    });
    if (!parsed.success) throw new AppError('VALIDATION_FAILED');
    const started = await context.modules.payments.startCheckout(context, account.id, {
      ...parsed.data,
      returnOrigin: context.returnOrigin,
    });
    if (started.redirect_url) return redirect(started.redirect_url);
    return redirect(
      `/${locale}/post-ad/lst-fee/transaction?id=${products.ad.id}&payment%5Bcode%5D=${started.payment.code}`,
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return { failure: formFailure(locale, error), promotion: null };
  }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [
        {
          title: data.products.products.listing_fee
            ? formatMessage(paymentMessages, data.locale, data.edit ? 'confirmEditTitle' : 'confirmTitle')
            : formatMessage(promotionMessages, data.locale, 'pickerTitle'),
        },
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function PaymentConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePaymentT();
  const tp = usePromotionT();
  const td = useDashboardT();
  const locale = useLocale();
  const { products, forecasts, idempotencyKey, edit, minDate, notice, doneHref } = loaderData;
  const promotion = actionData?.promotion ?? null;
  const offered = products.products.schedulable_products;
  const fee = products.products.listing_fee;
  const processors = products.checkout_params_v2.processors;
  return (
    <main className="mx-auto max-w-md px-3 py-6">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
        <h1 className="text-xl font-bold">{fee ? t(edit ? 'confirmEditTitle' : 'confirmTitle') : tp('pickerTitle')}</h1>
        {actionData?.failure ? <FormAlert>{actionData.failure.message}</FormAlert> : null}
        {fee ? (
          <>
            <p className="mt-3 font-semibold">{t('feeFor', { title: products.ad.title })}</p>
            <p className="mt-1 text-sm text-gray-700">{t('feeWhy')}</p>
            {/* Beyond the free quota (decision 150), the membership instead of paying ad by ad. */}
            <p className="mt-1 text-sm" data-testid="member-offer">
              {td('memberOffer')}{' '}
              <Link to={`/${locale}/membership`} className="font-semibold text-brand-700 underline">
                {td('seeMemberships')}
              </Link>
            </p>
            <p className="mt-4 flex justify-between border-t border-gray-200 pt-3 text-lg">
              <span>{t('total')}</span>
              <strong data-testid="amount">{formatPoisha(locale, fee.amount_poisha)}</strong>
            </p>
            {processors.length === 0 ? (
              <p className="mt-4 text-amber-800">{t('noProcessor')}</p>
            ) : (
              <Form method="post" className="mt-2">
                <input type="hidden" name="idempotency_key" value={idempotencyKey} />
                <ProcessorButtons processors={processors} />
              </Form>
            )}
          </>
        ) : null}
        {offered.length > 0 ? (
          <section className={fee ? 'mt-6 border-t border-gray-200 pt-4' : 'mt-2'}>
            {fee ? <h2 className="text-lg font-bold">{tp('pickerTitle')}</h2> : null}
            {promotion?.quote && promotion.idempotencyKey ? (
              <PromotionConfirmation
                lines={promotion.quote.items}
                total={promotion.quote.total_poisha}
                fields={promotion.fields}
                processors={processors}
                idempotencyKey={promotion.idempotencyKey}
              />
            ) : (
              <>
                <OfferForecasts forecasts={forecasts} />
                <PromotionPicker
                  products={offered}
                  recommended={products.products.recommended_promotion?.preselection ?? null}
                  fields={promotion?.fields ?? null}
                  minDate={minDate}
                />
              </>
            )}
          </section>
        ) : null}
        <Link to={doneHref} className="mt-4 block text-center text-brand-700 underline">
          {fee ? t('myAdsLink') : tp('notNow')}
        </Link>
      </div>
    </main>
  );
}
