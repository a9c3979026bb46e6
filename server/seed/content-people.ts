// Sellers and shops: common Bangladeshi names (Muslim and Hindu, men and women) written the way people
// write them in each script, mobile numbers on the real operator prefixes, and shop names in the style of
// the market ("Rahman Motors", "Mayer Doa Telecom", "ঢাকা ইলেকট্রনিক্স").
import type { Locale } from '../../core/catalogue.ts';
import { LOCATIONS } from '../modules/catalog/index.ts';
import { say, type Text, weightedPicker } from './content-kit.ts';
import type { Random } from './random.ts';

/** Given names that go with a fixed family name ("Rafiqul Islam", "Mizanur Rahman"). */
const MUSLIM_MALE_PAIRED: readonly (readonly [Text, Text])[] = [
  [
    ['Rafiqul', 'রফিকুল'],
    ['Islam', 'ইসলাম'],
  ],
  [
    ['Kamrul', 'কামরুল'],
    ['Hasan', 'হাসান'],
  ],
  [
    ['Shahidul', 'শহিদুল'],
    ['Islam', 'ইসলাম'],
  ],
  [
    ['Mizanur', 'মিজানুর'],
    ['Rahman', 'রহমান'],
  ],
  [
    ['Aminul', 'আমিনুল'],
    ['Islam', 'ইসলাম'],
  ],
  [
    ['Saiful', 'সাইফুল'],
    ['Islam', 'ইসলাম'],
  ],
  [
    ['Nazmul', 'নাজমুল'],
    ['Haque', 'হক'],
  ],
  [
    ['Mahmudul', 'মাহমুদুল'],
    ['Hasan', 'হাসান'],
  ],
  [
    ['Habibur', 'হাবিবুর'],
    ['Rahman', 'রহমান'],
  ],
  [
    ['Mostafizur', 'মোস্তাফিজুর'],
    ['Rahman', 'রহমান'],
  ],
  [
    ['Ashraful', 'আশরাফুল'],
    ['Alam', 'আলম'],
  ],
  [
    ['Monirul', 'মনিরুল'],
    ['Islam', 'ইসলাম'],
  ],
  [
    ['Ariful', 'আরিফুল'],
    ['Haque', 'হক'],
  ],
  [
    ['Anisur', 'আনিসুর'],
    ['Rahman', 'রহমান'],
  ],
];

const MUSLIM_MALE: readonly Text[] = [
  ['Tanvir', 'তানভীর'],
  ['Rakib', 'রাকিব'],
  ['Sakib', 'সাকিব'],
  ['Imran', 'ইমরান'],
  ['Fahim', 'ফাহিম'],
  ['Rasel', 'রাসেল'],
  ['Sohel', 'সোহেল'],
  ['Arif', 'আরিফ'],
  ['Jubayer', 'জুবায়ের'],
  ['Tareq', 'তারেক'],
  ['Shafiq', 'শফিক'],
  ['Farhan', 'ফারহান'],
  ['Nafis', 'নাফিস'],
  ['Mehedi', 'মেহেদী'],
  ['Rony', 'রনি'],
  ['Riyad', 'রিয়াদ'],
  ['Omar', 'ওমর'],
  ['Jamal', 'জামাল'],
];

const MUSLIM_SURNAMES: readonly Text[] = [
  ['Ahmed', 'আহমেদ'],
  ['Hossain', 'হোসেন'],
  ['Hasan', 'হাসান'],
  ['Khan', 'খান'],
  ['Chowdhury', 'চৌধুরী'],
  ['Uddin', 'উদ্দিন'],
  ['Mia', 'মিয়া'],
  ['Sarker', 'সরকার'],
  ['Talukder', 'তালুকদার'],
  ['Bhuiyan', 'ভূঁইয়া'],
  ['Kabir', 'কবির'],
  ['Mahmud', 'মাহমুদ'],
  ['Sheikh', 'শেখ'],
  ['Molla', 'মোল্লা'],
  ['Rahman', 'রহমান'],
  ['Islam', 'ইসলাম'],
];

const MUSLIM_FEMALE: readonly Text[] = [
  ['Nusrat', 'নুসরাত'],
  ['Farzana', 'ফারজানা'],
  ['Sadia', 'সাদিয়া'],
  ['Tasnim', 'তাসনিম'],
  ['Sharmin', 'শারমিন'],
  ['Nasrin', 'নাসরিন'],
  ['Ayesha', 'আয়েশা'],
  ['Fatema', 'ফাতেমা'],
  ['Sumaiya', 'সুমাইয়া'],
  ['Jannatul', 'জান্নাতুল'],
  ['Mahmuda', 'মাহমুদা'],
  ['Rokeya', 'রোকেয়া'],
  ['Tahmina', 'তাহমিনা'],
  ['Sabrina', 'সাবরিনা'],
  ['Israt', 'ইসরাত'],
  ['Lamia', 'লামিয়া'],
  ['Afsana', 'আফসানা'],
];

const MUSLIM_FEMALE_SURNAMES: readonly Text[] = [
  ['Jahan', 'জাহান'],
  ['Akter', 'আক্তার'],
  ['Sultana', 'সুলতানা'],
  ['Begum', 'বেগম'],
  ['Islam', 'ইসলাম'],
  ['Khatun', 'খাতুন'],
  ['Rahman', 'রহমান'],
  ['Chowdhury', 'চৌধুরী'],
  ['Ferdous', 'ফেরদৌস'],
  ['Nahar', 'নাহার'],
];

const HINDU_MALE: readonly Text[] = [
  ['Sumon', 'সুমন'],
  ['Amit', 'অমিত'],
  ['Pradip', 'প্রদীপ'],
  ['Rajib', 'রাজীব'],
  ['Sujan', 'সুজন'],
  ['Bijoy', 'বিজয়'],
  ['Dipankar', 'দীপঙ্কর'],
  ['Partha', 'পার্থ'],
  ['Subrata', 'সুব্রত'],
  ['Tapas', 'তাপস'],
  ['Sanjoy', 'সঞ্জয়'],
  ['Ratan', 'রতন'],
  ['Gopal', 'গোপাল'],
  ['Shuvo', 'শুভ'],
  ['Biplob', 'বিপ্লব'],
  ['Anup', 'অনুপ'],
];

const HINDU_FEMALE: readonly Text[] = [
  ['Priya', 'প্রিয়া'],
  ['Moumita', 'মৌমিতা'],
  ['Rina', 'রিনা'],
  ['Shampa', 'শম্পা'],
  ['Puja', 'পূজা'],
  ['Tania', 'তানিয়া'],
  ['Anjana', 'অঞ্জনা'],
  ['Mitu', 'মিতু'],
  ['Rupa', 'রূপা'],
  ['Sraboni', 'শ্রাবণী'],
  ['Dipa', 'দীপা'],
  ['Laboni', 'লাবণী'],
  ['Keya', 'কেয়া'],
];

const HINDU_SURNAMES: readonly Text[] = [
  ['Das', 'দাস'],
  ['Saha', 'সাহা'],
  ['Roy', 'রায়'],
  ['Ghosh', 'ঘোষ'],
  ['Dey', 'দে'],
  ['Paul', 'পাল'],
  ['Sarkar', 'সরকার'],
  ['Chakraborty', 'চক্রবর্তী'],
  ['Mondal', 'মণ্ডল'],
  ['Biswas', 'বিশ্বাস'],
  ['Sen', 'সেন'],
  ['Banik', 'বণিক'],
  ['Dutta', 'দত্ত'],
  ['Bhattacharjee', 'ভট্টাচার্য'],
  ['Kundu', 'কুন্ডু'],
];

const MD: Text = ['Md.', 'মোঃ'];
const RANI: Text = ['Rani', 'রানী'];

type NameKind = 'muslim-male-paired' | 'muslim-male' | 'muslim-female' | 'hindu-male' | 'hindu-female' | 'given-only';

const pickKind = weightedPicker<NameKind>(
  ['muslim-male-paired', 'muslim-male', 'muslim-female', 'hindu-male', 'hindu-female', 'given-only'],
  (kind) =>
    ({
      'muslim-male-paired': 22,
      'muslim-male': 28,
      'muslim-female': 25,
      'hindu-male': 11,
      'hindu-female': 8,
      'given-only': 6,
    })[kind],
);

function join(locale: Locale, parts: readonly (Text | undefined)[]): string {
  let out = '';
  for (const part of parts) if (part) out = out ? `${out} ${say(part, locale)}` : say(part, locale);
  return out;
}

function generateName(random: Random, locale: Locale): string {
  switch (pickKind(random)) {
    case 'muslim-male-paired': {
      const [given, family] = random.pick(MUSLIM_MALE_PAIRED);
      return join(locale, [random.chance(0.45) ? MD : undefined, given, family]);
    }
    case 'muslim-male':
      return join(locale, [
        random.chance(0.25) ? MD : undefined,
        random.pick(MUSLIM_MALE),
        random.pick(MUSLIM_SURNAMES),
      ]);
    case 'muslim-female':
      return join(locale, [random.pick(MUSLIM_FEMALE), random.pick(MUSLIM_FEMALE_SURNAMES)]);
    case 'hindu-male':
      return join(locale, [random.pick(HINDU_MALE), random.pick(HINDU_SURNAMES)]);
    case 'hindu-female':
      return join(locale, [
        random.pick(HINDU_FEMALE),
        random.chance(0.3) ? RANI : undefined,
        random.pick(HINDU_SURNAMES),
      ]);
    case 'given-only':
      return join(locale, [random.pick(random.chance(0.5) ? MUSLIM_MALE : HINDU_MALE)]);
  }
}

/**
 * Mobile operator codes (the digit after +8801) weighted by subscribers: 13/17 Grameenphone, 14/19 Banglalink,
 * 15 Teletalk, 16 Airtel, 18 Robi.
 */
const pickOperator = weightedPicker(
  [7, 3, 9, 8, 6, 4, 5],
  (digit) => ({ 7: 25, 3: 15, 9: 18, 8: 15, 6: 10, 4: 10, 5: 7 })[digit] ?? 1,
);

export interface Person {
  readonly name: string;
  readonly phone: string;
}

export function generatePerson(random: Random, locale: Locale): Person {
  const name = generateName(random, locale);
  const subscriber = String(random.int(0, 99_999_999)).padStart(8, '0');
  return { name, phone: `+8801${pickOperator(random)}${subscriber}` };
}

// ---------------------------------------------------------------------------------------------
// Shops

/** What a shop calls itself, by top-level category slug. */
const SHOP_KINDS: Readonly<Record<string, readonly Text[]>> = {
  vehicles: [
    ['Motors', 'মোটরস'],
    ['Car House', 'কার হাউস'],
    ['Auto', 'অটো'],
    ['Car Point', 'কার পয়েন্ট'],
    ['Bike Zone', 'বাইক জোন'],
    ['Automobiles', 'অটোমোবাইলস'],
  ],
  mobiles: [
    ['Telecom', 'টেলিকম'],
    ['Mobile Point', 'মোবাইল পয়েন্ট'],
    ['Mobile Gallery', 'মোবাইল গ্যালারি'],
    ['Gadget House', 'গ্যাজেট হাউস'],
    ['Phone Store', 'ফোন স্টোর'],
  ],
  electronics: [
    ['Electronics', 'ইলেকট্রনিক্স'],
    ['Computers', 'কম্পিউটার্স'],
    ['Tech', 'টেক'],
    ['Digital World', 'ডিজিটাল ওয়ার্ল্ড'],
    ['IT Solution', 'আইটি সলিউশন'],
  ],
  property: [
    ['Properties', 'প্রপার্টিজ'],
    ['Real Estate', 'রিয়েল এস্টেট'],
    ['Builders Ltd.', 'বিল্ডার্স লিমিটেড'],
    ['Housing', 'হাউজিং'],
    ['Developers', 'ডেভেলপার্স'],
  ],
  'home-living': [
    ['Furniture', 'ফার্নিচার'],
    ['Home Decor', 'হোম ডেকর'],
    ['Interior', 'ইন্টেরিয়র'],
    ['Furniture Mart', 'ফার্নিচার মার্ট'],
  ],
  'fashion-beauty': [
    ['Fashion', 'ফ্যাশন'],
    ['Boutique', 'বুটিক'],
    ['Collection', 'কালেকশন'],
    ['Fashion House', 'ফ্যাশন হাউস'],
    ['Style', 'স্টাইল'],
  ],
  jobs: [
    ['Recruiting', 'রিক্রুটিং'],
    ['HR Solutions', 'এইচআর সলিউশনস'],
    ['Group', 'গ্রুপ'],
    ['Limited', 'লিমিটেড'],
  ],
  'overseas-jobs': [
    ['Overseas', 'ওভারসিজ'],
    ['Travels', 'ট্রাভেলস'],
    ['International', 'ইন্টারন্যাশনাল'],
    ['Air Travels', 'এয়ার ট্রাভেলস'],
  ],
  services: [
    ['Services', 'সার্ভিসেস'],
    ['Solutions', 'সলিউশনস'],
    ['Care', 'কেয়ার'],
    ['Service Center', 'সার্ভিস সেন্টার'],
  ],
  education: [
    ['Coaching Center', 'কোচিং সেন্টার'],
    ['Academy', 'একাডেমি'],
    ['Tutors', 'টিউটরস'],
    ['Learning Center', 'লার্নিং সেন্টার'],
  ],
  essentials: [
    ['Super Shop', 'সুপার শপ'],
    ['Store', 'স্টোর'],
    ['Bazar', 'বাজার'],
    ['Mart', 'মার্ট'],
  ],
  agriculture: [
    ['Agro', 'অ্যাগ্রো'],
    ['Krishi Ghar', 'কৃষি ঘর'],
    ['Nursery', 'নার্সারি'],
    ['Agro Farm', 'অ্যাগ্রো ফার্ম'],
  ],
  'pets-animals': [
    ['Pet Shop', 'পেট শপ'],
    ['Agro Farm', 'অ্যাগ্রো ফার্ম'],
    ['Pet Zone', 'পেট জোন'],
    ['Dairy Farm', 'ডেইরি ফার্ম'],
  ],
  'hobbies-sports-kids': [
    ['Sports', 'স্পোর্টস'],
    ['Music House', 'মিউজিক হাউস'],
    ['Toy Shop', 'টয় শপ'],
    ['Book House', 'বুক হাউস'],
  ],
  'business-industry': [
    ['Enterprise', 'এন্টারপ্রাইজ'],
    ['Trading', 'ট্রেডিং'],
    ['Traders', 'ট্রেডার্স'],
    ['Engineering', 'ইঞ্জিনিয়ারিং'],
    ['Machinery', 'মেশিনারি'],
  ],
};
const DEFAULT_SHOP_KINDS: readonly Text[] = [
  ['Enterprise', 'এন্টারপ্রাইজ'],
  ['Store', 'স্টোর'],
  ['Traders', 'ট্রেডার্স'],
];

/** Words shops are named with besides family names and places. */
const SHOP_WORDS: readonly Text[] = [
  ['New', 'নিউ'],
  ['Star', 'স্টার'],
  ['Smart', 'স্মার্ট'],
  ['Bismillah', 'বিসমিল্লাহ'],
  ['Al-Madina', 'আল-মদিনা'],
  ['Mayer Doa', 'মায়ের দোয়া'],
  ['Shapla', 'শাপলা'],
  ['Padma', 'পদ্মা'],
  ['Royal', 'রয়্যাল'],
  ['Sonar Bangla', 'সোনার বাংলা'],
  ['Janata', 'জনতা'],
  ['Modern', 'মডার্ন'],
  ['Friends', 'ফ্রেন্ডস'],
  ['Unique', 'ইউনিক'],
];

const FAMILY_NAMES: readonly Text[] = [...MUSLIM_SURNAMES, ...HINDU_SURNAMES];
const DISTRICTS: readonly Text[] = LOCATIONS.filter((l) => l.level === 'district').map((l) => [l.name.en, l.name.bn]);

export function generateShopName(random: Random, topSlug: string, locale: Locale): string {
  const kind = random.pick(SHOP_KINDS[topSlug] ?? DEFAULT_SHOP_KINDS);
  const roll = random.int(0, 99);
  if (roll < 8) return locale === 'en' ? `${kind[0]} BD` : `${kind[1]} বিডি`;
  const prefix = roll < 40 ? random.pick(FAMILY_NAMES) : roll < 70 ? random.pick(DISTRICTS) : random.pick(SHOP_WORDS);
  const name = `${say(prefix, locale)} ${say(kind, locale)}`;
  return locale === 'en' && random.chance(0.1) ? `${name} BD` : name;
}
