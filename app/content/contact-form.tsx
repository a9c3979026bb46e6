// The form under the contact-us and advertising pages: a plain HTML form (works before JavaScript), posted to the
// page's own action, which stores it for the admins through the content service.
import { Form } from 'react-router';
import type { ContactFormKind } from '../../core/content-pages.ts';
import { translator } from '../../core/i18n.ts';
import type { FormFailure } from '../accounts/accounts.server.ts';
import { Field, FormAlert, SubmitButton, useFieldError } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import { contentMessages } from './content-messages.ts';

const MESSAGE_LABEL = {
  contact: 'yourMessage',
  advertising: 'advertisingMessage',
  staffing: 'staffingMessage',
} as const;

export function ContactForm({
  kind,
  result,
}: {
  kind: ContactFormKind;
  result: FormFailure | { ok: true } | undefined;
}) {
  const t = translator(contentMessages, useLocale());
  const fieldError = useFieldError();
  const failure = result && !result.ok ? result : null;
  if (result?.ok) return <FormAlert tone="success">{t('requestSent')}</FormAlert>;
  return (
    <section className="mt-6 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-lg font-semibold">
        {t(`${kind}FormTitle`)}
      </h2>
      <FormAlert>{failure?.message}</FormAlert>
      <Form method="post" noValidate>
        <input type="hidden" name="kind" value={kind} />
        <Field name="name" label={t('yourName')} autoComplete="name" error={fieldError(failure?.fields.name)} />
        <Field
          name="email"
          type="email"
          label={t('yourEmail')}
          autoComplete="email"
          inputMode="email"
          error={fieldError(failure?.fields.email)}
        />
        <Field
          name="phone"
          type="tel"
          label={t('yourPhone')}
          autoComplete="tel"
          inputMode="tel"
          required={false}
          error={fieldError(failure?.fields.phone)}
        />
        <div className="mt-3">
          <label htmlFor="field-message" className="block text-sm font-medium text-gray-800">
            {t(MESSAGE_LABEL[kind])}
          </label>
          <textarea
            id="field-message"
            name="message"
            rows={5}
            required
            aria-invalid={failure?.fields.message ? true : undefined}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
          />
          {failure?.fields.message ? (
            <p className="mt-1 text-sm text-red-700">{fieldError(failure.fields.message)}</p>
          ) : null}
        </div>
        <SubmitButton>{t('send')}</SubmitButton>
      </Form>
    </section>
  );
}
