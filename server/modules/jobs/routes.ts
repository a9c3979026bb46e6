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
import { recordAction, staffOf } from '../staff/index.ts';
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
    expectedSalary: z.number().int().nullable().meta({ description: 'Taka a month.' }),
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

// The schemas of the routes below whose option would not fit on the route's line.
const putResume = { body: ResumeInputSchema, response: { 200: z.object({ resume: ResumeSchema }) } };
const postApplication = {
  params: IdParams,
  body: ApplyInputSchema,
  response: { 200: Applied, 201: Applied },
};
const getApplicants = { params: IdParams, response: { 200: Applicants } };
const patchApplication = {
  params: IdParams,
  body: ApplicationUpdateSchema,
  response: { 200: z.object({ status: Status }) },
};
const postReveal = { params: IdParams, response: { 200: Revealed } };
const PackBody = z.object({
  days: z.number().int().min(1).max(366),
  reveals: z.number().int().min(0).max(10_000),
});
const postPack = { params: IdParams, body: PackBody, response: { 200: z.object({ ok: z.literal(true) }) } };

// The employer's export: a CSV file (one row per applicant), not JSON.
const getApplicantsCsv = {
  params: IdParams,
  produces: ['text/csv'],
  response: { 200: z.string().meta({ description: 'CSV, one row per applicant (UTF-8 with a header row).' }) },
};
export async function jobRoutes(app: FastifyInstance, services: AppServices & { pubsub: PubSub }): Promise<void> {
  const { db } = services;

  app.get('/data/vertical/jobs', { schema: { response: { 200: Vertical } } }, async (request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    return reply.header('cache-control', 'public, max-age=300').send(jobsVertical(locale));
  });

  app.get(
    '/data/jobs/resume',
    { schema: { response: { 200: z.object({ resume: ResumeSchema.nullable() }) } } },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      return reply.header('cache-control', PRIVATE).send({ resume: await getResume(db, viewer.account.id) });
    },
  );

  app.put('/data/jobs/resume', { schema: putResume }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    const input = readInput(request, 'body');
    return reply.send({ resume: await saveResume(db, viewer.account.id, input) });
  });

  app.get('/data/jobs/resume/viewers', { schema: { response: { 200: Viewers } } }, async (request, reply) => {
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

  app.get('/data/jobs/applications', { schema: { response: { 200: MyApplications } } }, async (request, reply) => {
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

  app.get('/data/jobs/employer/jobs', { schema: { response: { 200: EmployerJobs } } }, async (request, reply) => {
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

  app.get(
    '/data/jobs/resumes',
    { schema: { querystring: ResumeSearchSchema, response: { 200: ResumeCards } } },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const search = readInput(request, 'querystring');
      const now = services.clock.now();
      const found = await searchResumes(db, viewer.account.id, search, now);
      const { revealsLeft } = await profileDatabaseAccess(db, viewer.account.id, now);
      return reply.header('cache-control', PRIVATE).send({ ...found, revealsLeft });
    },
  );

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
