// Applying on Haat and the two dashboards (decision 123): the seeker's applications with their status
// (applied, viewed, shortlisted, rejected) and the employer's jobs with their applicants. An application carries a
// copy of the resume as sent. Only the ad's owner sees its applicants: anyone else gets NOT_FOUND (404).
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { dayOf, jobOf } from '../../../core/jobs/fields.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { hasEmployerDashboard } from '../accounts/index.ts';
import { findAdDetail, ownAdsIn } from '../ads/index.ts';
import { catalogueIndex, isJobCategory, jobCategoryIds } from '../catalog/index.ts';
import { type ChatDeps, startConversation } from '../chat/index.ts';
import { notify } from '../notifications/index.ts';
import { getResume, type Resume } from './resumes.ts';
import type { ApplicationUpdate } from './schemas.ts';

export const APPLICATION_STATUSES = ['applied', 'viewed', 'shortlisted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A published job ad that takes applications on Haat until its deadline (the last day, Bangladesh time), or
 * NOT_FOUND / INVALID_TRANSITION.
 */
async function jobTakingApplications(db: Queryable, adId: number, now: Date) {
  const ad = await findAdDetail(db, { id: adId });
  const category = ad ? catalogueIndex.categoryById(ad.categoryId) : undefined;
  if (!ad || !category || !isJobCategory(category)) throw new AppError('NOT_FOUND');
  const job = jobOf(ad.properties);
  if (ad.status !== 'published' || job?.apply_via !== 'haat' || job.deadline < dayOf(now))
    throw new AppError('INVALID_TRANSITION');
  return ad;
}

/**
 * Applies to a job with the seeker's resume (a copy is kept). Applying twice answers the first application.
 * VALIDATION_FAILED without a resume; INVALID_TRANSITION for one's own job or a job not taking applications here.
 */
export async function applyForJob(
  deps: ChatDeps,
  userId: number,
  adId: number,
  coverNote: string,
  locale: Locale,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const { db } = deps;
  const ad = await jobTakingApplications(db, adId, now);
  if (ad.sellerId === userId) throw new AppError('INVALID_TRANSITION');
  const resume = await getResume(db, userId);
  if (!resume) throw new AppError('VALIDATION_FAILED', [{ path: 'resume', message: 'resume_required' }]);
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO job_applications (ad_id, applicant_id, cover_note, resume) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (ad_id, applicant_id) DO NOTHING RETURNING id`,
    [adId, userId, coverNote, JSON.stringify(resume)],
  );
  if (inserted) {
    // The employer's "chat with the applicant": the applicant's chat about the job, opened for them both.
    await startConversation(deps, userId, adId, locale).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
    return { id: Number(inserted.id), created: true };
  }
  const [existing] = await db.query<{ id: number }>(
    'SELECT id FROM job_applications WHERE ad_id = $1 AND applicant_id = $2',
    [adId, userId],
  );
  return { id: Number(existing?.id), created: false };
}

/** Whether the seeker has applied to the job on Haat (the ad page shows "applied" instead of the form). */
export async function hasApplied(db: Queryable, userId: number, adId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM job_applications WHERE ad_id = $1 AND applicant_id = $2', [adId, userId]);
  return rows.length > 0;
}

export interface MyApplication {
  id: number;
  adId: number;
  adSlug: string;
  title: string;
  company: string;
  status: ApplicationStatus;
  appliedAt: string;
  statusChangedAt: string;
}

/** The seeker's applications, newest first, with the job as it is now (title) and the status the employer set. */
export async function listMyApplications(db: Queryable, userId: number): Promise<MyApplication[]> {
  const rows = await db.query<{
    id: number;
    ad_id: number;
    status: ApplicationStatus;
    created_at: Date;
    status_changed_at: Date;
  }>(
    `SELECT id, ad_id, status, created_at, status_changed_at FROM job_applications WHERE applicant_id = $1
     ORDER BY created_at DESC, id DESC LIMIT 200`,
    [userId],
  );
  const applications: MyApplication[] = [];
  for (const row of rows) {
    const ad = await findAdDetail(db, { id: Number(row.ad_id) });
    if (!ad) continue;
    applications.push({
      id: Number(row.id),
      adId: ad.id,
      adSlug: ad.slug,
      title: ad.title,
      company: jobOf(ad.properties)?.company ?? ad.contactName,
      status: row.status,
      appliedAt: row.created_at.toISOString(),
      statusChangedAt: row.status_changed_at.toISOString(),
    });
  }
  return applications;
}

// ---- the employer's side ------------------------------------------------------------------------------------------

export interface EmployerJob {
  id: number;
  slug: string;
  title: string;
  status: string;
  applicants: number;
  unseen: number;
}

/** The employer's job ads with their applicant counts (FORBIDDEN without the dashboard). */
export async function employerJobs(db: Queryable, userId: number): Promise<EmployerJob[]> {
  const ads = await ownAdsIn(db, userId, jobCategoryIds());
  if (ads.length === 0 && !(await hasEmployerDashboard(db, userId))) throw new AppError('FORBIDDEN');
  const counts = await db.query<{ ad_id: number; total: number; unseen: number }>(
    `SELECT ad_id, count(*)::int AS total, count(*) FILTER (WHERE status = 'applied')::int AS unseen
     FROM job_applications WHERE ad_id = ANY($1::bigint[]) GROUP BY ad_id`,
    [ads.map((a) => a.id)],
  );
  const byAd = new Map(counts.map((c) => [Number(c.ad_id), c]));
  return ads.map((ad) => ({
    id: ad.id,
    slug: ad.slug,
    title: ad.title,
    status: ad.status,
    applicants: byAd.get(ad.id)?.total ?? 0,
    unseen: byAd.get(ad.id)?.unseen ?? 0,
  }));
}

export interface Applicant {
  id: number;
  applicantId: number;
  status: ApplicationStatus;
  coverNote: string;
  employerNote: string;
  resume: Resume;
  appliedAt: string;
}

/** The employer's own job, or NOT_FOUND: another account's job and its applicants do not exist for them. */
async function ownJob(db: Queryable, employerId: number, adId: number) {
  const job = (await ownAdsIn(db, employerId, jobCategoryIds())).find((ad) => ad.id === adId);
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

/**
 * The applicants of the employer's job, oldest first. Opening the list marks new applications as viewed: the
 * seekers see that the employer looked (spec: applied, viewed, shortlisted, rejected).
 */
export async function listApplicants(
  db: Queryable,
  employerId: number,
  adId: number,
): Promise<{ job: { id: number; slug: string; title: string }; applicants: Applicant[] }> {
  const job = await ownJob(db, employerId, adId);
  const rows = await db.query<{
    id: number;
    applicant_id: number;
    status: ApplicationStatus;
    cover_note: string;
    employer_note: string;
    resume: Resume;
    created_at: Date;
  }>(
    `WITH seen AS (
       UPDATE job_applications SET status = 'viewed', status_changed_at = now()
       WHERE ad_id = $1 AND status = 'applied' RETURNING id
     )
     SELECT a.id, a.applicant_id,
       CASE WHEN a.id IN (SELECT id FROM seen) THEN 'viewed' ELSE a.status END AS status,
       a.cover_note, a.employer_note, a.resume, a.created_at
     FROM job_applications a WHERE a.ad_id = $1 ORDER BY a.created_at, a.id`,
    [adId],
  );
  return {
    job: { id: job.id, slug: job.slug, title: job.title },
    applicants: rows.map((r) => ({
      id: Number(r.id),
      applicantId: Number(r.applicant_id),
      status: r.status,
      coverNote: r.cover_note,
      employerNote: r.employer_note,
      resume: r.resume,
      appliedAt: r.created_at.toISOString(),
    })),
  };
}

/**
 * Shortlists or rejects an applicant, or keeps a note (the employer's own job only, else NOT_FOUND). A status
 * change tells the seeker (an in-app notification, and their applications dashboard).
 */
export async function updateApplication(
  db: Database,
  employerId: number,
  applicationId: number,
  update: ApplicationUpdate,
  locale: 'bn' | 'en',
): Promise<{ status: ApplicationStatus }> {
  const [application] = await db.query<{ ad_id: number; applicant_id: number; status: ApplicationStatus }>(
    'SELECT ad_id, applicant_id, status FROM job_applications WHERE id = $1',
    [applicationId],
  );
  if (!application) throw new AppError('NOT_FOUND');
  const job = await ownJob(db, employerId, Number(application.ad_id));
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: ApplicationStatus }>(
      `UPDATE job_applications SET status = coalesce($2, status), employer_note = coalesce($3, employer_note),
         status_changed_at = CASE WHEN $2::text IS NOT NULL AND $2 <> status THEN now() ELSE status_changed_at END
       WHERE id = $1 RETURNING status`,
      [applicationId, update.status ?? null, update.employer_note ?? null],
    );
    if (update.status && update.status !== application.status) {
      await notify(tx, Number(application.applicant_id), {
        kind: 'application_status',
        payload: { title: job.title, status: update.status },
        link: `/${locale}/my/applications`,
      });
    }
    return { status: row?.status ?? application.status };
  });
}

/** The applicants of one job as CSV (the dashboard's export): one line per applicant, spreadsheet-safe. */
export async function exportApplicants(db: Queryable, employerId: number, adId: number): Promise<string> {
  const { applicants } = await listApplicants(db, employerId, adId);
  const cell = (value: unknown) => {
    const text = String(value ?? '');
    // A leading =, +, - or @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const header = [
    'name',
    'phone',
    'headline',
    'experience',
    'education',
    'skills',
    'expected_salary',
    'status',
    'applied_at',
    'note',
  ];
  const lines = applicants.map((a) =>
    [
      a.resume.name,
      a.resume.contactPhone,
      a.resume.headline,
      a.resume.experience,
      a.resume.education,
      a.resume.skills.join('; '),
      a.resume.expectedSalary,
      a.status,
      a.appliedAt,
      a.employerNote,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
