// /{locale}/buy/:adId: buy now on a delivery ad. The place is chosen step by step with a GET form
// (division, district, area: the courier's places), which shows the courier's charge for it; the order form then
// takes the recipient, one of the buyer's verified phones and how to pay (cash on delivery or bKash).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { MAX_COD_COLLECT_POISHA } from '../../core/delivery/cod-limits.ts';
import { formatDate, formatMessage, translator } from '../../core/i18n.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { orderMessages } from './order-messages.ts';
import { buyAction, loadBuyPage } from './orders.server.ts';
import { Card, Field, FormAlert, SubmitButton } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/buy-now';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return loadBuyPage({ request, context, locale }, Number(params.adId));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return buyAction({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [
        { title: formatMessage(orderMessages, data.locale, 'buyTitle', { title: data.offer.title }) },
        { name: 'robots', content: 'noindex' },
      ]
    : [];

const selectClass = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base';

function PlaceSelect({
  name,
  label,
  places,
  value,
}: {
  name: string;
  label: string;
  places: readonly { id: number; name: string }[];
  value: number | undefined;
}) {
  const t = translator(orderMessages, useLocale());
  return (
    <label className="mt-3 block text-sm font-medium text-gray-800">
      {label}
      <select name={name} defaultValue={value ?? ''} className={selectClass} required={name !== 'area_id'}>
        <option value="">{t('choose')}</option>
        {places.map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function BuyNow({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(orderMessages, locale);
  const { offer, chosen, quote, phones, cash } = loaderData;
  const money = (poisha: number) => formatPoisha(locale, poisha);
  // Cash on delivery as it would be judged for each of the buyer's phones (decision 257): pre-selected only when
  // every phone may use it, not offered when none may, and each refusal said before the order is placed.
  const refusals = phones.flatMap((phone) => {
    const allowance = cash[phone];
    return allowance && !allowance.ok ? [{ phone, ...allowance }] : [];
  });
  const cashForAll = phones.length > 0 && refusals.length === 0;
  const cashForNone = phones.length > 0 && refusals.length === phones.length;
  const refusalTexts = [
    ...new Set(
      refusals.map((refusal) =>
        t(`cash_${refusal.reason}`, {
          phone: formatBdPhone(refusal.phone),
          date: refusal.until ? formatDate(locale, new Date(refusal.until)) : '',
          max: money(MAX_COD_COLLECT_POISHA),
        }),
      ),
    ),
  ];
  return (
    <Card title={t('buyTitle', { title: offer.title })}>
      <p className="mt-1 text-sm text-gray-600">{t('inStock', { count: offer.stock })}</p>
      <Form method="get" className="mt-2" data-testid="place-form">
        <h2 className="mt-3 font-semibold">{t('whereTo')}</h2>
        <PlaceSelect name="city_id" label={t('division')} places={loaderData.cities} value={chosen.city} />
        {chosen.city ? (
          <PlaceSelect name="zone_id" label={t('district')} places={loaderData.zones} value={chosen.zone} />
        ) : null}
        {chosen.zone ? (
          <PlaceSelect name="area_id" label={t('area')} places={loaderData.areas} value={chosen.area} />
        ) : null}
        <label className="mt-3 block text-sm font-medium text-gray-800">
          {t('quantity')}
          <input name="quantity" inputMode="numeric" defaultValue={chosen.quantity} className={selectClass} />
        </label>
        <SubmitButton tone="plain">{t('showPrice')}</SubmitButton>
      </Form>
      <FormAlert>{loaderData.quoteError}</FormAlert>
      {quote ? (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-1 text-sm" data-testid="quote">
            <dt>{t('items')}</dt>
            <dd className="text-right">{money(quote.items)}</dd>
            <dt>{quote.payer === 'seller' ? t('deliveryBySeller') : t('delivery')}</dt>
            <dd className="text-right">{money(quote.delivery)}</dd>
            <dt className="font-bold">{t('total')}</dt>
            <dd className="text-right font-bold">{money(quote.total)}</dd>
          </dl>
          <Form method="post" className="mt-2" data-testid="order-form">
            <input type="hidden" name="ad_id" value={offer.id} />
            <input type="hidden" name="quantity" value={chosen.quantity} />
            <input type="hidden" name="city_id" value={chosen.city} />
            <input type="hidden" name="zone_id" value={chosen.zone} />
            {chosen.area ? <input type="hidden" name="area_id" value={chosen.area} /> : null}
            <input type="hidden" name="expected_total_poisha" value={quote.total} />
            <input type="hidden" name="idempotency_key" value={loaderData.idempotencyKey} />
            <Field
              name="recipient_name"
              label={t('recipientName')}
              defaultValue={loaderData.name}
              autoComplete="name"
            />
            <Field name="address" label={t('address')} autoComplete="street-address" />
            {phones.length > 0 ? (
              <label className="mt-3 block text-sm font-medium text-gray-800">
                {t('phone')}
                <select name="phone" className={selectClass} required>
                  {phones.map((phone) => (
                    <option key={phone} value={phone}>
                      {formatBdPhone(phone)}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="mt-3 text-sm">
                {t('noVerifiedPhone')}{' '}
                <Link to={`/${locale}/my/phone-number`} className="text-brand-700 underline">
                  {t('addPhone')}
                </Link>
              </p>
            )}
            <fieldset className="mt-3">
              <legend className="text-sm font-medium text-gray-800">{t('howToPay')}</legend>
              <label className={`mt-2 flex items-start gap-2 text-sm ${cashForNone ? 'text-gray-500' : ''}`}>
                <input
                  type="radio"
                  name="payment_method"
                  value="cash_on_delivery"
                  defaultChecked={cashForAll}
                  disabled={cashForNone}
                  aria-describedby={refusalTexts.length > 0 ? 'cash-refusals' : undefined}
                  className="mt-1"
                />
                {t('payCod')}
              </label>
              {refusalTexts.length > 0 ? (
                <ul id="cash-refusals" className="mt-1 ml-6 text-sm text-amber-900" data-testid="cash-refusals">
                  {refusalTexts.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : null}
              <label className="mt-2 flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="payment_method"
                  value="online"
                  defaultChecked={!cashForAll}
                  className="mt-1"
                />
                {t('payOnline')}
              </label>
            </fieldset>
            <FormAlert>{actionData && !actionData.ok ? actionData.message : null}</FormAlert>
            {phones.length > 0 ? <SubmitButton>{t('placeOrder')}</SubmitButton> : null}
          </Form>
        </>
      ) : null}
    </Card>
  );
}
