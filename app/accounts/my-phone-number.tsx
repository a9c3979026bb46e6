// /{locale}/my/phone-number: the account's verified numbers; add one (number → SMS code, spec section 3 stepCount)
// or delete one. Verified numbers may be shown on ads and used to log in. The code step survives a reload and
// offers a resend with its wait and a change of number (decision 256).
import { type AppLoadContext, Form, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { formFailure, readForm, requireViewer } from './accounts.server.ts';
import { CodeResend } from './code-resend.tsx';
import { endedCodeStep, openCodeStep, redirectWithCodeStep } from './code-step.server.ts';
import { accountPageMeta, Card, Field, FormAlert, SubmitButton, useAccountT, useFieldError } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/my-phone-number';
import { z } from 'zod';

const deleteNumberSchema = (context: Pick<AppLoadContext, 'modules'>) =>
  z.object({ number: context.modules.accounts.PhoneSchema });

export function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const done = new URL(request.url).searchParams.get('done');
  return {
    locale,
    numbers: account.recent_phone_numbers,
    otpLength: context.config.OTP_LENGTH,
    codeStep: openCodeStep(context, request, 'add_phone'),
    done: done === 'added' || done === 'deleted' ? done : null,
  };
}

/**
 * Every step that succeeds answers with a redirect to the page (post/redirect/get): the list is read again, and a
 * reload repeats nothing. The code step itself lives in a cookie (code-step.server.ts).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const page = `/${locale}/my/phone-number`;
  const intent = (await request.clone().formData()).get('intent');
  try {
    if (intent === 'verify') {
      await context.modules.accounts.verifyAddedPhone(
        context.db,
        account.id,
        await readForm(request, context.modules.accounts.PhoneVerifySchema),
      );
      return redirect(`${page}?done=added`, { headers: { 'set-cookie': endedCodeStep(context, request) } });
    }
    if (intent === 'change-number') {
      return redirect(page, { headers: { 'set-cookie': endedCodeStep(context, request) } });
    }
    if (intent === 'delete') {
      const { number } = await readForm(request, deleteNumberSchema(context));
      await context.modules.accounts.deletePhoneNumber(context.db, account.id, number);
      return redirect(`${page}?done=deleted`);
    }
    const { phone_number } = await readForm(request, context.modules.accounts.PhoneCodeRequestSchema);
    const sent = await context.modules.accounts.sendAddPhoneCode(
      context,
      account.id,
      context.clientIp,
      locale,
      phone_number,
    );
    return redirectWithCodeStep(context, request, page, 'add_phone', { ...sent, phone: phone_number });
  } catch (error) {
    return { failure: formFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'phoneTitle');

export default function MyPhoneNumber({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  const failure = actionData?.failure ?? undefined;
  const pending = loaderData.codeStep;
  const action = `/${locale}/my/phone-number`;
  return (
    <Card title={t('phoneTitle')}>
      <p className="mt-2 text-sm text-gray-700">{t('phoneIntro')}</p>
      {loaderData.done === 'added' && !failure ? <FormAlert tone="success">{t('numberAdded')}</FormAlert> : null}
      {loaderData.done === 'deleted' && !failure ? <FormAlert tone="success">{t('numberDeleted')}</FormAlert> : null}
      <FormAlert>{failure?.message}</FormAlert>

      <section aria-labelledby="numbers-heading" className="mt-4">
        <h2 id="numbers-heading" className="font-semibold">
          {t('yourNumbers')}
        </h2>
        {loaderData.numbers.length === 0 ? <p className="mt-2 text-sm text-gray-600">{t('noNumbers')}</p> : null}
        <ul className="mt-2 divide-y divide-gray-200">
          {loaderData.numbers.map((number) => (
            <li key={number} className="flex items-center justify-between py-2">
              <span>{formatBdPhone(number)}</span>
              <Form method="post" action={action}>
                <input type="hidden" name="number" value={number} />
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className="rounded border border-red-300 px-3 py-1 text-sm text-red-800"
                  aria-label={t('deleteNumber', { phone: formatBdPhone(number) })}
                >
                  ✕
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="add-heading" className="mt-4 border-t border-gray-200 pt-4">
        <h2 id="add-heading" className="font-semibold">
          {t('addNumber')}
        </h2>
        {pending ? (
          <>
            <Form method="post" action={action} key={pending.token}>
              <input type="hidden" name="token" value={pending.token} />
              <Field
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                label={t('codeLabel', { length: loaderData.otpLength, phone: formatBdPhone(pending.phone) })}
                error={fieldError(failure?.fields.otp)}
                autoFocus
              />
              <SubmitButton name="intent" value="verify">
                {t('verifyCode')}
              </SubmitButton>
            </Form>
            <CodeResend key={pending.token} action={action} phone={pending.phone} resendIn={pending.resendIn} />
          </>
        ) : (
          <Form method="post" action={action}>
            <Field
              name="phone_number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              label={t('phoneLabel')}
              hint={t('phoneHint')}
              error={fieldError(failure?.fields.phone_number)}
            />
            <SubmitButton name="intent" value="send-code">
              {t('sendCode')}
            </SubmitButton>
          </Form>
        )}
      </section>
    </Card>
  );
}
