// The category tree (spec sections 1, 3 and 5), modelled on Bikroy's. Ids named by the spec are
// kept exactly; the others are fixed here and must never be reused: ads store category ids.
// The array order is the display order; a top-level category is followed by its children.
//
// Id ranges: mobiles 101–106, vehicles 192–209, property 210–223, electronics 229–243,
// home & living 245–252, pets 260–265, hobbies 270–278, business 280–287, services 300–308,
// overseas jobs 400, fashion 500–512, education 520–525, essentials 540–547, agriculture 560–564,
// everything else 600, jobs 700–716.
import type { CategoryDef, CategoryType, FilterDef, LocalizedText } from '../../../../core/catalogue.ts';
import {
  AC_HOME_BRANDS,
  AUDIO_BRANDS,
  AUTO_PARTS_BRANDS,
  BICYCLE_BRANDS,
  BUS_BRANDS,
  CAMERA_BRANDS,
  CAR_BRANDS,
  CONSOLE_BRANDS,
  DESKTOP_BRANDS,
  HOME_APPLIANCE_BRANDS,
  LAPTOP_BRANDS,
  MOTORBIKE_BRANDS,
  PHONE_ACCESSORY_BRANDS,
  PHONE_BRANDS,
  PRINTER_BRANDS,
  SIM_OPERATORS,
  TABLET_BRANDS,
  THREE_WHEELER_BRANDS,
  TRUCK_BRANDS,
  TV_BRANDS,
  VAN_BRANDS,
  WATCH_BRANDS,
  WEARABLE_BRANDS,
} from './brands.ts';
import {
  APARTMENT_COMPLEX,
  BATHROOMS,
  BEDROOMS,
  BODY_TYPE,
  brandEnum,
  brandTree,
  COMPUTER_RAM,
  CONDITION,
  CONDITION_WITH_RECONDITIONED,
  engineCapacity,
  FUEL_TYPE,
  HDD,
  itemType,
  JOB_TYPE,
  EXPERIENCE,
  DEADLINE,
  LAND_SIZE,
  LAPTOP_DISPLAY_SIZE,
  MILEAGE,
  MODEL_YEAR,
  MONITOR_DISPLAY_SIZE,
  PHONE_RAM,
  PHONE_STORAGE,
  PRICE,
  PROCESSOR,
  SALARY,
  SIZE,
  t,
  TV_DISPLAY_TYPE,
  TV_SCREEN_SIZE,
  v,
} from './filters.ts';

interface TopSpec {
  readonly id: number;
  readonly slug: string;
  readonly icon: string;
  readonly name: LocalizedText;
  readonly type?: CategoryType;
  readonly isVertical?: boolean;
  /** A vertical's filters, offered when searching the whole vertical (jobs: the job filters). */
  readonly filters?: readonly FilterDef[];
}

interface ChildSpec {
  readonly id: number;
  readonly slug: string;
  readonly name: LocalizedText;
  readonly filters: readonly FilterDef[];
  readonly deactivated?: boolean;
}

/** A top-level category and its children; children inherit its type and icon. */
function group(top: TopSpec, children: readonly ChildSpec[]): CategoryDef[] {
  const type = top.type ?? 'normal';
  const parent: CategoryDef = {
    id: top.id,
    slug: top.slug,
    parentId: -1,
    type,
    isVertical: top.isVertical ?? false,
    deactivated: false,
    name: top.name,
    icon: top.icon,
    filters: top.filters ?? [],
  };
  return [
    parent,
    ...children.map((child): CategoryDef => ({
      id: child.id,
      slug: child.slug,
      parentId: top.id,
      type,
      isVertical: false,
      deactivated: child.deactivated ?? false,
      name: child.name,
      icon: top.icon,
      filters: child.filters,
    })),
  ];
}

/** A top-level category without children where ads are posted directly (overseas jobs, everything else). */
function single(top: TopSpec & { readonly filters: readonly FilterDef[] }): CategoryDef {
  return {
    id: top.id,
    slug: top.slug,
    parentId: -1,
    type: top.type ?? 'normal',
    isVertical: false,
    deactivated: false,
    name: top.name,
    icon: top.icon,
    filters: top.filters,
  };
}

/** Price and condition: the filters of most goods. */
const GOODS: readonly FilterDef[] = [PRICE, CONDITION];

const VEHICLE_BASICS: readonly FilterDef[] = [PRICE, CONDITION_WITH_RECONDITIONED];

/** Jobs have a salary instead of a price. */
const JOB: readonly FilterDef[] = [SALARY, JOB_TYPE, EXPERIENCE, DEADLINE];

const COMMERCIAL_PROPERTY_TYPE = itemType(
  [
    v('office-space', 'অফিস স্পেস', 'Office space'),
    v('shop', 'দোকান', 'Shop'),
    v('showroom', 'শোরুম', 'Showroom'),
    v('warehouse', 'গুদাম', 'Warehouse'),
    v('factory', 'কারখানা', 'Factory'),
    v('building', 'পুরো ভবন', 'Whole building'),
  ],
  t('প্রপার্টির ধরন', 'Property type'),
);

export const CATEGORIES: readonly CategoryDef[] = [
  ...group({ id: 101, slug: 'mobiles', icon: 'phone', name: t('মোবাইল', 'Mobiles') }, [
    {
      id: 102,
      slug: 'mobile-phones',
      name: t('মোবাইল ফোন', 'Mobile Phones'),
      filters: [PRICE, CONDITION_WITH_RECONDITIONED, brandTree(PHONE_BRANDS), PHONE_RAM, PHONE_STORAGE],
    },
    {
      id: 103,
      slug: 'mobile-phone-accessories',
      name: t('মোবাইল ফোন এক্সেসরিজ', 'Mobile Phone Accessories'),
      filters: [
        ...GOODS,
        itemType([
          v('chargers-cables', 'চার্জার ও কেবল', 'Chargers & cables'),
          v('power-banks', 'পাওয়ার ব্যাংক', 'Power banks'),
          v('headphones-earphones', 'হেডফোন ও ইয়ারফোন', 'Headphones & earphones'),
          v('covers-cases', 'কভার ও কেস', 'Covers & cases'),
          v('screen-protectors', 'স্ক্রিন প্রটেক্টর', 'Screen protectors'),
          v('memory-cards', 'মেমোরি কার্ড', 'Memory cards'),
          v('batteries', 'ব্যাটারি', 'Batteries'),
          v('holders-stands', 'হোল্ডার ও স্ট্যান্ড', 'Holders & stands'),
          v('other-accessories', 'অন্যান্য এক্সেসরিজ', 'Other accessories'),
        ]),
        brandEnum(PHONE_ACCESSORY_BRANDS),
      ],
    },
    {
      id: 104,
      slug: 'sim-cards',
      name: t('সিম কার্ড', 'SIM Cards'),
      filters: [PRICE, brandEnum(SIM_OPERATORS, t('অপারেটর', 'Operator'))],
    },
    {
      id: 105,
      slug: 'wearables',
      name: t('স্মার্টওয়াচ ও ওয়্যারেবল', 'Wearables'),
      filters: [
        ...GOODS,
        itemType([
          v('smartwatches', 'স্মার্টওয়াচ', 'Smartwatches'),
          v('fitness-bands', 'ফিটনেস ব্যান্ড', 'Fitness bands'),
          v('smart-rings', 'স্মার্ট রিং', 'Smart rings'),
          v('vr-headsets', 'ভিআর হেডসেট', 'VR headsets'),
        ]),
        brandEnum(WEARABLE_BRANDS),
      ],
    },
    {
      id: 106,
      slug: 'mobile-phone-services',
      name: t('মোবাইল ফোন সার্ভিস', 'Mobile Phone Services'),
      filters: [
        PRICE,
        itemType([
          v('repair', 'মেরামত', 'Repair'),
          v('screen-replacement', 'স্ক্রিন পরিবর্তন', 'Screen replacement'),
          v('software-unlocking', 'সফটওয়্যার ও আনলকিং', 'Software & unlocking'),
        ]),
      ],
    },
  ]),

  ...group({ id: 229, slug: 'electronics', icon: 'laptop', name: t('ইলেকট্রনিক্স', 'Electronics') }, [
    {
      id: 230,
      slug: 'laptops',
      name: t('ল্যাপটপ', 'Laptops'),
      filters: [
        PRICE,
        CONDITION_WITH_RECONDITIONED,
        brandTree(LAPTOP_BRANDS),
        PROCESSOR,
        COMPUTER_RAM,
        HDD,
        LAPTOP_DISPLAY_SIZE,
      ],
    },
    {
      id: 231,
      slug: 'desktop-computers',
      name: t('ডেস্কটপ কম্পিউটার', 'Desktop Computers'),
      filters: [
        PRICE,
        CONDITION_WITH_RECONDITIONED,
        brandTree(DESKTOP_BRANDS),
        itemType([
          v('tower-pc', 'টাওয়ার পিসি', 'Tower PC'),
          v('all-in-one', 'অল-ইন-ওয়ান', 'All-in-one'),
          v('mini-pc', 'মিনি পিসি', 'Mini PC'),
        ]),
        PROCESSOR,
        COMPUTER_RAM,
        HDD,
        MONITOR_DISPLAY_SIZE,
      ],
    },
    {
      id: 232,
      slug: 'tvs',
      name: t('টিভি', 'TVs'),
      filters: [...GOODS, brandEnum(TV_BRANDS), TV_SCREEN_SIZE, TV_DISPLAY_TYPE],
    },
    {
      id: 233,
      slug: 'cameras-camcorders-accessories',
      name: t('ক্যামেরা, ক্যামকর্ডার ও এক্সেসরিজ', 'Cameras, Camcorders & Accessories'),
      filters: [
        ...GOODS,
        itemType([
          v('dslr', 'ডিএসএলআর', 'DSLR'),
          v('mirrorless', 'মিররলেস', 'Mirrorless'),
          v('point-and-shoot', 'পয়েন্ট অ্যান্ড শুট', 'Point & shoot'),
          v('action-cameras', 'অ্যাকশন ক্যামেরা', 'Action cameras'),
          v('camcorders', 'ক্যামকর্ডার', 'Camcorders'),
          v('drones', 'ড্রোন', 'Drones'),
          v('lenses', 'লেন্স', 'Lenses'),
          v('cctv-cameras', 'সিসিটিভি ক্যামেরা', 'CCTV cameras'),
          v('camera-accessories', 'ক্যামেরা এক্সেসরিজ', 'Camera accessories'),
        ]),
        brandTree(CAMERA_BRANDS),
      ],
    },
    {
      id: 234,
      slug: 'audio-sound-systems',
      name: t('অডিও ও সাউন্ড সিস্টেম', 'Audio & Sound Systems'),
      filters: [
        ...GOODS,
        itemType([
          v('speakers', 'স্পিকার', 'Speakers'),
          v('headphones', 'হেডফোন', 'Headphones'),
          v('earbuds', 'ইয়ারবাড', 'Earbuds'),
          v('home-theatre', 'হোম থিয়েটার', 'Home theatre'),
          v('soundbars', 'সাউন্ডবার', 'Soundbars'),
          v('amplifiers', 'অ্যামপ্লিফায়ার', 'Amplifiers'),
          v('microphones', 'মাইক্রোফোন', 'Microphones'),
        ]),
        brandEnum(AUDIO_BRANDS),
      ],
    },
    {
      id: 235,
      slug: 'computer-accessories',
      name: t('কম্পিউটার এক্সেসরিজ', 'Computer Accessories'),
      filters: [
        ...GOODS,
        itemType([
          v('monitors', 'মনিটর', 'Monitors'),
          v('keyboards-mice', 'কিবোর্ড ও মাউস', 'Keyboards & mice'),
          v('graphics-cards', 'গ্রাফিক্স কার্ড', 'Graphics cards'),
          v('processors', 'প্রসেসর', 'Processors'),
          v('motherboards', 'মাদারবোর্ড', 'Motherboards'),
          v('ram', 'র‍্যাম', 'RAM'),
          v('storage-drives', 'হার্ড ড্রাইভ ও এসএসডি', 'Hard drives & SSDs'),
          v('networking', 'নেটওয়ার্কিং ও রাউটার', 'Networking & routers'),
          v('ups', 'ইউপিএস', 'UPS'),
          v('other-computer-accessories', 'অন্যান্য এক্সেসরিজ', 'Other accessories'),
        ]),
      ],
    },
    {
      id: 236,
      slug: 'tablets-accessories',
      name: t('ট্যাবলেট ও এক্সেসরিজ', 'Tablets & Accessories'),
      filters: [
        PRICE,
        CONDITION_WITH_RECONDITIONED,
        itemType([v('tablets', 'ট্যাবলেট', 'Tablets'), v('tablet-accessories', 'ট্যাবলেট এক্সেসরিজ', 'Accessories')]),
        brandEnum(TABLET_BRANDS),
        PHONE_RAM,
        PHONE_STORAGE,
      ],
    },
    {
      id: 237,
      slug: 'video-game-consoles-accessories',
      name: t('ভিডিও গেম কনসোল ও এক্সেসরিজ', 'Video Game Consoles & Accessories'),
      filters: [
        ...GOODS,
        itemType([
          v('consoles', 'কনসোল', 'Consoles'),
          v('games', 'গেম', 'Games'),
          v('controllers', 'কন্ট্রোলার', 'Controllers'),
          v('gaming-accessories', 'গেমিং এক্সেসরিজ', 'Gaming accessories'),
        ]),
        brandEnum(CONSOLE_BRANDS),
      ],
    },
    {
      id: 238,
      slug: 'tv-video-accessories',
      name: t('টিভি ও ভিডিও এক্সেসরিজ', 'TV & Video Accessories'),
      filters: [
        ...GOODS,
        itemType([
          v('projectors', 'প্রজেক্টর', 'Projectors'),
          v('tv-boxes', 'টিভি বক্স ও স্ট্রিমিং ডিভাইস', 'TV boxes & streaming devices'),
          v('wall-mounts', 'ওয়াল মাউন্ট', 'Wall mounts'),
          v('remotes', 'রিমোট', 'Remotes'),
          v('satellite-dish', 'ডিশ ও অ্যান্টেনা', 'Dish & antennas'),
          v('cables', 'কেবল', 'Cables'),
        ]),
      ],
    },
    {
      id: 239,
      slug: 'electronics-acs-home',
      name: t('এসি ও হোম ইলেকট্রনিক্স', 'ACs & Home Electronics'),
      filters: [
        ...GOODS,
        itemType([
          v('air-conditioners', 'এয়ার কন্ডিশনার', 'Air conditioners'),
          v('refrigerators', 'রেফ্রিজারেটর', 'Refrigerators'),
          v('freezers', 'ফ্রিজার', 'Freezers'),
          v('washing-machines', 'ওয়াশিং মেশিন', 'Washing machines'),
          v('microwave-ovens', 'মাইক্রোওয়েভ ওভেন', 'Microwave ovens'),
          v('water-purifiers', 'ওয়াটার পিউরিফায়ার', 'Water purifiers'),
          v('air-coolers', 'এয়ার কুলার', 'Air coolers'),
          v('generators', 'জেনারেটর', 'Generators'),
          v('ips-ups', 'আইপিএস ও ইউপিএস', 'IPS & UPS'),
        ]),
        brandTree(AC_HOME_BRANDS),
      ],
    },
    {
      id: 240,
      slug: 'home-appliances',
      name: t('হোম অ্যাপ্লায়েন্স', 'Home Appliances'),
      filters: [
        ...GOODS,
        itemType([
          v('blenders-juicers', 'ব্লেন্ডার ও জুসার', 'Blenders & juicers'),
          v('rice-cookers', 'রাইস কুকার', 'Rice cookers'),
          v('electric-kettles', 'ইলেকট্রিক কেটলি', 'Electric kettles'),
          v('electric-stoves', 'ইলেকট্রিক ও ইনডাকশন চুলা', 'Electric & induction cookers'),
          v('ovens', 'ওভেন', 'Ovens'),
          v('fans', 'ফ্যান', 'Fans'),
          v('irons', 'ইস্ত্রি', 'Irons'),
          v('vacuum-cleaners', 'ভ্যাকুয়াম ক্লিনার', 'Vacuum cleaners'),
          v('water-heaters', 'গিজার ও ওয়াটার হিটার', 'Geysers & water heaters'),
        ]),
        brandEnum(HOME_APPLIANCE_BRANDS),
      ],
    },
    {
      id: 241,
      slug: 'printers-scanners',
      name: t('প্রিন্টার ও স্ক্যানার', 'Printers & Scanners'),
      filters: [
        ...GOODS,
        itemType([
          v('printers', 'প্রিন্টার', 'Printers'),
          v('scanners', 'স্ক্যানার', 'Scanners'),
          v('photocopiers', 'ফটোকপি মেশিন', 'Photocopiers'),
          v('ink-toner', 'কালি ও টোনার', 'Ink & toner'),
        ]),
        brandEnum(PRINTER_BRANDS),
      ],
    },
    { id: 242, slug: 'other-electronics', name: t('অন্যান্য ইলেকট্রনিক্স', 'Other Electronics'), filters: GOODS },
    {
      // Legacy category kept so that old ads keep their category; no new ads.
      id: 243,
      slug: 'vcd-dvd-players',
      name: t('ভিসিডি ও ডিভিডি প্লেয়ার', 'VCD & DVD Players'),
      filters: GOODS,
      deactivated: true,
    },
  ]),

  ...group({ id: 192, slug: 'vehicles', icon: 'car', name: t('যানবাহন', 'Vehicles') }, [
    {
      id: 193,
      slug: 'cars',
      name: t('গাড়ি', 'Cars'),
      filters: [
        ...VEHICLE_BASICS,
        brandTree(CAR_BRANDS),
        BODY_TYPE,
        MODEL_YEAR,
        FUEL_TYPE,
        MILEAGE,
        engineCapacity(600, 8000),
      ],
    },
    {
      id: 203,
      slug: 'motorbikes-scooters',
      name: t('মোটরবাইক ও স্কুটার', 'Motorbikes & Scooters'),
      filters: [
        ...VEHICLE_BASICS,
        brandTree(MOTORBIKE_BRANDS),
        itemType([
          v('motorbikes', 'মোটরবাইক', 'Motorbikes'),
          v('scooters', 'স্কুটার', 'Scooters'),
          v('electric-bikes', 'ইলেকট্রিক বাইক', 'Electric bikes'),
        ]),
        MODEL_YEAR,
        MILEAGE,
        engineCapacity(50, 1500),
      ],
    },
    {
      id: 194,
      slug: 'three-wheelers',
      name: t('থ্রি হুইলার', 'Three Wheelers'),
      filters: [
        ...VEHICLE_BASICS,
        brandTree(THREE_WHEELER_BRANDS),
        itemType([
          v('cng-auto-rickshaws', 'সিএনজি অটোরিকশা', 'CNG auto-rickshaws'),
          v('easy-bikes', 'ইজিবাইক', 'Easy bikes'),
          v('tempos-legunas', 'টেম্পো ও লেগুনা', 'Tempos & legunas'),
          v('rickshaws-vans', 'রিকশা ও ভ্যান', 'Rickshaws & vans'),
        ]),
        MODEL_YEAR,
        FUEL_TYPE,
        MILEAGE,
      ],
    },
    {
      id: 195,
      slug: 'buses',
      name: t('বাস', 'Buses'),
      filters: [...VEHICLE_BASICS, brandTree(BUS_BRANDS), MODEL_YEAR, FUEL_TYPE, MILEAGE, engineCapacity(1000, 16000)],
    },
    {
      id: 196,
      slug: 'vans',
      name: t('ভ্যান ও মাইক্রোবাস', 'Vans'),
      filters: [...VEHICLE_BASICS, brandTree(VAN_BRANDS), MODEL_YEAR, FUEL_TYPE, MILEAGE, engineCapacity(600, 5000)],
    },
    {
      id: 197,
      slug: 'trucks',
      name: t('ট্রাক ও পিকআপ', 'Trucks'),
      filters: [
        ...VEHICLE_BASICS,
        brandTree(TRUCK_BRANDS),
        itemType([
          v('pickups', 'পিকআপ', 'Pickups'),
          v('covered-vans', 'কাভার্ড ভ্যান', 'Covered vans'),
          v('lorries', 'লরি', 'Lorries'),
          v('dump-trucks', 'ডাম্প ট্রাক', 'Dump trucks'),
          v('prime-movers', 'প্রাইম মুভার', 'Prime movers'),
          v('refrigerated-trucks', 'ফ্রিজার ভ্যান', 'Refrigerated trucks'),
        ]),
        MODEL_YEAR,
        FUEL_TYPE,
        MILEAGE,
        engineCapacity(600, 16000),
      ],
    },
    {
      id: 198,
      slug: 'auto-parts-accessories',
      name: t('অটো পার্টস ও এক্সেসরিজ', 'Auto Parts & Accessories'),
      filters: [
        ...VEHICLE_BASICS,
        itemType([
          v('engine-parts', 'ইঞ্জিন পার্টস', 'Engine parts'),
          v('body-parts', 'বডি পার্টস', 'Body parts'),
          v('tyres-wheels', 'টায়ার ও চাকা', 'Tyres & wheels'),
          v('lights', 'লাইট', 'Lights'),
          v('batteries', 'ব্যাটারি', 'Batteries'),
          v('audio-navigation', 'অডিও ও নেভিগেশন', 'Audio & navigation'),
          v('interior-accessories', 'ইন্টেরিয়র এক্সেসরিজ', 'Interior accessories'),
          v('oils-lubricants', 'তেল ও লুব্রিকেন্ট', 'Oils & lubricants'),
          v('helmets-riding-gear', 'হেলমেট ও রাইডিং গিয়ার', 'Helmets & riding gear'),
        ]),
        brandTree(AUTO_PARTS_BRANDS),
      ],
    },
    {
      id: 199,
      slug: 'bicycles',
      name: t('বাইসাইকেল', 'Bicycles'),
      filters: [
        ...GOODS,
        itemType([
          v('mountain-bikes', 'মাউন্টেন বাইক', 'Mountain bikes'),
          v('road-bikes', 'রোড বাইক', 'Road bikes'),
          v('hybrid-bikes', 'হাইব্রিড বাইক', 'Hybrid bikes'),
          v('kids-bikes', 'শিশুদের সাইকেল', "Kids' bikes"),
          v('folding-bikes', 'ফোল্ডিং সাইকেল', 'Folding bikes'),
          v('electric-bicycles', 'ইলেকট্রিক সাইকেল', 'Electric bicycles'),
        ]),
        brandEnum(BICYCLE_BRANDS),
      ],
    },
    {
      id: 200,
      slug: 'heavy-duty',
      name: t('ভারী যানবাহন ও যন্ত্র', 'Heavy Duty'),
      filters: [
        ...VEHICLE_BASICS,
        itemType([
          v('excavators', 'এক্সকেভেটর', 'Excavators'),
          v('cranes', 'ক্রেন', 'Cranes'),
          v('forklifts', 'ফর্কলিফট', 'Forklifts'),
          v('road-rollers', 'রোড রোলার', 'Road rollers'),
          v('bulldozers', 'বুলডোজার', 'Bulldozers'),
          v('mixers', 'মিক্সার মেশিন', 'Concrete mixers'),
        ]),
        MODEL_YEAR,
      ],
    },
    {
      id: 201,
      slug: 'water-transport',
      name: t('নৌযান', 'Water Transport'),
      filters: [
        ...GOODS,
        itemType([
          v('boats', 'নৌকা', 'Boats'),
          v('speedboats', 'স্পিডবোট', 'Speedboats'),
          v('trawlers', 'ট্রলার', 'Trawlers'),
          v('marine-engines', 'নৌযানের ইঞ্জিন', 'Marine engines'),
        ]),
      ],
    },
    {
      id: 202,
      slug: 'vehicle-rentals',
      name: t('যানবাহন ভাড়া', 'Vehicle Rentals'),
      filters: [
        PRICE,
        itemType([
          v('car-rental', 'গাড়ি ভাড়া', 'Cars'),
          v('microbus-rental', 'মাইক্রোবাস ভাড়া', 'Microbuses'),
          v('bus-rental', 'বাস ভাড়া', 'Buses'),
          v('truck-pickup-rental', 'ট্রাক ও পিকআপ ভাড়া', 'Trucks & pickups'),
          v('ambulance-rental', 'অ্যাম্বুলেন্স', 'Ambulances'),
        ]),
      ],
    },
    {
      id: 204,
      slug: 'auto-services',
      name: t('অটো সার্ভিস', 'Auto Services'),
      filters: [
        PRICE,
        itemType([
          v('repair-maintenance', 'মেরামত ও রক্ষণাবেক্ষণ', 'Repair & maintenance'),
          v('car-wash-detailing', 'কার ওয়াশ ও ডিটেইলিং', 'Car wash & detailing'),
          v('painting-denting', 'রং ও ডেন্টিং', 'Painting & denting'),
          v('driving-training', 'ড্রাইভিং প্রশিক্ষণ', 'Driving lessons'),
        ]),
      ],
    },
  ]),

  ...group({ id: 210, slug: 'property', icon: 'home', name: t('প্রপার্টি', 'Property') }, [
    {
      id: 211,
      slug: 'apartments-for-sale',
      name: t('অ্যাপার্টমেন্ট বিক্রি', 'Apartments for Sale'),
      filters: [
        PRICE,
        BEDROOMS,
        BATHROOMS,
        SIZE,
        itemType(
          [
            v('ready', 'রেডি', 'Ready'),
            v('under-construction', 'নির্মাণাধীন', 'Under construction'),
            v('upcoming-project', 'আসন্ন প্রকল্প', 'Upcoming project'),
          ],
          t('নির্মাণের অবস্থা', 'Completion status'),
        ),
        APARTMENT_COMPLEX,
      ],
    },
    {
      id: 212,
      slug: 'apartment-rentals',
      name: t('অ্যাপার্টমেন্ট ভাড়া', 'Apartment Rentals'),
      filters: [PRICE, BEDROOMS, BATHROOMS, SIZE, APARTMENT_COMPLEX],
    },
    {
      id: 213,
      slug: 'houses-for-sale',
      name: t('বাড়ি বিক্রি', 'Houses for Sale'),
      filters: [PRICE, BEDROOMS, BATHROOMS, SIZE, LAND_SIZE],
    },
    {
      id: 214,
      slug: 'house-rentals',
      name: t('বাড়ি ভাড়া', 'House Rentals'),
      filters: [PRICE, BEDROOMS, BATHROOMS, SIZE],
    },
    {
      id: 215,
      slug: 'land-for-sale',
      name: t('জমি বিক্রি', 'Land for Sale'),
      filters: [
        PRICE,
        LAND_SIZE,
        itemType(
          [
            v('residential-plot', 'আবাসিক প্লট', 'Residential plot'),
            v('commercial-plot', 'বাণিজ্যিক প্লট', 'Commercial plot'),
            v('agricultural-land', 'কৃষি জমি', 'Agricultural land'),
          ],
          t('জমির ধরন', 'Land type'),
        ),
      ],
    },
    {
      id: 217,
      slug: 'commercial-property-rentals',
      name: t('বাণিজ্যিক প্রপার্টি ভাড়া', 'Commercial Property Rentals'),
      filters: [PRICE, SIZE, COMMERCIAL_PROPERTY_TYPE],
    },
    {
      id: 218,
      slug: 'room-rentals',
      name: t('রুম ও সাবলেট ভাড়া', 'Room Rentals & Sublets'),
      filters: [
        PRICE,
        itemType(
          [
            v('single-room', 'সিঙ্গেল রুম', 'Single room'),
            v('shared-room', 'শেয়ার্ড রুম', 'Shared room'),
            v('sublet', 'সাবলেট', 'Sublet'),
            v('mess-seat', 'মেস সিট', 'Mess seat'),
            v('hostel', 'হোস্টেল', 'Hostel'),
          ],
          t('রুমের ধরন', 'Room type'),
        ),
      ],
    },
    {
      id: 223,
      slug: 'commercial-properties-for-sale',
      name: t('বাণিজ্যিক প্রপার্টি বিক্রি', 'Commercial Properties for Sale'),
      filters: [PRICE, SIZE, COMMERCIAL_PROPERTY_TYPE],
    },
  ]),

  ...group({ id: 245, slug: 'home-living', icon: 'sofa', name: t('হোম ও লিভিং', 'Home & Living') }, [
    {
      id: 246,
      slug: 'furniture',
      name: t('আসবাবপত্র', 'Furniture'),
      filters: [
        ...GOODS,
        itemType([
          v('beds', 'খাট', 'Beds'),
          v('sofas', 'সোফা', 'Sofas'),
          v('dining-sets', 'ডাইনিং সেট', 'Dining sets'),
          v('wardrobes', 'আলমারি ও ওয়ারড্রোব', 'Wardrobes'),
          v('tables', 'টেবিল', 'Tables'),
          v('chairs', 'চেয়ার', 'Chairs'),
          v('shelves-cabinets', 'শেলফ ও ক্যাবিনেট', 'Shelves & cabinets'),
          v('office-furniture', 'অফিস আসবাবপত্র', 'Office furniture'),
        ]),
      ],
    },
    {
      id: 247,
      slug: 'kitchen-dining',
      name: t('রান্নাঘর ও ডাইনিং', 'Kitchen & Dining'),
      filters: [
        ...GOODS,
        itemType([
          v('cookware', 'রান্নার সরঞ্জাম', 'Cookware'),
          v('gas-stoves', 'গ্যাসের চুলা', 'Gas stoves'),
          v('dinnerware', 'ডিনার সেট ও তৈজসপত্র', 'Dinnerware'),
          v('kitchen-storage', 'রান্নাঘরের স্টোরেজ', 'Kitchen storage'),
        ]),
      ],
    },
    {
      id: 248,
      slug: 'home-textiles-decoration',
      name: t('হোম টেক্সটাইল ও সাজসজ্জা', 'Home Textiles & Decoration'),
      filters: [
        ...GOODS,
        itemType([
          v('bedding', 'বিছানার চাদর ও বেডিং', 'Bedding'),
          v('curtains', 'পর্দা', 'Curtains'),
          v('carpets-rugs', 'কার্পেট ও পাপোশ', 'Carpets & rugs'),
          v('lighting', 'লাইটিং', 'Lighting'),
          v('wall-decor', 'দেয়াল সাজসজ্জা', 'Wall decor'),
          v('showpieces', 'শোপিস', 'Showpieces'),
        ]),
      ],
    },
    { id: 249, slug: 'household-items', name: t('গৃহস্থালি সামগ্রী', 'Household Items'), filters: GOODS },
    { id: 250, slug: 'bathroom-products', name: t('বাথরুম সামগ্রী', 'Bathroom Products'), filters: GOODS },
    {
      id: 251,
      slug: 'garden',
      name: t('বাগান', 'Garden'),
      filters: [
        ...GOODS,
        itemType([
          v('plants', 'গাছ', 'Plants'),
          v('pots-planters', 'টব', 'Pots & planters'),
          v('garden-tools', 'বাগানের সরঞ্জাম', 'Garden tools'),
          v('garden-furniture', 'বাগানের আসবাব', 'Garden furniture'),
        ]),
      ],
    },
    { id: 252, slug: 'other-home-items', name: t('অন্যান্য গৃহস্থালি পণ্য', 'Other Home Items'), filters: GOODS },
  ]),

  ...group({ id: 260, slug: 'pets-animals', icon: 'paw', name: t('পোষা প্রাণী ও পশুপাখি', 'Pets & Animals') }, [
    {
      id: 261,
      slug: 'pets',
      name: t('পোষা প্রাণী', 'Pets'),
      filters: [
        PRICE,
        itemType([
          v('cats', 'বিড়াল', 'Cats'),
          v('dogs', 'কুকুর', 'Dogs'),
          v('birds', 'পাখি', 'Birds'),
          v('fish', 'মাছ', 'Fish'),
          v('rabbits', 'খরগোশ', 'Rabbits'),
        ]),
      ],
    },
    {
      id: 262,
      slug: 'farm-animals',
      name: t('খামারের পশুপাখি', 'Farm Animals'),
      filters: [
        PRICE,
        itemType([
          v('cows', 'গরু', 'Cows'),
          v('goats', 'ছাগল', 'Goats'),
          v('sheep', 'ভেড়া', 'Sheep'),
          v('buffaloes', 'মহিষ', 'Buffaloes'),
          v('chickens', 'মুরগি', 'Chickens'),
          v('ducks', 'হাঁস', 'Ducks'),
          v('pigeons', 'কবুতর', 'Pigeons'),
        ]),
      ],
    },
    {
      id: 263,
      slug: 'pet-animal-accessories',
      name: t('পোষা প্রাণীর এক্সেসরিজ', 'Pet & Animal Accessories'),
      filters: GOODS,
    },
    { id: 264, slug: 'pet-animal-food', name: t('পশুপাখির খাবার', 'Pet & Animal Food'), filters: [PRICE] },
    { id: 265, slug: 'other-pets-animals', name: t('অন্যান্য প্রাণী', 'Other Pets & Animals'), filters: [PRICE] },
  ]),

  ...group({ id: 500, slug: 'fashion-beauty', icon: 'shirt', name: t('ফ্যাশন ও সৌন্দর্য', 'Fashion & Beauty') }, [
    {
      id: 501,
      slug: 'traditional-wear',
      name: t('ঐতিহ্যবাহী পোশাক', 'Traditional Wear'),
      filters: [
        ...GOODS,
        itemType([
          v('sarees', 'শাড়ি', 'Sarees'),
          v('salwar-kameez', 'সালোয়ার কামিজ', 'Salwar kameez'),
          v('three-pieces', 'থ্রি-পিস', 'Three-pieces'),
          v('panjabis', 'পাঞ্জাবি', 'Panjabis'),
          v('lungis', 'লুঙ্গি', 'Lungis'),
          v('borkas-hijabs', 'বোরকা ও হিজাব', 'Borkas & hijabs'),
        ]),
      ],
    },
    {
      id: 502,
      slug: 'mens-clothing',
      name: t('ছেলেদের পোশাক', "Men's Clothing"),
      filters: [
        ...GOODS,
        itemType([
          v('shirts', 'শার্ট', 'Shirts'),
          v('t-shirts-polos', 'টি-শার্ট ও পোলো', 'T-shirts & polos'),
          v('trousers-jeans', 'প্যান্ট ও জিন্স', 'Trousers & jeans'),
          v('jackets-hoodies', 'জ্যাকেট ও হুডি', 'Jackets & hoodies'),
          v('suits-blazers', 'স্যুট ও ব্লেজার', 'Suits & blazers'),
        ]),
      ],
    },
    {
      id: 503,
      slug: 'womens-western-wear',
      name: t('মেয়েদের ওয়েস্টার্ন পোশাক', "Women's Western Wear"),
      filters: [
        ...GOODS,
        itemType([
          v('tops', 'টপস', 'Tops'),
          v('dresses', 'ড্রেস', 'Dresses'),
          v('jeans-trousers', 'জিন্স ও প্যান্ট', 'Jeans & trousers'),
          v('jackets-cardigans', 'জ্যাকেট ও কার্ডিগান', 'Jackets & cardigans'),
        ]),
      ],
    },
    {
      id: 504,
      slug: 'shoes-footwear',
      name: t('জুতা', 'Shoes & Footwear'),
      filters: [
        ...GOODS,
        itemType([
          v('mens-shoes', 'ছেলেদের জুতা', "Men's shoes"),
          v('womens-shoes', 'মেয়েদের জুতা', "Women's shoes"),
          v('kids-shoes', 'শিশুদের জুতা', "Kids' shoes"),
          v('sports-shoes', 'স্পোর্টস শু', 'Sports shoes'),
          v('sandals', 'স্যান্ডেল', 'Sandals'),
        ]),
      ],
    },
    {
      id: 505,
      slug: 'bags',
      name: t('ব্যাগ', 'Bags'),
      filters: [
        ...GOODS,
        itemType([
          v('handbags', 'হ্যান্ডব্যাগ', 'Handbags'),
          v('backpacks', 'ব্যাকপ্যাক', 'Backpacks'),
          v('wallets', 'মানিব্যাগ', 'Wallets'),
          v('travel-bags', 'ট্রাভেল ব্যাগ', 'Travel bags'),
        ]),
      ],
    },
    {
      id: 506,
      slug: 'watches',
      name: t('ঘড়ি', 'Watches'),
      filters: [
        ...GOODS,
        itemType([
          v('mens-watches', 'ছেলেদের ঘড়ি', "Men's watches"),
          v('womens-watches', 'মেয়েদের ঘড়ি', "Women's watches"),
        ]),
        brandEnum(WATCH_BRANDS),
      ],
    },
    {
      id: 507,
      slug: 'jewellery',
      name: t('গহনা', 'Jewellery'),
      filters: [
        ...GOODS,
        itemType([
          v('gold', 'সোনার গহনা', 'Gold'),
          v('silver', 'রুপার গহনা', 'Silver'),
          v('diamond', 'হীরার গহনা', 'Diamond'),
          v('imitation', 'ইমিটেশন গহনা', 'Imitation'),
        ]),
      ],
    },
    {
      id: 508,
      slug: 'beauty-personal-care',
      name: t('সৌন্দর্য ও ব্যক্তিগত যত্ন', 'Beauty & Personal Care'),
      filters: [
        PRICE,
        itemType([
          v('skincare', 'ত্বকের যত্ন', 'Skincare'),
          v('makeup', 'মেকআপ', 'Makeup'),
          v('hair-care', 'চুলের যত্ন', 'Hair care'),
          v('fragrances', 'পারফিউম ও আতর', 'Fragrances'),
          v('grooming', 'গ্রুমিং', 'Grooming'),
        ]),
      ],
    },
    {
      id: 509,
      slug: 'baby-kids-fashion',
      name: t('শিশুদের পোশাক', 'Baby & Kids Fashion'),
      filters: GOODS,
    },
    {
      id: 510,
      slug: 'eyewear',
      name: t('চশমা ও সানগ্লাস', 'Eyewear'),
      filters: GOODS,
    },
    {
      id: 511,
      slug: 'wedding-wear',
      name: t('বিয়ের পোশাক', 'Wedding Wear'),
      filters: [
        ...GOODS,
        itemType([v('bridal-wear', 'কনের পোশাক', 'Bridal wear'), v('groom-wear', 'বরের পোশাক', 'Groom wear')]),
      ],
    },
    { id: 512, slug: 'other-fashion', name: t('অন্যান্য ফ্যাশন', 'Other Fashion'), filters: GOODS },
  ]),

  ...group(
    { id: 270, slug: 'hobbies-sports-kids', icon: 'ball', name: t('শখ, খেলাধুলা ও শিশু', 'Hobbies, Sports & Kids') },
    [
      {
        id: 271,
        slug: 'musical-instruments',
        name: t('বাদ্যযন্ত্র', 'Musical Instruments'),
        filters: [
          ...GOODS,
          itemType([
            v('guitars', 'গিটার', 'Guitars'),
            v('keyboards-pianos', 'কিবোর্ড ও পিয়ানো', 'Keyboards & pianos'),
            v('drums-percussion', 'ড্রাম ও তবলা', 'Drums & tabla'),
            v('harmoniums', 'হারমোনিয়াম', 'Harmoniums'),
            v('violins', 'বেহালা', 'Violins'),
            v('flutes', 'বাঁশি', 'Flutes'),
          ]),
        ],
      },
      {
        id: 272,
        slug: 'sports',
        name: t('খেলাধুলার সামগ্রী', 'Sports'),
        filters: [
          ...GOODS,
          itemType([
            v('cricket', 'ক্রিকেট', 'Cricket'),
            v('football', 'ফুটবল', 'Football'),
            v('badminton', 'ব্যাডমিন্টন', 'Badminton'),
            v('table-tennis', 'টেবিল টেনিস', 'Table tennis'),
            v('carrom-chess', 'ক্যারম ও দাবা', 'Carrom & chess'),
          ]),
        ],
      },
      {
        id: 273,
        slug: 'fitness-gym',
        name: t('ফিটনেস ও জিম', 'Fitness & Gym'),
        filters: [
          ...GOODS,
          itemType([
            v('treadmills', 'ট্রেডমিল', 'Treadmills'),
            v('exercise-bikes', 'এক্সারসাইজ বাইক', 'Exercise bikes'),
            v('dumbbells-weights', 'ডাম্বেল ও ওজন', 'Dumbbells & weights'),
            v('gym-machines', 'জিম মেশিন', 'Gym machines'),
          ]),
        ],
      },
      {
        id: 274,
        slug: 'childrens-items',
        name: t('শিশুদের সামগ্রী', "Children's Items"),
        filters: [
          ...GOODS,
          itemType([
            v('toys', 'খেলনা', 'Toys'),
            v('strollers-prams', 'স্ট্রলার', 'Strollers & prams'),
            v('cots-cribs', 'শিশুদের খাট', 'Cots & cribs'),
            v('baby-walkers', 'বেবি ওয়াকার', 'Baby walkers'),
          ]),
        ],
      },
      {
        id: 275,
        slug: 'music-books-movies',
        name: t('গান, বই ও সিনেমা', 'Music, Books & Movies'),
        filters: GOODS,
      },
      { id: 276, slug: 'art-collectibles', name: t('শিল্পকর্ম ও সংগ্রহযোগ্য', 'Art & Collectibles'), filters: GOODS },
      {
        id: 277,
        slug: 'travel-events-tickets',
        name: t('ভ্রমণ, ইভেন্ট ও টিকিট', 'Travel, Events & Tickets'),
        filters: [PRICE],
      },
      {
        id: 278,
        slug: 'other-hobby-sport-kids-items',
        name: t('অন্যান্য শখ, খেলাধুলা ও শিশুদের সামগ্রী', 'Other Hobby, Sport & Kids Items'),
        filters: GOODS,
      },
    ],
  ),

  ...group({ id: 280, slug: 'business-industry', icon: 'factory', name: t('ব্যবসা ও শিল্প', 'Business & Industry') }, [
    {
      id: 281,
      slug: 'office-supplies-stationery',
      name: t('অফিস সামগ্রী ও স্টেশনারি', 'Office Supplies & Stationery'),
      filters: GOODS,
    },
    {
      id: 282,
      slug: 'industry-machinery-tools',
      name: t('শিল্প যন্ত্রপাতি ও সরঞ্জাম', 'Industry Machinery & Tools'),
      filters: [
        PRICE,
        CONDITION_WITH_RECONDITIONED,
        itemType([
          v('sewing-machines', 'সেলাই মেশিন', 'Sewing machines'),
          v('printing-machines', 'প্রিন্টিং মেশিন', 'Printing machines'),
          v('food-processing', 'খাদ্য প্রক্রিয়াজাতকরণ মেশিন', 'Food processing machines'),
          v('packaging-machines', 'প্যাকেজিং মেশিন', 'Packaging machines'),
          v('welding-cutting', 'ওয়েল্ডিং ও কাটিং', 'Welding & cutting'),
          v('power-tools', 'পাওয়ার টুলস', 'Power tools'),
          v('industrial-generators', 'শিল্প জেনারেটর', 'Industrial generators'),
        ]),
      ],
    },
    {
      id: 283,
      slug: 'medical-equipment-supplies',
      name: t('চিকিৎসা সরঞ্জাম ও সামগ্রী', 'Medical Equipment & Supplies'),
      filters: GOODS,
    },
    {
      id: 284,
      slug: 'raw-materials-industrial-supplies',
      name: t('কাঁচামাল ও শিল্প সরবরাহ', 'Raw Materials & Industrial Supplies'),
      filters: [
        PRICE,
        itemType([
          v('building-materials', 'নির্মাণ সামগ্রী', 'Building materials'),
          v('fabrics-yarn', 'কাপড় ও সুতা', 'Fabrics & yarn'),
          v('chemicals', 'রাসায়নিক', 'Chemicals'),
          v('metals-plastics', 'ধাতু ও প্লাস্টিক', 'Metals & plastics'),
        ]),
      ],
    },
    {
      id: 285,
      slug: 'licences-titles-tenders',
      name: t('লাইসেন্স, টাইটেল ও টেন্ডার', 'Licences, Titles & Tenders'),
      filters: [PRICE],
    },
    {
      id: 286,
      slug: 'safety-security',
      name: t('নিরাপত্তা সরঞ্জাম', 'Safety & Security'),
      filters: [
        ...GOODS,
        itemType([
          v('cctv-systems', 'সিসিটিভি সিস্টেম', 'CCTV systems'),
          v('fire-safety', 'অগ্নি নিরাপত্তা', 'Fire safety'),
          v('locks-safes', 'লক ও ভল্ট', 'Locks & safes'),
          v('access-control', 'অ্যাক্সেস কন্ট্রোল', 'Access control'),
        ]),
      ],
    },
    {
      id: 287,
      slug: 'other-business-industry-items',
      name: t('অন্যান্য ব্যবসা ও শিল্প পণ্য', 'Other Business & Industry Items'),
      filters: GOODS,
    },
  ]),

  ...group({ id: 300, slug: 'services', icon: 'tools', name: t('সেবা', 'Services') }, [
    {
      id: 301,
      slug: 'trade-services',
      name: t('কারিগরি সেবা', 'Trade Services'),
      filters: [
        PRICE,
        itemType([
          v('plumbing', 'প্লাম্বিং', 'Plumbing'),
          v('electrical', 'ইলেকট্রিক্যাল', 'Electrical'),
          v('carpentry', 'কাঠমিস্ত্রি', 'Carpentry'),
          v('painting', 'রং', 'Painting'),
          v('ac-appliance-repair', 'এসি ও যন্ত্রপাতি মেরামত', 'AC & appliance repair'),
          v('pest-control', 'পেস্ট কন্ট্রোল', 'Pest control'),
          v('house-shifting', 'বাসা বদল', 'House shifting'),
        ]),
      ],
    },
    {
      id: 302,
      slug: 'domestic-daycare-services',
      name: t('গৃহস্থালি ও ডে-কেয়ার সেবা', 'Domestic & Daycare Services'),
      filters: [
        PRICE,
        itemType([
          v('domestic-help', 'গৃহকর্মী', 'Domestic help'),
          v('cooks', 'বাবুর্চি', 'Cooks'),
          v('babysitting-daycare', 'শিশু দেখাশোনা ও ডে-কেয়ার', 'Babysitting & daycare'),
          v('elderly-care', 'বয়স্কদের সেবা', 'Elderly care'),
          v('cleaning', 'পরিচ্ছন্নতা', 'Cleaning'),
        ]),
      ],
    },
    {
      id: 303,
      slug: 'health-lifestyle',
      name: t('স্বাস্থ্য ও লাইফস্টাইল', 'Health & Lifestyle'),
      filters: [PRICE],
    },
    {
      id: 304,
      slug: 'events-hospitality',
      name: t('ইভেন্ট ও আতিথেয়তা', 'Events & Hospitality'),
      filters: [
        PRICE,
        itemType([
          v('catering', 'ক্যাটারিং', 'Catering'),
          v('decoration', 'ডেকোরেশন', 'Decoration'),
          v('photography-videography', 'ফটোগ্রাফি ও ভিডিওগ্রাফি', 'Photography & videography'),
          v('venues', 'কমিউনিটি সেন্টার ও ভেন্যু', 'Venues'),
        ]),
      ],
    },
    {
      id: 305,
      slug: 'travel-visa',
      name: t('ভ্রমণ ও ভিসা', 'Travel & Visa'),
      filters: [
        PRICE,
        itemType([
          v('visa-processing', 'ভিসা প্রসেসিং', 'Visa processing'),
          v('air-tickets', 'বিমান টিকিট', 'Air tickets'),
          v('tour-packages', 'ট্যুর প্যাকেজ', 'Tour packages'),
          v('hajj-umrah', 'হজ ও উমরাহ', 'Hajj & Umrah'),
        ]),
      ],
    },
    {
      id: 306,
      slug: 'it-services',
      name: t('আইটি সেবা', 'IT Services'),
      filters: [
        PRICE,
        itemType([
          v('web-development', 'ওয়েব ডেভেলপমেন্ট', 'Web development'),
          v('software-development', 'সফটওয়্যার ডেভেলপমেন্ট', 'Software development'),
          v('digital-marketing', 'ডিজিটাল মার্কেটিং', 'Digital marketing'),
          v('graphic-design', 'গ্রাফিক ডিজাইন', 'Graphic design'),
          v('computer-repair', 'কম্পিউটার মেরামত', 'Computer repair'),
        ]),
      ],
    },
    {
      id: 307,
      slug: 'business-services',
      name: t('ব্যবসায়িক সেবা', 'Business Services'),
      filters: [PRICE],
    },
    { id: 308, slug: 'other-services', name: t('অন্যান্য সেবা', 'Other Services'), filters: [PRICE] },
  ]),

  ...group({ id: 520, slug: 'education', icon: 'book', name: t('শিক্ষা', 'Education') }, [
    {
      id: 521,
      slug: 'tuition',
      name: t('টিউশন', 'Tuition'),
      filters: [
        PRICE,
        itemType(
          [
            v('primary', 'প্রাথমিক', 'Primary'),
            v('ssc', 'এসএসসি', 'SSC'),
            v('hsc', 'এইচএসসি', 'HSC'),
            v('o-a-level', 'ও/এ লেভেল', 'O/A level'),
            v('admission', 'ভর্তি প্রস্তুতি', 'Admission preparation'),
            v('quran', 'কুরআন শিক্ষা', 'Quran lessons'),
          ],
          t('শ্রেণি', 'Level'),
        ),
      ],
    },
    { id: 522, slug: 'textbooks', name: t('পাঠ্যবই', 'Textbooks'), filters: GOODS },
    {
      id: 523,
      slug: 'courses',
      name: t('কোর্স', 'Courses'),
      filters: [
        PRICE,
        itemType([
          v('language', 'ভাষা শিক্ষা', 'Language'),
          v('computer-it', 'কম্পিউটার ও আইটি', 'Computer & IT'),
          v('professional', 'পেশাগত', 'Professional'),
          v('arts-music', 'শিল্প ও সংগীত', 'Arts & music'),
        ]),
      ],
    },
    { id: 524, slug: 'study-abroad', name: t('বিদেশে পড়াশোনা', 'Study Abroad'), filters: [PRICE] },
    { id: 525, slug: 'other-education', name: t('অন্যান্য শিক্ষা', 'Other Education'), filters: [PRICE] },
  ]),

  ...group({ id: 540, slug: 'essentials', icon: 'basket', name: t('নিত্যপ্রয়োজনীয়', 'Essentials') }, [
    { id: 541, slug: 'grocery', name: t('মুদি', 'Grocery'), filters: [PRICE] },
    { id: 542, slug: 'fruits-vegetables', name: t('ফল ও সবজি', 'Fruits & Vegetables'), filters: [PRICE] },
    { id: 543, slug: 'meat-seafood', name: t('মাংস ও মাছ', 'Meat & Seafood'), filters: [PRICE] },
    {
      id: 544,
      slug: 'healthcare',
      name: t('স্বাস্থ্য সুরক্ষা সামগ্রী', 'Healthcare'),
      filters: [
        PRICE,
        itemType([
          v('medical-devices', 'মেডিকেল ডিভাইস', 'Medical devices'),
          v('masks-sanitisers', 'মাস্ক ও স্যানিটাইজার', 'Masks & sanitisers'),
          v('supplements', 'সাপ্লিমেন্ট', 'Supplements'),
        ]),
      ],
    },
    {
      id: 545,
      slug: 'household-cleaning',
      name: t('গৃহস্থালি পরিচ্ছন্নতা সামগ্রী', 'Household Cleaning'),
      filters: [PRICE],
    },
    {
      id: 546,
      slug: 'baby-products',
      name: t('শিশুপণ্য', 'Baby Products'),
      filters: [
        PRICE,
        itemType([
          v('diapers', 'ডায়াপার', 'Diapers'),
          v('baby-food', 'শিশুখাদ্য', 'Baby food'),
          v('feeding', 'ফিডার ও খাওয়ানোর সামগ্রী', 'Feeding'),
          v('baby-care', 'শিশুর যত্ন', 'Baby care'),
        ]),
      ],
    },
    { id: 547, slug: 'other-essentials', name: t('অন্যান্য নিত্যপণ্য', 'Other Essentials'), filters: [PRICE] },
  ]),

  ...group({ id: 560, slug: 'agriculture', icon: 'tractor', name: t('কৃষি', 'Agriculture') }, [
    {
      id: 561,
      slug: 'crops-seeds-plants',
      name: t('ফসল, বীজ ও চারা', 'Crops, Seeds & Plants'),
      filters: [
        PRICE,
        itemType([
          v('seeds', 'বীজ', 'Seeds'),
          v('saplings', 'চারা', 'Saplings'),
          v('crops-grains', 'ফসল ও শস্য', 'Crops & grains'),
        ]),
      ],
    },
    {
      id: 562,
      slug: 'farming-tools-machinery',
      name: t('কৃষি যন্ত্রপাতি', 'Farming Tools & Machinery'),
      filters: [
        ...GOODS,
        itemType([
          v('tractors', 'ট্রাক্টর', 'Tractors'),
          v('power-tillers', 'পাওয়ার টিলার', 'Power tillers'),
          v('harvesters', 'হারভেস্টার', 'Harvesters'),
          v('water-pumps', 'পানির পাম্প', 'Water pumps'),
          v('sprayers', 'স্প্রে মেশিন', 'Sprayers'),
          v('hand-tools', 'হাতের সরঞ্জাম', 'Hand tools'),
        ]),
      ],
    },
    {
      id: 563,
      slug: 'fertilizers-pesticides',
      name: t('সার ও কীটনাশক', 'Fertilizers & Pesticides'),
      filters: [PRICE],
    },
    { id: 564, slug: 'other-agriculture', name: t('অন্যান্য কৃষি', 'Other Agriculture'), filters: [PRICE] },
  ]),

  ...group({ id: 700, slug: 'jobs', icon: 'briefcase', name: t('চাকরি', 'Jobs'), type: 'jobs', isVertical: true, filters: JOB }, [
    { id: 701, slug: 'sales-marketing', name: t('সেলস ও মার্কেটিং', 'Sales & Marketing'), filters: JOB },
    { id: 702, slug: 'driver', name: t('ড্রাইভার', 'Driver'), filters: JOB },
    { id: 703, slug: 'customer-service', name: t('কাস্টমার সার্ভিস', 'Customer Service'), filters: JOB },
    { id: 704, slug: 'it-telecom', name: t('আইটি ও টেলিকম', 'IT & Telecom'), filters: JOB },
    { id: 705, slug: 'teaching', name: t('শিক্ষকতা', 'Teaching'), filters: JOB },
    { id: 706, slug: 'accounting', name: t('অ্যাকাউন্টিং ও ফাইন্যান্স', 'Accounting & Finance'), filters: JOB },
    { id: 707, slug: 'security-guard', name: t('সিকিউরিটি গার্ড', 'Security Guard'), filters: JOB },
    { id: 708, slug: 'garments-textile', name: t('গার্মেন্টস ও টেক্সটাইল', 'Garments & Textile'), filters: JOB },
    { id: 709, slug: 'delivery-rider', name: t('ডেলিভারি রাইডার', 'Delivery Rider'), filters: JOB },
    {
      id: 710,
      slug: 'restaurant-hospitality',
      name: t('রেস্টুরেন্ট ও হসপিটালিটি', 'Restaurant & Hospitality'),
      filters: JOB,
    },
    { id: 711, slug: 'office-admin', name: t('অফিস ও প্রশাসন', 'Office & Admin'), filters: JOB },
    {
      id: 712,
      slug: 'engineering-technician',
      name: t('ইঞ্জিনিয়ারিং ও টেকনিশিয়ান', 'Engineering & Technician'),
      filters: JOB,
    },
    {
      id: 713,
      slug: 'healthcare-nursing',
      name: t('স্বাস্থ্যসেবা ও নার্সিং', 'Healthcare & Nursing'),
      filters: JOB,
    },
    {
      id: 714,
      slug: 'cleaning-housekeeping',
      name: t('পরিচ্ছন্নতা ও হাউসকিপিং', 'Cleaning & Housekeeping'),
      filters: JOB,
    },
    {
      id: 715,
      slug: 'factory-production',
      name: t('কারখানা ও উৎপাদন', 'Factory & Production'),
      filters: JOB,
    },
    { id: 716, slug: 'other-jobs', name: t('অন্যান্য চাকরি', 'Other Jobs'), filters: JOB },
  ]),

  single({
    id: 400,
    slug: 'overseas-jobs',
    icon: 'globe',
    type: 'overseas_jobs',
    name: t('বিদেশে চাকরি', 'Overseas Jobs'),
    filters: JOB,
  }),

  single({
    id: 600,
    slug: 'other',
    icon: 'dots',
    type: 'other',
    name: t('অন্যান্য সবকিছু', 'Everything Else'),
    filters: GOODS,
  }),
];
