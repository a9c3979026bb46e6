// Jobs and overseas jobs: roles people hire for in Bangladesh with their usual monthly salary. The salary is
// the ad's `salary` property (a money filter) and the ad has no price.
import {
  type Composed,
  type Draft,
  enumPicker,
  labelText,
  type LeafTemplate,
  type Phrases,
  roundPrice,
  say,
  sayOne,
  taka,
  type Text,
  weightedPicker,
} from './content-kit.ts';
import { type ApplyWay, dayOf, type EducationLevel } from '../../core/jobs/fields.ts';
import { cap } from './content-lines.ts';

interface Role {
  readonly title: Text;
  /** Monthly salary of a full-time post, BDT. */
  readonly salary: readonly [number, number];
  readonly employers?: readonly Text[];
  readonly needs?: readonly Text[];
  readonly weight?: number;
}

const role = (title: Text, lo: number, hi: number, extra: Omit<Role, 'title' | 'salary'> = {}): Role => ({
  title,
  salary: [lo, hi],
  ...extra,
});

interface JobPlan {
  readonly roles: readonly Role[];
  readonly duties: readonly Text[];
}

const DRIVING_LICENCE: Text = ['Must have a valid driving licence.', 'বৈধ ড্রাইভিং লাইসেন্স থাকতে হবে।'];
const OWN_BIKE: Text = [
  'Must have own motorcycle or bicycle and a smartphone.',
  'নিজস্ব মোটরসাইকেল বা সাইকেল ও স্মার্টফোন থাকতে হবে।',
];
const COURIERS: readonly Text[] = [
  ['Foodpanda', 'ফুডপান্ডা'],
  ['Pathao', 'পাঠাও'],
  ['Steadfast Courier', 'স্টেডফাস্ট কুরিয়ার'],
  ['RedX', 'রেডএক্স'],
];
const FMCG: readonly Text[] = [
  ['PRAN-RFL Group', 'প্রাণ-আরএফএল গ্রুপ'],
  ['Akij Group', 'আকিজ গ্রুপ'],
  ['Walton', 'ওয়ালটন'],
  ['Square Group', 'স্কয়ার গ্রুপ'],
];
const GARMENTS: readonly Text[] = [
  ['Ha-Meem Group', 'হা-মীম গ্রুপ'],
  ['DBL Group', 'ডিবিএল গ্রুপ'],
  ['a 100% export-oriented factory', 'শতভাগ রপ্তানিমুখী কারখানা'],
];

const JOBS: Readonly<Record<string, JobPlan>> = {
  'sales-marketing': {
    roles: [
      role(['Sales Executive', 'সেলস এক্সিকিউটিভ'], 15_000, 30_000, { employers: FMCG, weight: 20 }),
      role(['Marketing Officer', 'মার্কেটিং অফিসার'], 18_000, 35_000),
      role(['Sales Representative (SR)', 'সেলস রিপ্রেজেন্টেটিভ (এসআর)'], 12_000, 20_000, { employers: FMCG }),
      role(['Brand Promoter', 'ব্র্যান্ড প্রমোটর'], 10_000, 16_000),
      role(['Area Sales Manager', 'এরিয়া সেলস ম্যানেজার'], 40_000, 80_000, { weight: 4 }),
      role(['Digital Marketing Executive', 'ডিজিটাল মার্কেটিং এক্সিকিউটিভ'], 20_000, 40_000),
    ],
    duties: [
      [
        'Visit retailers, collect orders and meet monthly targets.',
        'দোকানে দোকানে গিয়ে অর্ডার সংগ্রহ ও মাসিক টার্গেট পূরণ করতে হবে।',
      ],
    ],
  },
  driver: {
    roles: [
      role(['Private Car Driver', 'প্রাইভেট কার ড্রাইভার'], 15_000, 25_000, { needs: [DRIVING_LICENCE], weight: 25 }),
      role(['Truck Driver', 'ট্রাক ড্রাইভার'], 20_000, 35_000, { needs: [DRIVING_LICENCE] }),
      role(['Microbus Driver', 'মাইক্রোবাস ড্রাইভার'], 18_000, 28_000, { needs: [DRIVING_LICENCE] }),
      role(['Company Driver', 'কোম্পানির ড্রাইভার'], 18_000, 30_000, { needs: [DRIVING_LICENCE] }),
    ],
    duties: [['Drive safely, keep the car clean and maintained.', 'নিরাপদে গাড়ি চালানো, গাড়ি পরিষ্কার ও ঠিকঠাক রাখা।']],
  },
  'customer-service': {
    roles: [
      role(['Call Centre Agent', 'কল সেন্টার এজেন্ট'], 14_000, 22_000, { weight: 20 }),
      role(['Customer Service Executive', 'কাস্টমার সার্ভিস এক্সিকিউটিভ'], 18_000, 30_000),
      role(['Receptionist', 'রিসেপশনিস্ট'], 12_000, 20_000),
      role(['Front Desk Officer', 'ফ্রন্ট ডেস্ক অফিসার'], 15_000, 25_000),
    ],
    duties: [
      [
        'Answer customer calls and solve their problems politely.',
        'গ্রাহকের কল রিসিভ করে ভদ্রভাবে সমস্যার সমাধান করতে হবে।',
      ],
    ],
  },
  'it-telecom': {
    roles: [
      role(['Junior Software Engineer', 'জুনিয়র সফটওয়্যার ইঞ্জিনিয়ার'], 30_000, 60_000, { weight: 15 }),
      role(['Laravel Web Developer', 'লারাভেল ওয়েব ডেভেলপার'], 25_000, 60_000),
      role(['Flutter Developer', 'ফ্লাটার ডেভেলপার'], 35_000, 80_000),
      role(['Network Engineer', 'নেটওয়ার্ক ইঞ্জিনিয়ার'], 30_000, 55_000),
      role(['IT Support Officer', 'আইটি সাপোর্ট অফিসার'], 18_000, 35_000),
      role(['Graphic Designer', 'গ্রাফিক ডিজাইনার'], 20_000, 40_000),
      role(['Senior Software Engineer', 'সিনিয়র সফটওয়্যার ইঞ্জিনিয়ার'], 80_000, 2_00_000, { weight: 4 }),
    ],
    duties: [
      [
        'Work with a friendly team on local and foreign projects.',
        'দেশি-বিদেশি প্রজেক্টে বন্ধুসুলভ টিমের সাথে কাজ করতে হবে।',
      ],
    ],
  },
  teaching: {
    roles: [
      role(['Home Tutor', 'গৃহশিক্ষক'], 5_000, 12_000, { weight: 20 }),
      role(['English Teacher (school)', 'ইংরেজি শিক্ষক (স্কুল)'], 15_000, 30_000),
      role(['Kindergarten Teacher', 'কিন্ডারগার্টেন শিক্ষক'], 10_000, 18_000),
      role(['Madrasa Teacher', 'মাদ্রাসা শিক্ষক'], 10_000, 18_000),
      role(['Coaching Centre Teacher', 'কোচিং সেন্টারের শিক্ষক'], 12_000, 25_000),
      role(['University Lecturer', 'বিশ্ববিদ্যালয়ের প্রভাষক'], 40_000, 70_000, { weight: 3 }),
    ],
    duties: [['Take classes, prepare lesson plans and check scripts.', 'ক্লাস নেওয়া, লেসন প্ল্যান তৈরি ও খাতা দেখা।']],
  },
  accounting: {
    roles: [
      role(['Accounts Officer', 'অ্যাকাউন্টস অফিসার'], 20_000, 35_000, { weight: 15 }),
      role(['Junior Accountant', 'জুনিয়র অ্যাকাউন্ট্যান্ট'], 15_000, 25_000),
      role(['Accounts Manager', 'অ্যাকাউন্টস ম্যানেজার'], 50_000, 90_000, { weight: 4 }),
      role(['Cashier', 'ক্যাশিয়ার'], 15_000, 22_000),
      role(['Audit Assistant', 'অডিট অ্যাসিস্ট্যান্ট'], 15_000, 25_000),
    ],
    duties: [
      [
        'Keep daily accounts in Tally / Excel and prepare VAT reports.',
        'ট্যালি / এক্সেলে দৈনিক হিসাব রাখা ও ভ্যাট রিপোর্ট তৈরি।',
      ],
    ],
  },
  'security-guard': {
    roles: [
      role(['Security Guard', 'সিকিউরিটি গার্ড'], 10_000, 15_000, { weight: 25 }),
      role(['Security Supervisor', 'সিকিউরিটি সুপারভাইজার'], 16_000, 25_000),
      role(['Female Security Guard', 'মহিলা সিকিউরিটি গার্ড'], 10_000, 14_000),
    ],
    duties: [['12-hour shift; retired army personnel preferred.', '১২ ঘণ্টার শিফট; অবসরপ্রাপ্ত সেনাসদস্যদের অগ্রাধিকার।']],
  },
  'garments-textile': {
    roles: [
      role(['Sewing Operator', 'সুইং অপারেটর'], 12_000, 18_000, { employers: GARMENTS, weight: 20 }),
      role(['Quality Inspector', 'কোয়ালিটি ইন্সপেক্টর'], 15_000, 25_000, { employers: GARMENTS }),
      role(['Merchandiser', 'মার্চেন্ডাইজার'], 30_000, 60_000),
      role(['Line Supervisor', 'লাইন সুপারভাইজার'], 20_000, 30_000),
      role(['Cutting Master', 'কাটিং মাস্টার'], 25_000, 40_000),
    ],
    duties: [['Attendance bonus and overtime as per labour law.', 'শ্রম আইন অনুযায়ী হাজিরা বোনাস ও ওভারটাইম।']],
  },
  'delivery-rider': {
    roles: [
      role(['Delivery Rider', 'ডেলিভারি রাইডার'], 15_000, 30_000, {
        employers: COURIERS,
        needs: [OWN_BIKE],
        weight: 25,
      }),
      role(['Delivery Man (bicycle)', 'ডেলিভারি ম্যান (সাইকেল)'], 12_000, 18_000, {
        employers: COURIERS,
        needs: [OWN_BIKE],
      }),
      role(['Parcel Delivery Executive', 'পার্সেল ডেলিভারি এক্সিকিউটিভ'], 15_000, 25_000, { employers: COURIERS }),
    ],
    duties: [['Deliver orders in your own area; flexible hours.', 'নিজের এলাকায় অর্ডার ডেলিভারি; সময় নিজের মতো।']],
  },
  'restaurant-hospitality': {
    roles: [
      role(['Chef (Chinese & Thai)', 'শেফ (চাইনিজ ও থাই)'], 25_000, 50_000),
      role(['Waiter', 'ওয়েটার'], 10_000, 15_000, { weight: 20 }),
      role(['Kitchen Helper', 'কিচেন হেলপার'], 9_000, 13_000),
      role(['Barista', 'বারিস্তা'], 12_000, 20_000),
      role(['Hotel Front Office Executive', 'হোটেল ফ্রন্ট অফিস এক্সিকিউটিভ'], 18_000, 30_000),
    ],
    duties: [['Food and accommodation provided by the restaurant.', 'রেস্টুরেন্ট থেকে থাকা-খাওয়ার ব্যবস্থা।']],
  },
  'office-admin': {
    roles: [
      role(['Office Assistant', 'অফিস সহকারী'], 12_000, 18_000, { weight: 15 }),
      role(['Admin Officer', 'অ্যাডমিন অফিসার'], 25_000, 40_000),
      role(['Office Peon', 'অফিস পিয়ন'], 9_000, 13_000),
      role(['Data Entry Operator', 'ডাটা এন্ট্রি অপারেটর'], 12_000, 20_000),
      role(['HR Executive', 'এইচআর এক্সিকিউটিভ'], 25_000, 40_000),
      role(['Personal Assistant to MD', 'এমডির পার্সোনাল অ্যাসিস্ট্যান্ট'], 25_000, 45_000),
    ],
    duties: [
      ['Handle files, correspondence and daily office work.', 'ফাইল, চিঠিপত্র ও অফিসের দৈনন্দিন কাজ সামলাতে হবে।'],
    ],
  },
  'engineering-technician': {
    roles: [
      role(['Electrician', 'ইলেকট্রিশিয়ান'], 15_000, 25_000, { weight: 15 }),
      role(['AC Technician', 'এসি টেকনিশিয়ান'], 15_000, 28_000),
      role(['Site Engineer (Civil)', 'সাইট ইঞ্জিনিয়ার (সিভিল)'], 30_000, 60_000),
      role(['Diploma Engineer', 'ডিপ্লোমা ইঞ্জিনিয়ার'], 20_000, 35_000),
      role(['Mechanical Engineer', 'মেকানিক্যাল ইঞ্জিনিয়ার'], 35_000, 70_000),
      role(['Mobile Phone Technician', 'মোবাইল ফোন টেকনিশিয়ান'], 12_000, 22_000),
    ],
    duties: [['Hands-on work at site; tools provided by the company.', 'সাইটে হাতে-কলমে কাজ; যন্ত্রপাতি কোম্পানি দেবে।']],
  },
  'healthcare-nursing': {
    roles: [
      role(['Staff Nurse', 'স্টাফ নার্স'], 20_000, 35_000, { weight: 15 }),
      role(['Medical Officer (MBBS)', 'মেডিকেল অফিসার (এমবিবিএস)'], 40_000, 80_000),
      role(['Pharmacist', 'ফার্মাসিস্ট'], 15_000, 25_000),
      role(['Caregiver for an elderly patient', 'বয়স্ক রোগীর কেয়ারগিভার'], 12_000, 20_000),
      role(['Lab Technician', 'ল্যাব টেকনিশিয়ান'], 15_000, 25_000),
    ],
    duties: [
      ['Registered with BNMC / BMDC; night shifts on rotation.', 'বিএনএমসি / বিএমডিসি নিবন্ধিত; রোটেশনে নাইট শিফট।'],
    ],
  },
  'cleaning-housekeeping': {
    roles: [
      role(['Cleaner', 'ক্লিনার'], 9_000, 13_000, { weight: 15 }),
      role(['Housekeeping Staff (hotel)', 'হাউসকিপিং স্টাফ (হোটেল)'], 11_000, 16_000),
      role(['Housemaid', 'গৃহকর্মী'], 8_000, 14_000),
      role(['Office Cleaner', 'অফিস ক্লিনার'], 9_000, 12_000),
    ],
    duties: [['Keep rooms, floors and washrooms clean.', 'রুম, মেঝে ও ওয়াশরুম পরিষ্কার রাখতে হবে।']],
  },
  'factory-production': {
    roles: [
      role(['Machine Operator', 'মেশিন অপারেটর'], 14_000, 22_000, { weight: 15 }),
      role(['Production Supervisor', 'প্রোডাকশন সুপারভাইজার'], 25_000, 40_000),
      role(['Factory Worker', 'ফ্যাক্টরি শ্রমিক'], 11_000, 16_000, { weight: 15 }),
      role(['Packaging Helper', 'প্যাকেজিং হেলপার'], 10_000, 14_000),
      role(['Store Keeper', 'স্টোর কিপার'], 15_000, 25_000),
    ],
    duties: [
      [
        '8-hour shift plus overtime; transport from the nearest bus stand.',
        '৮ ঘণ্টার শিফট ও ওভারটাইম; নিকটস্থ বাসস্ট্যান্ড থেকে যাতায়াত সুবিধা।',
      ],
    ],
  },
  'other-jobs': {
    roles: [
      role(['Cook for a family', 'পরিবারের জন্য রাঁধুনি'], 8_000, 15_000),
      role(['Gardener', 'মালি'], 10_000, 15_000),
      role(['Photographer', 'ফটোগ্রাফার'], 20_000, 35_000),
      role(['Video Editor', 'ভিডিও এডিটর'], 20_000, 40_000),
      role(['Beautician (parlour)', 'বিউটিশিয়ান (পার্লার)'], 12_000, 25_000),
    ],
    duties: [['Friendly working environment, weekly one day off.', 'বন্ধুসুলভ কাজের পরিবেশ, সপ্তাহে একদিন ছুটি।']],
  },
};

const COUNTRIES: readonly Text[] = [
  ['Saudi Arabia', 'সৌদি আরব'],
  ['Dubai (UAE)', 'দুবাই (আরব আমিরাত)'],
  ['Qatar', 'কাতার'],
  ['Malaysia', 'মালয়েশিয়া'],
  ['Oman', 'ওমান'],
  ['Kuwait', 'কুয়েত'],
  ['Singapore', 'সিঙ্গাপুর'],
  ['Romania', 'রোমানিয়া'],
  ['Japan', 'জাপান'],
];

const OVERSEAS: JobPlan = {
  roles: [
    role(['Driver', 'ড্রাইভার'], 50_000, 80_000, { needs: [DRIVING_LICENCE], weight: 15 }),
    role(['Construction Worker', 'কনস্ট্রাকশন শ্রমিক'], 35_000, 55_000, { weight: 15 }),
    role(['Factory Worker', 'ফ্যাক্টরি শ্রমিক'], 35_000, 50_000, { weight: 15 }),
    role(['Cleaner', 'ক্লিনার'], 30_000, 45_000),
    role(['Electrician', 'ইলেকট্রিশিয়ান'], 50_000, 80_000),
    role(['Hotel Waiter', 'হোটেল ওয়েটার'], 40_000, 60_000),
    role(['Welder', 'ওয়েল্ডার'], 60_000, 90_000),
    role(['Caregiver', 'কেয়ারগিভার'], 1_00_000, 1_50_000, { weight: 4 }),
  ],
  duties: [
    ['Free food and accommodation; 8 hours duty plus overtime.', 'থাকা-খাওয়া ফ্রি; ৮ ঘণ্টা ডিউটি ও ওভারটাইম।'],
    ['Medical, visa and air ticket arranged by the agency.', 'মেডিকেল, ভিসা ও বিমান টিকিট এজেন্সি করে দেবে।'],
    ['Processing time 2–3 months after the passport is submitted.', 'পাসপোর্ট জমা দেওয়ার পর ২–৩ মাসে প্রসেসিং।'],
  ],
};

// ---------------------------------------------------------------------------------------------
// Wording

interface Words {
  readonly role: string;
  readonly employer: string;
  readonly place: string;
  readonly jobType: string;
  readonly salary: string;
  readonly country: string;
}

const TITLES: Phrases<Words> = {
  en: [
    (w) => `${w.role} wanted`,
    (w) => `Hiring ${w.role} — ${w.place}`,
    (w) => `${w.role} needed (${w.jobType})`,
    (w) => `${w.role} — ${w.salary}/month`,
    (w) => `Job opening: ${w.role} in ${w.place}`,
    (w) => `We are hiring: ${w.role} (${w.jobType}), ${w.salary}`,
    (w) => (w.employer ? `Urgent: ${w.role} wanted (${w.employer})` : `Urgent: ${w.role} wanted — ${w.place}`),
  ],
  bn: [
    (w) => `${w.role} আবশ্যক`,
    (w) => `${w.role} নিয়োগ — ${w.place}`,
    (w) => `${w.role} চাই (${w.jobType})`,
    (w) => `নিয়োগ বিজ্ঞপ্তি: ${w.role}`,
    (w) => `চাকরির সুযোগ: ${w.role}, বেতন ${w.salary}`,
    (w) => `${w.role} পদে লোক নেওয়া হবে — ${w.place}`,
    (w) => (w.employer ? `জরুরি ভিত্তিতে ${w.role} নিয়োগ (${w.employer})` : `জরুরি ভিত্তিতে ${w.role} নিয়োগ — ${w.place}`),
  ],
};

const OVERSEAS_TITLES: Phrases<Words> = {
  en: [
    (w) => `${w.country} work visa — ${w.role}`,
    (w) => `${w.role} needed for ${w.country}`,
    (w) => `Jobs in ${w.country}: ${w.role}, salary ${w.salary}`,
  ],
  bn: [
    (w) => `${w.country} ওয়ার্ক ভিসা — ${w.role}`,
    (w) => `${w.country} যেতে ${w.role} আবশ্যক`,
    (w) => `বিদেশে চাকরি: ${w.country} — ${w.role}`,
  ],
};

const REQUIREMENTS: readonly Text[] = [
  ['Minimum HSC pass; SSC holders may also apply.', 'ন্যূনতম এইচএসসি পাস; এসএসসি পাসরাও আবেদন করতে পারবেন।'],
  ['At least 1 year of experience preferred.', 'কমপক্ষে ১ বছরের অভিজ্ঞতা থাকলে অগ্রাধিকার।'],
  ['Freshers are encouraged to apply.', 'নতুনরাও আবেদন করতে পারবেন।'],
  ['Age 20–35, honest and hard-working.', 'বয়স ২০–৩৫, সৎ ও পরিশ্রমী হতে হবে।'],
];

const BENEFITS: Phrases<Words> = {
  en: [
    (w) => `Salary ${w.salary} per month, negotiable for the right person.`,
    'Lunch, two festival bonuses and a yearly increment.',
    'Overtime paid separately.',
  ],
  bn: [
    (w) => `বেতন মাসিক ${w.salary}, যোগ্য প্রার্থীর জন্য আলোচনা সাপেক্ষে।`,
    'দুপুরের খাবার, দুটি উৎসব বোনাস ও বার্ষিক ইনক্রিমেন্ট।',
    'ওভারটাইম আলাদাভাবে দেওয়া হবে।',
  ],
};

/** Job types as posters use them: mostly full-time. */
const JOB_TYPES = { 'full-time': 70, 'part-time': 12, contract: 8, internship: 5, freelance: 5 };
const JOB_TYPE_PAY: Readonly<Record<string, number>> = { 'part-time': 0.5, internship: 0.35, freelance: 0.8 };
/** Experience asked, mostly little: most jobs on Haat are entry-level. */
const EXPERIENCE_ASKED = { none: 30, 'under-1-year': 20, '1-3-years': 30, '3-5-years': 14, 'over-5-years': 6 };
/** How employers take applications: on Haat most, then phone; e-mail and links from offices. */
const APPLY_WEIGHTS: readonly (readonly [ApplyWay, number])[] = [
  ['haat', 55],
  ['phone', 25],
  ['email', 12],
  ['url', 8],
];
const EDUCATION_WEIGHTS: readonly (readonly [EducationLevel, number])[] = [
  ['none', 10],
  ['class-8', 20],
  ['ssc', 30],
  ['hsc', 20],
  ['diploma', 5],
  ['bachelor', 12],
  ['masters', 3],
];
const SMALL_EMPLOYERS: readonly Text[] = [
  ['Rahman Enterprise', 'রহমান এন্টারপ্রাইজ'],
  ['Nabil Traders', 'নাবিল ট্রেডার্স'],
  ['Green Life Hospital', 'গ্রিন লাইফ হাসপাতাল'],
  ['Sheba Security Services', 'সেবা সিকিউরিটি সার্ভিসেস'],
  ['a private household', 'একটি প্রাইভেট পরিবার'],
];
const AGENCIES: readonly Text[] = [
  ['Al-Amin Overseas (RL-1187)', 'আল-আমিন ওভারসিজ (আরএল-১১৮৭)'],
  ['Bengal Manpower (RL-0942)', 'বেঙ্গল ম্যানপাওয়ার (আরএল-০৯৪২)'],
];
const DAY_MS = 86_400_000;

/**
 * The job fields (core/jobs/fields.ts, decision 121): role, company, experience, education, vacancies, a deadline 1–8
 * weeks after the seed, the workplace and how to apply; overseas jobs name their agency's licence.
 */
function jobFields(d: Draft, role: string, employer: string, overseas: boolean) {
  const { random, locale, properties } = d;
  const weighted = <T>(items: readonly (readonly [T, number])[]) =>
    random.pick(items.flatMap(([item, weight]) => Array.from({ length: weight }, () => item)));
  const company = employer || say(random.pick(overseas ? AGENCIES : SMALL_EMPLOYERS), locale);
  const way = overseas ? weighted(APPLY_WEIGHTS.filter(([w]) => w !== 'url')) : weighted(APPLY_WEIGHTS);
  Object.assign(properties, {
    role,
    company,
    experience: weighted(Object.entries(EXPERIENCE_ASKED)),
    education: weighted(EDUCATION_WEIGHTS),
    vacancies: random.chance(0.7) ? random.int(1, 5) : random.int(6, 50),
    deadline: dayOf(new Date(d.now.getTime() + random.int(7, 56) * DAY_MS)),
    place: d.place,
    apply_via: way,
    ...(way === 'email' ? { apply_email: `jobs${random.int(10, 999)}@example.com` } : {}),
    ...(way === 'url' ? { apply_url: `https://careers.example.com/jobs/${random.int(1000, 9999)}` } : {}),
    ...(overseas ? { licence_number: `RL-${random.int(100, 2500)}` } : {}),
  });
}

function jobs(plan: JobPlan, overseas: boolean): LeafTemplate {
  return {
    audience: 'job',
    compile(category) {
      const pickRole = weightedPicker(plan.roles, (r) => r.weight ?? 10);
      const pickType = enumPicker(category, 'item_type', overseas ? { 'full-time': 80, contract: 20 } : JOB_TYPES, 0);
      return (d: Draft): Composed => {
        const { random, locale, properties } = d;
        const chosen = pickRole(random);
        const type = pickType?.(random);
        if (type) properties.item_type = type.key;
        const pay = JOB_TYPE_PAY[type?.key ?? ''] ?? 1;
        // internships and part-time tutoring still pay a few thousand a month
        const salary = Math.max(3_000, roundPrice(random, random.int(chosen.salary[0], chosen.salary[1]) * pay));
        properties.salary = salary;
        const employer = chosen.employers && random.chance(0.6) ? say(random.pick(chosen.employers), locale) : '';
        const words: Words = {
          role: say(chosen.title, locale),
          employer,
          place: d.place,
          jobType: type ? say(labelText(type), locale) : '',
          salary: taka(locale, salary),
          country: say(random.pick(COUNTRIES), locale),
        };
        jobFields(d, words.role, employer, overseas);
        if (typeof properties.salary === 'number' && random.chance(0.5))
          properties.salary_max = roundPrice(random, properties.salary * 1.3);
        const titles = overseas ? OVERSEAS_TITLES : TITLES;
        const title = cap(sayOne(random, titles, locale, words));
        const sentences = [say(random.pick(plan.duties), locale)];
        if (chosen.needs) sentences.push(say(random.pick(chosen.needs), locale));
        else sentences.push(say(random.pick(REQUIREMENTS), locale));
        sentences.push(sayOne(random, BENEFITS, locale, words));
        return { product: words.role, title, sentences, price: null };
      };
    },
  };
}

/** Templates of the job categories, by leaf slug. */
export const JOB_TEMPLATES: Readonly<Record<string, LeafTemplate>> = {
  ...Object.fromEntries(Object.entries(JOBS).map(([slug, plan]) => [slug, jobs(plan, false)])),
  'overseas-jobs': jobs(OVERSEAS, true),
};
