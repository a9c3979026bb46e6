// Delivery places of the eight divisional cities, in bn and en: the courier stand-in's cities, zones
// and areas (server/adapters/courier/pathao-stand-in.ts serves them with Pathao's shapes), and the Bengali names of
// the places Pathao's API names in English only (placeName). `band` is the stand-in's price band for parcels sent
// from a Dhaka store: inside Dhaka city, its suburbs, or outside Dhaka.
import type { Locale, LocalizedText } from '../catalogue.ts';

export type PriceBand = 'inside_dhaka' | 'dhaka_suburb' | 'outside_dhaka';

export interface PlaceArea {
  readonly name: LocalizedText;
  /** False where the courier leaves parcels at a point rather than at the door. */
  readonly homeDelivery: boolean;
}

export interface PlaceZone {
  readonly name: LocalizedText;
  readonly band: PriceBand;
  readonly areas: readonly PlaceArea[];
}

export interface PlaceCity {
  readonly name: LocalizedText;
  readonly zones: readonly PlaceZone[];
}

const area = (en: string, bn: string, homeDelivery = true): PlaceArea => ({ name: { en, bn }, homeDelivery });
const zone = (en: string, bn: string, band: PriceBand, areas: PlaceArea[]): PlaceZone => ({
  name: { en, bn },
  band,
  areas,
});
/** A zone outside Dhaka. */
const far = (en: string, bn: string, areas: PlaceArea[]) => zone(en, bn, 'outside_dhaka', areas);

export const BD_PLACES: readonly PlaceCity[] = [
  {
    name: { en: 'Dhaka', bn: 'ঢাকা' },
    zones: [
      zone('Dhanmondi', 'ধানমন্ডি', 'inside_dhaka', [
        area('Dhanmondi 27', 'ধানমন্ডি ২৭'),
        area('Jigatola', 'জিগাতলা'),
        area('Kalabagan', 'কলাবাগান'),
      ]),
      zone('Gulshan', 'গুলশান', 'inside_dhaka', [
        area('Gulshan 1', 'গুলশান ১'),
        area('Gulshan 2', 'গুলশান ২'),
        area('Niketan', 'নিকেতন'),
      ]),
      zone('Banani', 'বনানী', 'inside_dhaka', [area('Banani', 'বনানী'), area('Mohakhali', 'মহাখালী')]),
      zone('Mirpur', 'মিরপুর', 'inside_dhaka', [
        area('Mirpur 1', 'মিরপুর ১'),
        area('Mirpur 10', 'মিরপুর ১০'),
        area('Pallabi', 'পল্লবী'),
        area('Kazipara', 'কাজীপাড়া'),
      ]),
      zone('Mohammadpur', 'মোহাম্মদপুর', 'inside_dhaka', [
        area('Shyamoli', 'শ্যামলী'),
        area('Adabor', 'আদাবর'),
        area('Town Hall', 'টাউন হল'),
      ]),
      zone('Uttara', 'উত্তরা', 'inside_dhaka', [
        area('Uttara Sector 4', 'উত্তরা সেক্টর ৪'),
        area('Uttara Sector 7', 'উত্তরা সেক্টর ৭'),
        area('Uttara Sector 11', 'উত্তরা সেক্টর ১১'),
      ]),
      zone('Motijheel', 'মতিঝিল', 'inside_dhaka', [
        area('Motijheel C/A', 'মতিঝিল বাণিজ্যিক এলাকা'),
        area('Arambagh', 'আরামবাগ'),
        area('Kamalapur', 'কমলাপুর'),
      ]),
      zone('Badda', 'বাড্ডা', 'inside_dhaka', [area('Middle Badda', 'মধ্য বাড্ডা'), area('Merul Badda', 'মেরুল বাড্ডা')]),
      zone('Lalbagh', 'লালবাগ', 'inside_dhaka', [area('Azimpur', 'আজিমপুর'), area('Chawkbazar', 'চকবাজার')]),
      zone('Savar', 'সাভার', 'dhaka_suburb', [area('Savar Bazar', 'সাভার বাজার'), area('Hemayetpur', 'হেমায়েতপুর')]),
      zone('Keraniganj', 'কেরানীগঞ্জ', 'dhaka_suburb', [area('Zinzira', 'জিনজিরা'), area('Aganagar', 'আগানগর')]),
      zone('Ashulia', 'আশুলিয়া', 'dhaka_suburb', [area('Baipayl', 'বাইপাইল'), area('Zirabo', 'জিরাবো', false)]),
    ],
  },
  {
    name: { en: 'Chattogram', bn: 'চট্টগ্রাম' },
    zones: [
      far('Agrabad', 'আগ্রাবাদ', [area('Agrabad C/A', 'আগ্রাবাদ বাণিজ্যিক এলাকা'), area('Chowmuhani', 'চৌমুহনী')]),
      far('Panchlaish', 'পাঁচলাইশ', [area('GEC Circle', 'জিইসি মোড়'), area('Muradpur', 'মুরাদপুর')]),
      far('Halishahar', 'হালিশহর', [area('Halishahar H Block', 'হালিশহর এইচ ব্লক'), area('Boropool', 'বড়পোল')]),
      far('Kotwali', 'কোতোয়ালী', [area('Anderkilla', 'আন্দরকিল্লা'), area('Jamalkhan', 'জামালখান')]),
      far('Chandgaon', 'চান্দগাঁও', [area('Bahaddarhat', 'বহদ্দারহাট'), area('Chandgaon R/A', 'চান্দগাঁও আবাসিক এলাকা')]),
    ],
  },
  {
    name: { en: 'Sylhet', bn: 'সিলেট' },
    zones: [
      far('Zindabazar', 'জিন্দাবাজার', [area('Zindabazar', 'জিন্দাবাজার'), area('Chowhatta', 'চৌহাট্টা')]),
      far('Amberkhana', 'আম্বরখানা', [area('Amberkhana', 'আম্বরখানা'), area('Subidbazar', 'সুবিদবাজার')]),
      far('Shahjalal Upashahar', 'শাহজালাল উপশহর', [area('Upashahar', 'উপশহর'), area('Shibganj', 'শিবগঞ্জ')]),
      far('Dakshin Surma', 'দক্ষিণ সুরমা', [area('Kadamtali', 'কদমতলী'), area('Chandirpul', 'চণ্ডীপুল', false)]),
    ],
  },
  {
    name: { en: 'Rajshahi', bn: 'রাজশাহী' },
    zones: [
      far('Boalia', 'বোয়ালিয়া', [area('Shaheb Bazar', 'সাহেব বাজার'), area('Ghoramara', 'ঘোড়ামারা')]),
      far('Rajpara', 'রাজপাড়া', [area('Laxmipur', 'লক্ষ্মীপুর'), area('Kazihata', 'কাজীহাটা')]),
      far('Motihar', 'মতিহার', [area('Binodpur', 'বিনোদপুর'), area('Kazla', 'কাজলা')]),
      far('Shah Makhdum', 'শাহ মখদুম', [area('Nawdapara', 'নওদাপাড়া'), area('Sapura', 'সপুরা')]),
    ],
  },
  {
    name: { en: 'Khulna', bn: 'খুলনা' },
    zones: [
      far('Khulna Sadar', 'খুলনা সদর', [area('Dakbangla', 'ডাকবাংলা'), area('Shibbari', 'শিববাড়ী')]),
      far('Sonadanga', 'সোনাডাঙ্গা', [area('Sonadanga R/A', 'সোনাডাঙ্গা আবাসিক এলাকা'), area('Gollamari', 'গল্লামারী')]),
      far('Khalishpur', 'খালিশপুর', [area('Khalishpur', 'খালিশপুর'), area('Boyra', 'বয়রা')]),
      far('Daulatpur', 'দৌলতপুর', [area('Daulatpur', 'দৌলতপুর'), area('Fulbari Gate', 'ফুলবাড়ী গেট')]),
    ],
  },
  {
    name: { en: 'Barishal', bn: 'বরিশাল' },
    zones: [
      far('Barishal Sadar', 'বরিশাল সদর', [
        area('Sadar Road', 'সদর রোড'),
        area('Chowkbazar', 'চকবাজার'),
        area('Nathullabad', 'নথুল্লাবাদ'),
      ]),
      far('Rupatoli', 'রূপাতলী', [area('Rupatoli', 'রূপাতলী'), area('Kashipur', 'কাশীপুর')]),
      far('Bandar', 'বন্দর', [area('Char Kauwa', 'চর কাউয়া', false)]),
    ],
  },
  {
    name: { en: 'Rangpur', bn: 'রংপুর' },
    zones: [
      far('Rangpur Sadar', 'রংপুর সদর', [
        area('Jahaj Company More', 'জাহাজ কোম্পানি মোড়'),
        area('Dhap', 'ধাপ'),
        area('Shapla Chattar', 'শাপলা চত্বর'),
      ]),
      far('Lalbag', 'লালবাগ', [area('Lalbag', 'লালবাগ'), area('Carmichael College', 'কারমাইকেল কলেজ')]),
      far('Mahiganj', 'মাহিগঞ্জ', [area('Mahiganj', 'মাহিগঞ্জ'), area('Satmatha', 'সাতমাথা')]),
    ],
  },
  {
    name: { en: 'Mymensingh', bn: 'ময়মনসিংহ' },
    zones: [
      far('Mymensingh Sadar', 'ময়মনসিংহ সদর', [
        area('Ganginarpar', 'গাঙ্গিনারপাড়'),
        area('Charpara', 'চরপাড়া'),
        area('Notun Bazar', 'নতুন বাজার'),
      ]),
      far('Shambhuganj', 'শম্ভুগঞ্জ', [area('Shambhuganj', 'শম্ভুগঞ্জ')]),
      far('Trishal', 'ত্রিশাল', [area('Trishal Bazar', 'ত্রিশাল বাজার')]),
      far('Bhaluka', 'ভালুকা', [area('Bhaluka Bazar', 'ভালুকা বাজার', false)]),
    ],
  },
];

const BENGALI_NAMES: ReadonlyMap<string, string> = new Map(
  BD_PLACES.flatMap((city) => [
    [city.name.en, city.name.bn],
    ...city.zones.flatMap((zone) => [
      [zone.name.en, zone.name.bn] as const,
      ...zone.areas.map((area) => [area.name.en, area.name.bn] as const),
    ]),
  ]),
);

/** A place as the courier names it (English), in the visitor's language: as given where no Bengali name is known. */
export function placeName(locale: Locale, courierName: string): string {
  return locale === 'bn' ? (BENGALI_NAMES.get(courierName) ?? courierName) : courierName;
}
