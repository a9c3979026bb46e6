// The jobs vertical in the browser at 360 px: an employer posts a job in bn; a seeker applies in en with
// a resume made on the way, and sees the status the employer sets from the dashboard; another employer gets the
// not-found page for those applicants; the profile database without and with an employer pack; and the other three
// ways to apply (e-mail, phone, a link off Haat).
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { ADMIN, MODERATOR } from './server.ts';
import { asNewVisitor, signUpByPhone, type StaffAccount, staffToken, unique } from './sign-up.ts';

async function asStaff(account: StaffAccount, path: string, body?: object) {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await staffToken(account)}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
}

/** The session token of a browser's signed-in person, to call the API as them. */
async function tokenOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'haat_session')?.value ?? '';
}

async function api<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOf(page)}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('the jobs vertical', () => {
  test('post a job (bn), apply with a resume (en), shortlist from the dashboard, the profile database', async () => {
    const employer = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(employer, 'Karim');
    const role = `গাড়িচালক ${unique().slice(-5)}`;

    await visit(employer, '/bn/post-ad');
    await employer.getByRole('searchbox', { name: 'ক্যাটাগরি খুঁজুন' }).fill('ড্রাইভার');
    await employer.getByRole('main').getByRole('button', { name: 'খুঁজুন' }).click();
    await employer.getByRole('link', { name: 'ড্রাইভার', exact: true }).click();
    await employer.getByLabel('বিভাগ').selectOption({ label: 'ঢাকা বিভাগ' });
    await employer.getByRole('button', { name: 'পরবর্তী' }).click();
    await employer.getByLabel('জেলা').selectOption({ label: 'ঢাকা' });
    await employer.getByRole('button', { name: 'পরবর্তী' }).click();
    await employer.getByLabel('এলাকা').selectOption({ label: 'ধানমন্ডি' });
    await employer.getByRole('button', { name: 'পরবর্তী' }).click();
    await employer.waitForURL('**/bn/post-ad/details?**');
    await employer.getByLabel('পদের নাম').fill(role);
    await employer.getByLabel('প্রতিষ্ঠান বা নিয়োগকর্তা').fill('রহমান এন্টারপ্রাইজ');
    await employer.getByLabel('চাকরির ধরন').selectOption({ label: 'ফুল-টাইম' });
    await employer.getByLabel('অভিজ্ঞতা').selectOption({ label: '১–৩ বছর' });
    await employer.getByLabel('মাসিক বেতন শুরু (টাকা)').fill('১৮০০০');
    await employer.getByLabel('শিক্ষাগত যোগ্যতা').selectOption({ label: 'অষ্টম শ্রেণি' });
    await employer.getByLabel('আবেদনের শেষ তারিখ').fill('2099-12-31');
    await employer.getByLabel('কর্মস্থল (ঠিকানা বা এলাকা)').fill('ধানমন্ডি ২৭');
    await employer.getByLabel('শিরোনাম').fill(`${role} আবশ্যক, ধানমন্ডি`);
    await employer
      .getByRole('textbox', { name: 'বিবরণ' })
      .fill('পরিবারের গাড়ি চালাতে হবে। সপ্তাহে একদিন ছুটি, দুপুরের খাবার দেওয়া হবে।');
    await expectNoHorizontalOverflow(employer);
    await employer.getByRole('button', { name: 'বিজ্ঞাপন পোস্ট করুন' }).click();
    // After posting, the promotion picker; "not now" goes on to the pending list.
    await employer.getByRole('link', { name: 'এখন না: আমার বিজ্ঞাপনে যান' }).click();
    await employer.waitForURL('**/bn/my/pending-ads?notice=posted');
    const editHref = await employer.getByRole('link', { name: 'সম্পাদনা' }).first().getAttribute('href');
    const slug = /\/ad\/([^/]+)\/edit$/.exec(editHref ?? '')?.[1] ?? '';
    const adId = Number(/-(\d+)$/.exec(slug)?.[1]);
    await asStaff(MODERATOR, `/data/review/${adId}/approve`);

    // The seeker, in English: the apply button asks for a resume, made in a minute, then back to apply.
    const seeker = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(seeker, 'Rahim');
    await visit(seeker, `/en/ad/${slug}`);
    await seeker.getByRole('heading', { name: 'Apply for this job' }).waitFor();
    await seeker.getByTestId('apply-button').click();
    await seeker.getByRole('link', { name: 'Make my resume' }).click();
    await seeker.getByLabel('What work do you do?').fill('Private car driver');
    await seeker.getByText('Driving (car)', { exact: true }).click();
    await seeker.getByLabel('Experience').selectOption({ label: '1–3 years' });
    await seeker.getByLabel('Education', { exact: true }).selectOption({ label: 'SSC' });
    await seeker.getByLabel('Where do you want to work? 1').selectOption({ label: 'Dhaka' });
    await seeker.getByLabel('Employers searching the profile database').check();
    await expectNoHorizontalOverflow(seeker);
    await seeker.getByRole('button', { name: 'Save resume' }).click();
    await seeker.waitForURL(`**/en/apply/${slug}`);
    await seeker.getByLabel('A short note to the employer (optional)').fill('I can start on Sunday.');
    await seeker.getByRole('button', { name: 'Send application' }).click();
    await seeker.waitForURL(`**/en/apply/${slug}/applied`);
    await seeker.getByRole('heading', { name: 'Application sent' }).waitFor();
    await seeker.getByRole('link', { name: 'See my applications' }).click();
    await seeker.waitForURL('**/en/my/applications');
    expect(await seeker.getByTestId('status').first().textContent()).toBe('Applied');

    // The employer's dashboard: the applicant, then shortlisted.
    await visit(employer, '/bn/my/employer-dashboard');
    await employer.getByRole('link', { name: '১টি আবেদন' }).click();
    await employer.getByTestId('applicant').getByText('Private car driver').waitFor();
    await expectNoHorizontalOverflow(employer);
    await employer.getByRole('button', { name: 'বাছাই করুন' }).click();
    await employer.getByText('অবস্থা বদলানো হয়েছে।').waitFor();
    await visit(seeker, '/en/my/applications');
    expect(await seeker.getByTestId('status').first().textContent()).toBe('Shortlisted');

    // Another employer: these applicants do not exist for them.
    const stranger = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(stranger, 'Rafiq');
    expect((await visit(stranger, `/bn/my/employer-dashboard?job=${adId}`))?.status()).toBe(404);

    // The profile database: locked without a pack; with one, the seeker's resume, revealed once.
    await visit(employer, '/bn/my/profile-database');
    await employer.getByTestId('database-locked').waitFor();
    const { account } = await api<{ account: { id: number } }>(employer, 'GET', '/data/account');
    await asStaff(ADMIN, `/data/jobs/employers/${account.id}/pack`, { days: 30, reveals: 5 });
    await visit(employer, '/bn/my/profile-database');
    await employer.getByLabel('দক্ষতা').selectOption({ label: 'গাড়ি চালানো' });
    await employer.getByLabel('জেলা').selectOption({ label: 'ঢাকা' });
    await employer.getByRole('main').getByRole('button', { name: 'খুঁজুন' }).click();
    const card = employer.getByTestId('resume-card').filter({ hasText: 'Private car driver' }).first();
    await card.getByRole('button', { name: 'যোগাযোগের তথ্য দেখুন' }).click();
    await employer.getByTestId('revealed-phone').first().waitFor();
    await expectNoHorizontalOverflow(employer);
    await visit(seeker, '/en/my/resume');
    expect(await seeker.getByTestId('resume-viewers').textContent()).toContain('Karim');
  });

  test('apply by e-mail, by phone and on a website', async () => {
    const employer = await asNewVisitor(await openPage(PHONE));
    const phone = await signUpByPhone(employer, 'Nasrin');
    const post = async (properties: Record<string, string>) => {
      const { ad } = await api<{ ad: { id: number; slug: string; status: string } }>(employer, 'POST', '/data/ads', {
        category_id: 707, // security guard
        location_id: 100, // Dhanmondi
        title: `Security guard wanted ${unique().slice(-5)}`,
        description: 'Twelve-hour shifts at a bank branch, uniform and lunch provided.',
        properties: {
          role: 'Security guard',
          company: 'Sheba Security',
          item_type: 'full-time',
          experience: 'none',
          salary: '12000',
          education: 'class-8',
          deadline: '2099-06-30',
          place: 'Dhanmondi 27',
          ...properties,
        },
        contact_name: 'Nasrin',
        phone_numbers: [phone],
      });
      // Beyond the free quota of job ads (decision 150) a job ad waits for its listing fee: the admin marks it paid.
      if (ad.status === 'pending_payment') await asStaff(ADMIN, `/data/ads/${ad.id}/listing-fee-paid`);
      await asStaff(MODERATOR, `/data/review/${ad.id}/approve`);
      return ad.slug;
    };
    const byEmail = await post({ apply_via: 'email', apply_email: 'jobs@sheba.example.com' });
    const byPhone = await post({ apply_via: 'phone' });
    const byLink = await post({ apply_via: 'url', apply_url: 'careers.sheba.example.com/apply' });

    // The jobs home, and a jobs category's short URL leading to its search page with the jobs breadcrumbs.
    const seeker = await asNewVisitor(await openPage(PHONE));
    await visit(seeker, '/en/jobs');
    await seeker.getByRole('heading', { name: 'Find jobs in Bangladesh' }).waitFor();
    await expectNoHorizontalOverflow(seeker);
    await visit(seeker, '/bn/jobs/security-guard');
    expect(new URL(seeker.url()).pathname).toMatch(/^\/bn\/ads\/(bangladesh\/)?security-guard$/);
    await seeker.locator(`nav a[href="/bn/jobs"]`).first().waitFor();
    await expectNoHorizontalOverflow(seeker);

    await visit(seeker, `/en/ad/${byEmail}`);
    await seeker.getByRole('link', { name: 'Apply by e-mail' }).click();
    expect(await seeker.getByTestId('apply-email').textContent()).toBe('jobs@sheba.example.com');
    await expectNoHorizontalOverflow(seeker);

    await visit(seeker, `/bn/ad/${byPhone}`);
    await seeker.getByRole('link', { name: 'ফোন করে আবেদন' }).click();
    await seeker.getByRole('button', { name: 'ফোন করে আবেদন' }).click();
    await seeker.getByTestId('phone-numbers').waitFor();

    await visit(seeker, `/en/ad/${byLink}`);
    await seeker.getByRole('link', { name: 'Apply on the employer’s website' }).click();
    await seeker.getByRole('heading', { name: 'You are leaving Haat' }).waitFor();
    expect(await seeker.getByTestId('leave-haat').getAttribute('href')).toBe('https://careers.sheba.example.com/apply');
    await expectNoHorizontalOverflow(seeker);
  });
});
