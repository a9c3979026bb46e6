// Vehicles: cars, motorbikes, three wheelers, buses, vans, trucks and heavy machinery get a model year,
// mileage, engine and fuel that fit each other and the model; prices follow the Bangladesh market
// (reconditioned Japanese cars hold their value, import duty makes everything dear) and fall with age.
import type { CategoryDef, EnumValue, Locale, TreeValue } from '../../core/catalogue.ts';
import { CAR_BRANDS, MOTORBIKE_BRANDS } from '../modules/catalog/index.ts';
import {
  between,
  byPopularity,
  clamp,
  type Composed,
  type Draft,
  enumPicker,
  enumValues,
  findFilter,
  isOtherKey,
  labelText,
  type LeafTemplate,
  numericRange,
  type Phrases,
  productName,
  roundPrice,
  say,
  sayOne,
  SEED_YEAR,
  type Text,
  treeValues,
  weightedPicker,
} from './content-kit.ts';
import { formatNumber } from '../../core/i18n.ts';
import { cap, goods, type Line, line as l, services } from './content-lines.ts';
import type { Random } from './random.ts';

const LAKH = 1_00_000;

/** What is known about a model: market price of a recent one in lakh, engines, body, fuels, item types. */
interface ModelSpec {
  readonly lakh: number;
  /** Engine sizes in cc; absent for electric vehicles. */
  readonly cc?: readonly number[];
  readonly body?: string;
  readonly fuel?: readonly string[];
  readonly items?: readonly string[];
  /** First model year sold, so that no ad offers a 2012 Corolla Cross. */
  readonly from?: number;
}

const spec = (
  lakh: number,
  cc: readonly number[] | undefined,
  extra: Omit<ModelSpec, 'lakh' | 'cc'> = {},
): ModelSpec => (cc ? { lakh, cc, ...extra } : { lakh, ...extra });
const HYBRID = ['hybrid', 'octane'];
const DIESEL = ['diesel'];
const ELECTRIC = ['electric'];

/**
 * The popular models, by model key (shared by cars, vans and trucks where the catalogue repeats a model).
 * Models not listed get a price from their brand's range and their place in the list.
 */
const MODELS: Readonly<Record<string, ModelSpec>> = {
  // cars: Toyota
  'toyota-corolla': spec(30, [1500, 1800], { body: 'sedan' }),
  'toyota-axio': spec(24, [1500], { body: 'sedan', fuel: HYBRID }),
  'toyota-allion': spec(34, [1500, 1800], { body: 'sedan' }),
  'toyota-premio': spec(38, [1500, 1800], { body: 'sedan' }),
  'toyota-fielder': spec(26, [1500], { body: 'station-wagon', fuel: HYBRID }),
  'toyota-noah': spec(40, [1800, 2000], { body: 'microbus', fuel: HYBRID }),
  'toyota-voxy': spec(45, [2000], { body: 'microbus' }),
  'toyota-esquire': spec(45, [1800, 2000], { body: 'microbus', fuel: HYBRID, from: 2014 }),
  'toyota-prado': spec(140, [2700, 2800], { body: 'suv', fuel: ['petrol', 'diesel'] }),
  'toyota-land-cruiser': spec(300, [3300, 4500], { body: 'suv', fuel: ['diesel', 'petrol'] }),
  'toyota-harrier': spec(85, [2000, 2500], { body: 'suv', fuel: HYBRID }),
  'toyota-rav4': spec(70, [2000, 2500], { body: 'suv', fuel: HYBRID }),
  'toyota-c-hr': spec(40, [1200, 1800], { body: 'crossover', fuel: HYBRID, from: 2016 }),
  'toyota-corolla-cross': spec(48, [1800], { body: 'crossover', fuel: HYBRID, from: 2020 }),
  'toyota-yaris-cross': spec(40, [1500], { body: 'crossover', fuel: HYBRID, from: 2020 }),
  'toyota-camry': spec(90, [2500], { body: 'sedan', fuel: HYBRID }),
  'toyota-crown': spec(80, [2500], { body: 'sedan', fuel: ['hybrid'] }),
  'toyota-mark-x': spec(35, [2500], { body: 'sedan' }),
  'toyota-aqua': spec(20, [1500], { body: 'hatchback', fuel: ['hybrid'], from: 2012 }),
  'toyota-prius': spec(35, [1800], { body: 'hatchback', fuel: ['hybrid'] }),
  'toyota-vitz': spec(15, [1000, 1300], { body: 'hatchback' }),
  'toyota-yaris': spec(22, [1300, 1500], { body: 'hatchback' }),
  'toyota-belta': spec(14, [1000, 1300], { body: 'sedan' }),
  'toyota-passo': spec(13, [1000], { body: 'hatchback' }),
  'toyota-probox': spec(14, [1500], { body: 'station-wagon' }),
  'toyota-sienta': spec(22, [1500], { body: 'mpv', fuel: HYBRID }),
  'toyota-alphard': spec(120, [2500, 3500], { body: 'mpv' }),
  'toyota-rush': spec(30, [1500], { body: 'suv', from: 2018 }),
  'toyota-raize': spec(28, [1000], { body: 'crossover', from: 2019 }),
  'toyota-fortuner': spec(75, [2700, 2800], { body: 'suv', fuel: ['diesel', 'petrol'] }),
  'toyota-hilux': spec(55, [2400, 2800], { body: 'pickup', fuel: DIESEL, items: ['pickups'] }),
  // cars: Honda
  'honda-civic': spec(45, [1500, 1800], { body: 'sedan' }),
  'honda-vezel': spec(32, [1500], { body: 'crossover', fuel: HYBRID, from: 2013 }),
  'honda-grace': spec(24, [1500], { body: 'sedan', fuel: ['hybrid'], from: 2014 }),
  'honda-fit': spec(20, [1300, 1500], { body: 'hatchback', fuel: HYBRID }),
  'honda-city': spec(28, [1500], { body: 'sedan' }),
  'honda-insight': spec(30, [1500], { body: 'sedan', fuel: ['hybrid'] }),
  'honda-accord': spec(60, [2000, 2400], { body: 'sedan' }),
  'honda-cr-v': spec(65, [1500, 2000, 2400], { body: 'suv' }),
  'honda-hr-v': spec(38, [1500], { body: 'crossover', from: 2015 }),
  'honda-wr-v': spec(30, [1200, 1500], { body: 'crossover', from: 2017 }),
  'honda-freed': spec(28, [1500], { body: 'mpv', fuel: HYBRID }),
  'honda-jazz': spec(18, [1200, 1300], { body: 'hatchback' }),
  // cars: others
  'nissan-x-trail': spec(45, [2000, 2500], { body: 'suv', fuel: HYBRID }),
  'nissan-sunny': spec(18, [1500], { body: 'sedan' }),
  'nissan-bluebird-sylphy': spec(20, [1500, 1800], { body: 'sedan' }),
  'nissan-tiida': spec(14, [1500], { body: 'hatchback' }),
  'nissan-note': spec(16, [1200], { body: 'hatchback', fuel: HYBRID }),
  'nissan-march': spec(12, [1200], { body: 'hatchback' }),
  'nissan-kicks': spec(35, [1500], { body: 'crossover', from: 2016 }),
  'nissan-patrol': spec(150, [4000, 5600], { body: 'suv', fuel: ['petrol'] }),
  'nissan-serena': spec(35, [2000], { body: 'microbus', fuel: HYBRID }),
  'nissan-navara': spec(40, [2500], { body: 'pickup', fuel: DIESEL, items: ['pickups'] }),
  'nissan-leaf': spec(35, undefined, { body: 'hatchback', fuel: ELECTRIC, from: 2011 }),
  'mitsubishi-pajero': spec(60, [3000, 3200, 3500], { body: 'suv', fuel: ['petrol', 'diesel'] }),
  'mitsubishi-pajero-sport': spec(65, [2400, 2500], { body: 'suv', fuel: DIESEL }),
  'mitsubishi-outlander': spec(50, [2000, 2400], { body: 'suv' }),
  'mitsubishi-lancer': spec(18, [1500, 1800], { body: 'sedan' }),
  'mitsubishi-xpander': spec(30, [1500], { body: 'mpv', from: 2017 }),
  'mitsubishi-l200': spec(40, [2400, 2500], { body: 'pickup', fuel: DIESEL, items: ['pickups'] }),
  'suzuki-swift': spec(18, [1200], { body: 'hatchback' }),
  'suzuki-alto': spec(10, [800, 1000], { body: 'hatchback' }),
  'suzuki-wagon-r': spec(12, [660, 1000], { body: 'hatchback' }),
  'suzuki-celerio': spec(14, [1000], { body: 'hatchback' }),
  'suzuki-dzire': spec(18, [1200], { body: 'sedan' }),
  'suzuki-ciaz': spec(24, [1500], { body: 'sedan' }),
  'suzuki-ertiga': spec(25, [1500], { body: 'mpv' }),
  'suzuki-vitara': spec(30, [1600], { body: 'suv' }),
  'suzuki-jimny': spec(38, [1500], { body: 'suv', from: 2018 }),
  'hyundai-elantra': spec(40, [1600, 2000], { body: 'sedan' }),
  'hyundai-accent': spec(22, [1400, 1600], { body: 'sedan' }),
  'hyundai-i10': spec(14, [1100], { body: 'hatchback' }),
  'hyundai-grand-i10': spec(16, [1200], { body: 'hatchback' }),
  'hyundai-creta': spec(38, [1500], { body: 'crossover', from: 2015 }),
  'hyundai-tucson': spec(55, [2000], { body: 'suv' }),
  'hyundai-santa-fe': spec(75, [2200, 2400], { body: 'suv' }),
  'hyundai-ioniq-5': spec(90, undefined, { body: 'crossover', fuel: ELECTRIC, from: 2021 }),
  'mazda-axela': spec(22, [1500], { body: 'sedan' }),
  'mazda-demio': spec(16, [1300], { body: 'hatchback' }),
  'mazda-cx-5': spec(50, [2000, 2200], { body: 'suv' }),
  'mercedes-benz-a-class': spec(60, [1300, 1600], { body: 'hatchback' }),
  'mercedes-benz-c-class': spec(95, [1500, 2000], { body: 'sedan' }),
  'mercedes-benz-cla': spec(75, [1300, 2000], { body: 'sedan', from: 2013 }),
  'mercedes-benz-gle': spec(220, [2000, 3000], { body: 'suv', from: 2015 }),
  'mercedes-benz-g-class': spec(400, [4000], { body: 'suv' }),
  'mercedes-benz-e-class': spec(150, [2000], { body: 'sedan' }),
  'mercedes-benz-s-class': spec(250, [3000, 4000], { body: 'sedan' }),
  'mercedes-benz-gla': spec(90, [1300, 2000], { body: 'crossover', from: 2014 }),
  'mercedes-benz-glc': spec(140, [2000], { body: 'suv', from: 2015 }),
  'bmw-3-series': spec(90, [2000], { body: 'sedan' }),
  'bmw-5-series': spec(150, [2000, 3000], { body: 'sedan' }),
  'bmw-7-series': spec(250, [3000], { body: 'sedan' }),
  'bmw-x3': spec(120, [2000], { body: 'suv' }),
  'bmw-x6': spec(220, [3000], { body: 'suv', from: 2008 }),
  'bmw-x1': spec(85, [1500, 2000], { body: 'crossover', from: 2010 }),
  'bmw-x5': spec(200, [3000], { body: 'suv' }),
  'audi-a3': spec(60, [1400], { body: 'sedan' }),
  'audi-a4': spec(85, [2000], { body: 'sedan' }),
  'audi-a6': spec(130, [2000], { body: 'sedan' }),
  'audi-q5': spec(120, [2000], { body: 'suv' }),
  'audi-q7': spec(200, [3000], { body: 'suv' }),
  'audi-q3': spec(80, [1400, 2000], { body: 'crossover' }),
  'audi-e-tron': spec(180, undefined, { body: 'suv', fuel: ELECTRIC, from: 2019 }),
  'lexus-es': spec(130, [2500], { body: 'sedan', fuel: HYBRID }),
  'lexus-nx': spec(140, [2500], { body: 'suv', fuel: HYBRID, from: 2014 }),
  'lexus-rx': spec(180, [2500, 3500], { body: 'suv', fuel: HYBRID }),
  'lexus-lx': spec(350, [5700], { body: 'suv', fuel: ['petrol'] }),
  'land-rover-range-rover': spec(400, [3000, 5000], { body: 'suv', fuel: ['petrol', 'diesel'] }),
  'land-rover-range-rover-sport': spec(300, [3000], { body: 'suv', fuel: ['petrol', 'diesel'] }),
  'land-rover-range-rover-evoque': spec(150, [2000], { body: 'suv', from: 2011 }),
  'land-rover-discovery': spec(180, [2000, 3000], { body: 'suv', fuel: ['diesel', 'petrol'] }),
  'land-rover-defender': spec(250, [2000, 3000], { body: 'suv', from: 2020 }),
  'proton-saga': spec(20, [1300], { body: 'sedan' }),
  'proton-x70': spec(45, [1800], { body: 'suv', from: 2018 }),
  'tata-nano': spec(6, [624], { body: 'hatchback' }),
  'kia-picanto': spec(16, [1000, 1200], { body: 'hatchback' }),
  'kia-sonet': spec(30, [1200, 1500], { body: 'crossover', from: 2020 }),
  'kia-seltos': spec(38, [1500], { body: 'crossover', from: 2019 }),
  'kia-carnival': spec(80, [2200], { body: 'mpv', fuel: DIESEL }),
  'hyundai-venue': spec(30, [1200], { body: 'crossover', from: 2019 }),
  'hyundai-kona': spec(45, [1600], { body: 'crossover', from: 2017 }),
  'nissan-magnite': spec(25, [1000], { body: 'crossover', from: 2020 }),
  'nissan-juke': spec(30, [1500], { body: 'crossover', from: 2010 }),
  'nissan-qashqai': spec(40, [2000], { body: 'crossover' }),
  'mitsubishi-eclipse-cross': spec(40, [1500], { body: 'crossover', from: 2017 }),
  'suzuki-xl7': spec(28, [1500], { body: 'mpv', from: 2020 }),
  'suzuki-baleno': spec(20, [1200], { body: 'hatchback', from: 2015 }),
  'tata-nexon': spec(22, [1200], { body: 'crossover', from: 2017 }),
  'tata-tiago': spec(12, [1200], { body: 'hatchback', from: 2016 }),
  'mg-hs': spec(40, [1500], { body: 'suv', from: 2018 }),
  'chery-tiggo-4-pro': spec(30, [1500], { body: 'crossover', from: 2020 }),
  'chery-tiggo-7-pro': spec(38, [1500], { body: 'suv', from: 2020 }),
  'chery-tiggo-8-pro': spec(48, [1600, 2000], { body: 'suv', from: 2020 }),
  'mahindra-scorpio': spec(35, [2200], { body: 'suv', fuel: DIESEL }),
  'mahindra-bolero': spec(25, [2500], { body: 'suv', fuel: DIESEL }),
  'kia-sportage': spec(55, [2000], { body: 'suv' }),
  'mg-zs': spec(30, [1500], { body: 'crossover', from: 2017 }),
  'mg-zs-ev': spec(40, undefined, { body: 'crossover', fuel: ELECTRIC, from: 2019 }),
  'byd-atto-3': spec(45, undefined, { body: 'crossover', fuel: ELECTRIC, from: 2022 }),
  'byd-dolphin': spec(35, undefined, { body: 'hatchback', fuel: ELECTRIC, from: 2022 }),
  'byd-seal': spec(65, undefined, { body: 'sedan', fuel: ELECTRIC, from: 2022 }),
  'isuzu-d-max': spec(38, [2500, 3000], { body: 'pickup', fuel: DIESEL, items: ['pickups'] }),
  // vans and microbuses
  'toyota-hiace': spec(45, [2500, 2700, 3000], { fuel: ['diesel', 'petrol', 'cng'] }),
  'toyota-townace': spec(22, [1500]),
  'toyota-liteace': spec(20, [1500]),
  'nissan-caravan': spec(40, [2500, 3000], { fuel: ['diesel', 'petrol'] }),
  'nissan-urvan': spec(35, [2500], { fuel: DIESEL }),
  'nissan-nv200': spec(18, [1600]),
  'mitsubishi-l300': spec(20, [2400, 2500], { fuel: ['diesel', 'cng'] }),
  'mitsubishi-delica': spec(25, [2000, 2400]),
  'mazda-bongo': spec(18, [1800, 2200], { fuel: ['diesel', 'petrol'] }),
  'suzuki-every': spec(10, [660]),
  'suzuki-apv': spec(14, [1500]),
  'hyundai-h-1': spec(35, [2500], { fuel: DIESEL }),
  'hyundai-staria': spec(60, [2200], { fuel: DIESEL, from: 2021 }),
  'honda-stepwgn': spec(35, [2000]),
  'tata-magic': spec(8, [700], { fuel: ['diesel', 'cng'] }),
  'tata-winger': spec(20, [2200], { fuel: DIESEL }),
  // buses
  'hino-ak1j': spec(75, [7700]),
  'hino-rn8j': spec(90, [7700]),
  'hino-rm2': spec(60, [7700]),
  'ashok-leyland-viking': spec(45, [5600, 6000]),
  'ashok-leyland-falcon': spec(55, [5600]),
  'ashok-leyland-cheetah': spec(35, [3800]),
  'ashok-leyland-lynx': spec(30, [3800]),
  'tata-starbus': spec(40, [5600]),
  'tata-lpo-1618': spec(38, [5700]),
  'tata-marcopolo': spec(45, [5700]),
  'eicher-skyline': spec(30, [3300]),
  'scania-k410': spec(160, [13000]),
  'volvo-b9r': spec(150, [9400]),
  'volvo-b11r': spec(180, [10800]),
  'hyundai-universe': spec(130, [12300]),
  'hyundai-county': spec(50, [3900]),
  'toyota-coaster': spec(75, [4000, 4100]),
  'mitsubishi-rosa': spec(60, [4900]),
  'nissan-civilian': spec(55, [4500]),
  // trucks and pickups
  'tata-ace': spec(9, [700, 800], { items: ['pickups'] }),
  'tata-super-ace': spec(12, [1400], { items: ['pickups'] }),
  'tata-407': spec(22, [3000], { items: ['covered-vans', 'refrigerated-trucks'] }),
  'tata-lpt-1618': spec(45, [5700], { items: ['lorries', 'dump-trucks'] }),
  'tata-ultra': spec(30, [3300], { items: ['covered-vans'] }),
  'ashok-leyland-dost': spec(13, [1500], { items: ['pickups'] }),
  'ashok-leyland-partner': spec(24, [3000], { items: ['covered-vans'] }),
  'ashok-leyland-ecomet': spec(38, [3800], { items: ['lorries', 'covered-vans'] }),
  'hino-300-series': spec(35, [4000], { items: ['covered-vans', 'refrigerated-trucks'] }),
  'hino-500-series': spec(70, [7700], { items: ['lorries', 'dump-trucks', 'prime-movers'] }),
  'isuzu-npr': spec(32, [4800], { items: ['covered-vans', 'refrigerated-trucks'] }),
  'isuzu-nqr': spec(40, [5200], { items: ['covered-vans', 'lorries'] }),
  'isuzu-fvr': spec(65, [7800], { items: ['lorries', 'dump-trucks'] }),
  'mitsubishi-canter': spec(30, [3900], { items: ['covered-vans', 'refrigerated-trucks'] }),
  'mitsubishi-fuso': spec(60, [7500], { items: ['lorries', 'dump-trucks'] }),
  'eicher-pro-1049': spec(22, [3300], { items: ['covered-vans'] }),
  'mahindra-bolero-pik-up': spec(15, [2500], { items: ['pickups'] }),
  'mahindra-jeeto': spec(9, [700], { items: ['pickups'] }),
  'toyota-dyna': spec(30, [4000], { items: ['covered-vans'] }),
  'nissan-condor': spec(45, [6900], { items: ['lorries', 'covered-vans'] }),
  'sinotruk-howo': spec(80, [9700], { items: ['dump-trucks', 'prime-movers', 'lorries'] }),
  // three wheelers (price in lakh, no engine size filter)
  'bajaj-re': spec(5.5, undefined, { items: ['cng-auto-rickshaws'] }),
  'bajaj-maxima': spec(6, undefined, { items: ['cng-auto-rickshaws'] }),
  'tvs-king': spec(5, undefined, { items: ['cng-auto-rickshaws'] }),
  'piaggio-ape-city': spec(5, undefined, { items: ['cng-auto-rickshaws'] }),
  'piaggio-ape-xtra': spec(6, undefined, { items: ['tempos-legunas'] }),
  'mahindra-alfa': spec(5.5, undefined, { items: ['cng-auto-rickshaws', 'tempos-legunas'] }),
  'mahindra-treo': spec(3.5, undefined, { items: ['easy-bikes'], from: 2018 }),
};

/** Price range in lakh of a brand's models, its first (dearest or most popular) model to its last. */
type Range = readonly [first: number, last: number];

interface MotorKind {
  /** Product noun when the model is unknown ("Other model"), by item type or body type when known. */
  readonly noun: Text;
  readonly nouns?: Readonly<Record<string, Text>>;
  /** Whether the noun follows the model in titles ("Hino AK1J bus"). */
  readonly nounInTitle: boolean;
  readonly condition: Readonly<Record<string, number>>;
  readonly items?: Readonly<Record<string, number>>;
  readonly usedAge: readonly [number, number];
  readonly reconAge: readonly [number, number];
  readonly annualKm: readonly [number, number];
  /** Engine sizes when the model gives none; by item type or body type when listed there. */
  readonly cc: readonly number[];
  readonly ccBy?: Readonly<Record<string, readonly number[]>>;
  readonly fuel: Readonly<Record<string, number>>;
  readonly fuelBy?: Readonly<Record<string, readonly string[]>>;
  readonly bodies?: Readonly<Record<string, number>>;
  /** Body types and engines of models the table does not know, by price class (a cheap car is small). */
  readonly classes?: readonly SizeClass[];
  readonly brandLakh?: Readonly<Record<string, Range>>;
  readonly lakh: Range;
  /** Item types of products whose price is not the model's (e.g. cheap easy-bikes among three wheelers). */
  readonly itemLakh?: Readonly<Record<string, Range>>;
  /** Yearly loss of value of a used one. */
  readonly depreciation: number;
  readonly otherBrandWeight?: number;
  readonly facts: readonly Text[];
  /** Product lines of a category without a brand tree (heavy machinery). */
  readonly lines?: readonly Line[];
}

interface SizeClass {
  /** New price below which a model is in this class, lakh. */
  readonly below: number;
  readonly bodies: Readonly<Record<string, number>>;
  readonly cc: readonly number[];
}

const CAR_CLASSES: readonly SizeClass[] = [
  { below: 18, bodies: { hatchback: 60, sedan: 40 }, cc: [1000, 1200, 1300, 1500] },
  {
    below: 60,
    bodies: { sedan: 45, crossover: 20, suv: 15, 'station-wagon': 10, mpv: 10 },
    cc: [1500, 1800, 2000],
  },
  { below: Infinity, bodies: { suv: 55, sedan: 35, mpv: 10 }, cc: [2000, 2500, 3000, 3500] },
];

const CAR_BODY_CC: Readonly<Record<string, readonly number[]>> = {
  sedan: [1300, 1500, 1800, 2000],
  saloon: [1500, 2000],
  hatchback: [1000, 1300, 1500],
  suv: [1500, 2000, 2500, 3000],
  crossover: [1500, 1800, 2000],
  'station-wagon': [1500, 1800],
  mpv: [1500, 1800, 2000],
  microbus: [2000, 2400, 2700],
  pickup: [2400, 2500, 2800],
  coupe: [2000, 2500],
  convertible: [1800, 2000],
};

const VEHICLE_FACTS: readonly Text[] = [
  ['No accident history, original paint.', 'কোনো দুর্ঘটনা হয়নি, অরিজিনাল পেইন্ট।'],
  ['Engine and gearbox in perfect condition.', 'ইঞ্জিন ও গিয়ারবক্স একদম পারফেক্ট।'],
  ['Regularly serviced at an authorised workshop.', 'নিয়মিত অথরাইজড ওয়ার্কশপে সার্ভিসিং করা।'],
  ['New tyres and battery.', 'নতুন টায়ার ও ব্যাটারি।'],
];

const CARS: MotorKind = {
  noun: ['car', 'গাড়ি'],
  nounInTitle: false,
  condition: { used: 55, reconditioned: 35, new: 10 },
  usedAge: [3, 20],
  reconAge: [2, 6],
  annualKm: [8_000, 15_000],
  cc: [1500],
  ccBy: CAR_BODY_CC,
  fuel: { octane: 65, petrol: 20, cng: 12, diesel: 3 },
  bodies: { sedan: 35, hatchback: 20, suv: 22, crossover: 8, mpv: 6, microbus: 4, 'station-wagon': 4, pickup: 1 },
  classes: CAR_CLASSES,
  brandLakh: {
    toyota: [35, 14],
    honda: [45, 18],
    nissan: [45, 12],
    mitsubishi: [60, 18],
    suzuki: [30, 10],
    hyundai: [75, 14],
    mazda: [50, 16],
    'mercedes-benz': [250, 90],
    bmw: [220, 85],
    audi: [180, 70],
    lexus: [350, 130],
    'land-rover': [400, 150],
    proton: [45, 20],
    tata: [25, 6],
    kia: [80, 16],
    mahindra: [45, 25],
    mg: [45, 28],
    subaru: [60, 30],
    volkswagen: [60, 25],
    ford: [90, 30],
    chevrolet: [30, 12],
    daihatsu: [20, 10],
    isuzu: [55, 35],
    chery: [50, 30],
    byd: [65, 35],
  },
  lakh: [30, 10],
  depreciation: 0.95,
  facts: [
    ...VEHICLE_FACTS,
    ['AC is chilling, all power windows working.', 'এসি ঠান্ডা, সব পাওয়ার উইন্ডো কাজ করে।'],
    ['Fuel efficient, never had any major work.', 'তেল খরচ কম, কখনো বড় কোনো কাজ করাতে হয়নি।'],
  ],
};

const BIKE_NOUNS: Readonly<Record<string, Text>> = {
  motorbikes: ['motorbike', 'মোটরবাইক'],
  scooters: ['scooter', 'স্কুটার'],
  'electric-bikes': ['electric bike', 'ইলেকট্রিক বাইক'],
};

const BIKES: MotorKind = {
  noun: ['motorbike', 'মোটরবাইক'],
  nouns: BIKE_NOUNS,
  nounInTitle: false,
  condition: { used: 68, new: 32 },
  items: { motorbikes: 85, scooters: 12, 'electric-bikes': 3 },
  usedAge: [1, 12],
  reconAge: [1, 4],
  annualKm: [3_000, 9_000],
  cc: [150],
  ccBy: { scooters: [110, 125], motorbikes: [100, 125, 150, 160] },
  fuel: {},
  lakh: [3, 1.5],
  depreciation: 0.9,
  facts: [
    ['ABS, digital meter, both tyres new.', 'এবিএস, ডিজিটাল মিটার, দুই চাকা নতুন।'],
    ['Single owner, never opened the engine.', 'সিঙ্গেল ওনার, ইঞ্জিন কখনো খোলা হয়নি।'],
    ['Gives 40+ km per litre in the city.', 'শহরে লিটারে ৪০+ কিমি মাইলেজ দেয়।'],
    ['Tax token and insurance updated.', 'ট্যাক্স টোকেন ও ইন্স্যুরেন্স আপডেট।'],
  ],
};

const THREE_WHEELERS: MotorKind = {
  noun: ['three wheeler', 'থ্রি হুইলার'],
  nouns: {
    'cng-auto-rickshaws': ['CNG auto rickshaw', 'সিএনজি অটোরিকশা'],
    'easy-bikes': ['easy bike', 'ইজিবাইক'],
    'tempos-legunas': ['leguna', 'লেগুনা'],
    'rickshaws-vans': ['battery rickshaw van', 'ব্যাটারিচালিত রিকশা ভ্যান'],
  },
  nounInTitle: true,
  condition: { used: 70, new: 30 },
  items: { 'cng-auto-rickshaws': 45, 'easy-bikes': 35, 'tempos-legunas': 10, 'rickshaws-vans': 10 },
  usedAge: [1, 12],
  reconAge: [1, 4],
  annualKm: [20_000, 40_000],
  cc: [200],
  fuel: { cng: 70, octane: 10, lpg: 5 },
  fuelBy: {
    'cng-auto-rickshaws': ['cng'],
    'easy-bikes': ['electric'],
    'rickshaws-vans': ['electric'],
    'tempos-legunas': ['diesel', 'cng'],
  },
  lakh: [5.5, 4],
  itemLakh: { 'easy-bikes': [2.8, 1.5], 'rickshaws-vans': [0.7, 0.35], 'tempos-legunas': [9, 5] },
  depreciation: 0.9,
  otherBrandWeight: 400,
  facts: [
    ['Route permit and papers up to date.', 'রুট পারমিট ও কাগজপত্র আপডেট।'],
    ['Earning every day, no problem at all.', 'প্রতিদিন আয় হচ্ছে, কোনো সমস্যা নেই।'],
    ['Battery and motor in good condition.', 'ব্যাটারি ও মোটর ভালো অবস্থায় আছে।'],
  ],
};

const COMMERCIAL_FACTS: readonly Text[] = [
  ['Fitness, tax token and route permit up to date.', 'ফিটনেস, ট্যাক্স টোকেন ও রুট পারমিট আপডেট।'],
  ['Running on road now, can be checked any time.', 'এখন রাস্তায় চলছে, যেকোনো সময় দেখে নিতে পারবেন।'],
  ['Engine overhauled last year.', 'গত বছর ইঞ্জিন ওভারহোলিং করা হয়েছে।'],
];

const BUSES: MotorKind = {
  noun: ['bus', 'বাস'],
  nounInTitle: true,
  condition: { used: 75, new: 20, reconditioned: 5 },
  usedAge: [3, 18],
  reconAge: [2, 6],
  annualKm: [30_000, 60_000],
  cc: [5600, 7700],
  fuel: { diesel: 85, cng: 15 },
  brandLakh: { scania: [160, 160], volvo: [180, 150] },
  lakh: [60, 35],
  depreciation: 0.92,
  facts: [...COMMERCIAL_FACTS, ['AC bus, 40 seats, recliner.', 'এসি বাস, ৪০ সিট, রিক্লাইনার।']],
};

const VANS: MotorKind = {
  noun: ['microbus', 'মাইক্রোবাস'],
  nounInTitle: false,
  condition: { used: 60, reconditioned: 30, new: 10 },
  usedAge: [3, 16],
  reconAge: [2, 6],
  annualKm: [10_000, 20_000],
  cc: [1800, 2000, 2500],
  fuel: { octane: 50, diesel: 30, cng: 20 },
  lakh: [40, 15],
  depreciation: 0.94,
  facts: [...VEHICLE_FACTS, ['Suitable for family trips and rent-a-car.', 'পারিবারিক ভ্রমণ ও রেন্ট-এ-কারের জন্য উপযুক্ত।']],
};

const TRUCKS: MotorKind = {
  noun: ['truck', 'ট্রাক'],
  nouns: {
    pickups: ['pickup', 'পিকআপ'],
    'covered-vans': ['covered van', 'কাভার্ড ভ্যান'],
    lorries: ['truck', 'ট্রাক'],
    'dump-trucks': ['dump truck', 'ডাম্প ট্রাক'],
    'prime-movers': ['prime mover', 'প্রাইম মুভার'],
    'refrigerated-trucks': ['freezer van', 'ফ্রিজার ভ্যান'],
  },
  nounInTitle: true,
  condition: { used: 70, new: 20, reconditioned: 10 },
  items: {
    pickups: 40,
    'covered-vans': 25,
    lorries: 15,
    'dump-trucks': 8,
    'prime-movers': 5,
    'refrigerated-trucks': 7,
  },
  usedAge: [2, 18],
  reconAge: [2, 6],
  annualKm: [15_000, 35_000],
  cc: [2500],
  ccBy: {
    pickups: [1500, 2500],
    'covered-vans': [3000, 3900],
    lorries: [5700, 7700],
    'dump-trucks': [7700, 9700],
    'prime-movers': [9700, 12000],
    'refrigerated-trucks': [3900, 4800],
  },
  fuel: { diesel: 90, cng: 10 },
  lakh: [40, 12],
  depreciation: 0.92,
  facts: COMMERCIAL_FACTS,
};

const HEAVY_DUTY: MotorKind = {
  noun: ['machine', 'মেশিন'],
  nounInTitle: false,
  condition: { used: 60, reconditioned: 25, new: 15 },
  usedAge: [3, 15],
  reconAge: [3, 10],
  annualKm: [0, 0],
  cc: [],
  fuel: {},
  lakh: [50, 50],
  depreciation: 0.93,
  facts: [
    ['Imported from Japan, documents ready.', 'জাপান থেকে আমদানি করা, কাগজপত্র প্রস্তুত।'],
    ['Working hours low, hydraulics perfect.', 'ওয়ার্কিং আওয়ার কম, হাইড্রোলিক একদম ঠিক।'],
    ['Available for inspection at our yard.', 'আমাদের ইয়ার্ডে এসে দেখে যেতে পারবেন।'],
  ],
  lines: [
    l('excavators', ['Komatsu PC200 excavator', 'কোমাৎসু পিসি২০০ এক্সকাভেটর'], 45 * LAKH, 90 * LAKH),
    l('excavators', ['Hitachi ZX120 excavator', 'হিটাচি জেডএক্স১২০ এক্সকাভেটর'], 35 * LAKH, 70 * LAKH),
    l('cranes', ['25 ton mobile crane', '২৫ টন মোবাইল ক্রেন'], 60 * LAKH, 150 * LAKH),
    l('forklifts', ['3 ton Toyota forklift', '৩ টন টয়োটা ফর্কলিফট'], 8 * LAKH, 18 * LAKH),
    l('road-rollers', ['10 ton road roller', '১০ টন রোড রোলার'], 15 * LAKH, 35 * LAKH),
    l('bulldozers', ['Komatsu D65 bulldozer', 'কোমাৎসু ডি৬৫ বুলডোজার'], 40 * LAKH, 90 * LAKH),
    l('mixers', ['concrete mixer machine', 'কংক্রিট মিক্সার মেশিন'], 2.5 * LAKH, 8 * LAKH),
    l('mixers', ['transit mixer truck', 'ট্রানজিট মিক্সার ট্রাক'], 40 * LAKH, 80 * LAKH),
  ],
};

// ---------------------------------------------------------------------------------------------
// Titles and sentences

interface VehicleWords {
  readonly name: string;
  readonly year: string;
  readonly km: string;
}

const TITLE_FORMS: Phrases<VehicleWords> = {
  en: [(w) => `${w.name} ${w.year}`, (w) => `${w.year} ${w.name}`],
  bn: [(w) => `${w.name} ${w.year}`, (w) => `${w.name} (${w.year})`],
};

type Condition = 'new' | 'used' | 'reconditioned';
const conditionOf = (key: string): Condition => (key === 'new' || key === 'reconditioned' ? key : 'used');

const TITLE_SUFFIX: Record<Condition, Phrases<VehicleWords>> = {
  used: {
    en: [
      '',
      ' — fresh condition',
      ' for sale',
      ', single owner',
      ' (Used)',
      ' — excellent condition',
      ', papers up to date',
      (w) => ` — ${w.km} km`,
    ],
    bn: [
      '',
      ' — ফ্রেশ কন্ডিশন',
      ' বিক্রি হবে',
      ', সিঙ্গেল ওনার',
      ' (ব্যবহৃত)',
      ', কাগজপত্র আপডেট',
      (w) => ` — ${w.km} কিমি চালানো`,
    ],
  },
  reconditioned: {
    en: [' (Recondition)', ' — unregistered', ', fresh recon', ' — auction grade 4.5'],
    bn: [' (রিকন্ডিশন)', ' — আনরেজিস্টার্ড', ' ফ্রেশ রিকন', ' — অকশন গ্রেড ৪.৫'],
  },
  new: {
    en: [' — brand new', ' (New)', ', 0 km', ' — showroom condition'],
    bn: [' — একদম নতুন', ' (নতুন)', ', ০ কিমি', ' — শোরুম কন্ডিশন'],
  },
};

const PAPERS: Record<Condition, Phrases<{ readonly reg: string }>> = {
  used: {
    en: [
      'All papers up to date (tax token, fitness, registration).',
      (c) => `Registration ${c.reg}, bank loan free, ready for name transfer.`,
      'Dhaka Metro registration, all papers clear.',
    ],
    bn: [
      'সব কাগজপত্র আপডেট (ট্যাক্স টোকেন, ফিটনেস, রেজিস্ট্রেশন)।',
      (c) => `রেজিস্ট্রেশন ${c.reg}, ব্যাংক লোন মুক্ত, নাম পরিবর্তনের জন্য প্রস্তুত।`,
      'ঢাকা মেট্রো রেজিস্ট্রেশন, সব কাগজ ক্লিয়ার।',
    ],
  },
  reconditioned: {
    en: ['Unregistered, registration cost on the buyer.', 'Auction sheet available, imported from Japan.'],
    bn: ['আনরেজিস্টার্ড, রেজিস্ট্রেশন খরচ ক্রেতার।', 'অকশন শিট আছে, জাপান থেকে আমদানি করা।'],
  },
  new: {
    en: ['Brand new with full warranty and free services.', 'We can arrange registration for you.'],
    bn: ['একদম নতুন, পূর্ণ ওয়ারেন্টি ও ফ্রি সার্ভিসসহ।', 'রেজিস্ট্রেশন আমরাই করে দিতে পারব।'],
  },
};

function specsSentence(locale: Locale, parts: readonly string[]): string {
  return locale === 'en' ? `${parts.join(', ')}.` : `${parts.join(', ')}।`;
}

// ---------------------------------------------------------------------------------------------
// The generator

interface BrandChoice {
  readonly brand: TreeValue;
  readonly index: number;
  readonly pickModel: (r: Random) => EnumValue;
}

const lakhOf = (range: Range, position: number): number => range[0] * Math.pow(range[1] / range[0], position);

/**
 * A fixed place in [0, 1] for a model the table does not price. The catalogue lists models by popularity,
 * not price, so the place comes from the key: every ad of that model gets the same price level.
 */
function placeOfKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 0xffffffff;
}

/** Engine size from a bike's model key ("pulsar-150" → 150); undefined when the key names none. */
function ccInKey(key: string): number | undefined {
  for (const match of key.matchAll(/\d+/g)) {
    const n = Number(match[0]);
    if (n >= 80 && n <= 1500) return n;
  }
  return undefined;
}

const SCOOTER = /dio|ray-zr|fascino|aerox|ntorq|wego|jupiter|access|burgman|maestro|pleasure|vespa/;
/** Sports models whose price is far above their engine size. */
const PREMIUM_BIKE = /r15|mt-15|cbr|gixxer-sf-250|apache-rr|duke|rc-125/;

/** Engine sizes of popular bikes whose model key names none. */
const BIKE_CC: Readonly<Record<string, number>> = {
  'hero-splendor-plus': 97,
  'hero-hf-deluxe': 97,
  'hero-glamour': 125,
  'hero-passion-pro': 110,
  'hero-hunk': 150,
  'hero-ignitor': 125,
  'honda-livo': 110,
  'honda-dream-neo': 110,
  'honda-dio': 110,
  'honda-x-blade': 160,
  'honda-cb-shine': 125,
  'yamaha-fzs-v2': 150,
  'yamaha-fzs-v3': 150,
  'yamaha-fz-x': 150,
  'yamaha-r15-v3': 155,
  'yamaha-r15-v4': 155,
  'yamaha-r15m': 155,
  'yamaha-mt-15': 155,
  'yamaha-fazer': 150,
  'yamaha-saluto': 125,
  'yamaha-ray-zr': 125,
  'yamaha-fascino': 125,
  'suzuki-gixxer': 155,
  'suzuki-gixxer-sf': 155,
  'suzuki-gsx-r150': 150,
  'suzuki-intruder': 155,
  'suzuki-hayate': 110,
  'suzuki-samurai': 100,
  'tvs-metro-plus': 110,
  'tvs-stryker': 125,
  'tvs-raider': 125,
  'tvs-ntorq': 125,
  'tvs-wego': 110,
  'tvs-jupiter': 110,
  'bajaj-v15': 150,
  'runner-knight-rider': 150,
  'lifan-k19': 165,
};

/** Bikes cost roughly a part per cc less a fixed part (Bangladesh showroom prices). */
function bikeLakh(modelKey: string, cc: number): number {
  const base = Math.max(0.9, (cc * 1.55) / 100 - 0.3);
  return PREMIUM_BIKE.test(modelKey) ? base * 2.2 : base;
}

function motor(kind: MotorKind): LeafTemplate {
  return {
    audience: 'vehicle',
    compile(category: CategoryDef) {
      const isBikes = kind === BIKES;
      const pickCondition = enumPicker(category, 'condition', kind.condition, 0);
      const items = enumValues(category, 'item_type');
      const pickItem = enumPicker(category, 'item_type', kind.items ?? {}, 10);
      const pickBody = enumPicker(category, 'body_type', kind.bodies ?? {}, 0);
      const pickFuel = enumPicker(category, 'fuel_type', kind.fuel, 0);
      const fuels = enumValues(category, 'fuel_type');
      const bodies = enumValues(category, 'body_type');
      const yearRange = numericRange(category, 'model_year');
      const kmRange = numericRange(category, 'mileage');
      const ccRange = numericRange(category, 'engine_capacity');
      const kmUnit = unitOf(category, 'mileage');
      const ccUnit = unitOf(category, 'engine_capacity');

      const tree = treeValues(category);
      const brands: BrandChoice[] = tree.map((brand, index) => ({
        brand,
        index,
        pickModel: byPopularity(brand.children),
      }));
      const pickBrand =
        brands.length > 0
          ? weightedPicker(brands, (b) =>
              isOtherKey(b.brand.key) ? (kind.otherBrandWeight ?? 30) : 1000 / (b.index + 1.5),
            )
          : undefined;
      const sizeClasses = (kind.classes ?? []).map((size) => ({
        size,
        pickBody: enumPicker(category, 'body_type', size.bodies, 0) ?? pickBody,
      }));
      const lines = (kind.lines ?? []).filter((x) => x.item === undefined || items.some((i) => i.key === x.item));
      const pickLine = lines.length > 0 ? weightedPicker(lines, (x) => x.weight ?? 10) : undefined;

      return (d: Draft): Composed => {
        const { random, locale, properties } = d;
        const condition = conditionOf(pickCondition?.(random).key ?? 'used');
        if (pickCondition) properties.condition = condition;

        // What it is: brand and model from the tree, or a product line
        let brandText: Text | undefined;
        let modelText: Text | undefined;
        let lineNoun: Text | undefined;
        let newPrice: number;
        let modelKey = '';
        let modelSpec: ModelSpec | undefined;
        let item: string | undefined;
        if (pickBrand) {
          const choice = pickBrand(random);
          const model = choice.pickModel(random);
          modelKey = model.key;
          modelSpec = MODELS[model.key];
          properties.brand = choice.brand.key;
          properties.model = model.key;
          item = modelSpec?.items ? random.pick(modelSpec.items) : undefined;
          if (isBikes && item === undefined) item = SCOOTER.test(model.key) ? 'scooters' : undefined;
          if (item === undefined || !items.some((i) => i.key === item)) item = pickItem?.(random).key;
          if (!isOtherKey(choice.brand.key)) brandText = labelText(choice.brand);
          if (!isOtherKey(model.key)) modelText = labelText(model);
          const position = placeOfKey(model.key);
          const itemRange = item ? kind.itemLakh?.[item] : undefined;
          const range = itemRange ?? kind.brandLakh?.[choice.brand.key] ?? kind.lakh;
          newPrice =
            (itemRange ? lakhOf(range, random.int(0, 100) / 100) : (modelSpec?.lakh ?? lakhOf(range, position))) * LAKH;
        } else {
          const chosen = pickLine?.(random);
          lineNoun = chosen?.noun;
          item = chosen?.item ?? pickItem?.(random).key;
          newPrice = chosen ? between(random, chosen.price[0], chosen.price[1]) : lakhOf(kind.lakh, 0) * LAKH;
        }
        if (item) properties.item_type = item;

        // Age, use and engine
        const drawnAge =
          condition === 'new'
            ? random.int(0, 1)
            : condition === 'reconditioned'
              ? random.int(kind.reconAge[0], kind.reconAge[1])
              : usedAgePick(random, kind.usedAge);
        const oldest = modelSpec?.from ?? yearRange?.min ?? 1970;
        const year = clamp(
          SEED_YEAR - drawnAge,
          Math.max(oldest, yearRange?.min ?? oldest),
          yearRange?.max ?? SEED_YEAR,
        );
        const age = SEED_YEAR - year;
        if (yearRange) properties.model_year = year;

        let km = 0;
        if (kmRange) {
          if (condition === 'new') km = random.int(0, 20) * 5;
          else if (condition === 'reconditioned') {
            // reconditioned imports: lightly driven abroad
            km =
              Math.round(
                (Math.max(1, age) * random.int(kind.annualKm[0], kind.annualKm[1]) * random.int(40, 90)) / 100 / 500,
              ) * 500;
          } else km = Math.round((Math.max(1, age) * random.int(kind.annualKm[0], kind.annualKm[1])) / 500) * 500;
          km = clamp(km, kmRange.min, kmRange.max);
          properties.mileage = km;
        }

        let body: EnumValue | undefined;
        const sizeClass = modelSpec ? undefined : sizeClasses.find((c) => newPrice < c.size.below * LAKH);
        if (pickBody) {
          body = bodies.find((b) => b.key === modelSpec?.body) ?? (sizeClass?.pickBody ?? pickBody)(random);
          properties.body_type = body.key;
        }

        // The name: "Toyota Axio", "Hino AK1J bus", "Toyota sedan" for another model, "Easy bike" for another brand
        const bodyNoun: Text | undefined = body ? [body.label.en.toLowerCase(), body.label.bn] : undefined;
        const noun = lineNoun ?? (item ? kind.nouns?.[item] : undefined) ?? bodyNoun ?? kind.noun;
        let name: Text = noun;
        if (brandText && modelText) {
          name = productName(brandText, modelText);
          if (kind.nounInTitle) name = [`${name[0]} ${noun[0]}`, `${name[1]} ${noun[1]}`];
        } else if (brandText) name = [`${brandText[0]} ${noun[0]}`, `${brandText[1]} ${noun[1]}`];

        let fuel: string | undefined;
        const electric = modelSpec?.fuel?.includes('electric') || item === 'electric-bikes';
        if (pickFuel) {
          const options = modelSpec?.fuel ?? (item ? kind.fuelBy?.[item] : undefined);
          fuel = options ? random.pick(options) : pickFuel(random).key;
          if (!fuels.some((f) => f.key === fuel)) fuel = pickFuel(random).key;
          properties.fuel_type = fuel;
        }

        let cc: number | undefined;
        if (ccRange && !electric) {
          const keyed = isBikes ? (BIKE_CC[modelKey] ?? ccInKey(modelKey)) : undefined;
          const options =
            modelSpec?.cc ??
            (keyed ? [keyed] : undefined) ??
            sizeClass?.size.cc ??
            (item ? kind.ccBy?.[item] : undefined) ??
            (body ? kind.ccBy?.[body.key] : undefined) ??
            kind.cc;
          cc = clamp(options.length > 0 ? random.pick(options) : ccRange.min, ccRange.min, ccRange.max);
          properties.engine_capacity = cc;
          if (isBikes && !modelSpec) newPrice = bikeLakh(modelKey, cc) * LAKH;
        }

        // Price
        const wear =
          condition === 'new'
            ? 1
            : condition === 'reconditioned'
              ? (random.int(85, 100) / 100) * Math.pow(0.97, age)
              : Math.max(0.22, Math.pow(kind.depreciation, age)) * (random.int(85, 115) / 100);
        const price = roundPrice(random, newPrice * wear);

        // Words
        const yearText = formatNumber(locale, year, { grouping: false });
        const kmText = formatNumber(locale, km);
        const words: VehicleWords = { name: say(name, locale), year: yearText, km: kmText };
        const base = yearRange ? sayOne(random, TITLE_FORMS, locale, words) : words.name;
        const title = cap(base + sayOne(random, TITLE_SUFFIX[condition], locale, words));

        const parts: string[] = [];
        if (yearRange) parts.push(locale === 'en' ? `${yearText} model` : `${yearText} মডেল`);
        if (kmRange && condition !== 'new')
          parts.push(locale === 'en' ? `${kmText} ${kmUnit.en} driven` : `${kmText} ${kmUnit.bn} চালানো`);
        if (cc !== undefined)
          parts.push(`${formatNumber(locale, cc, { grouping: false })} ${say([ccUnit.en, ccUnit.bn], locale)}`);
        if (fuel) {
          const label = fuels.find((f) => f.key === fuel)?.label;
          // "runs on octane", "runs on CNG"
          const fuelEn = /^[A-Z]+$/.test(label?.en ?? '') ? label?.en : label?.en.toLowerCase();
          if (label) parts.push(locale === 'en' ? `runs on ${fuelEn}` : `${label.bn} চালিত`);
        }
        const sentences: string[] = [];
        if (parts.length > 0) sentences.push(specsSentence(locale, parts));
        const reg = formatNumber(locale, Math.min(SEED_YEAR, year + random.int(0, 1)), { grouping: false });
        sentences.push(sayOne(random, PAPERS[condition], locale, { reg }));
        if (condition !== 'new') sentences.push(say(random.pick(kind.facts), locale));
        return { product: yearRange ? `${words.name} ${yearText}` : words.name, title, sentences, price };
      };
    },
  };
}

function unitOf(category: CategoryDef, key: string): { en: string; bn: string } {
  const filter = findFilter(category, key);
  return filter && filter.type === 'numeric' && filter.unit ? filter.unit : { en: '', bn: '' };
}

/** Used vehicles: most are 5–12 years old, a few very old. */
function usedAgePick(random: Random, [min, max]: readonly [number, number]): number {
  const a = random.int(min, max);
  const b = random.int(min, max);
  return Math.round((a + b) / 2);
}

// ---------------------------------------------------------------------------------------------
// Parts, bicycles, boats, rentals and services

const CAR_MODEL_KEYS = new Set(CAR_BRANDS.flatMap((b) => b.children.map((m) => m.key)));
const BIKE_MODEL_KEYS = new Set(MOTORBIKE_BRANDS.flatMap((b) => b.children.map((m) => m.key)));
const CAR_BRAND_KEYS = CAR_BRANDS.map((b) => b.key);
const BIKE_BRAND_KEYS = MOTORBIKE_BRANDS.map((b) => b.key);
const forCars = { brands: CAR_BRAND_KEYS, fits: (key: string) => CAR_MODEL_KEYS.has(key) };
const forBikes = { brands: BIKE_BRAND_KEYS, fits: (key: string) => BIKE_MODEL_KEYS.has(key) };

const AUTO_PARTS = goods(
  [
    l('engine-parts', ['engine oil filter', 'ইঞ্জিন অয়েল ফিল্টার'], 600, 2_500, { ...forCars, onlyNew: true }),
    l('engine-parts', ['timing belt kit', 'টাইমিং বেল্ট কিট'], 4_000, 15_000, forCars),
    l('engine-parts', ['complete engine (imported)', 'কমপ্লিট ইঞ্জিন (ইমপোর্টেড)'], 60_000, 3_00_000, forCars),
    l('engine-parts', ['clutch plate', 'ক্লাচ প্লেট'], 800, 3_000, forBikes),
    l('body-parts', ['front bumper', 'সামনের বাম্পার'], 6_000, 25_000, forCars),
    l('body-parts', ['side mirror', 'সাইড মিরর'], 2_500, 12_000, forCars),
    l('body-parts', ['full body kit', 'ফুল বডি কিট'], 5_000, 20_000, forBikes),
    l('tyres-wheels', ['tyre set (4 pcs)', 'টায়ার সেট (৪টি)'], 24_000, 60_000, forCars),
    l('tyres-wheels', ['15" alloy wheel rims', '১৫ ইঞ্চি অ্যালয় রিম'], 25_000, 80_000, forCars),
    l('tyres-wheels', ['tubeless tyre pair', 'টিউবলেস টায়ার (জোড়া)'], 4_000, 9_000, forBikes),
    l('lights', ['LED headlight', 'এলইডি হেডলাইট'], 2_000, 15_000, forCars),
    l('lights', ['fog lamp set', 'ফগ লাইট সেট'], 1_500, 6_000),
    l('batteries', ['12V car battery', '১২ ভোল্ট গাড়ির ব্যাটারি'], 6_000, 15_000, forCars),
    l('audio-navigation', ['Android car player with screen', 'স্ক্রিনসহ অ্যান্ড্রয়েড কার প্লেয়ার'], 6_000, 25_000, forCars),
    l('interior-accessories', ['seat covers (full set)', 'সিট কভার (ফুল সেট)'], 3_000, 12_000, forCars),
    l('interior-accessories', ['floor mats', 'ফ্লোর ম্যাট'], 1_500, 5_000, forCars),
    l('oils-lubricants', ['fully synthetic engine oil 4 L', 'ফুল সিনথেটিক ইঞ্জিন অয়েল ৪ লিটার'], 2_500, 7_000, {
      ...forCars,
      onlyNew: true,
    }),
    l('oils-lubricants', ['engine oil 1 L', 'ইঞ্জিন অয়েল ১ লিটার'], 450, 1_200, { ...forBikes, onlyNew: true }),
    l('helmets-riding-gear', ['full face helmet', 'ফুল ফেস হেলমেট'], 2_500, 12_000, forBikes),
    l('helmets-riding-gear', ['riding jacket', 'রাইডিং জ্যাকেট'], 4_000, 12_000, forBikes),
  ],
  {
    condition: { new: 55, used: 35, reconditioned: 10 },
    facts: [
      ['Genuine part, fits perfectly.', 'জেনুইন পার্টস, একদম ফিট হয়।'],
      ['Fitting can be done at our workshop.', 'আমাদের ওয়ার্কশপে লাগিয়ে দেওয়া যাবে।'],
    ],
  },
);

const BICYCLES = goods(
  [
    l('mountain-bikes', ['26" mountain bike', '২৬ ইঞ্চি মাউন্টেন বাইক'], 12_000, 40_000, { weight: 25 }),
    l('road-bikes', ['700c road bike', '৭০০সি রোড বাইক'], 25_000, 1_20_000),
    l('hybrid-bikes', ['hybrid city bike', 'হাইব্রিড সিটি বাইক'], 15_000, 45_000),
    l('kids-bikes', ['16" kids cycle', '১৬ ইঞ্চি বাচ্চাদের সাইকেল'], 5_000, 12_000),
    l('folding-bikes', ['folding cycle', 'ফোল্ডিং সাইকেল'], 15_000, 35_000),
    l('electric-bicycles', ['electric cycle', 'ইলেকট্রিক সাইকেল'], 35_000, 80_000),
  ],
  { facts: [['Shimano gears and disc brakes.', 'শিমানো গিয়ার ও ডিস্ক ব্রেক।']] },
);

const WATER_TRANSPORT = goods(
  [
    l('boats', ['wooden country boat', 'কাঠের দেশি নৌকা'], 25_000, 1_20_000),
    l('boats', ['fibreglass boat', 'ফাইবারগ্লাস বোট'], 1_50_000, 6_00_000),
    l('speedboats', ['speedboat with 40 HP engine', '৪০ হর্সপাওয়ার ইঞ্জিনসহ স্পিডবোট'], 6 * LAKH, 18 * LAKH),
    l('trawlers', ['fishing trawler', 'মাছ ধরার ট্রলার'], 10 * LAKH, 50 * LAKH),
    l('marine-engines', ['40 HP outboard engine', '৪০ হর্সপাওয়ার আউটবোর্ড ইঞ্জিন'], 2.5 * LAKH, 5 * LAKH),
    l('marine-engines', ['shallow engine for boats', 'নৌকার শ্যালো ইঞ্জিন'], 25_000, 60_000),
  ],
  { condition: { new: 30, used: 70 } },
);

const VEHICLE_RENTALS = services(
  [
    l('car-rental', ['car rental with driver (per day)', 'ড্রাইভারসহ গাড়ি ভাড়া (প্রতিদিন)'], 3_000, 6_000, {
      weight: 30,
    }),
    l(
      'microbus-rental',
      ['Noah / Hiace microbus rental (per day)', 'নোয়া / হায়েস মাইক্রোবাস ভাড়া (প্রতিদিন)'],
      4_000,
      9_000,
      { weight: 25 },
    ),
    l('bus-rental', ['bus rental for picnics and tours', 'পিকনিক ও ট্যুরের জন্য বাস ভাড়া'], 15_000, 40_000),
    l('truck-pickup-rental', ['pickup rental for house shifting', 'বাসা বদলের জন্য পিকআপ ভাড়া'], 2_500, 8_000),
    l('truck-pickup-rental', ['covered van rental', 'কাভার্ড ভ্যান ভাড়া'], 8_000, 25_000),
    l('ambulance-rental', ['AC ambulance service', 'এসি অ্যাম্বুলেন্স সার্ভিস'], 2_500, 10_000),
  ],
  { facts: [['Experienced driver, fuel included in the price.', 'অভিজ্ঞ ড্রাইভার, ভাড়ার মধ্যে জ্বালানি খরচ ধরা আছে।']] },
);

const AUTO_SERVICES = services([
  l('repair-maintenance', ['car engine repair & servicing', 'গাড়ির ইঞ্জিন মেরামত ও সার্ভিসিং'], 2_000, 15_000),
  l('repair-maintenance', ['bike servicing', 'বাইক সার্ভিসিং'], 500, 2_000),
  l('car-wash-detailing', ['car wash & detailing', 'কার ওয়াশ ও ডিটেইলিং'], 800, 5_000),
  l('car-wash-detailing', ['ceramic coating', 'সিরামিক কোটিং'], 12_000, 40_000),
  l('painting-denting', ['car denting & painting', 'গাড়ির ডেন্টিং ও পেইন্টিং'], 5_000, 40_000),
  l('driving-training', ['driving training course (15 days)', 'ড্রাইভিং প্রশিক্ষণ কোর্স (১৫ দিন)'], 5_000, 12_000),
]);

/** Templates of the vehicle categories, by leaf slug. */
export const VEHICLE_TEMPLATES: Readonly<Record<string, LeafTemplate>> = {
  cars: motor(CARS),
  'motorbikes-scooters': motor(BIKES),
  'three-wheelers': motor(THREE_WHEELERS),
  buses: motor(BUSES),
  vans: motor(VANS),
  trucks: motor(TRUCKS),
  'heavy-duty': motor(HEAVY_DUTY),
  'auto-parts-accessories': AUTO_PARTS,
  bicycles: BICYCLES,
  'water-transport': WATER_TRANSPORT,
  'vehicle-rentals': VEHICLE_RENTALS,
  'auto-services': AUTO_SERVICES,
};
