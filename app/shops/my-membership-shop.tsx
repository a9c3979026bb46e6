// /{locale}/my/membership/shop (decision 153): the member's shop settings (name, address, logo and
// cover, description, opening hours per weekday, addresses, phone numbers) and the authorised-dealer application.
// Login required; only a member in force may create or edit their one shop.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { MAX_SHOP_ADDRESSES, MAX_SHOP_PHONES, WEEKDAYS } from '../../core/shops/settings.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { shopMessages, type ShopMessageKey } from './shop-messages.ts';
import { ShopBadges, useShopT } from './shop-parts.tsx';
import { loadShopSettings, shopSettingsAction } from './shops.server.ts';
import { FormAlert, SubmitButton } from '../ui/form.tsx';
import { Select, TextInput, useErrorText } from '../ui/form-fields.tsx';
import { PictureUploader } from '../ui/picture-uploader.tsx';
import type { Route } from './+types/my-membership-shop';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadShopSettings(context, request, params.locale as Locale);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return shopSettingsAction(context, request, params.locale as Locale);
}

export const meta = () => [{ name: 'robots', content: 'noindex' }];

type Data = Route.ComponentProps['loaderData'];

/** A field error's text: the shop's own messages first, then the shared ones. */
function useShopErrorText() {
  const t = useShopT();
  const otherError = useErrorText();
  return (key: string | undefined) =>
    key === undefined ? undefined : key in shopMessages.en ? t(key as ShopMessageKey) : otherError(key);
}

/** Opening hours per weekday: opens, closes, or closed all day. */
function OpeningHours({ shop, errors }: { shop: Data['shop']; errors: Record<string, string> }) {
  const t = useShopT();
  const errorText = useShopErrorText();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-gray-800">{t('openingHours')}</legend>
      {WEEKDAYS.map((day, i) => {
        const hours = shop?.openingHours[i] ?? null;
        const error = errors[`hours_${i}`];
        return (
          <div key={day} className="mt-2">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="w-24">{t(`day_${day}`)}</span>
              <input
                type="time"
                name={`${day}_open`}
                aria-label={`${t(`day_${day}`)} ${t('opens')}`}
                defaultValue={hours?.open ?? ''}
                className="rounded border border-gray-300 px-2 py-1"
              />
              <input
                type="time"
                name={`${day}_close`}
                aria-label={`${t(`day_${day}`)} ${t('closes')}`}
                defaultValue={hours?.close ?? ''}
                className="rounded border border-gray-300 px-2 py-1"
              />
              <label className="flex items-center gap-1">
                <input type="checkbox" name={`${day}_closed`} defaultChecked={shop !== null && !hours} />
                {t('closed')}
              </label>
            </div>
            {error ? <p className="text-sm text-red-700">{errorText(error)}</p> : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The authorised-dealer application (decision 153), for a member who may edit a shop. */
function DealerApplication({ data, actionData }: { data: Data; actionData: Route.ComponentProps['actionData'] }) {
  const t = useShopT();
  const errorText = useShopErrorText();
  const dealerResult = actionData?.intent === 'dealer' ? actionData : null;
  return (
    <section className="mt-4 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="dealer-heading">
      <h2 id="dealer-heading" className="font-semibold">
        {t('dealerTitle')}
      </h2>
      <p className="text-sm text-gray-700">{t('dealerIntro')}</p>
      {data.dealer ? (
        <p className="mt-2 text-sm font-semibold" data-testid="dealer-status">
          {t(`dealer_${data.dealer.status}`, { reason: data.dealer.reason ?? '' })}
        </p>
      ) : null}
      {dealerResult?.ok ? <FormAlert tone="success">{t('dealerApplied')}</FormAlert> : null}
      {dealerResult && !dealerResult.ok && dealerResult.message ? <FormAlert>{dealerResult.message}</FormAlert> : null}
      {!data.dealerEligible ? (
        <p className="mt-2 text-sm">{t('dealerNotEligible')}</p>
      ) : data.dealer?.status === 'pending' || data.dealer?.status === 'verified' ? null : (
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="dealer" />
          <TextInput
            name="business_name"
            label={t('businessName')}
            value=""
            error={errorText(dealerResult?.fields.business_name)}
          />
          <TextInput
            name="trade_licence"
            label={t('tradeLicence')}
            value=""
            error={errorText(dealerResult?.fields.trade_licence)}
          />
          <SubmitButton>{t('applyDealer')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}

export default function MyShopSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useShopT();
  const errorText = useShopErrorText();
  const { locale, shop } = loaderData;
  const shopResult = actionData?.intent === 'shop' ? actionData : null;
  const errors: Record<string, string> = shopResult?.fields ?? {};
  const initial = [
    ...(shop?.logo && loaderData.logoId ? [{ id: loaderData.logoId, thumbnail: shop.logo.src }] : []),
    ...(shop?.cover && loaderData.coverId ? [{ id: loaderData.coverId, thumbnail: shop.cover.src }] : []),
  ];
  return (
    <main className="mx-auto max-w-md px-3 py-6">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-bold">{t('settingsTitle')}</h1>
        <p className="mt-1 text-sm text-gray-700">{t('settingsIntro')}</p>
        {shop ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <Link to={`/${locale}/shops/${shop.slug}`} className="font-semibold text-brand-700 underline">
              {t('viewShop')}
            </Link>
            <ShopBadges badges={shop.badges} />
          </p>
        ) : null}
        {!loaderData.canEdit ? (
          <FormAlert>
            {t('notMember')}{' '}
            <Link to={`/${locale}/membership`} className="underline">
              {t('seeMembership')}
            </Link>
          </FormAlert>
        ) : (
          <>
            {shopResult?.ok ? <FormAlert tone="success">{shopResult.message}</FormAlert> : null}
            {shopResult && !shopResult.ok && shopResult.message ? <FormAlert>{shopResult.message}</FormAlert> : null}
            <Form method="post" encType="multipart/form-data" noValidate data-testid="shop-settings">
              <input type="hidden" name="intent" value="shop" />
              <TextInput name="name" label={t('shopName')} value={shop?.name ?? ''} error={errorText(errors.name)} />
              <TextInput
                name="slug"
                label={t('shopSlug')}
                hint={t('slugHint', { slug: shop?.slug ?? '…' })}
                value={shop?.slug ?? ''}
                error={errorText(errors.slug)}
              />
              <label className="mt-3 block text-sm font-medium text-gray-800" htmlFor="description">
                {t('description')}
              </label>
              <textarea
                id="description"
                name="description"
                rows={4}
                defaultValue={shop?.description ?? ''}
                className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
              />
              <Select
                name="category_id"
                label={t('category')}
                options={[{ value: '', label: t('none') }, ...loaderData.categories]}
                value={shop?.category ? String(shop.category.id) : ''}
                error={errorText(errors.category_id)}
              />
              <Select
                name="location_id"
                label={t('place')}
                options={[{ value: '', label: t('none') }, ...loaderData.districts]}
                value={shop?.location ? String(shop.location.id) : ''}
                error={errorText(errors.location_id)}
              />
              <fieldset className="mt-3">
                <legend className="text-sm font-medium text-gray-800">{t('pictures')}</legend>
                <p className="text-xs text-gray-600">{t('picturesHint')}</p>
                <PictureUploader max={2} initial={initial} error={errorText(errors.pictures ?? errors.logo_id)} />
              </fieldset>
              <OpeningHours shop={shop} errors={errors} />
              {Array.from({ length: MAX_SHOP_ADDRESSES }, (_, i) => (
                <TextInput
                  key={`address-${i}`}
                  name="addresses"
                  label={t('address', { n: i + 1 })}
                  value={shop?.addresses[i] ?? ''}
                  error={i === 0 ? errorText(errors.addresses) : undefined}
                />
              ))}
              {Array.from({ length: MAX_SHOP_PHONES }, (_, i) => (
                <TextInput
                  key={`phone-${i}`}
                  name="phones"
                  label={t('phone', { n: i + 1 })}
                  inputMode="numeric"
                  value={shop?.phones[i] ? formatBdPhone(shop.phones[i]) : ''}
                  error={i === 0 ? errorText(errors.phones) : undefined}
                />
              ))}
              <SubmitButton>{t('saveShop')}</SubmitButton>
            </Form>
          </>
        )}
      </div>
      {loaderData.canEdit ? <DealerApplication data={loaderData} actionData={actionData} /> : null}
    </main>
  );
}
