// Login (spec section 2 /{locale}/users/login): e-mail or phone with a password, a code by SMS in steps (spec
// section 3 stepCount: number → code → name for a new number), and Google. After login the redirect-url is used
// when it is a path on this site, else the home page: `/` in the spec, taken as the home in the page's language (`/`
// itself is the Bengali home), so an English visitor is not dropped into Bengali.
import { useEffect } from 'react';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { AppError } from '../../core/errors.ts';
import {
  deviceOf,
  formFailure,
  logSignInFailure,
  pathAndQuery,
  readForm,
  signedInRedirect,
} from './accounts.server.ts';
import { safeRedirect } from './login-path.ts';
import { CodeResend } from './code-resend.tsx';
import { endedCodeStep, openCodeStep, redirectWithCodeStep } from './code-step.server.ts';
import { accountMessages } from './account-messages.ts';
import { formatMessage } from '../../core/i18n.ts';
import { seoHead } from '../ui/seo-head.ts';
import { Card, Field, FormAlert, SubmitButton, useAccountT, useFieldError } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import { loginQuery, PasswordLoginForm } from './login-form.tsx';
import type { Route } from './+types/login';

const target = (request: Request, locale: Locale) =>
  safeRedirect(new URL(request.url).searchParams.get('redirect-url'), `/${locale}`);

export function loader({ request, context, params }: Route.LoaderArgs) {
  if (context.viewer) throw redirect(target(request, params.locale as Locale));
  // Google's script loads only for a visitor without a session (spec section 7), and only when configured.
  const locale = params.locale as Locale;
  const origin = context.config.PUBLIC_URL;
  return {
    locale,
    // Search engines index the login page (people look for "Haat login"), one URL whatever the redirect-url.
    seo: context.modules.content.seoOf(
      origin,
      locale,
      (l) => `/${l}/users/login`,
      formatMessage(accountMessages, locale, 'loginTitle'),
      formatMessage(accountMessages, locale, 'loginDescription'),
    ),
    googleClientId: context.config.GOOGLE_CLIENT_ID ?? null,
    otpLength: context.config.OTP_LENGTH,
    // After the password of an account with a second factor (decision 189): its code is asked next.
    secondFactor: new URL(request.url).searchParams.has('second-factor'),
    // A code sent and still alive: a reload on the way back from the SMS app keeps the step (decision 256).
    codeStep: openCodeStep(context, request, 'phone_login'),
  };
}

type PhoneStep = { step: 2 | 3; token: string; phone: string; otp?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const form = await request.clone().formData();
  const intent = String(form.get('intent') ?? 'password');
  // What a phone step needs to show again after a failure.
  const phoneStep: PhoneStep | null = form.get('token')
    ? {
        step: form.get('first_name') !== null ? 3 : 2,
        token: String(form.get('token')),
        phone: String(form.get('phone') ?? ''),
        otp: String(form.get('otp') ?? ''),
      }
    : null;
  const loginPage = pathAndQuery(request);
  try {
    if (intent === 'second-factor') {
      const { code } = await readForm(request, context.modules.accounts.SecondFactorCodeSchema);
      const pending = context.modules.http.sessionTokenFrom({ cookie: request.headers.get('cookie') });
      if (!pending) throw new AppError('UNAUTHORIZED');
      const result = await context.modules.accounts.signInWithSecondFactor(context, pending.token, code);
      return signedInRedirect(context, request, result, target(request, params.locale as Locale));
    }
    if (intent === 'send-code') {
      const { phone_number } = await readForm(request, context.modules.accounts.PhoneCodeRequestSchema);
      const sent = await context.modules.accounts.sendLoginCode(
        context,
        context.clientIp,
        locale,
        phone_number,
        deviceOf(context, request),
      );
      return redirectWithCodeStep(context, request, loginPage, 'phone_login', { ...sent, phone: phone_number });
    }
    if (intent === 'change-number') {
      return redirect(loginPage, { headers: { 'set-cookie': endedCodeStep(context, request) } });
    }
    if (intent === 'verify-code') {
      const input = await readForm(request, context.modules.accounts.PhoneSignInSchema);
      const result = await context.modules.accounts.signInWithPhone(context, context.clientIp, input);
      if (result.status === 'needs_profile') {
        return { phone: { ...(phoneStep as PhoneStep), step: 3, otp: input.otp } as PhoneStep };
      }
      return signedInRedirect(context, request, result, target(request, params.locale as Locale));
    }
    if (intent === 'google') {
      const { identity_token } = await readForm(request, context.modules.accounts.GoogleSignInSchema);
      const result = await context.modules.accounts.signInWithGoogle(context, context.clientIp, identity_token);
      return signedInRedirect(context, request, result, target(request, params.locale as Locale));
    }
    const input = await readForm(request, context.modules.accounts.PasswordSignInSchema);
    const result = await context.modules.accounts.signInWithPassword(
      context,
      context.clientIp,
      input,
      deviceOf(context, request),
    );
    return signedInRedirect(context, request, result, target(request, params.locale as Locale));
  } catch (error) {
    logSignInFailure(context, request, error);
    return {
      failure: formFailure(locale, error),
      phone: phoneStep,
      identifier: String(form.get('identifier') ?? ''),
      intent,
    };
  }
}

export const meta = ({ data }: Route.MetaArgs) => (data ? seoHead(data.seo) : []);

declare global {
  interface Window {
    haatGoogleCredential?: (response: { credential: string }) => void;
  }
}

function GoogleButton({ clientId, query }: { clientId: string; query: string }) {
  const t = useAccountT();
  const locale = useLocale();
  useEffect(() => {
    window.haatGoogleCredential = ({ credential }) => {
      const form = document.getElementById('google-login') as HTMLFormElement | null;
      const input = form?.elements.namedItem('identity_token') as HTMLInputElement | null;
      if (!form || !input) return;
      input.value = credential;
      form.requestSubmit();
    };
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    document.head.append(script);
    return () => script.remove();
  }, []);
  return (
    <Form id="google-login" method="post" action={`/${locale}/users/login${query}`} className="mt-4">
      <input type="hidden" name="intent" value="google" />
      <input type="hidden" name="identity_token" />
      <div
        id="g_id_onload"
        data-client_id={clientId}
        data-callback="haatGoogleCredential"
        data-auto_prompt="false"
        data-cancel_on_tap_outside="false"
      />
      <div className="g_id_signin" data-type="standard" data-text="continue_with" aria-label={t('withGoogle')} />
    </Form>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  const [search] = useSearchParams();
  const query = loginQuery(search.get('redirect-url'), search.get('action'));
  const failure = actionData && 'failure' in actionData ? actionData.failure : undefined;
  const codeStep = loaderData.codeStep;
  const phone: PhoneStep | null =
    actionData?.phone ?? (codeStep ? { step: 2, token: codeStep.token, phone: codeStep.phone } : null);
  const phoneFailure = actionData && 'intent' in actionData && actionData.intent !== 'password' ? failure : undefined;
  const passwordFailure =
    actionData && 'intent' in actionData && actionData.intent === 'password' ? failure : undefined;
  const identifier = actionData && 'identifier' in actionData ? actionData.identifier : undefined;

  if (loaderData.secondFactor) {
    return (
      <Card title={t('secondFactorTitle')}>
        <Form method="post" action={`/${locale}/users/login${query}${query ? '&' : '?'}second-factor=1`}>
          <FormAlert>{failure?.message}</FormAlert>
          <Field
            name="code"
            autoComplete="one-time-code"
            label={t('secondFactorLabel')}
            hint={t('secondFactorHint')}
            error={fieldError(failure?.fields.code)}
            autoFocus
          />
          <SubmitButton name="intent" value="second-factor">
            {t('verifyCode')}
          </SubmitButton>
        </Form>
      </Card>
    );
  }

  return (
    <Card title={search.get('action') === 'post-ad' ? t('loginToPostAd') : t('loginTitle')}>
      {search.get('password-reset') === 'done' ? <FormAlert tone="success">{t('resetDone')}</FormAlert> : null}
      <section aria-labelledby="password-login" className="mt-2">
        <h2 id="password-login" className="sr-only">
          {t('withPassword')}
        </h2>
        <PasswordLoginForm query={query} failure={passwordFailure} identifier={identifier} />
      </section>

      <p className="my-4 text-center text-sm text-gray-500">{t('or')}</p>

      <section aria-labelledby="phone-login" className="border-t border-gray-200 pt-3">
        <h2 id="phone-login" className="font-semibold">
          {t('withPhone')}
        </h2>
        {phone === null ? (
          <Form method="post" action={`/${locale}/users/login${query}`}>
            <FormAlert>{phoneFailure?.message}</FormAlert>
            <Field
              name="phone_number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              label={t('phoneLabel')}
              hint={t('phoneHint')}
              error={fieldError(phoneFailure?.fields.phone_number)}
            />
            <SubmitButton name="intent" value="send-code" tone="plain">
              {t('sendCode')}
            </SubmitButton>
          </Form>
        ) : (
          <Form method="post" action={`/${locale}/users/login${query}`} key={`${phone.token}-${phone.step}`}>
            <FormAlert>{phoneFailure?.message}</FormAlert>
            <input type="hidden" name="token" value={phone.token} />
            <input type="hidden" name="phone" value={phone.phone} />
            {phone.step === 2 ? (
              <Field
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                label={t('codeLabel', { length: loaderData.otpLength, phone: formatBdPhone(phone.phone) })}
                error={fieldError(phoneFailure?.fields.otp)}
                autoFocus
              />
            ) : (
              <>
                <input type="hidden" name="otp" value={phone.otp ?? ''} />
                <p className="mt-3 text-sm">{t('newHere')}</p>
                <Field
                  name="first_name"
                  label={t('firstNameLabel')}
                  autoComplete="given-name"
                  error={fieldError(phoneFailure?.fields.first_name)}
                  autoFocus
                />
                <Field name="last_name" label={t('lastNameLabel')} autoComplete="family-name" required={false} />
              </>
            )}
            <SubmitButton name="intent" value="verify-code">
              {phone.step === 2 ? t('verifyCode') : t('finishSignUp')}
            </SubmitButton>
          </Form>
        )}
        {phone !== null ? (
          <CodeResend
            key={phone.token}
            action={`/${locale}/users/login${query}`}
            phone={phone.phone}
            resendIn={codeStep?.phone === phone.phone ? codeStep.resendIn : 0}
          />
        ) : null}
      </section>

      {loaderData.googleClientId ? <GoogleButton clientId={loaderData.googleClientId} query={query} /> : null}

      <p className="mt-6 text-center text-sm">
        {t('noAccount')}{' '}
        <Link to={`/${locale}/users/sign-up${query}`} className="font-semibold text-brand-700 underline">
          {t('signUpLink')}
        </Link>
      </p>
    </Card>
  );
}
