// /{locale}/my/two-step (ASVS V6.3.3, decisions 189 and 190): turn two-step sign-in on (a QR code and key
// for an authenticator app, confirmed by a first code, then the recovery codes shown once) or off (with a code).
// Staff are sent here by the back office until they have it (`?for=back-office`).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatNumber } from '../../core/i18n.ts';
import { formFailure, readForm, requireViewer } from './accounts.server.ts';
import { accountPageMeta, Card, Field, FormAlert, SubmitButton, useAccountT, useFieldError } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/my-two-step';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const status = await context.modules.accounts.secondFactorStatus(context.db, account.id);
  return {
    locale,
    status,
    pending: status.enabled
      ? null
      : await context.modules.accounts.pendingEnrolment(
          context.db,
          account.id,
          context.modules.accounts.enrolmentLabel(account),
        ),
    forStaff: new URL(request.url).searchParams.get('for') === 'back-office',
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account, sessionId } = requireViewer(context, request, locale);
  const intent = (await request.clone().formData()).get('intent');
  try {
    if (intent === 'start') {
      await context.modules.accounts.startEnrolment(
        context.db,
        account.id,
        context.modules.accounts.enrolmentLabel(account),
      );
      return { intent, recoveryCodes: null, failure: null };
    }
    const { code } = await readForm(request, context.modules.accounts.SecondFactorCodeSchema);
    if (intent === 'disable') {
      await context.modules.accounts.disableSecondFactor(context, account.id, code);
      return { intent, recoveryCodes: null, failure: null };
    }
    const recoveryCodes = await context.modules.accounts.confirmEnrolment(context, account.id, sessionId, code);
    return { intent: 'confirm', recoveryCodes, failure: null };
  } catch (error) {
    return { intent, recoveryCodes: null, failure: formFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'twoStepTitle');

export default function MyTwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  const { status, pending, forStaff } = loaderData;
  const failure = actionData?.failure;
  const action = `/${locale}/my/two-step${forStaff ? '?for=back-office' : ''}`;
  return (
    <Card title={t('twoStepTitle')}>
      {forStaff && !status.enabled ? <FormAlert>{t('twoStepForStaff')}</FormAlert> : null}
      <p className="mt-2 text-sm text-gray-700">{t('twoStepIntro')}</p>
      {actionData?.recoveryCodes ? (
        <section aria-labelledby="recovery-heading" className="mt-4" data-testid="recovery-codes">
          <FormAlert tone="success">{t('twoStepDone')}</FormAlert>
          <h2 id="recovery-heading" className="mt-2 text-sm text-gray-800">
            {t('twoStepRecovery')}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
            {actionData.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {actionData?.intent === 'disable' && !failure ? (
        <FormAlert tone="success">{t('twoStepDisabled')}</FormAlert>
      ) : null}
      <FormAlert>{failure?.message}</FormAlert>
      {status.enabled ? (
        <>
          <p className="mt-4 font-medium" data-testid="two-step-status">
            {t('twoStepOn', { left: formatNumber(locale, status.recovery_codes_left) })}
          </p>
          <Form method="post" action={action} className="mt-4 border-t border-gray-200 pt-4">
            <Field
              name="code"
              label={t('twoStepDisableLabel')}
              autoComplete="one-time-code"
              error={fieldError(failure?.fields.code)}
            />
            <SubmitButton name="intent" value="disable" tone="danger">
              {t('twoStepDisable')}
            </SubmitButton>
          </Form>
        </>
      ) : pending ? (
        <section className="mt-4">
          <p className="text-sm text-gray-800">{t('twoStepScan')}</p>
          {/* The SVG is made on the server from the otpauth URI by the qrcode library: no user input reaches it. */}
          <div
            className="mx-auto mt-3 w-48 max-w-full"
            data-testid="two-step-qr"
            dangerouslySetInnerHTML={{ __html: pending.qr_svg }}
          />
          <p className="mt-3 text-sm">
            {t('twoStepKey')}:{' '}
            <code className="break-all font-mono" data-testid="two-step-key">
              {pending.secret}
            </code>
          </p>
          <Form method="post" action={action} className="mt-2">
            <Field
              name="code"
              label={t('twoStepConfirmLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={fieldError(failure?.fields.code)}
            />
            <SubmitButton name="intent" value="confirm">
              {t('twoStepConfirm')}
            </SubmitButton>
          </Form>
        </section>
      ) : (
        <Form method="post" action={action} className="mt-4">
          <p className="text-sm text-gray-700" data-testid="two-step-status">
            {t('twoStepOff')}
          </p>
          <SubmitButton name="intent" value="start">
            {t('twoStepStart')}
          </SubmitButton>
        </Form>
      )}
      <Link to={`/${locale}/my/settings`} className="mt-6 inline-block text-brand-700 underline">
        {t('settingsTitle')}
      </Link>
    </Card>
  );
}
