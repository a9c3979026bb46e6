// The page an e-mailed reset link opens: a new password, then the login page.
import { Form, redirect, useSearchParams } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure, readForm } from './accounts.server.ts';
import { accountPageMeta, Card, Field, FormAlert, SubmitButton, useAccountT, useFieldError } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/reset-password';

export function loader({ params }: Route.LoaderArgs) {
  return { locale: params.locale as Locale };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  try {
    await context.modules.accounts.resetPassword(
      context.db,
      await readForm(request, context.modules.accounts.PasswordResetSchema),
    );
    return redirect(`/${locale}/users/login?password-reset=done`);
  } catch (error) {
    return { failure: formFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'forgotTitle');

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  const [search] = useSearchParams();
  const failure = actionData?.failure;
  const token = search.get('token') ?? '';
  return (
    <Card title={t('forgotTitle')}>
      <FormAlert>{failure?.fields.token ? t('linkInvalid') : failure?.message}</FormAlert>
      <Form method="post" action={`/${locale}/users/reset-password?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name="token" value={token} />
        <Field
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('newPasswordLabel')}
          hint={t('passwordHint')}
          error={fieldError(failure?.fields.password)}
        />
        <SubmitButton>{t('setPassword')}</SubmitButton>
      </Form>
    </Card>
  );
}
