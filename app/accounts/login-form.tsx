// The password login form, shared by the login page and the login modal (spec section 2: a login modal on every
// page, opened by login-modal=true&action=post-ad&redirect-url=…). It posts to the login page's action.
import { Form, Link } from 'react-router';
import { useLocale } from '../ui/i18n.ts';
import { Field, FormAlert, SubmitButton, useAccountT, useFieldError } from '../ui/form.tsx';

export function loginQuery(redirectUrl: string | null, action: string | null): string {
  const query = new URLSearchParams();
  if (action) query.set('action', action);
  if (redirectUrl) query.set('redirect-url', redirectUrl);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function PasswordLoginForm({
  query,
  failure,
  identifier,
}: {
  query: string;
  failure?: { message: string; fields: Record<string, string> } | undefined;
  identifier?: string | undefined;
}) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  return (
    <Form method="post" action={`/${locale}/users/login${query}`} aria-label={t('withPassword')}>
      <FormAlert>{failure?.message}</FormAlert>
      <Field
        name="identifier"
        label={t('identifierLabel')}
        autoComplete="username"
        defaultValue={identifier}
        error={fieldError(failure?.fields.identifier)}
      />
      <Field
        name="password"
        type="password"
        label={t('passwordLabel')}
        autoComplete="current-password"
        error={fieldError(failure?.fields.password)}
      />
      <SubmitButton name="intent" value="password">
        {t('loginButton')}
      </SubmitButton>
      <p className="mt-3 text-sm">
        <Link to={`/${locale}/users/forgot-password`} className="text-brand-700 underline">
          {t('forgotPasswordLink')}
        </Link>
      </p>
    </Form>
  );
}
