// The fields of the ad forms (the ad form and the job fields): labelled inputs and selects that show
// their error under them, and the translation of the schema's error keys.
import type { ReactNode } from 'react';
import { errorMessages } from '../../core/error-messages.ts';
import type { ErrorCode } from '../../core/errors.ts';
import { formatMessage, translator } from '../../core/i18n.ts';
import { adsMessages, type AdsMessageKey } from '../ads/ads-messages.ts';
import { useLocale } from './i18n.ts';

export function useAdsT() {
  return translator(adsMessages, useLocale());
}

/** A field error key (of the schema, or an error code of the pictures) in the page's language. */
export function useErrorText() {
  const t = useAdsT();
  const locale = useLocale();
  return (key: string | undefined) => {
    if (key === undefined) return undefined;
    if (key in adsMessages.en) return t(key as AdsMessageKey);
    if (key in errorMessages.en) return formatMessage(errorMessages, locale, key as ErrorCode);
    return t('field_invalid');
  };
}

export const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
export const property = (values: Record<string, unknown>, key: string) =>
  text((values.properties as Record<string, unknown> | undefined)?.[key]);

export function Label({ id, children }: { id: string; children: ReactNode }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-gray-800">
      {children}
    </label>
  );
}

export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export const inputClass = (error: string | undefined) =>
  `mt-1 block w-full rounded-lg border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`;

export function Select({
  name,
  label,
  options,
  value,
  error,
  groups,
  hint,
  disabled,
  children,
}: {
  name: string;
  label: string;
  options?: { value: string; label: string }[];
  groups?: { key: string; label: string; options: { value: string; label: string }[] }[];
  value: string;
  error: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  /** Shown between the hint and the error, e.g. a button that refreshes the choices. */
  children?: ReactNode;
}) {
  const t = useAdsT();
  const id = `field-${name.replace('.', '-')}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mt-3">
      <Label id={id}>{label}</Label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass(error)} disabled:bg-gray-100 disabled:text-gray-500`}
      >
        <option value="">{t('chooseOne')}</option>
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.key} label={g.label} data-brand={g.key}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function TextInput({
  name,
  label,
  value,
  error,
  hint,
  inputMode,
  type,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'url';
  type?: 'text' | 'date';
}) {
  const id = `field-${name.replace('.', '-')}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mt-3">
      <Label id={id}>{label}</Label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass(error)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ErrorText id={id} error={error} />
    </div>
  );
}
