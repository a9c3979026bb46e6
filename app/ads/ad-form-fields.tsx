// The ad form's groups of fields (app/ads/ad-form.tsx): what is sold and its properties, the price, and the
// contact. Each works without JavaScript and shows again what was typed, with the server's errors.
import { useEffect, useState } from 'react';
import type { CategoryDef, FilterDef } from '../../core/catalogue.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { normalizeSearchText } from '../../core/search/text.ts';
import { ErrorText, inputClass, property, Select, text, TextInput, useAdsT, useErrorText } from '../ui/form-fields.tsx';
import { useLocale } from '../ui/i18n.ts';

interface FieldsProps {
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

/**
 * False until the first render in the browser has been applied. Set by an effect, not read from a store: Preact's
 * hydration keeps the server's attributes and takes a store's browser value at once, so the change would never reach
 * the page.
 */
function useScripted(): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setScripted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return scripted;
}

/**
 * Brand and model: the model list is empty (disabled, "choose a brand first") until a brand is chosen, then holds
 * that brand's models only (decision 258). With JavaScript it follows the brand in place and narrows as a word is
 * typed; without, "Show the brand's models" sends the form back with the brand chosen (nothing saved), as the
 * location step's districts follow the division.
 */
function BrandModel({
  filter,
  values,
  errors,
}: {
  filter: Extract<FilterDef, { type: 'tree' }>;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}) {
  const t = useAdsT();
  const locale = useLocale();
  const errorText = useErrorText();
  const scripted = useScripted();
  const [brandKey, setBrandKey] = useState(property(values, 'brand'));
  const [model, setModel] = useState(property(values, 'model'));
  const [typed, setTyped] = useState('');
  const brand = filter.values.find((b) => b.key === brandKey);
  const words = normalizeSearchText(typed).split(' ').filter(Boolean);
  const models = (brand?.children ?? []).filter((m) => {
    if (m.key === model || words.length === 0) return true;
    const names = normalizeSearchText([m.label.bn, m.label.en, ...(m.aliases ?? [])].join(' '));
    return words.every((word) => names.includes(word));
  });
  return (
    <div
      onChange={(event) => {
        const target = event.target;
        if (!(target instanceof HTMLSelectElement)) return;
        if (target.name === 'properties.brand') {
          setBrandKey(target.value);
          setModel('');
          setTyped('');
        } else if (target.name === 'properties.model') setModel(target.value);
      }}
    >
      <Select
        name="properties.brand"
        label={filter.label[locale]}
        value={property(values, 'brand')}
        error={errorText(errors['properties.brand'])}
        options={filter.values.map((b) => ({ value: b.key, label: b.label[locale] }))}
      />
      {scripted && brand ? (
        <div key="model-filter" className="mt-3">
          <label htmlFor="field-model-filter" className="block text-sm font-medium text-gray-800">
            {t('modelFilterLabel')}
          </label>
          <input
            id="field-model-filter"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-controls="field-properties-model"
            autoComplete="off"
            className={inputClass(undefined)}
          />
        </div>
      ) : null}
      <Select
        key={brandKey}
        name="properties.model"
        label={t('modelLabel')}
        value={property(values, 'model')}
        error={errorText(errors['properties.model'])}
        disabled={!brand}
        hint={brand ? undefined : t('modelBrandFirst')}
        options={models.map((m) => ({ value: m.key, label: m.label[locale] }))}
      >
        {/* Hidden rather than left out once scripted, so that the elements keep their places for the renderer. */}
        <button
          type="submit"
          name="intent"
          value="models"
          hidden={scripted}
          className="mt-2 rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium"
        >
          {t('showModelsButton')}
        </button>
      </Select>
    </div>
  );
}

function PropertyField({
  filter,
  values,
  errors,
}: {
  filter: FilterDef;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}) {
  const locale = useLocale();
  const errorText = useErrorText();
  const name = `properties.${filter.key}`;
  if (filter.type === 'tree') return <BrandModel filter={filter} values={values} errors={errors} />;
  if (filter.type === 'enum')
    return (
      <Select
        name={name}
        label={filter.label[locale]}
        value={property(values, filter.key)}
        error={errorText(errors[name])}
        options={filter.values.map((v) => ({ value: v.key, label: v.label[locale] }))}
      />
    );
  if (filter.type === 'numeric')
    return (
      <TextInput
        name={name}
        label={filter.unit ? `${filter.label[locale]} (${filter.unit[locale]})` : filter.label[locale]}
        value={property(values, filter.key)}
        error={errorText(errors[name])}
        inputMode="numeric"
      />
    );
  return null;
}

/** The ad type (for sale, to buy, to rent) and the category's own properties; not asked of job ads. */
export function SaleFields({ category, values, errors }: FieldsProps & { category: CategoryDef }) {
  const t = useAdsT();
  const type = text(values.type) || 'for_sale';
  return (
    <>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-gray-800">{t('typeLabel')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['for_sale', 'to_buy', 'to_rent'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="type" value={value} defaultChecked={type === value} className="h-5 w-5" />
              {t(`type_${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {category.filters.map((filter) => (
        <PropertyField key={filter.key} filter={filter} values={values} errors={errors} />
      ))}
    </>
  );
}

export function PriceFields({ values, errors }: FieldsProps) {
  const t = useAdsT();
  const errorText = useErrorText();
  return (
    <>
      <TextInput
        name="price"
        label={t('priceLabel')}
        value={text(values.price)}
        error={errorText(errors.price)}
        inputMode="numeric"
      />
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="price_negotiable"
          defaultChecked={values.price_negotiable === true || values.price_negotiable === 'on'}
          className="h-5 w-5"
        />
        {t('negotiableLabel')}
      </label>
    </>
  );
}

/** The contact: a name and which of the seller's verified numbers the ad shows. */
export function ContactFields({
  phones,
  addPhoneHref,
  values,
  errors,
}: FieldsProps & { phones: string[]; addPhoneHref: string }) {
  const t = useAdsT();
  const errorText = useErrorText();
  const chosenPhones = Array.isArray(values.phone_numbers) ? values.phone_numbers.map(String) : [];
  return (
    <section aria-labelledby="contact-heading" className="mt-5 border-t border-gray-200 pt-3">
      <h2 id="contact-heading" className="font-semibold">
        {t('contactSection')}
      </h2>
      <TextInput
        name="contact_name"
        label={t('contactNameLabel')}
        value={text(values.contact_name)}
        error={errorText(errors.contact_name)}
      />
      <fieldset className="mt-3" aria-describedby={errors.phone_numbers ? 'field-phone_numbers-error' : undefined}>
        <legend className="text-sm font-medium text-gray-800">{t('phonesLabel')}</legend>
        {phones.length === 0 ? (
          <p className="mt-1 text-sm text-gray-700">
            {t('noVerifiedPhones')}{' '}
            <a href={addPhoneHref} className="text-brand-700 underline">
              {t('addPhoneLink')}
            </a>
          </p>
        ) : null}
        {phones.map((phone) => (
          <label key={phone} className="mt-1 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="phone_numbers"
              value={phone}
              defaultChecked={chosenPhones.length === 0 || chosenPhones.includes(phone)}
              className="h-5 w-5"
            />
            {formatBdPhone(phone)}
          </label>
        ))}
        <ErrorText id="field-phone_numbers" error={errorText(errors.phone_numbers)} />
      </fieldset>
    </section>
  );
}
