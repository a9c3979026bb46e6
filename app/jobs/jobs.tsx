// /{locale}/jobs: the jobs home (spec section 2, breadcrumb "jobs home"): a jobs search, the job categories, jobs by
// division and the newest jobs. /{locale}/jobs/{location} and /{locale}/jobs/{subcategory} lead to their canonical
// search pages (app/jobs/jobs.server.ts).
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, formatNumber } from '../../core/i18n.ts';
import { loadJobsHome } from './jobs.server.ts';
import { useJobT } from './job-text.tsx';
import { messages } from '../messages.ts';
import { AdCard } from '../ui/ad-card.tsx';
import { useLocale } from '../ui/i18n.ts';
import { seoHead } from '../ui/seo-head.ts';
import type { Route } from './+types/jobs';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadJobsHome(context, params.locale as Locale, params.segment);
}

export const meta = ({ data }: Route.MetaArgs) => (data ? seoHead(data.seo) : []);

/** A titled list of links: category tiles with their counts, or place chips. */
function LinkSection({
  id,
  title,
  links,
  tiles = false,
}: {
  id: string;
  title: string;
  links: readonly { name: string; href: string; count?: number | null }[];
  tiles?: boolean;
}) {
  const locale = useLocale();
  return (
    <section className="mt-4" aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      <ul className={tiles ? 'grid grid-cols-2 gap-2 sm:grid-cols-4' : 'flex flex-wrap gap-2'}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className={`block bg-white text-sm shadow-sm hover:underline ${tiles ? 'rounded-lg p-2' : 'rounded-full px-3 py-1'}`}
            >
              {link.name}
              {link.count ? <span className="text-gray-500"> ({formatNumber(locale, link.count)})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
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
      <LinkSection id="job-categories" title={t('jobCategories')} links={loaderData.categories} tiles />
      <LinkSection id="job-places" title={t('jobsByDivision')} links={loaderData.places} />
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
