// /{locale}/post-ad (spec section 2, login required): choose the category (a leaf, with search) and the location
// (division → district → area), then go on to /post-ad/details. Each step is a GET form, so it works without
// JavaScript; with it, React Router makes each step a quick navigation.
import { type AppLoadContext, Form, Link, redirect } from 'react-router';
import type { CategoryDef, Locale, LocationDef } from '../../core/catalogue.ts';
import { normalizeSearchText } from '../../core/search/text.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { Card, FormAlert, SubmitButton } from '../ui/form.tsx';
import { useAdsT } from '../ui/form-fields.tsx';
import { useLocale } from '../ui/i18n.ts';
import { adPageMeta } from './ad-pages.tsx';
import type { Route } from './+types/post-ad';

const categoryPath = (context: Pick<AppLoadContext, 'modules'>, category: CategoryDef, locale: Locale) =>
  context.modules.catalog.catalogueIndex
    .categoryAncestors(category)
    .map((c) => c.name[locale])
    .join(' › ');

const option = (l: LocationDef, locale: Locale) => ({ id: l.id, name: l.name[locale] });

/** A child of `parent` named by the query parameter, or undefined. */
function childOf(
  context: Pick<AppLoadContext, 'modules'>,
  parent: LocationDef | undefined,
  id: string | null,
): LocationDef | undefined {
  if (!parent || !id) return undefined;
  const child = context.modules.catalog.catalogueIndex.locationById(Number(id));
  return child?.parentId === parent.id ? child : undefined;
}

export const detailsPath = (locale: Locale, categoryId: number, locationId: number) =>
  `/${locale}/post-ad/details?category=${categoryId}&location=${locationId}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim();
  const category = context.modules.catalog.catalogueIndex.categoryById(Number(url.searchParams.get('category')));

  if (!context.modules.ads.isPostableCategory(category)) {
    const draft = await context.modules.ads.getDraft(context.db, account.id);
    const data = (draft?.data ?? {}) as Record<string, unknown>;
    const draftCategory = Number(data.category_id);
    const draftLocation = Number(data.location_id);
    const words = normalizeSearchText(query).split(' ').filter(Boolean);
    const groups = context.modules.catalog.catalogueIndex.catalogue.categories
      .filter((c) => c.parentId === -1)
      .map((top) => ({
        id: top.id,
        name: top.name[locale],
        leaves: context.modules.catalog.catalogueIndex
          .categoryChildren(top)
          .filter(context.modules.ads.isPostableCategory)
          .filter((leaf) => {
            const haystack = normalizeSearchText(`${top.name.bn} ${top.name.en} ${leaf.name.bn} ${leaf.name.en}`);
            return words.every((word) => haystack.includes(word));
          })
          .map((leaf) => ({ id: leaf.id, name: leaf.name[locale] })),
      }))
      .filter((group) => group.leaves.length > 0);
    return {
      locale,
      step: 'category' as const,
      query,
      groups,
      draft:
        context.modules.ads.isPostableCategory(context.modules.catalog.catalogueIndex.categoryById(draftCategory)) &&
        context.modules.ads.isPostableLocation(draftLocation)
          ? {
              href: detailsPath(locale, draftCategory, draftLocation),
              title: typeof data.title === 'string' ? data.title : '',
            }
          : null,
    };
  }

  const division = childOf(context, context.modules.catalog.catalogueIndex.country, url.searchParams.get('division'));
  const district = childOf(context, division, url.searchParams.get('district'));
  const area = childOf(context, district, url.searchParams.get('area'));
  const chosen = area ?? district;
  if (chosen && context.modules.ads.isPostableLocation(chosen.id))
    throw redirect(detailsPath(locale, category.id, chosen.id));
  return {
    locale,
    step: 'location' as const,
    category: { id: category.id, name: categoryPath(context, category, locale) },
    divisions: context.modules.catalog.catalogueIndex
      .locationChildren(context.modules.catalog.catalogueIndex.country)
      .map((l) => option(l, locale)),
    division: division?.id ?? null,
    districts: division
      ? context.modules.catalog.catalogueIndex.locationChildren(division).map((l) => option(l, locale))
      : [],
    district: district?.id ?? null,
    areas: district
      ? context.modules.catalog.catalogueIndex.locationChildren(district).map((l) => option(l, locale))
      : [],
  };
}

export const meta = ({ data }: Route.MetaArgs) => adPageMeta(data?.locale, 'postAdTitle');

function LocationSelect({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: { id: number; name: string }[];
  value: number | null;
}) {
  const t = useAdsT();
  return (
    <div className="mt-3">
      <label htmlFor={`field-${name}`} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={`field-${name}`}
        name={name}
        defaultValue={value ?? ''}
        required
        className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
      >
        <option value="">{t('chooseOne')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function PostAd({ loaderData }: Route.ComponentProps) {
  const t = useAdsT();
  const locale = useLocale();
  const action = `/${locale}/post-ad`;
  if (loaderData.step === 'category') {
    return (
      <Card title={t('postAdTitle')}>
        {loaderData.draft ? (
          <FormAlert tone="success">
            <Link to={loaderData.draft.href} className="underline">
              {t('continueDraft', { title: loaderData.draft.title || t('untitledDraft') })}
            </Link>
          </FormAlert>
        ) : null}
        <h2 className="mt-4 font-semibold">{t('stepCategory')}</h2>
        <Form method="get" action={action} role="search" className="mt-2 flex gap-2">
          <label htmlFor="category-search" className="sr-only">
            {t('searchCategoryLabel')}
          </label>
          <input
            id="category-search"
            name="q"
            type="search"
            defaultValue={loaderData.query}
            placeholder={t('searchCategoryLabel')}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
          />
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            {t('searchCategoryButton')}
          </button>
        </Form>
        {loaderData.groups.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">{t('noCategoryFound', { query: loaderData.query })}</p>
        ) : null}
        {loaderData.groups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} className="mt-4">
            <h3 id={`group-${group.id}`} className="text-sm font-semibold text-gray-700">
              {group.name}
            </h3>
            <ul className="mt-1 divide-y divide-gray-100 rounded-lg border border-gray-200">
              {group.leaves.map((leaf) => (
                <li key={leaf.id}>
                  <Link to={`${action}?category=${leaf.id}`} className="block px-3 py-2 hover:bg-gray-50">
                    {leaf.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Card>
    );
  }
  const { category } = loaderData;
  return (
    <Card title={t('postAdTitle')}>
      <p className="mt-3 text-sm">
        {t('categoryChosen', { name: category.name })}{' '}
        <Link to={action} className="text-brand-700 underline">
          {t('change')}
        </Link>
      </p>
      <h2 className="mt-4 font-semibold">{t('stepLocation')}</h2>
      <Form method="get" action={action}>
        <input type="hidden" name="category" value={category.id} />
        <LocationSelect
          name="division"
          label={t('divisionLabel')}
          options={loaderData.divisions}
          value={loaderData.division}
        />
        {loaderData.districts.length > 0 ? (
          <LocationSelect
            key={`district-${loaderData.division}`}
            name="district"
            label={t('districtLabel')}
            options={loaderData.districts}
            value={loaderData.district}
          />
        ) : null}
        {loaderData.areas.length > 0 ? (
          <LocationSelect
            key={`area-${loaderData.district}`}
            name="area"
            label={t('areaLabel')}
            options={loaderData.areas}
            value={null}
          />
        ) : null}
        <SubmitButton>{t('next')}</SubmitButton>
      </Form>
    </Card>
  );
}
