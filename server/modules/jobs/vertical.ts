// The jobs vertical as the apps and the jobs home read it (spec section 7 GET /data/vertical/jobs; section 3
// "Verticals: jobs (id 700, slug jobs)"): its categories and the filters a jobs search offers (salary, job type,
// experience, deadline), in the dynamic-filter shape of spec section 3, nothing chosen.
import type { CategoryDef, FilterDef, Locale } from '../../../core/catalogue.ts';
import { catalogueIndex, isJobCategory } from '../catalog/index.ts';
import type { FilterView } from '../search/index.ts';

/** Spec section 3 and 9: the jobs vertical is category 700. */
export const JOBS_VERTICAL_ID = 700;

const filterView = (filter: FilterDef, locale: Locale): FilterView | null => {
  switch (filter.type) {
    case 'enum':
      return {
        key: filter.key,
        type: 'enum',
        label: filter.label[locale],
        values: filter.values.map((v) => ({ key: v.key, label: v.label[locale], checked: false })),
      };
    case 'money':
    case 'numeric':
      return { key: filter.key, type: filter.type, label: filter.label[locale], minimum: -1, maximum: -1 };
    case 'tree':
      return null;
  }
};

export function jobsVertical(locale: Locale) {
  const vertical = catalogueIndex.categoryById(JOBS_VERTICAL_ID) as CategoryDef;
  const categories = catalogueIndex.catalogue.categories.filter(
    (c) => isJobCategory(c) && catalogueIndex.isLeafCategory(c),
  );
  // Every job category has the same filters (server/modules/catalog/data/categories.ts JOB); the union keeps
  // this true should one differ.
  const filters = new Map<string, FilterDef>();
  for (const category of categories) for (const f of category.filters) if (!filters.has(f.key)) filters.set(f.key, f);
  return {
    vertical: { id: vertical.id, slug: vertical.slug, name: vertical.name[locale] },
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name[locale], parentId: c.parentId })),
    filters: [...filters.values()].flatMap((f) => filterView(f, locale) ?? []),
  };
}
