// /{locale}/jobs: the jobs home (spec section 2, breadcrumb "jobs home"): a jobs search, the job categories, jobs by
// division and the newest jobs. /{locale}/jobs/{location} and /{locale}/jobs/{subcategory} lead to their canonical
// search pages (app/jobs/jobs.server.ts).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, formatNumber } from '../../core/i18n.ts';
import { loadJobsHome } from '../jobs/jobs.server.ts';
import { useJobT } from '../jobs/job-fields.tsx';
import { messages } from '../messages.ts';
import { AdCard } from '../ui/ad-card.tsx';
import type { Route } from './+types/jobs';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadJobsHome(context, params.locale as Locale, params.segment);
}

export function meta({ data }: Route.MetaArgs) {
  return data ? [{ title: `${data.title} | ${formatMessage(messages, data.locale, 'siteName')}` }] : [];
}

export default function JobsHome({ loaderData }: Route.ComponentProps) {
  const t = useJobT();
  const { locale } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <main className="mx-auto max-w-6xl px-3 py-4">
      <nav aria-label="breadcrumb" className="mb-2 text-sm text-gray-600">
        <Link to={`/${locale}`} className="hover:underline">
          {formatMessage(messages, locale, 'home')}
        </Link>
      </nav>
      <section className="rounded-xl bg-brand-700 px-4 py-5 text-white">
        <h1 className="text-xl font-bold sm:text-2xl">{loaderData.title}</h1>
        <Form method="get" action={loaderData.searchAction} className="mt-3 flex gap-2" role="search">
          <label htmlFor="jobs-query" className="sr-only">
            {t('searchJobs')}
          </label>
          <input
            id="jobs-query"
            name="query"
            type="search"
            placeholder={t('searchJobsPlaceholder')}
            className="min-w-0 flex-1 rounded-lg px-3 py-2 text-base text-gray-900"
          />
          <button type="submit" className="rounded-lg bg-white px-4 py-2 font-semibold text-brand-700">
            {t('searchJobs')}
          </button>
        </Form>
      </section>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <section className="rounded-xl bg-white p-3 shadow-sm">
          <h2 className="font-semibold">{t('forSeekers')}</h2>
          <p className="mt-1 flex flex-wrap gap-3 text-sm">
            <Link to={`/${locale}/my/resume`} className="text-brand-700 underline">
              {t('makeResume')}
            </Link>
            <Link to={`/${locale}/my/applications`} className="text-brand-700 underline">
              {t('seeApplications')}
            </Link>
          </p>
        </section>
        <section className="rounded-xl bg-white p-3 shadow-sm">
          <h2 className="font-semibold">{t('forEmployers')}</h2>
          <p className="mt-1 flex flex-wrap gap-3 text-sm">
            <Link to={`/${locale}/post-ad`} className="text-brand-700 underline">
              {t('postJob')}
            </Link>
            <Link to={`/${locale}/my/employer-dashboard`} className="text-brand-700 underline">
              {t('dashboardTitle')}
            </Link>
            <Link to={`/${locale}/staffing`} className="text-brand-700 underline">
              {t('staffingLink')}
            </Link>
          </p>
        </section>
      </div>
      <section className="mt-4" aria-labelledby="job-categories">
        <h2 id="job-categories" className="mb-2 text-lg font-semibold">
          {t('jobCategories')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {loaderData.categories.map((c) => (
            <li key={c.href}>
              <Link to={c.href} className="block rounded-lg bg-white p-2 text-sm shadow-sm hover:underline">
                {c.name}
                {c.count ? <span className="text-gray-500"> ({formatNumber(locale, c.count)})</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-4" aria-labelledby="job-places">
        <h2 id="job-places" className="mb-2 text-lg font-semibold">
          {t('jobsByDivision')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {loaderData.places.map((p) => (
            <li key={p.href}>
              <Link to={p.href} className="block rounded-full bg-white px-3 py-1 text-sm shadow-sm hover:underline">
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-4" aria-labelledby="newest-jobs">
        <h2 id="newest-jobs" className="mb-2 text-lg font-semibold">
          {t('newestJobs')}
        </h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="newest-jobs">
          {loaderData.jobs.map((ad, i) => (
            <AdCard key={ad.slug} ad={ad} now={now} first={i === 0} />
          ))}
        </ul>
        <Link to={loaderData.allJobs} className="mt-2 inline-block text-brand-700 underline">
          {t('allJobs')}
        </Link>
      </section>
    </main>
  );
}
