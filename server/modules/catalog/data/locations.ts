// Locations: Bangladesh, its 8 divisions, its 64 districts and the main areas of Dhaka and
// Chattogram districts. English names use the official spellings (2018 revisions: Chattogram,
// Cumilla, Barishal, Jashore, Bogura), Bengali names the official Bengali ones.
// Ids are fixed here and must never be reused (ads store location ids):
// country 1, divisions 2–9, districts 10–73, Dhaka areas 100–149 (used to 144),
// Chattogram areas 150–179 (used to 170). New areas take the next free id of their block.
import type { LocationDef, LocationLevel, LocalizedText } from '../../../../core/catalogue.ts';

/** [id, slug, English name, Bengali name] */
type Row = readonly [id: number, slug: string, en: string, bn: string];

const place = (level: LocationLevel, parentId: number, [id, slug, en, bn]: Row): LocationDef => ({
  id,
  slug,
  parentId,
  level,
  name: { bn, en } satisfies LocalizedText,
});

const COUNTRY_ID = 1;

const DHAKA_DISTRICT_ID = 10;
const CHATTOGRAM_DISTRICT_ID = 23;

interface Division {
  readonly division: Row;
  readonly districts: readonly Row[];
}

/** Divisions and their districts. */
const DIVISIONS: readonly Division[] = [
  {
    division: [2, 'barishal-division', 'Barishal Division', 'বরিশাল বিভাগ'],
    districts: [
      [34, 'barishal', 'Barishal', 'বরিশাল'],
      [35, 'barguna', 'Barguna', 'বরগুনা'],
      [36, 'bhola', 'Bhola', 'ভোলা'],
      [37, 'jhalokati', 'Jhalokati', 'ঝালকাঠি'],
      [38, 'patuakhali', 'Patuakhali', 'পটুয়াখালী'],
      [39, 'pirojpur', 'Pirojpur', 'পিরোজপুর'],
    ],
  },
  {
    division: [3, 'chattogram-division', 'Chattogram Division', 'চট্টগ্রাম বিভাগ'],
    districts: [
      [CHATTOGRAM_DISTRICT_ID, 'chattogram', 'Chattogram', 'চট্টগ্রাম'],
      [24, 'bandarban', 'Bandarban', 'বান্দরবান'],
      [25, 'brahmanbaria', 'Brahmanbaria', 'ব্রাহ্মণবাড়িয়া'],
      [26, 'chandpur', 'Chandpur', 'চাঁদপুর'],
      [27, 'coxs-bazar', "Cox's Bazar", 'কক্সবাজার'],
      [28, 'cumilla', 'Cumilla', 'কুমিল্লা'],
      [29, 'feni', 'Feni', 'ফেনী'],
      [30, 'khagrachhari', 'Khagrachhari', 'খাগড়াছড়ি'],
      [31, 'lakshmipur', 'Lakshmipur', 'লক্ষ্মীপুর'],
      [32, 'noakhali', 'Noakhali', 'নোয়াখালী'],
      [33, 'rangamati', 'Rangamati', 'রাঙ্গামাটি'],
    ],
  },
  {
    division: [4, 'dhaka-division', 'Dhaka Division', 'ঢাকা বিভাগ'],
    districts: [
      [DHAKA_DISTRICT_ID, 'dhaka', 'Dhaka', 'ঢাকা'],
      [11, 'faridpur', 'Faridpur', 'ফরিদপুর'],
      [12, 'gazipur', 'Gazipur', 'গাজীপুর'],
      [13, 'gopalganj', 'Gopalganj', 'গোপালগঞ্জ'],
      [14, 'kishoreganj', 'Kishoreganj', 'কিশোরগঞ্জ'],
      [15, 'madaripur', 'Madaripur', 'মাদারীপুর'],
      [16, 'manikganj', 'Manikganj', 'মানিকগঞ্জ'],
      [17, 'munshiganj', 'Munshiganj', 'মুন্সীগঞ্জ'],
      [18, 'narayanganj', 'Narayanganj', 'নারায়ণগঞ্জ'],
      [19, 'narsingdi', 'Narsingdi', 'নরসিংদী'],
      [20, 'rajbari', 'Rajbari', 'রাজবাড়ী'],
      [21, 'shariatpur', 'Shariatpur', 'শরীয়তপুর'],
      [22, 'tangail', 'Tangail', 'টাঙ্গাইল'],
    ],
  },
  {
    division: [5, 'khulna-division', 'Khulna Division', 'খুলনা বিভাগ'],
    districts: [
      [40, 'khulna', 'Khulna', 'খুলনা'],
      [41, 'bagerhat', 'Bagerhat', 'বাগেরহাট'],
      [42, 'chuadanga', 'Chuadanga', 'চুয়াডাঙ্গা'],
      [43, 'jashore', 'Jashore', 'যশোর'],
      [44, 'jhenaidah', 'Jhenaidah', 'ঝিনাইদহ'],
      [45, 'kushtia', 'Kushtia', 'কুষ্টিয়া'],
      [46, 'magura', 'Magura', 'মাগুরা'],
      [47, 'meherpur', 'Meherpur', 'মেহেরপুর'],
      [48, 'narail', 'Narail', 'নড়াইল'],
      [49, 'satkhira', 'Satkhira', 'সাতক্ষীরা'],
    ],
  },
  {
    division: [6, 'mymensingh-division', 'Mymensingh Division', 'ময়মনসিংহ বিভাগ'],
    districts: [
      [50, 'mymensingh', 'Mymensingh', 'ময়মনসিংহ'],
      [51, 'jamalpur', 'Jamalpur', 'জামালপুর'],
      [52, 'netrokona', 'Netrokona', 'নেত্রকোণা'],
      [53, 'sherpur', 'Sherpur', 'শেরপুর'],
    ],
  },
  {
    division: [7, 'rajshahi-division', 'Rajshahi Division', 'রাজশাহী বিভাগ'],
    districts: [
      [54, 'rajshahi', 'Rajshahi', 'রাজশাহী'],
      [55, 'bogura', 'Bogura', 'বগুড়া'],
      [56, 'chapai-nawabganj', 'Chapai Nawabganj', 'চাঁপাইনবাবগঞ্জ'],
      [57, 'joypurhat', 'Joypurhat', 'জয়পুরহাট'],
      [58, 'naogaon', 'Naogaon', 'নওগাঁ'],
      [59, 'natore', 'Natore', 'নাটোর'],
      [60, 'pabna', 'Pabna', 'পাবনা'],
      [61, 'sirajganj', 'Sirajganj', 'সিরাজগঞ্জ'],
    ],
  },
  {
    division: [8, 'rangpur-division', 'Rangpur Division', 'রংপুর বিভাগ'],
    districts: [
      [62, 'rangpur', 'Rangpur', 'রংপুর'],
      [63, 'dinajpur', 'Dinajpur', 'দিনাজপুর'],
      [64, 'gaibandha', 'Gaibandha', 'গাইবান্ধা'],
      [65, 'kurigram', 'Kurigram', 'কুড়িগ্রাম'],
      [66, 'lalmonirhat', 'Lalmonirhat', 'লালমনিরহাট'],
      [67, 'nilphamari', 'Nilphamari', 'নীলফামারী'],
      [68, 'panchagarh', 'Panchagarh', 'পঞ্চগড়'],
      [69, 'thakurgaon', 'Thakurgaon', 'ঠাকুরগাঁও'],
    ],
  },
  {
    division: [9, 'sylhet-division', 'Sylhet Division', 'সিলেট বিভাগ'],
    districts: [
      [70, 'sylhet', 'Sylhet', 'সিলেট'],
      [71, 'habiganj', 'Habiganj', 'হবিগঞ্জ'],
      [72, 'moulvibazar', 'Moulvibazar', 'মৌলভীবাজার'],
      [73, 'sunamganj', 'Sunamganj', 'সুনামগঞ্জ'],
    ],
  },
];

const DHAKA_AREAS: readonly Row[] = [
  [100, 'dhanmondi', 'Dhanmondi', 'ধানমন্ডি'],
  [101, 'gulshan', 'Gulshan', 'গুলশান'],
  [102, 'banani', 'Banani', 'বনানী'],
  [103, 'baridhara', 'Baridhara', 'বারিধারা'],
  [104, 'bashundhara', 'Bashundhara', 'বসুন্ধরা'],
  [105, 'mirpur', 'Mirpur', 'মিরপুর'],
  [106, 'pallabi', 'Pallabi', 'পল্লবী'],
  [107, 'kafrul', 'Kafrul', 'কাফরুল'],
  [108, 'uttara', 'Uttara', 'উত্তরা'],
  [109, 'mohammadpur', 'Mohammadpur', 'মোহাম্মদপুর'],
  [110, 'shyamoli', 'Shyamoli', 'শ্যামলী'],
  [111, 'adabor', 'Adabor', 'আদাবর'],
  [112, 'lalmatia', 'Lalmatia', 'লালমাটিয়া'],
  [113, 'badda', 'Badda', 'বাড্ডা'],
  [114, 'rampura', 'Rampura', 'রামপুরা'],
  [115, 'banasree', 'Banasree', 'বনশ্রী'],
  [116, 'aftabnagar', 'Aftabnagar', 'আফতাবনগর'],
  [117, 'khilgaon', 'Khilgaon', 'খিলগাঁও'],
  [118, 'malibagh', 'Malibagh', 'মালিবাগ'],
  [119, 'moghbazar', 'Moghbazar', 'মগবাজার'],
  [120, 'motijheel', 'Motijheel', 'মতিঝিল'],
  [121, 'paltan', 'Paltan', 'পল্টন'],
  [122, 'shantinagar', 'Shantinagar', 'শান্তিনগর'],
  [123, 'ramna', 'Ramna', 'রমনা'],
  [124, 'shahbagh', 'Shahbagh', 'শাহবাগ'],
  [125, 'farmgate', 'Farmgate', 'ফার্মগেট'],
  [126, 'tejgaon', 'Tejgaon', 'তেজগাঁও'],
  [127, 'mohakhali', 'Mohakhali', 'মহাখালী'],
  [128, 'cantonment', 'Cantonment', 'ক্যান্টনমেন্ট'],
  [129, 'khilkhet', 'Khilkhet', 'খিলক্ষেত'],
  [130, 'dakshinkhan', 'Dakshinkhan', 'দক্ষিণখান'],
  [131, 'uttarkhan', 'Uttarkhan', 'উত্তরখান'],
  [132, 'kalabagan', 'Kalabagan', 'কলাবাগান'],
  [133, 'hazaribagh', 'Hazaribagh', 'হাজারীবাগ'],
  [134, 'lalbagh', 'Lalbagh', 'লালবাগ'],
  [135, 'old-dhaka', 'Old Dhaka', 'পুরান ঢাকা'],
  [136, 'wari', 'Wari', 'ওয়ারী'],
  [137, 'sutrapur', 'Sutrapur', 'সূত্রাপুর'],
  [138, 'jatrabari', 'Jatrabari', 'যাত্রাবাড়ী'],
  [139, 'mugda', 'Mugda', 'মুগদা'],
  [140, 'demra', 'Demra', 'ডেমরা'],
  [141, 'kamrangirchar', 'Kamrangirchar', 'কামরাঙ্গীরচর'],
  [142, 'keraniganj', 'Keraniganj', 'কেরানীগঞ্জ'],
  [143, 'savar', 'Savar', 'সাভার'],
  [144, 'dhamrai', 'Dhamrai', 'ধামরাই'],
];

const CHATTOGRAM_AREAS: readonly Row[] = [
  [150, 'agrabad', 'Agrabad', 'আগ্রাবাদ'],
  [151, 'panchlaish', 'Panchlaish', 'পাঁচলাইশ'],
  [152, 'nasirabad', 'Nasirabad', 'নাসিরাবাদ'],
  [153, 'khulshi', 'Khulshi', 'খুলশী'],
  [154, 'halishahar', 'Halishahar', 'হালিশহর'],
  [155, 'chawkbazar', 'Chawkbazar', 'চকবাজার'],
  [156, 'gec-circle', 'GEC Circle', 'জিইসি মোড়'],
  [157, 'muradpur', 'Muradpur', 'মুরাদপুর'],
  [158, 'kotwali', 'Kotwali', 'কোতোয়ালী'],
  [159, 'pahartali', 'Pahartali', 'পাহাড়তলী'],
  [160, 'bayazid', 'Bayazid', 'বায়েজিদ'],
  [161, 'patenga', 'Patenga', 'পতেঙ্গা'],
  [162, 'double-mooring', 'Double Mooring', 'ডবলমুরিং'],
  [163, 'bakalia', 'Bakalia', 'বাকলিয়া'],
  [164, 'chandgaon', 'Chandgaon', 'চান্দগাঁও'],
  [165, 'bahaddarhat', 'Bahaddarhat', 'বহদ্দারহাট'],
  [166, 'oxygen', 'Oxygen', 'অক্সিজেন'],
  [167, 'lalkhan-bazar', 'Lalkhan Bazar', 'লালখান বাজার'],
  [168, 'anderkilla', 'Anderkilla', 'আন্দরকিল্লা'],
  [169, 'hathazari', 'Hathazari', 'হাটহাজারী'],
  [170, 'sitakunda', 'Sitakunda', 'সীতাকুণ্ড'],
];

/** Country, then each division followed by its districts, then areas; ids (not order) are the identity. */
export const LOCATIONS: readonly LocationDef[] = [
  place('country', -1, [COUNTRY_ID, 'bangladesh', 'Bangladesh', 'বাংলাদেশ']),
  ...DIVISIONS.flatMap(({ division, districts }) => [
    place('division', COUNTRY_ID, division),
    ...districts.map((row) => place('district', division[0], row)),
  ]),
  ...DHAKA_AREAS.map((row) => place('area', DHAKA_DISTRICT_ID, row)),
  ...CHATTOGRAM_AREAS.map((row) => place('area', CHATTOGRAM_DISTRICT_ID, row)),
];
