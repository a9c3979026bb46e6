// The ad page's apply box for job ads: the one way the employer chose, as a button to its flow
// (on Haat with the resume, by e-mail, by phone, on a website), and the fee warning of overseas jobs.
import { Link } from 'react-router';
import type { JobView } from '../../core/jobs/describe.ts';
import { useLocale } from '../ui/i18n.ts';
import { useJobT } from './job-text.tsx';

const FLOW: Record<
  JobView['applyVia'],
  { path: string; label: 'applyOnHaat' | 'applyByEmail' | 'applyByPhone' | 'applyByUrl' }
> = {
  haat: { path: '', label: 'applyOnHaat' },
  email: { path: '/email', label: 'applyByEmail' },
  phone: { path: '/phone-number', label: 'applyByPhone' },
  url: { path: '/url', label: 'applyByUrl' },
};

/** `today`: the page's day in Bangladesh (YYYY-MM-DD); after the deadline the box says so instead. */
export function ApplyBox({ slug, job, today }: { slug: string; job: JobView; today: string }) {
  const t = useJobT();
  const locale = useLocale();
  const flow = FLOW[job.applyVia];
  if (job.deadline < today)
    return (
      <p role="status" className="mb-3 rounded-lg border border-gray-300 p-3 text-sm">
        {t('deadlinePassed')}
      </p>
    );
  return (
    <section aria-labelledby="apply-heading" className="mb-3 rounded-lg border border-brand-700 p-3">
      <h2 id="apply-heading" className="font-semibold">
        {t('applyTitle')}
      </h2>
      <Link
        to={`/${locale}/apply/${slug}${flow.path}`}
        className="mt-2 block rounded-lg bg-brand-700 px-4 py-2 text-center font-semibold text-white"
        data-testid="apply-button"
      >
        {t(flow.label)}
      </Link>
    </section>
  );
}
