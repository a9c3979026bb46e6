// The page an e-mailed sign-up link opens. Opening the link changes nothing (mail scanners open links too); the
// button makes the account, signs it in and goes on to the redirect-url given at sign-up.
import { Form, Link, useSearchParams } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure, readForm, signedInRedirect } from './accounts.server.ts';
import { safeRedirect } from './login-path.ts';
import { accountPageMeta, Card, FormAlert, SubmitButton, useAccountT } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/confirm-email';

export function loader({ params }: Route.LoaderArgs) {
  return { locale: params.locale as Locale };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  try {
    const { token } = await readForm(request, context.modules.accounts.SignUpConfirmSchema);
    const result = await context.modules.accounts.confirmSignUp(context, token);
    const to = safeRedirect(new URL(request.url).searchParams.get('redirect-url'), `/${params.locale}`);
    return signedInRedirect(context, request, result, to);
  } catch (error) {
    return { failure: formFailure(params.locale as Locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'confirmEmailTitle');

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const locale = useLocale();
  const [search] = useSearchParams();
  if (actionData?.failure) {
    return (
      <Card title={t('confirmEmailTitle')}>
        <FormAlert>{t('signUpLinkInvalid')}</FormAlert>
        <Link to={`/${locale}/users/sign-up`} className="font-semibold text-brand-700 underline">
          {t('signUpLink')}
        </Link>
      </Card>
    );
  }
  return (
    <Card title={t('confirmEmailTitle')}>
      <p className="mb-4">{t('confirmEmailText')}</p>
      <Form
        method="post"
        action={`/${locale}/users/confirm-email?${new URLSearchParams({ 'redirect-url': search.get('redirect-url') ?? '/' })}`}
      >
        <input type="hidden" name="token" value={search.get('token') ?? ''} />
        <SubmitButton>{t('confirmEmailButton')}</SubmitButton>
      </Form>
    </Card>
  );
}
