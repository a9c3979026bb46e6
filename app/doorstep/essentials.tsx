// /{locale}/essentials and /{locale}/essentials/{locationSlug}/{categorySlug?} (spec section 2): essentials
// (groceries, household, personal care…) with home delivery to the chosen place (decision 173), by category, paged.
// The place picker is a plain GET form that lands on the path form.
import { Form, Link, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { doorstepMessages } from './doorstep-messages.ts';
import { AdRow, LandingSection, useDoorstepT } from './doorstep-parts.tsx';
import { loadEssentials } from './landing.server.ts';
import type { Route } from './+types/essentials';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  // The picker's GET form: /essentials?place=dhaka&category=grocery → the path form.
  const url = new URL(request.url);
  const picked = url.searchParams.get('place');
  if (picked !== null) {
    const category = url.searchParams.get('category');
    throw redirect(
      `/${locale}/essentials/${encodeURIComponent(picked || 'bangladesh')}${category ? `/${encodeURIComponent(category)}` : ''}`,
    );
  }
  return loadEssentials(context, request, locale, params);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = data.place
    ? formatMessage(doorstepMessages, data.locale, 'essentialsIn', { place: data.place.name })
    : formatMessage(doorstepMessages, data.locale, 'essentialsTitle');
  return [{ title }, { name: 'description', content: formatMessage(doorstepMessages, data.locale, 'essentialsIntro') }];
}

export default function Essentials({ loaderData }: Route.ComponentProps) {
  const t = useDoorstepT();
  const { locale, place, category, placeSlug, page, pages, listing } = loaderData;
  const now = new Date(loaderData.now);
  const base = `/${locale}/essentials/${placeSlug}`;
  const here = category.isGroup ? base : `${base}/${category.slug}`;
  const chip = (active: boolean) =>
    `block rounded-full border px-3 py-1 text-sm ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white'}`;
  return (
    <main className="mx-auto max-w-6xl px-3 py-4">
      <h1 className="text-xl font-bold">{place ? t('essentialsIn', { place: place.name }) : t('essentialsTitle')}</h1>
      <p className="text-sm text-gray-700">{t('essentialsIntro')}</p>

      <Form method="get" action={`/${locale}/essentials`} className="mt-3 flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 text-sm font-medium">
          {t('deliverTo')}
          <select
            name="place"
            defaultValue={place?.slug ?? ''}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2"
          >
            <option value="">{t('anywhere')}</option>
            {loaderData.places.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.division ? p.name : `  ${p.name}`}
              </option>
            ))}
          </select>
        </label>
        {category.isGroup ? null : <input type="hidden" name="category" value={category.slug} />}
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('show')}
        </button>
      </Form>

      <nav aria-label={t('allEssentials')} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={base} className={chip(category.isGroup)}>
              {t('allEssentials')}
            </Link>
          </li>
          {loaderData.categories.map((c) => (
            <li key={c.slug}>
              <Link to={`${base}/${c.slug}`} className={chip(c.slug === category.slug)}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <LandingSection
        id="essentials-ads"
        title={listing.ok ? t('adsFound', { count: listing.data.total }) : category.name}
        section={listing}
        empty={(l) => l.ads.length === 0}
      >
        {(l) => <AdRow ads={l.ads} now={now} />}
      </LandingSection>

      {pages > 1 ? (
        <nav className="mt-4 flex items-center justify-between text-sm" aria-label={t('pageOf', { page, pages })}>
          {page > 1 ? <Link to={`${here}?page=${page - 1}`}>← {t('previous')}</Link> : <span />}
          <span>{t('pageOf', { page, pages })}</span>
          {page < pages ? <Link to={`${here}?page=${page + 1}`}>{t('next')} →</Link> : <span />}
        </nav>
      ) : null}
    </main>
  );
}
