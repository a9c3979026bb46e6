// /{locale}/my/resume: a phone-first resume builder a driver or a guard finishes in a minute:
// skills as chips, experience and education as choices, expected salary, up to three districts, and whether
// employers searching the profile database may find it. ?print=1 shows it as a printable page (the PDF export,
// decision 125), and the seeker sees which employers revealed their contact details.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMoney } from '../../core/i18n.ts';
import { EDUCATION_LEVELS } from '../../core/jobs/fields.ts';
import { skillLabel } from '../../core/jobs/skills.ts';
import { loadResumePage, resumeAction } from './jobs.server.ts';
import { useJobErrorText } from './job-fields.tsx';
import { useJobT } from './job-text.tsx';
import { FormAlert, SubmitButton } from '../ui/form.tsx';
import { PictureUploader } from '../ui/picture-uploader.tsx';
import { Select, TextInput } from '../ui/form-fields.tsx';
import type { Route } from './+types/my-resume';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadResumePage(context, request, params.locale as Locale);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return resumeAction(context, request, params.locale as Locale);
}

export const meta = () => [{ name: 'robots', content: 'noindex' }];

type Data = Route.ComponentProps['loaderData'];

/** The resume as an employer reads it: the print view the browser saves as PDF. */
function PrintableResume({ data }: { data: Data }) {
  const t = useJobT();
  const { resume, locale } = data;
  if (!resume) return null;
  const places = data.districts.filter((d) => resume.placeIds.includes(d.id)).map((d) => d.name);
  const experience = data.experiences.find((e) => e.key === resume.experience)?.label ?? '';
  return (
    <main className="mx-auto max-w-2xl bg-white p-6 print:p-0" data-testid="printable-resume">
      {resume.photo ? (
        <img src={resume.photo} alt="" className="float-right h-28 w-28 rounded-lg object-cover" />
      ) : null}
      <h1 className="text-2xl font-bold">{resume.name}</h1>
      <p className="text-lg">{resume.headline}</p>
      <p className="mt-1">{resume.contactPhone}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">{t('skills')}</dt>
        <dd>{resume.skills.map((s) => skillLabel(s, locale)).join(', ')}</dd>
        <dt className="font-semibold">{t('experience')}</dt>
        <dd>
          {experience}
          {resume.experienceDetails ? <p className="whitespace-pre-line">{resume.experienceDetails}</p> : null}
        </dd>
        <dt className="font-semibold">{t('education')}</dt>
        <dd>
          {t(`education_${resume.education as (typeof EDUCATION_LEVELS)[number]}`)}
          {resume.educationDetails ? <p className="whitespace-pre-line">{resume.educationDetails}</p> : null}
        </dd>
        {resume.expectedSalary !== null ? (
          <>
            <dt className="font-semibold">{t('expectedSalary')}</dt>
            <dd>{formatMoney(locale, resume.expectedSalary)}</dd>
          </>
        ) : null}
        {places.length > 0 ? (
          <>
            <dt className="font-semibold">{t('places')}</dt>
            <dd>{places.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-6 flex gap-4 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {t('downloadPdf')}
        </button>
        <Link to={`/${locale}/my/resume`} className="text-brand-700 underline">
          {t('editResume')}
        </Link>
      </p>
    </main>
  );
}

/** Skills as chips: each a checkbox styled as a pill. */
function SkillChips({ skills, checked }: { skills: Data['skills']; checked: Set<string> }) {
  const t = useJobT();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-gray-800">{t('skills')}</legend>
      <p className="text-xs text-gray-600">{t('skillsHint')}</p>
      <div className="mt-2 flex flex-wrap gap-2" data-testid="skill-chips">
        {skills.map((skill) => (
          <label key={skill.key} className="cursor-pointer">
            <input
              type="checkbox"
              name="skills"
              value={skill.key}
              defaultChecked={checked.has(skill.key)}
              className="peer sr-only"
            />
            <span className="inline-block rounded-full border border-gray-300 px-3 py-1.5 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2">
              {skill.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Up to three districts, one select each. */
function PlacesField({
  districts,
  places,
  error,
}: {
  districts: Data['districts'];
  places: number[];
  /** The field's error text, shown when the field has an error. */
  error: string | null;
}) {
  const t = useJobT();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-gray-800">{t('places')}</legend>
      <p className="text-xs text-gray-600">{t('placesHint')}</p>
      {[0, 1, 2].map((i) => (
        <select
          key={i}
          name="place_ids"
          aria-label={`${t('places')} ${i + 1}`}
          defaultValue={places[i] ? String(places[i]) : ''}
          className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
        >
          <option value="">—</option>
          {districts.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      ))}
      {error !== null ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** The employers who revealed the seeker's contact details. */
function ResumeViewers({ viewers, locale }: { viewers: Data['viewers']; locale: Locale }) {
  const t = useJobT();
  return (
    <section className="mt-4 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="viewers-heading">
      <h2 id="viewers-heading" className="font-semibold">
        {t('viewedBy')}
      </h2>
      {viewers.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700">{t('noViews')}</p>
      ) : (
        <ul className="mt-1 text-sm" data-testid="resume-viewers">
          {viewers.map((v) => (
            <li key={`${v.employer}-${v.at}`}>
              {t('viewedOn', { name: v.employer, date: formatDate(locale, new Date(v.at)) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function MyResume({ loaderData, actionData }: Route.ComponentProps) {
  const t = useJobT();
  const errorText = useJobErrorText();
  const { locale, resume, defaults } = loaderData;
  if (loaderData.print) return <PrintableResume data={loaderData} />;
  const typed = actionData?.values;
  const errors = actionData?.fields ?? {};
  const value = (key: string, stored: string | number | null | undefined) =>
    typed
      ? String((typed as Record<string, unknown>)[key] ?? '')
      : stored === null || stored === undefined
        ? ''
        : String(stored);
  const skills = new Set(typed ? typed.skills : (resume?.skills ?? []));
  const chipKeys = new Set(loaderData.skills.map((s) => s.key));
  const otherSkills = typed ? typed.other_skills : (resume?.skills ?? []).filter((s) => !chipKeys.has(s)).join(', ');
  const places = typed ? typed.place_ids.map(Number) : (resume?.placeIds ?? []);
  const visible = typed ? typed.visible === 'visible' : (resume?.visible ?? false);
  const photo = actionData
    ? actionData.photo
    : resume?.photoId && resume.photo
      ? { id: resume.photoId, thumbnail: resume.photo }
      : null;
  return (
    <main className="mx-auto max-w-md px-3 py-6">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-bold">{t('resumeTitle')}</h1>
        <p className="mt-1 text-sm text-gray-700">{t('resumeIntro')}</p>
        {actionData?.ok ? <FormAlert tone="success">{t('resumeSaved')}</FormAlert> : null}
        <Form method="post" encType="multipart/form-data" noValidate>
          <TextInput
            name="name"
            label={t('fullName')}
            value={value('name', resume?.name ?? defaults.name)}
            error={errorText(errors.name)}
          />
          <TextInput
            name="headline"
            label={t('headline')}
            hint={t('headlineHint')}
            value={value('headline', resume?.headline)}
            error={errorText(errors.headline)}
          />
          <SkillChips skills={loaderData.skills} checked={skills} />
          <TextInput
            name="other_skills"
            label={t('otherSkills')}
            value={otherSkills}
            error={errorText(errors.other_skills)}
          />
          <Select
            name="experience"
            label={t('experience')}
            options={loaderData.experiences.map((e) => ({ value: e.key, label: e.label }))}
            value={value('experience', resume?.experience)}
            error={errorText(errors.experience)}
          />
          <TextInput
            name="experience_details"
            label={t('experienceDetails')}
            value={value('experience_details', resume?.experienceDetails)}
            error={errorText(errors.experience_details)}
          />
          <Select
            name="education"
            label={t('education')}
            options={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`education_${level}`) }))}
            value={value('education', resume?.education)}
            error={errorText(errors.education)}
          />
          <TextInput
            name="education_details"
            label={t('educationDetails')}
            value={value('education_details', resume?.educationDetails)}
            error={errorText(errors.education_details)}
          />
          <TextInput
            name="expected_salary"
            label={t('expectedSalary')}
            inputMode="numeric"
            value={value('expected_salary', resume?.expectedSalary)}
            error={errorText(errors.expected_salary)}
          />
          <PlacesField
            districts={loaderData.districts}
            places={places}
            error={errors.place_ids ? (errorText(errors.place_ids) ?? null) : null}
          />
          <PictureUploader max={1} initial={photo ? [photo] : []} error={errorText(errors.photo_id)} />
          <TextInput
            name="contact_phone"
            label={t('contactPhone')}
            value={value('contact_phone', resume?.contactPhone ?? defaults.phone)}
            error={errorText(errors.contact_phone)}
          />
          <fieldset className="mt-3">
            <legend className="text-sm font-medium text-gray-800">{t('visibility')}</legend>
            {(['visible', 'hidden'] as const).map((option) => (
              <label key={option} className="mt-1 flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="visible"
                  value={option}
                  defaultChecked={(option === 'visible') === visible}
                  className="h-5 w-5"
                />
                {t(option)}
              </label>
            ))}
          </fieldset>
          <SubmitButton>{t('saveResume')}</SubmitButton>
        </Form>
        {resume ? (
          <Link
            to={`/${locale}/my/resume?print=1`}
            className="mt-3 block rounded-lg border border-gray-300 px-4 py-3 text-center font-semibold"
          >
            {t('downloadPdf')}
          </Link>
        ) : null}
      </div>
      <ResumeViewers viewers={loaderData.viewers} locale={locale} />
    </main>
  );
}
