// The ad form's doorstep-delivery fields, shown only to sellers who may offer delivery (members
// and their shops): stock, who pays the delivery, the item's weight and where it is delivered. Plain HTML; the
// fields are read by core/ad-form.ts as the ad's `delivery` (null unless the first box is ticked).
import { ErrorText, Select, text, TextInput, useAdsT, useErrorText } from '../ui/form-fields.tsx';

export interface DeliveryChoices {
  divisions: { id: number; name: string }[];
}

export function DeliveryFields({
  choices,
  values,
  errors,
}: {
  choices: DeliveryChoices;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}) {
  const t = useAdsT();
  const errorText = useErrorText();
  const delivery = (values.delivery ?? null) as Record<string, unknown> | null;
  const areas = Array.isArray(delivery?.area_ids) ? delivery.area_ids.map(String) : [];
  const value = (key: string) => text(delivery?.[key]);
  return (
    <section aria-labelledby="delivery-heading" className="mt-5 border-t border-gray-200 pt-3">
      <h2 id="delivery-heading" className="font-semibold">
        {t('deliverySection')}
      </h2>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input type="checkbox" name="delivery.enabled" defaultChecked={delivery !== null} className="h-5 w-5" />
        {t('deliveryEnable')}
      </label>
      <TextInput
        name="delivery.stock"
        label={t('deliveryStock')}
        value={value('stock') || '1'}
        error={errorText(errors['delivery.stock'])}
        inputMode="numeric"
      />
      <Select
        name="delivery.payer"
        label={t('deliveryPayer')}
        value={value('payer') || 'buyer'}
        error={errorText(errors['delivery.payer'])}
        options={(['buyer', 'seller'] as const).map((payer) => ({ value: payer, label: t(`payer_${payer}`) }))}
      />
      <TextInput
        name="delivery.weight_grams"
        label={t('deliveryWeight')}
        value={value('weight_grams') || '500'}
        error={errorText(errors['delivery.weight_grams'])}
        inputMode="numeric"
      />
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="delivery.nationwide"
          defaultChecked={delivery === null || delivery.nationwide === true || delivery.nationwide === 'on'}
          className="h-5 w-5"
        />
        {t('deliveryNationwide')}
      </label>
      <fieldset
        className="mt-2"
        aria-describedby={errors['delivery.area_ids'] ? 'field-delivery-areas-error' : undefined}
      >
        <legend className="text-sm font-medium text-gray-800">{t('deliveryAreas')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-1">
          {choices.divisions.map((division) => (
            <label key={division.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="delivery.area_ids"
                value={division.id}
                defaultChecked={areas.includes(String(division.id))}
                className="h-5 w-5"
              />
              {division.name}
            </label>
          ))}
        </div>
        <ErrorText id="field-delivery-areas" error={errorText(errors['delivery.area_ids'])} />
      </fieldset>
    </section>
  );
}
