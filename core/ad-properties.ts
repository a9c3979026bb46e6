// An ad's properties as the spec's list of label and value (section 3, Ad.properties), in one language, read
// through its category's filter definitions so that stored keys become the catalogue's labels.
import type { CategoryDef, Locale } from './catalogue.ts';
import { formatMessage, formatMoney, formatNumber } from './i18n.ts';
import { propertyMessages } from './property-messages.ts';

export interface PropertyView {
  key: string;
  label: string;
  value: string;
}

/** Every property the category defines and the ad has, in the category's filter order; price is shown apart. */
export function describeProperties(
  category: CategoryDef,
  properties: Readonly<Record<string, string | number>>,
  locale: Locale,
): PropertyView[] {
  const views: PropertyView[] = [];
  for (const filter of category.filters) {
    const raw = properties[filter.key];
    if (raw === undefined || filter.key === 'price') continue;
    const label = filter.label[locale];
    if (filter.type === 'enum') {
      const value = filter.values.find((v) => v.key === String(raw));
      if (value) views.push({ key: filter.key, label, value: value.label[locale] });
    } else if (filter.type === 'numeric' && typeof raw === 'number') {
      const number = formatNumber(locale, raw, { grouping: filter.key !== 'model_year' });
      views.push({ key: filter.key, label, value: filter.unit ? `${number} ${filter.unit[locale]}` : number });
    } else if (filter.type === 'money' && typeof raw === 'number') {
      views.push({ key: filter.key, label, value: formatMoney(locale, raw) });
    } else if (filter.type === 'tree') {
      const brand = filter.values.find((b) => b.key === String(raw));
      if (!brand) continue;
      views.push({ key: 'brand', label, value: brand.label[locale] });
      const model = brand.children.find((m) => m.key === String(properties.model));
      if (model)
        views.push({
          key: 'model',
          label: formatMessage(propertyMessages, locale, 'model'),
          value: model.label[locale],
        });
    }
  }
  return views;
}
