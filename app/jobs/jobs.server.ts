// Server side of the jobs pages: the jobs home, the apply flows, the seeker's applications and resume,
// the employer dashboard and the profile database. Loaders and actions call the jobs module's services, the same
// as the /data/jobs routes; forms work without JavaScript.
import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage } from '../../core/i18n.ts';
import { describeLandingPage, describeSearch } from '../../core/search/breadcrumbs.ts';
import { buildSearchUrl } from '../../core/search/build.ts';
import { createSearchState } from '../../core/search/state.ts';
import { jobMessages } from '../../core/jobs/job-messages.ts';
import { SKILL_CHIPS } from '../../core/jobs/skills.ts';
import { formFailure, requireViewer } from '../accounts/accounts.server.ts';
import { readPictureField, readPictureForm } from '../ads/pictures.server.ts';
import { toCardView } from '../ads/ad-views.server.ts';
import { messages } from '../messages.ts';

/** Districts by division, for place pickers (resume, profile database search). */
export function districtOptions(context: Pick<AppLoadContext, 'modules'>, locale: Locale) {
  return context.modules.catalog.catalogueIndex.catalogue.locations
    .filter((l) => l.level === 'district')
    .map((l) => ({ id: l.id, name: l.name[locale] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale === 'bn' ? 'bn' : 'en'));
}

const experienceOptions = (context: Pick<AppLoadContext, 'modules'>, locale: Locale) => {
  const experience = context.modules.catalog.EXPERIENCE;
  return experience.type === 'enum' ? experience.values.map((v) => ({ key: v.key, label: v.label[locale] })) : [];
};

// ---- jobs home -----------------------------------------------------------------------------------------------

/**
 * /{locale}/jobs: the jobs home; /{locale}/jobs/{segment}: a jobs category or a place, answered with a permanent
 * redirect to the canonical search URL of spec section 2 (the jobs breadcrumbs start at the jobs home).
 */
export async function loadJobsHome(context: AppLoadContext, locale: Locale, segment: string | undefined) {
  const index = context.modules.catalog.catalogueIndex;
  if (segment !== undefined) {
    const category = index.categoryBySlug(segment);
    const location = index.locationBySlug(segment);
    if (category && context.modules.catalog.isJobCategory(category))
      throw redirect(buildSearchUrl(createSearchState({ locale, category: category.slug }), index), 301);
    if (location)
      throw redirect(
        buildSearchUrl(createSearchState({ locale, category: 'jobs', location: location.slug }), index),
        301,
      );
    throw data(null, { status: 404 });
  }
  const state = createSearchState({ locale, category: 'jobs' });
  const result = await context.modules.search.cachedSearch(
    context.db,
    context.clock,
    state,
    context.viewer?.account.id ?? null,
  );
  const vertical = context.modules.jobs.jobsVertical(locale);
  const landing = describeLandingPage('jobs_home', locale);
  const origin = context.config.PUBLIC_URL;
  const counts = new Map(result.facets.categories.map((f) => [f.slug, f.count]));
  return {
    locale,
    now: new Date().toISOString(),
    title: landing.title,
    // The jobs home is indexed in both languages; its description is the jobs search's (decision 253).
    seo: context.modules.content.seoOf(
      origin,
      locale,
      (l) => `/${l}/jobs`,
      `${landing.title} | ${formatMessage(messages, locale, 'siteName')}`,
      describeSearch(state, index).description,
    ),
    searchAction: buildSearchUrl(state, index),
    allJobs: buildSearchUrl(state, index),
    categories: vertical.categories.map((c) => ({
      name: c.name,
      href: buildSearchUrl(createSearchState({ locale, category: c.slug }), index),
      count: counts.get(c.slug) ?? null,
    })),
    places: index.catalogue.locations
      .filter((l) => l.level === 'division')
      .map((l) => ({ name: l.name[locale], href: buildSearchUrl(changeLocation(locale, l.slug), index) })),
    jobs: result.ads.slice(0, 12).map((card) => toCardView(context, card, locale)),
  };
}
const changeLocation = (locale: Locale, location: string) => createSearchState({ locale, category: 'jobs', location });

// ---- applying ------------------------------------------------------------------------------------------------

export const APPLY_FLOWS = ['', 'applied', 'email', 'phone-number', 'url'] as const;
export type ApplyFlow = (typeof APPLY_FLOWS)[number];

/** A job ad for the apply screens: NOT_FOUND (404 page) for unknown ads and ads that are not jobs. */
async function jobAd(context: AppLoadContext, locale: Locale, slug: string) {
  let details;
  try {
    details = await context.modules.adPage.loadAdDetails(context.db, { slug }, locale, 0);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
  const { ad } = details;
  if (!ad.job) throw data(null, { status: 404 });
  return {
    id: ad.id,
    slug: ad.slug,
    title: ad.title,
    job: ad.job,
    open: details.status === 200,
    sellerId: ad.account.id,
  };
}

export async function loadApply(
  context: AppLoadContext,
  request: Request,
  locale: Locale,
  slug: string,
  flow: ApplyFlow,
) {
  const ad = await jobAd(context, locale, slug);
  const back = `/${locale}/ad/${ad.slug}`;
  if (flow === 'email' || flow === 'phone-number' || flow === 'url') {
    const expected = { email: 'email', 'phone-number': 'phone', url: 'url' }[flow];
    if (ad.job.applyVia !== expected) throw redirect(back);
    const host = ad.job.applyUrl ? new URL(ad.job.applyUrl).host : null;
    const subject = formatMessage(jobMessages, locale, 'emailSubject', { title: ad.job.role });
    return { locale, flow, ad, back, host, subject, resume: null, applied: false, own: false };
  }
  // On Haat: the seeker must be signed in; the applied screen and the form both need the viewer.
  const { account } = requireViewer(context, request, locale);
  if (ad.job.applyVia !== 'haat') throw redirect(back);
  const applied = await context.modules.jobs.hasApplied(context.db, account.id, ad.id);
  if (flow === 'applied' && !applied) throw redirect(`/${locale}/apply/${ad.slug}`);
  return {
    locale,
    flow,
    ad,
    back,
    host: null,
    subject: '',
    resume: await context.modules.jobs.getResume(context.db, account.id),
    applied,
    own: ad.sellerId === account.id,
  };
}

export async function applyAction(context: AppLoadContext, request: Request, locale: Locale, slug: string) {
  const { account } = requireViewer(context, request, locale);
  const ad = await jobAd(context, locale, slug);
  const form = await request.formData();
  const input = context.modules.jobs.ApplyInputSchema.safeParse({ cover_note: form.get('cover_note') ?? '' });
  try {
    if (!input.success) throw new AppError('VALIDATION_FAILED');
    await context.modules.jobs.applyForJob(
      context,
      account.id,
      ad.id,
      input.data.cover_note,
      locale,
      context.clock.now(),
    );
  } catch (error) {
    return formFailure(locale, error);
  }
  throw redirect(`/${locale}/apply/${ad.slug}/applied`);
}

export async function loadMyApplications(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  return {
    locale,
    applications: await context.modules.jobs.listMyApplications(context.db, account.id),
    jobsHome: `/${locale}/jobs`,
  };
}

// ---- resume --------------------------------------------------------------------------------------------------

export async function loadResumePage(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const [resume, viewers] = await Promise.all([
    context.modules.jobs.getResume(context.db, account.id),
    context.modules.jobs.resumeViewers(context.db, account.id),
  ]);
  return {
    locale,
    resume,
    viewers,
    defaults: { name: account.profile.name, phone: account.recent_phone_numbers[0] ?? '' },
    skills: SKILL_CHIPS.map((chip) => ({ key: chip.key, label: chip.label[locale] })),
    experiences: experienceOptions(context, locale),
    districts: districtOptions(context, locale),
    print: new URL(request.url).searchParams.get('print') === '1',
  };
}

export async function resumeAction(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const form = await readPictureForm(context, request);
  const text = (name: string) => String(form.get(name) ?? '');
  // The optional photo: uploaded by the page's script (its id), or sent as a file without JavaScript.
  const photo = await readPictureField(context, account.id, form, 1);
  const chips = new Set(SKILL_CHIPS.map((chip) => chip.key));
  const input = {
    name: text('name'),
    headline: text('headline'),
    skills: form
      .getAll('skills')
      .map(String)
      .filter((s) => chips.has(s)),
    other_skills: text('other_skills'),
    experience: text('experience'),
    experience_details: text('experience_details'),
    education: text('education'),
    education_details: text('education_details'),
    expected_salary: text('expected_salary'),
    place_ids: form.getAll('place_ids').map(String).filter(Boolean),
    contact_phone: text('contact_phone'),
    visible: text('visible') || 'hidden',
    photo_id: photo.pictures[0]?.id ?? null,
  };
  const parsed = context.modules.jobs.ResumeInputSchema.safeParse(input);
  const photoField = {
    photo: photo.pictures[0] ? { id: photo.pictures[0].id, thumbnail: photo.pictures[0].thumbnail } : null,
  };
  if (!parsed.success || !photo.ok) {
    const fields: Record<string, string> = photo.ok ? {} : { photo_id: photo.error };
    for (const issue of parsed.success ? [] : parsed.error.issues)
      fields[String(issue.path[0] ?? '')] ??= issue.message;
    return { ok: false as const, fields, values: input, ...photoField };
  }
  await context.modules.jobs.saveResume(context.db, account.id, parsed.data);
  // Back to the job the seeker was applying to (only a path of this site's apply flow).
  const next = new URL(request.url).searchParams.get('redirect-url') ?? '';
  if (next.startsWith(`/${locale}/apply/`)) throw redirect(next);
  return { ok: true as const, fields: {} as Record<string, string>, values: null, photo: null };
}

// ---- employer dashboard ----------------------------------------------------------------------------------------

export async function loadEmployerDashboard(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const base = { locale, postJob: `/${locale}/post-ad` };
  const chosen = Number(new URL(request.url).searchParams.get('job') ?? 0);
  let applicants = null;
  if (Number.isSafeInteger(chosen) && chosen > 0) {
    try {
      applicants = await context.modules.jobs.listApplicants(context.db, account.id, chosen);
    } catch (error) {
      // Another employer's job: there is no such page for this account.
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
      throw error;
    }
  }
  if (!(await context.modules.accounts.hasEmployerDashboard(context.db, account.id)))
    return { ...base, locked: true as const };
  return {
    ...base,
    locked: false as const,
    jobs: await context.modules.jobs.employerJobs(context.db, account.id),
    applicants,
    districts: Object.fromEntries(districtOptions(context, locale).map((d) => [d.id, d.name])),
    experiences: Object.fromEntries(experienceOptions(context, locale).map((e) => [e.key, e.label])),
  };
}

export async function employerAction(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const form = await request.formData();
  const id = Number(form.get('application_id'));
  const intent = String(form.get('intent') ?? '');
  const update = context.modules.jobs.ApplicationUpdateSchema.safeParse(
    intent === 'note' ? { employer_note: form.get('employer_note') ?? '' } : { status: intent },
  );
  if (!update.success || !Number.isSafeInteger(id)) return { done: null, failure: 'field_invalid' as const };
  try {
    await context.modules.jobs.updateApplication(context.db, account.id, id, update.data, locale);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
  return { done: intent === 'note' ? ('noteSaved' as const) : ('statusChanged' as const), failure: null };
}

// ---- profile database ------------------------------------------------------------------------------------------

export async function loadProfileDatabase(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const now = context.clock.now();
  const access = await context.modules.jobs.profileDatabaseAccess(context.db, account.id, now);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const search = context.modules.jobs.ResumeSearchSchema.safeParse(params);
  const query = search.success ? search.data : context.modules.jobs.ResumeSearchSchema.parse({});
  const base = {
    locale,
    access,
    query,
    skills: SKILL_CHIPS.map((chip) => ({ key: chip.key, label: chip.label[locale] })),
    experiences: experienceOptions(context, locale),
    districts: districtOptions(context, locale),
    staffing: `/${locale}/staffing`,
  };
  if (!access.active) return { ...base, found: null };
  return { ...base, found: await context.modules.jobs.searchResumes(context.db, account.id, query, now) };
}

export async function profileDatabaseAction(context: AppLoadContext, request: Request, locale: Locale) {
  const { account } = requireViewer(context, request, locale);
  const form = await request.formData();
  const id = Number(form.get('resume_id'));
  try {
    const revealed = await context.modules.jobs.revealResume(context.db, account.id, id, context.clock.now());
    return { id, revealed, failure: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    return { id, revealed: null, failure: error.code === 'FORBIDDEN' ? ('noReveals' as const) : ('failed' as const) };
  }
}
