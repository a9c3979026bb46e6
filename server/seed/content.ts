// The content of the demo ads (`npm run seed`): titles, descriptions, properties, prices and ad types that
// read like real Bangladeshi classifieds in bn or en, plus sellers and shop names. Deterministic: the same
// Random gives the same ads. Cheap: everything that depends only on the category is compiled once, on the
// first ad of that category, so that a million ads take seconds.
import type { CategoryDef, Locale, LocationDef } from '../../core/catalogue.ts';
import { CATEGORIES, LOCATIONS } from '../modules/catalog/index.ts';
import { DEVICE_TEMPLATES } from './content-devices.ts';
import { GOODS_TEMPLATES } from './content-goods.ts';
import { JOB_TEMPLATES } from './content-jobs.ts';
import {
  type AdType,
  type Audience,
  type Composed,
  type Draft,
  type LeafTemplate,
  type Phrases,
  sayOne,
  taka,
} from './content-kit.ts';
import { goods } from './content-lines.ts';
import { generatePerson as generatePersonFor, generateShopName as shopNameFor, type Person } from './content-people.ts';
import { PROPERTY_TEMPLATES } from './content-property.ts';
import { VEHICLE_TEMPLATES } from './content-vehicles.ts';
import type { Random } from './random.ts';

export type { AdType } from './content-kit.ts';
export type { Person } from './content-people.ts';

export interface AdContent {
  title: string;
  description: string;
  /** One value per filter a poster fills: enum keys, numbers, `brand` and `model` keys of a tree, `salary` for jobs. */
  properties: Record<string, string | number>;
  /** BDT; per month for rentals, per katha for land; null for jobs (their salary is `properties.salary`). */
  price: number | null;
  priceNegotiable: boolean;
  type: AdType;
}

/** Templates by leaf slug; other categories get generic goods named after the category. */
const TEMPLATES: Readonly<Record<string, LeafTemplate>> = {
  ...GOODS_TEMPLATES,
  ...DEVICE_TEMPLATES,
  ...VEHICLE_TEMPLATES,
  ...PROPERTY_TEMPLATES,
  ...JOB_TEMPLATES,
};

// ---------------------------------------------------------------------------------------------
// Per category and per location, compiled once

interface CategoryPlan {
  readonly topSlug: string;
  readonly audience: Audience;
  readonly rental: boolean;
  readonly jobs: boolean;
  /** Which location line fits: where the thing is, the service's office, the workplace, the agency. */
  readonly seat: Seat;
  readonly write: (d: Draft) => Composed;
}

const categoriesById = new Map(CATEGORIES.map((c) => [c.id, c]));
const plans = new WeakMap<CategoryDef, CategoryPlan>();

function topSlugOf(category: CategoryDef): string {
  let top = category;
  for (let parent = categoriesById.get(top.parentId); parent; parent = categoriesById.get(top.parentId)) top = parent;
  return top.slug;
}

function planOf(category: CategoryDef): CategoryPlan {
  let plan = plans.get(category);
  if (!plan) {
    const template = TEMPLATES[category.slug] ?? goods([]);
    plan = {
      topSlug: topSlugOf(category),
      audience: template.audience,
      // spec section 4: type values to_buy and to_rent; rentals are offered "to rent"
      rental: /rent|rental|sublet/.test(category.slug),
      jobs: category.type === 'jobs' || category.type === 'overseas_jobs',
      seat: seatOf(category, template.audience),
      write: template.compile(category),
    };
    plans.set(category, plan);
  }
  return plan;
}

type Seat = 'seller' | 'service' | 'job' | 'agency';

function seatOf(category: CategoryDef, audience: Audience): Seat {
  if (category.type === 'overseas_jobs') return 'agency';
  if (audience === 'job') return 'job';
  return audience === 'service' ? 'service' : 'seller';
}

interface Place {
  readonly name: Readonly<Record<Locale, string>>;
  readonly where: Readonly<Record<Locale, string>>;
  readonly slug: string;
  readonly market: number;
}

const locationsById = new Map(LOCATIONS.map((l) => [l.id, l]));
const places = new Map<number, Place>();

// Property price level of a place, Dhaka city = 1: prime areas about twice that, district towns under half.
const PRIME_AREAS = new Set(['gulshan', 'banani', 'baridhara', 'dhanmondi', 'bashundhara', 'cantonment']);
const GOOD_AREAS = new Set(['uttara', 'lalmatia', 'mohakhali', 'khulshi', 'nasirabad', 'panchlaish']);
const OUTSKIRTS = new Set([
  'savar',
  'dhamrai',
  'keraniganj',
  'demra',
  'kamrangirchar',
  'uttarkhan',
  'dakshinkhan',
  'hathazari',
  'sitakunda',
]);
const CITY_DISTRICTS: Readonly<Record<string, number>> = {
  dhaka: 1,
  chattogram: 0.8,
  gazipur: 0.75,
  narayanganj: 0.75,
};
const DIVISION_TOWNS = new Set(['sylhet', 'rajshahi', 'khulna', 'barishal', 'rangpur', 'mymensingh', 'cumilla']);

/** Property price level of a place, Dhaka city = 1. */
function marketOf(location: LocationDef, district: LocationDef | undefined): number {
  if (PRIME_AREAS.has(location.slug)) return 2.2;
  if (GOOD_AREAS.has(location.slug)) return district?.slug === 'dhaka' ? 1.4 : 1.1;
  if (OUTSKIRTS.has(location.slug)) return 0.6;
  const city = CITY_DISTRICTS[district?.slug ?? location.slug];
  if (city !== undefined) return city;
  if (DIVISION_TOWNS.has(district?.slug ?? location.slug)) return 0.6;
  return location.level === 'district' || location.level === 'area' ? 0.45 : 0.6;
}

function placeOf(location: LocationDef): Place {
  let place = places.get(location.id);
  if (!place) {
    const parent = location.level === 'area' ? locationsById.get(location.parentId) : undefined;
    const district = location.level === 'district' ? location : parent;
    place = {
      name: location.name,
      where: parent
        ? { en: `${location.name.en}, ${parent.name.en}`, bn: `${location.name.bn}, ${parent.name.bn}` }
        : location.name,
      slug: location.slug,
      market: marketOf(location, district),
    };
    places.set(location.id, place);
  }
  return place;
}

// ---------------------------------------------------------------------------------------------
// Closing sentences: where, price and how to get in touch

interface Where {
  readonly where: string;
}

const LOCATION_LINES: Record<Seat, Phrases<Where>> = {
  agency: {
    en: [(w) => `Agency office: ${w.where}.`, (w) => `Visit our office in ${w.where} with your passport.`],
    bn: [(w) => `এজেন্সি অফিস: ${w.where}।`, (w) => `পাসপোর্টসহ ${w.where} অফিসে যোগাযোগ করুন।`],
  },
  seller: {
    en: [(w) => `Location: ${w.where}.`, (w) => `Can be seen in ${w.where}.`, (w) => `Available in ${w.where}.`],
    bn: [
      (w) => `লোকেশন: ${w.where}।`,
      (w) => `${w.where} এলাকায় এসে দেখে নিতে পারবেন।`,
      (w) => `পাওয়া যাবে ${w.where} এলাকায়।`,
    ],
  },
  service: {
    en: [(w) => `Office: ${w.where}.`, (w) => `Our office is in ${w.where}.`],
    bn: [(w) => `অফিস: ${w.where}।`, (w) => `আমাদের অফিস ${w.where} এলাকায়।`],
  },
  job: {
    en: [(w) => `Job location: ${w.where}.`, (w) => `Workplace: ${w.where}.`],
    bn: [(w) => `কর্মস্থল: ${w.where}।`, (w) => `কাজের জায়গা: ${w.where}।`],
  },
};

const NEGOTIABLE: Record<'sale' | 'rent', Phrases<null>> = {
  sale: {
    en: ['Price slightly negotiable.', 'Negotiable for serious buyers.', 'Reasonable offers considered.'],
    bn: ['দাম সামান্য আলোচনা সাপেক্ষ।', 'আগ্রহী ক্রেতাদের জন্য দাম আলোচনা সাপেক্ষে।', 'যৌক্তিক অফার বিবেচনা করা হবে।'],
  },
  rent: {
    en: ['Rent slightly negotiable.', 'Rent negotiable for a good tenant.'],
    bn: ['ভাড়া সামান্য আলোচনা সাপেক্ষ।', 'ভালো ভাড়াটিয়ার জন্য ভাড়া আলোচনা সাপেক্ষে।'],
  },
};
const FIXED: Record<'sale' | 'rent', Phrases<null>> = {
  sale: {
    en: ['Fixed price, no bargaining please.', 'Price is final.'],
    bn: ['দাম ফিক্সড।', 'দরদাম করবেন না প্লিজ।'],
  },
  rent: {
    en: ['Rent is fixed.', 'Rent is final, utilities extra.'],
    bn: ['ভাড়া ফিক্সড।', 'ভাড়া নির্ধারিত, বিল আলাদা।'],
  },
};

const CONTACT: Record<Audience, Phrases<null>> = {
  goods: {
    en: ['Call or message for details.', 'Only serious buyers please.', 'WhatsApp available on the same number.'],
    bn: ['বিস্তারিত জানতে কল করুন।', 'শুধু আগ্রহী ক্রেতারা যোগাযোগ করবেন।', 'একই নম্বরে হোয়াটসঅ্যাপ আছে।'],
  },
  vehicle: {
    en: [
      'Serious buyers can call to arrange a test drive.',
      'Call for details, no brokers please.',
      'Only serious buyers please.',
    ],
    bn: [
      'আগ্রহী ক্রেতারা টেস্ট ড্রাইভের জন্য কল করুন।',
      'বিস্তারিত জানতে কল করুন, দালাল নয়।',
      'শুধু আগ্রহী ক্রেতারা যোগাযোগ করবেন।',
    ],
  },
  property: {
    en: ['Call to arrange a visit.', 'Owner will talk directly, no brokers.', 'Call between 10am and 8pm.'],
    bn: ['সরেজমিনে দেখতে কল করুন।', 'মালিক সরাসরি কথা বলবেন, দালাল নয়।', 'সকাল ১০টা থেকে রাত ৮টার মধ্যে কল করুন।'],
  },
  rent: {
    en: ['Call to see it any day after 4pm.', 'Interested tenants please call.', 'No brokers please.'],
    bn: ['যেকোনো দিন বিকেল ৪টার পর দেখতে কল করুন।', 'আগ্রহী ভাড়াটিয়ারা কল করুন।', 'দালাল প্রয়োজন নেই।'],
  },
  service: {
    en: ['Call now to book.', 'Call or WhatsApp for a free quote.', 'Booking by phone, 9am to 9pm.'],
    bn: ['বুকিং দিতে এখনই কল করুন।', 'ফ্রি কোটেশনের জন্য কল বা হোয়াটসঅ্যাপ করুন।', 'সকাল ৯টা থেকে রাত ৯টা পর্যন্ত ফোনে বুকিং।'],
  },
  job: {
    en: [
      'Send your CV by email or call the number below.',
      'Interested candidates please call between 10am and 5pm.',
      'Walk-in interview with CV, Saturday to Thursday.',
    ],
    bn: [
      'ইমেইলে সিভি পাঠান অথবা নিচের নম্বরে কল করুন।',
      'আগ্রহী প্রার্থীরা সকাল ১০টা থেকে বিকেল ৫টার মধ্যে কল করুন।',
      'শনি থেকে বৃহস্পতিবার সিভিসহ সরাসরি সাক্ষাৎকার।',
    ],
  },
  animal: {
    en: ['Call to come and see.', 'Serious buyers only.', 'Delivery possible inside the city.'],
    bn: ['দেখতে আসতে কল করুন।', 'শুধু আগ্রহী ক্রেতারা যোগাযোগ করবেন।', 'শহরের ভেতরে ডেলিভারি দেওয়া যাবে।'],
  },
};

/** How often the price is marked negotiable, by audience. */
const NEGOTIABLE_SHARE: Record<Audience, number> = {
  goods: 0.4,
  vehicle: 0.6,
  property: 0.65,
  rent: 0.35,
  service: 0.2,
  job: 0,
  animal: 0.5,
};

interface Wanted {
  readonly product: string;
  readonly budget: string;
  readonly where: string;
}

/** "Wanted: …" ads: services are hired, everything else bought; only second-hand things have a condition. */
const WANTED_TITLE: Record<'buy' | 'hire', Record<Locale, string>> = {
  buy: { en: 'Wanted: ', bn: 'কিনতে চাই: ' },
  hire: { en: 'Wanted: ', bn: 'প্রয়োজন: ' },
};
const WANTED: Record<'used' | 'buy' | 'hire', Phrases<Wanted>> = {
  used: {
    en: [(w) => `I want to buy ${w.product}.`, (w) => `Looking for ${w.product} in good condition.`],
    bn: [(w) => `${w.product} কিনতে চাই।`, (w) => `ভালো কন্ডিশনের ${w.product} খুঁজছি।`],
  },
  buy: {
    en: [(w) => `I want to buy ${w.product}.`, (w) => `Looking for ${w.product}.`],
    bn: [(w) => `${w.product} কিনতে চাই।`, (w) => `${w.product} খুঁজছি।`],
  },
  hire: {
    en: [(w) => `Need ${w.product}.`, (w) => `Looking for ${w.product}.`],
    bn: [(w) => `${w.product} প্রয়োজন।`, (w) => `${w.product} খুঁজছি।`],
  },
};
const WANTED_BUDGET: Phrases<Wanted> = {
  en: [(w) => `My budget is around ${w.budget}.`, (w) => `Budget: ${w.budget}.`],
  bn: [(w) => `বাজেট প্রায় ${w.budget}।`, (w) => `বাজেট: ${w.budget}।`],
};
const WANTED_WHERE: Phrases<Wanted> = {
  en: [(w) => `I am in ${w.where}.`, (w) => `Location: ${w.where}.`],
  bn: [(w) => `আমার লোকেশন ${w.where}।`, (w) => `লোকেশন: ${w.where}।`],
};
const WANTED_CALL: Record<'buy' | 'hire', Phrases<null>> = {
  buy: {
    en: ['Please call if you have one to sell.', 'Sellers please call or message.'],
    bn: ['বিক্রি করতে চাইলে কল করুন।', 'বিক্রেতারা কল বা মেসেজ করুন।'],
  },
  hire: {
    en: ['Please call if you can help.', 'Service providers please call with your rate.'],
    bn: ['সাহায্য করতে পারলে কল করুন।', 'সেবাদাতারা রেটসহ কল করুন।'],
  },
};

const MAX_TITLE = 150;

// ---------------------------------------------------------------------------------------------
// Public API

/** One ad of a leaf category at a location, written in `locale` (the language its poster wrote in). */
export function generateAdContent(
  random: Random,
  category: CategoryDef,
  location: LocationDef,
  locale: Locale,
  now: Date,
): AdContent {
  const plan = planOf(category);
  const place = placeOf(location);
  const type: AdType = plan.rental ? 'to_rent' : !plan.jobs && random.chance(0.02) ? 'to_buy' : 'for_sale';
  const properties: Record<string, string | number> = {};
  const where = place.where[locale];
  const composed = plan.write({
    random,
    locale,
    place: place.name[locale],
    placeSlug: place.slug,
    market: place.market,
    properties,
    now,
  });

  const price = composed.price;

  if (type === 'to_buy') {
    const words: Wanted = { product: composed.product, budget: price === null ? '' : taka(locale, price), where };
    const hire = plan.audience === 'service';
    const wish = hire ? 'hire' : properties.condition === 'used' || plan.audience === 'vehicle' ? 'used' : 'buy';
    const sentences = [sayOne(random, WANTED[wish], locale, words)];
    if (price !== null && random.chance(0.7)) sentences.push(sayOne(random, WANTED_BUDGET, locale, words));
    if (random.chance(0.5)) sentences.push(sayOne(random, WANTED_WHERE, locale, words));
    sentences.push(sayOne(random, WANTED_CALL[hire ? 'hire' : 'buy'], locale, null));
    return {
      title: clip(WANTED_TITLE[hire ? 'hire' : 'buy'][locale] + composed.product),
      description: sentences.join(' '),
      properties,
      price,
      priceNegotiable: price !== null && random.chance(0.5),
      type,
    };
  }

  // 2–5 sentences: the most telling ones of the template, then where, the price and how to get in touch
  const negotiable = price !== null && random.chance(NEGOTIABLE_SHARE[plan.audience]);
  const count = random.int(2, 5);
  const body = Math.min(composed.sentences.length, count - 1);
  const sentences = composed.sentences.slice(0, body);
  const optional: string[] = [];
  if (random.chance(0.55)) optional.push(sayOne(random, LOCATION_LINES[plan.seat], locale, { where }));
  if (price !== null && plan.audience !== 'service') {
    const deal = plan.rental ? 'rent' : 'sale';
    if (negotiable) optional.push(sayOne(random, NEGOTIABLE[deal], locale, null));
    else if (random.chance(0.3)) optional.push(sayOne(random, FIXED[deal], locale, null));
  }
  for (const line of optional.slice(0, count - body - 1)) sentences.push(line);
  sentences.push(sayOne(random, CONTACT[plan.audience], locale, null));

  return {
    title: clip(composed.title),
    description: sentences.join(' '),
    properties,
    price,
    priceNegotiable: negotiable,
    type,
  };
}

/** Titles are short in practice; a very long product name is cut at a word. */
function clip(title: string): string {
  if (title.length <= MAX_TITLE) return title;
  const cut = title.lastIndexOf(' ', MAX_TITLE - 1);
  return `${title.slice(0, cut > 0 ? cut : MAX_TITLE - 1)}…`;
}

/** A seller: a common Bangladeshi name in the script of `locale` and a +880 mobile number. */
export function generatePerson(random: Random, locale: Locale): Person {
  return generatePersonFor(random, locale);
}

/** A shop name that fits the category's top-level category ("Rahman Motors", "ঢাকা ইলেকট্রনিক্স"). */
export function generateShopName(random: Random, category: CategoryDef, locale: Locale): string {
  return shopNameFor(random, planOf(category).topSlug, locale);
}
