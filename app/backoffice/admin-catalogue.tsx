// /{locale}/admin/catalogue?kind=category|location&parent=: one level of the categories or the places, in the order
// in force, and the admin's forms on each: rename (bn, en), deactivate or reactivate, move up or down (decision
// 159), and a category's search filters attached, detached and ordered (decision 177). Saved changes apply
// at once on every server.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { translator } from '../../core/i18n.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { catalogueForm, loadCatalogue } from './catalogue.server.ts';
import { backOfficeMeta } from './page-meta.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-catalogue';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadCatalogue({ request, context, locale })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return catalogueForm({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'catalogueTitle');

const button = 'rounded border px-2 py-1 text-sm';

type Filters = NonNullable<Route.ComponentProps['loaderData']['items'][number]['filters']>;

/** A category's search filters (decision 177): each attached one moved up or down or detached; another attached. */
function FilterEditor({ kind, id, filters }: { kind: string; id: number; filters: Filters }) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const hidden = (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
    </>
  );
  return (
    <div className="mt-2 text-sm" data-testid={`filters-${id}`}>
      <p className="font-semibold">{t('searchFilters')}</p>
      <ol className="mt-1 flex flex-col gap-1">
        {filters.attached.map((filter, i) => (
          <li key={filter.key}>
            <Form method="post" className="flex flex-wrap items-center gap-2">
              {hidden}
              <input type="hidden" name="filter" value={filter.key} />
              <span className="min-w-0 flex-1">{filter.label[locale]}</span>
              {i > 0 ? (
                <button
                  name="action"
                  value="filter_up"
                  className={button}
                  aria-label={`${t('moveUp')}: ${filter.label[locale]}`}
                >
                  ↑
                </button>
              ) : null}
              {i < filters.attached.length - 1 ? (
                <button
                  name="action"
                  value="filter_down"
                  className={button}
                  aria-label={`${t('moveDown')}: ${filter.label[locale]}`}
                >
                  ↓
                </button>
              ) : null}
              <button
                name="action"
                value="detach"
                className={button}
                aria-label={`${t('detachFilter')}: ${filter.label[locale]}`}
              >
                {t('detachFilter')}
              </button>
            </Form>
          </li>
        ))}
      </ol>
      {filters.attachable.length > 0 ? (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          {hidden}
          <label className="flex min-w-0 flex-col">
            {t('filterToAttach')}
            <select name="filter" className="rounded border px-2 py-1">
              {filters.attachable.map((filter) => (
                <option key={filter.key} value={filter.key}>
                  {filter.label[locale]}
                </option>
              ))}
            </select>
          </label>
          <button name="action" value="attach" className={button}>
            {t('attachFilter')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export default function AdminCatalogue({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  const { kind, items } = loaderData;
  const level = (k: string, parent: number) => `/${locale}/admin/catalogue?kind=${k}&parent=${parent}`;
  return (
    <main>
      <h1 className="text-xl font-bold">{t('catalogueTitle')}</h1>
      <p className="text-sm text-gray-700">{t('catalogueIntro')}</p>
      <p className="mt-2 flex gap-3 text-sm">
        <Link to={level('category', -1)} className={kind === 'category' ? 'font-bold' : 'text-brand-700 underline'}>
          {t('categories')}
        </Link>
        <Link to={level('location', -1)} className={kind === 'location' ? 'font-bold' : 'text-brand-700 underline'}>
          {t('places')}
        </Link>
      </p>
      {loaderData.parentName ? (
        <p className="mt-2 text-sm">
          <Link to={level(kind, loaderData.grandparent ?? -1)} className="text-brand-700 underline">
            ↑ {t('topLevel')}
          </Link>{' '}
          · <strong>{loaderData.parentName}</strong>
        </p>
      ) : null}
      {actionData?.ok ? <FormAlert tone="success">{t('done')}</FormAlert> : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      <ul className="mt-3 flex flex-col gap-2" data-testid="catalogue">
        {items.map((item, i) => (
          <li key={item.id} className="rounded-xl bg-white p-3 shadow-sm" data-testid={`catalogue-${item.slug}`}>
            <p className="font-semibold">
              {item.name[locale]}
              {item.deactivated ? <span className="ml-2 text-sm text-red-700">{t('inactive')}</span> : null}
              {item.hasChildren ? (
                <Link to={level(kind, item.id)} className="ml-2 text-sm text-brand-700 underline">
                  {t('children')}
                </Link>
              ) : null}
            </p>
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="id" value={item.id} />
              <label className="flex min-w-0 flex-col text-sm">
                {t('nameBn')}
                <input
                  name="name_bn"
                  defaultValue={item.name.bn}
                  maxLength={100}
                  className="rounded border px-2 py-1"
                />
              </label>
              <label className="flex min-w-0 flex-col text-sm">
                {t('nameEn')}
                <input
                  name="name_en"
                  defaultValue={item.name.en}
                  maxLength={100}
                  className="rounded border px-2 py-1"
                />
              </label>
              <button name="action" value="rename" className="rounded bg-brand-700 px-3 py-1 text-sm text-white">
                {t('save')}
              </button>
              <button name="action" value={item.deactivated ? 'reactivate' : 'deactivate'} className={button}>
                {t(item.deactivated ? 'reactivate' : 'deactivate')}
              </button>
              {i > 0 ? (
                <button name="action" value="up" className={button} aria-label={`${t('moveUp')}: ${item.name[locale]}`}>
                  ↑
                </button>
              ) : null}
              {i < items.length - 1 ? (
                <button
                  name="action"
                  value="down"
                  className={button}
                  aria-label={`${t('moveDown')}: ${item.name[locale]}`}
                >
                  ↓
                </button>
              ) : null}
            </Form>
            {item.filters ? <FilterEditor kind={kind} id={item.id} filters={item.filters} /> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
