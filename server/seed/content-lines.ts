// Product lines: the template of most categories. A category lists what people actually post in it
// ("L-shaped sofa set", "AC servicing & repair", "Black Bengal goat") with the item type it belongs to,
// the brands it fits and a price range; the engine picks one and fills the category's filters around it.
import type { CategoryDef, EnumValue, Locale, TreeValue } from '../../core/catalogue.ts';
import {
  type Audience,
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
  type Phrases,
  roundPrice,
  say,
  sayOne,
  type Text,
  treeValues,
  usedShare,
  weightedPicker,
} from './content-kit.ts';
import type { Random } from './random.ts';

export interface Line {
  /** The item_type key this product belongs to (when the category has an item type). */
  readonly item?: string;
  /** Brand keys the product fits; any brand of the category when absent. */
  readonly brands?: readonly string[];
  /** For brand trees: the models the product fits; any model of the brand when absent. */
  readonly fits?: (modelKey: string) => boolean;
  /** Lower-case unless it starts with a name; capitalised where it opens a title or a sentence. */
  readonly noun: Text;
  /** Price of a new one (or the usual offer) in BDT; used goods sell for less. */
  readonly price: readonly [lo: number, hi: number];
  readonly weight?: number;
  /** Consumables nobody sells second-hand (paper, engine oil): always new. */
  readonly onlyNew?: boolean;
  /** Sentences specific to this product. */
  readonly facts?: readonly Text[];
}

export interface LineOptions {
  /** Electronics and machines: boxes, warranties and "works perfectly" in titles and sentences. */
  readonly gadget?: boolean;
  readonly facts?: readonly Text[];
  /** Sentences that only fit something used ("worn once"). */
  readonly usedFacts?: readonly Text[];
  readonly condition?: Readonly<Record<string, number>>;
  /** Price range of an item type no line covers. */
  readonly fallbackPrice?: readonly [number, number];
  /**
   * Fills filters the lines do not cover (e.g. a tablet's RAM and storage) and returns text to put after the
   * product name ("4/64 GB") and a price factor for what it chose.
   */
  readonly complete?: (d: Draft, line: Line) => Completion | undefined;
}

export interface Completion {
  readonly suffix: string;
  readonly priceFactor: number;
}

type Style = 'goods' | 'service' | 'animal' | 'food';

/** `line('sofas', ['L-shaped sofa set', 'এল শেপ সোফা সেট'], 30_000, 1_20_000)` */
export function line(
  item: string | undefined,
  noun: Text,
  lo: number,
  hi: number,
  extra: Omit<Line, 'item' | 'noun' | 'price'> = {},
): Line {
  return item === undefined ? { noun, price: [lo, hi], ...extra } : { item, noun, price: [lo, hi], ...extra };
}

/** Capitalises the first letter, leaving names such as "iPhone" and "eBay" as they are spelled. */
export const cap = (s: string): string =>
  s.length > 0 && !/^[a-z][A-Z]/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;

interface Words {
  /** The product as it reads inside a sentence. */
  readonly p: string;
  /** The product at the start of a title or sentence. */
  readonly P: string;
  readonly place: string;
}

type Key = 'new' | 'newGadget' | 'used' | 'reconditioned' | Style;

const conditionKey = (condition: string | undefined): Key | undefined =>
  condition === 'new' || condition === 'used' || condition === 'reconditioned' ? condition : undefined;

const TITLES: Record<Key, Phrases<Words>> = {
  new: {
    en: [(w) => `Brand new ${w.p}`, (w) => `${w.P} (New)`, (w) => w.P, (w) => `${w.P} — fresh stock`],
    bn: [(w) => `একদম নতুন ${w.p}`, (w) => `${w.p} (নতুন)`, (w) => w.p, (w) => `${w.p} — নতুন স্টক`],
  },
  newGadget: {
    en: [
      (w) => `Brand new ${w.p}`,
      (w) => `${w.P} (New)`,
      (w) => `${w.P} — intact box`,
      (w) => w.P,
      (w) => `Original ${w.p}`,
    ],
    bn: [
      (w) => `একদম নতুন ${w.p}`,
      (w) => `${w.p} (নতুন)`,
      (w) => `${w.p} — ইনটেক্ট বক্স`,
      (w) => w.p,
      (w) => `অরিজিনাল ${w.p}`,
    ],
  },
  used: {
    en: [
      (w) => `${w.P} (Used)`,
      (w) => `${w.P} — good condition`,
      (w) => `Used ${w.p} for sale`,
      (w) => `${w.P}, fresh condition`,
      (w) => w.P,
    ],
    bn: [
      (w) => `${w.p} (ব্যবহৃত)`,
      (w) => `${w.p} — ভালো কন্ডিশন`,
      (w) => `${w.p} বিক্রি হবে`,
      (w) => `ফ্রেশ কন্ডিশন ${w.p}`,
      (w) => w.p,
    ],
  },
  reconditioned: {
    en: [(w) => `${w.P} (Reconditioned)`, (w) => `Recondition ${w.p}`],
    bn: [(w) => `${w.p} (রিকন্ডিশন্ড)`, (w) => `রিকন্ডিশন্ড ${w.p}`],
  },
  goods: {
    en: [(w) => w.P, (w) => `${w.P} for sale`, (w) => `${w.P} — ${w.place}`],
    bn: [(w) => w.p, (w) => `${w.p} বিক্রি হবে`, (w) => `${w.p} — ${w.place}`],
  },
  service: {
    en: [
      (w) => `${w.P} — ${w.place}`,
      (w) => `${w.P} at reasonable price`,
      (w) => `${w.P} — trusted service`,
      (w) => w.P,
    ],
    bn: [(w) => `${w.p} — ${w.place}`, (w) => `সাশ্রয়ী মূল্যে ${w.p}`, (w) => `${w.p} — বিশ্বস্ত সেবা`, (w) => w.p],
  },
  animal: {
    en: [(w) => `${w.P} for sale`, (w) => `Healthy ${w.p}`, (w) => `${w.P} — ${w.place}`, (w) => w.P],
    bn: [(w) => `${w.p} বিক্রি হবে`, (w) => `সুস্থ-সবল ${w.p}`, (w) => `${w.p} — ${w.place}`, (w) => w.p],
  },
  food: {
    en: [(w) => `Fresh ${w.p}`, (w) => `${w.P} — home delivery`, (w) => `Pure ${w.p}`, (w) => `${w.P} — ${w.place}`],
    bn: [(w) => `তাজা ${w.p}`, (w) => `${w.p} — হোম ডেলিভারি`, (w) => `খাঁটি ${w.p}`, (w) => `${w.p} — ${w.place}`],
  },
};

const OPENERS: Record<Exclude<Key, 'reconditioned'>, Phrases<Words>> = {
  used: {
    en: [
      (w) => `Selling my ${w.p}.`,
      (w) => `${w.P} for sale.`,
      (w) => `Up for sale: ${w.p}.`,
      (w) => `I want to sell my ${w.p}.`,
    ],
    bn: [(w) => `আমার ${w.p} বিক্রি করব।`, (w) => `${w.p} বিক্রি হবে।`, (w) => `${w.p} বিক্রি করা হবে।`],
  },
  new: {
    en: [
      (w) => `${w.P} available in stock.`,
      (w) => `We have brand new ${w.p} in stock.`,
      (w) => `Brand new ${w.p} at the best price.`,
    ],
    bn: [(w) => `${w.p} স্টকে আছে।`, (w) => `একদম নতুন ${w.p} পাওয়া যাচ্ছে।`, (w) => `সেরা দামে একদম নতুন ${w.p}।`],
  },
  newGadget: {
    en: [
      (w) => `${w.P} available in stock.`,
      (w) => `We have brand new ${w.p} in stock.`,
      (w) => `Original ${w.p} available at the best price.`,
    ],
    bn: [
      (w) => `${w.p} স্টকে আছে।`,
      (w) => `একদম নতুন ${w.p} পাওয়া যাচ্ছে।`,
      (w) => `সেরা দামে অরিজিনাল ${w.p} পাওয়া যাচ্ছে।`,
    ],
  },
  goods: {
    en: [(w) => `${w.P} for sale.`, (w) => `${w.P} available.`, (w) => `Selling ${w.p}.`],
    bn: [(w) => `${w.p} বিক্রি হবে।`, (w) => `${w.p} পাওয়া যাচ্ছে।`, (w) => `${w.p} বিক্রয় করা হবে।`],
  },
  service: {
    en: [
      (w) => `We provide ${w.p} in ${w.place} and nearby areas.`,
      (w) => `Reliable ${w.p} at an affordable price.`,
      (w) => `Looking for ${w.p}? We can help.`,
    ],
    bn: [
      (w) => `${w.place} ও আশেপাশের এলাকায় ${w.p} দেওয়া হয়।`,
      (w) => `সাশ্রয়ী মূল্যে বিশ্বস্ত ${w.p}।`,
      (w) => `${w.p} দরকার? আমরা আছি।`,
    ],
  },
  animal: {
    en: [(w) => `${w.P} for sale.`, (w) => `Selling my ${w.p}.`, (w) => `${w.P} available.`],
    bn: [(w) => `${w.p} বিক্রি হবে।`, (w) => `আমার ${w.p} বিক্রি করে দিতে চাই।`, (w) => `${w.p} পাওয়া যাচ্ছে।`],
  },
  food: {
    en: [
      (w) => `Fresh ${w.p} available.`,
      (w) => `100% pure ${w.p}, no chemicals.`,
      (w) => `Order ${w.p} with home delivery.`,
    ],
    bn: [
      (w) => `তাজা ${w.p} পাওয়া যাচ্ছে।`,
      (w) => `১০০% খাঁটি ${w.p}, কোনো কেমিক্যাল নেই।`,
      (w) => `হোম ডেলিভারিতে ${w.p} অর্ডার করুন।`,
    ],
  },
};

const STYLE_FACTS: Record<Style, readonly Text[]> = {
  goods: [],
  service: [
    ['Experienced and trained team.', 'অভিজ্ঞ ও প্রশিক্ষিত টিম।'],
    ['Open 7 days a week, 9am to 9pm.', 'সপ্তাহে ৭ দিন, সকাল ৯টা থেকে রাত ৯টা পর্যন্ত খোলা।'],
    ['Free consultation before you pay.', 'টাকা দেওয়ার আগে ফ্রি পরামর্শ।'],
    ['Hundreds of satisfied customers.', 'শত শত সন্তুষ্ট গ্রাহক।'],
  ],
  animal: [
    ['Healthy and active, vaccinated on time.', 'সুস্থ ও চঞ্চল, সময়মতো ভ্যাকসিন দেওয়া।'],
    ['Raised at home with care.', 'বাসায় যত্ন করে পালন করা।'],
  ],
  food: [
    ['Sourced directly from farmers.', 'সরাসরি কৃষকের কাছ থেকে সংগ্রহ করা।'],
    ['Home delivery inside Dhaka within 24 hours.', 'ঢাকার ভেতরে ২৪ ঘণ্টার মধ্যে হোম ডেলিভারি।'],
  ],
};

interface CompiledLine {
  readonly line: Line;
  readonly item: EnumValue | undefined;
  /** Brand (enum value or tree brand) and a model picker per brand tree. */
  readonly brand: ((r: Random) => EnumValue | TreeValue) | undefined;
  readonly models: ReadonlyMap<string, (r: Random) => EnumValue>;
}

const fallbackLine = (item: EnumValue, price: readonly [number, number]): Line => ({
  item: item.key,
  noun: [item.label.en.toLowerCase(), item.label.bn],
  price,
});

function compileLines(category: CategoryDef, lines: readonly Line[], options: LineOptions): CompiledLine[] {
  const items = enumValues(category, 'item_type');
  const brandFilter = findFilter(category, 'brand');
  const brands: readonly (EnumValue | TreeValue)[] =
    brandFilter && (brandFilter.type === 'enum' || brandFilter.type === 'tree') ? brandFilter.values : [];
  const tree = treeValues(category);

  let usable: Line[];
  if (items.length > 0) {
    usable = lines.filter((l) => l.item !== undefined && items.some((i) => i.key === l.item));
    const fallbackPrice = options.fallbackPrice ?? [500, 5_000];
    for (const item of items)
      if (!usable.some((l) => l.item === item.key)) usable.push(fallbackLine(item, fallbackPrice));
  } else {
    usable = [...lines];
  }
  if (usable.length === 0) usable = [{ noun: [category.name.en.toLowerCase(), category.name.bn], price: [500, 5_000] }];

  return usable.map((l) => {
    const candidates = l.brands ? brands.filter((b) => l.brands?.includes(b.key)) : brands;
    const models = new Map<string, (r: Random) => EnumValue>();
    if (tree.length > 0) {
      for (const brand of candidates) {
        const value = tree.find((b) => b.key === brand.key);
        if (!value) continue;
        const fitting = value.children.filter((m) => isOtherKey(m.key) || !l.fits || l.fits(m.key));
        models.set(brand.key, byPopularity(fitting.length > 0 ? fitting : value.children));
      }
    }
    return {
      line: l,
      item: items.find((i) => i.key === l.item),
      brand: candidates.length > 0 ? byPopularity(candidates) : undefined,
      models,
    };
  });
}

function productPhrase(brand: EnumValue | TreeValue | undefined, model: EnumValue | undefined, noun: Text): Text {
  if (!brand || isOtherKey(brand.key)) return noun;
  const brandText = labelText(brand);
  if (!model || isOtherKey(model.key)) return [`${brandText[0]} ${noun[0]}`, `${brandText[1]} ${noun[1]}`];
  return [`${brandText[0]} ${model.label.en} ${noun[0]}`, `${brandText[1]} ${model.label.bn} ${noun[1]}`];
}

/** The generic engine; `style` chooses the titles and sentences (goods, service, animal or food). */
function linesTemplate(audience: Audience, style: Style, lines: readonly Line[], options: LineOptions): LeafTemplate {
  return {
    audience,
    compile(category) {
      const compiled = compileLines(category, lines, options);
      const pickLine = weightedPicker(compiled, (c) => c.line.weight ?? 10);
      const pickCondition = enumPicker(category, 'condition', options.condition ?? CONDITION_WEIGHTS_GOODS, 0);
      const categoryFacts = [...(options.facts ?? []), ...STYLE_FACTS[style]];
      const usedFacts = [...categoryFacts, ...(options.usedFacts ?? [])];

      return (d: Draft): Composed => {
        const { random, locale, properties } = d;
        const chosen = pickLine(random);
        const condition = chosen.line.onlyNew && pickCondition ? 'new' : pickCondition?.(random).key;
        if (condition) properties.condition = condition;
        if (chosen.item) properties.item_type = chosen.item.key;
        const brand = chosen.brand?.(random);
        let model: EnumValue | undefined;
        if (brand) {
          properties.brand = brand.key;
          const pickModel = chosen.models.get(brand.key);
          if (pickModel) {
            model = pickModel(random);
            properties.model = model.key;
          }
        }
        const completion = options.complete?.(d, chosen.line);
        const named = say(productPhrase(brand, model, chosen.line.noun), locale);
        const product = completion?.suffix ? `${named} ${completion.suffix}` : named;
        const words: Words = { p: product, P: cap(product), place: d.place };

        const plainKey = style !== 'goods' ? style : (conditionKey(condition) ?? 'goods');
        const key = plainKey === 'new' && options.gadget ? 'newGadget' : plainKey;
        const title = sayOne(random, TITLES[key], locale, words);
        const sentences = [sayOne(random, OPENERS[key === 'reconditioned' ? 'used' : key], locale, words)];
        addFact(random, locale, chosen.line.facts, sentences);
        if (style === 'goods') goodsSentences(d, condition, sentences, options.gadget);
        addFact(random, locale, condition && condition !== 'new' ? usedFacts : categoryFacts, sentences);

        const [lo, hi] = chosen.line.price;
        const factor = (completion?.priceFactor ?? 1) * usedShare(random, condition);
        const price = roundPrice(random, between(random, lo, hi) * factor);
        return { product, title, sentences, price };
      };
    },
  };
}

function addFact(random: Random, locale: Locale, facts: readonly Text[] | undefined, out: string[]): void {
  if (facts && facts.length > 0 && random.chance(0.75)) out.push(say(random.pick(facts), locale));
}

export const goods = (lines: readonly Line[], options: LineOptions = {}): LeafTemplate =>
  linesTemplate('goods', 'goods', lines, options);
/** Electronics and machines: boxes, warranties and "works perfectly". */
export const gadgets = (lines: readonly Line[], options: LineOptions = {}): LeafTemplate =>
  linesTemplate('goods', 'goods', lines, { ...options, gadget: true });
export const services = (lines: readonly Line[], options: LineOptions = {}): LeafTemplate =>
  linesTemplate('service', 'service', lines, options);
export const animals = (lines: readonly Line[], options: LineOptions = {}): LeafTemplate =>
  linesTemplate('animal', 'animal', lines, options);
export const food = (lines: readonly Line[], options: LineOptions = {}): LeafTemplate =>
  linesTemplate('goods', 'food', lines, options);
