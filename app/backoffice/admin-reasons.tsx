// /{locale}/admin/reasons: the saved reasons moderators reject ads with, each in bn and en; the poster
// reads it in their language. Add one, retire one (ads rejected with it keep their texts), bring one back.
import { Form } from 'react-router';
import { REJECTION_REASONS } from '../../core/ad-lifecycle.ts';
import type { Locale } from '../../core/catalogue.ts';
import { translator } from '../../core/i18n.ts';
import { type AdsMessageKey, adsMessages } from '../ads/ads-messages.ts';
import { loadReasons, reasonsForm } from './backoffice.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-reasons';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadReasons({ request, context, locale })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return reasonsForm({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'reasonsTitle');

export default function AdminReasons({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const ads = translator(adsMessages, locale);
  const field = 'mt-1 w-full rounded border px-2 py-1';
  return (
    <main>
      <h1 className="text-xl font-bold">{t('reasonsTitle')}</h1>
      <p className="text-sm text-gray-700">{t('reasonsIntro')}</p>
      {actionData?.ok ? <FormAlert tone="success">{t('done')}</FormAlert> : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="reasons">
        {loaderData.reasons.map((reason) => (
          <li key={reason.id} className={`flex flex-wrap items-start gap-2 p-3 ${reason.active ? '' : 'opacity-60'}`}>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">
                {ads(`reason_${reason.code}` as AdsMessageKey)}
                {reason.active ? '' : ` (${t('retired')})`}
              </p>
              <p lang="bn">{reason.bn}</p>
              <p lang="en">{reason.en}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="active" />
              <input type="hidden" name="id" value={reason.id} />
              <input type="hidden" name="active" value={reason.active ? 'false' : 'true'} />
              <button type="submit" className="rounded border px-2 py-1 text-sm">
                {reason.active ? t('retire') : t('bringBack')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4 flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm lg:max-w-xl">
        <input type="hidden" name="intent" value="add" />
        <label className="text-sm">
          {t('reasonCode')}
          <select name="code" className={field} defaultValue="other">
            {REJECTION_REASONS.map((code) => (
              <option key={code} value={code}>
                {ads(`reason_${code}` as AdsMessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t('textBn')}
          <textarea name="text_bn" required minLength={3} maxLength={500} rows={2} lang="bn" className={field} />
        </label>
        <label className="text-sm">
          {t('textEn')}
          <textarea name="text_en" required minLength={3} maxLength={500} rows={2} lang="en" className={field} />
        </label>
        <button type="submit" className="self-start rounded bg-brand-700 px-3 py-1 text-white">
          {t('addReason')}
        </button>
      </Form>
    </main>
  );
}
