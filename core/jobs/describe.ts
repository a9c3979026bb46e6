// A job ad's fields as the ad page and GET /data/details show them (spec section 3: properties list "job fields",
// and the ad's `job`), in one language. Pure: the server and the page use the same words.
import type { PropertyView } from '../ad-properties.ts';
import type { CategoryDef, Locale } from '../catalogue.ts';
import { formatDate, formatMoney, formatMessage, formatNumber } from '../i18n.ts';
import { type ApplyWay, dayToIso, type EducationLevel, type JobProperties } from './fields.ts';
import { jobMessages, type JobMessageKey } from './job-messages.ts';

/** The ad's `job`: how to apply and what the JSON-LD and the apply box need. */
export interface JobView {
  role: string;
  company: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryNegotiable: boolean;
  jobType: string | null;
  experience: string | null;
  education: EducationLevel;
  vacancies: number;
  /** The last day to apply, YYYY-MM-DD (Bangladesh). */
  deadline: string;
  place: string;
  applyVia: ApplyWay;
  applyEmail: string | null;
  applyUrl: string | null;
  licenceNumber: string | null;
  overseas: boolean;
}

export function jobView(
  category: CategoryDef,
  job: JobProperties,
  properties: Record<string, string | number>,
): JobView {
  const text = (key: string) => (typeof properties[key] === 'string' ? String(properties[key]) : null);
  return {
    role: job.role,
    company: job.company,
    salaryMin: job.salary ?? null,
    salaryMax: job.salary_max ?? null,
    salaryNegotiable: job.salary_negotiable === 'yes',
    jobType: text('item_type'),
    experience: text('experience'),
    education: job.education,
    vacancies: job.vacancies,
    deadline: dayToIso(job.deadline),
    place: job.place,
    applyVia: job.apply_via,
    applyEmail: job.apply_email ?? null,
    applyUrl: job.apply_url ?? null,
    licenceNumber: job.licence_number ?? null,
    overseas: category.type === 'overseas_jobs',
  };
}

/** The salary as people say it: "Tk 18,000 – 25,000 a month", "Negotiable", or both. */
export function describeSalary(job: Pick<JobView, 'salaryMin' | 'salaryMax' | 'salaryNegotiable'>, locale: Locale) {
  const t = (key: 'salaryRange' | 'salaryFrom' | 'negotiable', values?: Record<string, string>) =>
    formatMessage(jobMessages, locale, key, values);
  const amount =
    job.salaryMin === null
      ? null
      : job.salaryMax === null
        ? t('salaryFrom', { low: formatMoney(locale, job.salaryMin) })
        : t('salaryRange', { low: formatMoney(locale, job.salaryMin), high: formatNumber(locale, job.salaryMax) });
  if (amount && job.salaryNegotiable) return `${amount} (${t('negotiable')})`;
  return amount ?? t('negotiable');
}

/** The job's fields as the spec's list of label and value, in the order a seeker reads them. */
export function describeJob(category: CategoryDef, job: JobView, locale: Locale): PropertyView[] {
  const t = (key: JobMessageKey) => formatMessage(jobMessages, locale, key);
  const enumLabel = (key: string, value: string | null) => {
    const filter = category.filters.find((f) => f.key === key);
    return filter?.type === 'enum' ? (filter.values.find((v) => v.key === value)?.label[locale] ?? null) : null;
  };
  const salaryLabel = category.filters.find((f) => f.key === 'salary')?.label[locale] ?? '';
  const views: PropertyView[] = [
    { key: 'role', label: t('role'), value: job.role },
    { key: 'company', label: t('company'), value: job.company },
    { key: 'salary', label: salaryLabel, value: describeSalary(job, locale) },
  ];
  const jobType = enumLabel('item_type', job.jobType);
  if (jobType) views.push({ key: 'item_type', label: t('jobType'), value: jobType });
  const experience = enumLabel('experience', job.experience);
  if (experience) views.push({ key: 'experience', label: t('experience'), value: experience });
  views.push(
    { key: 'education', label: t('education'), value: t(`education_${job.education}`) },
    { key: 'vacancies', label: t('vacancies'), value: formatNumber(locale, job.vacancies) },
    { key: 'deadline', label: t('deadline'), value: formatDate(locale, new Date(`${job.deadline}T12:00:00+06:00`)) },
    { key: 'place', label: t('place'), value: job.place },
  );
  if (job.licenceNumber) views.push({ key: 'licence_number', label: t('licence'), value: job.licenceNumber });
  return views;
}
