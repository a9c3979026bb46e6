// /{locale}/my/profile-database: employers with an employer pack search the resumes seekers made
// visible, by skill, district, experience and expected salary, and reveal contact details one resume at a time
// (counted against the pack, recorded for the seeker). Without a pack: what it is and how to get one (a jobs
// membership, or a pack from sales).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMoney, formatMessage } from '../../core/i18n.ts';
import { jobMessages } from '../../core/jobs/job-messages.ts';
import { skillLabel } from '../../core/jobs/skills.ts';
import { loadProfileDatabase, profileDatabaseAction } from './jobs.server.ts';
import { useJobT } from './job-text.tsx';
import { useMembershipT } from '../memberships/use-membership-t.ts';
import { FormAlert } from '../ui/form.tsx';
import { Select, TextInput } from '../ui/form-fields.tsx';
import type { Route } from './+types/my-profile-database';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadProfileDatabase(context, request, params.locale as Locale);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return profileDatabaseAction(context, request, params.locale as Locale);
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(jobMessages, data.locale, 'databaseTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

/** A pack's reveals in the locked notice: the size of the smallest pack sold (decision 124). */
const PACK_REVEALS = 50;

export default function ProfileDatabase({ loaderData, actionData }: Route.ComponentProps) {
  const t = useJobT();
  const membershipT = useMembershipT().t;
  const { locale, found, query } = loaderData;
  const districtName = new Map(loaderData.districts.map((d) => [d.id, d.name]));
  const experienceName = new Map(loaderData.experiences.map((e) => [e.key, e.label]));
  return (
    <main className="mx-auto max-w-4xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('databaseTitle')}</h1>
      {!found ? (
        <div className="mt-3 rounded-xl bg-white p-4 shadow-sm" data-testid="database-locked">
          <p className="text-gray-800">{t('databaseLocked', { count: PACK_REVEALS })}</p>
          <Link
            to={`/${locale}/membership?group=jobs`}
            className="mt-3 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
          >
            {membershipT('buyJobs')}
          </Link>
          <Link to={loaderData.staffing} className="mt-3 inline-block text-brand-700 underline">
            {t('contactSales')}
          </Link>
        </div>
      ) : (
        <>
          <Form method="get" className="mt-3 grid gap-x-3 rounded-xl bg-white p-3 shadow-sm sm:grid-cols-2">
            <Select
              name="skill"
              label={t('skill')}
              options={loaderData.skills.map((s) => ({ value: s.key, label: s.label }))}
              value={query.skill}
              error={undefined}
            />
            <Select
              name="district"
              label={t('district')}
              options={loaderData.districts.map((d) => ({ value: String(d.id), label: d.name }))}
              value={query.district ? String(query.district) : ''}
              error={undefined}
            />
            <Select
              name="experience"
              label={t('experience')}
              options={loaderData.experiences.map((e) => ({ value: e.key, label: e.label }))}
              value={query.experience}
              error={undefined}
            />
            <TextInput
              name="max_salary"
              label={t('maxSalary')}
              inputMode="numeric"
              value={query.max_salary === null ? '' : String(query.max_salary)}
              error={undefined}
            />
            <button
              type="submit"
              className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white sm:col-span-2"
            >
              {t('searchResumes')}
            </button>
          </Form>
          <p className="mt-3 text-sm text-gray-700" data-testid="reveals-left">
            {t('revealsLeft', { count: actionData?.revealed?.revealsLeft ?? loaderData.access.revealsLeft })}
          </p>
          {actionData?.failure ? <FormAlert>{t(actionData.failure)}</FormAlert> : null}
          {found.resumes.length === 0 ? <p className="mt-3 text-gray-700">{t('noResumes')}</p> : null}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="resumes">
            {found.resumes.map((r) => {
              const phone =
                actionData?.id === r.userId ? (actionData.revealed?.contactPhone ?? r.contactPhone) : r.contactPhone;
              return (
                <li key={r.userId} className="rounded-xl bg-white p-3 shadow-sm" data-testid="resume-card">
                  <p className="font-semibold">{r.name}</p>
                  <p className="text-sm">{r.headline}</p>
                  <p className="mt-1 text-sm text-gray-700">
                    {[experienceName.get(r.experience), r.placeIds.map((id) => districtName.get(id)).join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-sm text-gray-700">{r.skills.map((s) => skillLabel(s, locale)).join(', ')}</p>
                  {r.expectedSalary !== null ? (
                    <p className="text-sm">{t('expects', { amount: formatMoney(locale, r.expectedSalary) })}</p>
                  ) : null}
                  {phone ? (
                    <a
                      href={`tel:${phone}`}
                      className="mt-2 block font-semibold text-brand-700 underline"
                      data-testid="revealed-phone"
                    >
                      {phone}
                    </a>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="resume_id" value={r.userId} />
                      <button
                        type="submit"
                        className="mt-2 rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700"
                      >
                        {t('reveal')}
                      </button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </main>
  );
}
