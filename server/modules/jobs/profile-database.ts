// The profile database: employers with access (a paid employer pack: `employers` row with
// `profile_database_until` in the future, set by an admin until memberships sell it, decision 124) search the
// resumes their owners made visible. Contact details are revealed one resume at a time, from the pack's reveals;
// every reveal is kept (resume_reveals), and the seeker sees who looked. Hidden resumes never appear.
import { AppError } from '../../../core/errors.ts';
import type { Database, Queryable, SqlParam } from '../../adapters/database.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { RESUME_COLUMNS, type ResumeRow, toResume } from './resumes.ts';
import type { ResumeSearch } from './schemas.ts';

export const RESUMES_PER_PAGE = 20;

export interface DatabaseAccess {
  active: boolean;
  revealsLeft: number;
  until: string | null;
}

export async function profileDatabaseAccess(db: Queryable, employerId: number, now: Date): Promise<DatabaseAccess> {
  const [row] = await db.query<{ until: Date | null; reveals_left: number }>(
    'SELECT profile_database_until AS until, reveals_left FROM employers WHERE user_id = $1',
    [employerId],
  );
  const active = !!row?.until && row.until.getTime() > now.getTime();
  return { active, revealsLeft: active ? (row?.reveals_left ?? 0) : 0, until: row?.until?.toISOString() ?? null };
}

/** Grants an employer pack (admins, the seed; memberships later): access until a date and some contact reveals. */
export async function grantProfileDatabase(db: Queryable, employerId: number, until: Date, reveals: number) {
  await db.query(
    `INSERT INTO employers (user_id, profile_database_until, reveals_left) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET profile_database_until = EXCLUDED.profile_database_until,
       reveals_left = employers.reveals_left + EXCLUDED.reveals_left`,
    [employerId, until, reveals],
  );
}

/** A visible resume as the search shows it: no contact details until revealed. */
export interface ResumeCard {
  userId: number;
  name: string;
  headline: string;
  skills: string[];
  experience: string;
  education: string;
  expectedSalary: number | null;
  placeIds: number[];
  updatedAt: string;
  /** Present once this employer has revealed the resume. */
  contactPhone: string | null;
}

async function requireAccess(db: Queryable, employerId: number, now: Date): Promise<DatabaseAccess> {
  const access = await profileDatabaseAccess(db, employerId, now);
  if (!access.active) throw new AppError('FORBIDDEN');
  return access;
}

/** Visible resumes matching the search, most recently updated first (FORBIDDEN without access). */
export async function searchResumes(
  db: Queryable,
  employerId: number,
  search: ResumeSearch,
  now: Date,
): Promise<{ resumes: ResumeCard[]; total: number; page: number; pages: number }> {
  await requireAccess(db, employerId, now);
  const where = ['r.visible'];
  const params: SqlParam[] = [];
  const add = (value: SqlParam) => `$${params.push(value)}`;
  if (search.skill) where.push(`${add(search.skill)} = ANY(r.skills)`);
  if (search.district > 0) {
    // A district, or a division: the districts under it.
    const place = catalogueIndex.locationById(search.district);
    const districts = place
      ? place.level === 'district'
        ? [place.id]
        : catalogueIndex.locationChildren(place).map((l) => l.id)
      : [];
    where.push(`r.place_ids && ${add(districts)}::int[]`);
  }
  if (search.experience) where.push(`r.experience = ${add(search.experience)}`);
  if (search.max_salary !== null) where.push(`r.expected_salary <= ${add(search.max_salary)}`);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM resumes r WHERE ${where.join(' AND ')}`,
    [...params],
  );
  const total = count?.total ?? 0;
  const rows = await db.query<ResumeRow & { revealed: boolean }>(
    `SELECT ${RESUME_COLUMNS},
       EXISTS (SELECT 1 FROM resume_reveals v WHERE v.resume_user_id = r.user_id AND v.employer_id = ${add(employerId)})
         AS revealed
     FROM resumes r WHERE ${where.join(' AND ')}
     ORDER BY r.updated_at DESC, r.user_id DESC LIMIT ${add(RESUMES_PER_PAGE)} OFFSET ${add((search.page - 1) * RESUMES_PER_PAGE)}`,
    params,
  );
  return {
    resumes: rows.map((row) => {
      const resume = toResume(row);
      return {
        userId: resume.userId,
        name: resume.name,
        headline: resume.headline,
        skills: resume.skills,
        experience: resume.experience,
        education: resume.education,
        expectedSalary: resume.expectedSalary,
        placeIds: resume.placeIds,
        updatedAt: resume.updatedAt,
        contactPhone: row.revealed ? resume.contactPhone : null,
      };
    }),
    total,
    page: search.page,
    pages: Math.max(1, Math.ceil(total / RESUMES_PER_PAGE)),
  };
}

/**
 * Reveals a visible resume's contact details to the employer: the first time it uses one of the pack's reveals and
 * is recorded; again later it is free. NOT_FOUND for a hidden or unknown resume; FORBIDDEN when none are left.
 */
export async function revealResume(
  db: Database,
  employerId: number,
  resumeUserId: number,
  now: Date,
): Promise<{ name: string; contactPhone: string | null; revealsLeft: number }> {
  await requireAccess(db, employerId, now);
  return db.transaction(async (tx) => {
    const [resume] = await tx.query<{ name: string; contact_phone: string | null }>(
      'SELECT name, contact_phone FROM resumes WHERE user_id = $1 AND visible',
      [resumeUserId],
    );
    if (!resume) throw new AppError('NOT_FOUND');
    const [known] = await tx.query('SELECT 1 FROM resume_reveals WHERE resume_user_id = $1 AND employer_id = $2', [
      resumeUserId,
      employerId,
    ]);
    if (!known) {
      // One statement takes a reveal only when one is left, so two tabs cannot overspend the pack.
      const [taken] = await tx.query(
        'UPDATE employers SET reveals_left = reveals_left - 1 WHERE user_id = $1 AND reveals_left > 0 RETURNING 1',
        [employerId],
      );
      if (!taken) throw new AppError('FORBIDDEN', [{ path: 'reveals', message: 'no reveals left' }]);
      await tx.query('INSERT INTO resume_reveals (employer_id, resume_user_id, revealed_at) VALUES ($1, $2, $3)', [
        employerId,
        resumeUserId,
        now,
      ]);
    }
    const [left] = await tx.query<{ reveals_left: number }>('SELECT reveals_left FROM employers WHERE user_id = $1', [
      employerId,
    ]);
    return { name: resume.name, contactPhone: resume.contact_phone, revealsLeft: left?.reveals_left ?? 0 };
  });
}

/** Who revealed the seeker's contact details, newest first: the seeker's side of the audit trail. */
export async function resumeViewers(db: Queryable, userId: number): Promise<{ employer: string; at: string }[]> {
  const rows = await db.query<{ name: string; revealed_at: Date }>(
    `SELECT u.name, v.revealed_at FROM resume_reveals v JOIN users u ON u.id = v.employer_id
     WHERE v.resume_user_id = $1 ORDER BY v.revealed_at DESC LIMIT 100`,
    [userId],
  );
  return rows.map((r) => ({ employer: r.name, at: r.revealed_at.toISOString() }));
}
