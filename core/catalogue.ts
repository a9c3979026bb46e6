// The marketplace catalogue: categories, locations and the dynamic filters of each category
// (spec section 3). Pure data types plus lookups; the data itself lives in server/modules/catalog/data.

export const LOCALES = ['bn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'bn';

/** A text in both interface languages. */
export type LocalizedText = Readonly<Record<Locale, string>>;

export type CategoryType = 'jobs' | 'overseas_jobs' | 'other' | 'normal';

/**
 * Filter codes of the clean sequence URL (spec section 2, "Filter codes").
 * 04/05 are the brand and model of a brand tree; 03 is a plain brand enum in categories without a tree.
 * Codes 09 to 17 carry slugs in URLs.
 */
export const FILTER_CODES = {
  condition: '01',
  item_type: '02',
  brand: '03',
  brand_tree: '04',
  model_tree: '05',
  body_type: '06',
  model_year: '07',
  fuel_type: '08',
  bedrooms: '09',
  screen_size: '10',
  capacity: '11',
  ram: '12',
  processor: '13',
  hdd: '14',
  display_size: '15',
  display_type: '16',
  apartment_complex: '17',
  page: '51',
} as const;

export interface EnumValue {
  /** URL- and storage-safe key, e.g. `used`, `4gb`, `3-bedrooms`. Unique within the filter. */
  readonly key: string;
  readonly label: LocalizedText;
  /**
   * Other spellings of the label that search understands but the pages do not show: the Bengali transliteration of
   * a brand or model the trade writes in Latin ("গ্যালাক্সি এ১৫" for Galaxy A15, decision 258).
   */
  readonly aliases?: readonly string[];
}

/** A brand of a brand tree; model keys are `${brand.key}-${modelKey}` (spec section 3). */
export interface TreeValue {
  readonly key: string;
  readonly label: LocalizedText;
  /** As EnumValue's. */
  readonly aliases?: readonly string[];
  readonly children: readonly EnumValue[];
}

/**
 * A dynamic filter of a category (spec section 3). The same key names the ad property it filters:
 * an ad of the category stores `properties[key]` (an enum key, a number, or for a tree `brand` and `model`).
 */
export type FilterDef =
  | {
      readonly key: string;
      readonly type: 'enum';
      readonly label: LocalizedText;
      readonly values: readonly EnumValue[];
    }
  | {
      readonly key: string;
      readonly type: 'numeric';
      readonly label: LocalizedText;
      readonly min: number;
      readonly max: number;
      /** Unit shown after the number, e.g. km, sqft; absent for years. */
      readonly unit?: LocalizedText;
    }
  | { readonly key: string; readonly type: 'money'; readonly label: LocalizedText }
  | {
      readonly key: 'brand';
      readonly type: 'tree';
      readonly label: LocalizedText;
      readonly values: readonly TreeValue[];
    };

export interface CategoryDef {
  readonly id: number;
  readonly slug: string;
  /** -1 at the top level. */
  readonly parentId: number;
  readonly type: CategoryType;
  readonly isVertical: boolean;
  readonly deactivated: boolean;
  readonly name: LocalizedText;
  /** Icon name, one of the icons in app/ui/icons (top-level categories only; children inherit). */
  readonly icon: string;
  /** Dynamic filters of this category, leaves only; `price` (money) is one of them where ads have a price. */
  readonly filters: readonly FilterDef[];
}

export type LocationLevel = 'country' | 'division' | 'district' | 'area';

export interface LocationDef {
  readonly id: number;
  readonly slug: string;
  /** -1 for the country. */
  readonly parentId: number;
  readonly level: LocationLevel;
  readonly name: LocalizedText;
  /** Hidden from the places offered (with the places within it); set in the back office (decision 159). */
  readonly deactivated?: boolean;
}

export interface Catalogue {
  readonly categories: readonly CategoryDef[];
  readonly locations: readonly LocationDef[];
}
