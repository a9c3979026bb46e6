// The ad form (post and edit), built from the category's filter definitions (core/catalogue.ts FilterDef). Plain
// HTML that works without JavaScript and shows again what was typed when the server finds errors. With JavaScript,
// a new ad's form is kept as a draft in the browser (localStorage, at every change) and on the server (PUT
// /data/ads/draft, a few seconds after the last change), so that a reload or a lost connection loses nothing.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { adInputFromForm } from '../../core/ad-form.ts';
import type { CategoryDef, FilterDef } from '../../core/catalogue.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { isJobCategoryType } from '../../core/jobs/fields.ts';
import { normalizeSearchText } from '../../core/search/text.ts';
import { DeliveryFields, type DeliveryChoices } from '../doorstep/delivery-fields.tsx';
import { JobFields } from '../jobs/job-fields.tsx';
import { FormAlert, SubmitButton } from '../ui/form.tsx';
import {
  ErrorText,
  inputClass,
  Label,
  property,
  Select,
  text,
  TextInput,
  useAdsT,
  useErrorText,
} from '../ui/form-fields.tsx';
import { PictureUploader } from '../ui/picture-uploader.tsx';
import { useLocale } from '../ui/i18n.ts';

export const LOCAL_DRAFT_KEY = 'haat:post-ad-draft';

export interface AdFormProps {
  action: string;
  mode: 'post' | 'edit';
  category: CategoryDef;
  locationId: number;
  /** What to show in the fields: typed values after an error, the ad's values, or a draft. */
  values: Record<string, unknown>;
  errors: Record<string, string>;
  failureMessage?: string | undefined;
  phones: string[];
  /** The ad's pictures (or those kept from a submit that failed), in order: the first is the cover. */
  pictures: { id: number; thumbnail: string }[];
  maxPictures: number;
  /** When the server's draft was saved (post mode), to tell whether the browser's copy is newer. */
  draftSavedAt?: string | null;
  draftSaved?: boolean;
  addPhoneHref: string;
  /** Doorstep delivery's choices for a seller who may offer it; null: the fields are left out. */
  delivery: DeliveryChoices | null;
  children?: ReactNode;
}

/** Puts a draft's values back into the form's fields (browser copy newer than the server's). */
function fillForm(form: HTMLFormElement, values: Record<string, unknown>) {
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    const name = element.name;
    if (!name || name === 'category_id' || name === 'location_id' || element.type === 'hidden') continue;
    const raw = name.startsWith('properties.')
      ? property(values, name.slice(11))
      : name.startsWith('delivery.')
        ? deliveryValue(values, name.slice(9))
        : values[name];
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      element.checked = Array.isArray(raw) ? raw.map(String).includes(element.value) : raw === 'on' || raw === true;
    } else if (raw !== undefined) element.value = text(raw);
  }
}

/** A delivery field's value in a draft: `enabled` is whether the draft has an offer at all. */
function deliveryValue(values: Record<string, unknown>, key: string): unknown {
  const delivery = values.delivery as Record<string, unknown> | null | undefined;
  return key === 'enabled' ? !!delivery : delivery?.[key];
}

/** Keeps the form as a draft; `noticeRef` is shown when the browser's newer copy was put back into the form. */
function useDraft(
  formRef: React.RefObject<HTMLFormElement | null>,
  noticeRef: React.RefObject<HTMLDivElement | null>,
  enabled: boolean,
  serverSavedAt: string | null,
) {
  useEffect(() => {
    const form = formRef.current;
    if (!enabled || !form) return;
    try {
      const local = JSON.parse(localStorage.getItem(LOCAL_DRAFT_KEY) ?? 'null') as {
        savedAt: string;
        values: Record<string, unknown>;
      } | null;
      const sameAd =
        local &&
        String(local.values.category_id) === (form.elements.namedItem('category_id') as HTMLInputElement | null)?.value;
      if (local && sameAd && (!serverSavedAt || local.savedAt > serverSavedAt)) {
        fillForm(form, local.values);
        if (noticeRef.current) noticeRef.current.hidden = false;
      }
    } catch {
      localStorage.removeItem(LOCAL_DRAFT_KEY);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      const values = adInputFromForm(new FormData(form));
      localStorage.setItem(LOCAL_DRAFT_KEY, JSON.stringify({ savedAt: new Date().toISOString(), values }));
      clearTimeout(timer);
      // The server copy is best effort: offline, the browser's copy is enough and the next change tries again.
      timer = setTimeout(() => {
        void fetch('/data/ads/draft', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: values }),
        }).catch(() => undefined);
      }, 3000);
    };
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', save);
      form.removeEventListener('change', save);
    };
  }, [formRef, noticeRef, enabled, serverSavedAt]);
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

export function AdForm(props: AdFormProps) {
  const t = useAdsT();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const restoredRef = useRef<HTMLDivElement>(null);
  useDraft(formRef, restoredRef, props.mode === 'post', props.draftSavedAt ?? null);
  const { values, errors, category } = props;
  const hasPrice = category.filters.some((f) => f.key === 'price');
  const chosenPhones = Array.isArray(values.phone_numbers) ? values.phone_numbers.map(String) : [];
  const type = text(values.type) || 'for_sale';
  // Job ads ask for the job fields instead of the ad type and the category's properties.
  const isJob = isJobCategoryType(category.type);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={props.action}
      ref={formRef}
      noValidate
      onSubmit={() => {
        if (props.mode === 'post') localStorage.removeItem(LOCAL_DRAFT_KEY);
      }}
    >
      <input type="hidden" name="category_id" value={category.id} />
      <input type="hidden" name="location_id" value={props.locationId} />
      {/* Enter in a field presses the form's first submit button: keep that one posting rather than "Show the brand's
          models" further down. Always rendered: a button dropped after hydration had its DOM reused for another. */}
      <button type="submit" name="intent" value="submit" hidden tabIndex={-1} aria-hidden="true" />
      <div ref={restoredRef} hidden>
        <FormAlert tone="success">{t('draftRestored')}</FormAlert>
      </div>
      {props.draftSaved ? <FormAlert tone="success">{t('draftSaved')}</FormAlert> : null}
      <FormAlert>{props.failureMessage}</FormAlert>
      {props.children}

      {isJob ? (
        <JobFields category={category} values={values} errors={errors} />
      ) : (
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
      )}

      <TextInput
        name="title"
        label={t('titleLabel')}
        hint={t('titleHint')}
        value={text(values.title)}
        error={errorText(errors.title)}
      />
      <div className="mt-3">
        <Label id="field-description">{t('descriptionLabel')}</Label>
        <textarea
          id="field-description"
          name="description"
          rows={6}
          defaultValue={text(values.description)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`field-description-hint${errors.description ? ' field-description-error' : ''}`}
          className={inputClass(errors.description)}
        />
        <p id="field-description-hint" className="mt-1 text-xs text-gray-600">
          {t('descriptionHint')}
        </p>
        <ErrorText id="field-description" error={errorText(errors.description)} />
      </div>
      {hasPrice ? (
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
      ) : null}

      {props.delivery && !isJob ? <DeliveryFields choices={props.delivery} values={values} errors={errors} /> : null}

      <PictureUploader max={props.maxPictures} initial={props.pictures} error={errorText(errors.picture_ids)} />

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
          {props.phones.length === 0 ? (
            <p className="mt-1 text-sm text-gray-700">
              {t('noVerifiedPhones')}{' '}
              <a href={props.addPhoneHref} className="text-brand-700 underline">
                {t('addPhoneLink')}
              </a>
            </p>
          ) : null}
          {props.phones.map((phone) => (
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

      <SubmitButton name="intent" value="submit">
        {props.mode === 'post' ? t('postButton') : t('saveButton')}
      </SubmitButton>
      {props.mode === 'post' ? (
        <SubmitButton name="intent" value="draft" tone="plain">
          {t('saveDraftButton')}
        </SubmitButton>
      ) : null}
    </Form>
  );
}
