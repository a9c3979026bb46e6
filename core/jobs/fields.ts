// The fields of a job ad (spec section 3 "properties … job fields"), for jobs (700) and overseas
// jobs (400). They are stored in the ad's properties like any category property, so that the search's property
// filters (salary, job type, experience, deadline) and the search document read them with no other table. Pure
// rules, shared by the ad schema on the server and the post form in the browser.
import type { CategoryDef, CategoryType, EnumValue } from '../catalogue.ts';
import { normalizeNumberText, replaceBengaliDigits } from '../digits.ts';

/** The four ways to apply (spec section 2: the apply-for-job flows). */
export const APPLY_WAYS = ['haat', 'email', 'phone', 'url'] as const;
export type ApplyWay = (typeof APPLY_WAYS)[number];

/** Highest education asked for; keys are stored, labels live in core/jobs/job-messages.ts. */
export const EDUCATION_LEVELS = ['none', 'class-8', 'ssc', 'hsc', 'diploma', 'bachelor', 'masters'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The most vacancies one ad may announce. */
export const MOST_VACANCIES = 999;
/** A salary above this (taka a month) is a typing mistake. */
export const HIGHEST_SALARY = 10_000_000;

export const isJobCategoryType = (type: CategoryType): boolean => type === 'jobs' || type === 'overseas_jobs';

/** The job's details as stored in `ads.properties` (besides the category's own filters: job type, experience). */
export interface JobProperties {
  role: string;
  company: string;
  /** Monthly salary in taka: the lower end of the range (or the only figure); absent when negotiable only. */
  salary?: number;
  salary_max?: number;
  /** "yes" when the salary is negotiable (properties hold strings and numbers). */
  salary_negotiable?: 'yes';
  education: EducationLevel;
  vacancies: number;
  /** The last day to apply, as the number YYYYMMDD: a numeric property the search can compare. */
  deadline: number;
  /** Where the work is: an address or area in the poster's words. */
  place: string;
  apply_via: ApplyWay;
  apply_email?: string;
  apply_url?: string;
  /** Overseas jobs: the recruiting agency's government licence (RL) number. */
  licence_number?: string;
}

export interface FieldIssue {
  key: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LICENCE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,29}$/;

/** A whole number typed with Bengali or Western digits, spaces or thousands commas; undefined when empty. */
export function readWholeNumber(raw: unknown): number | undefined | 'invalid' {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : 'invalid';
  const digits = normalizeNumberText(String(raw ?? ''));
  if (digits === '') return undefined;
  return /^\d{1,15}$/.test(digits) ? Number(digits) : 'invalid';
}

/** "2026-12-31" (a date input) or the stored 20261231 → 20261231, when it is a real calendar day. */
export function readDay(raw: unknown): number | undefined | 'invalid' {
  const text = replaceBengaliDigits(String(raw ?? '').trim());
  if (text === '') return undefined;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (!match) return 'invalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'invalid';
  return year * 10000 + month * 100 + day;
}

/** 20261231 → "2026-12-31" (the value of a date input, and ISO for JobPosting validThrough). */
export const dayToIso = (day: number): string =>
  `${String(Math.floor(day / 10000)).padStart(4, '0')}-${String(Math.floor(day / 100) % 100).padStart(2, '0')}-${String(day % 100).padStart(2, '0')}`;

/** The day (YYYYMMDD) of an instant in Bangladesh time (UTC+6, no daylight saving). */
export const dayOf = (instant: Date): number => {
  const dhaka = new Date(instant.getTime() + 6 * 3600_000);
  return dhaka.getUTCFullYear() * 10000 + (dhaka.getUTCMonth() + 1) * 100 + dhaka.getUTCDate();
};

const text = (raw: unknown) => String(raw ?? '').trim();

/**
 * Reads a job ad's properties: the category's enum filters (job type, experience) and the job fields. Answers the
 * properties to store and an issue per field (message keys of app/ads/ads-messages.ts).
 */
export function readJobProperties(
  category: Pick<CategoryDef, 'type' | 'filters'>,
  raw: Readonly<Record<string, unknown>>,
): { properties: Record<string, string | number>; issues: FieldIssue[] } {
  const properties: Record<string, string | number> = {};
  const issues: FieldIssue[] = [];
  const fail = (key: string, message: string) => issues.push({ key, message });

  for (const filter of category.filters) {
    if (filter.type !== 'enum') continue;
    const value = text(raw[filter.key]);
    if (value === '') fail(filter.key, 'choice_required');
    else if (filter.values.some((v: EnumValue) => v.key === value)) properties[filter.key] = value;
    else fail(filter.key, 'choice_invalid');
  }

  const role = text(raw.role);
  if (role.length < 2) fail('role', 'job_role_required');
  else if (role.length > 80) fail('role', 'job_text_too_long');
  else properties.role = role;
  const company = text(raw.company);
  if (company.length < 2) fail('company', 'job_company_required');
  else if (company.length > 100) fail('company', 'job_text_too_long');
  else properties.company = company;

  const negotiable = ['on', 'yes', 'true'].includes(text(raw.salary_negotiable));
  const low = readWholeNumber(raw.salary);
  const high = readWholeNumber(raw.salary_max);
  if (low === 'invalid' || (typeof low === 'number' && low > HIGHEST_SALARY)) fail('salary', 'number_invalid');
  if (high === 'invalid' || (typeof high === 'number' && high > HIGHEST_SALARY)) fail('salary_max', 'number_invalid');
  if (low === undefined && !negotiable) fail('salary', 'job_salary_required');
  if (low === undefined && typeof high === 'number') fail('salary', 'job_salary_required');
  if (typeof low === 'number' && typeof high === 'number' && high < low) fail('salary_max', 'job_salary_range');
  if (typeof low === 'number' && low <= HIGHEST_SALARY) properties.salary = low;
  if (typeof low === 'number' && typeof high === 'number' && high > low && high <= HIGHEST_SALARY)
    properties.salary_max = high;
  if (negotiable) properties.salary_negotiable = 'yes';

  const education = text(raw.education);
  if (education === '') fail('education', 'choice_required');
  else if ((EDUCATION_LEVELS as readonly string[]).includes(education)) properties.education = education;
  else fail('education', 'choice_invalid');

  const vacancies = readWholeNumber(raw.vacancies);
  if (vacancies === undefined) properties.vacancies = 1;
  else if (vacancies === 'invalid' || vacancies < 1 || vacancies > MOST_VACANCIES) fail('vacancies', 'job_vacancies');
  else properties.vacancies = vacancies;

  const deadline = readDay(raw.deadline);
  if (deadline === undefined) fail('deadline', 'job_deadline_required');
  else if (deadline === 'invalid') fail('deadline', 'job_deadline_invalid');
  else properties.deadline = deadline;

  const place = text(raw.place);
  if (place.length < 2) fail('place', 'job_place_required');
  else if (place.length > 120) fail('place', 'job_text_too_long');
  else properties.place = place;

  const way = text(raw.apply_via);
  if (!(APPLY_WAYS as readonly string[]).includes(way)) fail('apply_via', 'choice_required');
  else properties.apply_via = way;
  if (way === 'email') {
    const email = text(raw.apply_email).toLowerCase();
    if (!EMAIL.test(email) || email.length > 120) fail('apply_email', 'job_email_invalid');
    else properties.apply_email = email;
  }
  if (way === 'url') {
    const url = safeHttpUrl(text(raw.apply_url));
    if (!url) fail('apply_url', 'job_url_invalid');
    else properties.apply_url = url;
  }

  if (category.type === 'overseas_jobs') {
    const licence = text(raw.licence_number);
    if (licence === '') fail('licence_number', 'job_licence_required');
    else if (!LICENCE.test(licence)) fail('licence_number', 'job_licence_invalid');
    else properties.licence_number = licence;
  }
  return { properties, issues };
}

/** An http(s) link as typed ("example.com/jobs" gets https://), or null when it is not one. */
export function safeHttpUrl(raw: string): string | null {
  if (raw === '' || raw.length > 300) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The job fields of an ad's stored properties, or null when they are not a job's (older or seeded ads). */
export function jobOf(properties: Readonly<Record<string, string | number>>): JobProperties | null {
  const { role, company, place, apply_via: way, deadline, vacancies, education } = properties;
  if (typeof role !== 'string' || typeof company !== 'string' || typeof deadline !== 'number') return null;
  const number = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const string = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    role,
    company,
    ...(number(properties.salary) !== undefined ? { salary: number(properties.salary) } : {}),
    ...(number(properties.salary_max) !== undefined ? { salary_max: number(properties.salary_max) } : {}),
    ...(properties.salary_negotiable === 'yes' ? { salary_negotiable: 'yes' as const } : {}),
    education: (EDUCATION_LEVELS as readonly string[]).includes(String(education))
      ? (education as EducationLevel)
      : 'none',
    vacancies: number(vacancies) ?? 1,
    deadline,
    place: string(place) ?? '',
    apply_via: (APPLY_WAYS as readonly string[]).includes(String(way)) ? (way as ApplyWay) : 'phone',
    ...(string(properties.apply_email) ? { apply_email: string(properties.apply_email) } : {}),
    ...(string(properties.apply_url) ? { apply_url: string(properties.apply_url) } : {}),
    ...(string(properties.licence_number) ? { licence_number: string(properties.licence_number) } : {}),
  };
}
