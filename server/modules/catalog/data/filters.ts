// Builders and shared definitions of the dynamic filters of the catalogue (spec section 3).
// Descriptive enums (condition, item type, body type…) spell their keys out so that a reworded label
// never changes a stored key; brand and model keys are the slug of their English name.
import type { EnumValue, FilterDef, LocalizedText, TreeValue } from '../../../../core/catalogue.ts';
import { formatNumber } from '../../../../core/i18n.ts';
import { slugify } from '../../../../core/slug.ts';

/** A text in both languages, Bengali first (the default locale). */
export const t = (bn: string, en: string): LocalizedText => ({ bn, en });

/** An enum value with an explicit, stable key. */
export const v = (key: string, bn: string, en: string): EnumValue => ({ key, label: t(bn, en) });

/** Bengali digits from the bn-BD locale data (no hand-written digit table). */
const bnNumber = (n: number): string => formatNumber('bn', n, { grouping: false });

export function enumFilter(key: string, label: LocalizedText, values: readonly EnumValue[]): FilterDef {
  return { key, type: 'enum', label, values };
}

export function numeric(key: string, label: LocalizedText, min: number, max: number, unit?: LocalizedText): FilterDef {
  return unit ? { key, type: 'numeric', label, min, max, unit } : { key, type: 'numeric', label, min, max };
}

export const money = (key: string, label: LocalizedText): FilterDef => ({ key, type: 'money', label });

// ---------------------------------------------------------------------------------------------
// Brands: trees (spec section 5) and plain enums

/**
 * A brand or model name: as the trade writes it, in Latin, then its Bengali transliteration. Sellers and buyers in
 * Bangladesh write "Samsung Galaxy A15" in Latin in either language, so the label is the Latin name in bn and en
 * and the transliteration is an alias that search still understands (decision 258). A name marked `'translated'`
 * is a word rather than a name ("Split AC" / "স্প্লিট এসি", a local operator "রবি"): its bn label is the Bengali.
 */
export type Name = readonly [en: string, bn: string, kind?: 'translated'];

/** A generic word (or a name the trade writes in Bengali) used where a brand or model name goes. */
export const translated = (en: string, bn: string): Name => [en, bn, 'translated'];

/** The label and aliases of a brand or model name (see Name). */
export function tradeName([en, bn, kind]: Name): { label: LocalizedText; aliases?: readonly string[] } {
  return kind === 'translated' ? { label: t(bn, en) } : { label: t(en, en), aliases: [bn] };
}

const OTHER_MODEL = t('অন্যান্য মডেল', 'Other model');
const OTHER_BRAND = t('অন্যান্য ব্র্যান্ড', 'Other brand');

/**
 * A brand of a brand tree. Its key is the slug of its English name, each model key is
 * `${brandKey}-${slug(model)}` (spec section 3), and an "Other model" closes the list.
 */
export function brand(name: Name, models: readonly Name[]): TreeValue {
  const key = slugify(name[0]);
  return {
    key,
    ...tradeName(name),
    children: [
      ...models.map((model) => ({ key: `${key}-${slugify(model[0])}`, ...tradeName(model) })),
      { key: `${key}-other-model`, label: OTHER_MODEL },
    ],
  };
}

/** Merges brand lists, joining the models of brands that share a key (e.g. Honda cars and Honda bikes). */
export function mergeBrands(...lists: readonly (readonly TreeValue[])[]): TreeValue[] {
  const merged = new Map<string, TreeValue>();
  for (const value of lists.flat()) {
    const existing = merged.get(value.key);
    if (!existing) {
      merged.set(value.key, value);
      continue;
    }
    const seen = new Set(existing.children.map((c) => c.key));
    const extra = value.children.filter((c) => !seen.has(c.key));
    const children = [...existing.children, ...extra];
    // keep "Other model" last
    children.sort((a, b) => Number(a.key.endsWith('-other-model')) - Number(b.key.endsWith('-other-model')));
    merged.set(value.key, { ...existing, children });
  }
  return [...merged.values()];
}

/** The `brand` tree filter of a brand-tree category, closed by "Other brand". */
export function brandTree(brands: readonly TreeValue[]): FilterDef {
  return {
    key: 'brand',
    type: 'tree',
    label: t('ব্র্যান্ড', 'Brand'),
    values: [
      ...brands,
      { key: 'other-brand', label: OTHER_BRAND, children: [{ key: 'other-brand-other-model', label: OTHER_MODEL }] },
    ],
  };
}

/** A plain `brand` enum (filter code 03) for a category without a brand tree, closed by "Other brand". */
export function brandEnum(names: readonly Name[], label: LocalizedText = t('ব্র্যান্ড', 'Brand')): FilterDef {
  return enumFilter('brand', label, [
    ...names.map((name) => ({ key: slugify(name[0]), ...tradeName(name) })),
    { key: 'other-brand', label: OTHER_BRAND },
  ]);
}

/** An `item_type` enum (filter code 02); `label` names what the type is in this category. */
export function itemType(values: readonly EnumValue[], label: LocalizedText = t('ধরন', 'Type')): FilterDef {
  return enumFilter('item_type', label, values);
}

// ---------------------------------------------------------------------------------------------
// Shared filters

export const PRICE = money('price', t('দাম', 'Price'));
export const SALARY = money('salary', t('বেতন', 'Salary'));

const NEW = v('new', 'নতুন', 'New');
const USED = v('used', 'ব্যবহৃত', 'Used');
const RECONDITIONED = v('reconditioned', 'রিকন্ডিশন্ড', 'Reconditioned');
const CONDITION_LABEL = t('অবস্থা', 'Condition');

/** New or used. */
export const CONDITION = enumFilter('condition', CONDITION_LABEL, [NEW, USED]);
/** New, used or reconditioned (imported, refurbished): vehicles, phones, computers. */
export const CONDITION_WITH_RECONDITIONED = enumFilter('condition', CONDITION_LABEL, [NEW, USED, RECONDITIONED]);

export const JOB_TYPE = itemType(
  [
    v('full-time', 'ফুল-টাইম', 'Full-time'),
    v('part-time', 'পার্ট-টাইম', 'Part-time'),
    v('contract', 'চুক্তিভিত্তিক', 'Contract'),
    v('internship', 'ইন্টার্নশিপ', 'Internship'),
    v('freelance', 'ফ্রিল্যান্স', 'Freelance'),
  ],
  t('চাকরির ধরন', 'Job type'),
);

/** Years of experience a job asks for: ranges as employers write them, keys stored on the ad. */
export const EXPERIENCE = enumFilter('experience', t('অভিজ্ঞতা', 'Experience'), [
  v('none', 'অভিজ্ঞতা লাগবে না', 'No experience needed'),
  v('under-1-year', '১ বছরের কম', 'Under 1 year'),
  v('1-3-years', '১–৩ বছর', '1–3 years'),
  v('3-5-years', '৩–৫ বছর', '3–5 years'),
  v('over-5-years', '৫ বছরের বেশি', 'Over 5 years'),
]);

/** The last day to apply, stored as the number YYYYMMDD so that a range filter finds jobs still open on a day. */
export const DEADLINE = numeric('deadline', t('আবেদনের শেষ তারিখ', 'Application deadline'), 20000101, 20991231);

// Vehicles

export const MODEL_YEAR = numeric('model_year', t('মডেল বছর', 'Model year'), 1970, 2026);

export const FUEL_TYPE = enumFilter('fuel_type', t('জ্বালানির ধরন', 'Fuel type'), [
  v('petrol', 'পেট্রোল', 'Petrol'),
  v('diesel', 'ডিজেল', 'Diesel'),
  v('cng', 'সিএনজি', 'CNG'),
  v('octane', 'অকটেন', 'Octane'),
  v('hybrid', 'হাইব্রিড', 'Hybrid'),
  v('electric', 'ইলেকট্রিক', 'Electric'),
  v('lpg', 'এলপিজি', 'LPG'),
]);

export const BODY_TYPE = enumFilter('body_type', t('বডির ধরন', 'Body type'), [
  v('sedan', 'সেডান', 'Sedan'),
  v('saloon', 'স্যালুন', 'Saloon'),
  v('hatchback', 'হ্যাচব্যাক', 'Hatchback'),
  v('suv', 'এসইউভি', 'SUV'),
  v('crossover', 'ক্রসওভার', 'Crossover'),
  v('station-wagon', 'স্টেশন ওয়াগন', 'Station wagon'),
  v('mpv', 'এমপিভি', 'MPV'),
  v('microbus', 'মাইক্রোবাস', 'Microbus'),
  v('pickup', 'পিকআপ', 'Pickup'),
  v('coupe', 'কুপে', 'Coupé'),
  v('convertible', 'কনভার্টিবল', 'Convertible'),
]);

const KM = t('কিমি', 'km');
const CC = t('সিসি', 'cc');

export const MILEAGE = numeric('mileage', t('মাইলেজ', 'Mileage'), 0, 1_000_000, KM);

/** Engine capacity in cc, bounded per kind of vehicle. */
export const engineCapacity = (min: number, max: number): FilterDef =>
  numeric('engine_capacity', t('ইঞ্জিনের ক্ষমতা', 'Engine capacity'), min, max, CC);

// Property

/** `1` … `${last}`, then `${last + 1}-plus`. */
function counts(last: number): EnumValue[] {
  const values: EnumValue[] = [];
  for (let n = 1; n <= last; n++) values.push(v(String(n), bnNumber(n), String(n)));
  values.push(v(`${last + 1}-plus`, `${bnNumber(last + 1)}+`, `${last + 1}+`));
  return values;
}

export const BEDROOMS = enumFilter('bedrooms', t('বেডরুম', 'Bedrooms'), counts(9));
export const BATHROOMS = enumFilter('bathrooms', t('বাথরুম', 'Bathrooms'), counts(5));
export const SIZE = numeric('size', t('আয়তন', 'Size'), 50, 1_000_000, t('বর্গফুট', 'sqft'));
export const LAND_SIZE = numeric('land_size', t('জমির পরিমাণ', 'Land size'), 0, 10_000, t('কাঠা', 'katha'));

export const APARTMENT_COMPLEX = enumFilter('apartment_complex', t('অ্যাপার্টমেন্ট কমপ্লেক্স', 'Apartment complex'), [
  v('japan-garden-city', 'জাপান গার্ডেন সিটি', 'Japan Garden City'),
  v('rupayan-city-uttara', 'রূপায়ণ সিটি উত্তরা', 'Rupayan City Uttara'),
  v('rajuk-uttara-apartment-project', 'রাজউক উত্তরা অ্যাপার্টমেন্ট প্রকল্প', 'RAJUK Uttara Apartment Project'),
  v('baridhara-dohs', 'বারিধারা ডিওএইচএস', 'Baridhara DOHS'),
  v('banani-dohs', 'বনানী ডিওএইচএস', 'Banani DOHS'),
  v('mohakhali-dohs', 'মহাখালী ডিওএইচএস', 'Mohakhali DOHS'),
  v('mirpur-dohs', 'মিরপুর ডিওএইচএস', 'Mirpur DOHS'),
  v('bashundhara-residential-area', 'বসুন্ধরা আবাসিক এলাকা', 'Bashundhara Residential Area'),
  v('nasirabad-housing-society', 'নাসিরাবাদ হাউজিং সোসাইটি', 'Nasirabad Housing Society'),
  v('other-complex', 'অন্যান্য কমপ্লেক্স', 'Other complex'),
]);

// Phones, computers, TVs

const gb = (n: number): EnumValue => v(`${n}gb`, `${bnNumber(n)} জিবি`, `${n} GB`);
const tb = (n: number): EnumValue => v(`${n}tb`, `${bnNumber(n)} টিবি`, `${n} TB`);
const RAM_LABEL = t('র‍্যাম', 'RAM');

export const PHONE_RAM = enumFilter('ram', RAM_LABEL, [1, 2, 3, 4, 6, 8, 12, 16, 24].map(gb));
export const PHONE_STORAGE = enumFilter('capacity', t('স্টোরেজ', 'Storage'), [
  ...[8, 16, 32, 64, 128, 256, 512].map(gb),
  tb(1),
]);
export const COMPUTER_RAM = enumFilter('ram', RAM_LABEL, [
  ...[2, 4, 8, 12, 16, 32].map(gb),
  v('64gb-plus', '৬৪ জিবি বা বেশি', '64 GB or more'),
]);

export const PROCESSOR = enumFilter('processor', t('প্রসেসর', 'Processor'), [
  v('intel-celeron', 'ইন্টেল সেলেরন', 'Intel Celeron'),
  v('intel-pentium', 'ইন্টেল পেন্টিয়াম', 'Intel Pentium'),
  v('intel-core-i3', 'ইন্টেল কোর আই৩', 'Intel Core i3'),
  v('intel-core-i5', 'ইন্টেল কোর আই৫', 'Intel Core i5'),
  v('intel-core-i7', 'ইন্টেল কোর আই৭', 'Intel Core i7'),
  v('intel-core-i9', 'ইন্টেল কোর আই৯', 'Intel Core i9'),
  v('intel-core-ultra', 'ইন্টেল কোর আল্ট্রা', 'Intel Core Ultra'),
  v('amd-ryzen-3', 'এএমডি রাইজেন ৩', 'AMD Ryzen 3'),
  v('amd-ryzen-5', 'এএমডি রাইজেন ৫', 'AMD Ryzen 5'),
  v('amd-ryzen-7', 'এএমডি রাইজেন ৭', 'AMD Ryzen 7'),
  v('amd-ryzen-9', 'এএমডি রাইজেন ৯', 'AMD Ryzen 9'),
  v('apple-m1', 'অ্যাপল এম১', 'Apple M1'),
  v('apple-m2', 'অ্যাপল এম২', 'Apple M2'),
  v('apple-m3', 'অ্যাপল এম৩', 'Apple M3'),
  v('apple-m4', 'অ্যাপল এম৪', 'Apple M4'),
  v('other-processor', 'অন্যান্য প্রসেসর', 'Other processor'),
]);

export const HDD = enumFilter('hdd', t('হার্ড ড্রাইভ / এসএসডি', 'Hard drive / SSD'), [
  v('128gb-ssd', '১২৮ জিবি এসএসডি', '128 GB SSD'),
  v('256gb-ssd', '২৫৬ জিবি এসএসডি', '256 GB SSD'),
  v('512gb-ssd', '৫১২ জিবি এসএসডি', '512 GB SSD'),
  v('1tb-ssd', '১ টিবি এসএসডি', '1 TB SSD'),
  v('2tb-ssd-plus', '২ টিবি বা বেশি এসএসডি', '2 TB SSD or more'),
  v('500gb-hdd', '৫০০ জিবি এইচডিডি', '500 GB HDD'),
  v('1tb-hdd', '১ টিবি এইচডিডি', '1 TB HDD'),
  v('2tb-hdd-plus', '২ টিবি বা বেশি এইচডিডি', '2 TB HDD or more'),
  v('ssd-and-hdd', 'এসএসডি + এইচডিডি', 'SSD + HDD'),
]);

const inches = (n: number): EnumValue => v(`${slugify(String(n))}-inch`, `${bnNumber(n)} ইঞ্চি`, `${n}"`);
const upTo = (n: number): EnumValue => v(`up-to-${n}-inch`, `${bnNumber(n)} ইঞ্চি পর্যন্ত`, `Up to ${n}"`);
const andAbove = (n: number): EnumValue => v(`${n}-inch-plus`, `${bnNumber(n)} ইঞ্চি বা বেশি`, `${n}" or more`);

/** Laptop screens and desktop monitors. */
export const LAPTOP_DISPLAY_SIZE = enumFilter('display_size', t('ডিসপ্লের মাপ', 'Display size'), [
  upTo(12),
  ...[13, 14, 15.6, 16].map(inches),
  andAbove(17),
]);
export const MONITOR_DISPLAY_SIZE = enumFilter('display_size', t('মনিটরের মাপ', 'Monitor size'), [
  upTo(19),
  ...[20, 22, 24, 27].map(inches),
  andAbove(32),
]);
export const TV_SCREEN_SIZE = enumFilter('screen_size', t('স্ক্রিনের মাপ', 'Screen size'), [
  upTo(24),
  ...[32, 40, 43, 50, 55, 65].map(inches),
  andAbove(75),
]);
export const TV_DISPLAY_TYPE = enumFilter('display_type', t('ডিসপ্লের ধরন', 'Display type'), [
  v('led', 'এলইডি', 'LED'),
  v('lcd', 'এলসিডি', 'LCD'),
  v('oled', 'ওএলইডি', 'OLED'),
  v('qled', 'কিউএলইডি', 'QLED'),
  v('plasma', 'প্লাজমা', 'Plasma'),
  v('crt', 'সিআরটি', 'CRT'),
]);
