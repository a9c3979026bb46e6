// The search page's filters (spec section 2 "Search result routes"): the category and location facets, and the one
// GET form of every other filter, with the search box that belongs to it. Without JavaScript the facets are links
// and the form is sent by its button; with it, each change applies at once (spec section 4).
import { Form, Link, useSubmit } from 'react-router';
import { formatMessage, formatNumber, translator } from '../../core/i18n.ts';
import { dayToIso } from '../../core/jobs/fields.ts';
import { messages } from '../messages.ts';
import type { SearchPageData } from './search-page.server.ts';
import { searchPageMessages, type SearchPageMessageKey } from './search-messages.ts';
import { useLocale } from '../ui/i18n.ts';

function useSearchT() {
  return translator(searchPageMessages, useLocale());
}

export function FacetList({
  heading,
  allLabel,
  allHref,
  path,
  facets,
}: {
  heading: string;
  allLabel: string;
  allHref: string;
  path: { name: string; href: string }[];
  facets: SearchPageData['facets']['categories'];
}) {
  const locale = useLocale();
  return (
    <section className="border-b border-gray-200 py-3">
      <h2 className="mb-1 font-semibold">{heading}</h2>
      <ul className="text-sm leading-7">
        <li>
          <Link to={allHref} className={path.length === 0 ? 'font-semibold' : 'text-brand-700 hover:underline'}>
            {allLabel}
          </Link>
        </li>
        {path.map((node, i) => (
          <li key={node.href} style={{ paddingLeft: `${(i + 1) * 0.75}rem` }}>
            <Link to={node.href} className={i === path.length - 1 ? 'font-semibold' : 'text-brand-700 hover:underline'}>
              {node.name}
            </Link>
          </li>
        ))}
        {facets.map((facet) => (
          <li key={facet.slug} style={{ paddingLeft: `${(path.length + 1) * 0.75}rem` }}>
            <Link to={facet.href} className="text-brand-700 hover:underline">
              {facet.name}
            </Link>{' '}
            <span className="text-gray-500">({formatNumber(locale, facet.count)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="block py-1 text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select name={name} defaultValue={value} className="w-full rounded border border-gray-300 bg-white px-2 py-2">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function RangeFields({
  prefix,
  label,
  minimum,
  maximum,
  date = false,
}: {
  prefix: string;
  label: string;
  minimum: number;
  maximum: number;
  /** A day filter (the jobs deadline, stored YYYYMMDD): date inputs. */
  date?: boolean;
}) {
  const t = useSearchT();
  return (
    <fieldset className="py-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex gap-2">
        {(['minimum', 'maximum'] as const).map((bound) => {
          const value = bound === 'minimum' ? minimum : maximum;
          return (
            <label key={bound} className="flex-1 text-xs text-gray-600">
              {t(bound)}
              <input
                type={date ? 'date' : 'number'}
                inputMode={date ? undefined : 'numeric'}
                min={date ? undefined : 0}
                name={`${prefix}.${bound}`}
                defaultValue={value > -1 ? (date ? dayToIso(value) : value) : ''}
                className="mt-1 w-full rounded border border-gray-300 px-2 py-2 text-sm text-gray-900"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function DynamicFilter({ filter }: { filter: SearchPageData['filters'][number] }) {
  const t = useSearchT();
  const locale = useLocale();
  if (filter.type === 'money' || filter.type === 'numeric')
    return (
      <RangeFields
        prefix={`${filter.type}.${filter.key}`}
        label={filter.unit ? `${filter.label} (${filter.unit})` : filter.label}
        minimum={filter.minimum}
        maximum={filter.maximum}
        date={filter.key === 'deadline'}
      />
    );
  if (filter.type === 'tree') {
    // One brand at a time keeps the model list short; its models appear once a brand is chosen.
    const brand = filter.values.find((v) => v.checked);
    return (
      <div className="py-1">
        <Select
          name={`tree.${filter.key}`}
          label={filter.label}
          value={brand?.key ?? ''}
          options={[
            { value: '', label: t('anyBrand') },
            ...filter.values.map((v) => ({
              value: v.key,
              label: v.count === undefined ? v.label : `${v.label} (${formatNumber(locale, v.count)})`,
            })),
          ]}
        />
        {brand?.children?.length ? (
          <Select
            name={`tree.${filter.key}.model`}
            label={t('model')}
            value={brand.children.find((m) => m.checked)?.key ?? ''}
            options={[
              { value: '', label: t('anyModel') },
              ...brand.children.map((m) => ({
                value: m.key,
                label: m.count === undefined ? m.label : `${m.label} (${formatNumber(locale, m.count)})`,
              })),
            ]}
          />
        ) : null}
      </div>
    );
  }
  return (
    <fieldset className="py-2">
      <legend className="mb-1 text-sm font-medium">{filter.label}</legend>
      <div className="max-h-48 overflow-y-auto text-sm">
        {filter.values.map((v) => (
          <label key={v.key} className="flex items-center gap-2 py-1">
            <input type="checkbox" name={`enum.${filter.key}`} value={v.key} defaultChecked={v.checked} />
            <span>
              {v.label}
              {v.count === undefined ? null : <span className="text-gray-500"> ({formatNumber(locale, v.count)})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The filter form; the search box above the results belongs to it, so a new search keeps every filter. */
const FILTER_FORM = 'search-filters';

/**
 * The words searched, always in sight (on phones the header has no search box): part of the filter form, outside
 * the folded filters. Enter or the button sends the whole form.
 */
export function QueryBox({ data }: { data: SearchPageData }) {
  const placeholder = formatMessage(messages, data.locale, 'searchPlaceholder');
  return (
    <div role="search" className="mb-3 flex">
      <label className="sr-only" htmlFor="results-query">
        {placeholder}
      </label>
      <input
        id="results-query"
        form={FILTER_FORM}
        type="search"
        name="query"
        defaultValue={data.state.query}
        placeholder={placeholder}
        className="min-w-0 flex-1 rounded-l-lg border border-gray-300 px-3 py-2"
      />
      <button form={FILTER_FORM} type="submit" className="rounded-r-lg bg-accent-400 px-4 font-semibold text-gray-900">
        {formatMessage(messages, data.locale, 'search')}
      </button>
    </div>
  );
}

export function FilterForm({ data }: { data: SearchPageData }) {
  const t = useSearchT();
  const submit = useSubmit();
  const { state } = data;
  const option = (key: SearchPageMessageKey, value: string) => ({ value, label: t(key) });
  return (
    <Form
      id={FILTER_FORM}
      method="get"
      action={data.formAction}
      // With JavaScript every change applies at once; a newer submission aborts the one in flight.
      onChange={(event) => {
        // Typed numbers and words wait for the button (or Enter), not for every key.
        const target = event.target;
        if (target instanceof HTMLInputElement && (target.type === 'number' || target.type === 'search')) return;
        submit(event.currentTarget, { preventScrollReset: true });
      }}
      className="text-gray-900"
    >
      {/* The order is chosen by the sort links above the results; a new search here keeps it. */}
      {data.sortFields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Select
        name="by_paying_member"
        label={t('posterType')}
        value={state.posterType === 'only_members' ? '1' : state.posterType === 'only_non_members' ? '0' : ''}
        options={[
          option('poster_all_posters', ''),
          option('poster_only_members', '1'),
          option('poster_only_non_members', '0'),
        ]}
      />
      <label className="flex items-center gap-2 py-1 text-sm">
        <input
          type="checkbox"
          name="by_authorized_dealer"
          value="1"
          defaultChecked={state.posterType === 'auth_dealer'}
        />
        {t('poster_auth_dealer')}
      </label>
      <Select
        name="type"
        label={t('adType')}
        value={state.type ?? ''}
        options={[option('type_any', ''), option('type_to_buy', 'to_buy'), option('type_to_rent', 'to_rent')]}
      />
      {(
        [
          ['buy_now', 'doorstep', state.isDoorstepDelivery],
          ['urgent', 'urgentOnly', state.isUrgent],
          ['by_featured_member', 'featuredMember', state.isFeaturedMember],
        ] as const
      ).map(([name, label, checked]) => (
        <label key={name} className="flex items-center gap-2 py-1 text-sm">
          <input type="checkbox" name={name} value="1" defaultChecked={checked} />
          {t(label)}
        </label>
      ))}
      {data.filters.map((filter) => (
        <DynamicFilter key={filter.key} filter={filter} />
      ))}
      <div className="sticky bottom-0 flex gap-2 bg-white py-3">
        <button type="submit" className="flex-1 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('apply')}
        </button>
        <Link to={data.resetHref} className="rounded-lg border border-gray-300 px-3 py-2 text-sm">
          {t('reset')}
        </Link>
      </div>
    </Form>
  );
}
