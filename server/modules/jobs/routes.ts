// The jobs vertical's API: GET /data/vertical/jobs (spec section 7), and under /data/jobs the resume,
// applying, the seeker's applications, the employer's jobs and applicants, and the profile database. The pages
// call the same services (app/jobs/*.server.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PubSub } from '../../adapters/pubsub.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { requireViewer } from '../../http/session.ts';
import { recordAction, staffCall, staffOf } from '../staff/index.ts';
import { FilterSchema } from '../search/index.ts';
import {
  APPLICATION_STATUSES,
  applyForJob,
  employerJobs,
  exportApplicants,
  listApplicants,
  listMyApplications,
  updateApplication,
} from './applications.ts';
import {
  grantProfileDatabase,
  profileDatabaseAccess,
  resumeViewers,
  revealResume,
  searchResumes,
} from './profile-database.ts';
import { getResume, saveResume } from './resumes.ts';
import { ApplicationUpdateSchema, ApplyInputSchema, ResumeInputSchema, ResumeSearchSchema } from './schemas.ts';
import { jobsVertical } from './vertical.ts';
import { wholeTakaOrNull } from '../../http/money.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const Named = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
const Vertical = z.object({
  vertical: Named,
  categories: z.array(Named.extend({ parentId: z.number().int() })),
  filters: z.array(FilterSchema),
});
const ResumeSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    headline: z.string(),
    skills: z.array(z.string()),
    experience: z.string(),
    experienceDetails: z.string(),
    education: z.string(),
    educationDetails: z.string(),
    expectedSalary: z.number().int().nonnegative().nullable().meta(wholeTakaOrNull('a month.')),
    placeIds: z.array(z.number().int()),
    contactPhone: z.string().nullable(),
    photoId: z.number().int().nullable(),
    photo: z.string().nullable().meta({ description: 'The card-size picture of the optional photo.' }),
    visible: z.boolean().meta({ description: 'Shown in the profile database.' }),
    updatedAt: z.string(),
  })
  .meta({ id: 'Resume' });
const Status = z.enum(APPLICATION_STATUSES);
const MyApplications = z.object({
  applications: z.array(
    z.object({
      id: z.number().int(),
      adId: z.number().int(),
      adSlug: z.string(),
      title: z.string(),
      company: z.string(),
      status: Status,
      appliedAt: z.string(),
      statusChangedAt: z.string(),
    }),
  ),
});
const EmployerJobs = z.object({
  jobs: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      status: z.string(),
      applicants: z.number().int(),
      unseen: z.number().int(),
    }),
  ),
});
const Applicants = z.object({
  job: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  applicants: z.array(
    z.object({
      id: z.number().int(),
      applicantId: z.number().int(),
      status: Status,
      coverNote: z.string(),
      employerNote: z.string(),
      resume: ResumeSchema,
      appliedAt: z.string(),
    }),
  ),
});
const ResumeCards = z.object({
  resumes: z.array(
    ResumeSchema.pick({
      userId: true,
      name: true,
      headline: true,
      skills: true,
      experience: true,
      education: true,
      expectedSalary: true,
      placeIds: true,
      updatedAt: true,
    }).extend({ contactPhone: z.string().nullable().meta({ description: 'Null until revealed.' }) }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  revealsLeft: z.number().int(),
});
const Revealed = z.object({ name: z.string(), contactPhone: z.string().nullable(), revealsLeft: z.number().int() });
const Viewers = z.object({ viewers: z.array(z.object({ employer: z.string(), at: z.string() })) });

const PRIVATE = 'private, no-store';
const Applied = z.object({ application: z.object({ id: z.number().int(), created: z.boolean() }) });

// The schemas of the routes below, and what the OpenAPI document says of each.
const SIGNED_IN = '`401 UNAUTHORIZED` without a session';
const BAD_ID = '`400 VALIDATION_FAILED` for an id that is not a positive integer (`params.id`)';
const NOT_THEIR_JOB = "`404 NOT_FOUND` for a job that is not the employer's";
const getVertical = {
  summary: 'Get the jobs vertical',
  description:
    'The jobs vertical (spec section 7; id 700, slug jobs): its categories and the filters of its results ' +
    'page, named in the language of Accept-Language. Public. Errors: none of its own.',
  response: { 200: Vertical },
};
const getResumeMine = {
  summary: 'Get the own resume',
  description: `The signed-in seeker's resume, null before they have written one. Errors: ${SIGNED_IN}.`,
  response: { 200: z.object({ resume: ResumeSchema.nullable() }) },
};
const putResume = {
  summary: 'Save the own resume',
  description:
    "Writes the signed-in seeker's resume (the form's fields; skills ticked and typed, places, an optional " +
    'photo) and whether the profile database shows it. Errors: ' +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` naming each bad field (\`body.name\`, \`picture_invalid\` at ` +
    '`photo_id` for a photo that is not theirs).',
  body: ResumeInputSchema,
  response: { 200: z.object({ resume: ResumeSchema }) },
};
const getResumeViewers = {
  summary: 'List who revealed the own resume',
  description:
    "The employers who revealed the signed-in seeker's contact details, newest first (at most 100). Errors: " +
    `${SIGNED_IN}.`,
  response: { 200: Viewers },
};
const postApplication = {
  summary: 'Apply for a job',
  description:
    "Applies to a published job ad that takes applications on Haat until its deadline, with a copy of the seeker's " +
    'resume and a cover note (201), and opens their chat about the job; applying again answers the first ' +
    `application (200). Errors: ${SIGNED_IN}, ${BAD_ID}, \`400 VALIDATION_FAILED\` without a resume ` +
    '(`resume_required`) or for a cover note over 1000 characters, `404 NOT_FOUND` for an ad that is not a job, ' +
    '`409 INVALID_TRANSITION` for their own job or a job not taking applications here.',
  params: IdParams,
  body: ApplyInputSchema,
  response: { 200: Applied, 201: Applied },
};
const getMyApplications = {
  summary: "List the seeker's applications",
  description:
    "The signed-in seeker's applications, newest first, with the job's title now and the status the employer " +
    `set (applied, viewed, shortlisted, rejected). Errors: ${SIGNED_IN}.`,
  response: { 200: MyApplications },
};
const patchApplication = {
  summary: 'Shortlist or reject an applicant',
  description:
    'The employer shortlists or rejects an application to their job, or keeps a note on it; a status change ' +
    `tells the seeker. Errors: ${SIGNED_IN}, ${BAD_ID}, \`400 VALIDATION_FAILED\` for a body with neither ` +
    "status nor note, `404 NOT_FOUND` for an application to a job that is not the employer's.",
  params: IdParams,
  body: ApplicationUpdateSchema,
  response: { 200: z.object({ status: Status }) },
};
const getEmployerJobs = {
  summary: "List the employer's jobs",
  description:
    "The signed-in employer's job ads with their applicant counts, new ones apart (the employer dashboard). " +
    `Errors: ${SIGNED_IN}, \`403 FORBIDDEN\` for an account with no job ad and no employer dashboard.`,
  response: { 200: EmployerJobs },
};
const getApplicants = {
  summary: 'List the applicants of a job',
  description:
    "The applicants of the employer's job, oldest first, each with the resume they applied with; opening the " +
    `list marks new applications viewed. Errors: ${SIGNED_IN}, ${BAD_ID}, ${NOT_THEIR_JOB}.`,
  params: IdParams,
  response: { 200: Applicants },
};
const postReveal = {
  summary: "Reveal a resume's contact details",
  description:
    "An employer with profile-database access reveals a visible resume's name and phone: the first time takes " +
    `one of their reveals, later ones are free. Errors: ${SIGNED_IN}, ${BAD_ID}, \`403 FORBIDDEN\` without ` +
    'access or with no reveals left, `404 NOT_FOUND` for a hidden or unknown resume.',
  params: IdParams,
  response: { 200: Revealed },
};
const PackBody = z.object({
  days: z.number().int().min(1).max(366),
  reveals: z.number().int().min(0).max(10_000),
});
const postPack = {
  summary: 'Grant an employer pack',
  description: staffCall(
    'people.verify',
    'Grants an employer profile-database access for `days` from now and adds `reveals` contact reveals ' +
      '(decision 124), recorded in the audit log. Errors: `400 VALIDATION_FAILED` for an id that is not a ' +
      'positive integer (`params.id`) or days or reveals out of range (`body.days`).',
  ),
  params: IdParams,
  body: PackBody,
  response: { 200: z.object({ ok: z.literal(true) }) },
};
const getResumes = {
  summary: 'Search the profile database',
  description:
    'Visible resumes matching a skill, district, experience and salary, most recently updated first, a page of ' +
    'them at a time, without contact details until revealed; with the reveals left. Errors: ' +
    `${SIGNED_IN}, \`400 VALIDATION_FAILED\` for a bad filter or a page that is not from 1 to 100 ` +
    '(`query.page`), `403 FORBIDDEN` without profile-database access.',
  querystring: ResumeSearchSchema,
  response: { 200: ResumeCards },
};

// The employer's export: a CSV file (one row per applicant), not JSON.
const getApplicantsCsv = {
  summary: 'Export the applicants of a job',
  description:
    "The applicants of the employer's job as a CSV file (UTF-8, a header row, one row per applicant, " +
    `spreadsheet-safe). Errors: ${SIGNED_IN}, ${BAD_ID}, ${NOT_THEIR_JOB}.`,
  params: IdParams,
  produces: ['text/csv'],
  response: { 200: z.string().meta({ description: 'CSV, one row per applicant (UTF-8 with a header row).' }) },
};
export async function jobRoutes(app: FastifyInstance, services: AppServices & { pubsub: PubSub }): Promise<void> {
  const { db } = services;

  app.get('/data/vertical/jobs', { schema: getVertical }, async (request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    return reply.header('cache-control', 'public, max-age=300').send(jobsVertical(locale));
  });

  app.get('/data/jobs/resume', { schema: getResumeMine }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply.header('cache-control', PRIVATE).send({ resume: await getResume(db, viewer.account.id) });
  });

  app.put('/data/jobs/resume', { schema: putResume }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = readInput(request, 'body');
    return reply.send({ resume: await saveResume(db, viewer.account.id, input) });
  });

  app.get('/data/jobs/resume/viewers', { schema: getResumeViewers }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply.header('cache-control', PRIVATE).send({ viewers: await resumeViewers(db, viewer.account.id) });
  });

  app.post('/data/jobs/:id/applications', { schema: postApplication }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    const { cover_note } = readInput(request, 'body', {});
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const now = services.clock.now();
    const application = await applyForJob(services, viewer.account.id, id, cover_note, locale, now);
    return reply.status(application.created ? 201 : 200).send({ application });
  });

  app.get('/data/jobs/applications', { schema: getMyApplications }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const applications = await listMyApplications(db, viewer.account.id);
    return reply.header('cache-control', PRIVATE).send({ applications });
  });

  app.patch('/data/jobs/applications/:id', { schema: patchApplication }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    const update = readInput(request, 'body');
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    return reply.send(await updateApplication(db, viewer.account.id, id, update, locale));
  });

  app.get('/data/jobs/employer/jobs', { schema: getEmployerJobs }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    return reply.header('cache-control', PRIVATE).send({ jobs: await employerJobs(db, viewer.account.id) });
  });

  app.get('/data/jobs/employer/jobs/:id/applicants', { schema: getApplicants }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    return reply.header('cache-control', PRIVATE).send(await listApplicants(db, viewer.account.id, id));
  });

  app.get('/data/jobs/employer/jobs/:id/applicants.csv', { schema: getApplicantsCsv }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    const csv = await exportApplicants(db, viewer.account.id, id);
    return reply
      .header('cache-control', PRIVATE)
      .header('content-disposition', `attachment; filename="applicants-${id}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  app.get('/data/jobs/resumes', { schema: getResumes }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const search = readInput(request, 'querystring');
    const now = services.clock.now();
    const found = await searchResumes(db, viewer.account.id, search, now);
    const { revealsLeft } = await profileDatabaseAccess(db, viewer.account.id, now);
    return reply.header('cache-control', PRIVATE).send({ ...found, revealsLeft });
  });

  // Staff grant an employer pack (decision 124: sold by the sales team until memberships sell it); the back-office
  // hook has checked the caller's permission (core/backoffice/permissions.ts), and the grant is audited.
  app.post('/data/jobs/employers/:id/pack', { schema: postPack }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const { days, reveals } = readInput(request, 'body');
    const until = new Date(services.clock.now().getTime() + days * 86_400_000);
    await db.transaction(async (tx) => {
      await grantProfileDatabase(tx, id, until, reveals);
      await recordAction(tx, staffOf(request), {
        action: 'person.employer_pack',
        subject: { type: 'user', id },
        after: { until: until.toISOString(), reveals },
      });
    });
    return reply.send({ ok: true as const });
  });

  app.post('/data/jobs/resumes/:id/reveal', { schema: postReveal }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const { id } = readInput(request, 'params');
    return reply.send(await revealResume(db, viewer.account.id, id, services.clock.now()));
  });
}
