// Forgot password: an e-mail gets a link (reset-password page); a phone number gets a code by SMS, entered here
// with the new password. The answer is the same whether or not an account exists.
import { Form, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { formFailure, readForm } from './accounts.server.ts';
import { accountPageMeta, Card, Field, FormAlert, SubmitButton, useAccountT, useFieldError } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/forgot-password';

export function loader({ params }: Route.LoaderArgs) {
  return { locale: params.locale as Locale };
}

type Sent = { channel: 'email' } | { channel: 'sms'; token: string; phone: string; otpLength: number };

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const form = await request.clone().formData();
  const sms: Sent | null = form.get('token')
    ? {
        channel: 'sms',
        token: String(form.get('token')),
        phone: String(form.get('phone')),
        otpLength: context.config.OTP_LENGTH,
      }
    : null;
  try {
    if (form.get('intent') === 'reset') {
      await context.modules.accounts.resetPassword(
        context.db,
        await readForm(request, context.modules.accounts.PasswordResetSchema),
      );
      return redirect(`/${locale}/users/login?password-reset=done`);
    }
    const { identifier } = await readForm(request, context.modules.accounts.PasswordResetRequestSchema);
    const started = await context.modules.accounts.requestPasswordReset(context, context.clientIp, locale, identifier);
    const sent: Sent =
      started.channel === 'email'
        ? { channel: 'email' }
        : { channel: 'sms', token: started.token, phone: identifier, otpLength: started.otp_length };
    return { sent, failure: null };
  } catch (error) {
    return { sent: sms, failure: formFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'forgotTitle');

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  const failure = actionData?.failure ?? undefined;
  const sent = actionData?.sent ?? null;
  return (
    <Card title={t('forgotTitle')}>
      <FormAlert>{failure?.message}</FormAlert>
      {sent?.channel === 'email' ? <FormAlert tone="success">{t('resetEmailSent')}</FormAlert> : null}
      {sent?.channel === 'sms' ? (
        <Form method="post" action={`/${locale}/users/forgot-password`}>
          <FormAlert tone="success">{t('resetSmsSent')}</FormAlert>
          <input type="hidden" name="token" value={sent.token} />
          <input type="hidden" name="phone" value={sent.phone} />
          <Field
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('codeLabel', { length: sent.otpLength, phone: formatPhoneSafely(sent.phone) })}
            error={fieldError(failure?.fields.otp)}
          />
          <Field
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('newPasswordLabel')}
            hint={t('passwordHint')}
            error={fieldError(failure?.fields.password)}
          />
          <SubmitButton name="intent" value="reset">
            {t('setPassword')}
          </SubmitButton>
        </Form>
      ) : (
        <Form method="post" action={`/${locale}/users/forgot-password`}>
          <p className="mt-2 text-sm text-gray-700">{t('forgotIntro')}</p>
          <Field
            name="identifier"
            label={t('identifierLabel')}
            autoComplete="username"
            error={fieldError(failure?.fields.identifier)}
          />
          <SubmitButton name="intent" value="request">
            {t('sendReset')}
          </SubmitButton>
        </Form>
      )}
    </Card>
  );
}

function formatPhoneSafely(phone: string) {
  return phone.startsWith('+880') ? formatBdPhone(phone) : phone;
}
