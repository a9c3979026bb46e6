// /{locale}/password-update (spec section 2): change the password (or set a first one). Every other session ends;
// this browser gets a fresh session.
import { data, Form } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure, isSecure, readForm, requireViewer } from './accounts.server.ts';
import { accountPageMeta, Card, Field, FormAlert, SubmitButton, useAccountT, useFieldError } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/password-update';

export function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  return { locale, hasPassword: account.login.has_password };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  try {
    const { session } = await context.modules.accounts.changePassword(
      context,
      account.id,
      await readForm(request, context.modules.accounts.PasswordChangeSchema),
    );
    return data(
      { updated: true, failure: null },
      {
        headers: {
          'set-cookie': context.modules.http.sessionCookie(session.token, session.expiresAt, isSecure(request)),
        },
      },
    );
  } catch (error) {
    return { updated: false, failure: formFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'passwordUpdateTitle');

export default function PasswordUpdate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  const failure = actionData?.failure ?? undefined;
  return (
    <Card title={t('passwordUpdateTitle')}>
      {actionData?.updated ? <FormAlert tone="success">{t('passwordUpdated')}</FormAlert> : null}
      <FormAlert>{failure?.message}</FormAlert>
      {loaderData.hasPassword ? null : <p className="mt-2 text-sm text-gray-700">{t('noPasswordYet')}</p>}
      <Form method="post" action={`/${locale}/password-update`}>
        {loaderData.hasPassword ? (
          <Field
            name="current_password"
            type="password"
            autoComplete="current-password"
            label={t('currentPasswordLabel')}
            error={fieldError(failure?.fields.current_password)}
          />
        ) : null}
        <Field
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('newPasswordLabel')}
          hint={t('passwordHint')}
          error={fieldError(failure?.fields.password)}
        />
        <SubmitButton>{t('updatePassword')}</SubmitButton>
      </Form>
    </Card>
  );
}
