// Brands and models of the brand-tree categories (spec section 5) and the plain brand lists of
// other categories. Names are as the trade writes them (Latin), then the Bengali transliteration,
// which search understands as an alias; `translated(...)` marks a word or a name written in Bengali
// (Name in filters.ts, decision 258). Keys are derived from the English name (see brand()).
import type { TreeValue } from '../../../../core/catalogue.ts';
import { brand, mergeBrands, type Name, translated } from './filters.ts';

// ---------------------------------------------------------------------------------------------
// Cars

export const CAR_BRANDS: readonly TreeValue[] = [
  brand(
    ['Toyota', 'টয়োটা'],
    [
      ['Corolla', 'করোলা'],
      ['Axio', 'এক্সিও'],
      ['Allion', 'এলিয়ন'],
      ['Premio', 'প্রিমিও'],
      ['Fielder', 'ফিল্ডার'],
      ['Noah', 'নোয়া'],
      ['Voxy', 'ভক্সি'],
      ['Esquire', 'এসকায়ার'],
      ['Prado', 'প্রাডো'],
      ['Land Cruiser', 'ল্যান্ড ক্রুজার'],
      ['Harrier', 'হ্যারিয়ার'],
      ['RAV4', 'র‍্যাভ৪'],
      ['C-HR', 'সি-এইচআর'],
      ['Corolla Cross', 'করোলা ক্রস'],
      ['Yaris Cross', 'ইয়ারিস ক্রস'],
      ['Camry', 'ক্যামরি'],
      ['Crown', 'ক্রাউন'],
      ['Mark X', 'মার্ক এক্স'],
      ['Aqua', 'অ্যাকুয়া'],
      ['Prius', 'প্রিয়াস'],
      ['Vitz', 'ভিটজ'],
      ['Yaris', 'ইয়ারিস'],
      ['Belta', 'বেলটা'],
      ['Passo', 'পাসো'],
      ['Probox', 'প্রোবক্স'],
      ['Sienta', 'সিয়েন্টা'],
      ['Alphard', 'আলফার্ড'],
      ['Rush', 'রাশ'],
      ['Raize', 'রাইজ'],
      ['Fortuner', 'ফরচুনার'],
      ['Hilux', 'হাইলাক্স'],
    ],
  ),
  brand(
    ['Honda', 'হোন্ডা'],
    [
      ['Civic', 'সিভিক'],
      ['Vezel', 'ভেজেল'],
      ['Grace', 'গ্রেস'],
      ['Fit', 'ফিট'],
      ['City', 'সিটি'],
      ['Insight', 'ইনসাইট'],
      ['Accord', 'অ্যাকর্ড'],
      ['CR-V', 'সিআর-ভি'],
      ['HR-V', 'এইচআর-ভি'],
      ['WR-V', 'ডব্লিউআর-ভি'],
      ['Freed', 'ফ্রিড'],
      ['Jazz', 'জ্যাজ'],
    ],
  ),
  brand(
    ['Nissan', 'নিসান'],
    [
      ['X-Trail', 'এক্স-ট্রেইল'],
      ['Sunny', 'সানি'],
      ['Bluebird Sylphy', 'ব্লুবার্ড সিলফি'],
      ['Tiida', 'টিডা'],
      ['Note', 'নোট'],
      ['March', 'মার্চ'],
      ['Almera', 'আলমেরা'],
      ['Juke', 'জুক'],
      ['Kicks', 'কিকস'],
      ['Magnite', 'ম্যাগনাইট'],
      ['Qashqai', 'কাশকাই'],
      ['Patrol', 'প্যাট্রল'],
      ['Serena', 'সেরেনা'],
      ['Navara', 'নাভারা'],
      ['Leaf', 'লিফ'],
    ],
  ),
  brand(
    ['Mitsubishi', 'মিতসুবিশি'],
    [
      ['Pajero', 'পাজেরো'],
      ['Pajero Sport', 'পাজেরো স্পোর্ট'],
      ['Outlander', 'আউটল্যান্ডার'],
      ['Lancer', 'ল্যান্সার'],
      ['ASX', 'এএসএক্স'],
      ['Eclipse Cross', 'এক্লিপস ক্রস'],
      ['Xpander', 'এক্সপ্যান্ডার'],
      ['Attrage', 'অ্যাট্রাজ'],
      ['Mirage', 'মিরাজ'],
      ['L200', 'এল২০০'],
    ],
  ),
  brand(
    ['Suzuki', 'সুজুকি'],
    [
      ['Swift', 'সুইফট'],
      ['Alto', 'অল্টো'],
      ['Wagon R', 'ওয়াগন আর'],
      ['Celerio', 'সেলেরিও'],
      ['Baleno', 'বালেনো'],
      ['Dzire', 'ডিজায়ার'],
      ['Ciaz', 'সিয়াজ'],
      ['Ertiga', 'আর্টিগা'],
      ['XL7', 'এক্সএল৭'],
      ['Vitara', 'ভিটারা'],
      ['Grand Vitara', 'গ্র্যান্ড ভিটারা'],
      ['Jimny', 'জিমনি'],
    ],
  ),
  brand(
    ['Hyundai', 'হুন্দাই'],
    [
      ['Elantra', 'এলান্ট্রা'],
      ['Accent', 'অ্যাকসেন্ট'],
      ['Sonata', 'সোনাটা'],
      ['i10', 'আই১০'],
      ['Grand i10', 'গ্র্যান্ড আই১০'],
      ['i20', 'আই২০'],
      ['Creta', 'ক্রেটা'],
      ['Venue', 'ভেন্যু'],
      ['Kona', 'কোনা'],
      ['Tucson', 'টুসন'],
      ['Santa Fe', 'সান্তা ফে'],
      ['Ioniq 5', 'আইওনিক ৫'],
    ],
  ),
  brand(
    ['Mazda', 'মাজদা'],
    [
      ['Axela', 'এক্সেলা'],
      ['Atenza', 'অ্যাটেনজা'],
      ['Demio', 'ডেমিও'],
      ['Familia', 'ফ্যামিলিয়া'],
      ['Premacy', 'প্রিমেসি'],
      ['CX-3', 'সিএক্স-৩'],
      ['CX-5', 'সিএক্স-৫'],
    ],
  ),
  brand(
    ['Mercedes-Benz', 'মার্সিডিজ-বেঞ্জ'],
    [
      ['A-Class', 'এ-ক্লাস'],
      ['C-Class', 'সি-ক্লাস'],
      ['E-Class', 'ই-ক্লাস'],
      ['S-Class', 'এস-ক্লাস'],
      ['CLA', 'সিএলএ'],
      ['GLA', 'জিএলএ'],
      ['GLC', 'জিএলসি'],
      ['GLE', 'জিএলই'],
      ['G-Class', 'জি-ক্লাস'],
    ],
  ),
  brand(
    ['BMW', 'বিএমডব্লিউ'],
    [
      ['3 Series', '৩ সিরিজ'],
      ['5 Series', '৫ সিরিজ'],
      ['7 Series', '৭ সিরিজ'],
      ['X1', 'এক্স১'],
      ['X3', 'এক্স৩'],
      ['X5', 'এক্স৫'],
      ['X6', 'এক্স৬'],
    ],
  ),
  brand(
    ['Audi', 'অডি'],
    [
      ['A3', 'এ৩'],
      ['A4', 'এ৪'],
      ['A6', 'এ৬'],
      ['Q3', 'কিউ৩'],
      ['Q5', 'কিউ৫'],
      ['Q7', 'কিউ৭'],
      ['e-tron', 'ই-ট্রন'],
    ],
  ),
  brand(
    ['Lexus', 'লেক্সাস'],
    [
      ['ES', 'ইএস'],
      ['NX', 'এনএক্স'],
      ['RX', 'আরএক্স'],
      ['LX', 'এলএক্স'],
    ],
  ),
  brand(
    ['Land Rover', 'ল্যান্ড রোভার'],
    [
      ['Range Rover', 'রেঞ্জ রোভার'],
      ['Range Rover Sport', 'রেঞ্জ রোভার স্পোর্ট'],
      ['Range Rover Evoque', 'রেঞ্জ রোভার ইভোক'],
      ['Discovery', 'ডিসকভারি'],
      ['Defender', 'ডিফেন্ডার'],
    ],
  ),
  brand(
    ['Proton', 'প্রোটন'],
    [
      ['Saga', 'সাগা'],
      ['Persona', 'পারসোনা'],
      ['Iriz', 'আইরিজ'],
      ['Preve', 'প্রেভে'],
      ['Exora', 'এক্সোরা'],
      ['X50', 'এক্স৫০'],
      ['X70', 'এক্স৭০'],
    ],
  ),
  brand(
    ['Tata', 'টাটা'],
    [
      ['Nano', 'ন্যানো'],
      ['Indica', 'ইন্ডিকা'],
      ['Indigo', 'ইন্ডিগো'],
      ['Tiago', 'টিয়াগো'],
      ['Nexon', 'নেক্সন'],
      ['Xenon', 'জেনন'],
    ],
  ),
  brand(
    ['Kia', 'কিয়া'],
    [
      ['Picanto', 'পিকান্টো'],
      ['Rio', 'রিও'],
      ['Cerato', 'সেরাটো'],
      ['Sonet', 'সনেট'],
      ['Seltos', 'সেলটোস'],
      ['Sportage', 'স্পোর্টেজ'],
      ['Sorento', 'সোরেন্টো'],
      ['Carnival', 'কার্নিভাল'],
    ],
  ),
  brand(
    ['Mahindra', 'মাহিন্দ্রা'],
    [
      ['Scorpio', 'স্করপিও'],
      ['Bolero', 'বোলেরো'],
      ['XUV500', 'এক্সইউভি৫০০'],
    ],
  ),
  brand(
    ['MG', 'এমজি'],
    [
      ['ZS', 'জেডএস'],
      ['ZS EV', 'জেডএস ইভি'],
      ['HS', 'এইচএস'],
    ],
  ),
  brand(
    ['Subaru', 'সুবারু'],
    [
      ['Impreza', 'ইমপ্রেজা'],
      ['XV', 'এক্সভি'],
      ['Forester', 'ফরেস্টার'],
      ['Legacy', 'লিগ্যাসি'],
      ['Outback', 'আউটব্যাক'],
    ],
  ),
  brand(
    ['Volkswagen', 'ফক্সওয়াগন'],
    [
      ['Polo', 'পোলো'],
      ['Golf', 'গলফ'],
      ['Jetta', 'জেটা'],
      ['Passat', 'পাসাত'],
      ['Tiguan', 'টিগুয়ান'],
    ],
  ),
  brand(
    ['Ford', 'ফোর্ড'],
    [
      ['EcoSport', 'ইকোস্পোর্ট'],
      ['Focus', 'ফোকাস'],
      ['Everest', 'এভারেস্ট'],
      ['Explorer', 'এক্সপ্লোরার'],
      ['Ranger', 'রেঞ্জার'],
    ],
  ),
  brand(
    ['Chevrolet', 'শেভ্রোলে'],
    [
      ['Spark', 'স্পার্ক'],
      ['Aveo', 'অ্যাভিও'],
      ['Optra', 'অপট্রা'],
      ['Cruze', 'ক্রুজ'],
      ['Captiva', 'ক্যাপটিভা'],
    ],
  ),
  brand(
    ['Daihatsu', 'দাইহাতসু'],
    [
      ['Mira', 'মিরা'],
      ['Move', 'মুভ'],
      ['Tanto', 'টান্টো'],
      ['Boon', 'বুন'],
      ['Terios', 'টেরিওস'],
    ],
  ),
  brand(
    ['Isuzu', 'ইসুজু'],
    [
      ['D-Max', 'ডি-ম্যাক্স'],
      ['MU-X', 'এমইউ-এক্স'],
    ],
  ),
  brand(
    ['Chery', 'চেরি'],
    [
      ['Tiggo 4 Pro', 'টিগো ৪ প্রো'],
      ['Tiggo 7 Pro', 'টিগো ৭ প্রো'],
      ['Tiggo 8 Pro', 'টিগো ৮ প্রো'],
    ],
  ),
  brand(
    ['BYD', 'বিওয়াইডি'],
    [
      ['Atto 3', 'অ্যাটো ৩'],
      ['Dolphin', 'ডলফিন'],
      ['Seal', 'সিল'],
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// Motorbikes and scooters

export const MOTORBIKE_BRANDS: readonly TreeValue[] = [
  brand(
    ['Bajaj', 'বাজাজ'],
    [
      ['Pulsar 150', 'পালসার ১৫০'],
      ['Pulsar P150', 'পালসার পি১৫০'],
      ['Pulsar N160', 'পালসার এন১৬০'],
      ['Pulsar NS160', 'পালসার এনএস১৬০'],
      ['Pulsar N250', 'পালসার এন২৫০'],
      ['Discover 110', 'ডিসকভার ১১০'],
      ['Discover 125', 'ডিসকভার ১২৫'],
      ['Platina 100', 'প্লাটিনা ১০০'],
      ['Platina 110', 'প্লাটিনা ১১০'],
      ['CT 100', 'সিটি ১০০'],
      ['V15', 'ভি১৫'],
      ['Avenger Street 160', 'অ্যাভেঞ্জার স্ট্রিট ১৬০'],
      ['Dominar 250', 'ডমিনার ২৫০'],
      ['Dominar 400', 'ডমিনার ৪০০'],
    ],
  ),
  brand(
    ['Hero', 'হিরো'],
    [
      ['Splendor Plus', 'স্প্লেন্ডার প্লাস'],
      ['HF Deluxe', 'এইচএফ ডিলাক্স'],
      ['Glamour', 'গ্ল্যামার'],
      ['Passion Pro', 'প্যাশন প্রো'],
      ['Hunk', 'হাঙ্ক'],
      ['Ignitor', 'ইগনাইটর'],
      ['Thriller 160R', 'থ্রিলার ১৬০আর'],
      ['Xtreme 160R', 'এক্সট্রিম ১৬০আর'],
      ['Maestro Edge', 'মায়েস্ট্রো এজ'],
      ['Pleasure Plus', 'প্লেজার প্লাস'],
    ],
  ),
  brand(
    ['Honda', 'হোন্ডা'],
    [
      ['CB Hornet 160R', 'সিবি হর্নেট ১৬০আর'],
      ['X-Blade', 'এক্স-ব্লেড'],
      ['CBR 150R', 'সিবিআর ১৫০আর'],
      ['CB Shine', 'সিবি শাইন'],
      ['Livo', 'লিভো'],
      ['Dream Neo', 'ড্রিম নিও'],
      ['Dio', 'ডিও'],
    ],
  ),
  brand(
    ['Yamaha', 'ইয়ামাহা'],
    [
      ['FZS V2', 'এফজেডএস ভি২'],
      ['FZS V3', 'এফজেডএস ভি৩'],
      ['FZ-X', 'এফজেড-এক্স'],
      ['R15 V3', 'আর১৫ ভি৩'],
      ['R15 V4', 'আর১৫ ভি৪'],
      ['R15M', 'আর১৫এম'],
      ['MT-15', 'এমটি-১৫'],
      ['Fazer', 'ফেজার'],
      ['Saluto', 'সালুটো'],
      ['Ray ZR', 'রে জেডআর'],
      ['Fascino', 'ফ্যাসিনো'],
      ['Aerox 155', 'অ্যারক্স ১৫৫'],
      ['RX 100', 'আরএক্স ১০০'],
    ],
  ),
  brand(
    ['Suzuki', 'সুজুকি'],
    [
      ['Gixxer', 'জিক্সার'],
      ['Gixxer SF', 'জিক্সার এসএফ'],
      ['Gixxer 250', 'জিক্সার ২৫০'],
      ['Gixxer SF 250', 'জিক্সার এসএফ ২৫০'],
      ['GSX-R150', 'জিএসএক্স-আর১৫০'],
      ['Intruder', 'ইন্ট্রুডার'],
      ['Hayate', 'হায়াতে'],
      ['Samurai', 'সামুরাই'],
      ['Access 125', 'অ্যাক্সেস ১২৫'],
      ['Burgman Street', 'বার্গম্যান স্ট্রিট'],
    ],
  ),
  brand(
    ['TVS', 'টিভিএস'],
    [
      ['Apache RTR 150', 'অ্যাপাচি আরটিআর ১৫০'],
      ['Apache RTR 160', 'অ্যাপাচি আরটিআর ১৬০'],
      ['Apache RTR 160 4V', 'অ্যাপাচি আরটিআর ১৬০ ৪ভি'],
      ['Apache RR 310', 'অ্যাপাচি আরআর ৩১০'],
      ['Metro Plus', 'মেট্রো প্লাস'],
      ['Stryker', 'স্ট্রাইকার'],
      ['Raider', 'রেইডার'],
      ['Ntorq', 'এনটর্ক'],
      ['Wego', 'ওয়েগো'],
      ['Jupiter', 'জুপিটার'],
    ],
  ),
  brand(
    ['Runner', 'রানার'],
    [
      ['Bullet 100', 'বুলেট ১০০'],
      ['Knight Rider', 'নাইট রাইডার'],
      ['Turbo 125', 'টার্বো ১২৫'],
      ['Bolt 165R', 'বোল্ট ১৬৫আর'],
    ],
  ),
  brand(
    ['Lifan', 'লিফান'],
    [
      ['KPR 150', 'কেপিআর ১৫০'],
      ['KPR 165R', 'কেপিআর ১৬৫আর'],
      ['KPT 150', 'কেপিটি ১৫০'],
      ['K19', 'কে১৯'],
    ],
  ),
  brand(
    ['Keeway', 'কিওয়ে'],
    [
      ['RKS 100', 'আরকেএস ১০০'],
      ['Superlight 150', 'সুপারলাইট ১৫০'],
    ],
  ),
  brand(
    ['Royal Enfield', 'রয়্যাল এনফিল্ড'],
    [
      ['Classic 350', 'ক্লাসিক ৩৫০'],
      ['Hunter 350', 'হান্টার ৩৫০'],
      ['Meteor 350', 'মিটিওর ৩৫০'],
      ['Bullet 350', 'বুলেট ৩৫০'],
    ],
  ),
  brand(
    ['KTM', 'কেটিএম'],
    [
      ['Duke 125', 'ডিউক ১২৫'],
      ['RC 125', 'আরসি ১২৫'],
    ],
  ),
  brand(
    ['Vespa', 'ভেসপা'],
    [
      ['LX 125', 'এলএক্স ১২৫'],
      ['VXL 125', 'ভিএক্সএল ১২৫'],
      ['SXL 150', 'এসএক্সএল ১৫০'],
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// Commercial vehicles

export const THREE_WHEELER_BRANDS: readonly TreeValue[] = [
  brand(
    ['Bajaj', 'বাজাজ'],
    [
      ['RE', 'আরই'],
      ['Maxima', 'ম্যাক্সিমা'],
    ],
  ),
  brand(['TVS', 'টিভিএস'], [['King', 'কিং']]),
  brand(
    ['Piaggio', 'পিয়াজিও'],
    [
      ['Ape City', 'অ্যাপে সিটি'],
      ['Ape Xtra', 'অ্যাপে এক্সট্রা'],
    ],
  ),
  brand(
    ['Mahindra', 'মাহিন্দ্রা'],
    [
      ['Alfa', 'আলফা'],
      ['Treo', 'ট্রিও'],
    ],
  ),
];

export const BUS_BRANDS: readonly TreeValue[] = [
  brand(
    ['Hino', 'হিনো'],
    [
      ['AK1J', 'একে১জে'],
      ['RN8J', 'আরএন৮জে'],
      ['RM2', 'আরএম২'],
    ],
  ),
  brand(
    ['Ashok Leyland', 'অশোক লেল্যান্ড'],
    [
      ['Viking', 'ভাইকিং'],
      ['Falcon', 'ফ্যালকন'],
      ['Cheetah', 'চিতা'],
      ['Lynx', 'লিংক্স'],
    ],
  ),
  brand(
    ['Tata', 'টাটা'],
    [
      ['Starbus', 'স্টারবাস'],
      ['LPO 1618', 'এলপিও ১৬১৮'],
      ['Marcopolo', 'মার্কোপোলো'],
    ],
  ),
  brand(['Eicher', 'আইশার'], [['Skyline', 'স্কাইলাইন']]),
  brand(['Scania', 'স্ক্যানিয়া'], [['K410', 'কে৪১০']]),
  brand(
    ['Volvo', 'ভলভো'],
    [
      ['B9R', 'বি৯আর'],
      ['B11R', 'বি১১আর'],
    ],
  ),
  brand(
    ['Hyundai', 'হুন্দাই'],
    [
      ['Universe', 'ইউনিভার্স'],
      ['County', 'কাউন্টি'],
    ],
  ),
  brand(['Toyota', 'টয়োটা'], [['Coaster', 'কোস্টার']]),
  brand(['Mitsubishi', 'মিতসুবিশি'], [['Rosa', 'রোজা']]),
  brand(['Nissan', 'নিসান'], [['Civilian', 'সিভিলিয়ান']]),
];

export const VAN_BRANDS: readonly TreeValue[] = [
  brand(
    ['Toyota', 'টয়োটা'],
    [
      ['Hiace', 'হাইএস'],
      ['Noah', 'নোয়া'],
      ['Voxy', 'ভক্সি'],
      ['Esquire', 'এসকায়ার'],
      ['TownAce', 'টাউনএস'],
      ['LiteAce', 'লাইটএস'],
      ['Probox', 'প্রোবক্স'],
    ],
  ),
  brand(
    ['Nissan', 'নিসান'],
    [
      ['Caravan', 'ক্যারাভান'],
      ['Urvan', 'আরভান'],
      ['NV200', 'এনভি২০০'],
      ['Serena', 'সেরেনা'],
    ],
  ),
  brand(
    ['Mitsubishi', 'মিতসুবিশি'],
    [
      ['L300', 'এল৩০০'],
      ['Delica', 'ডেলিকা'],
    ],
  ),
  brand(['Mazda', 'মাজদা'], [['Bongo', 'বঙ্গো']]),
  brand(
    ['Suzuki', 'সুজুকি'],
    [
      ['Every', 'এভরি'],
      ['APV', 'এপিভি'],
    ],
  ),
  brand(
    ['Hyundai', 'হুন্দাই'],
    [
      ['H-1', 'এইচ-১'],
      ['Staria', 'স্টারিয়া'],
    ],
  ),
  brand(['Honda', 'হোন্ডা'], [['Stepwgn', 'স্টেপওয়াগন']]),
  brand(
    ['Tata', 'টাটা'],
    [
      ['Magic', 'ম্যাজিক'],
      ['Winger', 'উইঙ্গার'],
    ],
  ),
];

export const TRUCK_BRANDS: readonly TreeValue[] = [
  brand(
    ['Tata', 'টাটা'],
    [
      ['Ace', 'এস'],
      ['Super Ace', 'সুপার এস'],
      ['407', '৪০৭'],
      ['LPT 1618', 'এলপিটি ১৬১৮'],
      ['Ultra', 'আল্ট্রা'],
    ],
  ),
  brand(
    ['Ashok Leyland', 'অশোক লেল্যান্ড'],
    [
      ['Dost', 'দোস্ত'],
      ['Partner', 'পার্টনার'],
      ['Ecomet', 'ইকোমেট'],
    ],
  ),
  brand(
    ['Hino', 'হিনো'],
    [
      ['300 Series', '৩০০ সিরিজ'],
      ['500 Series', '৫০০ সিরিজ'],
    ],
  ),
  brand(
    ['Isuzu', 'ইসুজু'],
    [
      ['NPR', 'এনপিআর'],
      ['NQR', 'এনকিউআর'],
      ['FVR', 'এফভিআর'],
      ['D-Max', 'ডি-ম্যাক্স'],
    ],
  ),
  brand(
    ['Mitsubishi', 'মিতসুবিশি'],
    [
      ['Canter', 'ক্যান্টার'],
      ['Fuso', 'ফুসো'],
      ['L200', 'এল২০০'],
    ],
  ),
  brand(['Eicher', 'আইশার'], [['Pro 1049', 'প্রো ১০৪৯']]),
  brand(
    ['Mahindra', 'মাহিন্দ্রা'],
    [
      ['Bolero Pik-Up', 'বোলেরো পিক-আপ'],
      ['Jeeto', 'জিতো'],
    ],
  ),
  brand(
    ['Toyota', 'টয়োটা'],
    [
      ['Hilux', 'হাইলাক্স'],
      ['Dyna', 'ডাইনা'],
    ],
  ),
  brand(
    ['Nissan', 'নিসান'],
    [
      ['Navara', 'নাভারা'],
      ['Condor', 'কন্ডর'],
    ],
  ),
  brand(['Sinotruk', 'সিনোট্রাক'], [['Howo', 'হাওয়ো']]),
];

/** Auto parts are sold by the make and model they fit: cars and motorbikes together. */
export const AUTO_PARTS_BRANDS: readonly TreeValue[] = mergeBrands(CAR_BRANDS, MOTORBIKE_BRANDS);

// ---------------------------------------------------------------------------------------------
// Phones

export const PHONE_BRANDS: readonly TreeValue[] = [
  brand(
    ['Samsung', 'স্যামসাং'],
    [
      ['Galaxy S25 Ultra', 'গ্যালাক্সি এস২৫ আল্ট্রা'],
      ['Galaxy S25', 'গ্যালাক্সি এস২৫'],
      ['Galaxy S24 Ultra', 'গ্যালাক্সি এস২৪ আল্ট্রা'],
      ['Galaxy S24', 'গ্যালাক্সি এস২৪'],
      ['Galaxy S24 FE', 'গ্যালাক্সি এস২৪ এফই'],
      ['Galaxy S23 Ultra', 'গ্যালাক্সি এস২৩ আল্ট্রা'],
      ['Galaxy S23', 'গ্যালাক্সি এস২৩'],
      ['Galaxy S23 FE', 'গ্যালাক্সি এস২৩ এফই'],
      ['Galaxy S22 Ultra', 'গ্যালাক্সি এস২২ আল্ট্রা'],
      ['Galaxy S21 FE', 'গ্যালাক্সি এস২১ এফই'],
      ['Galaxy Note 20 Ultra', 'গ্যালাক্সি নোট ২০ আল্ট্রা'],
      ['Galaxy Z Fold6', 'গ্যালাক্সি জেড ফোল্ড৬'],
      ['Galaxy Z Flip6', 'গ্যালাক্সি জেড ফ্লিপ৬'],
      ['Galaxy Z Fold5', 'গ্যালাক্সি জেড ফোল্ড৫'],
      ['Galaxy Z Flip5', 'গ্যালাক্সি জেড ফ্লিপ৫'],
      ['Galaxy A55', 'গ্যালাক্সি এ৫৫'],
      ['Galaxy A54', 'গ্যালাক্সি এ৫৪'],
      ['Galaxy A35', 'গ্যালাক্সি এ৩৫'],
      ['Galaxy A34', 'গ্যালাক্সি এ৩৪'],
      ['Galaxy A25', 'গ্যালাক্সি এ২৫'],
      ['Galaxy A15', 'গ্যালাক্সি এ১৫'],
      ['Galaxy A14', 'গ্যালাক্সি এ১৪'],
      ['Galaxy A05s', 'গ্যালাক্সি এ০৫এস'],
      ['Galaxy A05', 'গ্যালাক্সি এ০৫'],
      ['Galaxy M34', 'গ্যালাক্সি এম৩৪'],
      ['Galaxy M14', 'গ্যালাক্সি এম১৪'],
    ],
  ),
  brand(
    ['Apple', 'অ্যাপল'],
    [
      ['iPhone 17 Pro Max', 'আইফোন ১৭ প্রো ম্যাক্স'],
      ['iPhone 17 Pro', 'আইফোন ১৭ প্রো'],
      ['iPhone 17', 'আইফোন ১৭'],
      ['iPhone Air', 'আইফোন এয়ার'],
      ['iPhone 16 Pro Max', 'আইফোন ১৬ প্রো ম্যাক্স'],
      ['iPhone 16 Pro', 'আইফোন ১৬ প্রো'],
      ['iPhone 16 Plus', 'আইফোন ১৬ প্লাস'],
      ['iPhone 16', 'আইফোন ১৬'],
      ['iPhone 16e', 'আইফোন ১৬ই'],
      ['iPhone 15 Pro Max', 'আইফোন ১৫ প্রো ম্যাক্স'],
      ['iPhone 15 Pro', 'আইফোন ১৫ প্রো'],
      ['iPhone 15 Plus', 'আইফোন ১৫ প্লাস'],
      ['iPhone 15', 'আইফোন ১৫'],
      ['iPhone 14 Pro Max', 'আইফোন ১৪ প্রো ম্যাক্স'],
      ['iPhone 14 Pro', 'আইফোন ১৪ প্রো'],
      ['iPhone 14 Plus', 'আইফোন ১৪ প্লাস'],
      ['iPhone 14', 'আইফোন ১৪'],
      ['iPhone 13 Pro Max', 'আইফোন ১৩ প্রো ম্যাক্স'],
      ['iPhone 13 Pro', 'আইফোন ১৩ প্রো'],
      ['iPhone 13', 'আইফোন ১৩'],
      ['iPhone 13 mini', 'আইফোন ১৩ মিনি'],
      ['iPhone 12 Pro Max', 'আইফোন ১২ প্রো ম্যাক্স'],
      ['iPhone 12 Pro', 'আইফোন ১২ প্রো'],
      ['iPhone 12', 'আইফোন ১২'],
      ['iPhone 12 mini', 'আইফোন ১২ মিনি'],
      ['iPhone 11 Pro Max', 'আইফোন ১১ প্রো ম্যাক্স'],
      ['iPhone 11 Pro', 'আইফোন ১১ প্রো'],
      ['iPhone 11', 'আইফোন ১১'],
      ['iPhone XS Max', 'আইফোন এক্সএস ম্যাক্স'],
      ['iPhone XS', 'আইফোন এক্সএস'],
      ['iPhone XR', 'আইফোন এক্সআর'],
      ['iPhone X', 'আইফোন এক্স'],
      ['iPhone SE (2022)', 'আইফোন এসই (২০২২)'],
      ['iPhone 8 Plus', 'আইফোন ৮ প্লাস'],
      ['iPhone 8', 'আইফোন ৮'],
      ['iPhone 7 Plus', 'আইফোন ৭ প্লাস'],
      ['iPhone 7', 'আইফোন ৭'],
    ],
  ),
  brand(
    ['Xiaomi', 'শাওমি'],
    [
      ['Redmi Note 14 Pro', 'রেডমি নোট ১৪ প্রো'],
      ['Redmi Note 13 Pro+', 'রেডমি নোট ১৩ প্রো+'],
      ['Redmi Note 13 Pro', 'রেডমি নোট ১৩ প্রো'],
      ['Redmi Note 13', 'রেডমি নোট ১৩'],
      ['Redmi Note 12', 'রেডমি নোট ১২'],
      ['Redmi 13', 'রেডমি ১৩'],
      ['Redmi 13C', 'রেডমি ১৩সি'],
      ['Redmi 12', 'রেডমি ১২'],
      ['Redmi A3', 'রেডমি এ৩'],
      ['Poco X6 Pro', 'পোকো এক্স৬ প্রো'],
      ['Poco F6', 'পোকো এফ৬'],
      ['Poco M6 Pro', 'পোকো এম৬ প্রো'],
      ['Poco C65', 'পোকো সি৬৫'],
      ['Xiaomi 14', 'শাওমি ১৪'],
      ['Xiaomi 13T', 'শাওমি ১৩টি'],
    ],
  ),
  brand(
    ['Realme', 'রিয়েলমি'],
    [
      ['12 Pro+', '১২ প্রো+'],
      ['12', '১২'],
      ['11 Pro+', '১১ প্রো+'],
      ['11', '১১'],
      ['Note 50', 'নোট ৫০'],
      ['C67', 'সি৬৭'],
      ['C65', 'সি৬৫'],
      ['C61', 'সি৬১'],
      ['C55', 'সি৫৫'],
      ['C53', 'সি৫৩'],
      ['C51', 'সি৫১'],
    ],
  ),
  brand(
    ['Oppo', 'অপো'],
    [
      ['Reno 12', 'রেনো ১২'],
      ['Reno 11', 'রেনো ১১'],
      ['Reno 10', 'রেনো ১০'],
      ['Reno 8T', 'রেনো ৮টি'],
      ['A78', 'এ৭৮'],
      ['A60', 'এ৬০'],
      ['A58', 'এ৫৮'],
      ['A38', 'এ৩৮'],
      ['A18', 'এ১৮'],
    ],
  ),
  brand(
    ['Vivo', 'ভিভো'],
    [
      ['V40', 'ভি৪০'],
      ['V30', 'ভি৩০'],
      ['V30e', 'ভি৩০ই'],
      ['V29', 'ভি২৯'],
      ['Y36', 'ওয়াই৩৬'],
      ['Y28', 'ওয়াই২৮'],
      ['Y27', 'ওয়াই২৭'],
      ['Y18', 'ওয়াই১৮'],
      ['Y17s', 'ওয়াই১৭এস'],
      ['Y03', 'ওয়াই০৩'],
    ],
  ),
  brand(
    ['Infinix', 'ইনফিনিক্স'],
    [
      ['Zero 30', 'জিরো ৩০'],
      ['GT 20 Pro', 'জিটি ২০ প্রো'],
      ['Note 40 Pro', 'নোট ৪০ প্রো'],
      ['Note 30', 'নোট ৩০'],
      ['Hot 40 Pro', 'হট ৪০ প্রো'],
      ['Hot 40i', 'হট ৪০আই'],
      ['Hot 30', 'হট ৩০'],
      ['Smart 8', 'স্মার্ট ৮'],
    ],
  ),
  brand(
    ['Tecno', 'টেকনো'],
    [
      ['Camon 30', 'ক্যামন ৩০'],
      ['Camon 20', 'ক্যামন ২০'],
      ['Pova 5', 'পোভা ৫'],
      ['Spark 20 Pro', 'স্পার্ক ২০ প্রো'],
      ['Spark 20', 'স্পার্ক ২০'],
      ['Pop 8', 'পপ ৮'],
    ],
  ),
  brand(
    ['Symphony', 'সিম্ফনি'],
    [
      ['Z Series', 'জেড সিরিজ'],
      ['Innova Series', 'ইনোভা সিরিজ'],
      ['Helio Series', 'হেলিও সিরিজ'],
      ['Atom Series', 'অ্যাটম সিরিজ'],
      translated('Feature Phone', 'ফিচার ফোন'),
    ],
  ),
  brand(
    ['Walton', 'ওয়ালটন'],
    [
      ['Primo Series', 'প্রিমো সিরিজ'],
      ['NEXG Series', 'নেক্সজি সিরিজ'],
      ['Orbit Series', 'অরবিট সিরিজ'],
      translated('Feature Phone', 'ফিচার ফোন'),
    ],
  ),
  brand(
    ['Nokia', 'নকিয়া'],
    [
      ['105', '১০৫'],
      ['106', '১০৬'],
      ['110', '১১০'],
      ['8210 4G', '৮২১০ ৪জি'],
      ['2660 Flip', '২৬৬০ ফ্লিপ'],
      ['C12', 'সি১২'],
      ['C32', 'সি৩২'],
      ['G21', 'জি২১'],
      ['G42', 'জি৪২'],
    ],
  ),
  brand(
    ['OnePlus', 'ওয়ানপ্লাস'],
    [
      ['13', '১৩'],
      ['12', '১২'],
      ['12R', '১২আর'],
      ['11', '১১'],
      ['Nord 3', 'নর্ড ৩'],
      ['Nord CE4', 'নর্ড সিই৪'],
      ['Nord CE 3 Lite', 'নর্ড সিই ৩ লাইট'],
      ['Nord N30', 'নর্ড এন৩০'],
    ],
  ),
  brand(
    ['Google', 'গুগল'],
    [
      ['Pixel 9 Pro XL', 'পিক্সেল ৯ প্রো এক্সএল'],
      ['Pixel 9 Pro', 'পিক্সেল ৯ প্রো'],
      ['Pixel 9', 'পিক্সেল ৯'],
      ['Pixel 8 Pro', 'পিক্সেল ৮ প্রো'],
      ['Pixel 8', 'পিক্সেল ৮'],
      ['Pixel 8a', 'পিক্সেল ৮এ'],
      ['Pixel 7 Pro', 'পিক্সেল ৭ প্রো'],
      ['Pixel 7', 'পিক্সেল ৭'],
      ['Pixel 7a', 'পিক্সেল ৭এ'],
      ['Pixel 6 Pro', 'পিক্সেল ৬ প্রো'],
      ['Pixel 6', 'পিক্সেল ৬'],
      ['Pixel 6a', 'পিক্সেল ৬এ'],
    ],
  ),
  brand(
    ['Huawei', 'হুয়াওয়ে'],
    [
      ['Mate 60 Pro', 'মেট ৬০ প্রো'],
      ['P60 Pro', 'পি৬০ প্রো'],
      ['Nova 11', 'নোভা ১১'],
      ['Y9 Prime', 'ওয়াই৯ প্রাইম'],
    ],
  ),
  brand(
    ['Honor', 'অনার'],
    [
      ['Magic6 Pro', 'ম্যাজিক৬ প্রো'],
      ['90', '৯০'],
      ['X9b', 'এক্স৯বি'],
      ['X8b', 'এক্স৮বি'],
      ['X7b', 'এক্স৭বি'],
    ],
  ),
  brand(
    ['Motorola', 'মটোরোলা'],
    [
      ['Edge 50 Pro', 'এজ ৫০ প্রো'],
      ['Edge 40', 'এজ ৪০'],
      ['Razr 40', 'রেজর ৪০'],
      ['Moto G84', 'মটো জি৮৪'],
      ['Moto G54', 'মটো জি৫৪'],
    ],
  ),
  brand(
    ['Itel', 'আইটেল'],
    [
      ['S23', 'এস২৩'],
      ['P55', 'পি৫৫'],
      ['A70', 'এ৭০'],
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// Computers and cameras

export const LAPTOP_BRANDS: readonly TreeValue[] = [
  brand(
    ['HP', 'এইচপি'],
    [
      ['Pavilion', 'প্যাভিলিয়ন'],
      ['15s', '১৫এস'],
      ['ProBook', 'প্রোবুক'],
      ['EliteBook', 'এলিটবুক'],
      ['Envy', 'এনভি'],
      ['Spectre', 'স্পেকটার'],
      ['Victus', 'ভিক্টাস'],
      ['Omen', 'ওমেন'],
      ['Chromebook', 'ক্রোমবুক'],
    ],
  ),
  brand(
    ['Dell', 'ডেল'],
    [
      ['Inspiron', 'ইন্সপায়রন'],
      ['Vostro', 'ভস্ট্রো'],
      ['Latitude', 'ল্যাটিটিউড'],
      ['XPS', 'এক্সপিএস'],
      ['Precision', 'প্রিসিশন'],
      ['G15', 'জি১৫'],
      ['Alienware', 'এলিয়েনওয়্যার'],
    ],
  ),
  brand(
    ['Lenovo', 'লেনোভো'],
    [
      ['IdeaPad', 'আইডিয়াপ্যাড'],
      ['ThinkPad', 'থিংকপ্যাড'],
      ['ThinkBook', 'থিংকবুক'],
      ['Yoga', 'যোগা'],
      ['LOQ', 'এলওকিউ'],
      ['Legion', 'লিজিয়ন'],
    ],
  ),
  brand(
    ['Asus', 'আসুস'],
    [
      ['VivoBook', 'ভিভোবুক'],
      ['ZenBook', 'জেনবুক'],
      ['ExpertBook', 'এক্সপার্টবুক'],
      ['TUF Gaming', 'টাফ গেমিং'],
      ['ROG Strix', 'আরওজি স্ট্রিক্স'],
      ['ROG Zephyrus', 'আরওজি জেফাইরাস'],
    ],
  ),
  brand(
    ['Acer', 'এসার'],
    [
      ['Aspire', 'অ্যাসপায়ার'],
      ['Extensa', 'এক্সটেনসা'],
      ['TravelMate', 'ট্রাভেলমেট'],
      ['Swift', 'সুইফট'],
      ['Nitro', 'নাইট্রো'],
      ['Predator', 'প্রিডেটর'],
    ],
  ),
  brand(
    ['Apple', 'অ্যাপল'],
    [
      ['MacBook Air', 'ম্যাকবুক এয়ার'],
      ['MacBook Pro', 'ম্যাকবুক প্রো'],
      ['MacBook', 'ম্যাকবুক'],
    ],
  ),
  brand(
    ['MSI', 'এমএসআই'],
    [
      ['Modern', 'মডার্ন'],
      ['Prestige', 'প্রেস্টিজ'],
      ['GF63 Thin', 'জিএফ৬৩ থিন'],
      ['Katana', 'কাতানা'],
      ['Cyborg', 'সাইবর্গ'],
      ['Stealth', 'স্টেলথ'],
      ['Raider', 'রেইডার'],
    ],
  ),
  brand(
    ['Microsoft', 'মাইক্রোসফট'],
    [
      ['Surface Laptop', 'সারফেস ল্যাপটপ'],
      ['Surface Pro', 'সারফেস প্রো'],
      ['Surface Book', 'সারফেস বুক'],
    ],
  ),
  brand(['Samsung', 'স্যামসাং'], [['Galaxy Book', 'গ্যালাক্সি বুক']]),
  brand(
    ['Huawei', 'হুয়াওয়ে'],
    [
      ['MateBook D', 'মেটবুক ডি'],
      ['MateBook 14', 'মেটবুক ১৪'],
      ['MateBook X', 'মেটবুক এক্স'],
    ],
  ),
  brand(
    ['Gigabyte', 'গিগাবাইট'],
    [
      ['G5', 'জি৫'],
      ['Aorus', 'অরাস'],
    ],
  ),
  brand(
    ['Walton', 'ওয়ালটন'],
    [
      ['Tamarind', 'টামারিন্ড'],
      ['Prelude', 'প্রেলুড'],
      ['Passion', 'প্যাশন'],
    ],
  ),
];

export const DESKTOP_BRANDS: readonly TreeValue[] = [
  brand(
    ['HP', 'এইচপি'],
    [
      ['Pavilion', 'প্যাভিলিয়ন'],
      ['ProDesk', 'প্রোডেস্ক'],
      ['EliteDesk', 'এলিটডেস্ক'],
      ['All-in-One', 'অল-ইন-ওয়ান'],
      ['Omen', 'ওমেন'],
    ],
  ),
  brand(
    ['Dell', 'ডেল'],
    [
      ['OptiPlex', 'অপটিপ্লেক্স'],
      ['Inspiron', 'ইন্সপায়রন'],
      ['Vostro', 'ভস্ট্রো'],
      ['XPS', 'এক্সপিএস'],
      ['Alienware Aurora', 'এলিয়েনওয়্যার অরোরা'],
    ],
  ),
  brand(
    ['Lenovo', 'লেনোভো'],
    [
      ['ThinkCentre', 'থিংকসেন্টার'],
      ['IdeaCentre', 'আইডিয়াসেন্টার'],
      ['Legion Tower', 'লিজিয়ন টাওয়ার'],
    ],
  ),
  brand(
    ['Apple', 'অ্যাপল'],
    [
      ['iMac', 'আইম্যাক'],
      ['Mac mini', 'ম্যাক মিনি'],
      ['Mac Studio', 'ম্যাক স্টুডিও'],
      ['Mac Pro', 'ম্যাক প্রো'],
    ],
  ),
  brand(
    ['Asus', 'আসুস'],
    [
      ['ExpertCenter', 'এক্সপার্টসেন্টার'],
      ['Vivo AiO', 'ভিভো এআইও'],
      ['ROG Strix', 'আরওজি স্ট্রিক্স'],
    ],
  ),
  brand(
    ['Acer', 'এসার'],
    [
      ['Aspire', 'অ্যাসপায়ার'],
      ['Veriton', 'ভেরিটন'],
      ['Predator Orion', 'প্রিডেটর ওরিয়ন'],
    ],
  ),
  brand(
    ['Custom Built', 'কাস্টম বিল্ট'],
    [
      ['Gaming PC', 'গেমিং পিসি'],
      ['Office PC', 'অফিস পিসি'],
      ['Workstation', 'ওয়ার্কস্টেশন'],
    ],
  ),
];

export const CAMERA_BRANDS: readonly TreeValue[] = [
  brand(
    ['Canon', 'ক্যানন'],
    [
      ['EOS 1500D', 'ইওএস ১৫০০ডি'],
      ['EOS 200D', 'ইওএস ২০০ডি'],
      ['EOS 90D', 'ইওএস ৯০ডি'],
      ['EOS 6D Mark II', 'ইওএস ৬ডি মার্ক ২'],
      ['EOS 5D Mark IV', 'ইওএস ৫ডি মার্ক ৪'],
      ['EOS M50', 'ইওএস এম৫০'],
      ['EOS R50', 'ইওএস আর৫০'],
      ['EOS R10', 'ইওএস আর১০'],
      ['EOS R6', 'ইওএস আর৬'],
      ['PowerShot', 'পাওয়ারশট'],
    ],
  ),
  brand(
    ['Nikon', 'নিকন'],
    [
      ['D3500', 'ডি৩৫০০'],
      ['D5600', 'ডি৫৬০০'],
      ['D7500', 'ডি৭৫০০'],
      ['D750', 'ডি৭৫০'],
      ['D850', 'ডি৮৫০'],
      ['Z50', 'জেড৫০'],
      ['Z6 II', 'জেড৬ ২'],
      ['Coolpix', 'কুলপিক্স'],
    ],
  ),
  brand(
    ['Sony', 'সনি'],
    [
      ['Alpha a6400', 'আলফা এ৬৪০০'],
      ['Alpha a7 III', 'আলফা এ৭ ৩'],
      ['Alpha a7 IV', 'আলফা এ৭ ৪'],
      ['ZV-E10', 'জেডভি-ই১০'],
      ['ZV-1', 'জেডভি-১'],
      ['Cyber-shot', 'সাইবার-শট'],
      ['Handycam', 'হ্যান্ডিক্যাম'],
    ],
  ),
  brand(
    ['Fujifilm', 'ফুজিফিল্ম'],
    [
      ['X-T30', 'এক্স-টি৩০'],
      ['X-T4', 'এক্স-টি৪'],
      ['X-S10', 'এক্স-এস১০'],
      ['Instax Mini', 'ইনস্ট্যাক্স মিনি'],
    ],
  ),
  brand(
    ['Panasonic', 'প্যানাসনিক'],
    [
      ['Lumix GH5', 'লুমিক্স জিএইচ৫'],
      ['Lumix G85', 'লুমিক্স জি৮৫'],
      ['Lumix S5', 'লুমিক্স এস৫'],
    ],
  ),
  brand(
    ['GoPro', 'গোপ্রো'],
    [
      ['Hero 12 Black', 'হিরো ১২ ব্ল্যাক'],
      ['Hero 11 Black', 'হিরো ১১ ব্ল্যাক'],
      ['Hero 10 Black', 'হিরো ১০ ব্ল্যাক'],
    ],
  ),
  brand(
    ['DJI', 'ডিজেআই'],
    [
      ['Osmo Pocket 3', 'অসমো পকেট ৩'],
      ['Osmo Action 4', 'অসমো অ্যাকশন ৪'],
      ['Mini 3', 'মিনি ৩'],
      ['Mini 4 Pro', 'মিনি ৪ প্রো'],
      ['Air 3', 'এয়ার ৩'],
    ],
  ),
  brand(
    ['Insta360', 'ইনস্টা৩৬০'],
    [
      ['X3', 'এক্স৩'],
      ['X4', 'এক্স৪'],
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// ACs and home electronics: the "model" level is the product line a brand sells in Bangladesh.

const SPLIT_AC: Name = translated('Split AC', 'স্প্লিট এসি');
const INVERTER_AC: Name = translated('Inverter AC', 'ইনভার্টার এসি');
const WINDOW_AC: Name = translated('Window AC', 'উইন্ডো এসি');
const CASSETTE_AC: Name = translated('Cassette AC', 'ক্যাসেট এসি');
const REFRIGERATOR: Name = translated('Refrigerator', 'রেফ্রিজারেটর');
const FREEZER: Name = translated('Freezer', 'ফ্রিজার');
const WASHING_MACHINE: Name = translated('Washing Machine', 'ওয়াশিং মেশিন');
const MICROWAVE_OVEN: Name = translated('Microwave Oven', 'মাইক্রোওয়েভ ওভেন');
const AIR_PURIFIER: Name = translated('Air Purifier', 'এয়ার পিউরিফায়ার');

export const AC_HOME_BRANDS: readonly TreeValue[] = [
  brand(['Walton', 'ওয়ালটন'], [SPLIT_AC, INVERTER_AC, REFRIGERATOR, FREEZER, WASHING_MACHINE, MICROWAVE_OVEN]),
  brand(['Gree', 'গ্রি'], [SPLIT_AC, INVERTER_AC, CASSETTE_AC]),
  brand(['General', 'জেনারেল'], [SPLIT_AC, INVERTER_AC]),
  brand(['Samsung', 'স্যামসাং'], [INVERTER_AC, REFRIGERATOR, WASHING_MACHINE, MICROWAVE_OVEN]),
  brand(['LG', 'এলজি'], [INVERTER_AC, REFRIGERATOR, WASHING_MACHINE, MICROWAVE_OVEN]),
  brand(['Singer', 'সিঙ্গার'], [SPLIT_AC, REFRIGERATOR, FREEZER, WASHING_MACHINE]),
  brand(['Vision', 'ভিশন'], [SPLIT_AC, REFRIGERATOR, FREEZER]),
  brand(['Minister', 'মিনিস্টার'], [REFRIGERATOR, FREEZER]),
  brand(['Jamuna', 'যমুনা'], [SPLIT_AC, REFRIGERATOR, FREEZER]),
  brand(['Haier', 'হায়ার'], [SPLIT_AC, INVERTER_AC, REFRIGERATOR, WASHING_MACHINE]),
  brand(['Panasonic', 'প্যানাসনিক'], [SPLIT_AC, INVERTER_AC, REFRIGERATOR, MICROWAVE_OVEN]),
  brand(['Midea', 'মিডিয়া'], [SPLIT_AC, INVERTER_AC, WINDOW_AC]),
  brand(['Chigo', 'চিগো'], [SPLIT_AC, INVERTER_AC]),
  brand(['Hitachi', 'হিটাচি'], [SPLIT_AC, INVERTER_AC, REFRIGERATOR]),
  brand(['Sharp', 'শার্প'], [REFRIGERATOR, MICROWAVE_OVEN, AIR_PURIFIER]),
  brand(['Whirlpool', 'হুইরপুল'], [REFRIGERATOR, WASHING_MACHINE]),
  brand(['Conion', 'কনিয়ন'], [SPLIT_AC, REFRIGERATOR, FREEZER]),
];

// ---------------------------------------------------------------------------------------------
// Plain brand lists (filter code 03) of categories without a brand tree

export const TV_BRANDS: readonly Name[] = [
  ['Samsung', 'স্যামসাং'],
  ['Sony', 'সনি'],
  ['LG', 'এলজি'],
  ['Walton', 'ওয়ালটন'],
  ['Singer', 'সিঙ্গার'],
  ['Vision', 'ভিশন'],
  ['Minister', 'মিনিস্টার'],
  ['Jamuna', 'যমুনা'],
  ['Marcel', 'মার্সেল'],
  ['Xiaomi', 'শাওমি'],
  ['TCL', 'টিসিএল'],
  ['Hisense', 'হাইসেন্স'],
  ['Sharp', 'শার্প'],
  ['Panasonic', 'প্যানাসনিক'],
  ['Philips', 'ফিলিপস'],
  ['Toshiba', 'তোশিবা'],
];

export const WEARABLE_BRANDS: readonly Name[] = [
  ['Apple', 'অ্যাপল'],
  ['Samsung', 'স্যামসাং'],
  ['Xiaomi', 'শাওমি'],
  ['Amazfit', 'অ্যামাজফিট'],
  ['Huawei', 'হুয়াওয়ে'],
  ['Realme', 'রিয়েলমি'],
  ['OnePlus', 'ওয়ানপ্লাস'],
  ['Haylou', 'হেইলু'],
  ['Kieslect', 'কিসলেক্ট'],
  ['Colmi', 'কলমি'],
  ['Garmin', 'গারমিন'],
  ['Fitbit', 'ফিটবিট'],
];

export const PHONE_ACCESSORY_BRANDS: readonly Name[] = [
  ['Anker', 'অ্যাঙ্কার'],
  ['Baseus', 'বেসিয়াস'],
  ['Ugreen', 'ইউগ্রিন'],
  ['Oraimo', 'ওরাইমো'],
  ['Remax', 'রিম্যাক্স'],
  ['Xiaomi', 'শাওমি'],
  ['Samsung', 'স্যামসাং'],
  ['Apple', 'অ্যাপল'],
];

export const SIM_OPERATORS: readonly Name[] = [
  translated('Grameenphone', 'গ্রামীণফোন'),
  translated('Robi', 'রবি'),
  translated('Banglalink', 'বাংলালিংক'),
  translated('Airtel', 'এয়ারটেল'),
  translated('Teletalk', 'টেলিটক'),
];

export const TABLET_BRANDS: readonly Name[] = [
  ['Apple', 'অ্যাপল'],
  ['Samsung', 'স্যামসাং'],
  ['Lenovo', 'লেনোভো'],
  ['Xiaomi', 'শাওমি'],
  ['Huawei', 'হুয়াওয়ে'],
  ['Amazon', 'অ্যামাজন'],
  ['Walton', 'ওয়ালটন'],
];

export const CONSOLE_BRANDS: readonly Name[] = [
  ['Sony PlayStation', 'সনি প্লেস্টেশন'],
  ['Microsoft Xbox', 'মাইক্রোসফট এক্সবক্স'],
  ['Nintendo', 'নিনটেন্ডো'],
  ['Valve', 'ভালভ'],
];

export const AUDIO_BRANDS: readonly Name[] = [
  ['JBL', 'জেবিএল'],
  ['Sony', 'সনি'],
  ['Bose', 'বোস'],
  ['Harman Kardon', 'হারমান কার্ডন'],
  ['Marshall', 'মার্শাল'],
  ['Edifier', 'এডিফায়ার'],
  ['Microlab', 'মাইক্রোল্যাব'],
  ['F&D', 'এফ অ্যান্ড ডি'],
  ['Anker', 'অ্যাঙ্কার'],
  ['Xiaomi', 'শাওমি'],
  ['Philips', 'ফিলিপস'],
];

export const HOME_APPLIANCE_BRANDS: readonly Name[] = [
  ['Walton', 'ওয়ালটন'],
  ['Miyako', 'মিয়াকো'],
  ['Vision', 'ভিশন'],
  ['Jamuna', 'যমুনা'],
  ['Singer', 'সিঙ্গার'],
  ['Philips', 'ফিলিপস'],
  ['Panasonic', 'প্যানাসনিক'],
  ['Sharp', 'শার্প'],
  ['Nova', 'নোভা'],
  ['Xiaomi', 'শাওমি'],
];

export const PRINTER_BRANDS: readonly Name[] = [
  ['HP', 'এইচপি'],
  ['Canon', 'ক্যানন'],
  ['Epson', 'এপসন'],
  ['Brother', 'ব্রাদার'],
  ['Pantum', 'প্যান্টাম'],
  ['Ricoh', 'রিকো'],
  ['Kyocera', 'কিয়োসেরা'],
  ['Xerox', 'জেরক্স'],
];

export const BICYCLE_BRANDS: readonly Name[] = [
  ['Phoenix', 'ফনিক্স'],
  ['Duranta', 'দুরন্ত'],
  ['Veloce', 'ভেলোস'],
  ['Core', 'কোর'],
  ['Upland', 'আপল্যান্ড'],
  ['Foxter', 'ফক্সটার'],
  ['Giant', 'জায়ান্ট'],
  ['Trek', 'ট্রেক'],
];

export const WATCH_BRANDS: readonly Name[] = [
  ['Casio', 'ক্যাসিও'],
  ['Titan', 'টাইটান'],
  ['Fossil', 'ফসিল'],
  ['Seiko', 'সেইকো'],
  ['Citizen', 'সিটিজেন'],
  ['Tissot', 'টিসো'],
  ['Rolex', 'রোলেক্স'],
  ['Naviforce', 'নেভিফোর্স'],
  ['Curren', 'কারেন'],
];
