// /{locale}/my/employer-dashboard (spec: account.active_employer_dashboard): the employer's jobs
// with their applicant counts; ?job={id} lists that job's applicants with their resumes, shortlist, reject, a
// private note, a chat with the applicant and a CSV export. Another account's job answers the not-found page.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMoney } from '../../core/i18n.ts';
import { skillLabel } from '../../core/jobs/skills.ts';
import { employerAction, loadEmployerDashboard } from './jobs.server.ts';
import { useJobT } from './job-text.tsx';
import { FormAlert } from '../ui/form.tsx';
import type { Route } from './+types/my-employer-dashboard';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadEmployerDashboard(context, request, params.locale as Locale);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return employerAction(context, request, params.locale as Locale);
}

export const meta = () => [{ name: 'robots', content: 'noindex' }];

const button = 'rounded-lg px-3 py-2 text-sm font-semibold';

export default function EmployerDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useJobT();
  const { locale } = loaderData;
  if (loaderData.locked)
    return (
      <main className="mx-auto max-w-md px-3 py-6">
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <h1 className="text-xl font-bold">{t('dashboardTitle')}</h1>
          <p className="mt-2 text-gray-700">{t('dashboardLocked')}</p>
          <Link to={loaderData.postJob} className="mt-3 inline-block text-brand-700 underline">
            {t('postJob')}
          </Link>
        </div>
      </main>
    );
  const { jobs, applicants } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('dashboardTitle')}</h1>
      {actionData?.done ? <FormAlert tone="success">{t(actionData.done)}</FormAlert> : null}
      {jobs.length === 0 ? <p className="mt-2 text-gray-700">{t('noJobs')}</p> : null}
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="employer-jobs">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <Link
              to={`/${locale}/ad/${job.slug}`}
              className="min-w-0 font-semibold break-words text-brand-700 underline"
            >
              {job.title}
            </Link>
            <Link to={`?job=${job.id}`} className={`${button} border border-brand-700 text-brand-700`}>
              {t('applicantCount', { count: job.applicants })}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={loaderData.postJob} className="mt-3 inline-block text-brand-700 underline">
        {t('postJob')}
      </Link>
      {applicants ? (
        <section className="mt-6" aria-labelledby="applicants-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="applicants-heading" className="text-lg font-semibold">
              {t('applicantsTitle', { title: applicants.job.title })}
            </h2>
            <a
              href={`/data/jobs/employer/jobs/${applicants.job.id}/applicants.csv`}
              className={`${button} border border-gray-300`}
              download
            >
              {t('exportCsv')}
            </a>
          </div>
          {applicants.applicants.length === 0 ? <p className="mt-2 text-gray-700">{t('noApplicants')}</p> : null}
          <ul className="mt-2 space-y-3" data-testid="applicants">
            {applicants.applicants.map((a) => (
              <li key={a.id} className="rounded-xl bg-white p-3 shadow-sm" data-testid="applicant">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  {a.resume.photo ? (
                    <img src={a.resume.photo} alt="" className="h-14 w-14 shrink-0 rounded-lg object-cover" />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{a.resume.name}</p>
                    <p className="text-sm">{a.resume.headline}</p>
                  </div>
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm" data-testid="applicant-status">
                    {t(`status_${a.status}`)}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-gray-500">{t('phone')}</dt>
                  <dd>
                    {a.resume.contactPhone ? (
                      <a href={`tel:${a.resume.contactPhone}`} className="text-brand-700 underline">
                        {a.resume.contactPhone}
                      </a>
                    ) : null}
                  </dd>
                  <dt className="text-gray-500">{t('experience')}</dt>
                  <dd>{loaderData.experiences[a.resume.experience] ?? a.resume.experience}</dd>
                  <dt className="text-gray-500">{t('skills')}</dt>
                  <dd>{a.resume.skills.map((s) => skillLabel(s, locale)).join(', ')}</dd>
                  {a.resume.expectedSalary !== null ? (
                    <>
                      <dt className="text-gray-500">{t('expectedSalary')}</dt>
                      <dd>{formatMoney(locale, a.resume.expectedSalary)}</dd>
                    </>
                  ) : null}
                  <dt className="text-gray-500">{t('places')}</dt>
                  <dd>{a.resume.placeIds.map((id) => loaderData.districts[id] ?? '').join(', ')}</dd>
                  {a.coverNote ? (
                    <>
                      <dt className="text-gray-500">{t('coverNoteLabel')}</dt>
                      <dd className="whitespace-pre-line">{a.coverNote}</dd>
                    </>
                  ) : null}
                </dl>
                <p className="mt-1 text-xs text-gray-500">
                  {t('appliedOn', { date: formatDate(locale, new Date(a.appliedAt)) })}
                </p>
                <Form method="post" className="mt-2 flex flex-wrap gap-2">
                  <input type="hidden" name="application_id" value={a.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="shortlisted"
                    className={`${button} bg-green-700 text-white`}
                  >
                    {t('shortlist')}
                  </button>
                  <button type="submit" name="intent" value="rejected" className={`${button} bg-red-700 text-white`}>
                    {t('reject')}
                  </button>
                  <Link to={`/${locale}/chat`} className={`${button} border border-brand-700 text-brand-700`}>
                    {t('chat')}
                  </Link>
                </Form>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="application_id" value={a.id} />
                  <label htmlFor={`note-${a.id}`} className="block text-sm font-medium">
                    {t('note')}
                  </label>
                  <textarea
                    id={`note-${a.id}`}
                    name="employer_note"
                    rows={2}
                    defaultValue={a.employerNote}
                    className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
                  />
                  <button type="submit" name="intent" value="note" className={`${button} mt-1 border border-gray-300`}>
                    {t('saveNote')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
