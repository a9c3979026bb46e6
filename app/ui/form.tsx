// Accessible form parts for the account pages: every input has a label, an error is tied to its input with
// aria-describedby and announced, and the whole works as plain HTML before (or without) JavaScript.
import type { ReactNode } from 'react';
import { accountMessages, type AccountMessageKey } from '../accounts/account-messages.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, translator } from '../../core/i18n.ts';
import { useLocale } from './i18n.ts';

/** The head of an account page: its title, and kept out of search engines. */
export function accountPageMeta(locale: Locale | undefined, title: AccountMessageKey) {
  if (!locale) return [];
  return [{ title: formatMessage(accountMessages, locale, title) }, { name: 'robots', content: 'noindex' }];
}

export function useAccountT() {
  return translator(accountMessages, useLocale());
}

/** A field error key (from the shared schemas) in the page's language; unknown keys fall back to a generic text. */
export function useFieldError() {
  const t = useAccountT();
  return (key: string | undefined) =>
    key === undefined ? undefined : key in accountMessages.en ? t(key as AccountMessageKey) : t('identifier_invalid');
}

export function Field({
  name,
  label,
  type = 'text',
  error,
  hint,
  defaultValue,
  autoComplete,
  inputMode,
  required = true,
  autoFocus,
}: {
  name: string;
  label: string;
  type?: string;
  error?: string | undefined;
  hint?: string;
  defaultValue?: string | undefined;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  required?: boolean;
  autoFocus?: boolean;
}) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-gray-300'}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked?: boolean }) {
  return (
    <label className="mt-3 flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="h-5 w-5" />
      {label}
    </label>
  );
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-3 rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
    >
      {children}
    </p>
  );
}

export function SubmitButton({
  children,
  name,
  value,
  tone = 'primary',
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  tone?: 'primary' | 'danger' | 'plain';
}) {
  const colours = {
    primary: 'bg-brand-700 text-white',
    danger: 'bg-red-700 text-white',
    plain: 'border border-gray-300 bg-white text-gray-900',
  }[tone];
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={`mt-4 w-full rounded-lg px-4 py-3 font-semibold ${colours}`}
    >
      {children}
    </button>
  );
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-md px-3 py-6">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
