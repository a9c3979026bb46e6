// /{locale}/my/settings (spec section 3 dashboard settings): update profile, a way to the password page, and
// delete account with confirmation.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { DeleteAccountSchema, ProfileSchema } from '../../server/modules/accounts/schemas.ts';
import { deleteAccount, updateProfile } from '../../server/modules/accounts/service.ts';
import { formFailure, readForm, requireViewer, signedOutRedirect } from '../accounts.server.ts';
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

export function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  return { locale, account };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const intent = (await request.clone().formData()).get('intent');
  try {
    if (intent === 'delete') {
      await deleteAccount(context, account.id, await readForm(request, DeleteAccountSchema));
      return signedOutRedirect(request, `/${locale}`);
    }
    await updateProfile(context.db, account.id, await readForm(request, ProfileSchema));
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
  const profileFailure = actionData?.intent !== 'delete' ? actionData?.failure : undefined;
  const deleteFailure = actionData?.intent === 'delete' ? actionData.failure : undefined;
  return (
    <Card title={t('settingsTitle')}>
      <section aria-labelledby="profile-heading" className="mt-4">
        <h2 id="profile-heading" className="font-semibold">
          {t('profileSection')}
        </h2>
        <Form method="post" action={`/${locale}/my/settings`}>
          {actionData?.saved ? <FormAlert tone="success">{t('profileSaved')}</FormAlert> : null}
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
