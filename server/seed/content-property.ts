// Property: flats, houses, land, commercial space and rooms. Sizes follow the bedrooms, prices follow the
// size and the place (a Gulshan flat costs several times a Mymensingh one). Rentals are priced per month
// and land per katha, the way Bangladeshi listings quote them.
import type { CategoryDef, EnumValue, Locale } from '../../core/catalogue.ts';
import {
  between,
  clamp,
  type Composed,
  type Draft,
  enumPicker,
  enumValues,
  findFilter,
  labelText,
  type LeafTemplate,
  numericRange,
  type Phrases,
  roundPrice,
  say,
  sayOne,
  SEED_YEAR,
  type Text,
} from './content-kit.ts';
import { formatNumber } from '../../core/i18n.ts';
import { cap } from './content-lines.ts';
import type { Random } from './random.ts';

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

type Deal = 'sale' | 'rent';

/** The words a property title and description are made of, already in the ad's language. */
interface Words {
  readonly place: string;
  readonly beds: string;
  readonly baths: string;
  readonly size: string;
  readonly sqft: string;
  readonly katha: string;
  readonly kathaUnit: string;
  readonly kind: string;
  readonly floor: string;
  readonly storeys: string;
  readonly complex: string;
}

interface Plan {
  readonly deal: Deal;
  readonly setting: Setting;
  readonly bedrooms?: Readonly<Record<string, number>>;
  /** sqft per bedroom (plus a common area of about 150 sqft). */
  readonly sqftPerBedroom?: readonly [number, number];
  readonly items?: Readonly<Record<string, number>>;
  /** sqft by item type, for spaces without bedrooms. */
  readonly itemSqft?: Readonly<Record<string, readonly [number, number]>>;
  readonly land?: Readonly<Record<string, readonly [number, number]>>;
  /** A whole house of a few storeys rather than a flat in a tall building. */
  readonly house?: boolean;
  readonly titles: Phrases<Words>;
  /** What a "Wanted: …" ad asks for; the title when absent (rentals are never wanted ads). */
  readonly wanted?: Phrases<Words>;
  readonly details: Phrases<Words>;
  readonly price: (d: Draft, s: Sizes, random: Random) => number;
}

interface Sizes {
  readonly bedrooms: number;
  readonly sqft: number;
  readonly katha: number;
  readonly item: string | undefined;
}

type Setting = 'flat' | 'house' | 'commercial' | 'land' | 'room';

/** What the place offers, by kind of property: no lifts on a paddy field. */
const AMENITIES: Record<Setting, readonly Text[]> = {
  flat: [
    ['Lift, generator, gas line and 24-hour security.', 'লিফট, জেনারেটর, গ্যাস লাইন ও ২৪ ঘণ্টা নিরাপত্তা।'],
    ['Wide road in front, car parking available.', 'সামনে চওড়া রাস্তা, গাড়ি পার্কিংয়ের ব্যবস্থা আছে।'],
    ['Close to school, market and mosque.', 'স্কুল, বাজার ও মসজিদের কাছে।'],
    ['South facing, plenty of light and air.', 'দক্ষিণমুখী, প্রচুর আলো-বাতাস।'],
    ['Rooftop garden and CCTV.', 'ছাদবাগান ও সিসিটিভি আছে।'],
  ],
  house: [
    ['WASA water and Titas gas connection.', 'ওয়াসার পানি ও তিতাস গ্যাস সংযোগ।'],
    ['Close to school, market and mosque.', 'স্কুল, বাজার ও মসজিদের কাছে।'],
    ['South facing, plenty of light and air.', 'দক্ষিণমুখী, প্রচুর আলো-বাতাস।'],
    ['Boundary wall, garage and a rooftop garden.', 'সীমানা প্রাচীর, গ্যারেজ ও ছাদবাগান আছে।'],
  ],
  commercial: [
    ['Lift, generator and 24-hour security.', 'লিফট, জেনারেটর ও ২৪ ঘণ্টা নিরাপত্তা।'],
    ['Wide road in front, parking available.', 'সামনে চওড়া রাস্তা, পার্কিংয়ের ব্যবস্থা আছে।'],
    ['Busy commercial area with good footfall.', 'ব্যস্ত বাণিজ্যিক এলাকা, প্রচুর লোকসমাগম।'],
  ],
  land: [
    ['Road access, electricity line nearby.', 'রাস্তার সাথে লাগোয়া, পাশেই বিদ্যুতের লাইন।'],
    ['High land, no flooding in the rainy season.', 'উঁচু জমি, বর্ষায় পানি ওঠে না।'],
    ['Near the highway and the bazar.', 'হাইওয়ে ও বাজারের কাছে।'],
  ],
  room: [
    ['Close to the bus stand and university.', 'বাসস্ট্যান্ড ও বিশ্ববিদ্যালয়ের কাছে।'],
    ['Safe and quiet building with a caretaker.', 'নিরাপদ ও নিরিবিলি বাড়ি, কেয়ারটেকার আছে।'],
  ],
};
const SALE_TERMS: readonly Text[] = [
  ['All documents clear: deed, mutation, khajna paid.', 'সব কাগজপত্র পরিষ্কার: দলিল, নামজারি, খাজনা পরিশোধ।'],
  ['RAJUK approved plan.', 'রাজউক অনুমোদিত নকশা।'],
  ['Bank loan facility available.', 'ব্যাংক লোনের সুবিধা আছে।'],
  ['Registration cost on the buyer.', 'রেজিস্ট্রেশন খরচ ক্রেতার।'],
];
const RENT_TERMS: readonly Text[] = [
  ['Two months advance.', 'দুই মাসের অগ্রিম।'],
  ['Available from next month.', 'আগামী মাস থেকে পাওয়া যাবে।'],
  ['Service charge separate.', 'সার্ভিস চার্জ আলাদা।'],
  ['Only for families.', 'শুধু পরিবারের জন্য।'],
];
const LAND_TERMS: readonly Text[] = [
  ['Clear title, mutation and khajna up to date.', 'নিষ্কণ্টক জমি, নামজারি ও খাজনা হালনাগাদ।'],
  ['Registration cost on the buyer.', 'রেজিস্ট্রেশন খরচ ক্রেতার।'],
];

// ---------------------------------------------------------------------------------------------
// Plans per category

/** Flat price per sqft in Dhaka city; prime areas and other cities scale it with the place's market level. */
const FLAT_SQFT_PRICE = 9_000;

const APARTMENTS_FOR_SALE: Plan = {
  deal: 'sale',
  setting: 'flat',
  bedrooms: { '1': 5, '2': 20, '3': 45, '4': 22, '5': 6, '6': 2 },
  sqftPerBedroom: [330, 480],
  items: { ready: 55, 'under-construction': 30, 'upcoming-project': 15 },
  wanted: {
    en: [(w) => `${w.beds} bed flat of about ${w.size} sqft in ${w.place}`],
    bn: [(w) => `${w.place} এলাকায় ${w.beds} বেডরুমের ফ্ল্যাট (প্রায় ${w.size} ${w.sqft})`],
  },
  titles: {
    en: [
      (w) => `${w.beds} bed apartment for sale in ${w.place}`,
      (w) => `${w.size} sqft ${w.kind} flat — ${w.place}`,
      (w) => `${w.beds} bedroom flat for sale, ${w.place} (${w.size} sqft)`,
      (w) =>
        w.complex ? `${w.size} sqft apartment at ${w.complex}` : `Exclusive ${w.size} sqft apartment, ${w.place}`,
    ],
    bn: [
      (w) => `${w.beds} বেডরুমের ফ্ল্যাট বিক্রি — ${w.place}`,
      (w) => `${w.size} বর্গফুটের ${w.kind} ফ্ল্যাট বিক্রি — ${w.place}`,
      (w) => `${w.place}: ${w.beds} বেডের ফ্ল্যাট বিক্রি (${w.size} ${w.sqft})`,
      (w) =>
        w.complex
          ? `${w.complex} — ${w.size} বর্গফুটের অ্যাপার্টমেন্ট বিক্রি`
          : `${w.size} বর্গফুটের এক্সক্লুসিভ অ্যাপার্টমেন্ট — ${w.place}`,
    ],
  },
  details: {
    en: [
      (w) => `${w.size} sqft with ${w.beds} bedrooms, ${w.baths} bathrooms and 2 balconies.`,
      (w) => `Floor ${w.floor} of a ${w.storeys}-storey building.`,
    ],
    bn: [
      (w) => `${w.size} ${w.sqft}, ${w.beds}টি বেডরুম, ${w.baths}টি বাথরুম ও ২টি বারান্দা।`,
      (w) => `${w.storeys} তলা ভবনের ${w.floor} তলায়।`,
    ],
  },
  price: (d, s, random) => {
    const stage = s.item === 'under-construction' ? 0.85 : s.item === 'upcoming-project' ? 0.75 : 1;
    return s.sqft * FLAT_SQFT_PRICE * d.market * stage * (random.int(85, 120) / 100);
  },
};

/** Monthly rent of a family flat in Dhaka city by bedrooms. */
const FLAT_RENT: readonly number[] = [0, 9_000, 14_000, 20_000, 30_000, 40_000, 50_000];
const rentOf = (bedrooms: number): number => FLAT_RENT[Math.min(bedrooms, FLAT_RENT.length - 1)] ?? 20_000;

const APARTMENT_RENTALS: Plan = {
  deal: 'rent',
  setting: 'flat',
  bedrooms: { '1': 10, '2': 35, '3': 40, '4': 12, '5': 3 },
  sqftPerBedroom: [300, 420],
  titles: {
    en: [
      (w) => `${w.beds} bed flat for rent in ${w.place}`,
      (w) => `To-let: ${w.beds} bedroom flat — ${w.place}`,
      (w) => `Family flat for rent, ${w.place} (${w.size} sqft)`,
      (w) => `${w.size} sqft apartment to-let from next month — ${w.place}`,
    ],
    bn: [
      (w) => `টু-লেট: ${w.beds} রুমের ফ্ল্যাট ভাড়া — ${w.place}`,
      (w) => `${w.beds} বেডরুমের ফ্ল্যাট ভাড়া হবে — ${w.place}`,
      (w) => `ফ্যামিলি বাসা ভাড়া — ${w.place} (${w.size} ${w.sqft})`,
    ],
  },
  details: {
    en: [
      (w) => `${w.size} sqft with ${w.beds} bedrooms, ${w.baths} bathrooms, a kitchen and a dining space.`,
      (w) => `${w.beds} bedrooms, ${w.baths} bathrooms, floor ${w.floor}.`,
    ],
    bn: [
      (w) => `${w.size} ${w.sqft}, ${w.beds}টি বেডরুম, ${w.baths}টি বাথরুম, কিচেন ও ডাইনিং স্পেস।`,
      (w) => `${w.beds}টি বেডরুম, ${w.baths}টি বাথরুম, ${w.floor} তলা।`,
    ],
  },
  price: (d, s, random) => rentOf(s.bedrooms) * (0.4 + 0.6 * d.market) * (random.int(85, 125) / 100),
};

/** Price of a katha of land: about 40 lakh in Dhaka city, crores in the prime areas, a few lakh elsewhere. */
function kathaPrice(d: Draft, random: Random, item: string | undefined): number {
  const base =
    d.market >= 2 ? between(random, 1.5 * CRORE, 5 * CRORE) : between(random, 20 * LAKH, 60 * LAKH) * d.market ** 2;
  const factor = item === 'commercial-plot' ? 1.5 : item === 'agricultural-land' ? 0.08 : 1;
  return Math.max(30_000, base * factor);
}

const HOUSES_FOR_SALE: Plan = {
  deal: 'sale',
  setting: 'house',
  bedrooms: { '3': 15, '4': 25, '5': 20, '6': 20, '7': 8, '8': 7, '9': 3, '10-plus': 2 },
  sqftPerBedroom: [350, 550],
  land: { house: [2, 10] },
  house: true,
  wanted: {
    en: [(w) => `house with ${w.katha} katha land in ${w.place}`],
    bn: [(w) => `${w.place} এলাকায় ${w.katha} ${w.kathaUnit} জমিসহ বাড়ি`],
  },
  titles: {
    en: [
      (w) => `${w.storeys}-storey house on ${w.katha} katha land — ${w.place}`,
      (w) => `Duplex house for sale in ${w.place}`,
      (w) => `${w.beds} bedroom house with ${w.katha} katha land, ${w.place}`,
    ],
    bn: [
      (w) => `${w.katha} কাঠা জমির উপর ${w.storeys} তলা বাড়ি বিক্রি — ${w.place}`,
      (w) => `ডুপ্লেক্স বাড়ি বিক্রি — ${w.place}`,
      (w) => `${w.beds} বেডরুমের বাড়ি, ${w.katha} ${w.kathaUnit} জমি — ${w.place}`,
    ],
  },
  details: {
    en: [(w) => `${w.katha} katha land, ${w.size} sqft built area, ${w.beds} bedrooms and ${w.baths} bathrooms.`],
    bn: [
      (w) => `${w.katha} ${w.kathaUnit} জমি, ${w.size} ${w.sqft} নির্মিত এলাকা, ${w.beds}টি বেডরুম ও ${w.baths}টি বাথরুম।`,
    ],
  },
  price: (d, s, random) => kathaPrice(d, random, undefined) * s.katha + s.sqft * 2_500,
};

const HOUSE_RENTALS: Plan = {
  deal: 'rent',
  setting: 'house',
  bedrooms: { '2': 15, '3': 35, '4': 30, '5': 12, '6': 8 },
  sqftPerBedroom: [350, 500],
  titles: {
    en: [
      (w) => `Full house for rent — ${w.place}`,
      (w) => `Duplex house to-let in ${w.place}`,
      (w) => `${w.beds} bedroom house for rent, ${w.place}`,
    ],
    bn: [
      (w) => `পুরো বাড়ি ভাড়া — ${w.place}`,
      (w) => `ডুপ্লেক্স বাড়ি ভাড়া দেওয়া হবে — ${w.place}`,
      (w) => `${w.beds} বেডরুমের বাড়ি ভাড়া — ${w.place}`,
    ],
  },
  details: {
    en: [
      (w) => `${w.storeys}-storey house: ${w.beds} bedrooms, ${w.baths} bathrooms, ${w.size} sqft.`,
      (w) => `${w.size} sqft house with ${w.beds} bedrooms, a small yard and a rooftop.`,
    ],
    bn: [
      (w) => `${w.storeys} তলা বাড়ি: ${w.beds}টি বেডরুম, ${w.baths}টি বাথরুম, ${w.size} ${w.sqft}।`,
      (w) => `${w.size} ${w.sqft} বাড়ি, ${w.beds}টি বেডরুম, ছোট উঠান ও ছাদ।`,
    ],
  },
  house: true,
  price: (d, s, random) => rentOf(s.bedrooms) * 1.4 * (0.4 + 0.6 * d.market) * (random.int(85, 125) / 100),
};

const LAND_FOR_SALE: Plan = {
  deal: 'sale',
  setting: 'land',
  items: { 'residential-plot': 55, 'commercial-plot': 15, 'agricultural-land': 30 },
  land: { 'residential-plot': [2, 10], 'commercial-plot': [3, 20], 'agricultural-land': [10, 100] },
  wanted: {
    en: [(w) => `${w.katha} katha ${w.kind} in ${w.place}`],
    bn: [(w) => `${w.place} এলাকায় ${w.katha} ${w.kathaUnit} ${w.kind}`],
  },
  titles: {
    en: [
      (w) => `${w.katha} katha ${w.kind} for sale — ${w.place}`,
      (w) => `${w.katha} katha land for sale in ${w.place}`,
      (w) => `${cap(w.kind)}, ${w.katha} katha — ${w.place}`,
    ],
    bn: [
      (w) => `${w.katha} কাঠা ${w.kind} বিক্রি — ${w.place}`,
      (w) => `${w.place}: ${w.katha} ${w.kathaUnit} জমি বিক্রি`,
      (w) => `${w.kind}, ${w.katha} ${w.kathaUnit} — ${w.place}`,
    ],
  },
  details: {
    en: [
      (w) => `${w.katha} katha ${w.kind}, ready for registration; the price is per katha.`,
      (w) => `Total ${w.katha} katha; price quoted per katha.`,
    ],
    bn: [
      (w) => `${w.katha} ${w.kathaUnit} ${w.kind}, রেজিস্ট্রেশনের জন্য প্রস্তুত; দাম প্রতি কাঠা।`,
      (w) => `মোট ${w.katha} ${w.kathaUnit}; দাম প্রতি কাঠা হিসেবে।`,
    ],
  },
  price: (d, s, random) => kathaPrice(d, random, s.item),
};

const COMMERCIAL_SQFT: Readonly<Record<string, readonly [number, number]>> = {
  'office-space': [600, 5_000],
  shop: [100, 600],
  showroom: [800, 4_000],
  warehouse: [2_000, 20_000],
  factory: [5_000, 50_000],
  building: [5_000, 40_000],
};
const COMMERCIAL_ITEMS = { 'office-space': 35, shop: 30, showroom: 10, warehouse: 12, factory: 8, building: 5 };

/** Monthly rent per sqft in Dhaka city. */
const COMMERCIAL_RENT: Readonly<Record<string, readonly [number, number]>> = {
  'office-space': [45, 120],
  shop: [80, 250],
  showroom: [90, 200],
  warehouse: [15, 35],
  factory: [12, 30],
  building: [40, 90],
};
/** Sale price per sqft in Dhaka city. */
const COMMERCIAL_SALE: Readonly<Record<string, readonly [number, number]>> = {
  'office-space': [12_000, 25_000],
  shop: [20_000, 60_000],
  showroom: [15_000, 35_000],
  warehouse: [3_000, 7_000],
  factory: [2_500, 6_000],
  building: [8_000, 15_000],
};

function commercial(deal: Deal): Plan {
  const table = deal === 'rent' ? COMMERCIAL_RENT : COMMERCIAL_SALE;
  return {
    deal,
    setting: 'commercial',
    items: COMMERCIAL_ITEMS,
    itemSqft: COMMERCIAL_SQFT,
    wanted: {
      en: [(w) => `${w.size} sqft ${w.kind} in ${w.place}`],
      bn: [(w) => `${w.place} এলাকায় ${w.size} ${w.sqft} ${w.kind}`],
    },
    titles:
      deal === 'rent'
        ? {
            en: [
              (w) => `${w.size} sqft ${w.kind} for rent — ${w.place}`,
              (w) => `${cap(w.kind)} to-let in ${w.place} (${w.size} sqft)`,
              (w) => `Commercial ${w.kind} for rent, ${w.place}`,
            ],
            bn: [
              (w) => `${w.size} ${w.sqft} ${w.kind} ভাড়া — ${w.place}`,
              (w) => `${w.kind} ভাড়া দেওয়া হবে — ${w.place} (${w.size} ${w.sqft})`,
            ],
          }
        : {
            en: [
              (w) => `${w.size} sqft ${w.kind} for sale — ${w.place}`,
              (w) => `${cap(w.kind)} for sale in ${w.place}`,
            ],
            bn: [(w) => `${w.size} ${w.sqft} ${w.kind} বিক্রি — ${w.place}`, (w) => `${w.kind} বিক্রি হবে — ${w.place}`],
          },
    details: {
      en: [(w) => `${w.size} sqft ${w.kind} on the main road.`, (w) => `Total ${w.size} sqft, ideal for business.`],
      bn: [(w) => `মেইন রোডের পাশে ${w.size} ${w.sqft} ${w.kind}।`, (w) => `মোট ${w.size} ${w.sqft}, ব্যবসার জন্য আদর্শ।`],
    },
    price: (d, s, random) => {
      const [lo, hi] = table[s.item ?? 'office-space'] ?? [50, 100];
      return s.sqft * between(random, lo, hi) * (0.4 + 0.6 * d.market);
    },
  };
}

const ROOM_PRICE: Readonly<Record<string, readonly [number, number]>> = {
  'single-room': [4_000, 9_000],
  'shared-room': [2_500, 5_000],
  sublet: [5_000, 12_000],
  'mess-seat': [2_000, 4_500],
  hostel: [4_000, 9_000],
};

const ROOM_TITLES: Readonly<Record<string, Phrases<Words>>> = {
  'single-room': {
    en: [
      (w) => `Single room for rent (job holders) — ${w.place}`,
      (w) => `Furnished room to-let for a bachelor, ${w.place}`,
    ],
    bn: [(w) => `চাকরিজীবীদের জন্য সিঙ্গেল রুম ভাড়া — ${w.place}`, (w) => `ব্যাচেলর রুম ভাড়া — ${w.place}`],
  },
  'shared-room': {
    en: [(w) => `Shared room for female students — ${w.place}`, (w) => `Room share available, ${w.place}`],
    bn: [(w) => `ছাত্রীদের জন্য শেয়ার রুম — ${w.place}`, (w) => `রুম শেয়ারের জন্য লোক চাই — ${w.place}`],
  },
  sublet: {
    en: [(w) => `Sublet for a small family — ${w.place}`, (w) => `Sublet room with attached bath, ${w.place}`],
    bn: [(w) => `ছোট পরিবারের জন্য সাবলেট — ${w.place}`, (w) => `অ্যাটাচড বাথসহ সাবলেট রুম — ${w.place}`],
  },
  'mess-seat': {
    en: [(w) => `Mess seat available for students — ${w.place}`, (w) => `Seat rent in a bachelor mess, ${w.place}`],
    bn: [(w) => `ছাত্রদের মেস সিট খালি আছে — ${w.place}`, (w) => `ব্যাচেলর মেসে সিট ভাড়া — ${w.place}`],
  },
  hostel: {
    en: [(w) => `Ladies hostel seat available — ${w.place}`, (w) => `Hostel seat with meals, ${w.place}`],
    bn: [(w) => `মহিলা হোস্টেলে সিট খালি — ${w.place}`, (w) => `খাবারসহ হোস্টেল সিট — ${w.place}`],
  },
};

const ROOM_RENTALS: Plan = {
  deal: 'rent',
  setting: 'room',
  items: { 'single-room': 30, 'shared-room': 15, sublet: 30, 'mess-seat': 20, hostel: 5 },
  titles: {
    en: [(w) => `Room for rent — ${w.place}`],
    bn: [(w) => `রুম ভাড়া — ${w.place}`],
  },
  details: {
    en: ['Wi-Fi, gas and water bill included.', 'Meals can be arranged on request.', 'Attached bathroom and balcony.'],
    bn: ['ওয়াইফাই, গ্যাস ও পানির বিল ভাড়ার মধ্যে।', 'চাইলে খাবারের ব্যবস্থা করা যাবে।', 'অ্যাটাচড বাথরুম ও বারান্দা আছে।'],
  },
  price: (d, s, random) => {
    const [lo, hi] = ROOM_PRICE[s.item ?? 'single-room'] ?? [3_000, 8_000];
    return between(random, lo, hi) * (0.6 + 0.4 * Math.min(2, d.market));
  },
};

// ---------------------------------------------------------------------------------------------
// The generator

const countOf = (key: string): number => Number.parseInt(key, 10) || 1;

/** A bathrooms key near the bedrooms: one fewer to one more, within the filter's keys. */
function bathroomsFor(random: Random, values: readonly EnumValue[], bedrooms: number): EnumValue | undefined {
  if (values.length === 0) return undefined;
  // Flats have as many bathrooms as bedrooms or one fewer, rarely one more.
  const wanted = clamp(bedrooms + (random.chance(0.1) ? 1 : random.chance(0.5) ? -1 : 0), 1, 99);
  const exact = values.find((v) => countOf(v.key) === wanted && !v.key.endsWith('-plus'));
  return exact ?? values.find((v) => v.key.endsWith('-plus') && countOf(v.key) <= wanted) ?? values[values.length - 1];
}

function property(plan: Plan): LeafTemplate {
  return {
    audience: plan.deal === 'rent' ? 'rent' : 'property',
    compile(category: CategoryDef) {
      const pickBedrooms = plan.bedrooms ? enumPicker(category, 'bedrooms', plan.bedrooms, 0) : undefined;
      const bathrooms = enumValues(category, 'bathrooms');
      const pickItem = enumPicker(category, 'item_type', plan.items ?? {}, 5);
      const items = enumValues(category, 'item_type');
      const sizeRange = numericRange(category, 'size');
      const landRange = numericRange(category, 'land_size');
      const complexes = enumValues(category, 'apartment_complex');
      const sqftUnit = unitText(category, 'size', ['sqft', 'বর্গফুট']);
      const kathaUnit = unitText(category, 'land_size', ['katha', 'কাঠা']);
      const terms = plan.deal === 'rent' ? RENT_TERMS : landRange && !sizeRange ? LAND_TERMS : SALE_TERMS;

      return (d: Draft): Composed => {
        const { random, locale, properties } = d;
        let item = pickItem?.(random);
        // no paddy fields inside the cities
        if (item?.key === 'agricultural-land' && d.market >= 0.75)
          item = items.find((i) => i.key === 'residential-plot') ?? item;
        if (item) properties.item_type = item.key;
        const bedroomsValue = pickBedrooms?.(random);
        const bedrooms = bedroomsValue ? countOf(bedroomsValue.key) : 0;
        if (bedroomsValue) properties.bedrooms = bedroomsValue.key;
        const bathroomsValue = bedroomsValue ? bathroomsFor(random, bathrooms, bedrooms) : undefined;
        if (bathroomsValue) properties.bathrooms = bathroomsValue.key;

        let sqft = 0;
        if (sizeRange) {
          const luxury = d.market >= 2 ? 1.35 : 1;
          if (plan.sqftPerBedroom && bedrooms > 0) {
            sqft = (150 + bedrooms * random.int(plan.sqftPerBedroom[0], plan.sqftPerBedroom[1])) * luxury;
          } else {
            const [lo, hi] = plan.itemSqft?.[item?.key ?? ''] ?? [500, 3_000];
            sqft = between(random, lo, hi);
          }
          sqft = clamp(
            Math.round(sqft / (sqft > 3_000 ? 100 : 10)) * (sqft > 3_000 ? 100 : 10),
            sizeRange.min,
            sizeRange.max,
          );
          properties.size = sqft;
        }

        let katha = 0;
        if (landRange) {
          const [lo, hi] = plan.land?.[item?.key ?? 'house'] ?? [2, 10];
          // Plots are mostly round sizes: 3, 5, 10 katha.
          katha = random.chance(0.5)
            ? random.pick([3, 5, 5, 10].filter((k) => k >= lo && k <= hi).concat(lo))
            : random.int(lo, hi);
          katha = clamp(katha, Math.max(1, landRange.min), landRange.max);
          properties.land_size = katha;
        }

        const complex =
          complexes.length > 0 && random.chance(0.6) ? complexIn(complexes, d.placeSlug, random) : undefined;
        if (complex) properties.apartment_complex = complex.key;

        const storeys = random.int(6, 14);
        const words: Words = {
          place: d.place,
          beds: formatNumber(locale, bedrooms, { grouping: false }),
          baths: formatNumber(locale, bathroomsValue ? countOf(bathroomsValue.key) : Math.max(1, bedrooms - 1), {
            grouping: false,
          }),
          size: formatNumber(locale, sqft),
          sqft: sqftUnit(locale),
          katha: formatNumber(locale, katha, { grouping: false }),
          kathaUnit: kathaUnit(locale),
          kind: kindText(locale, item, items),
          floor: formatNumber(locale, random.int(2, storeys), { grouping: false }),
          storeys: formatNumber(locale, plan.house ? random.int(2, 5) : storeys, { grouping: false }),
          complex: complex ? say(labelText(complex), locale) : '',
        };
        const titles = (item && ROOM_TITLES[item.key]) || plan.titles;
        const title = cap(sayOne(random, titles, locale, words));
        const sentences = [
          sayOne(random, plan.details, locale, words),
          say(random.pick(AMENITIES[plan.setting]), locale),
        ];
        if (random.chance(0.7)) sentences.push(say(random.pick(terms), locale));
        if (plan === APARTMENTS_FOR_SALE && item?.key === 'under-construction')
          sentences.push(handover(locale, random));
        const price = roundPrice(random, plan.price(d, { bedrooms, sqft, katha, item: item?.key }, random));
        const product = plan.wanted ? sayOne(random, plan.wanted, locale, words) : title;
        return { product, title, sentences, price };
      };
    },
  };
}

function handover(locale: Locale, random: Random): string {
  const year = formatNumber(locale, SEED_YEAR + random.int(1, 3), { grouping: false });
  return locale === 'en'
    ? `Handover in December ${year}; 20% down payment to book.`
    : `হস্তান্তর ডিসেম্বর ${year}; বুকিংয়ে ২০% ডাউন পেমেন্ট।`;
}

/** A complex in the ad's area, when one of the catalogue's complexes is named after it. */
function complexIn(complexes: readonly EnumValue[], placeSlug: string, random: Random): EnumValue | undefined {
  const here = complexes.filter((c) => c.key.includes(placeSlug));
  return here.length > 0 ? random.pick(here) : undefined;
}

function kindText(locale: Locale, item: EnumValue | undefined, items: readonly EnumValue[]): string {
  if (!item || items.length === 0) return '';
  // "upcoming project flat" reads badly; the other labels fit inside a phrase as they are
  if (item.key === 'upcoming-project') return locale === 'en' ? 'upcoming' : 'আপকামিং';
  return locale === 'en' ? item.label.en.toLowerCase() : item.label.bn;
}

function unitText(category: CategoryDef, key: string, fallback: Text): (locale: Locale) => string {
  const filter = findFilter(category, key);
  const unit: Text = filter && filter.type === 'numeric' && filter.unit ? [filter.unit.en, filter.unit.bn] : fallback;
  return (locale) => say(unit, locale);
}

/** Templates of the property categories, by leaf slug. */
export const PROPERTY_TEMPLATES: Readonly<Record<string, LeafTemplate>> = {
  'apartments-for-sale': property(APARTMENTS_FOR_SALE),
  'apartment-rentals': property(APARTMENT_RENTALS),
  'houses-for-sale': property(HOUSES_FOR_SALE),
  'house-rentals': property(HOUSE_RENTALS),
  'land-for-sale': property(LAND_FOR_SALE),
  'commercial-property-rentals': property(commercial('rent')),
  'room-rentals': property(ROOM_RENTALS),
  'commercial-properties-for-sale': property(commercial('sale')),
};
