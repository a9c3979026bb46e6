// The ad form (post and edit), built from the category's filter definitions (core/catalogue.ts FilterDef). Plain
// HTML that works without JavaScript and shows again what was typed when the server finds errors. With JavaScript,
// a new ad's form is kept as a draft in the browser (localStorage, at every change) and on the server (PUT
// /data/ads/draft, a few seconds after the last change), so that a reload or a lost connection loses nothing.
import { type ReactNode, useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { adInputFromForm } from '../../core/ad-form.ts';
import type { CategoryDef } from '../../core/catalogue.ts';
import { isJobCategoryType } from '../../core/jobs/fields.ts';
import { DeliveryFields, type DeliveryChoices } from '../doorstep/delivery-fields.tsx';
import { JobFields } from '../jobs/job-fields.tsx';
import { FormAlert, SubmitButton } from '../ui/form.tsx';
import { ErrorText, inputClass, Label, property, text, TextInput, useAdsT, useErrorText } from '../ui/form-fields.tsx';
import { PictureUploader } from '../ui/picture-uploader.tsx';
import { ContactFields, PriceFields, SaleFields } from './ad-form-fields.tsx';

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

export function AdForm(props: AdFormProps) {
  const t = useAdsT();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const restoredRef = useRef<HTMLDivElement>(null);
  useDraft(formRef, restoredRef, props.mode === 'post', props.draftSavedAt ?? null);
  const { values, errors, category } = props;
  const hasPrice = category.filters.some((f) => f.key === 'price');
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
        <SaleFields category={category} values={values} errors={errors} />
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
      {hasPrice ? <PriceFields values={values} errors={errors} /> : null}

      {props.delivery && !isJob ? <DeliveryFields choices={props.delivery} values={values} errors={errors} /> : null}

      <PictureUploader max={props.maxPictures} initial={props.pictures} error={errorText(errors.picture_ids)} />

      <ContactFields phones={props.phones} addPhoneHref={props.addPhoneHref} values={values} errors={errors} />

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
