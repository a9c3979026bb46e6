// A compact catalogue for unit tests: the shapes of the real one (server/modules/catalog/data) at a fraction of
// its size. Ids of the top-level categories follow spec section 1.
import type { Catalogue, CategoryDef, EnumValue, FilterDef, LocationDef, LocalizedText } from '../catalogue.ts';
import { indexCatalogue } from '../catalogue-index.ts';

const text = (en: string, bn: string): LocalizedText => ({ en, bn });
const value = (key: string, en: string, bn: string): EnumValue => ({ key, label: text(en, bn) });

const price: FilterDef = { key: 'price', type: 'money', label: text('Price', 'দাম') };
const condition: FilterDef = {
  key: 'condition',
  type: 'enum',
  label: text('Condition', 'অবস্থা'),
  values: [
    value('new', 'New', 'নতুন'),
    value('used', 'Used', 'ব্যবহৃত'),
    value('reconditioned', 'Reconditioned', 'রিকন্ডিশন্ড'),
  ],
};

function category(
  id: number,
  slug: string,
  name: LocalizedText,
  options: Partial<Pick<CategoryDef, 'parentId' | 'type' | 'isVertical' | 'deactivated' | 'filters'>> = {},
): CategoryDef {
  return {
    id,
    slug,
    name,
    parentId: options.parentId ?? -1,
    type: options.type ?? 'normal',
    isVertical: options.isVertical ?? false,
    deactivated: options.deactivated ?? false,
    icon: 'tag',
    filters: options.filters ?? [],
  };
}

const categories: CategoryDef[] = [
  category(700, 'jobs', text('Jobs', 'চাকরি'), { type: 'jobs', isVertical: true }),
  category(701, 'driver', text('Driver', 'ড্রাইভার'), { parentId: 700, type: 'jobs' }),
  category(702, 'accountant', text('Accountant', 'হিসাবরক্ষক'), { parentId: 700, type: 'jobs' }),
  category(400, 'overseas-jobs', text('Overseas Jobs', 'বিদেশে চাকরি'), { type: 'overseas_jobs' }),
  category(192, 'vehicles', text('Vehicles', 'যানবাহন')),
  category(193, 'cars', text('Cars', 'গাড়ি'), {
    parentId: 192,
    filters: [
      condition,
      {
        key: 'brand',
        type: 'tree',
        label: text('Brand', 'ব্র্যান্ড'),
        values: [
          {
            key: 'toyota',
            label: text('Toyota', 'টয়োটা'),
            children: [value('toyota-corolla', 'Corolla', 'করোলা'), value('toyota-axio', 'Axio', 'এক্সিও')],
          },
          { key: 'honda', label: text('Honda', 'হোন্ডা'), children: [value('honda-civic', 'Civic', 'সিভিক')] },
          {
            key: 'land_rover',
            label: text('Land Rover', 'ল্যান্ড রোভার'),
            children: [value('land_rover-defender', 'Defender', 'ডিফেন্ডার')],
          },
        ],
      },
      {
        key: 'body_type',
        type: 'enum',
        label: text('Body type', 'বডি টাইপ'),
        values: [
          value('saloon', 'Saloon', 'সেলুন'),
          value('suv', 'SUV', 'এসইউভি'),
          value('hatchback', 'Hatchback', 'হ্যাচব্যাক'),
        ],
      },
      {
        key: 'fuel_type',
        type: 'enum',
        label: text('Fuel type', 'জ্বালানির ধরন'),
        values: [
          value('petrol', 'Petrol', 'পেট্রোল'),
          value('diesel', 'Diesel', 'ডিজেল'),
          value('cng', 'CNG', 'সিএনজি'),
        ],
      },
      { key: 'model_year', type: 'numeric', label: text('Model year', 'মডেল বছর'), min: 1950, max: 2030 },
      {
        key: 'mileage',
        type: 'numeric',
        label: text('Mileage', 'মাইলেজ'),
        min: 0,
        max: 1_000_000,
        unit: text('km', 'কিমি'),
      },
      price,
    ],
  }),
  category(203, 'motorbikes-scooters', text('Motorbikes & Scooters', 'মোটরসাইকেল ও স্কুটার'), {
    parentId: 192,
    filters: [condition, price],
  }),
  category(210, 'property', text('Property', 'প্রপার্টি')),
  category(211, 'apartments-for-sale', text('Apartments for Sale', 'অ্যাপার্টমেন্ট বিক্রি'), {
    parentId: 210,
    filters: [
      {
        key: 'bedrooms',
        type: 'enum',
        label: text('Bedrooms', 'বেডরুম'),
        values: [value('1-bedroom', '1', '১'), value('2-bedrooms', '2', '২'), value('3-bedrooms', '3', '৩')],
      },
      {
        key: 'apartment_complex',
        type: 'enum',
        label: text('Apartment complex', 'অ্যাপার্টমেন্ট কমপ্লেক্স'),
        values: [value('bashundhara-tower', 'Bashundhara Tower', 'বসুন্ধরা টাওয়ার')],
      },
      { key: 'size', type: 'numeric', label: text('Size', 'আয়তন'), min: 0, max: 100_000, unit: text('sqft', 'বর্গফুট') },
      price,
    ],
  }),
  category(212, 'apartment-rentals', text('Apartment Rentals', 'অ্যাপার্টমেন্ট ভাড়া'), {
    parentId: 210,
    filters: [
      {
        key: 'bedrooms',
        type: 'enum',
        label: text('Bedrooms', 'বেডরুম'),
        values: [value('1-bedroom', '1', '১'), value('2-bedrooms', '2', '২')],
      },
      price,
    ],
  }),
  category(101, 'mobiles', text('Mobiles', 'মোবাইল')),
  category(102, 'mobile-phones', text('Mobile Phones', 'মোবাইল ফোন'), {
    parentId: 101,
    filters: [
      condition,
      {
        key: 'brand',
        type: 'tree',
        label: text('Brand', 'ব্র্যান্ড'),
        values: [
          {
            key: 'samsung',
            label: text('Samsung', 'স্যামসাং'),
            children: [value('samsung-galaxy-s23', 'Galaxy S23', 'গ্যালাক্সি এস২৩')],
          },
          {
            key: 'apple',
            label: text('Apple', 'অ্যাপল'),
            children: [value('apple-iphone-15', 'iPhone 15', 'আইফোন ১৫')],
          },
        ],
      },
      {
        key: 'ram',
        type: 'enum',
        label: text('RAM', 'র‍্যাম'),
        values: [value('4gb', '4 GB', '৪ জিবি'), value('8gb', '8 GB', '৮ জিবি')],
      },
      {
        key: 'capacity',
        type: 'enum',
        label: text('Capacity', 'ধারণক্ষমতা'),
        values: [value('64gb', '64 GB', '৬৪ জিবি'), value('128gb', '128 GB', '১২৮ জিবি')],
      },
      price,
    ],
  }),
  category(103, 'mobile-phone-accessories', text('Mobile Phone Accessories', 'মোবাইল ফোন এক্সেসরিজ'), {
    parentId: 101,
    filters: [
      {
        key: 'item_type',
        type: 'enum',
        label: text('Item type', 'পণ্যের ধরন'),
        values: [value('chargers', 'Chargers', 'চার্জার'), value('headphones', 'Headphones', 'হেডফোন')],
      },
      condition,
      price,
    ],
  }),
  category(229, 'electronics', text('Electronics', 'ইলেকট্রনিক্স')),
  // A plain brand enum (filter code 03) rather than a tree.
  category(230, 'tvs', text('TVs', 'টিভি'), {
    parentId: 229,
    filters: [
      {
        key: 'brand',
        type: 'enum',
        label: text('Brand', 'ব্র্যান্ড'),
        values: [value('walton', 'Walton', 'ওয়ালটন'), value('sony', 'Sony', 'সনি')],
      },
      {
        key: 'screen_size',
        type: 'enum',
        label: text('Screen size', 'স্ক্রিনের মাপ'),
        values: [value('32-inch', '32"', '৩২"'), value('43-inch', '43"', '৪৩"')],
      },
      condition,
      price,
    ],
  }),
  // Has a brand tree but is not on the spec's brand-tree list, so its tree filter is never used.
  category(231, 'tablets', text('Tablets', 'ট্যাবলেট'), {
    parentId: 229,
    filters: [
      {
        key: 'brand',
        type: 'tree',
        label: text('Brand', 'ব্র্যান্ড'),
        values: [
          {
            key: 'lenovo',
            label: text('Lenovo', 'লেনোভো'),
            children: [value('lenovo-tab-m10', 'Tab M10', 'ট্যাব এম১০')],
          },
        ],
      },
      price,
    ],
  }),
  category(900, 'other', text('Other', 'অন্যান্য'), { type: 'other' }),
  category(950, 'old-stuff', text('Old stuff', 'পুরনো জিনিস'), { type: 'other', deactivated: true }),
];

function location(id: number, slug: string, parentId: number, level: LocationDef['level'], name: LocalizedText) {
  return { id, slug, parentId, level, name };
}

const locations: LocationDef[] = [
  location(1, 'bangladesh', -1, 'country', text('Bangladesh', 'বাংলাদেশ')),
  location(2, 'dhaka-division', 1, 'division', text('Dhaka Division', 'ঢাকা বিভাগ')),
  location(3, 'dhaka', 2, 'district', text('Dhaka', 'ঢাকা')),
  location(4, 'mirpur', 3, 'area', text('Mirpur', 'মিরপুর')),
  location(5, 'gulshan', 3, 'area', text('Gulshan', 'গুলশান')),
  location(6, 'chattogram-division', 1, 'division', text('Chattogram Division', 'চট্টগ্রাম বিভাগ')),
  location(7, 'chattogram', 6, 'district', text('Chattogram', 'চট্টগ্রাম')),
  location(8, 'rajshahi-division', 1, 'division', text('Rajshahi Division', 'রাজশাহী বিভাগ')),
  location(9, 'rajshahi', 8, 'district', text('Rajshahi', 'রাজশাহী')),
];

export const FIXTURE_CATALOGUE: Catalogue = { categories, locations };
export const fixtureIndex = indexCatalogue(FIXTURE_CATALOGUE);
