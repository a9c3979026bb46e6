// /{locale}/admin/banners: admins add and edit banners (slot, category and place, image on Haat's media, link,
// bn/en text, dates) and see their impressions and clicks. Not-found for everyone else.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { AppError } from '../../core/errors.ts';
import { formatMessage, formatNumber, translator } from '../../core/i18n.ts';
import { BANNER_SLOTS } from '../../core/banners.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice } from './access.server.ts';
import { contentMessages } from '../content/content-messages.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-banners';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  await requireBackOffice(context, request, locale);
  const banners = await context.modules.banners.listBanners(context.db);
  const editId = Number(new URL(request.url).searchParams.get('edit'));
  return { locale, banners, editing: banners.find((b) => b.id === editId) ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const staff = await requireBackOffice(context, request, locale);
  const form = Object.fromEntries(await request.formData());
  // The date fields are Bangladesh time (UTC+6), whatever the server's zone.
  const dhaka = (value: FormDataEntryValue | undefined) =>
    typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value) ? `${value}:00+06:00` : value;
  const parsed = context.modules.banners.BannerInputSchema.safeParse({
    ...form,
    starts_at: dhaka(form.starts_at),
    ends_at: dhaka(form.ends_at),
    active: form.active ?? 'false',
  });
  try {
    if (!parsed.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const id = Number(form.id);
    if (id) await context.modules.banners.updateBanner(context.db, staff, id, parsed.data);
    else await context.modules.banners.createBanner(context.db, context.clock, staff, parsed.data);
    return { ok: true as const };
  } catch (error) {
    return formFailure(locale, error);
  }
}

export const meta = ({ data: page }: Route.MetaArgs) =>
  page
    ? [{ title: formatMessage(contentMessages, page.locale, 'editBanners') }, { name: 'robots', content: 'noindex' }]
    : [];

/** An ISO instant as a datetime-local value in Bangladesh time (UTC+6, no daylight saving). */
const localInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 6 * 3600_000).toISOString().slice(0, 16) : '';

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(contentMessages, locale);
  const b = loaderData.editing;
  const failure = actionData && !actionData.ok ? actionData : null;
  const field = (name: string, label: string, value: string, type = 'text') => (
    <label className="mt-2 block text-sm">
      {label}
      <input
        name={name}
        type={type}
        defaultValue={value}
        aria-invalid={failure?.fields[name] ? true : undefined}
        className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
      />
    </label>
  );
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('editBanners')}</h1>
      <FormAlert>{failure?.message}</FormAlert>
      {actionData?.ok ? <FormAlert tone="success">{t('saved')}</FormAlert> : null}
      <Form method="post" key={b?.id ?? 'new'} className="mt-3 rounded-xl bg-white p-3 shadow-sm">
        <h2 className="font-semibold">{b ? t('editBanner', { id: b.id }) : t('addBanner')}</h2>
        {b ? <input type="hidden" name="id" value={b.id} /> : null}
        <label className="mt-2 block text-sm">
          {t('bannerSlot')}
          <select
            name="slot"
            defaultValue={b?.slot ?? 'home'}
            className="mt-1 block w-full rounded-lg border px-3 py-2"
          >
            {BANNER_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {t(`slot_${slot}`)}
              </option>
            ))}
          </select>
        </label>
        {field('category', t('bannerCategory'), b?.category ?? '')}
        {field('location', t('bannerLocation'), b?.location ?? '')}
        {field('image_url', t('bannerImage'), b?.image_url ?? '')}
        {field('link_url', t('bannerLink'), b?.link_url ?? '')}
        {field('alt_bn', t('bannerAltBn'), b?.alt_bn ?? '')}
        {field('alt_en', t('bannerAltEn'), b?.alt_en ?? '')}
        {field('starts_at', t('bannerStarts'), localInput(b?.starts_at ?? null), 'datetime-local')}
        {field('ends_at', t('bannerEnds'), localInput(b?.ends_at ?? null), 'datetime-local')}
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="checkbox" name="active" defaultChecked={b?.active ?? true} className="h-5 w-5" />
          {t('bannerActive')}
        </label>
        <button type="submit" className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('save')}
        </button>
      </Form>
      <ul className="mt-4 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="banners">
        {loaderData.banners.map((banner) => (
          <li key={banner.id} className="flex items-center gap-3 p-3 text-sm">
            <img src={banner.image_url} alt="" className="h-10 w-20 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {t(`slot_${banner.slot}`)} · {locale === 'bn' ? banner.alt_bn : banner.alt_en}
              </p>
              <p className="text-xs text-gray-500">
                {t('bannerStats', {
                  impressions: formatNumber(locale, banner.impressions),
                  clicks: formatNumber(locale, banner.clicks),
                })}
              </p>
            </div>
            <Link to={`?edit=${banner.id}`} className="text-brand-700 underline">
              {t('edit')}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
