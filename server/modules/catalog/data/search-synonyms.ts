// Words people search with for a category, besides its names, by category slug, in bn and en. Banglish
// needs no entry: "gari" reaches গাড়ি by sound (core/search/phonetic.ts). A word listed here makes the search find
// every ad of the category, so only words that mean the category itself belong here ("gari" is a car; "chaka", a
// wheel, is not), and a query naming a category ranks its ads first (core/search/intent.ts).
export const CATEGORY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  'mobile-phones': ['mobile', 'mobile phone', 'phone', 'smartphone', 'cell phone', 'মোবাইল', 'ফোন', 'স্মার্টফোন'],
  'mobile-phone-accessories': ['charger', 'power bank', 'earphone', 'চার্জার', 'পাওয়ার ব্যাংক', 'ইয়ারফোন'],
  'sim-cards': ['sim', 'সিম'],
  wearables: ['smartwatch', 'smart watch', 'স্মার্টওয়াচ'],
  laptops: ['laptop', 'notebook', 'macbook', 'ল্যাপটপ'],
  'desktop-computers': ['computer', 'desktop', 'pc', 'কম্পিউটার', 'ডেস্কটপ'],
  tvs: ['tv', 'television', 'টিভি', 'টেলিভিশন'],
  'cameras-camcorders-accessories': ['camera', 'dslr', 'ক্যামেরা'],
  'audio-sound-systems': ['speaker', 'sound box', 'headphone', 'স্পিকার', 'সাউন্ড বক্স', 'হেডফোন'],
  'computer-accessories': ['monitor', 'keyboard', 'mouse', 'মনিটর', 'কিবোর্ড', 'মাউস'],
  'tablets-accessories': ['tablet', 'ipad', 'tab', 'ট্যাবলেট', 'ট্যাব'],
  'video-game-consoles-accessories': ['playstation', 'xbox', 'game console', 'গেম'],
  'electronics-acs-home': ['ac', 'air conditioner', 'air cooler', 'এসি', 'এয়ার কুলার'],
  // Fridges are an item type of ACs & Home Electronics, not the category: "frij" finds them by its words.
  'home-appliances': ['blender', 'rice cooker', 'iron', 'fan', 'ব্লেন্ডার', 'রাইস কুকার', 'ইস্ত্রি', 'ফ্যান', 'পাখা'],
  'printers-scanners': ['printer', 'scanner', 'photocopier', 'প্রিন্টার', 'স্ক্যানার'],
  cars: ['car', 'private car', 'গাড়ি', 'কার', 'প্রাইভেট কার'],
  'motorbikes-scooters': ['motorcycle', 'motor cycle', 'motorbike', 'bike', 'scooter', 'মোটরসাইকেল', 'মোটর সাইকেল', 'বাইক'],
  'three-wheelers': ['cng', 'auto rickshaw', 'easy bike', 'rickshaw', 'সিএনজি', 'অটোরিকশা', 'ইজিবাইক', 'রিকশা'],
  buses: ['bus', 'বাস'],
  vans: ['microbus', 'van', 'মাইক্রোবাস', 'মাইক্রো'],
  trucks: ['truck', 'pickup', 'covered van', 'ট্রাক', 'পিকআপ'],
  'auto-parts-accessories': ['tyre', 'tire', 'car parts', 'bike parts', 'টায়ার'],
  bicycles: ['bicycle', 'cycle', 'সাইকেল', 'বাইসাইকেল'],
  'heavy-duty': ['excavator', 'crane', 'tractor', 'এক্সকেভেটর', 'ট্রাক্টর'],
  'water-transport': ['boat', 'launch', 'trawler', 'নৌকা', 'ট্রলার', 'লঞ্চ'],
  'vehicle-rentals': ['rent a car', 'car rent', 'গাড়ি ভাড়া'],
  'apartments-for-sale': ['flat', 'apartment', 'ফ্ল্যাট', 'অ্যাপার্টমেন্ট'],
  'apartment-rentals': ['flat rent', 'to-let', 'to let', 'tolet', 'বাসা ভাড়া', 'ফ্ল্যাট ভাড়া', 'টু-লেট'],
  'houses-for-sale': ['house', 'building', 'বাড়ি', 'বিল্ডিং'],
  'house-rentals': ['house rent', 'বাসা ভাড়া', 'বাড়ি ভাড়া'],
  'land-for-sale': ['land', 'plot', 'জমি', 'প্লট', 'জায়গা'],
  'commercial-property-rentals': ['shop rent', 'office rent', 'দোকান ভাড়া', 'অফিস ভাড়া'],
  'room-rentals': ['room', 'sublet', 'mess', 'seat', 'রুম', 'সাবলেট', 'মেস', 'সিট'],
  'commercial-properties-for-sale': ['shop', 'দোকান'],
  furniture: ['sofa', 'bed', 'khat', 'almirah', 'wardrobe', 'dining table', 'সোফা', 'খাট', 'আলমারি', 'ওয়ারড্রোব'],
  'kitchen-dining': ['gas stove', 'stove', 'চুলা', 'হাঁড়ি', 'পাতিল'],
  garden: ['garden', 'বাগান'],
  pets: ['cat', 'dog', 'bird', 'বিড়াল', 'কুকুর', 'পাখি'],
  'farm-animals': ['cow', 'goat', 'chicken', 'hen', 'duck', 'গরু', 'ছাগল', 'খাসি', 'মুরগি', 'হাঁস', 'কবুতর'],
  'traditional-wear': ['saree', 'sari', 'panjabi', 'three piece', 'lungi', 'শাড়ি', 'পাঞ্জাবি', 'থ্রি পিস', 'লুঙ্গি'],
  'mens-clothing': ['shirt', 't-shirt', 'pant', 'jeans', 'শার্ট', 'প্যান্ট'],
  'shoes-footwear': ['shoes', 'shoe', 'sandal', 'sneakers', 'জুতা', 'স্যান্ডেল'],
  bags: ['bag', 'handbag', 'backpack', 'ব্যাগ'],
  watches: ['watch', 'ঘড়ি'],
  jewellery: ['jewelry', 'gold', 'ornament', 'গহনা', 'সোনা', 'গয়না'],
  'beauty-personal-care': ['cosmetics', 'perfume', 'makeup', 'কসমেটিকস', 'পারফিউম'],
  eyewear: ['sunglass', 'glasses', 'চশমা'],
  'musical-instruments': ['guitar', 'harmonium', 'tabla', 'piano', 'গিটার', 'হারমোনিয়াম', 'তবলা'],
  'fitness-gym': ['treadmill', 'gym', 'dumbbell', 'ট্রেডমিল', 'জিম'],
  tuition: ['tutor', 'tuition', 'private tutor', 'টিউটর', 'টিউশন', 'টিউশনি', 'গৃহশিক্ষক'],
  textbooks: ['book', 'books', 'বই'],
  courses: ['course', 'training', 'কোর্স', 'প্রশিক্ষণ'],
  grocery: ['rice', 'oil', 'চাল', 'তেল', 'মুদি'],
  'fruits-vegetables': ['fruit', 'vegetable', 'mango', 'ফল', 'সবজি', 'আম'],
  'meat-seafood': ['fish', 'meat', 'মাছ', 'মাংস'],
  'crops-seeds-plants': ['seed', 'plant', 'বীজ', 'চারা', 'গাছ'],
  'fertilizers-pesticides': ['fertilizer', 'সার'],
  jobs: ['job', 'jobs', 'চাকরি', 'চাকুরি', 'নিয়োগ'],
  driver: ['driver', 'ড্রাইভার', 'চালক'],
  teaching: ['teacher', 'শিক্ষক'],
  'security-guard': ['security guard', 'guard', 'দারোয়ান', 'সিকিউরিটি গার্ড'],
  'delivery-rider': ['delivery man', 'rider', 'ডেলিভারি ম্যান'],
  'cleaning-housekeeping': ['maid', 'cleaner', 'বুয়া', 'কাজের লোক'],
  'overseas-jobs': ['visa', 'ভিসা', 'বিদেশ'],
};

/**
 * Categories of what goes with a product or mends it (accessories, parts, repairs, services), by slug, a group
 * standing for every category in it: under `relevance` their ads rank after the products a query asks for ("iphone":
 * phones before screen repairs and covers) unless the query asks for them (server/modules/search/criteria.ts).
 */
export const ACCESSORY_CATEGORY_SLUGS: readonly string[] = [
  'mobile-phone-accessories',
  'mobile-phone-services',
  'computer-accessories',
  'tv-video-accessories',
  'auto-parts-accessories',
  'auto-services',
  'pet-animal-accessories',
  'services',
];

/** Words by which a query asks for accessories, parts or repairs, though it names a product ("iphone cover"). */
export const ACCESSORY_WORDS: readonly string[] = [
  ...['accessories', 'accessory', 'cover', 'case', 'glass', 'protector', 'screen', 'charger', 'cable', 'battery'],
  ...['parts', 'part', 'repair', 'repairing', 'servicing', 'service', 'replacement', 'fix'],
  ...['কভার', 'গ্লাস', 'চার্জার', 'ব্যাটারি', 'পার্টস', 'মেরামত', 'সার্ভিসিং', 'সার্ভিস', 'রিপেয়ার', 'স্ক্রিন'],
];
