// Resumes: one per job seeker, written at /my/resume. `visible` puts it in the profile database;
// a hidden resume is seen only by the employers the seeker applies to (as the copy sent with the application).
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { pictureUrl, usablePictures } from '../media/index.ts';
import { type ResumeInput, resumeSkills } from './schemas.ts';

export interface Resume {
  userId: number;
  name: string;
  headline: string;
  skills: string[];
  experience: string;
  experienceDetails: string;
  education: string;
  educationDetails: string;
  expectedSalary: number | null;
  placeIds: number[];
  contactPhone: string | null;
  /** The optional photo: its id and its card-size picture. */
  photoId: number | null;
  photo: string | null;
  visible: boolean;
  updatedAt: string;
}

export interface ResumeRow {
  user_id: number;
  name: string;
  headline: string;
  skills: string[];
  experience: string;
  experience_details: string;
  education: string;
  education_details: string;
  expected_salary: number | null;
  place_ids: number[];
  contact_phone: string | null;
  photo_id: number | null;
  photo_key: string | null;
  visible: boolean;
  updated_at: Date | string;
}

export const RESUME_COLUMNS = `r.user_id, r.name, r.headline, r.skills, r.experience, r.experience_details, r.education,
  r.education_details, r.expected_salary, r.place_ids, r.contact_phone, r.visible, r.updated_at, r.photo_id,
  (SELECT i.storage_key FROM images i WHERE i.id = r.photo_id) AS photo_key`;

export function toResume(row: ResumeRow): Resume {
  return {
    userId: Number(row.user_id),
    name: row.name,
    headline: row.headline,
    skills: row.skills,
    experience: row.experience,
    experienceDetails: row.experience_details,
    education: row.education,
    educationDetails: row.education_details,
    expectedSalary: row.expected_salary,
    placeIds: row.place_ids.map(Number),
    contactPhone: row.contact_phone,
    photoId: row.photo_id === null ? null : Number(row.photo_id),
    photo: row.photo_key ? pictureUrl(row.photo_key, 'card') : null,
    visible: row.visible,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function getResume(db: Queryable, userId: number): Promise<Resume | null> {
  const [row] = await db.query<ResumeRow>(`SELECT ${RESUME_COLUMNS} FROM resumes r WHERE r.user_id = $1`, [userId]);
  return row ? toResume(row) : null;
}

export async function saveResume(db: Queryable, userId: number, input: ResumeInput): Promise<Resume> {
  if (input.photo_id !== null && (await usablePictures(db, userId, [input.photo_id])).length === 0)
    throw new AppError('VALIDATION_FAILED', [{ path: 'photo_id', message: 'picture_invalid' }]);
  const [row] = await db.query<ResumeRow>(
    `INSERT INTO resumes AS r (user_id, name, headline, skills, experience, experience_details, education,
       education_details, expected_salary, place_ids, contact_phone, visible, photo_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now())
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, headline = EXCLUDED.headline,
       skills = EXCLUDED.skills, experience = EXCLUDED.experience, experience_details = EXCLUDED.experience_details,
       education = EXCLUDED.education, education_details = EXCLUDED.education_details,
       expected_salary = EXCLUDED.expected_salary, place_ids = EXCLUDED.place_ids,
       contact_phone = EXCLUDED.contact_phone, visible = EXCLUDED.visible, photo_id = EXCLUDED.photo_id,
       updated_at = now()
     RETURNING ${RESUME_COLUMNS}`,
    [
      userId,
      input.name,
      input.headline,
      resumeSkills(input),
      input.experience,
      input.experience_details,
      input.education,
      input.education_details,
      input.expected_salary,
      input.place_ids,
      input.contact_phone,
      input.visible,
      input.photo_id,
    ],
  );
  if (!row) throw new Error('resume not stored');
  return toResume(row);
}
