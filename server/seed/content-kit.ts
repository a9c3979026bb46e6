// Building blocks of the demo-ad content (server/seed/content.ts): bilingual texts, number formatting,
// weighted pickers compiled once per category, price rounding and the sentences that most goods share.
// Everything here is deterministic: randomness only comes from the Random passed in.
import type { CategoryDef, EnumValue, FilterDef, Locale, TreeValue } from '../../core/catalogue.ts';
import { formatNumber } from '../../core/i18n.ts';
import type { Random } from './random.ts';

export type AdType = 'for_sale' | 'to_buy' | 'to_rent';

/** A text as a poster writes it: English, then Bengali (the order of `Name` in the catalogue data). */
export type Text = readonly [en: string, bn: string];

export const say = (text: Text, locale: Locale): string => (locale === 'en' ? text[0] : text[1]);

/** Template sentences or titles of one language; a function reads the ad being written. */
export type Phrase<C> = string | ((c: C) => string);
export interface Phrases<C> {
  readonly en: readonly Phrase<C>[];
  readonly bn: readonly Phrase<C>[];
}

export function sayOne<C>(random: Random, phrases: Phrases<C>, locale: Locale, c: C): string {
  const phrase = random.pick(phrases[locale]);
  return typeof phrase === 'string' ? phrase : phrase(c);
}

// ---------------------------------------------------------------------------------------------
// Numbers: Bengali digits and lakh grouping come from the locale data (core/i18n formatNumber, which keeps its
// formatters: building an Intl.NumberFormat costs more than a whole ad).

/** "12.5 lakh" / "১২.৫ লাখ": how people say big prices; `undefined` below one lakh. */
function lakhs(locale: Locale, amount: number): string | undefined {
  if (amount >= 1_00_00_000) {
    const crore = Math.round(amount / 10_00_000) / 10;
    return locale === 'en'
      ? `${formatNumber('en', crore, { grouping: false })} crore`
      : `${formatNumber('bn', crore, { grouping: false })} কোটি`;
  }
  if (amount >= 1_00_000) {
    const lakh = Math.round(amount / 10_000) / 10;
    return locale === 'en'
      ? `${formatNumber('en', lakh, { grouping: false })} lakh`
      : `${formatNumber('bn', lakh, { grouping: false })} লাখ`;
  }
  return undefined;
}

/** Tk 12,500 / ১২,৫০০ টাকা, or the lakh form for big amounts. */
export function taka(locale: Locale, amount: number): string {
  const big = lakhs(locale, amount);
  if (locale === 'en') return big ? `Tk ${big}` : `Tk ${formatNumber('en', amount)}`;
  return big ? `${big} টাকা` : `${formatNumber('bn', amount)} টাকা`;
}

/**
 * A price rounded the way posters write it: 450, 2,500, 18,000, 14,50,000, 1,25,00,000.
 * Sometimes a coarser step, so that not every price ends in the same digits.
 */
export function roundPrice(random: Random, amount: number): number {
  const coarse = random.chance(0.4);
  let step: number;
  if (amount < 200) step = coarse ? 50 : 10;
  else if (amount < 2_000) step = coarse ? 100 : 50;
  else if (amount < 20_000) step = coarse ? 1_000 : 500;
  else if (amount < 2_00_000) step = coarse ? 5_000 : 1_000;
  else if (amount < 20_00_000) step = coarse ? 50_000 : 10_000;
  else if (amount < 2_00_00_000) step = coarse ? 5_00_000 : 50_000;
  else step = 10_00_000;
  return Math.max(step, Math.round(amount / step) * step);
}

/** A value in [lo, hi] with a log-uniform draw, so that cheap and dear ends are equally common. */
export function between(random: Random, lo: number, hi: number): number {
  if (hi <= lo) return lo;
  return lo * Math.pow(hi / lo, random.int(0, 1000) / 1000);
}

// ---------------------------------------------------------------------------------------------
// Pickers compiled once per category (no per-ad allocation)

/** Draws items with fixed weights; weights are rounded to integers because Random draws integers. */
export function weightedPicker<T>(items: readonly T[], weight: (item: T, index: number) => number): (r: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((item, index) => {
    total += Math.max(0, Math.round(weight(item, index)));
    cumulative.push(total);
  });
  if (total === 0) throw new Error('weightedPicker needs a positive weight');
  return (random) => {
    const at = random.int(0, total - 1);
    let i = 0;
    while ((cumulative[i] ?? total) <= at) i++;
    return items[i] as T;
  };
}

/** "Other brand", "Other model", "Other processor"…: the catalogue's catch-all values. */
export const isOtherKey = (key: string): boolean =>
  key === 'other-brand' || key.endsWith('-other-model') || key.startsWith('other-');

/**
 * Brands and models are listed most popular first in the catalogue data, so the list position gives a
 * Zipf-like popularity; the closing "Other brand" / "Other model" entries are rare.
 */
export function byPopularity<T extends { readonly key: string }>(items: readonly T[]): (r: Random) => T {
  return weightedPicker(items, (item, index) => (isOtherKey(item.key) ? 30 : 1000 / (index + 1.5)));
}

export function findFilter(category: CategoryDef, key: string): FilterDef | undefined {
  return category.filters.find((f) => f.key === key);
}

export function enumValues(category: CategoryDef, key: string): readonly EnumValue[] {
  const filter = findFilter(category, key);
  return filter && filter.type === 'enum' ? filter.values : [];
}

export function treeValues(category: CategoryDef): readonly TreeValue[] {
  const filter = findFilter(category, 'brand');
  return filter && filter.type === 'tree' ? filter.values : [];
}

export function numericRange(category: CategoryDef, key: string): { min: number; max: number } | undefined {
  const filter = findFilter(category, key);
  return filter && filter.type === 'numeric' ? { min: filter.min, max: filter.max } : undefined;
}

/** An enum of the category drawn with weights by key (missing keys weigh `fallback`); undefined if the filter is absent. */
export function enumPicker(
  category: CategoryDef,
  key: string,
  weights: Readonly<Record<string, number>> = {},
  fallback = 10,
): ((r: Random) => EnumValue) | undefined {
  const values = enumValues(category, key);
  if (values.length === 0) return undefined;
  return weightedPicker(values, (value) => weights[value.key] ?? fallback);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The number at the start of an enum key: `8gb` → 8, `15-6-inch` → 15, `3` → 3. */
export const leadingNumber = (key: string): number => Number.parseInt(key, 10) || 0;

/** A model label without its brand when it already starts with it ("Xiaomi 14" of Xiaomi). */
export function productName(brand: Text, model: Text | undefined): Text {
  if (!model) return brand;
  const en = model[0].startsWith(brand[0]) ? model[0] : `${brand[0]} ${model[0]}`;
  const bn = model[1].startsWith(brand[1]) ? model[1] : `${brand[1]} ${model[1]}`;
  return [en, bn];
}

export const labelText = (value: { readonly label: { readonly en: string; readonly bn: string } }): Text => [
  value.label.en,
  value.label.bn,
];

// ---------------------------------------------------------------------------------------------
// The ad being written

export const SEED_YEAR = 2025; // the "now" of the demo data; a constant so that output never depends on the clock

export interface Draft {
  readonly random: Random;
  readonly locale: Locale;
  /** Area or district name in the ad's language, e.g. "Mirpur" / "মিরপুর". */
  readonly place: string;
  readonly placeSlug: string;
  /** Property price level of the place: 1 in Dhaka city, about 2 in its prime areas, below 1 outside. */
  readonly market: number;
  /** The ad's filter values, filled by the template. */
  readonly properties: Record<string, string | number>;
  /** The demo's "now", for dates ahead of it (a job's deadline). */
  readonly now: Date;
}

/** Who the closing sentences speak to. */
export type Audience = 'goods' | 'vehicle' | 'property' | 'rent' | 'service' | 'job' | 'animal';

export interface Composed {
  /** A short phrase naming what is offered, used for "Wanted: …" ads: "Toyota Axio 2016". */
  readonly product: string;
  readonly title: string;
  /** Category-specific sentences, most telling first; the caller adds location, price and contact lines. */
  readonly sentences: readonly string[];
  /** Monthly salary for jobs lives in properties.salary; the price of everything else, or null. */
  readonly price: number | null;
}

export interface LeafTemplate {
  readonly audience: Audience;
  /** Called once per category; the returned function writes one ad and must stay cheap. */
  compile(category: CategoryDef): (d: Draft) => Composed;
}

// ---------------------------------------------------------------------------------------------
// Sentences shared by goods

export type Condition = 'new' | 'used' | 'reconditioned';

export const CONDITION_WEIGHTS_GOODS: Readonly<Record<Condition, number>> = { new: 45, used: 55, reconditioned: 6 };

interface Months {
  readonly months: string;
}

const CONDITION_SENTENCES: Record<Condition, Phrases<Months>> = {
  new: {
    en: ['Brand new, never used.', 'Fresh stock, top quality.', 'Brand new with the shop receipt.'],
    bn: ['সম্পূর্ণ নতুন, একবারও ব্যবহার করা হয়নি।', 'নতুন স্টক, সেরা কোয়ালিটি।', 'দোকানের রসিদসহ একদম নতুন।'],
  },
  used: {
    en: [
      (c) => `Used for ${c.months} months, still in very good condition.`,
      'Very good condition, no problems at all.',
      'A few minor marks, otherwise perfect.',
      (c) => `Lightly used for about ${c.months} months.`,
      'Well maintained, looks almost new.',
    ],
    bn: [
      (c) => `${c.months} মাস ব্যবহার করেছি, এখনও খুব ভালো অবস্থায় আছে।`,
      'খুব ভালো কন্ডিশন, কোনো সমস্যা নেই।',
      'সামান্য দাগ আছে, বাকি সব পারফেক্ট।',
      (c) => `মাত্র ${c.months} মাস অল্প ব্যবহার হয়েছে।`,
      'যত্নে রাখা, দেখতে প্রায় নতুনের মতো।',
    ],
  },
  reconditioned: {
    en: ['Reconditioned and fully tested, works like new.', 'Imported reconditioned unit, checked by technician.'],
    bn: ['রিকন্ডিশন্ড এবং পুরোপুরি টেস্ট করা, নতুনের মতো চলে।', 'ইমপোর্টেড রিকন্ডিশন্ড ইউনিট, টেকনিশিয়ান দিয়ে চেক করা।'],
  },
};

/** Gadgets and machines come in boxes, with warranties, and either work or do not. */
const GADGET_SENTENCES: Record<Condition, Phrases<Months>> = {
  new: {
    en: [
      'Brand new, box sealed.',
      'New product with official warranty.',
      'Fresh stock, 100% original.',
      'Intact box, all accessories included.',
    ],
    bn: [
      'একদম নতুন, বক্স সিল করা।',
      'অফিসিয়াল ওয়ারেন্টিসহ নতুন পণ্য।',
      'নতুন স্টক, ১০০% অরিজিনাল।',
      'ইনটেক্ট বক্স, সব এক্সেসরিজ আছে।',
    ],
  },
  used: {
    en: [
      (c) => `Used for ${c.months} months, everything works perfectly.`,
      'Very good condition, no problems at all.',
      'A few minor scratches, otherwise perfect.',
      (c) => `Lightly used for about ${c.months} months, with box.`,
    ],
    bn: [
      (c) => `${c.months} মাস ব্যবহার করেছি, সবকিছু ঠিকঠাক কাজ করে।`,
      'খুব ভালো কন্ডিশন, কোনো সমস্যা নেই।',
      'সামান্য স্ক্র্যাচ আছে, বাকি সব পারফেক্ট।',
      (c) => `মাত্র ${c.months} মাস অল্প ব্যবহার হয়েছে, বক্স আছে।`,
    ],
  },
  reconditioned: CONDITION_SENTENCES.reconditioned,
};

const REASONS: Phrases<null> = {
  en: [
    'Selling because I am moving abroad.',
    'Selling because I bought a new one.',
    'Urgent sale, need money.',
    'Selling as I am shifting to a new house.',
    'No longer needed, so selling.',
  ],
  bn: [
    'বিদেশ চলে যাচ্ছি, তাই বিক্রি করছি।',
    'নতুন কিনেছি, তাই এটা বিক্রি করে দিচ্ছি।',
    'টাকার প্রয়োজনে জরুরি বিক্রি।',
    'বাসা বদলাচ্ছি, তাই বিক্রি করছি।',
    'আর প্রয়োজন নেই, তাই বিক্রি করছি।',
  ],
};

const DELIVERY: Phrases<null> = {
  en: [
    'Home delivery available inside Dhaka.',
    'Cash on delivery all over Bangladesh.',
    'Delivery by courier anywhere in the country.',
  ],
  bn: [
    'ঢাকার ভেতরে হোম ডেলিভারি দেওয়া হয়।',
    'সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।',
    'দেশের যেকোনো জায়গায় কুরিয়ারে পাঠানো যাবে।',
  ],
};

/**
 * A condition line and, for used goods, often a reason for selling or, for new goods, delivery.
 * `gadget`: electronics and machines (boxes, warranties, "works perfectly").
 */
export function goodsSentences(d: Draft, condition: string | undefined, out: string[], gadget = false): void {
  const { random, locale } = d;
  if (condition === 'new' || condition === 'used' || condition === 'reconditioned') {
    const sentences = gadget ? GADGET_SENTENCES : CONDITION_SENTENCES;
    out.push(
      sayOne(random, sentences[condition], locale, {
        months: formatNumber(locale, random.int(2, 18), { grouping: false }),
      }),
    );
  }
  if (condition !== 'new' && condition !== undefined && random.chance(0.5))
    out.push(sayOne(random, REASONS, locale, null));
  else if (condition !== 'used' && random.chance(0.4)) out.push(sayOne(random, DELIVERY, locale, null));
}

/** Used prices: a share of the new price that falls with wear. */
export function usedShare(random: Random, condition: string | undefined): number {
  if (condition === 'used') return random.int(40, 75) / 100;
  if (condition === 'reconditioned') return random.int(60, 85) / 100;
  return 1;
}
