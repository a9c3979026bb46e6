// /{locale}/my/applications: the seeker's applications dashboard (the apply flow "dashboard"):
// each job applied to on Haat with the status the employer set (applied, viewed, shortlisted, rejected).
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate } from '../../core/i18n.ts';
import { loadMyApplications } from './jobs.server.ts';
import { useJobT } from './job-text.tsx';
import { Card } from '../ui/form.tsx';
import type { Route } from './+types/my-applications';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadMyApplications(context, request, params.locale as Locale);
}

export const meta = () => [{ name: 'robots', content: 'noindex' }];

const STATUS_TONE = {
  applied: 'bg-gray-100 text-gray-800',
  viewed: 'bg-blue-100 text-blue-900',
  shortlisted: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

export default function MyApplications({ loaderData }: Route.ComponentProps) {
  const t = useJobT();
  const { locale, applications } = loaderData;
  return (
    <Card title={t('applicationsTitle')}>
      {applications.length === 0 ? (
        <>
          <p className="mt-3 text-gray-700">{t('noApplications')}</p>
          <Link to={loaderData.jobsHome} className="mt-3 inline-block text-brand-700 underline">
            {t('findJobs')}
          </Link>
        </>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200" data-testid="applications">
          {applications.map((a) => (
            <li key={a.id} className="py-3">
              <Link to={`/${locale}/ad/${a.adSlug}`} className="font-semibold text-brand-700 underline">
                {a.title}
              </Link>
              <p className="text-sm text-gray-600">{a.company}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_TONE[a.status]}`} data-testid="status">
                  {t(`status_${a.status}`)}
                </span>
                <span className="text-gray-500">
                  {t('appliedOn', { date: formatDate(locale, new Date(a.appliedAt)) })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
