// The jobs vertical through the API: posting job ads with their fields, the fee checks, the vertical's
// filters, resumes, applying, the employer's applicants (private to the employer) and the profile database.
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { memoryPubSub } from '../../adapters/pubsub.ts';
import { addPhone, callAs, makeStaff, signUp } from '../accounts/testing.ts';
import { approveAd } from '../ads/status-changes.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { removeUnattachedPictures } from '../media/service.ts';
import { startConversation } from '../chat/conversations.ts';
import { sendMessage } from '../chat/messages.ts';

const api = useTestApp();

let phoneCounter = 0;
const freshPhone = () => `+8801811${String(100000 + (phoneCounter += 1) + (Date.now() % 800000)).slice(-6)}`;

async function person(name = 'Rahim Uddin') {
  const { token, account } = await signUp(api, { name });
  const phone = freshPhone();
  await addPhone(api, token, phone);
  return { token, id: account.id, phone };
}
type Person = Awaited<ReturnType<typeof person>>;

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  callAs(api, who?.token, method, url, payload);

const DRIVER = catalogueIndex.categoryBySlug('driver')!.id;
const OVERSEAS = catalogueIndex.categoryBySlug('overseas-jobs')!.id;
const DHAKA_AREA = catalogueIndex.locationChildren(catalogueIndex.locationBySlug('dhaka')!)[0]!.id;
const DHAKA = catalogueIndex.locationBySlug('dhaka')!.id;

const jobBody = (who: Person, properties: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => ({
  category_id: DRIVER,
  location_id: DHAKA_AREA,
  title: 'Private car driver wanted in Gulshan',
  description: 'Drive the family car, keep it clean. Weekly one day off, lunch provided.',
  properties: {
    role: 'Private car driver',
    company: 'Rahman family',
    item_type: 'full-time',
    experience: '1-3-years',
    salary: '১৮,০০০',
    salary_max: '25000',
    education: 'class-8',
    vacancies: '1',
    deadline: '2099-12-31',
    place: 'Gulshan 2, Dhaka',
    apply_via: 'haat',
    ...properties,
  },
  contact_name: 'Mr Rahman',
  phone_numbers: [who.phone],
  ...overrides,
});

async function publishedJob(employer: Person, properties: Record<string, unknown> = {}) {
  const response = await call(employer, 'POST', '/data/ads', jobBody(employer, properties));
  expect(response.statusCode, response.body).toBe(201);
  const { ad } = response.json<{ ad: { id: number; slug: string } }>();
  await approveAd(api.db, 'system', ad.id);
  return ad;
}

const resumeBody = (who: Person, overrides: Record<string, unknown> = {}) => ({
  name: 'Karim Mia',
  headline: 'Driver with a heavy licence',
  skills: ['driving', 'heavy-licence'],
  other_skills: 'Car wash, Gps',
  experience: '3-5-years',
  education: 'ssc',
  expected_salary: '20000',
  place_ids: [DHAKA],
  contact_phone: who.phone,
  visible: 'visible',
  ...overrides,
});

describe('job ads', () => {
  test('a job ad keeps its fields as properties and its page data carries them', async () => {
    const employer = await person();
    const ad = await publishedJob(employer);
    const own = (await call(employer, 'GET', `/data/ads/${ad.id}`)).json<{ ad: { input: { properties: object } } }>();
    expect(own.ad.input.properties).toEqual({
      role: 'Private car driver',
      company: 'Rahman family',
      item_type: 'full-time',
      experience: '1-3-years',
      salary: 18000,
      salary_max: 25000,
      education: 'class-8',
      vacancies: 1,
      deadline: 20991231,
      place: 'Gulshan 2, Dhaka',
      apply_via: 'haat',
    });
  });

  test('names every missing job field, and an overseas job needs the agency licence', async () => {
    const employer = await person();
    const bad = await call(employer, 'POST', '/data/ads', {
      ...jobBody(employer, { role: '', salary: '', deadline: '2026-02-30', apply_via: 'email', apply_email: 'x' }),
      category_id: OVERSEAS,
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ error: { violations: { path: string; message: string }[] } }>().error.violations;
    expect(paths).toEqual(
      expect.arrayContaining([
        { path: 'body.properties.role', message: 'job_role_required' },
        { path: 'body.properties.salary', message: 'job_salary_required' },
        { path: 'body.properties.deadline', message: 'job_deadline_invalid' },
        { path: 'body.properties.apply_email', message: 'job_email_invalid' },
        { path: 'body.properties.licence_number', message: 'job_licence_required' },
      ]),
    );
    const good = await call(employer, 'POST', '/data/ads', {
      ...jobBody(employer, { licence_number: 'RL-1234', salary: '', salary_max: '', salary_negotiable: 'on' }),
      category_id: OVERSEAS,
    });
    expect(good.statusCode, good.body).toBe(201);
  });

  test('a job ad asking for a registration fee is flagged for review; a car ad saying the same is not', async () => {
    const employer = await person();
    const response = await call(
      employer,
      'POST',
      '/data/ads',
      jobBody(employer, {}, { description: 'Good salary. Registration fee 2000 taka must be paid before joining.' }),
    );
    const { ad } = response.json<{ ad: { id: number } }>();
    const [row] = await api.db.query<{ review_flags: string[] }>('SELECT review_flags FROM ads WHERE id = $1', [ad.id]);
    expect(row?.review_flags).toContain('fee_request');
  });

  test('a chat about a job that asks for a processing fee is reported by the system, once', async () => {
    const employer = await person();
    const seeker = await person('Karim Mia');
    const ad = await publishedJob(employer);
    const deps = { db: api.db, counters: api.counters, clock: api.clock, pubsub: memoryPubSub() };
    const { conversation } = await startConversation(deps, seeker.id, ad.id, 'en');
    const name = conversation.channel_name;
    await sendMessage(deps, employer.id, name, { clientKey: 'k1', text: 'আগে প্রসেসিং ফি ৫০০০ টাকা বিকাশ করুন' });
    await sendMessage(deps, employer.id, name, { clientKey: 'k2', text: 'Send the processing fee today' });
    const reports = await api.db.query<{ reason: string; reporter_id: number | null }>(
      'SELECT reason, reporter_id FROM chat_reports r JOIN chat_conversations c ON c.id = r.conversation_id WHERE c.name = $1',
      [name],
    );
    expect(reports).toEqual([{ reason: 'fee_request', reporter_id: null }]);
  });

  test('GET /data/vertical/jobs answers the jobs filters: salary, job type, experience, deadline', async () => {
    const response = await call(null, 'GET', '/data/vertical/jobs');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ vertical: { id: number }; filters: { key: string; type: string }[] }>();
    expect(body.vertical.id).toBe(700);
    expect(body.filters.map((f) => [f.key, f.type])).toEqual([
      ['salary', 'money'],
      ['item_type', 'enum'],
      ['experience', 'enum'],
      ['deadline', 'numeric'],
    ]);
  });

  test('a jobs search filters by salary, experience and deadline', async () => {
    const employer = await person();
    const ad = await publishedJob(employer, {
      salary: '91000',
      salary_max: '',
      experience: 'over-5-years',
      deadline: '2098-01-15',
    });
    const search = async (filters: object[]) => {
      const response = await call(
        null,
        'GET',
        `/data/serp?category=700&filter_json=${encodeURIComponent(JSON.stringify(filters))}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { ads } = response.json<{ ads: { id: number; salary: number | null }[] }>();
      // Job cards carry the salary (jobs have no price).
      expect(ads.map((a) => a.salary)).toEqual(ads.map(() => 91000));
      return ads.map((a) => a.id);
    };
    expect(await search([{ key: 'salary', type: 'money', minimum: 90000, maximum: -1 }])).toEqual([ad.id]);
    expect(
      await search([
        { key: 'experience', type: 'enum', values: ['over-5-years'] },
        { key: 'deadline', type: 'numeric', minimum: 20980101, maximum: 20980131 },
      ]),
    ).toEqual([ad.id]);
  });
});

describe('applying and the employer dashboard', () => {
  test('a seeker applies with the resume; only the employer sees the applicant; statuses reach the seeker', async () => {
    const employer = await person('Employer One');
    const other = await person('Employer Two');
    const seeker = await person('Karim Mia');
    const ad = await publishedJob(employer);
    await publishedJob(other);

    const noResume = await call(seeker, 'POST', `/data/jobs/${ad.id}/applications`, {});
    expect(noResume.statusCode).toBe(400);
    expect((await call(seeker, 'PUT', '/data/jobs/resume', resumeBody(seeker))).statusCode).toBe(200);
    const applied = await call(seeker, 'POST', `/data/jobs/${ad.id}/applications`, { cover_note: 'I can start now' });
    expect(applied.statusCode).toBe(201);
    const again = await call(seeker, 'POST', `/data/jobs/${ad.id}/applications`, {});
    expect(again.statusCode).toBe(200);
    expect((await call(employer, 'POST', `/data/jobs/${ad.id}/applications`, {})).statusCode).toBe(409);

    const mine = (await call(seeker, 'GET', '/data/jobs/applications')).json<{ applications: { status: string }[] }>();
    expect(mine.applications.map((a) => a.status)).toEqual(['applied']);

    // Another employer: the job, its applicants and its export do not exist for them.
    expect((await call(other, 'GET', `/data/jobs/employer/jobs/${ad.id}/applicants`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/data/jobs/employer/jobs/${ad.id}/applicants.csv`)).statusCode).toBe(404);
    const { application } = applied.json<{ application: { id: number } }>();
    expect(
      (await call(other, 'PATCH', `/data/jobs/applications/${application.id}`, { status: 'rejected' })).statusCode,
    ).toBe(404);
    const otherJobs = (await call(other, 'GET', '/data/jobs/employer/jobs')).json<{ jobs: { id: number }[] }>();
    expect(otherJobs.jobs.map((j) => j.id)).not.toContain(ad.id);

    const jobs = (await call(employer, 'GET', '/data/jobs/employer/jobs')).json<{
      jobs: { id: number; applicants: number }[];
    }>();
    expect(jobs.jobs.find((j) => j.id === ad.id)?.applicants).toBe(1);
    const list = await call(employer, 'GET', `/data/jobs/employer/jobs/${ad.id}/applicants`);
    const applicants = list.json<{ applicants: { status: string; resume: { name: string; skills: string[] } }[] }>();
    expect(applicants.applicants[0]?.resume.name).toBe('Karim Mia');
    expect(applicants.applicants[0]?.resume.skills).toEqual(['driving', 'heavy-licence', 'car wash', 'gps']);
    const seen = (await call(seeker, 'GET', '/data/jobs/applications')).json<{ applications: { status: string }[] }>();
    expect(seen.applications[0]?.status).toBe('viewed');

    const patch = await call(employer, 'PATCH', `/data/jobs/applications/${application.id}`, {
      status: 'shortlisted',
      employer_note: 'Call on Sunday',
    });
    expect(patch.json()).toEqual({ status: 'shortlisted' });
    const after = (await call(seeker, 'GET', '/data/jobs/applications')).json<{ applications: { status: string }[] }>();
    expect(after.applications[0]?.status).toBe('shortlisted');
    const notes = (await call(seeker, 'GET', '/data/notifications')).json<{
      notifications: { kind: string; payload: { status: string } }[];
    }>();
    expect(notes.notifications[0]).toMatchObject({ kind: 'application_status', payload: { status: 'shortlisted' } });

    const csv = await call(employer, 'GET', `/data/jobs/employer/jobs/${ad.id}/applicants.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Karim Mia"');
    expect(csv.body).toContain('"Call on Sunday"');
    const account = (await call(employer, 'GET', '/data/account')).json<{
      account: { active_employer_dashboard: boolean };
    }>();
    expect(account.account.active_employer_dashboard).toBe(true);
  });

  test('applications on Haat close after the last day to apply (Bangladesh time)', async () => {
    const employer = await person();
    const seeker = await person();
    await call(seeker, 'PUT', '/data/jobs/resume', resumeBody(seeker));
    const ad = await publishedJob(employer, { deadline: '2098-03-10' });
    // 18:00 UTC on 10 March is past midnight in Dhaka: the 11th.
    api.clock.set(new Date('2098-03-10T18:00:00Z'));
    try {
      expect((await call(seeker, 'POST', `/data/jobs/${ad.id}/applications`, {})).statusCode).toBe(409);
      api.clock.set(new Date('2098-03-10T17:00:00Z'));
      expect((await call(seeker, 'POST', `/data/jobs/${ad.id}/applications`, {})).statusCode).toBe(201);
    } finally {
      api.clock.set(new Date());
    }
  });

  test('a job that takes applications by e-mail refuses applications on Haat', async () => {
    const employer = await person();
    const seeker = await person();
    await call(seeker, 'PUT', '/data/jobs/resume', resumeBody(seeker));
    const ad = await publishedJob(employer, { apply_via: 'email', apply_email: 'hr@example.com' });
    expect((await call(seeker, 'POST', `/data/jobs/${ad.id}/applications`, {})).statusCode).toBe(409);
  });
});

describe('the profile database', () => {
  test('needs an employer pack, never shows hidden resumes, and counts and records each reveal', async () => {
    const employer = await person('Acme HR');
    const visible = await person();
    const hidden = await person();
    await call(
      visible,
      'PUT',
      '/data/jobs/resume',
      resumeBody(visible, { name: 'Visible Seeker', skills: ['security'] }),
    );
    await call(
      hidden,
      'PUT',
      '/data/jobs/resume',
      resumeBody(hidden, { name: 'Hidden Seeker', skills: ['security'], visible: 'hidden' }),
    );

    expect((await call(employer, 'GET', '/data/jobs/resumes?skill=security')).statusCode).toBe(403);
    // Only an admin grants a pack.
    const pack = { days: 30, reveals: 1 };
    expect((await call(employer, 'POST', `/data/jobs/employers/${employer.id}/pack`, pack)).statusCode).toBe(404);
    const admin = await person('Admin');
    await makeStaff(api.db, admin.id, 'admin');
    expect((await call(admin, 'POST', `/data/jobs/employers/${employer.id}/pack`, pack)).statusCode).toBe(200);

    const found = await call(employer, 'GET', `/data/jobs/resumes?skill=security&district=${DHAKA}&max_salary=30000`);
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json<{
      resumes: { userId: number; name: string; contactPhone: string | null }[];
      revealsLeft: number;
    }>();
    expect(body.resumes.map((r) => r.name)).toEqual(['Visible Seeker']);
    expect(body.resumes[0]?.contactPhone).toBeNull();
    expect(body.revealsLeft).toBe(1);

    expect((await call(employer, 'POST', `/data/jobs/resumes/${hidden.id}/reveal`)).statusCode).toBe(404);
    const revealed = await call(employer, 'POST', `/data/jobs/resumes/${visible.id}/reveal`);
    expect(revealed.json()).toEqual({ name: 'Visible Seeker', contactPhone: visible.phone, revealsLeft: 0 });
    // Again: free. Another resume: none left.
    expect((await call(employer, 'POST', `/data/jobs/resumes/${visible.id}/reveal`)).statusCode).toBe(200);
    const third = await person();
    await call(third, 'PUT', '/data/jobs/resume', resumeBody(third));
    expect((await call(employer, 'POST', `/data/jobs/resumes/${third.id}/reveal`)).statusCode).toBe(403);

    const viewers = (await call(visible, 'GET', '/data/jobs/resume/viewers')).json<{
      viewers: { employer: string }[];
    }>();
    expect(viewers.viewers.map((v) => v.employer)).toEqual(['Acme HR']);
  });
});

describe('staffing', () => {
  test('a staffing request from /staffing reaches the admins with its kind', async () => {
    const sent = await call(null, 'POST', '/data/contact-requests', {
      kind: 'staffing',
      name: 'Acme Garments HR',
      email: 'hr@acme.example.com',
      phone: '01711000000',
      message: '20 sewing operators and 2 supervisors in Gazipur from January, Tk 13,000 a month.',
    });
    expect(sent.statusCode).toBe(201);
    const admin = await person('Admin');
    await makeStaff(api.db, admin.id, 'admin');
    const listed = (await call(admin, 'GET', '/data/admin/contact-requests')).json<{
      contact_requests: { kind: string; name: string }[];
    }>();
    expect(listed.contact_requests).toContainEqual(
      expect.objectContaining({ kind: 'staffing', name: 'Acme Garments HR' }),
    );
  });
});

describe('resume photo', () => {
  test("takes only the seeker's own upload, and the photo outlives the clean-up of unused uploads", async () => {
    const seeker = await person();
    const other = await person();
    const upload = async (ownerId: number) => {
      const [row] = await api.db.query<{ id: number }>(
        `INSERT INTO images (storage_key, width, height, owner_id, created_at)
         VALUES ($1, 400, 400, $2, now() - interval '2 days') RETURNING id`,
        [`p/test/resume-${ownerId}-${Date.now()}`, ownerId],
      );
      return Number(row!.id);
    };
    const theirs = await upload(other.id);
    const mine = await upload(seeker.id);
    const refused = await call(seeker, 'PUT', '/data/jobs/resume', resumeBody(seeker, { photo_id: theirs }));
    expect(refused.statusCode).toBe(400);
    const saved = await call(seeker, 'PUT', '/data/jobs/resume', resumeBody(seeker, { photo_id: mine }));
    expect(saved.json<{ resume: { photo: string | null } }>().resume.photo).toMatch(/^\/media\/p\/test\/resume-/);
    await removeUnattachedPictures(api, new Date());
    const [kept] = await api.db.query('SELECT 1 FROM images WHERE id = $1', [mine]);
    expect(kept).toBeDefined();
  });
});
