// Phones, tablets, computers, TVs, cameras, ACs and home electronics: the specifications that appear in
// titles ("Samsung Galaxy A54 8/256 GB", "HP Pavilion — Intel Core i5, 8 GB RAM, 512 GB SSD",
// "Gree 1.5 Ton Inverter AC") are the ad's own filter values, and they fit the model and its price.
import type { CategoryDef, EnumValue, Locale, TreeValue } from '../../core/catalogue.ts';
import {
  between,
  byPopularity,
  CONDITION_WEIGHTS_GOODS,
  type Composed,
  type Draft,
  enumPicker,
  enumValues,
  findFilter,
  goodsSentences,
  isOtherKey,
  labelText,
  type LeafTemplate,
  leadingNumber,
  type Phrases,
  productName,
  roundPrice,
  say,
  sayOne,
  type Text,
  treeValues,
  usedShare,
  weightedPicker,
} from './content-kit.ts';
import { formatNumber } from '../../core/i18n.ts';
import { cap, type Completion, goods, type Line, line as l } from './content-lines.ts';
import type { Random } from './random.ts';

const THOUSAND = 1_000;

// ---------------------------------------------------------------------------------------------
// Shared wording

interface Words {
  readonly name: string;
}

const TITLE_SUFFIX: Record<'new' | 'used' | 'reconditioned', Phrases<Words>> = {
  used: {
    en: [' (Used)', ' — fresh condition', ', 100% original', ' with box', ''],
    bn: [' (ব্যবহৃত)', ' — ফ্রেশ কন্ডিশন', ', ১০০% অরিজিনাল', ' বক্সসহ', ''],
  },
  new: {
    en: [' (New)', ' — official', ', intact box', ' — brand new'],
    bn: [' (নতুন)', ' — অফিসিয়াল', ', ইনটেক্ট বক্স', ' — একদম নতুন'],
  },
  reconditioned: {
    en: [' (Refurbished)', ' — reconditioned'],
    bn: [' (রিফারবিশড)', ' — রিকন্ডিশন্ড'],
  },
};

function titled(random: Random, locale: Locale, name: string, condition: string | undefined): string {
  const key = condition === 'new' || condition === 'reconditioned' ? condition : 'used';
  return cap(name + sayOne(random, TITLE_SUFFIX[key], locale, { name }));
}

const OPENERS: Phrases<Words> = {
  en: [(w) => `${w.name} for sale.`, (w) => `Selling my ${w.name}.`, (w) => `Up for sale: ${w.name}.`],
  bn: [(w) => `${w.name} বিক্রি হবে।`, (w) => `আমার ${w.name} বিক্রি করব।`, (w) => `${w.name} বিক্রি করা হবে।`],
};
const NEW_OPENERS: Phrases<Words> = {
  en: [(w) => `${w.name} available in stock.`, (w) => `Brand new ${w.name} at the best price.`],
  bn: [(w) => `${w.name} স্টকে আছে।`, (w) => `সেরা দামে একদম নতুন ${w.name}।`],
};

/** Opener, condition, and a fact; facts marked `used` only when it is not new ("no scratches"). */
function describe(d: Draft, name: string, condition: string | undefined, facts: readonly Fact[]): string[] {
  const { random, locale } = d;
  const sentences = [sayOne(random, condition === 'new' ? NEW_OPENERS : OPENERS, locale, { name })];
  goodsSentences(d, condition, sentences, true);
  const fitting = condition === 'new' ? facts.filter((f) => f.length === 2) : facts;
  if (fitting.length > 0 && random.chance(0.8)) {
    const [en, bn] = random.pick(fitting);
    sentences.push(say([en, bn], locale));
  }
  return sentences;
}

/** A sentence in both languages, optionally marked as fitting only something used. */
type Fact = Text | readonly [en: string, bn: string, used: 'used'];

/** Picks by popularity the brands and, per brand, the models of a brand tree. */
function treePicker(category: CategoryDef): ((r: Random) => { brand: TreeValue; model: EnumValue }) | undefined {
  const tree = treeValues(category);
  if (tree.length === 0) return undefined;
  const pickBrand = byPopularity(tree);
  const models = new Map(tree.map((b) => [b.key, byPopularity(b.children)]));
  return (random) => {
    const brand = pickBrand(random);
    const model = (models.get(brand.key) ?? byPopularity(brand.children))(random);
    return { brand, model };
  };
}

/** "Samsung Galaxy A54", the brand alone for another model, a noun for another brand. */
function deviceName(brand: TreeValue, model: EnumValue, noun: Text): Text {
  if (isOtherKey(brand.key)) return noun;
  if (isOtherKey(model.key)) return [`${brand.label.en} ${noun[0]}`, `${brand.label.bn} ${noun[1]}`];
  return productName(labelText(brand), labelText(model));
}

const byKey = (values: readonly EnumValue[], key: string): EnumValue | undefined => values.find((v) => v.key === key);

// ---------------------------------------------------------------------------------------------
// Mobile phones

/** New price in BDT of a brand's first model and its last (the catalogue lists the newest, dearest first). */
const PHONE_BRAND_PRICES: Readonly<Record<string, readonly [number, number]>> = {
  samsung: [2_00_000, 16_000],
  apple: [2_30_000, 25_000],
  xiaomi: [38_000, 13_000],
  realme: [45_000, 12_000],
  oppo: [55_000, 13_000],
  vivo: [55_000, 13_000],
  infinix: [40_000, 11_000],
  tecno: [35_000, 9_000],
  symphony: [14_000, 1_800],
  walton: [20_000, 1_800],
  nokia: [1_800, 22_000],
  oneplus: [95_000, 25_000],
  google: [1_45_000, 45_000],
  huawei: [1_40_000, 20_000],
  honor: [1_10_000, 15_000],
  motorola: [70_000, 22_000],
  itel: [12_000, 7_000],
};

/** Models whose price breaks their brand's order. */
const PHONE_PRICES: Readonly<Record<string, number>> = {
  'samsung-galaxy-z-fold6': 2_20_000,
  'samsung-galaxy-z-flip6': 1_40_000,
  'samsung-galaxy-z-fold5': 1_70_000,
  'samsung-galaxy-z-flip5': 1_10_000,
  'xiaomi-poco-x6-pro': 36_000,
  'xiaomi-poco-f6': 48_000,
  'xiaomi-xiaomi-14': 1_05_000,
  'xiaomi-xiaomi-13t': 65_000,
  'nokia-8210-4g': 7_000,
  'nokia-2660-flip': 8_500,
};

/** RAM and storage by the phone's price class; feature phones have none worth a filter. */
function phoneMemory(
  price: number,
  apple: boolean,
): { ram: readonly string[]; capacity: readonly string[] } | undefined {
  if (price < 9_000) return undefined;
  if (apple) {
    return price > 1_20_000
      ? { ram: ['6gb', '8gb'], capacity: ['256gb', '512gb', '1tb'] }
      : { ram: ['4gb', '6gb'], capacity: ['64gb', '128gb', '256gb'] };
  }
  if (price < 16_000) return { ram: ['2gb', '3gb', '4gb'], capacity: ['32gb', '64gb', '128gb'] };
  if (price < 30_000) return { ram: ['4gb', '6gb', '8gb'], capacity: ['128gb', '256gb'] };
  if (price < 70_000) return { ram: ['8gb', '12gb'], capacity: ['256gb', '512gb'] };
  return { ram: ['12gb', '16gb'], capacity: ['256gb', '512gb', '1tb'] };
}

/** "8/256 GB" / "৮/২৫৬ জিবি" from the filter labels, or "12 GB/1 TB" when the units differ. */
function memoryText(
  locale: Locale,
  ram: EnumValue | undefined,
  capacity: EnumValue | undefined,
  showRam: boolean,
): string {
  if (!capacity) return '';
  const capLabel = say(labelText(capacity), locale);
  if (!ram || !showRam) return capLabel;
  if (capacity.key.endsWith('gb'))
    return `${formatNumber(locale, leadingNumber(ram.key), { grouping: false })}/${capLabel}`;
  return `${say(labelText(ram), locale)}/${capLabel}`;
}

const PHONE_FACTS: readonly Fact[] = [
  ['Official phone, BTRC registered.', 'অফিসিয়াল ফোন, বিটিআরসি রেজিস্টার্ড।'],
  [
    'No scratches on the display, always used with a cover.',
    'ডিসপ্লেতে কোনো দাগ নেই, সবসময় কভার দিয়ে ব্যবহার করেছি।',
    'used',
  ],
  ['Fingerprint and face unlock work perfectly.', 'ফিঙ্গারপ্রিন্ট ও ফেস আনলক পারফেক্ট কাজ করে।', 'used'],
  ['Comes with the original charger and box.', 'অরিজিনাল চার্জার ও বক্সসহ দেওয়া হবে।'],
];

const MOBILE_PHONES: LeafTemplate = {
  audience: 'goods',
  compile(category) {
    const pickCondition = enumPicker(category, 'condition', { used: 55, new: 35, reconditioned: 10 }, 0);
    const pickTree = treePicker(category);
    const rams = enumValues(category, 'ram');
    const capacities = enumValues(category, 'capacity');
    return (d: Draft): Composed => {
      const { random, locale, properties } = d;
      const condition = pickCondition?.(random).key;
      if (condition) properties.condition = condition;
      let newPrice = random.int(12, 30) * THOUSAND;
      let name: Text = ['smartphone', 'স্মার্টফোন'];
      let apple = false;
      if (pickTree) {
        const { brand, model } = pickTree(random);
        properties.brand = brand.key;
        properties.model = model.key;
        apple = brand.key === 'apple';
        const range = PHONE_BRAND_PRICES[brand.key];
        const position = brand.children.indexOf(model) / Math.max(1, brand.children.length - 2);
        newPrice =
          PHONE_PRICES[model.key] ??
          (range && !isOtherKey(model.key)
            ? range[0] * Math.pow(range[1] / range[0], Math.min(1, position))
            : newPrice);
        name = deviceName(brand, model, ['phone', 'ফোন']);
      }
      const memory = phoneMemory(newPrice, apple);
      let ram: EnumValue | undefined;
      let capacity: EnumValue | undefined;
      if (memory) {
        ram = byKey(rams, random.pick(memory.ram));
        capacity = byKey(capacities, random.pick(memory.capacity));
        if (ram) properties.ram = ram.key;
        if (capacity) properties.capacity = capacity.key;
        if (capacity && leadingNumber(capacity.key) >= 512) newPrice *= 1.15;
      }
      const named = say(name, locale);
      const memoryPart = memoryText(locale, ram, capacity, !apple);
      const product = memoryPart ? `${named} ${memoryPart}` : named;
      const facts = apple ? [...PHONE_FACTS, batteryHealth(random.int(78, 100))] : PHONE_FACTS;
      return {
        product,
        title: titled(random, locale, product, condition),
        sentences: describe(d, product, condition, facts),
        price: roundPrice(random, newPrice * usedShare(random, condition)),
      };
    };
  },
};

const batteryHealth = (percent: number): Fact => [
  `Battery health ${percent}%.`,
  `ব্যাটারি হেলথ ${formatNumber('bn', percent, { grouping: false })}%।`,
  'used',
];

// ---------------------------------------------------------------------------------------------
// Tablets: product lines plus RAM and storage for the tablets themselves

const TABLETS = goods(
  [
    l('tablets', ['iPad 10th Gen', 'আইপ্যাড ১০ম জেন'], 48_000, 60_000, { brands: ['apple'], weight: 12 }),
    l('tablets', ['iPad Air M2', 'আইপ্যাড এয়ার এম২'], 75_000, 95_000, { brands: ['apple'] }),
    l('tablets', ['iPad Pro 11"', 'আইপ্যাড প্রো ১১ ইঞ্চি'], 1_10_000, 1_60_000, { brands: ['apple'], weight: 4 }),
    l('tablets', ['Galaxy Tab S9 FE', 'গ্যালাক্সি ট্যাব এস৯ এফই'], 45_000, 60_000, { brands: ['samsung'] }),
    l('tablets', ['Galaxy Tab A9+', 'গ্যালাক্সি ট্যাব এ৯+'], 22_000, 30_000, { brands: ['samsung'], weight: 12 }),
    l('tablets', ['Tab M10', 'ট্যাব এম১০'], 18_000, 26_000, { brands: ['lenovo'] }),
    l('tablets', ['Pad 6', 'প্যাড ৬'], 35_000, 45_000, { brands: ['xiaomi'] }),
    l('tablets', ['MatePad 11', 'মেটপ্যাড ১১'], 35_000, 50_000, { brands: ['huawei'] }),
    l('tablets', ['Fire HD 10', 'ফায়ার এইচডি ১০'], 15_000, 22_000, { brands: ['amazon'] }),
    l('tablets', ['WalPad 10', 'ওয়ালপ্যাড ১০'], 12_000, 18_000, { brands: ['walton'] }),
    l('tablet-accessories', ['tablet keyboard cover', 'ট্যাবলেটের কিবোর্ড কভার'], 1_500, 6_000, { weight: 8 }),
    l('tablet-accessories', ['Pencil (2nd gen)', 'পেন্সিল (২য় জেন)'], 9_000, 14_000, { brands: ['apple'], weight: 4 }),
    l('tablet-accessories', ['stylus pen', 'স্টাইলাস পেন'], 800, 3_000, { brands: ['other-brand'], weight: 4 }),
  ],
  {
    gadget: true,
    condition: { used: 55, new: 35, reconditioned: 10 },
    facts: [['Perfect for online classes and videos.', 'অনলাইন ক্লাস ও ভিডিও দেখার জন্য দারুণ।']],
    complete: completeTablet,
  },
);

/** A tablet's RAM and storage, in the class of its price; the title shows the storage ("64 GB"). */
function completeTablet(d: Draft, line: Line): Completion | undefined {
  if (line.item !== 'tablets') return undefined;
  const { random, locale, properties } = d;
  const memory = phoneMemory((line.price[0] + line.price[1]) / 2, properties.brand === 'apple');
  if (!memory) return undefined;
  const ram = random.pick(memory.ram);
  const capacity = random.pick(memory.capacity);
  properties.ram = ram;
  properties.capacity = capacity;
  const capacityNumber = leadingNumber(capacity);
  const unit = capacity.endsWith('tb') ? ['TB', 'টিবি'] : ['GB', 'জিবি'];
  return {
    suffix: `${formatNumber(locale, capacityNumber, { grouping: false })} ${locale === 'en' ? unit[0] : unit[1]}`,
    priceFactor: capacityNumber >= 256 || capacity.endsWith('tb') ? 1.2 : 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Laptops and desktops

/** New price in BDT by processor; RAM, storage and the model's class add to it. */
const PROCESSOR_PRICE: Readonly<Record<string, number>> = {
  'intel-celeron': 30_000,
  'intel-pentium': 35_000,
  'intel-core-i3': 50_000,
  'intel-core-i5': 70_000,
  'intel-core-i7': 1_00_000,
  'intel-core-i9': 1_80_000,
  'intel-core-ultra': 1_20_000,
  'amd-ryzen-3': 45_000,
  'amd-ryzen-5': 65_000,
  'amd-ryzen-7': 95_000,
  'amd-ryzen-9': 1_70_000,
  'apple-m1': 90_000,
  'apple-m2': 1_20_000,
  'apple-m3': 1_50_000,
  'apple-m4': 1_75_000,
  'other-processor': 40_000,
};
const PC_PROCESSORS = {
  'intel-core-i3': 15,
  'intel-core-i5': 35,
  'intel-core-i7': 20,
  'intel-core-i9': 2,
  'intel-core-ultra': 5,
  'intel-celeron': 4,
  'intel-pentium': 2,
  'amd-ryzen-3': 4,
  'amd-ryzen-5': 12,
  'amd-ryzen-7': 6,
  'amd-ryzen-9': 1,
};
const GAMING_PROCESSORS = {
  'intel-core-i5': 30,
  'intel-core-i7': 35,
  'intel-core-i9': 5,
  'amd-ryzen-5': 15,
  'amd-ryzen-7': 15,
};
const APPLE_PROCESSORS = { 'apple-m1': 30, 'apple-m2': 30, 'apple-m3': 20, 'apple-m4': 20 };
const RAMS = { '4gb': 10, '8gb': 40, '16gb': 35, '32gb': 8, '12gb': 5, '2gb': 1, '64gb-plus': 1 };
const GAMING_RAMS = { '16gb': 60, '32gb': 35, '64gb-plus': 5 };
const STORAGE = {
  '256gb-ssd': 25,
  '512gb-ssd': 40,
  '1tb-ssd': 12,
  '128gb-ssd': 5,
  '500gb-hdd': 5,
  '1tb-hdd': 6,
  'ssd-and-hdd': 7,
};
const LAPTOP_SCREENS = {
  '14-inch': 35,
  '15-6-inch': 40,
  '13-inch': 10,
  '16-inch': 8,
  'up-to-12-inch': 2,
  '17-inch-plus': 5,
};
const MONITORS = { 'up-to-19-inch': 10, '20-inch': 20, '22-inch': 30, '24-inch': 30, '27-inch': 8, '32-inch-plus': 2 };

const GAMING =
  /tuf|rog|legion|loq|omen|victus|nitro|predator|katana|cyborg|raider|g15|alienware|aorus|gigabyte-g5|gaming/;
const PREMIUM =
  /xps|spectre|zenbook|envy|yoga|surface|matebook-x|galaxy-book|swift|elitebook|thinkpad|latitude|precision|prestige|stealth|imac|studio|mac-pro|workstation/;

const COMPUTER_FACTS: readonly Fact[] = [
  ['Battery backup 4–5 hours.', 'ব্যাটারি ব্যাকআপ ৪–৫ ঘণ্টা।'],
  ['Genuine Windows 11 activated, MS Office installed.', 'জেনুইন উইন্ডোজ ১১ অ্যাক্টিভেটেড, এমএস অফিস দেওয়া।'],
  ['No dead pixels, keyboard and touchpad perfect.', 'কোনো ডেড পিক্সেল নেই, কিবোর্ড ও টাচপ্যাড পারফেক্ট।'],
  ['Perfect for freelancing, programming and light gaming.', 'ফ্রিল্যান্সিং, প্রোগ্রামিং ও হালকা গেমিংয়ের জন্য পারফেক্ট।'],
];

const DESKTOP_ITEMS: Readonly<Record<string, string>> = {
  'all-in-one': 'all-in-one',
  imac: 'all-in-one',
  'vivo-aio': 'all-in-one',
  'mac-mini': 'mini-pc',
};

function computer(kind: 'laptop' | 'desktop'): LeafTemplate {
  return {
    audience: 'goods',
    compile(category) {
      const pickCondition = enumPicker(category, 'condition', { used: 55, new: 30, reconditioned: 15 }, 0);
      const pickTree = treePicker(category);
      const processors = {
        pc: enumPicker(category, 'processor', PC_PROCESSORS, 0),
        gaming: enumPicker(category, 'processor', GAMING_PROCESSORS, 0),
        apple: enumPicker(category, 'processor', APPLE_PROCESSORS, 0),
      };
      const rams = { pc: enumPicker(category, 'ram', RAMS, 0), gaming: enumPicker(category, 'ram', GAMING_RAMS, 0) };
      const pickStorage = enumPicker(category, 'hdd', STORAGE, 0);
      const pickScreen = enumPicker(category, 'display_size', kind === 'laptop' ? LAPTOP_SCREENS : MONITORS, 0);
      const items = enumValues(category, 'item_type');
      const pickItem = enumPicker(category, 'item_type', { 'tower-pc': 70, 'all-in-one': 20, 'mini-pc': 10 }, 5);
      const ramLabel = findFilter(category, 'ram')?.label ?? { en: 'RAM', bn: 'র‍্যাম' };
      const noun: Text = kind === 'laptop' ? ['laptop', 'ল্যাপটপ'] : ['desktop PC', 'ডেস্কটপ পিসি'];

      return (d: Draft): Composed => {
        const { random, locale, properties } = d;
        const condition = pickCondition?.(random).key;
        if (condition) properties.condition = condition;
        let name = noun;
        let modelKey = '';
        let apple = false;
        if (pickTree) {
          const { brand, model } = pickTree(random);
          properties.brand = brand.key;
          properties.model = model.key;
          modelKey = model.key;
          apple = brand.key === 'apple';
          name = deviceName(brand, model, noun);
        }
        if (items.length > 0) {
          const suffix = modelKey.slice(modelKey.indexOf('-') + 1);
          const derived = Object.entries(DESKTOP_ITEMS).find(([k]) => suffix.endsWith(k))?.[1];
          const item = derived && byKey(items, derived) ? derived : pickItem?.(random).key;
          if (item) properties.item_type = item;
        }
        const gaming = GAMING.test(modelKey);
        const processor = (apple ? processors.apple : gaming ? processors.gaming : processors.pc)?.(random);
        const ram = (gaming ? rams.gaming : rams.pc)?.(random);
        const storage = pickStorage?.(random);
        const screen = pickScreen?.(random);
        if (processor) properties.processor = processor.key;
        if (ram) properties.ram = ram.key;
        if (storage) properties.hdd = storage.key;
        if (screen) properties.display_size = screen.key;

        let newPrice = PROCESSOR_PRICE[processor?.key ?? ''] ?? 50_000;
        const ramGb = leadingNumber(ram?.key ?? '8');
        newPrice += Math.max(0, ramGb - 8) * 1_200;
        if (storage?.key.startsWith('1tb-ssd') || storage?.key.startsWith('2tb')) newPrice += 10_000;
        if (gaming) newPrice *= 1.25;
        if (PREMIUM.test(modelKey)) newPrice *= 1.3;
        if (kind === 'desktop')
          newPrice = newPrice * 0.85 + (screen ? 8_000 + leadingNumber(screen.key.replace(/^up-to-/, '')) * 500 : 0);

        const spec = [processor, ram, storage]
          .filter((v): v is EnumValue => v !== undefined)
          .map((v) =>
            v === ram
              ? `${say(labelText(v), locale)} ${say([ramLabel.en, ramLabel.bn], locale)}`
              : say(labelText(v), locale),
          );
        const named = say(name, locale);
        const product = spec.length > 0 ? `${named} — ${spec.join(', ')}` : named;
        const short = spec.length > 0 ? `${named} (${spec.join(', ')})` : named;
        return {
          product: short,
          title: titled(random, locale, random.chance(0.5) ? product : short, condition),
          sentences: describe(d, named, condition, COMPUTER_FACTS),
          price: roundPrice(random, newPrice * usedShare(random, condition)),
        };
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// TVs

const TV_SIZE_PRICE: Readonly<Record<string, readonly [number, number]>> = {
  'up-to-24-inch': [9_000, 15_000],
  '32-inch': [15_000, 25_000],
  '40-inch': [25_000, 35_000],
  '43-inch': [30_000, 50_000],
  '50-inch': [45_000, 70_000],
  '55-inch': [55_000, 1_10_000],
  '65-inch': [90_000, 2_00_000],
  '75-inch-plus': [1_50_000, 3_50_000],
};
const TV_TYPE_FACTOR: Readonly<Record<string, number>> = { oled: 2, qled: 1.4, lcd: 0.8, plasma: 0.4, crt: 0.2 };
const TV_BRAND_FACTOR: Readonly<Record<string, number>> = {
  sony: 1.3,
  samsung: 1.25,
  lg: 1.25,
  walton: 0.85,
  vision: 0.8,
  singer: 0.85,
  jamuna: 0.8,
  minister: 0.8,
  marcel: 0.8,
};

const TV_FACTS: readonly Fact[] = [
  ['Android smart TV with YouTube and Netflix.', 'ইউটিউব ও নেটফ্লিক্সসহ অ্যান্ড্রয়েড স্মার্ট টিভি।'],
  ['Picture and sound quality excellent.', 'ছবি ও সাউন্ড কোয়ালিটি চমৎকার।'],
  ['Wall mount and remote included.', 'ওয়াল মাউন্ট ও রিমোট দেওয়া হবে।'],
];

const TVS: LeafTemplate = {
  audience: 'goods',
  compile(category) {
    const pickCondition = enumPicker(category, 'condition', { new: 45, used: 55 }, 0);
    const brands = enumValues(category, 'brand');
    const pickBrand = brands.length > 0 ? byPopularity(brands) : undefined;
    const pickSize = enumPicker(category, 'screen_size', {
      'up-to-24-inch': 8,
      '32-inch': 30,
      '40-inch': 10,
      '43-inch': 20,
      '50-inch': 10,
      '55-inch': 12,
      '65-inch': 6,
      '75-inch-plus': 3,
    });
    const types = enumValues(category, 'display_type');
    const pickType = enumPicker(
      category,
      'display_type',
      { led: 70, qled: 10, oled: 5, lcd: 10, plasma: 2, crt: 3 },
      0,
    );
    const sizes = enumValues(category, 'screen_size');

    return (d: Draft): Composed => {
      const { random, locale, properties } = d;
      let condition = pickCondition?.(random).key;
      let size = pickSize?.(random);
      let type = pickType?.(random);
      // Old tube and plasma sets are small and second-hand; OLED panels start at 55".
      if (type?.key === 'crt' || type?.key === 'plasma') {
        condition = condition ? 'used' : undefined;
        if (type.key === 'crt') size = byKey(sizes, 'up-to-24-inch') ?? size;
      }
      if (type?.key === 'oled' && size && !['55-inch', '65-inch', '75-inch-plus'].includes(size.key)) {
        size = byKey(sizes, '55-inch') ?? size;
      }
      if (type?.key === 'lcd' && condition === 'new') type = byKey(types, 'led') ?? type;
      if (condition) properties.condition = condition;
      const brand = pickBrand?.(random);
      if (brand) properties.brand = brand.key;
      if (size) properties.screen_size = size.key;
      if (type) properties.display_type = type.key;

      const inches = Number(/\d+/.exec(size?.key ?? '32')?.[0] ?? 32);
      const sizeText = locale === 'en' ? `${inches}"` : `${formatNumber('bn', inches, { grouping: false })} ইঞ্চি`;
      const smart =
        inches >= 32 && (type?.key === 'led' || type?.key === 'qled' || type?.key === 'oled') && random.chance(0.7);
      const parts = [
        brand && !isOtherKey(brand.key) ? say(labelText(brand), locale) : '',
        sizeText,
        smart ? (locale === 'en' ? '4K Smart' : '৪কে স্মার্ট') : '',
        type ? say(labelText(type), locale) : '',
        locale === 'en' ? 'TV' : 'টিভি',
      ];
      const product = parts.filter((p) => p.length > 0).join(' ');
      const [lo, hi] = TV_SIZE_PRICE[size?.key ?? '32-inch'] ?? [15_000, 25_000];
      const factor =
        (TV_TYPE_FACTOR[type?.key ?? 'led'] ?? 1) *
        (TV_BRAND_FACTOR[brand?.key ?? ''] ?? 1) *
        usedShare(random, condition);
      return {
        product,
        title: titled(random, locale, product, condition),
        sentences: describe(d, product, condition, smart ? TV_FACTS : TV_FACTS.slice(1)),
        price: roundPrice(random, between(random, lo, hi) * factor),
      };
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Cameras

/** New price in thousand BDT of the camera models. */
const CAMERA_PRICES: Readonly<Record<string, number>> = {
  'canon-eos-1500d': 48,
  'canon-eos-200d': 68,
  'canon-eos-90d': 1_30,
  'canon-eos-6d-mark-ii': 1_65,
  'canon-eos-5d-mark-iv': 2_80,
  'canon-eos-m50': 75,
  'canon-eos-r50': 88,
  'canon-eos-r10': 1_10,
  'canon-eos-r6': 2_60,
  'canon-powershot': 28,
  'nikon-d3500': 45,
  'nikon-d5600': 65,
  'nikon-d7500': 1_05,
  'nikon-d750': 1_30,
  'nikon-d850': 2_90,
  'nikon-z50': 95,
  'nikon-z6-ii': 2_20,
  'nikon-coolpix': 25,
  'sony-alpha-a6400': 1_10,
  'sony-alpha-a7-iii': 1_90,
  'sony-alpha-a7-iv': 2_60,
  'sony-zv-e10': 75,
  'sony-zv-1': 70,
  'sony-cyber-shot': 25,
  'sony-handycam': 40,
  'fujifilm-x-t30': 1_00,
  'fujifilm-x-t4': 1_90,
  'fujifilm-x-s10': 1_15,
  'fujifilm-instax-mini': 10,
  'panasonic-lumix-gh5': 1_60,
  'panasonic-lumix-g85': 75,
  'panasonic-lumix-s5': 2_00,
  'gopro-hero-12-black': 52,
  'gopro-hero-11-black': 45,
  'gopro-hero-10-black': 38,
  'dji-osmo-pocket-3': 70,
  'dji-osmo-action-4': 50,
  'dji-mini-3': 75,
  'dji-mini-4-pro': 1_20,
  'dji-air-3': 1_50,
  'insta360-x3': 50,
  'insta360-x4': 68,
};

/** The item type of a camera model, from its key. */
function cameraItem(modelKey: string): string {
  if (/gopro|insta360|osmo-action/.test(modelKey)) return 'action-cameras';
  if (/dji-(mini|air)/.test(modelKey)) return 'drones';
  if (/handycam|osmo-pocket/.test(modelKey)) return 'camcorders';
  if (/powershot|coolpix|cyber-shot|zv-1|instax/.test(modelKey)) return 'point-and-shoot';
  if (/eos-r|eos-m|nikon-z|alpha|zv-e|fujifilm|panasonic/.test(modelKey)) return 'mirrorless';
  return 'dslr';
}

/** What a camera of another model is called, by item type. */
const CAMERA_NOUNS: Readonly<Record<string, Text>> = {
  dslr: ['DSLR camera', 'ডিএসএলআর ক্যামেরা'],
  mirrorless: ['mirrorless camera', 'মিররলেস ক্যামেরা'],
  'point-and-shoot': ['digital camera', 'ডিজিটাল ক্যামেরা'],
  'action-cameras': ['action camera', 'অ্যাকশন ক্যামেরা'],
  camcorders: ['camcorder', 'ক্যামকর্ডার'],
  drones: ['camera drone', 'ক্যামেরা ড্রোন'],
};
const CAMERA_BODIES = Object.keys(CAMERA_NOUNS);

const CAMERA_EXTRAS = [
  l('lenses', ['50mm f/1.8 prime lens', '৫০ মিমি এফ/১.৮ প্রাইম লেন্স'], 12_000, 30_000, {
    brands: ['canon', 'nikon', 'sony', 'fujifilm'],
  }),
  l('lenses', ['70-200mm telephoto lens', '৭০-২০০ মিমি টেলিফটো লেন্স'], 60_000, 2_00_000, {
    brands: ['canon', 'nikon', 'sony'],
  }),
  l('cctv-cameras', ['2MP CCTV camera', '২ মেগাপিক্সেল সিসিটিভি ক্যামেরা'], 1_800, 4_500, { brands: ['other-brand'] }),
  l('cctv-cameras', ['Wi-Fi IP camera', 'ওয়াইফাই আইপি ক্যামেরা'], 2_500, 6_000, { brands: ['other-brand'] }),
  l('camera-accessories', ['camera tripod', 'ক্যামেরা ট্রাইপড'], 1_500, 8_000, { brands: ['other-brand'] }),
  l('camera-accessories', ['camera bag', 'ক্যামেরা ব্যাগ'], 1_200, 5_000, { brands: ['other-brand'] }),
];

const CAMERA_FACTS: readonly Fact[] = [
  ['Shutter count is low, sensor clean.', 'শাটার কাউন্ট কম, সেন্সর পরিষ্কার।', 'used'],
  ['Comes with kit lens, battery, charger and bag.', 'কিট লেন্স, ব্যাটারি, চার্জার ও ব্যাগসহ।'],
  ['Perfect for YouTube, weddings and travel.', 'ইউটিউব, বিয়ে ও ভ্রমণের জন্য পারফেক্ট।'],
];

const CAMERAS: LeafTemplate = {
  audience: 'goods',
  compile(category) {
    const pickCondition = enumPicker(category, 'condition', CONDITION_WEIGHTS_GOODS, 0);
    const pickTree = treePicker(category);
    const tree = treeValues(category);
    const items = enumValues(category, 'item_type');
    const extras = CAMERA_EXTRAS.filter((x) => x.item && byKey(items, x.item)).map((x) => ({
      line: x,
      brands: tree.filter((b) => x.brands?.includes(b.key)),
    }));
    const pickExtra = extras.length > 0 ? weightedPicker(extras, () => 10) : undefined;

    return (d: Draft): Composed => {
      const { random, locale, properties } = d;
      const condition = pickCondition?.(random).key;
      if (condition) properties.condition = condition;
      let product: string;
      let newPrice: number;
      const extra = pickExtra && random.chance(0.25) ? pickExtra(random) : undefined;
      const brand = extra ? random.pick(extra.brands.length > 0 ? extra.brands : tree) : undefined;
      if (extra && brand) {
        const model = brand.children.find((m) => isOtherKey(m.key)) ?? brand.children[0];
        properties.brand = brand.key;
        if (model) properties.model = model.key;
        if (extra.line.item) properties.item_type = extra.line.item;
        const noun = say(extra.line.noun, locale);
        product = isOtherKey(brand.key) ? noun : `${say(labelText(brand), locale)} ${noun}`;
        newPrice = between(random, extra.line.price[0], extra.line.price[1]);
      } else if (pickTree) {
        const chosen = pickTree(random);
        properties.brand = chosen.brand.key;
        properties.model = chosen.model.key;
        const other = isOtherKey(chosen.model.key);
        const item = other ? random.pick(CAMERA_BODIES) : cameraItem(chosen.model.key);
        if (byKey(items, item)) properties.item_type = item;
        product = say(deviceName(chosen.brand, chosen.model, CAMERA_NOUNS[item] ?? ['camera', 'ক্যামেরা']), locale);
        newPrice = (CAMERA_PRICES[chosen.model.key] ?? random.int(25, 90)) * THOUSAND;
      } else {
        product = say(['camera', 'ক্যামেরা'], locale);
        newPrice = random.int(25, 90) * THOUSAND;
      }
      return {
        product,
        title: titled(random, locale, product, condition),
        sentences: describe(d, product, condition, extra ? [] : CAMERA_FACTS),
        price: roundPrice(random, newPrice * usedShare(random, condition)),
      };
    };
  },
};

// ---------------------------------------------------------------------------------------------
// ACs and home electronics

/** Which model lines of the AC & home tree belong to each item type, by the end of the model key. */
const APPLIANCE_MODELS: Readonly<Record<string, RegExp>> = {
  'air-conditioners': /-ac$/,
  refrigerators: /-refrigerator$/,
  freezers: /-freezer$/,
  'washing-machines': /-washing-machine$/,
  'microwave-ovens': /-microwave-oven$/,
};

const APPLIANCE_ITEMS = {
  'air-conditioners': 35,
  refrigerators: 25,
  freezers: 8,
  'washing-machines': 10,
  'microwave-ovens': 7,
  'water-purifiers': 5,
  'air-coolers': 3,
  generators: 3,
  'ips-ups': 4,
};

interface Sized {
  /** Size shown before the model line: "1.5 Ton", "252 L". */
  readonly size: (random: Random) => number;
  readonly unit: Text;
  readonly price: (size: number, modelKey: string) => number;
}

const APPLIANCE_SIZES: Readonly<Record<string, Sized>> = {
  'air-conditioners': {
    size: (r) => r.pick([1, 1.5, 1.5, 2, 2]),
    unit: ['Ton', 'টন'],
    price: (tons, key) =>
      (35_000 + tons * 20_000) *
      (key.endsWith('inverter-ac') ? 1.2 : key.endsWith('cassette-ac') ? 1.8 : key.endsWith('window-ac') ? 0.8 : 1),
  },
  refrigerators: { size: (r) => r.int(9, 30) * 20, unit: ['L', 'লিটার'], price: (litres) => 8_000 + litres * 95 },
  freezers: { size: (r) => r.int(7, 22) * 20, unit: ['L', 'লিটার'], price: (litres) => 10_000 + litres * 90 },
  'washing-machines': { size: (r) => r.int(6, 12), unit: ['kg', 'কেজি'], price: (kg) => kg * 5_500 },
  'microwave-ovens': {
    size: (r) => r.pick([20, 23, 25, 28, 30, 34]),
    unit: ['L', 'লিটার'],
    price: (litres) => 4_000 + litres * 450,
  },
};

/** Item types the tree has no model line for: a noun and a price range. */
const APPLIANCE_NOUNS: Readonly<Record<string, readonly [Text, number, number]>> = {
  'water-purifiers': [['RO water purifier', 'আরও ওয়াটার পিউরিফায়ার'], 8_000, 30_000],
  'air-coolers': [['air cooler', 'এয়ার কুলার'], 6_000, 20_000],
  generators: [['5 kVA generator', '৫ কেভিএ জেনারেটর'], 40_000, 3_00_000],
  'ips-ups': [['IPS 1000VA with battery', 'ব্যাটারিসহ আইপিএস ১০০০ভিএ'], 15_000, 45_000],
};

const APPLIANCE_FACTS: readonly Fact[] = [
  ['Energy saving, low electricity bill.', 'বিদ্যুৎ সাশ্রয়ী, বিল কম আসে।'],
  ['Installation support available.', 'ইনস্টলেশন সাপোর্ট দেওয়া হয়।'],
  ['Compressor in perfect condition.', 'কম্প্রেসার একদম ঠিক আছে।', 'used'],
];

const PREMIUM_APPLIANCE_BRANDS: Readonly<Record<string, number>> = {
  samsung: 1.35,
  lg: 1.35,
  panasonic: 1.3,
  hitachi: 1.3,
  general: 1.3,
  sharp: 1.2,
  whirlpool: 1.2,
};

const ACS_HOME: LeafTemplate = {
  audience: 'goods',
  compile(category) {
    const pickCondition = enumPicker(category, 'condition', { new: 55, used: 45 }, 0);
    const items = enumValues(category, 'item_type');
    const pickItem = enumPicker(category, 'item_type', APPLIANCE_ITEMS, 1);
    const tree = treeValues(category);
    const anyBrand = tree.length > 0 ? byPopularity(tree) : undefined;
    // Per item type: the brands that make it and, per brand, its matching model lines.
    const makers = new Map<string, (r: Random) => { brand: TreeValue; model: EnumValue }>();
    for (const item of items) {
      const pattern = APPLIANCE_MODELS[item.key];
      if (!pattern) continue;
      const pairs = tree.flatMap((brand) =>
        brand.children.filter((m) => pattern.test(m.key)).map((model) => ({ brand, model })),
      );
      if (pairs.length > 0)
        makers.set(
          item.key,
          weightedPicker(pairs, (_, i) => 1000 / (i + 3)),
        );
    }

    return (d: Draft): Composed => {
      const { random, locale, properties } = d;
      const condition = pickCondition?.(random).key;
      if (condition) properties.condition = condition;
      const item = pickItem?.(random).key ?? 'air-conditioners';
      if (items.length > 0) properties.item_type = item;
      const maker = makers.get(item);
      const sized = APPLIANCE_SIZES[item];
      let product: string;
      let newPrice: number;
      if (maker && sized) {
        const { brand, model } = maker(random);
        properties.brand = brand.key;
        properties.model = model.key;
        const size = sized.size(random);
        const sizeText = `${formatNumber(locale, size, { grouping: false })} ${say(sized.unit, locale)}`;
        product = `${say(labelText(brand), locale)} ${sizeText} ${say(labelText(model), locale)}`;
        newPrice = sized.price(size, model.key) * (PREMIUM_APPLIANCE_BRANDS[brand.key] ?? 1);
      } else {
        const brand = anyBrand?.(random);
        const [noun, lo, hi] = APPLIANCE_NOUNS[item] ?? [['appliance', 'অ্যাপ্লায়েন্স'], 5_000, 30_000];
        if (brand) {
          properties.brand = brand.key;
          const other = brand.children.find((m) => isOtherKey(m.key)) ?? brand.children[0];
          if (other) properties.model = other.key;
        }
        const nounText = say(noun, locale);
        product = brand && !isOtherKey(brand.key) ? `${say(labelText(brand), locale)} ${nounText}` : nounText;
        newPrice = between(random, lo, hi);
      }
      return {
        product,
        title: titled(random, locale, product, condition),
        sentences: describe(d, product, condition, APPLIANCE_FACTS),
        price: roundPrice(random, newPrice * usedShare(random, condition)),
      };
    };
  },
};

/** Templates of the device categories, by leaf slug. */
export const DEVICE_TEMPLATES: Readonly<Record<string, LeafTemplate>> = {
  'mobile-phones': MOBILE_PHONES,
  'tablets-accessories': TABLETS,
  laptops: computer('laptop'),
  'desktop-computers': computer('desktop'),
  tvs: TVS,
  'cameras-camcorders-accessories': CAMERAS,
  'electronics-acs-home': ACS_HOME,
};
