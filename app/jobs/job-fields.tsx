// The job fields of the ad form, for jobs and overseas jobs: what job seekers need to decide
// (role, company, salary, job type, experience, education, vacancies, deadline, place) and how to apply. Overseas
// job ads ask for the agency's licence and show the warning about fees. Plain HTML: works without JavaScript.
import type { CategoryDef } from '../../core/catalogue.ts';
import { APPLY_WAYS, dayToIso, EDUCATION_LEVELS } from '../../core/jobs/fields.ts';
import { jobMessages, type JobMessageKey } from '../../core/jobs/job-messages.ts';
import { ErrorText, property, Select, TextInput, useErrorText } from '../ui/form-fields.tsx';
import { useLocale } from '../ui/i18n.ts';
import { FeeWarning, useJobT } from './job-text.tsx';

/** A stored deadline (20261231) or a typed one ("2026-12-31") as a date input's value. */
const dateValue = (raw: string) => (/^\d{8}$/.test(raw) ? dayToIso(Number(raw)) : raw);

export function JobFields({
  category,
  values,
  errors,
}: {
  category: CategoryDef;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}) {
  const t = useJobT();
  const locale = useLocale();
  const errorText = useErrorText();
  const field = (key: string) => ({
    name: `properties.${key}`,
    value: property(values, key),
    error: errorText(errors[`properties.${key}`]),
  });
  const way = property(values, 'apply_via') || 'haat';
  const overseas = category.type === 'overseas_jobs';
  return (
    <section aria-labelledby="job-heading" className="mt-3">
      <h2 id="job-heading" className="font-semibold">
        {t('jobSection')}
      </h2>
      {overseas ? <FeeWarning /> : null}
      <TextInput label={t('role')} hint={t('roleHint')} {...field('role')} />
      <TextInput label={t('company')} {...field('company')} />
      {overseas ? <TextInput label={t('licenceNumber')} hint={t('licenceHint')} {...field('licence_number')} /> : null}
      {category.filters.map((filter) =>
        filter.type === 'enum' ? (
          <Select
            key={filter.key}
            label={filter.label[locale]}
            options={filter.values.map((v) => ({ value: v.key, label: v.label[locale] }))}
            {...field(filter.key)}
          />
        ) : null,
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextInput label={t('salary')} inputMode="numeric" {...field('salary')} />
        <TextInput label={t('salaryMax')} inputMode="numeric" {...field('salary_max')} />
      </div>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="properties.salary_negotiable"
          value="yes"
          defaultChecked={['yes', 'on'].includes(property(values, 'salary_negotiable'))}
          className="h-5 w-5"
        />
        {t('salaryNegotiable')}
      </label>
      <Select
        label={t('education')}
        options={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`education_${level}`) }))}
        {...field('education')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextInput label={t('vacancies')} inputMode="numeric" {...field('vacancies')} />
        <TextInput
          label={t('deadline')}
          type="date"
          {...field('deadline')}
          value={dateValue(property(values, 'deadline'))}
        />
      </div>
      <TextInput label={t('place')} {...field('place')} />
      <fieldset
        className="mt-3"
        aria-describedby={errors['properties.apply_via'] ? 'field-apply_via-error' : undefined}
      >
        <legend className="text-sm font-medium text-gray-800">{t('applyVia')}</legend>
        {APPLY_WAYS.map((value) => (
          <label key={value} className="mt-1 flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="properties.apply_via"
              value={value}
              defaultChecked={way === value}
              className="h-5 w-5"
            />
            {t(`apply_${value}`)}
          </label>
        ))}
        <ErrorText id="field-apply_via" error={errorText(errors['properties.apply_via'])} />
      </fieldset>
      <TextInput label={t('applyEmail')} inputMode="email" {...field('apply_email')} />
      <TextInput label={t('applyUrl')} inputMode="url" {...field('apply_url')} />
    </section>
  );
}

/** A field error key of the jobs forms: the jobs texts first, then the ad form's and the error catalogue's. */
export function useJobErrorText() {
  const t = useJobT();
  const fallback = useErrorText();
  return (key: string | undefined) =>
    key !== undefined && key in jobMessages.en ? t(key as JobMessageKey) : fallback(key);
}
