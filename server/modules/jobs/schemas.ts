// The inputs of the jobs vertical, shared by the pages' actions and the /data/jobs routes. Violation
// messages are keys of app/ads/ads-messages.ts or core/jobs/job-messages.ts.
import { z } from 'zod';
import { EDUCATION_LEVELS, readWholeNumber } from '../../../core/jobs/fields.ts';
import { PhoneSchema } from '../accounts/index.ts';
import { catalogueIndex, EXPERIENCE } from '../catalog/index.ts';

export const EXPERIENCE_KEYS = EXPERIENCE.type === 'enum' ? EXPERIENCE.values.map((v) => v.key) : [];
/** Skills on one resume at most; districts a seeker may prefer at most. */
export const MOST_SKILLS = 15;
export const MOST_PLACES = 3;

/** A form's one value or repeated values (checkboxes) as a list; JSON sends a list. */
const List = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.union([z.string(), z.number()])),
);

const Amount = z
  .union([z.string(), z.number()])
  .optional()
  .transform((raw, ctx) => {
    const value = readWholeNumber(raw);
    if (value === 'invalid' || (typeof value === 'number' && value > 10_000_000)) {
      ctx.addIssue({ code: 'custom', message: 'number_invalid' });
      return z.NEVER;
    }
    return value ?? null;
  });

export const ResumeInputSchema = z.object({
  name: z.string().trim().min(2, 'name_required').max(80, 'name_too_long'),
  headline: z.string().trim().min(2, 'headline_required').max(80, 'job_text_too_long'),
  skills: List.transform((skills) => skills.map((s) => String(s).trim().toLowerCase()).filter(Boolean)),
  /** Skills typed apart from the chips, comma-separated (the form's text field). */
  other_skills: z.string().max(400, 'job_text_too_long').default(''),
  experience: z.enum(EXPERIENCE_KEYS as [string, ...string[]], { message: 'choice_required' }),
  experience_details: z.string().trim().max(1000, 'job_text_too_long').default(''),
  education: z.enum(EDUCATION_LEVELS, { message: 'choice_required' }),
  education_details: z.string().trim().max(500, 'job_text_too_long').default(''),
  expected_salary: Amount,
  place_ids: List.transform((ids, ctx) => {
    const places = [...new Set(ids.map(Number))];
    if (places.length > MOST_PLACES) ctx.addIssue({ code: 'custom', message: 'places_too_many' });
    if (places.some((id) => catalogueIndex.locationById(id)?.level !== 'district'))
      ctx.addIssue({ code: 'custom', message: 'choice_invalid' });
    return places;
  }),
  contact_phone: PhoneSchema,
  /** An upload of the seeker's own (POST /data/pictures), or none. */
  photo_id: z.coerce.number().int().positive().nullable().default(null),
  visible: z
    .union([z.boolean(), z.enum(['visible', 'hidden'])])
    .default('hidden')
    .transform((v) => v === true || v === 'visible'),
});
export type ResumeInput = z.output<typeof ResumeInputSchema>;

/** The resume's skills: the chips ticked, then the typed ones, without repeats, at most MOST_SKILLS. */
export function resumeSkills(input: Pick<ResumeInput, 'skills' | 'other_skills'>): string[] {
  const typed = input.other_skills
    .split(/[,،\n]/)
    .map((s) => s.trim().toLowerCase().slice(0, 40))
    .filter(Boolean);
  return [...new Set([...input.skills, ...typed])].slice(0, MOST_SKILLS);
}

export const ApplyInputSchema = z.object({
  cover_note: z.string().trim().max(1000, 'job_text_too_long').default(''),
});

export const ApplicationUpdateSchema = z
  .object({
    status: z.enum(['shortlisted', 'rejected'], { message: 'choice_required' }).optional(),
    employer_note: z.string().trim().max(1000, 'job_text_too_long').optional(),
  })
  .refine((u) => u.status !== undefined || u.employer_note !== undefined, { message: 'field_invalid' });
export type ApplicationUpdate = z.infer<typeof ApplicationUpdateSchema>;

export const ResumeSearchSchema = z.object({
  skill: z.string().trim().toLowerCase().max(40).default(''),
  district: z.coerce.number().int().nonnegative().default(0),
  experience: z.union([z.enum(EXPERIENCE_KEYS as [string, ...string[]]), z.literal('')]).default(''),
  max_salary: Amount,
  page: z.coerce.number().int().min(1).max(100).default(1),
});
export type ResumeSearch = z.output<typeof ResumeSearchSchema>;
