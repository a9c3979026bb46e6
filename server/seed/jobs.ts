// The jobs vertical's demo data: resumes for some of the demo people (most visible in the profile
// database, some hidden), applications to the job ads that take them on Haat with every status, and an employer
// pack for the employers, so that every jobs screen has something to show on a demo's first start.
import type { Database } from '../adapters/database.ts';
import { catalogueIndex, jobCategoryIds } from '../modules/catalog/index.ts';
import { grantProfileDatabase, type Resume, saveResume, ResumeInputSchema } from '../modules/jobs/index.ts';
import type { Random } from './random.ts';

const HEADLINES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Driver with a heavy licence', 'হেভি লাইসেন্সধারী ড্রাইভার', ['driving', 'heavy-licence']],
  ['Private car driver', 'প্রাইভেট কার ড্রাইভার', ['driving']],
  ['Security guard, ex-army', 'সিকিউরিটি গার্ড, অবসরপ্রাপ্ত সেনাসদস্য', ['security']],
  ['Sales representative', 'সেলস রিপ্রেজেন্টেটিভ', ['sales', 'motorcycle']],
  ['Delivery rider with own bike', 'নিজের বাইকসহ ডেলিভারি রাইডার', ['delivery', 'motorcycle']],
  ['Office assistant', 'অফিস সহকারী', ['computer', 'data-entry']],
  ['Sewing operator', 'সুইং অপারেটর', ['sewing']],
  ['Accounts officer', 'অ্যাকাউন্টস অফিসার', ['accounting', 'computer', 'english']],
  ['Home tutor', 'গৃহশিক্ষক', ['teaching', 'english']],
  ['Cook (Bangla and Chinese)', 'বাবুর্চি (বাংলা ও চাইনিজ)', ['cooking']],
  ['Call centre agent', 'কল সেন্টার এজেন্ট', ['customer-service', 'computer', 'english']],
];
const EXPERIENCE = ['none', 'under-1-year', '1-3-years', '3-5-years', 'over-5-years'] as const;
const EDUCATION = ['class-8', 'ssc', 'hsc', 'diploma', 'bachelor'] as const;
const STATUSES = ['applied', 'applied', 'viewed', 'shortlisted', 'rejected'] as const;

export interface JobSeed {
  resumes: number;
  applications: number;
}

/**
 * Resumes for about a third of the people (those who post no job ads), applications from them to job ads that
 * take applications on Haat, and an employer pack (30 days, 50 reveals) for every employer.
 */
export async function seedJobs(db: Database, random: Random, userIds: readonly number[], now: Date): Promise<JobSeed> {
  const jobIds = jobCategoryIds();
  const employers = await db.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM ads WHERE category_id = ANY($1::int[]) AND user_id = ANY($2::bigint[])`,
    [jobIds, userIds],
  );
  const employerIds = new Set(employers.map((e) => Number(e.user_id)));
  const districts = catalogueIndex.catalogue.locations.filter((l) => l.level === 'district');
  const people = await db.query<{ id: number; name: string; phone: string | null }>(
    `SELECT u.id, u.name, (SELECT p.number FROM phone_numbers p WHERE p.user_id = u.id LIMIT 1) AS phone
     FROM users u WHERE u.id = ANY($1::bigint[]) ORDER BY u.id`,
    [userIds],
  );
  const seekers: Resume[] = [];
  for (const person of people) {
    if (employerIds.has(Number(person.id)) || !person.phone || !random.chance(0.35)) continue;
    const [en, bn, skills] = random.pick(HEADLINES);
    const bengali = /[\u0980-\u09FF]/.test(person.name);
    const input = ResumeInputSchema.parse({
      name: person.name,
      headline: bengali ? bn : en,
      skills: [...skills],
      other_skills: '',
      experience: random.pick(EXPERIENCE),
      education: random.pick(EDUCATION),
      expected_salary: String(random.int(10, 40) * 1000),
      place_ids: [random.pick(districts).id],
      contact_phone: person.phone,
      visible: random.chance(0.8),
    });
    seekers.push(await saveResume(db, Number(person.id), input));
  }
  const jobs = await db.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM ads WHERE status = 'published' AND category_id = ANY($1::int[])
       AND properties ->> 'apply_via' = 'haat' ORDER BY id LIMIT 200`,
    [jobIds],
  );
  let applications = 0;
  for (const seeker of seekers) {
    for (let k = random.int(0, 3); k > 0 && jobs.length > 0; k--) {
      const job = random.pick(jobs);
      if (Number(job.user_id) === seeker.userId) continue;
      const inserted = await db.query(
        `INSERT INTO job_applications (ad_id, applicant_id, status, resume) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (ad_id, applicant_id) DO NOTHING RETURNING 1`,
        [job.id, seeker.userId, random.pick(STATUSES), JSON.stringify(seeker)],
      );
      applications += inserted.length;
    }
  }
  for (const employer of employerIds) {
    await grantProfileDatabase(db, employer, new Date(now.getTime() + 30 * 86_400_000), 50);
  }
  return { resumes: seekers.length, applications };
}
