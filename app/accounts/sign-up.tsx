// Sign-up by e-mail and password (spec section 7 POST /data/account: profile name and opt_out, login e-mail and
// password). The account is made when the e-mailed link is opened (accounts/confirm-email.tsx), which then goes on to
// redirect-url; this page answers the same whether or not the address is registered.
import { Form, Link, redirect, useSearchParams } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formFailure, readForm } from './accounts.server.ts';
import { safeRedirect } from './login-path.ts';
import {
  accountPageMeta,
  Card,
  Checkbox,
  Field,
  FormAlert,
  SubmitButton,
  useAccountT,
  useFieldError,
} from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import { loginQuery } from './login-form.tsx';
import type { Route } from './+types/sign-up';

// After login, the redirect-url when it is a path on this site, else the home page in the page's language.
const target = (request: Request, locale: Locale) =>
  safeRedirect(new URL(request.url).searchParams.get('redirect-url'), `/${locale}`);

export function loader({ request, context, params }: Route.LoaderArgs) {
  if (context.viewer) throw redirect(target(request, params.locale as Locale));
  return { locale: params.locale as Locale };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData();
  try {
    const input = await readForm(request, context.modules.accounts.SignUpSchema);
    await context.modules.accounts.startSignUp(
      context,
      context.clientIp,
      params.locale as Locale,
      input,
      target(request, params.locale as Locale),
    );
    return { sentTo: input.email };
  } catch (error) {
    return {
      failure: formFailure(params.locale as Locale, error),
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
    };
  }
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'signUpTitle');

export default function SignUp({ actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  const [search] = useSearchParams();
  const query = loginQuery(search.get('redirect-url'), search.get('action'));
  const failure = actionData?.failure;
  if (actionData?.sentTo) {
    return (
      <Card title={t('checkEmailTitle')}>
        <p role="status">{t('signUpLinkSent', { email: actionData.sentTo })}</p>
      </Card>
    );
  }
  return (
    <Card title={t('signUpTitle')}>
      <Form method="post" action={`/${locale}/users/sign-up${query}`}>
        <FormAlert>{failure?.message}</FormAlert>
        <Field
          name="name"
          label={t('nameLabel')}
          autoComplete="name"
          defaultValue={actionData?.name}
          error={fieldError(failure?.fields.name)}
        />
        <Field
          name="email"
          type="email"
          inputMode="email"
          label={t('emailLabel')}
          autoComplete="email"
          defaultValue={actionData?.email}
          error={fieldError(failure?.fields.email)}
        />
        <Field
          name="password"
          type="password"
          label={t('choosePasswordLabel')}
          autoComplete="new-password"
          hint={t('passwordHint')}
          error={fieldError(failure?.fields.password)}
        />
        <Checkbox name="opt_out" label={t('optOutLabel')} />
        <SubmitButton>{t('signUpButton')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t('haveAccount')}{' '}
        <Link to={`/${locale}/users/login${query}`} className="font-semibold text-brand-700 underline">
          {t('login')}
        </Link>
      </p>
    </Card>
  );
}
