// /{locale}/my/settings (spec section 3 dashboard settings): update profile, a way to the password page, the
// sessions signed in to the account with a way to end each (ASVS V7.5.2), and delete account with confirmation.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import type { SessionView } from '../../server/modules/accounts/index.ts';
import { formatDateTime, formatNumber } from '../../core/i18n.ts';
import { formFailure, readForm, requireViewer, signedOutRedirect } from './accounts.server.ts';
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
import type { Route } from './+types/my-settings';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account, sessionId } = requireViewer(context, request, locale);
  return {
    locale,
    account,
    sessions: await context.modules.accounts.listSessions(context.db, account.id, sessionId),
    secondFactor: await context.modules.accounts.secondFactorStatus(context.db, account.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const form = await request.clone().formData();
  const intent = form.get('intent');
  try {
    if (intent === 'end-session') {
      await context.modules.accounts.endSession(context.db, account.id, Number(form.get('session_id')));
      return { intent, saved: true, failure: null };
    }
    if (intent === 'delete') {
      await context.modules.flows.deleteAccount(
        context,
        account.id,
        await readForm(request, context.modules.accounts.DeleteAccountSchema),
      );
      return signedOutRedirect(context, request, `/${locale}`);
    }
    await context.modules.accounts.updateProfile(
      context.db,
      account.id,
      await readForm(request, context.modules.accounts.ProfileSchema),
    );
    return { intent, saved: true, failure: null };
  } catch (error) {
    return { intent, saved: false, failure: formFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) => accountPageMeta(data?.locale, 'settingsTitle');

export default function MySettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountT();
  const fieldError = useFieldError();
  const locale = useLocale();
  const { account } = loaderData;
  const isProfile = actionData?.intent !== 'delete' && actionData?.intent !== 'end-session';
  const profileFailure = isProfile ? actionData?.failure : undefined;
  const sessionFailure = actionData?.intent === 'end-session' ? actionData.failure : undefined;
  const deleteFailure = actionData?.intent === 'delete' ? actionData.failure : undefined;
  return (
    <Card title={t('settingsTitle')}>
      <section aria-labelledby="profile-heading" className="mt-4">
        <h2 id="profile-heading" className="font-semibold">
          {t('profileSection')}
        </h2>
        <Form method="post" action={`/${locale}/my/settings`}>
          {actionData?.saved && isProfile ? <FormAlert tone="success">{t('profileSaved')}</FormAlert> : null}
          <FormAlert>{profileFailure?.message}</FormAlert>
          <Field
            name="name"
            label={t('nameLabel')}
            autoComplete="name"
            defaultValue={account.profile.name}
            error={fieldError(profileFailure?.fields.name)}
          />
          <Checkbox name="opt_out" label={t('optOutLabel')} defaultChecked={account.profile.opt_out} />
          <SubmitButton name="intent" value="profile">
            {t('saveProfile')}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="password-heading" className="mt-6 border-t border-gray-200 pt-4">
        <h2 id="password-heading" className="font-semibold">
          {t('passwordSection')}
        </h2>
        <Link to={`/${locale}/password-update`} className="mt-2 inline-block text-brand-700 underline">
          {t('passwordLink')}
        </Link>
      </section>

      <section aria-labelledby="two-step-heading" className="mt-6 border-t border-gray-200 pt-4">
        <h2 id="two-step-heading" className="font-semibold">
          {t('twoStepSection')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          {loaderData.secondFactor.enabled
            ? t('twoStepOn', { left: formatNumber(locale, loaderData.secondFactor.recovery_codes_left) })
            : t('twoStepOff')}
        </p>
        <Link to={`/${locale}/my/two-step`} className="mt-2 inline-block text-brand-700 underline">
          {t('twoStepLink')}
        </Link>
      </section>

      <section aria-labelledby="sessions-heading" className="mt-6 border-t border-gray-200 pt-4">
        <h2 id="sessions-heading" className="font-semibold">
          {t('sessionsSection')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">{t('sessionsIntro')}</p>
        {actionData?.saved && actionData.intent === 'end-session' ? (
          <FormAlert tone="success">{t('sessionEnded')}</FormAlert>
        ) : null}
        <FormAlert>{sessionFailure?.message}</FormAlert>
        <ul className="mt-2 divide-y divide-gray-200">
          {loaderData.sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="delete-heading" className="mt-6 border-t border-gray-200 pt-4">
        <h2 id="delete-heading" className="font-semibold text-red-800">
          {t('deleteSection')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">{t('deleteWarning')}</p>
        <Form method="post" action={`/${locale}/my/settings`}>
          <FormAlert>{deleteFailure?.message}</FormAlert>
          <Checkbox name="confirm" label={t('deleteConfirm')} />
          {deleteFailure?.fields.confirm ? (
            <p className="mt-1 text-sm text-red-700">{fieldError(deleteFailure.fields.confirm)}</p>
          ) : null}
          {account.login.has_password ? (
            <Field
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('currentPasswordLabel')}
              error={fieldError(deleteFailure?.fields.password)}
            />
          ) : null}
          <SubmitButton name="intent" value="delete" tone="danger">
            {t('deleteButton')}
          </SubmitButton>
        </Form>
      </section>
    </Card>
  );
}

function SessionRow({ session }: { session: SessionView }) {
  const t = useAccountT();
  const locale = useLocale();
  const device = t('sessionDevice', {
    browser: session.browser ?? t('sessionUnknownBrowser'),
    system: session.system ?? t('sessionUnknownSystem'),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-session={session.id}>
      <div className="min-w-0">
        <p className="font-medium">{device}</p>
        <p className="text-sm text-gray-600">
          {session.current
            ? t('sessionCurrent')
            : t('sessionLastUsed', { when: formatDateTime(locale, new Date(session.last_used_at)) })}
        </p>
      </div>
      {session.current ? null : (
        <Form method="post" action={`/${locale}/my/settings`}>
          <input type="hidden" name="session_id" value={session.id} />
          <SubmitButton name="intent" value="end-session" tone="danger">
            {t('sessionEnd')}
          </SubmitButton>
        </Form>
      )}
    </li>
  );
}
