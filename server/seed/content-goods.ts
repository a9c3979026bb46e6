// What people post in the categories of everyday goods, services, animals and food, per top-level
// category: product lines (item type, name in both languages, price range in BDT) and a few facts.
// Prices are what a new one costs in Bangladesh (or the usual charge); used ones sell for less.
import type { LeafTemplate } from './content-kit.ts';
import { animals, food, gadgets, goods, line as l, services } from './content-lines.ts';

// ---------------------------------------------------------------------------------------------
// Mobiles (the phones themselves: content-devices.ts)

const MOBILES: Record<string, LeafTemplate> = {
  'mobile-phone-accessories': gadgets(
    [
      l('chargers-cables', ['25W fast charger', '২৫ ওয়াট ফাস্ট চার্জার'], 800, 2_500),
      l('chargers-cables', ['65W GaN charger', '৬৫ ওয়াট GaN চার্জার'], 2_500, 5_500),
      l('chargers-cables', ['USB-C cable (1 m)', 'টাইপ-সি কেবল (১ মিটার)'], 300, 1_200),
      l('power-banks', ['power bank 10000mAh', '১০০০০ এমএএইচ পাওয়ার ব্যাংক'], 1_200, 3_500),
      l('power-banks', ['power bank 20000mAh', '২০০০০ এমএএইচ পাওয়ার ব্যাংক'], 2_000, 5_500),
      l('headphones-earphones', ['wireless earbuds', 'ওয়্যারলেস ইয়ারবাড'], 1_500, 6_000),
      l('headphones-earphones', ['AirPods Pro (2nd gen)', 'এয়ারপডস প্রো (২য় জেন)'], 18_000, 32_000, {
        brands: ['apple'],
      }),
      l('headphones-earphones', ['neckband earphone', 'নেকব্যান্ড ইয়ারফোন'], 800, 2_500),
      l('covers-cases', ['back cover for iPhone 15 Pro', 'আইফোন ১৫ প্রো ব্যাক কভার'], 300, 1_500),
      l('covers-cases', ['silicone case', 'সিলিকন কেস'], 250, 900),
      l('screen-protectors', ['tempered glass screen protector', 'টেম্পারড গ্লাস প্রটেক্টর'], 150, 600, { onlyNew: true }),
      l('memory-cards', ['microSD card 128 GB', '১২৮ জিবি মেমোরি কার্ড'], 1_000, 2_000),
      l('memory-cards', ['microSD card 64 GB', '৬৪ জিবি মেমোরি কার্ড'], 600, 1_200),
      l('batteries', ['replacement battery', 'রিপ্লেসমেন্ট ব্যাটারি'], 800, 3_000),
      l('holders-stands', ['car phone holder', 'গাড়ির ফোন হোল্ডার'], 400, 1_500),
      l('holders-stands', ['foldable desk stand', 'ফোল্ডেবল ডেস্ক স্ট্যান্ড'], 300, 1_000),
      l('other-accessories', ['selfie stick with tripod', 'ট্রাইপডসহ সেলফি স্টিক'], 500, 1_800),
      l('other-accessories', ['OTG adapter', 'ওটিজি অ্যাডাপ্টার'], 150, 500),
    ],
    { facts: [['100% original product, not a copy.', '১০০% অরিজিনাল পণ্য, কপি নয়।']] },
  ),
  'sim-cards': goods(
    [
      l(undefined, ['VIP number SIM', 'ভিআইপি নম্বরের সিম'], 3_000, 50_000, {
        facts: [['Repeating digits, very easy to remember.', 'একই ডিজিট বারবার, মনে রাখা খুব সহজ।']],
      }),
      l(undefined, ['easy number SIM', 'সহজ নম্বরের সিম'], 1_000, 8_000),
      l(undefined, ['registered prepaid SIM', 'রেজিস্টার্ড প্রিপেইড সিম'], 300, 1_000),
    ],
    {
      facts: [
        [
          'Ownership will be transferred at the customer care centre.',
          'কাস্টমার কেয়ারে গিয়ে মালিকানা বদল করে দেওয়া হবে।',
        ],
        ['Registered in my own name with NID.', 'আমার নিজের এনআইডি দিয়ে রেজিস্টার করা।'],
      ],
    },
  ),
  wearables: gadgets(
    [
      l('smartwatches', ['Watch Series 9', 'ওয়াচ সিরিজ ৯'], 38_000, 55_000, { brands: ['apple'] }),
      l('smartwatches', ['Galaxy Watch 6', 'গ্যালাক্সি ওয়াচ ৬'], 18_000, 35_000, { brands: ['samsung'] }),
      l('smartwatches', ['Forerunner 255', 'ফোররানার ২৫৫'], 30_000, 45_000, { brands: ['garmin'] }),
      l('smartwatches', ['smartwatch with calling', 'কলিং স্মার্টওয়াচ'], 2_000, 8_000, {
        brands: ['xiaomi', 'amazfit', 'huawei', 'realme', 'oneplus', 'haylou', 'kieslect', 'colmi'],
        weight: 30,
      }),
      l('fitness-bands', ['Smart Band 8', 'স্মার্ট ব্যান্ড ৮'], 3_000, 5_000, { brands: ['xiaomi'] }),
      l('fitness-bands', ['fitness band', 'ফিটনেস ব্যান্ড'], 1_500, 6_000, {
        brands: ['huawei', 'amazfit', 'fitbit', 'realme'],
      }),
      l('smart-rings', ['Galaxy Ring', 'গ্যালাক্সি রিং'], 35_000, 45_000, { brands: ['samsung'], weight: 3 }),
      l('smart-rings', ['smart ring', 'স্মার্ট রিং'], 6_000, 18_000, { brands: ['colmi', 'other-brand'], weight: 3 }),
      l('vr-headsets', ['Meta Quest 3 VR headset', 'মেটা কোয়েস্ট ৩ ভিআর হেডসেট'], 55_000, 80_000, {
        brands: ['other-brand'],
        weight: 3,
      }),
      l('vr-headsets', ['VR box for phones', 'ফোনের ভিআর বক্স'], 800, 2_500, { brands: ['other-brand'], weight: 4 }),
    ],
    { facts: [['Battery lasts up to a week on one charge.', 'এক চার্জে প্রায় এক সপ্তাহ ব্যাটারি চলে।']] },
  ),
  'mobile-phone-services': services(
    [
      l('repair', ['mobile phone repair', 'মোবাইল ফোন মেরামত'], 300, 2_000),
      l('repair', ['charging port & battery change', 'চার্জিং পোর্ট ও ব্যাটারি পরিবর্তন'], 500, 2_500),
      l('screen-replacement', ['iPhone screen replacement', 'আইফোনের ডিসপ্লে পরিবর্তন'], 2_500, 18_000),
      l('screen-replacement', ['Android display change', 'অ্যান্ড্রয়েড ফোনের ডিসপ্লে পরিবর্তন'], 1_800, 12_000),
      l('software-unlocking', ['software update & unlocking', 'সফটওয়্যার আপডেট ও আনলক'], 300, 1_500),
      l('software-unlocking', ['FRP and pattern lock removal', 'এফআরপি ও প্যাটার্ন লক খোলা'], 500, 2_000),
    ],
    { facts: [['Repair done in front of you within an hour.', 'আপনার সামনেই এক ঘণ্টার মধ্যে কাজ করে দেওয়া হয়।']] },
  ),
};

// ---------------------------------------------------------------------------------------------
// Electronics (phones, computers, TVs, cameras, ACs and tablets: content-devices.ts)

const ELECTRONICS: Record<string, LeafTemplate> = {
  'audio-sound-systems': gadgets(
    [
      l('speakers', ['Bluetooth speaker', 'ব্লুটুথ স্পিকার'], 2_000, 25_000, { weight: 20 }),
      l('speakers', ['party speaker', 'পার্টি স্পিকার'], 15_000, 60_000, { brands: ['jbl', 'sony'] }),
      l('headphones', ['wireless headphone', 'ওয়্যারলেস হেডফোন'], 3_000, 20_000),
      l('headphones', ['noise cancelling headphone', 'নয়েজ ক্যান্সেলিং হেডফোন'], 25_000, 55_000, {
        brands: ['sony', 'bose'],
      }),
      l('earbuds', ['true wireless earbuds', 'ট্রু ওয়্যারলেস ইয়ারবাড'], 1_500, 25_000, { weight: 15 }),
      l('home-theatre', ['5.1 home theatre system', '৫.১ হোম থিয়েটার সিস্টেম'], 8_000, 60_000, {
        brands: ['microlab', 'f-and-d', 'sony', 'philips', 'edifier'],
      }),
      l('soundbars', ['soundbar with subwoofer', 'সাবউফারসহ সাউন্ডবার'], 10_000, 80_000),
      l('amplifiers', ['audio amplifier', 'অডিও অ্যামপ্লিফায়ার'], 5_000, 40_000),
      l('microphones', ['condenser microphone', 'কনডেনসার মাইক্রোফোন'], 2_000, 15_000),
      l('microphones', ['wireless lavalier mic', 'ওয়্যারলেস লেপেল মাইক'], 1_500, 6_000),
    ],
    { facts: [['Sound quality is crystal clear, bass is strong.', 'সাউন্ড কোয়ালিটি একদম ক্লিয়ার, বেজ দারুণ।']] },
  ),
  'computer-accessories': gadgets(
    [
      l('monitors', ['24" IPS monitor', '২৪ ইঞ্চি আইপিএস মনিটর'], 12_000, 25_000),
      l('monitors', ['27" 2K gaming monitor 165Hz', '২৭ ইঞ্চি ২কে গেমিং মনিটর ১৬৫ হার্জ'], 25_000, 45_000),
      l('keyboards-mice', ['mechanical keyboard', 'মেকানিক্যাল কিবোর্ড'], 2_500, 9_000),
      l('keyboards-mice', ['wireless keyboard & mouse combo', 'ওয়্যারলেস কিবোর্ড ও মাউস কম্বো'], 1_200, 4_000),
      l('graphics-cards', ['RTX 3060 12GB graphics card', 'আরটিএক্স ৩০৬০ ১২জিবি গ্রাফিক্স কার্ড'], 30_000, 45_000),
      l('graphics-cards', ['GTX 1650 graphics card', 'জিটিএক্স ১৬৫০ গ্রাফিক্স কার্ড'], 15_000, 22_000),
      l('processors', ['Core i5-12400 processor', 'কোর আই৫-১২৪০০ প্রসেসর'], 14_000, 20_000),
      l('processors', ['Ryzen 5 5600 processor', 'রাইজেন ৫ ৫৬০০ প্রসেসর'], 11_000, 16_000),
      l('motherboards', ['B660 motherboard', 'বি৬৬০ মাদারবোর্ড'], 12_000, 20_000),
      l('motherboards', ['B450 motherboard', 'বি৪৫০ মাদারবোর্ড'], 7_000, 11_000),
      l('ram', ['16 GB DDR4 RAM (3200MHz)', '১৬ জিবি ডিডিআর৪ র‍্যাম (৩২০০ মেগাহার্জ)'], 3_500, 6_000),
      l('ram', ['8 GB DDR4 laptop RAM', '৮ জিবি ডিডিআর৪ ল্যাপটপ র‍্যাম'], 1_800, 3_000),
      l('storage-drives', ['512 GB NVMe SSD', '৫১২ জিবি এনভিএমই এসএসডি'], 4_000, 7_000),
      l('storage-drives', ['1 TB external hard disk', '১ টিবি এক্সটার্নাল হার্ডডিস্ক'], 5_500, 8_000),
      l('networking', ['dual-band Wi-Fi router', 'ডুয়াল ব্যান্ড ওয়াইফাই রাউটার'], 1_500, 6_000),
      l('networking', ['24-port network switch', '২৪ পোর্ট নেটওয়ার্ক সুইচ'], 4_000, 12_000),
      l('ups', ['650VA UPS', '৬৫০ভিএ ইউপিএস'], 3_000, 5_000),
      l('ups', ['1200VA online UPS', '১২০০ভিএ অনলাইন ইউপিএস'], 8_000, 18_000),
      l('other-computer-accessories', ['1080p webcam', '১০৮০পি ওয়েবক্যাম'], 1_500, 5_000),
      l('other-computer-accessories', ['laptop cooling pad', 'ল্যাপটপ কুলিং প্যাড'], 800, 2_500),
    ],
    { facts: [['Tested and working 100%.', 'টেস্ট করা, ১০০% কাজ করে।']] },
  ),
  'video-game-consoles-accessories': gadgets(
    [
      l('consoles', ['5 Slim', '৫ স্লিম'], 55_000, 75_000, { brands: ['sony-playstation'], weight: 20 }),
      l('consoles', ['4 Pro', '৪ প্রো'], 30_000, 42_000, { brands: ['sony-playstation'] }),
      l('consoles', ['Series X', 'সিরিজ এক্স'], 55_000, 70_000, { brands: ['microsoft-xbox'] }),
      l('consoles', ['Series S', 'সিরিজ এস'], 35_000, 45_000, { brands: ['microsoft-xbox'] }),
      l('consoles', ['Switch OLED', 'সুইচ ওএলইডি'], 32_000, 42_000, { brands: ['nintendo'] }),
      l('consoles', ['Steam Deck OLED', 'স্টিম ডেক ওএলইডি'], 65_000, 85_000, { brands: ['valve'], weight: 4 }),
      l('games', ['PS5 game disc (EA FC 25)', 'পিএস৫ গেম ডিস্ক (ইএ এফসি ২৫)'], 3_500, 7_000, {
        brands: ['sony-playstation'],
      }),
      l('games', ['Switch game cartridge', 'সুইচ গেম কার্টিজ'], 3_000, 6_000, { brands: ['nintendo'] }),
      l('controllers', ['DualSense controller', 'ডুয়ালসেন্স কন্ট্রোলার'], 6_500, 9_000, { brands: ['sony-playstation'] }),
      l('controllers', ['wireless controller', 'ওয়্যারলেস কন্ট্রোলার'], 5_500, 8_000, { brands: ['microsoft-xbox'] }),
      l('gaming-accessories', ['gaming headset', 'গেমিং হেডসেট'], 2_000, 12_000, { brands: ['other-brand'] }),
      l('gaming-accessories', ['controller charging station', 'কন্ট্রোলার চার্জিং স্টেশন'], 2_000, 4_000),
    ],
    { usedFacts: [['Comes with two controllers and a few games.', 'দুটি কন্ট্রোলার ও কয়েকটি গেমসহ দেওয়া হবে।']] },
  ),
  'tv-video-accessories': gadgets([
    l('projectors', ['Full HD projector', 'ফুল এইচডি প্রজেক্টর'], 12_000, 60_000),
    l('tv-boxes', ['4K Android TV box', '৪কে অ্যান্ড্রয়েড টিভি বক্স'], 2_500, 6_000),
    l('wall-mounts', ['TV wall mount (32"–65")', 'টিভি ওয়াল মাউন্ট (৩২–৬৫ ইঞ্চি)'], 500, 2_000),
    l('remotes', ['universal TV remote', 'ইউনিভার্সাল টিভি রিমোট'], 200, 600),
    l('satellite-dish', ['satellite dish with receiver', 'রিসিভারসহ ডিশ অ্যান্টেনা'], 2_000, 6_000),
    l('cables', ['HDMI 2.0 cable (3 m)', 'এইচডিএমআই ২.০ কেবল (৩ মিটার)'], 300, 900),
  ]),
  'home-appliances': gadgets(
    [
      l('blenders-juicers', ['3-in-1 blender', '৩-ইন-১ ব্লেন্ডার'], 2_500, 9_000),
      l('rice-cookers', ['rice cooker 2.8 L', 'রাইস কুকার ২.৮ লিটার'], 2_500, 6_000),
      l('electric-kettles', ['electric kettle 1.8 L', 'ইলেকট্রিক কেটলি ১.৮ লিটার'], 900, 2_500),
      l('electric-stoves', ['infrared cooker', 'ইনফ্রারেড কুকার'], 3_000, 7_000),
      l('electric-stoves', ['induction cooker', 'ইন্ডাকশন কুকার'], 3_000, 8_000),
      l('ovens', ['electric oven 35 L', 'ইলেকট্রিক ওভেন ৩৫ লিটার'], 7_000, 18_000),
      l('fans', ['56" ceiling fan', '৫৬ ইঞ্চি সিলিং ফ্যান'], 2_800, 6_000),
      l('fans', ['rechargeable table fan', 'রিচার্জেবল টেবিল ফ্যান'], 2_500, 6_000),
      l('irons', ['steam iron', 'স্টিম আয়রন'], 1_500, 4_000),
      l('irons', ['dry iron', 'ড্রাই আয়রন'], 800, 2_500),
      l('vacuum-cleaners', ['vacuum cleaner', 'ভ্যাকুয়াম ক্লিনার'], 5_000, 25_000),
      l('vacuum-cleaners', ['robot vacuum cleaner', 'রোবট ভ্যাকুয়াম ক্লিনার'], 20_000, 60_000, { brands: ['xiaomi'] }),
      l('water-heaters', ['geyser 50 L', 'গিজার ৫০ লিটার'], 8_000, 20_000),
    ],
    { facts: [['Low power consumption.', 'বিদ্যুৎ খরচ কম।']] },
  ),
  'printers-scanners': gadgets(
    [
      l('printers', ['ink tank colour printer', 'ইঙ্ক ট্যাংক কালার প্রিন্টার'], 12_000, 25_000, {
        brands: ['epson', 'canon', 'hp', 'brother'],
      }),
      l('printers', ['laser printer', 'লেজার প্রিন্টার'], 12_000, 30_000, {
        brands: ['hp', 'canon', 'brother', 'pantum'],
      }),
      l('scanners', ['document scanner', 'ডকুমেন্ট স্ক্যানার'], 8_000, 30_000, { brands: ['hp', 'canon', 'epson'] }),
      l('photocopiers', ['photocopier machine', 'ফটোকপি মেশিন'], 60_000, 3_00_000, {
        brands: ['ricoh', 'kyocera', 'xerox', 'canon'],
      }),
      l('ink-toner', ['toner cartridge', 'টোনার কার্টিজ'], 1_500, 6_000, { onlyNew: true }),
      l('ink-toner', ['ink bottle set', 'কালির বোতল সেট'], 800, 2_500, { brands: ['epson', 'canon'], onlyNew: true }),
    ],
    { facts: [['Print quality is perfect, low running cost.', 'প্রিন্ট কোয়ালিটি পারফেক্ট, খরচ কম।']] },
  ),
  'other-electronics': gadgets([
    l(undefined, ['voltage stabiliser', 'ভোল্টেজ স্টেবিলাইজার'], 2_000, 6_000),
    l(undefined, ['200W solar panel', '২০০ ওয়াট সোলার প্যানেল'], 8_000, 15_000),
    l(undefined, ['digital weighing scale', 'ডিজিটাল ওজন মাপার মেশিন'], 1_000, 3_000),
    l(undefined, ['walkie-talkie pair', 'ওয়াকিটকি (জোড়া)'], 3_000, 9_000),
    l(undefined, ['electric hair clipper', 'ইলেকট্রিক হেয়ার ক্লিপার'], 1_000, 3_000),
  ]),
  'vcd-dvd-players': gadgets([l(undefined, ['DVD player', 'ডিভিডি প্লেয়ার'], 2_000, 5_000)]),
};

// ---------------------------------------------------------------------------------------------
// Home & living

const HOME_LIVING: Record<string, LeafTemplate> = {
  furniture: goods(
    [
      l('beds', ['segun wood double bed (king size)', 'সেগুন কাঠের ডাবল খাট (কিং সাইজ)'], 25_000, 90_000),
      l('beds', ['semi-double bed', 'সেমি-ডাবল খাট'], 12_000, 30_000),
      l('sofas', ['L-shaped sofa set', 'এল শেপ সোফা সেট'], 30_000, 1_20_000),
      l('sofas', ['5 seater sofa set (3+1+1)', '৫ সিটের সোফা সেট (৩+১+১)'], 25_000, 80_000),
      l('dining-sets', ['6 chair dining table set', '৬ চেয়ারের ডাইনিং টেবিল সেট'], 25_000, 70_000),
      l('dining-sets', ['glass top dining table', 'গ্লাস টপ ডাইনিং টেবিল'], 15_000, 45_000),
      l('wardrobes', ['3 door wardrobe', '৩ দরজার আলমারি'], 15_000, 45_000),
      l('wardrobes', ['steel almirah', 'স্টিলের আলমারি'], 10_000, 25_000),
      l('tables', ['study table', 'পড়ার টেবিল'], 4_000, 12_000),
      l('tables', ['center table', 'সেন্টার টেবিল'], 4_000, 15_000),
      l('chairs', ['plastic chair set (4 pcs)', 'প্লাস্টিকের চেয়ার সেট (৪টি)'], 2_000, 4_000),
      l('chairs', ['rocking chair', 'রকিং চেয়ার'], 6_000, 18_000),
      l('shelves-cabinets', ['bookshelf', 'বুকশেলফ'], 5_000, 15_000),
      l('shelves-cabinets', ['kitchen cabinet', 'কিচেন কেবিনেট'], 12_000, 40_000),
      l('office-furniture', ['revolving office chair', 'রিভলভিং অফিস চেয়ার'], 5_000, 18_000),
      l('office-furniture', ['executive table', 'এক্সিকিউটিভ টেবিল'], 15_000, 45_000),
    ],
    {
      facts: [
        ['Made of solid wood, very strong.', 'সলিড কাঠের তৈরি, খুবই মজবুত।'],
        ['Smooth lacquer polish finish.', 'মসৃণ বার্নিশ পলিশ করা।'],
        ['Buyer will arrange transport.', 'পরিবহন ক্রেতাকে ব্যবস্থা করতে হবে।'],
      ],
    },
  ),
  'kitchen-dining': goods([
    l('cookware', ['non-stick cookware set', 'ননস্টিক কুকওয়্যার সেট'], 2_500, 9_000),
    l('cookware', ['pressure cooker 5 L', 'প্রেশার কুকার ৫ লিটার'], 1_800, 4_500),
    l('gas-stoves', ['double burner glass top gas stove', 'ডাবল বার্নার গ্লাস টপ গ্যাসের চুলা'], 4_000, 12_000),
    l('dinnerware', ['melamine dinner set (32 pcs)', 'মেলামাইন ডিনার সেট (৩২ পিস)'], 2_500, 6_000),
    l('dinnerware', ['bone china dinner set', 'বোন চায়না ডিনার সেট'], 6_000, 18_000),
    l('kitchen-storage', ['airtight food container set', 'এয়ারটাইট কন্টেইনার সেট'], 800, 2_500),
    l('kitchen-storage', ['steel kitchen rack', 'স্টিলের কিচেন র‍্যাক'], 1_200, 4_000),
  ]),
  'home-textiles-decoration': goods([
    l('bedding', ['cotton bedsheet set (king)', 'কটন বেডশিট সেট (কিং)'], 1_200, 3_500),
    l('bedding', ['nakshi kantha', 'নকশি কাঁথা'], 2_500, 12_000),
    l('curtains', ['blackout curtain pair', 'ব্ল্যাকআউট পর্দা (জোড়া)'], 1_500, 5_000),
    l('carpets-rugs', ['Persian style carpet (6x9 ft)', 'পারসিয়ান ডিজাইনের কার্পেট (৬x৯ ফুট)'], 6_000, 25_000),
    l('carpets-rugs', ['jute rug', 'পাটের রাগ'], 1_500, 5_000),
    l('lighting', ['crystal chandelier', 'ক্রিস্টাল ঝাড়বাতি'], 8_000, 40_000),
    l('lighting', ['LED ceiling light', 'এলইডি সিলিং লাইট'], 1_000, 4_000),
    l('wall-decor', ['canvas wall painting set', 'ক্যানভাস ওয়াল পেইন্টিং সেট'], 1_500, 6_000),
    l('wall-decor', ['wooden wall clock', 'কাঠের দেয়াল ঘড়ি'], 800, 3_000),
    l('showpieces', ['brass showpiece', 'পিতলের শোপিস'], 1_000, 5_000),
  ]),
  'household-items': goods([
    l(undefined, ['ironing board', 'আয়রন বোর্ড'], 1_200, 3_000),
    l(undefined, ['cloth drying stand', 'কাপড় শুকানোর স্ট্যান্ড'], 1_500, 4_000),
    l(undefined, ['aluminium ladder (6 ft)', 'অ্যালুমিনিয়াম মই (৬ ফুট)'], 3_000, 7_000),
    l(undefined, ['mosquito net (double)', 'মশারি (ডাবল)'], 600, 1_500),
  ]),
  'bathroom-products': goods([
    l(undefined, ['commode (RAK)', 'কমোড (আরএকে)'], 8_000, 25_000),
    l(undefined, ['wash basin with pedestal', 'পেডেস্টালসহ বেসিন'], 4_000, 12_000),
    l(undefined, ['rain shower set', 'রেইন শাওয়ার সেট'], 2_000, 8_000),
    l(undefined, ['bathroom mirror cabinet', 'বাথরুম মিরর কেবিনেট'], 2_500, 8_000),
  ]),
  garden: goods(
    [
      l('plants', ['money plant in pot', 'টবসহ মানিপ্ল্যান্ট'], 300, 1_200),
      l('plants', ['ficus bonsai', 'ফাইকাস বনসাই'], 2_000, 15_000),
      l('plants', ['grafted rose plant', 'কলমের গোলাপ গাছ'], 200, 800),
      l('pots-planters', ['ceramic planter', 'সিরামিকের টব'], 400, 2_000),
      l('pots-planters', ['rooftop garden drum tub', 'ছাদবাগানের ড্রাম টব'], 500, 1_500),
      l('garden-tools', ['gardening tools set', 'বাগান করার টুলস সেট'], 800, 2_500),
      l('garden-furniture', ['rattan garden chair set', 'বেতের গার্ডেন চেয়ার সেট'], 12_000, 35_000),
      l('garden-furniture', ['swing chair (dolna)', 'দোলনা চেয়ার'], 8_000, 25_000),
    ],
    { condition: { new: 80, used: 20 } },
  ),
  'other-home-items': goods([
    l(undefined, ['prayer mat (jaynamaz)', 'জায়নামাজ'], 500, 2_500),
    l(undefined, ['cane basket set', 'বেতের ঝুড়ি সেট'], 800, 2_500),
    l(undefined, ['emergency rechargeable light', 'রিচার্জেবল ইমার্জেন্সি লাইট'], 600, 1_800),
  ]),
};

// ---------------------------------------------------------------------------------------------
// Pets & animals

const FARM_FACTS = [
  ['Fed on natural feed: grass, straw and bran.', 'প্রাকৃতিক খাবার খাওয়ানো: ঘাস, খড় ও ভুসি।'],
  ['No steroids or growth medicine used.', 'কোনো স্টেরয়েড বা মোটাতাজাকরণ ওষুধ ব্যবহার করা হয়নি।'],
  ['Can be seen at our farm any day.', 'যেকোনো দিন আমাদের খামারে এসে দেখে যেতে পারেন।'],
] as const;

const PETS_ANIMALS: Record<string, LeafTemplate> = {
  pets: animals([
    l('cats', ['Persian kitten (2 months)', 'পার্সিয়ান বিড়ালছানা (২ মাস)'], 6_000, 20_000, { weight: 15 }),
    l('cats', ['Bengal cat', 'বেঙ্গল বিড়াল'], 10_000, 35_000),
    l('cats', ['local cat for adoption', 'দেশি বিড়াল (অ্যাডপশন)'], 500, 2_000),
    l('dogs', ['German Shepherd puppy', 'জার্মান শেফার্ড ছানা'], 25_000, 70_000),
    l('dogs', ['Labrador Retriever puppy', 'ল্যাব্রাডর রিট্রিভার ছানা'], 20_000, 50_000),
    l('dogs', ['Siberian Husky puppy', 'সাইবেরিয়ান হাস্কি ছানা'], 45_000, 90_000, { weight: 4 }),
    l('birds', ['budgerigar pair', 'বাজরিগার পাখি (জোড়া)'], 500, 1_500, { weight: 15 }),
    l('birds', ['cockatiel pair', 'ককাটেল পাখি (জোড়া)'], 3_000, 7_000),
    l('birds', ['lovebird pair', 'লাভবার্ড (জোড়া)'], 2_000, 6_000),
    l('birds', ['African grey parrot', 'আফ্রিকান গ্রে প্যারট'], 60_000, 1_50_000, { weight: 3 }),
    l('fish', ['Flowerhorn fish', 'ফ্লাওয়ারহর্ন মাছ'], 800, 6_000),
    l('fish', ['2 ft aquarium with fish', 'মাছসহ ২ ফুট অ্যাকুরিয়াম'], 3_000, 9_000),
    l('rabbits', ['rabbit pair', 'খরগোশ (জোড়া)'], 1_500, 4_000),
    l('rabbits', ['Holland Lop rabbit', 'হল্যান্ড লপ খরগোশ'], 3_000, 8_000),
  ]),
  'farm-animals': animals(
    [
      l('cows', ['deshi cow for Qurbani', 'কোরবানির দেশি গরু'], 70_000, 2_50_000, { weight: 20 }),
      l('cows', ['Shahiwal bull', 'শাহীওয়াল ষাঁড়'], 1_50_000, 4_00_000),
      l('cows', ['Friesian cow with calf', 'বাছুরসহ ফ্রিজিয়ান গাভী'], 1_50_000, 3_50_000, {
        facts: [['Gives 12–15 litres of milk a day.', 'দৈনিক ১২–১৫ লিটার দুধ দেয়।']],
      }),
      l('goats', ['Black Bengal goat', 'ব্ল্যাক বেঙ্গল ছাগল'], 8_000, 25_000, { weight: 15 }),
      l('goats', ['Jamunapari goat', 'যমুনাপাড়ি ছাগল'], 15_000, 45_000),
      l('sheep', ['deshi sheep', 'দেশি ভেড়া'], 8_000, 20_000),
      l('buffaloes', ['buffalo', 'মহিষ'], 1_20_000, 3_00_000),
      l('chickens', ['Sonali chicken (per piece)', 'সোনালি মুরগি (প্রতি পিস)'], 300, 500),
      l('chickens', ['deshi hen (per piece)', 'দেশি মুরগি (প্রতি পিস)'], 500, 900),
      l('ducks', ['Khaki Campbell duck pair', 'খাকি ক্যাম্পবেল হাঁস (জোড়া)'], 900, 1_800),
      l('ducks', ['Muscovy duck pair', 'চীনা হাঁস (জোড়া)'], 1_500, 3_000),
      l('pigeons', ['Giribaz pigeon pair', 'গিরিবাজ কবুতর (জোড়া)'], 400, 1_500),
      l('pigeons', ['fancy Lahore pigeon pair', 'লাহোরি কবুতর (জোড়া)'], 1_500, 6_000),
    ],
    { facts: FARM_FACTS },
  ),
  'pet-animal-accessories': goods([
    l(undefined, ['cat litter box', 'বিড়ালের লিটার বক্স'], 600, 2_000),
    l(undefined, ['large bird cage', 'বড় পাখির খাঁচা'], 1_500, 5_000),
    l(undefined, ['dog collar & leash', 'কুকুরের বেল্ট ও লিশ'], 400, 1_500),
    l(undefined, ['aquarium filter', 'অ্যাকুরিয়াম ফিল্টার'], 800, 3_000),
    l(undefined, ['pet carrier bag', 'পেট ক্যারিয়ার ব্যাগ'], 1_500, 4_000),
  ]),
  'pet-animal-food': goods([
    l(undefined, ['Whiskas cat food 1.2 kg', 'হুইসকাস ক্যাট ফুড ১.২ কেজি'], 700, 1_200),
    l(undefined, ['Royal Canin dog food 4 kg', 'রয়্যাল ক্যানিন ডগ ফুড ৪ কেজি'], 5_000, 9_000),
    l(undefined, ['bird seed mix 1 kg', 'পাখির খাবার মিক্স ১ কেজি'], 200, 400),
    l(undefined, ['cattle feed (50 kg bag)', 'গবাদিপশুর খাদ্য (৫০ কেজি বস্তা)'], 1_800, 3_000),
    l(undefined, ['floating fish feed 1 kg', 'ভাসমান মাছের খাবার ১ কেজি'], 150, 600),
  ]),
  'other-pets-animals': animals([
    l(undefined, ['red-eared slider turtle', 'রেড-ইয়ার্ড স্লাইডার কচ্ছপ'], 500, 2_000),
    l(undefined, ['guinea pig pair', 'গিনিপিগ (জোড়া)'], 1_500, 4_000),
    l(undefined, ['hamster pair with cage', 'খাঁচাসহ হ্যামস্টার (জোড়া)'], 1_500, 3_000),
  ]),
};

// ---------------------------------------------------------------------------------------------
// Fashion & beauty

const FASHION_CONDITION = { new: 80, used: 20 };
const FASHION_FACTS = [
  ['Exactly as shown in the pictures.', 'ছবিতে যেমন দেখছেন ঠিক তেমন।'],
  ['All sizes available (M, L, XL).', 'সব সাইজ আছে (M, L, XL)।'],
  ['Premium quality fabric, colour guaranteed.', 'প্রিমিয়াম কোয়ালিটির কাপড়, রঙ গ্যারান্টি।'],
] as const;

const FASHION_BEAUTY: Record<string, LeafTemplate> = {
  'traditional-wear': goods(
    [
      l('sarees', ['Dhakai Jamdani saree', 'ঢাকাই জামদানি শাড়ি'], 4_000, 35_000),
      l('sarees', ['Katan saree', 'কাতান শাড়ি'], 3_500, 15_000),
      l('sarees', ['cotton tant saree', 'সুতি তাঁতের শাড়ি'], 800, 2_500),
      l('salwar-kameez', ['stitched salwar kameez', 'রেডিমেড সালোয়ার কামিজ'], 1_200, 5_000),
      l('three-pieces', ['Indian three-piece (unstitched)', 'ইন্ডিয়ান থ্রি-পিস (আনস্টিচড)'], 1_500, 6_000),
      l('three-pieces', ['lawn cotton three-piece', 'লন কটন থ্রি-পিস'], 1_200, 4_000),
      l('panjabis', ['cotton panjabi', 'সুতি পাঞ্জাবি'], 800, 3_000),
      l('panjabis', ['silk panjabi for Eid', 'ঈদের সিল্ক পাঞ্জাবি'], 2_000, 7_000),
      l('lungis', ['check lungi (2 pcs)', 'চেক লুঙ্গি (২ পিস)'], 400, 1_200),
      l('borkas-hijabs', ['Dubai cherry borka', 'দুবাই চেরি বোরকা'], 1_500, 5_000),
      l('borkas-hijabs', ['hijab set (3 pcs)', 'হিজাব সেট (৩ পিস)'], 450, 1_200),
    ],
    { condition: FASHION_CONDITION, facts: FASHION_FACTS },
  ),
  'mens-clothing': goods(
    [
      l('shirts', ['formal shirt', 'ফরমাল শার্ট'], 900, 2_500),
      l('shirts', ['casual check shirt', 'ক্যাজুয়াল চেক শার্ট'], 700, 1_800),
      l('t-shirts-polos', ['polo t-shirt', 'পোলো টি-শার্ট'], 450, 1_200),
      l('t-shirts-polos', ['drop shoulder t-shirt', 'ড্রপ শোল্ডার টি-শার্ট'], 350, 800),
      l('trousers-jeans', ['denim jeans', 'ডেনিম জিন্স'], 900, 2_500),
      l('trousers-jeans', ['gabardine pant', 'গ্যাবার্ডিন প্যান্ট'], 800, 1_800),
      l('jackets-hoodies', ['winter hoodie', 'শীতের হুডি'], 900, 2_500),
      l('jackets-hoodies', ['leather jacket', 'লেদার জ্যাকেট'], 3_000, 12_000),
      l('suits-blazers', ['two-piece suit', 'টু-পিস স্যুট'], 6_000, 25_000),
      l('suits-blazers', ['casual blazer', 'ক্যাজুয়াল ব্লেজার'], 3_000, 9_000),
    ],
    { condition: FASHION_CONDITION, facts: FASHION_FACTS },
  ),
  'womens-western-wear': goods(
    [
      l('tops', ['women’s tops', 'মেয়েদের টপস'], 500, 1_800),
      l('dresses', ['party gown', 'পার্টি গাউন'], 2_000, 9_000),
      l('dresses', ['maxi dress', 'ম্যাক্সি ড্রেস'], 1_200, 4_000),
      l('jeans-trousers', ['women’s skinny jeans', 'মেয়েদের স্কিনি জিন্স'], 900, 2_200),
      l('jeans-trousers', ['palazzo pants', 'প্লাজো প্যান্ট'], 500, 1_200),
      l('jackets-cardigans', ['winter cardigan', 'শীতের কার্ডিগান'], 800, 2_500),
      l('jackets-cardigans', ['denim jacket', 'ডেনিম জ্যাকেট'], 1_200, 3_500),
    ],
    { condition: FASHION_CONDITION, facts: FASHION_FACTS },
  ),
  'shoes-footwear': goods(
    [
      l('mens-shoes', ['leather formal shoes', 'চামড়ার ফরমাল জুতা'], 2_500, 7_000),
      l('mens-shoes', ['loafer', 'লোফার'], 1_500, 4_500),
      l('womens-shoes', ['ladies heels', 'মেয়েদের হিল'], 1_000, 3_500),
      l('womens-shoes', ['flat sandal', 'ফ্ল্যাট স্যান্ডেল'], 600, 1_800),
      l('kids-shoes', ['kids sneakers', 'বাচ্চাদের কেডস'], 700, 2_000),
      l('sports-shoes', ['Nike running shoes', 'নাইকি রানিং শু'], 4_000, 14_000),
      l('sports-shoes', ['sneakers', 'স্নিকার্স'], 1_500, 5_000),
      l('sandals', ['leather sandal', 'চামড়ার স্যান্ডেল'], 900, 2_500),
    ],
    { condition: FASHION_CONDITION, facts: [['Size 40 to 44 available.', '৪০ থেকে ৪৪ সাইজ আছে।'], FASHION_FACTS[0]] },
  ),
  bags: goods(
    [
      l('handbags', ['ladies leather handbag', 'মেয়েদের লেদার হ্যান্ডব্যাগ'], 1_200, 6_000),
      l('backpacks', ['laptop backpack', 'ল্যাপটপ ব্যাকপ্যাক'], 1_200, 4_000),
      l('backpacks', ['school bag', 'স্কুল ব্যাগ'], 800, 2_000),
      l('wallets', ['leather wallet', 'চামড়ার মানিব্যাগ'], 400, 1_800),
      l('travel-bags', ['24" trolley bag', '২৪ ইঞ্চি ট্রলি ব্যাগ'], 4_000, 12_000),
      l('travel-bags', ['luggage set (3 pcs)', 'লাগেজ সেট (৩ পিস)'], 8_000, 20_000),
    ],
    { condition: FASHION_CONDITION },
  ),
  watches: goods(
    [
      l('mens-watches', ['chronograph watch', 'ক্রোনোগ্রাফ ঘড়ি'], 1_500, 4_000, {
        brands: ['naviforce', 'curren'],
        weight: 25,
      }),
      l('mens-watches', ['G-Shock', 'জি-শক'], 8_000, 20_000, { brands: ['casio'], weight: 15 }),
      l('mens-watches', ['chronograph watch', 'ক্রোনোগ্রাফ ঘড়ি'], 8_000, 30_000, {
        brands: ['fossil', 'titan', 'citizen', 'seiko'],
      }),
      l('mens-watches', ['automatic watch', 'অটোমেটিক ঘড়ি'], 15_000, 60_000, {
        brands: ['seiko', 'citizen', 'tissot'],
      }),
      l('mens-watches', ['Submariner', 'সাবমেরিনার'], 8_00_000, 15_00_000, { brands: ['rolex'], weight: 1 }),
      l('womens-watches', ['ladies watch', 'মেয়েদের ঘড়ি'], 1_500, 20_000, { weight: 20 }),
      l('womens-watches', ['rose gold ladies watch', 'রোজ গোল্ড লেডিস ঘড়ি'], 3_000, 15_000, {
        brands: ['fossil', 'titan', 'casio', 'curren'],
      }),
    ],
    {
      condition: { new: 65, used: 35 },
      facts: [['100% original with box and papers.', 'বক্স ও কাগজসহ ১০০% অরিজিনাল।']],
    },
  ),
  jewellery: goods(
    [
      l('gold', ['22 carat gold ring', '২২ ক্যারেট সোনার আংটি'], 15_000, 60_000),
      l('gold', ['22K gold necklace set', '২২ ক্যারেট সোনার নেকলেস সেট'], 1_50_000, 6_00_000),
      l('silver', ['silver anklet (nupur)', 'রুপার নূপুর'], 1_500, 6_000),
      l('silver', ['silver ring', 'রুপার আংটি'], 800, 3_000),
      l('diamond', ['18K gold diamond ring', '১৮ ক্যারেট সোনার ডায়মন্ড আংটি'], 40_000, 2_50_000),
      l('imitation', ['imitation jewellery set', 'ইমিটেশন গহনার সেট'], 800, 4_000, { weight: 15 }),
      l('imitation', ['bridal imitation set', 'ব্রাইডাল ইমিটেশন সেট'], 2_500, 9_000),
    ],
    { condition: FASHION_CONDITION, facts: [['Hallmark and receipt available.', 'হলমার্ক ও রসিদ আছে।']] },
  ),
  'beauty-personal-care': goods([
    l('skincare', ['Korean skincare set', 'কোরিয়ান স্কিনকেয়ার সেট'], 2_000, 6_000),
    l('skincare', ['sunscreen SPF 50', 'সানস্ক্রিন এসপিএফ ৫০'], 600, 1_800),
    l('makeup', ['makeup kit', 'মেকআপ কিট'], 1_500, 6_000),
    l('makeup', ['matte lipstick set', 'ম্যাট লিপস্টিক সেট'], 500, 2_000),
    l('hair-care', ['hair straightener', 'হেয়ার স্ট্রেইটনার'], 1_500, 4_000),
    l('hair-care', ['onion hair oil', 'অনিয়ন হেয়ার অয়েল'], 300, 800),
    l('fragrances', ['original perfume (100 ml)', 'অরিজিনাল পারফিউম (১০০ মিলি)'], 3_000, 15_000),
    l('fragrances', ['attar (12 ml)', 'আতর (১২ মিলি)'], 300, 1_500),
    l('grooming', ['beard trimmer', 'বিয়ার্ড ট্রিমার'], 1_500, 4_000),
    l('grooming', ['beard grooming kit', 'বিয়ার্ড গ্রুমিং কিট'], 800, 2_500),
  ]),
  'baby-kids-fashion': goods(
    [
      l(undefined, ['baby frock', 'বেবি ফ্রক'], 500, 1_500),
      l(undefined, ['kids panjabi set', 'বাচ্চাদের পাঞ্জাবি সেট'], 700, 2_000),
      l(undefined, ['newborn clothing set (10 pcs)', 'নবজাতকের পোশাক সেট (১০ পিস)'], 1_200, 3_000),
      l(undefined, ['kids winter jacket', 'বাচ্চাদের শীতের জ্যাকেট'], 900, 2_500),
    ],
    { condition: FASHION_CONDITION },
  ),
  eyewear: goods(
    [
      l(undefined, ['Ray-Ban sunglasses', 'রে-ব্যান সানগ্লাস'], 8_000, 20_000),
      l(undefined, ['polarized sunglasses', 'পোলারাইজড সানগ্লাস'], 800, 3_000),
      l(undefined, ['blue-cut computer glasses', 'ব্লু-কাট কম্পিউটার চশমা'], 1_000, 3_500),
      l(undefined, ['prescription frame', 'পাওয়ার চশমার ফ্রেম'], 1_200, 5_000),
    ],
    { condition: FASHION_CONDITION },
  ),
  'wedding-wear': goods(
    [
      l('bridal-wear', ['bridal lehenga', 'ব্রাইডাল লেহেঙ্গা'], 12_000, 80_000),
      l('bridal-wear', ['Benarasi saree for the bride', 'বিয়ের বেনারসি শাড়ি'], 8_000, 45_000),
      l('groom-wear', ['groom sherwani', 'বরের শেরওয়ানি'], 8_000, 35_000),
      l('groom-wear', ['pagri & nagra set', 'পাগড়ি ও নাগরা সেট'], 2_500, 7_000),
    ],
    { condition: { new: 50, used: 50 }, usedFacts: [['Worn only once at the wedding.', 'বিয়েতে শুধু একবার পরা হয়েছে।']] },
  ),
  'other-fashion': goods(
    [
      l(undefined, ['Kashmiri shawl', 'কাশ্মীরি শাল'], 1_200, 6_000),
      l(undefined, ['leather belt', 'চামড়ার বেল্ট'], 500, 1_800),
      l(undefined, ['cap & muffler set', 'টুপি ও মাফলার সেট'], 400, 1_200),
    ],
    { condition: FASHION_CONDITION },
  ),
};

// ---------------------------------------------------------------------------------------------
// Hobbies, sports & kids

const HOBBIES_SPORTS_KIDS: Record<string, LeafTemplate> = {
  'musical-instruments': goods([
    l('guitars', ['Yamaha F310 acoustic guitar', 'ইয়ামাহা এফ৩১০ অ্যাকোস্টিক গিটার'], 12_000, 18_000),
    l('guitars', ['electric guitar with amp', 'অ্যাম্পসহ ইলেকট্রিক গিটার'], 18_000, 60_000),
    l('guitars', ['acoustic guitar for beginners', 'নতুনদের জন্য অ্যাকোস্টিক গিটার'], 4_000, 9_000),
    l('keyboards-pianos', ['Yamaha PSR keyboard', 'ইয়ামাহা পিএসআর কিবোর্ড'], 18_000, 60_000),
    l('keyboards-pianos', ['digital piano (88 keys)', 'ডিজিটাল পিয়ানো (৮৮ কি)'], 45_000, 1_50_000),
    l('drums-percussion', ['tabla set', 'তবলা সেট'], 6_000, 20_000),
    l('drums-percussion', ['electric drum kit', 'ইলেকট্রিক ড্রাম কিট'], 40_000, 1_20_000),
    l('harmoniums', ['3.5 octave harmonium', '৩.৫ অক্টেভ হারমোনিয়াম'], 12_000, 35_000),
    l('violins', ['4/4 violin', '৪/৪ বেহালা'], 6_000, 25_000),
    l('flutes', ['bamboo flute (bansuri) set', 'বাঁশের বাঁশি সেট'], 500, 3_000),
  ]),
  sports: goods([
    l('cricket', ['English willow cricket bat', 'ইংলিশ উইলো ক্রিকেট ব্যাট'], 8_000, 30_000),
    l('cricket', ['Kashmir willow cricket bat', 'কাশ্মীর উইলো ক্রিকেট ব্যাট'], 1_500, 5_000),
    l('cricket', ['full cricket kit bag', 'ফুল ক্রিকেট কিট ব্যাগ'], 8_000, 25_000),
    l('football', ['Adidas football (size 5)', 'অ্যাডিডাস ফুটবল (সাইজ ৫)'], 1_500, 5_000),
    l('football', ['football boots', 'ফুটবল বুট'], 2_000, 8_000),
    l('badminton', ['Yonex badminton racket', 'ইয়োনেক্স ব্যাডমিন্টন র‍্যাকেট'], 2_500, 12_000),
    l('badminton', ['shuttlecock box (12 pcs)', 'শাটলকক বক্স (১২টি)'], 700, 1_800),
    l('table-tennis', ['table tennis board', 'টেবিল টেনিস বোর্ড'], 25_000, 60_000),
    l('carrom-chess', ['full size carrom board', 'ফুল সাইজ ক্যারাম বোর্ড'], 3_000, 9_000),
    l('carrom-chess', ['wooden chess set', 'কাঠের দাবা সেট'], 800, 3_000),
  ]),
  'fitness-gym': gadgets([
    l('treadmills', ['motorised treadmill', 'মোটরাইজড ট্রেডমিল'], 35_000, 1_20_000),
    l('exercise-bikes', ['exercise bike', 'এক্সারসাইজ বাইক'], 15_000, 45_000),
    l('dumbbells-weights', ['20 kg dumbbell set', '২০ কেজি ডাম্বেল সেট'], 2_500, 7_000),
    l('dumbbells-weights', ['adjustable dumbbell', 'অ্যাডজাস্টেবল ডাম্বেল'], 5_000, 18_000),
    l('gym-machines', ['home gym machine', 'হোম জিম মেশিন'], 35_000, 1_00_000),
    l('gym-machines', ['bench press with rack', 'র‍্যাকসহ বেঞ্চ প্রেস'], 8_000, 25_000),
  ]),
  'childrens-items': goods([
    l('toys', ['remote control car', 'রিমোট কন্ট্রোল গাড়ি'], 1_200, 5_000),
    l('toys', ['LEGO set', 'লেগো সেট'], 2_000, 12_000),
    l('strollers-prams', ['baby stroller', 'বেবি স্ট্রলার'], 4_000, 15_000),
    l('cots-cribs', ['wooden baby cot', 'কাঠের বেবি কট'], 6_000, 18_000),
    l('baby-walkers', ['baby walker', 'বেবি ওয়াকার'], 1_800, 4_500),
  ]),
  'music-books-movies': goods([
    l(undefined, ['Humayun Ahmed novel collection (10 books)', 'হুমায়ূন আহমেদের উপন্যাস সমগ্র (১০টি বই)'], 1_500, 4_000),
    l(undefined, ['Feluda complete set', 'ফেলুদা সমগ্র সেট'], 1_200, 3_000),
    l(undefined, ['Harry Potter box set', 'হ্যারি পটার বক্স সেট'], 3_000, 9_000),
    l(undefined, ['vinyl record collection', 'ভিনাইল রেকর্ড কালেকশন'], 3_000, 15_000),
  ]),
  'art-collectibles': goods([
    l(undefined, ['original oil painting on canvas', 'ক্যানভাসে অরিজিনাল তেলরঙের ছবি'], 5_000, 60_000),
    l(undefined, ['old coins collection', 'পুরোনো মুদ্রার সংগ্রহ'], 2_000, 25_000),
    l(undefined, ['stamp collection album', 'ডাকটিকিট সংগ্রহের অ্যালবাম'], 1_500, 12_000),
    l(undefined, ['terracotta showpiece', 'টেরাকোটার শোপিস'], 800, 4_000),
  ]),
  'travel-events-tickets': goods([
    l(undefined, ['Cox’s Bazar tour package (3 days)', 'কক্সবাজার ট্যুর প্যাকেজ (৩ দিন)'], 6_000, 18_000),
    l(undefined, ['Saint Martin ship ticket', 'সেন্টমার্টিন জাহাজের টিকিট'], 4_000, 9_000),
    l(undefined, ['BPL match ticket', 'বিপিএল ম্যাচের টিকিট'], 500, 3_000),
    l(undefined, ['Dhaka–Cox’s Bazar AC bus ticket', 'ঢাকা–কক্সবাজার এসি বাসের টিকিট'], 1_800, 3_000),
  ]),
  'other-hobby-sport-kids-items': goods([
    l(undefined, ['telescope', 'টেলিস্কোপ'], 6_000, 30_000),
    l(undefined, ['fishing rod with reel', 'রিলসহ মাছ ধরার ছিপ'], 1_500, 8_000),
    l(undefined, ['camping tent (4 person)', 'ক্যাম্পিং তাঁবু (৪ জনের)'], 3_500, 12_000),
  ]),
};

// ---------------------------------------------------------------------------------------------
// Business & industry

const BUSINESS_INDUSTRY: Record<string, LeafTemplate> = {
  'office-supplies-stationery': goods([
    l(undefined, ['A4 paper (1 ream)', 'এ৪ কাগজ (১ রিম)'], 450, 650, { onlyNew: true }),
    l(undefined, ['steel file cabinet', 'স্টিলের ফাইল কেবিনেট'], 8_000, 20_000),
    l(undefined, ['whiteboard (4x3 ft)', 'হোয়াইটবোর্ড (৪x৩ ফুট)'], 1_500, 4_000),
    l(undefined, ['paper shredder', 'পেপার শ্রেডার'], 5_000, 15_000),
  ]),
  'industry-machinery-tools': goods(
    [
      l('sewing-machines', ['Juki industrial sewing machine', 'জুকি ইন্ডাস্ট্রিয়াল সেলাই মেশিন'], 25_000, 70_000),
      l('sewing-machines', ['Butterfly sewing machine', 'বাটারফ্লাই সেলাই মেশিন'], 8_000, 18_000),
      l('printing-machines', ['offset printing machine', 'অফসেট প্রিন্টিং মেশিন'], 3_00_000, 15_00_000),
      l('printing-machines', ['screen printing machine', 'স্ক্রিন প্রিন্টিং মেশিন'], 40_000, 2_00_000),
      l('food-processing', ['rice mill machine', 'রাইস মিল মেশিন'], 80_000, 4_00_000),
      l('food-processing', ['chanachur making machine', 'চানাচুর তৈরির মেশিন'], 60_000, 2_50_000),
      l('packaging-machines', ['band sealing machine', 'ব্যান্ড সিলিং মেশিন'], 4_000, 25_000),
      l('packaging-machines', ['automatic packaging machine', 'অটোমেটিক প্যাকেজিং মেশিন'], 1_50_000, 6_00_000),
      l('welding-cutting', ['arc welding machine', 'আর্ক ওয়েল্ডিং মেশিন'], 8_000, 35_000),
      l('welding-cutting', ['plasma cutter', 'প্লাজমা কাটার'], 30_000, 1_20_000),
      l('power-tools', ['Bosch drill machine', 'বশ ড্রিল মেশিন'], 3_000, 12_000),
      l('power-tools', ['angle grinder', 'অ্যাঙ্গেল গ্রাইন্ডার'], 2_500, 8_000),
      l('industrial-generators', ['20 kVA diesel generator', '২০ কেভিএ ডিজেল জেনারেটর'], 4_00_000, 9_00_000),
      l('industrial-generators', ['100 kVA generator', '১০০ কেভিএ জেনারেটর'], 12_00_000, 25_00_000),
    ],
    {
      condition: { new: 45, used: 45, reconditioned: 10 },
      usedFacts: [
        ['Running condition, can be tested before buying.', 'চালু অবস্থায় আছে, কেনার আগে চালিয়ে দেখতে পারবেন।'],
      ],
    },
  ),
  'medical-equipment-supplies': gadgets([
    l(undefined, ['5 L oxygen concentrator', '৫ লিটার অক্সিজেন কনসেনট্রেটর'], 45_000, 95_000),
    l(undefined, ['manual hospital bed', 'ম্যানুয়াল হাসপাতাল বেড'], 25_000, 70_000),
    l(undefined, ['digital BP machine', 'ডিজিটাল প্রেশার মাপার মেশিন'], 3_000, 6_000),
    l(undefined, ['folding wheelchair', 'ফোল্ডিং হুইলচেয়ার'], 6_000, 20_000),
    l(undefined, ['nebulizer machine', 'নেবুলাইজার মেশিন'], 2_500, 5_000),
  ]),
  'raw-materials-industrial-supplies': goods([
    l('building-materials', ['cement (50 kg bag)', 'সিমেন্ট (৫০ কেজি বস্তা)'], 480, 560),
    l('building-materials', ['MS rod (per ton)', 'এমএস রড (প্রতি টন)'], 85_000, 1_00_000),
    l('building-materials', ['first class bricks (1000 pcs)', '১ নম্বর ইট (১০০০ পিস)'], 10_000, 14_000),
    l('fabrics-yarn', ['stock lot fabric roll', 'স্টক লট কাপড়ের রোল'], 15_000, 80_000),
    l('fabrics-yarn', ['cotton yarn (per kg)', 'সুতি সুতা (প্রতি কেজি)'], 300, 550),
    l('chemicals', ['textile dyes', 'টেক্সটাইল ডাই'], 2_000, 15_000),
    l('chemicals', ['caustic soda (25 kg)', 'কস্টিক সোডা (২৫ কেজি)'], 2_500, 5_000),
    l('metals-plastics', ['PVC pipe (20 ft)', 'পিভিসি পাইপ (২০ ফুট)'], 400, 1_500),
    l('metals-plastics', ['plastic granules (per kg)', 'প্লাস্টিক দানা (প্রতি কেজি)'], 120, 250),
  ]),
  'licences-titles-tenders': goods([
    l(undefined, ['ready trade licence with TIN', 'টিআইএনসহ রেডি ট্রেড লাইসেন্স'], 5_000, 20_000),
    l(undefined, ['registered private limited company', 'রেজিস্টার্ড প্রাইভেট লিমিটেড কোম্পানি'], 50_000, 3_00_000),
    l(undefined, ['import registration certificate (IRC)', 'ইমপোর্ট রেজিস্ট্রেশন সার্টিফিকেট (আইআরসি)'], 25_000, 80_000),
  ]),
  'safety-security': gadgets([
    l('cctv-systems', ['4 camera CCTV package', '৪ ক্যামেরার সিসিটিভি প্যাকেজ'], 12_000, 30_000),
    l('cctv-systems', ['8 camera IP CCTV setup', '৮ ক্যামেরার আইপি সিসিটিভি সেটআপ'], 30_000, 70_000),
    l('fire-safety', ['5 kg ABC fire extinguisher', '৫ কেজি এবিসি ফায়ার এক্সটিংগুইশার'], 2_500, 5_000),
    l('locks-safes', ['digital door lock', 'ডিজিটাল ডোর লক'], 6_000, 25_000),
    l('locks-safes', ['iron safe (locker)', 'লোহার সিন্দুক (লকার)'], 12_000, 50_000),
    l('access-control', ['fingerprint attendance machine', 'ফিঙ্গারপ্রিন্ট হাজিরা মেশিন'], 5_000, 15_000),
  ]),
  'other-business-industry-items': goods([
    l(undefined, ['shop display rack', 'দোকানের ডিসপ্লে র‍্যাক'], 3_000, 12_000),
    l(undefined, ['cash counting machine', 'টাকা গণনার মেশিন'], 8_000, 25_000),
    l(undefined, ['POS system with barcode printer', 'বারকোড প্রিন্টারসহ পিওএস সিস্টেম'], 15_000, 40_000),
  ]),
};

// ---------------------------------------------------------------------------------------------
// Services (price: the usual charge)

const SERVICES: Record<string, LeafTemplate> = {
  'trade-services': services([
    l('plumbing', ['plumbing service', 'প্লাম্বিং সার্ভিস'], 300, 1_500),
    l('electrical', ['house wiring & electrician service', 'হাউস ওয়্যারিং ও ইলেকট্রিশিয়ান সার্ভিস'], 500, 3_000),
    l('carpentry', ['furniture making & repair', 'ফার্নিচার তৈরি ও মেরামত'], 1_000, 5_000),
    l('painting', ['flat painting service', 'ফ্ল্যাট রং করার সার্ভিস'], 8_000, 40_000),
    l('ac-appliance-repair', ['AC servicing & repair', 'এসি সার্ভিসিং ও মেরামত'], 800, 2_500, { weight: 20 }),
    l('pest-control', ['pest control (cockroach, termite)', 'পেস্ট কন্ট্রোল (তেলাপোকা, উইপোকা)'], 1_500, 6_000),
    l('house-shifting', ['house shifting with pickup', 'পিকআপসহ বাসা বদল সার্ভিস'], 3_000, 15_000),
  ]),
  'domestic-daycare-services': services([
    l('domestic-help', ['full-time house maid', 'ফুল-টাইম গৃহকর্মী'], 8_000, 15_000),
    l('cooks', ['part-time home cook', 'পার্ট-টাইম বাবুর্চি'], 4_000, 10_000),
    l('babysitting-daycare', ['day-care for kids', 'শিশুদের ডে-কেয়ার'], 5_000, 15_000),
    l('elderly-care', ['elderly care attendant', 'বয়স্কদের সেবাকর্মী'], 12_000, 25_000),
    l('cleaning', ['deep cleaning for flats', 'ফ্ল্যাট ডিপ ক্লিনিং'], 2_500, 8_000),
    l('cleaning', ['sofa & carpet cleaning', 'সোফা ও কার্পেট ক্লিনিং'], 1_500, 5_000),
  ]),
  'health-lifestyle': services([
    l(undefined, ['physiotherapy at home', 'বাসায় ফিজিওথেরাপি'], 1_000, 3_000),
    l(undefined, ['yoga classes', 'যোগব্যায়াম ক্লাস'], 2_000, 6_000),
    l(undefined, ['nursing care at home', 'বাসায় নার্সিং সেবা'], 1_500, 3_500),
    l(undefined, ['diet consultation', 'ডায়েট কনসালটেশন'], 800, 3_000),
  ]),
  'events-hospitality': services([
    l('catering', ['wedding catering (per plate)', 'বিয়ের ক্যাটারিং (প্রতি প্লেট)'], 350, 1_200),
    l('decoration', ['holud stage decoration', 'হলুদের স্টেজ ডেকোরেশন'], 15_000, 80_000),
    l('decoration', ['birthday party decoration', 'জন্মদিনের ডেকোরেশন'], 3_000, 15_000),
    l(
      'photography-videography',
      ['wedding photography & cinematography', 'বিয়ের ফটোগ্রাফি ও সিনেমাটোগ্রাফি'],
      15_000,
      80_000,
    ),
    l('venues', ['community centre booking', 'কমিউনিটি সেন্টার বুকিং'], 40_000, 2_50_000),
    l('venues', ['rooftop venue for parties', 'পার্টির জন্য রুফটপ ভেন্যু'], 10_000, 40_000),
  ]),
  'travel-visa': services([
    l('visa-processing', ['Dubai tourist visa processing', 'দুবাই টুরিস্ট ভিসা প্রসেসিং'], 8_000, 15_000),
    l('visa-processing', ['Thailand visa processing', 'থাইল্যান্ড ভিসা প্রসেসিং'], 4_000, 8_000),
    l('air-tickets', ['Dhaka–Dubai air ticket', 'ঢাকা–দুবাই এয়ার টিকিট'], 35_000, 75_000),
    l('air-tickets', ['Dhaka–Kolkata air ticket', 'ঢাকা–কলকাতা এয়ার টিকিট'], 8_000, 15_000),
    l('tour-packages', ['Nepal tour package (5 days)', 'নেপাল ট্যুর প্যাকেজ (৫ দিন)'], 35_000, 70_000),
    l('tour-packages', ['Sylhet tour package', 'সিলেট ট্যুর প্যাকেজ'], 6_000, 15_000),
    l('hajj-umrah', ['Umrah package (15 days)', 'ওমরাহ প্যাকেজ (১৫ দিন)'], 1_30_000, 2_20_000),
  ]),
  'it-services': services([
    l('web-development', ['business website development', 'বিজনেস ওয়েবসাইট তৈরি'], 12_000, 80_000),
    l('web-development', ['e-commerce website', 'ই-কমার্স ওয়েবসাইট'], 30_000, 1_50_000),
    l('software-development', ['inventory & POS software', 'ইনভেন্টরি ও পিওএস সফটওয়্যার'], 15_000, 80_000),
    l('software-development', ['mobile app development', 'মোবাইল অ্যাপ তৈরি'], 50_000, 3_00_000),
    l('digital-marketing', ['Facebook page marketing', 'ফেসবুক পেজ মার্কেটিং'], 3_000, 20_000),
    l('digital-marketing', ['SEO service', 'এসইও সার্ভিস'], 5_000, 30_000),
    l('graphic-design', ['logo & brand design', 'লোগো ও ব্র্যান্ড ডিজাইন'], 2_000, 12_000),
    l('computer-repair', ['laptop & desktop repair', 'ল্যাপটপ ও ডেস্কটপ মেরামত'], 500, 2_500),
    l('computer-repair', ['Windows installation', 'উইন্ডোজ সেটআপ'], 300, 800),
  ]),
  'business-services': services([
    l(undefined, ['income tax return filing', 'আয়কর রিটার্ন দাখিল'], 2_000, 15_000),
    l(undefined, ['accounting & audit', 'অ্যাকাউন্টিং ও অডিট'], 10_000, 60_000),
    l(undefined, ['trade licence & TIN service', 'ট্রেড লাইসেন্স ও টিআইএন সার্ভিস'], 3_000, 10_000),
    l(undefined, ['visiting card printing (1000 pcs)', 'ভিজিটিং কার্ড প্রিন্ট (১০০০ পিস)'], 600, 2_000),
  ]),
  'other-services': services([
    l(undefined, ['tailoring (blouse & three-piece)', 'দর্জির কাজ (ব্লাউজ ও থ্রি-পিস)'], 300, 1_500),
    l(undefined, ['laundry & dry cleaning pickup', 'লন্ড্রি ও ড্রাই ক্লিনিং পিকআপ'], 200, 1_500),
    l(undefined, ['driver on call (per day)', 'অন-কল ড্রাইভার (প্রতিদিন)'], 800, 2_000),
  ]),
};

// ---------------------------------------------------------------------------------------------
// Education (tuition and courses: the monthly or course fee)

const TUTOR_FACTS = [
  [
    'I am a student of Dhaka University with 4 years of tutoring experience.',
    'আমি ঢাকা বিশ্ববিদ্যালয়ের শিক্ষার্থী, ৪ বছরের টিউশনের অভিজ্ঞতা আছে।',
  ],
  [
    'BUET graduate, can teach in Bangla and English version.',
    'বুয়েট থেকে পাস করা, বাংলা ও ইংলিশ ভার্সন দুটোই পড়াতে পারি।',
  ],
  ['Classes 3 days a week at your home.', 'সপ্তাহে ৩ দিন আপনার বাসায় গিয়ে পড়ানো হবে।'],
  ['Regular exams and progress reports to guardians.', 'নিয়মিত পরীক্ষা ও অভিভাবকদের অগ্রগতির রিপোর্ট।'],
] as const;

const EDUCATION: Record<string, LeafTemplate> = {
  tuition: services(
    [
      l('primary', ['home tutor for class 1–5', 'ক্লাস ১–৫ এর জন্য হোম টিউটর'], 3_000, 8_000),
      l('ssc', ['SSC science tutor (maths, physics)', 'এসএসসি বিজ্ঞান টিউটর (গণিত, পদার্থ)'], 5_000, 12_000),
      l('hsc', ['HSC physics & chemistry tutor', 'এইচএসসি পদার্থ ও রসায়ন টিউটর'], 6_000, 15_000),
      l('o-a-level', ['O/A level maths tutor', 'ও/এ লেভেল গণিত টিউটর'], 10_000, 30_000),
      l('admission', ['university admission coaching', 'বিশ্ববিদ্যালয় ভর্তি কোচিং'], 8_000, 25_000),
      l('quran', ['Quran teaching at home', 'বাসায় কুরআন শিক্ষা'], 2_000, 5_000),
    ],
    { facts: TUTOR_FACTS },
  ),
  textbooks: goods(
    [
      l(undefined, ['HSC textbooks full set', 'এইচএসসি পাঠ্যবই পুরো সেট'], 800, 2_500),
      l(undefined, ['class 9–10 NCTB books', 'নবম–দশম শ্রেণির এনসিটিবি বই'], 400, 1_200),
      l(undefined, ['Cambridge IELTS 1–18 book set', 'কেমব্রিজ আইইএলটিএস ১–১৮ বই সেট'], 1_500, 4_000),
      l(undefined, ['MBBS first year books', 'এমবিবিএস প্রথম বর্ষের বই'], 3_000, 10_000),
      l(undefined, ['BCS preparation books', 'বিসিএস প্রস্তুতির বই'], 1_500, 4_000),
    ],
    { condition: { new: 35, used: 65 } },
  ),
  courses: services([
    l('language', ['IELTS preparation course', 'আইইএলটিএস প্রস্তুতি কোর্স'], 8_000, 20_000),
    l('language', ['spoken English course', 'স্পোকেন ইংলিশ কোর্স'], 3_000, 8_000),
    l('language', ['Japanese language course (JLPT N5)', 'জাপানি ভাষা কোর্স (জেএলপিটি এন৫)'], 8_000, 18_000),
    l('computer-it', ['graphic design course (3 months)', 'গ্রাফিক ডিজাইন কোর্স (৩ মাস)'], 6_000, 15_000),
    l('computer-it', ['web development bootcamp', 'ওয়েব ডেভেলপমেন্ট বুটক্যাম্প'], 10_000, 35_000),
    l('professional', ['ACCA coaching', 'এসিসিএ কোচিং'], 15_000, 60_000),
    l('professional', ['digital marketing course', 'ডিজিটাল মার্কেটিং কোর্স'], 5_000, 15_000),
    l('arts-music', ['guitar lessons', 'গিটার শেখার ক্লাস'], 2_500, 6_000),
    l('arts-music', ['drawing class for kids', 'বাচ্চাদের আঁকার ক্লাস'], 2_000, 5_000),
  ]),
  'study-abroad': services([
    l(undefined, ['Canada admission & visa processing', 'কানাডায় ভর্তি ও ভিসা প্রসেসিং'], 30_000, 1_50_000),
    l(undefined, ['study in Malaysia consultancy', 'মালয়েশিয়ায় পড়াশোনার কনসালটেন্সি'], 20_000, 80_000),
    l(undefined, ['UK student visa processing', 'যুক্তরাজ্যের স্টুডেন্ট ভিসা প্রসেসিং'], 40_000, 1_50_000),
  ]),
  'other-education': services([
    l(undefined, ['Arabic language course', 'আরবি ভাষা কোর্স'], 2_000, 6_000),
    l(undefined, ['abacus class for kids', 'বাচ্চাদের অ্যাবাকাস ক্লাস'], 2_000, 5_000),
    l(undefined, ['handwriting improvement course', 'হাতের লেখা সুন্দর করার কোর্স'], 1_500, 4_000),
  ]),
};

// ---------------------------------------------------------------------------------------------
// Essentials (price per pack or per kg, as written in the name)

const ESSENTIALS: Record<string, LeafTemplate> = {
  grocery: food([
    l(undefined, ['miniket rice (25 kg bag)', 'মিনিকেট চাল (২৫ কেজি বস্তা)'], 1_600, 2_200),
    l(undefined, ['mustard oil (5 L)', 'সরিষার তেল (৫ লিটার)'], 1_100, 1_600),
    l(undefined, ['Sundarbans honey (1 kg)', 'সুন্দরবনের মধু (১ কেজি)'], 700, 1_500),
    l(undefined, ['cow ghee (1 kg)', 'গাওয়া ঘি (১ কেজি)'], 1_400, 2_000),
    l(undefined, ['Ajwa dates (1 kg)', 'আজওয়া খেজুর (১ কেজি)'], 1_200, 2_500),
  ]),
  'fruits-vegetables': food([
    l(undefined, ['Rajshahi Himsagar mango (per kg)', 'রাজশাহীর হিমসাগর আম (প্রতি কেজি)'], 100, 180),
    l(undefined, ['Langra mango (20 kg box)', 'ল্যাংড়া আম (২০ কেজি ক্যারেট)'], 1_800, 3_200),
    l(undefined, ['organic vegetable box (5 kg)', 'অর্গানিক সবজির বক্স (৫ কেজি)'], 600, 1_200),
    l(undefined, ['Dinajpur lychee (100 pcs)', 'দিনাজপুরের লিচু (১০০টি)'], 350, 700),
  ]),
  'meat-seafood': food([
    l(undefined, ['Padma hilsa, 1 kg size (per kg)', 'পদ্মার ইলিশ, ১ কেজি সাইজ (প্রতি কেজি)'], 1_400, 2_400),
    l(undefined, ['beef (per kg)', 'গরুর মাংস (প্রতি কেজি)'], 700, 850),
    l(undefined, ['mutton (per kg)', 'খাসির মাংস (প্রতি কেজি)'], 1_000, 1_300),
    l(undefined, ['golda prawn (per kg)', 'গলদা চিংড়ি (প্রতি কেজি)'], 900, 1_500),
    l(undefined, ['dried fish (shutki, 1 kg)', 'শুঁটকি মাছ (১ কেজি)'], 800, 2_000),
  ]),
  healthcare: goods([
    l('medical-devices', ['digital thermometer', 'ডিজিটাল থার্মোমিটার'], 250, 800),
    l('medical-devices', ['pulse oximeter', 'পালস অক্সিমিটার'], 900, 2_500),
    l('masks-sanitisers', ['KN95 masks (box of 20)', 'কেএন৯৫ মাস্ক (২০টির বক্স)'], 300, 800),
    l('masks-sanitisers', ['hand sanitiser (500 ml)', 'হ্যান্ড স্যানিটাইজার (৫০০ মিলি)'], 150, 400),
    l('supplements', ['vitamin D3 supplement', 'ভিটামিন ডি৩ সাপ্লিমেন্ট'], 500, 1_500),
    l('supplements', ['whey protein (2 lbs)', 'হোয়ে প্রোটিন (২ পাউন্ড)'], 3_500, 7_000),
  ]),
  'household-cleaning': goods([
    l(undefined, ['floor cleaner (5 L)', 'ফ্লোর ক্লিনার (৫ লিটার)'], 600, 1_200),
    l(undefined, ['detergent powder (2 kg)', 'ডিটারজেন্ট পাউডার (২ কেজি)'], 350, 550),
    l(undefined, ['toilet cleaner (pack of 3)', 'টয়লেট ক্লিনার (৩টির প্যাক)'], 350, 600),
  ]),
  'baby-products': goods([
    l('diapers', ['baby diapers (M, 50 pcs)', 'বেবি ডায়াপার (M, ৫০ পিস)'], 1_200, 1_900),
    l('baby-food', ['Cerelac (400 g)', 'সেরেলাক (৪০০ গ্রাম)'], 450, 700),
    l('baby-food', ['formula milk (400 g)', 'ফর্মুলা দুধ (৪০০ গ্রাম)'], 1_200, 2_000),
    l('feeding', ['feeding bottle set', 'ফিডিং বোতল সেট'], 500, 1_500),
    l('baby-care', ['baby lotion & shampoo set', 'বেবি লোশন ও শ্যাম্পু সেট'], 600, 1_800),
  ]),
  'other-essentials': goods([
    l(undefined, ['LPG cylinder refill (12 kg)', 'এলপিজি সিলিন্ডার রিফিল (১২ কেজি)'], 1_300, 1_600),
    l(undefined, ['20 L drinking water jar', '২০ লিটার খাবার পানির জার'], 60, 120),
    l(undefined, ['mosquito repellent (pack)', 'মশা তাড়ানোর কয়েল (প্যাক)'], 100, 300),
  ]),
};

// ---------------------------------------------------------------------------------------------
// Agriculture

const AGRICULTURE: Record<string, LeafTemplate> = {
  'crops-seeds-plants': goods([
    l('seeds', ['hybrid vegetable seeds', 'হাইব্রিড সবজির বীজ'], 100, 800),
    l('seeds', ['BRRI dhan 29 seed (10 kg)', 'ব্রি ধান ২৯ বীজ (১০ কেজি)'], 500, 900),
    l('saplings', ['Amrapali mango saplings', 'আম্রপালি আমের চারা'], 150, 600),
    l('saplings', ['Malta saplings', 'মাল্টার চারা'], 150, 500),
    l('crops-grains', ['paddy (per maund)', 'ধান (প্রতি মণ)'], 1_100, 1_500),
    l('crops-grains', ['potato (50 kg sack)', 'আলু (৫০ কেজি বস্তা)'], 1_200, 2_200),
  ]),
  'farming-tools-machinery': goods(
    [
      l('tractors', ['45 HP tractor', '৪৫ হর্সপাওয়ার ট্রাক্টর'], 9_00_000, 16_00_000),
      l('power-tillers', ['12 HP power tiller', '১২ হর্সপাওয়ার পাওয়ার টিলার'], 1_20_000, 2_20_000),
      l('harvesters', ['mini combine harvester', 'মিনি কম্বাইন হারভেস্টার'], 12_00_000, 30_00_000),
      l('harvesters', ['rice reaper', 'রাইস রিপার'], 1_50_000, 3_00_000),
      l('water-pumps', ['1 HP water pump', '১ হর্সপাওয়ার পানির পাম্প'], 6_000, 15_000),
      l('water-pumps', ['shallow machine for irrigation', 'সেচের শ্যালো মেশিন'], 25_000, 60_000),
      l('sprayers', ['16 L battery sprayer', '১৬ লিটার ব্যাটারি স্প্রে মেশিন'], 2_500, 5_000),
      l('hand-tools', ['spade & sickle set', 'কোদাল ও কাস্তে সেট'], 400, 1_500),
    ],
    { condition: { new: 50, used: 50 } },
  ),
  'fertilizers-pesticides': goods([
    l(undefined, ['vermicompost (50 kg)', 'কেঁচো সার (৫০ কেজি)'], 600, 1_200),
    l(undefined, ['urea fertilizer (50 kg)', 'ইউরিয়া সার (৫০ কেজি)'], 1_300, 1_600),
    l(undefined, ['TSP fertilizer (50 kg)', 'টিএসপি সার (৫০ কেজি)'], 1_300, 1_800),
    l(undefined, ['insecticide (1 L)', 'কীটনাশক (১ লিটার)'], 500, 1_500),
  ]),
  'other-agriculture': goods([
    l(undefined, ['rui & katla fish fry (per 1000)', 'রুই ও কাতলা মাছের পোনা (প্রতি ১০০০)'], 1_500, 4_000),
    l(undefined, ['day-old chicks (per 100)', 'এক দিনের বাচ্চা মুরগি (প্রতি ১০০)'], 3_000, 7_000),
    l(undefined, ['beehive box', 'মৌমাছির বাক্স'], 2_500, 6_000),
  ]),
};

// ---------------------------------------------------------------------------------------------
// Everything else

const OTHER: Record<string, LeafTemplate> = {
  other: goods([
    l(undefined, ['antique gramophone', 'অ্যান্টিক গ্রামোফোন'], 8_000, 35_000),
    l(undefined, ['Singer sewing machine', 'সিঙ্গার সেলাই মেশিন'], 6_000, 15_000),
    l(undefined, ['IPS with battery', 'ব্যাটারিসহ আইপিএস'], 15_000, 35_000),
    l(undefined, ['old radio (working)', 'পুরোনো রেডিও (চালু)'], 1_500, 6_000),
  ]),
};

/** Templates of the everyday categories, by leaf slug, grouped by top-level category above. */
export const GOODS_TEMPLATES: Readonly<Record<string, LeafTemplate>> = {
  ...MOBILES,
  ...ELECTRONICS,
  ...HOME_LIVING,
  ...PETS_ANIMALS,
  ...FASHION_BEAUTY,
  ...HOBBIES_SPORTS_KIDS,
  ...BUSINESS_INDUSTRY,
  ...SERVICES,
  ...EDUCATION,
  ...ESSENTIALS,
  ...AGRICULTURE,
  ...OTHER,
};
