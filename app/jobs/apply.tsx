// The apply-for-job flows (spec section 2: applied, dashboard, email, phone number, url):
//   /{locale}/apply/{slug}               apply on Haat with the resume (login required)
//   /{locale}/apply/{slug}/applied       the "applied" screen
//   /{locale}/apply/{slug}/email         the address to send a CV to
//   /{locale}/apply/{slug}/phone-number  call the employer: the number is revealed on the ad page, with its limits
//   /{locale}/apply/{slug}/url           a warning before leaving Haat for the employer's site
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { APPLY_FLOWS, type ApplyFlow, applyAction, loadApply } from './jobs.server.ts';
import { useJobErrorText } from './job-fields.tsx';
import { useJobT } from './job-text.tsx';
import { Card, FormAlert, SubmitButton } from '../ui/form.tsx';
import type { Route } from './+types/apply';

const flowOf = (value: string | undefined): ApplyFlow | null =>
  (APPLY_FLOWS as readonly string[]).includes(value ?? '') ? (value as ApplyFlow) : null;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const flow = flowOf(params.flow);
  if (flow === null) throw new Response(null, { status: 404 });
  return loadApply(context, request, params.locale as Locale, params.slug ?? '', flow);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return applyAction(context, request, params.locale as Locale, params.slug ?? '');
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? [{ title: data.ad.title }, { name: 'robots', content: 'noindex' }] : [];

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const t = useJobT();
  const errorText = useJobErrorText();
  const { ad, flow, locale, back } = loaderData;
  const backLink = (
    <Link to={back} className="mt-4 block text-center text-brand-700 underline">
      {t('backToJob')}
    </Link>
  );
  if (flow === 'email')
    return (
      <Card title={t('emailTitle')}>
        <p className="mt-2 text-gray-800">{t('emailText')}</p>
        <p className="mt-2 font-semibold break-all" data-testid="apply-email">
          {ad.job.applyEmail}
        </p>
        <a
          href={`mailto:${ad.job.applyEmail ?? ''}?subject=${encodeURIComponent(loaderData.subject)}`}
          className="mt-4 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
        >
          {t('writeEmail')}
        </a>
        {backLink}
      </Card>
    );
  if (flow === 'phone-number')
    return (
      <Card title={t('phoneTitle')}>
        <p className="mt-2 text-gray-800">{t('phoneText')}</p>
        {/* The ad page reveals the number, with the same limits as every ad's phone number. */}
        <Form method="post" action={back}>
          <input type="hidden" name="ad_id" value={ad.id} />
          <SubmitButton name="intent" value="phone">
            {t('applyByPhone')}
          </SubmitButton>
        </Form>
        {backLink}
      </Card>
    );
  if (flow === 'url')
    return (
      <Card title={t('urlTitle')}>
        <p role="note" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('urlText', { host: loaderData.host ?? '' })}
        </p>
        <a
          href={ad.job.applyUrl ?? back}
          rel="noopener noreferrer nofollow"
          className="mt-4 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
          data-testid="leave-haat"
        >
          {t('continueTo', { host: loaderData.host ?? '' })}
        </a>
        {backLink}
      </Card>
    );
  if (flow === 'applied' || loaderData.applied)
    return (
      <Card title={flow === 'applied' ? t('appliedTitle') : ad.title}>
        <FormAlert tone="success">{flow === 'applied' ? t('appliedText') : t('alreadyApplied')}</FormAlert>
        <Link
          to={`/${locale}/my/applications`}
          className="mt-4 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
        >
          {t('seeApplications')}
        </Link>
        {backLink}
      </Card>
    );
  return (
    <Card title={t('applyTitle')}>
      <p className="mt-1 font-semibold">{ad.title}</p>
      {loaderData.own ? (
        <FormAlert>{t('ownJob')}</FormAlert>
      ) : !loaderData.resume ? (
        <>
          <p className="mt-3 text-gray-800">{t('needResume')}</p>
          <Link
            to={`/${locale}/my/resume?redirect-url=${encodeURIComponent(`/${locale}/apply/${ad.slug}`)}`}
            className="mt-4 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
          >
            {t('makeResume')}
          </Link>
        </>
      ) : (
        <Form method="post">
          {actionData ? (
            <FormAlert>{errorText(Object.values(actionData.fields)[0]) ?? actionData.message}</FormAlert>
          ) : null}
          <div className="mt-3 rounded-lg bg-gray-50 p-3 text-sm">
            <p className="font-semibold">{loaderData.resume.name}</p>
            <p>{loaderData.resume.headline}</p>
            <Link to={`/${locale}/my/resume`} className="text-brand-700 underline">
              {t('editResume')}
            </Link>
          </div>
          <label htmlFor="field-cover_note" className="mt-3 block text-sm font-medium text-gray-800">
            {t('coverNote')}
          </label>
          <textarea
            id="field-cover_note"
            name="cover_note"
            rows={3}
            maxLength={1000}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
          />
          <SubmitButton>{t('sendApplication')}</SubmitButton>
        </Form>
      )}
      {backLink}
    </Card>
  );
}
