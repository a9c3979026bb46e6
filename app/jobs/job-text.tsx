// The jobs texts and the overseas fee warning, apart from the job form's fields so that the ad page and the jobs
// pages do not load the form's fields and error catalogues with them.
import { translator } from '../../core/i18n.ts';
import { jobMessages } from '../../core/jobs/job-messages.ts';
import { useLocale } from '../ui/i18n.ts';

export function useJobT() {
  return translator(jobMessages, useLocale());
}

/** The fee warning of overseas jobs, on the form and on the ad page. */
export function FeeWarning() {
  const t = useJobT();
  return (
    <div role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {t('feeWarning')}
    </div>
  );
}
