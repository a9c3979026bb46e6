// The first text of the info pages and seller landings (bn and en), shown until an admin edits a page. The
// promotion page says what each promotion does without prices: prices come from the promotions catalogue.
import type { PageText } from '../../../core/content-pages.ts';

export const LANDING_PAGES = {
  promotions: {
    en: {
      title: 'Boost your ad',
      body: `A promotion shows your ad to more buyers for a few days. Choose one when you post, or later from [My ads](/en/my/published-ads).

- **Top ad**: your ad is pinned at the top of the results of its category and area, above the free ads, and rotates with other top ads.
- **Urgent**: a red "Urgent" label tells buyers you want to sell quickly.
- **Spotlight**: your ad appears in the highlighted strip above the results and on the home page.
- **Bump up**: your ad moves back to the top of the list as if it were posted today.

You see the price in taka and the number of days before you pay (bKash, Nagad or card). The promotion starts as soon as the payment is confirmed.`,
    },
    bn: {
      title: 'বিজ্ঞাপন বুস্ট করুন',
      body: `প্রমোশন কয়েক দিনের জন্য আপনার বিজ্ঞাপন আরও বেশি ক্রেতাকে দেখায়। পোস্ট করার সময়, অথবা পরে [আমার বিজ্ঞাপন](/bn/my/published-ads) থেকে বেছে নিন।

- **টপ অ্যাড**: বিজ্ঞাপনটি তার ক্যাটাগরি ও এলাকার ফলাফলের একদম উপরে, ফ্রি বিজ্ঞাপনগুলোর আগে থাকে, অন্য টপ অ্যাডের সাথে পালা করে।
- **আর্জেন্ট**: লাল "আর্জেন্ট" লেবেল ক্রেতাদের জানায় আপনি দ্রুত বিক্রি করতে চান।
- **স্পটলাইট**: ফলাফলের উপরের বিশেষ সারিতে ও হোম পেজে বিজ্ঞাপনটি দেখা যায়।
- **বাম্প আপ**: বিজ্ঞাপনটি আবার তালিকার উপরে চলে আসে, যেন আজই পোস্ট করা।

পরিশোধের আগে (বিকাশ, নগদ বা কার্ড) দাম টাকায় ও কত দিন তা দেখতে পাবেন। টাকা পরিশোধ নিশ্চিত হলেই প্রমোশন শুরু হয়।`,
    },
  },
  membershipOld: {
    en: {
      title: 'Membership for businesses',
      body: `A Haat membership is for shops and businesses that sell often.

- **Your own shop page** with your name, address and all your ads.
- **More ads** each month than a private seller, in your chosen category.
- **Member badge** on every ad, so buyers know they deal with a business.
- **Free promotions** every month to boost your best ads.
- **A dedicated account manager** who answers by phone.

See the current plans on the [membership page](/en/membership).`,
    },
    bn: {
      title: 'ব্যবসার জন্য মেম্বারশিপ',
      body: `হাট মেম্বারশিপ সেই দোকান ও ব্যবসার জন্য যারা নিয়মিত বিক্রি করে।

- **নিজের শপ পেজ**: আপনার নাম, ঠিকানা আর সব বিজ্ঞাপন এক জায়গায়।
- প্রতি মাসে সাধারণ বিক্রেতার চেয়ে **বেশি বিজ্ঞাপন**, আপনার বেছে নেওয়া ক্যাটাগরিতে।
- প্রতিটি বিজ্ঞাপনে **মেম্বার ব্যাজ**, যাতে ক্রেতারা বোঝেন আপনি ব্যবসায়ী।
- সেরা বিজ্ঞাপনগুলো বুস্ট করতে প্রতি মাসে **ফ্রি প্রমোশন**।
- ফোনে উত্তর দেন এমন **নিজস্ব অ্যাকাউন্ট ম্যানেজার**।

বর্তমান প্ল্যানগুলো দেখুন [মেম্বারশিপ পাতায়](/bn/membership)।`,
    },
  },
  doorstepDelivery: {
    en: {
      title: 'Doorstep delivery',
      body: `With doorstep delivery you buy from a shop or member in another district without travelling.

1. Look for the **Doorstep delivery** label on an ad, or browse [the delivery ads](/en/doorstep-delivery) and [essentials](/en/essentials).
2. Press **Buy now with home delivery**, choose your division, district and area, and see the delivery charge the courier asks for that place before you order. The courier calls your verified phone number before delivering.
3. Pay with **bKash** now, or in **cash on delivery**.
4. The seller confirms and books the courier, who brings the parcel to your door, usually in 1–3 days inside Dhaka and 3–5 days elsewhere. Every step shows in [My orders](/en/my/orders) and in your notifications, with a chat to the seller.

**Inspect before you pay**: open the parcel in front of the rider and check the item. If it is not as described, refuse it: with cash on delivery you pay nothing, and the rider takes it back to the seller.

**Paid with bKash?** The seller is paid only 24 hours after delivery. If something is wrong with the item, complain from the order within those 24 hours: Haat holds the money and decides, and refunds you when you are right.

**Delivery charges**: the ad says who pays the delivery charge, the buyer or the seller. When the buyer pays, the charge depends on the place and the weight of the parcel and is shown before you order.

**Cash on delivery limits**: to stop fake orders, a phone number new to delivery has one cash order under way at a time, three once a parcel was received, none after three parcels were refused in 90 days, and none over Tk 20,000; bKash always works.

Sellers: doorstep delivery is for members and their shops. It brings you buyers from all 64 districts; set the stock, the areas you deliver to and who pays the delivery when you post or edit an ad, and confirm each order from [My orders](/en/my/orders).`,
    },
    bn: {
      title: 'হোম ডেলিভারি',
      body: `হোম ডেলিভারিতে অন্য জেলার শপ বা মেম্বারের কাছ থেকে যাতায়াত ছাড়াই কিনতে পারেন।

১. বিজ্ঞাপনে **হোম ডেলিভারি** লেবেল খুঁজুন, অথবা [ডেলিভারির বিজ্ঞাপন](/bn/doorstep-delivery) ও [নিত্যপ্রয়োজনীয় পণ্য](/bn/essentials) দেখুন।
২. **হোম ডেলিভারিতে এখনই কিনুন** চাপুন, বিভাগ, জেলা ও এলাকা বেছে নিন, আর অর্ডারের আগেই সেই জায়গার জন্য কুরিয়ারের ডেলিভারি চার্জ দেখুন। ডেলিভারির আগে কুরিয়ার আপনার যাচাই করা ফোন নম্বরে ফোন করবে।
৩. এখনই **বিকাশে** টাকা দিন, অথবা **ক্যাশ অন ডেলিভারি** বেছে নিন।
৪. বিক্রেতা অর্ডার নিশ্চিত করে কুরিয়ার বুক করেন, কুরিয়ার আপনার দরজায় পার্সেল পৌঁছে দেয়, সাধারণত ঢাকার ভেতরে ১–৩ দিনে, অন্যত্র ৩–৫ দিনে। প্রতিটি ধাপ [আমার অর্ডার](/bn/my/orders) ও নোটিফিকেশনে দেখা যায়, বিক্রেতার সাথে চ্যাটসহ।

**টাকা দেওয়ার আগে দেখে নিন**: রাইডারের সামনে পার্সেল খুলে পণ্যটি দেখুন। বর্ণনার সাথে না মিললে নেবেন না: ক্যাশ অন ডেলিভারিতে কোনো টাকা দিতে হবে না, রাইডার পণ্যটি বিক্রেতার কাছে ফেরত নিয়ে যায়।

**বিকাশে টাকা দিয়েছেন?** ডেলিভারির ২৪ ঘণ্টা পরেই কেবল বিক্রেতা টাকা পান। পণ্যে সমস্যা থাকলে এই ২৪ ঘণ্টার মধ্যে অর্ডারের পাতা থেকে অভিযোগ করুন: হাট টাকা আটকে রেখে সিদ্ধান্ত নেয়, আর আপনার কথা ঠিক হলে টাকা ফেরত দেয়।

**ডেলিভারি চার্জ**: ডেলিভারি চার্জ ক্রেতা না বিক্রেতা দেবেন, তা বিজ্ঞাপনে লেখা থাকে। ক্রেতা দিলে চার্জ জায়গা ও পার্সেলের ওজনের ওপর নির্ভর করে এবং অর্ডারের আগেই দেখানো হয়।

**ক্যাশ অন ডেলিভারির সীমা**: ভুয়া অর্ডার ঠেকাতে ডেলিভারিতে নতুন একটি ফোন নম্বরে একবারে একটি ক্যাশ অর্ডার চলতে পারে, একটি পার্সেল নেওয়ার পর তিনটি; ৯০ দিনে তিনটি পার্সেল ফেরত দিলে, বা ৳ ২০,০০০-এর বেশি হলে আর নয়; বিকাশে সবসময় কেনা যায়।

বিক্রেতাদের জন্য: হোম ডেলিভারি মেম্বার ও তাঁদের শপের জন্য। এটি ৬৪ জেলার ক্রেতা এনে দেয়; বিজ্ঞাপন দেওয়ার বা এডিট করার সময় স্টক, কোথায় ডেলিভারি দেবেন ও ডেলিভারি চার্জ কে দেবেন তা ঠিক করুন, আর প্রতিটি অর্ডার [আমার অর্ডার](/bn/my/orders) থেকে নিশ্চিত করুন।`,
    },
  },
  staffing: {
    en: {
      title: 'Staffing solutions',
      body: `Need people quickly? Haat's staffing service finds, checks and places staff for your business.

- **Who we place**: drivers, security guards, sales staff, office assistants, cooks, cleaners, delivery riders and factory workers.
- **How it works**: tell us the role, the number of people, the area and the salary. We shortlist candidates from the thousands who apply through [Haat jobs](/en/jobs), check their papers and references, and send them for your interview.
- **Fast**: most roles are filled within one to two weeks.

To start, [write to us](/en/help/contact) with "Staffing" in the message and a phone number to call you back.`,
    },
    bn: {
      title: 'স্টাফিং সেবা',
      body: `দ্রুত লোক দরকার? হাটের স্টাফিং সেবা আপনার ব্যবসার জন্য কর্মী খুঁজে, যাচাই করে, নিয়োগ দেয়।

- **যাঁদের নিয়োগ দিই**: ড্রাইভার, সিকিউরিটি গার্ড, বিক্রয়কর্মী, অফিস সহকারী, রাঁধুনি, পরিচ্ছন্নতাকর্মী, ডেলিভারি রাইডার ও কারখানার শ্রমিক।
- **যেভাবে কাজ করে**: পদ, কতজন, এলাকা ও বেতন জানান। [হাট জবস](/bn/jobs)-এ আবেদন করা হাজারো প্রার্থীর মধ্যে থেকে আমরা তালিকা করি, কাগজপত্র ও রেফারেন্স যাচাই করি, তারপর আপনার ইন্টারভিউয়ের জন্য পাঠাই।
- **দ্রুত**: বেশিরভাগ পদ এক থেকে দুই সপ্তাহে পূরণ হয়।

শুরু করতে মেসেজে "স্টাফিং" লিখে এবং ফোন নম্বর দিয়ে [আমাদের লিখুন](/bn/help/contact)।`,
    },
  },
  advertising: {
    en: {
      title: 'Advertise on Haat',
      body: `Put your brand in front of buyers across Bangladesh with a banner on Haat.

- **Home page banner**: seen by everyone who opens Haat.
- **Results banners by category and area**: reach people looking for cars in Chattogram or phones in Dhaka, exactly when they are shopping.
- **Ad page banner**: next to the ads of your category.
- **Roadblock**: for a launch or a sale, your banner takes over the home page for the dates you choose.

We report impressions and clicks for every banner. Tell us about your campaign with the form below and our team will call you with a plan and a price.`,
    },
    bn: {
      title: 'হাটে বিজ্ঞাপন দিন',
      body: `হাটে ব্যানার দিয়ে সারা বাংলাদেশের ক্রেতাদের সামনে আপনার ব্র্যান্ড তুলে ধরুন।

- **হোম পেজ ব্যানার**: হাট খোলেন এমন সবাই দেখেন।
- **ক্যাটাগরি ও এলাকা অনুযায়ী ফলাফলের ব্যানার**: চট্টগ্রামে গাড়ি বা ঢাকায় ফোন খুঁজছেন এমন মানুষের কাছে, ঠিক কেনার সময়ে পৌঁছান।
- **বিজ্ঞাপনের পাতার ব্যানার**: আপনার ক্যাটাগরির বিজ্ঞাপনের পাশে।
- **রোডব্লক**: নতুন পণ্য বা সেলের জন্য, আপনার বেছে নেওয়া তারিখে হোম পেজ জুড়ে আপনার ব্যানার।

প্রতিটি ব্যানারের ইমপ্রেশন ও ক্লিকের হিসাব আমরা দিই। নিচের ফর্মে আপনার ক্যাম্পেইনের কথা জানান, আমাদের টিম পরিকল্পনা ও দাম নিয়ে আপনাকে ফোন করবে।`,
    },
  },
  sellAnything: {
    en: {
      title: 'Sell anything on Haat',
      body: `Millions of buyers across Bangladesh look for second-hand and new items on Haat every month.

1. **Post for free**: pick a category, add pictures and a price. It takes two minutes.
2. **Get calls and chats** from buyers near you.
3. **Meet, show, get paid**: in cash or by bKash/Nagad.

[Post your ad now](/en/post-ad), and read [how to sell fast](/en/sell-fast).`,
    },
    bn: {
      title: 'হাটে যেকোনো কিছু বিক্রি করুন',
      body: `প্রতি মাসে সারা বাংলাদেশের লাখো ক্রেতা হাটে নতুন ও পুরনো জিনিস খোঁজেন।

১. **ফ্রি পোস্ট করুন**: ক্যাটাগরি বেছে ছবি আর দাম দিন। দুই মিনিট লাগে।
২. আপনার কাছাকাছি ক্রেতাদের কাছ থেকে **ফোন ও চ্যাট পান**।
৩. **দেখা করুন, দেখান, টাকা নিন**: নগদে বা বিকাশ/নগদে।

[এখনই বিজ্ঞাপন দিন](/bn/post-ad), আর পড়ুন [দ্রুত বিক্রির উপায়](/bn/sell-fast)।`,
    },
  },
  sellCars: {
    en: {
      title: 'Sell your car on Haat',
      body: `Reach car buyers in every division, from Dhaka to Sylhet.

- **Say what buyers ask first**: brand, model, model year, registration year, mileage, fuel (octane, CNG, hybrid) and transmission.
- **Show the papers**: buyers trust ads that mention up-to-date tax token, fitness and registration.
- **Pictures**: front, back, both sides, the dashboard, the engine and the tyres.

[Post your car](/en/post-ad), then read our [car guides and reviews](/en/reviews/cars).`,
    },
    bn: {
      title: 'হাটে আপনার গাড়ি বিক্রি করুন',
      body: `ঢাকা থেকে সিলেট, প্রতিটি বিভাগের গাড়ির ক্রেতার কাছে পৌঁছান।

- **ক্রেতারা প্রথমে যা জানতে চান তা লিখুন**: ব্র্যান্ড, মডেল, মডেল সাল, রেজিস্ট্রেশন সাল, কত কিলোমিটার চলেছে, জ্বালানি (অকটেন, সিএনজি, হাইব্রিড) ও গিয়ার।
- **কাগজপত্রের কথা বলুন**: হালনাগাদ ট্যাক্স টোকেন, ফিটনেস ও রেজিস্ট্রেশনের কথা থাকলে ক্রেতারা বেশি ভরসা করেন।
- **ছবি**: সামনে, পেছনে, দুই পাশ, ড্যাশবোর্ড, ইঞ্জিন ও টায়ার।

[আপনার গাড়ির বিজ্ঞাপন দিন](/bn/post-ad), তারপর পড়ুন আমাদের [গাড়ির গাইড ও রিভিউ](/bn/reviews/cars)।`,
    },
  },
  sellBikes: {
    en: {
      title: 'Sell your motorbike on Haat',
      body: `Bikes sell fast on Haat, especially 100–165 cc commuters.

- **Write the essentials**: brand, model, cc, model year, kilometres run, and whether the papers (registration, tax token) are up to date.
- **Pictures**: both sides, the meter, the engine number, and any scratches.
- **Price**: compare with similar bikes in your district before you post.

[Post your bike](/en/post-ad), then read our [bike guides and reviews](/en/reviews/bikes).`,
    },
    bn: {
      title: 'হাটে আপনার মোটরবাইক বিক্রি করুন',
      body: `হাটে বাইক দ্রুত বিক্রি হয়, বিশেষ করে ১০০–১৬৫ সিসির বাইক।

- **মূল তথ্য লিখুন**: ব্র্যান্ড, মডেল, সিসি, মডেল সাল, কত কিলোমিটার চলেছে এবং কাগজপত্র (রেজিস্ট্রেশন, ট্যাক্স টোকেন) হালনাগাদ কিনা।
- **ছবি**: দুই পাশ, মিটার, ইঞ্জিন নম্বর আর যেকোনো দাগ।
- **দাম**: পোস্ট করার আগে আপনার জেলার একই রকম বাইকের দাম দেখুন।

[আপনার বাইকের বিজ্ঞাপন দিন](/bn/post-ad), তারপর পড়ুন আমাদের [বাইকের গাইড ও রিভিউ](/bn/reviews/bikes)।`,
    },
  },
  sellProperty: {
    en: {
      title: 'Sell or rent out property on Haat',
      body: `Flats, houses, land and commercial space: Haat brings buyers and tenants from across Bangladesh.

- **Give the numbers**: size in square feet (or katha/decimal for land), bedrooms, bathrooms, floor, and the price or monthly rent.
- **Say where**: area and nearby landmarks (school, main road, market). Buyers filter by area first.
- **Papers**: mention whether the deed, mutation (namjari) and khatian are clear.
- **Pictures** of every room, the building and the road in front.

[Post your property](/en/post-ad).`,
    },
    bn: {
      title: 'হাটে প্রপার্টি বিক্রি বা ভাড়া দিন',
      body: `ফ্ল্যাট, বাড়ি, জমি ও বাণিজ্যিক জায়গা: হাট সারা বাংলাদেশ থেকে ক্রেতা ও ভাড়াটিয়া এনে দেয়।

- **হিসাব দিন**: আয়তন বর্গফুটে (জমি হলে কাঠা/শতাংশে), বেডরুম, বাথরুম, কত তলা এবং দাম বা মাসিক ভাড়া।
- **কোথায় বলুন**: এলাকা ও কাছের পরিচিত জায়গা (স্কুল, মেইন রোড, বাজার)। ক্রেতারা আগে এলাকা দিয়ে খোঁজেন।
- **কাগজপত্র**: দলিল, নামজারি ও খতিয়ান পরিষ্কার কিনা জানান।
- প্রতিটি ঘর, ভবন ও সামনের রাস্তার **ছবি** দিন।

[আপনার প্রপার্টির বিজ্ঞাপন দিন](/bn/post-ad)।`,
    },
  },
  reviewsCars: {
    en: {
      title: 'Car guides and reviews',
      body: `Buying a used car in Bangladesh? Check these before you pay.

## Popular models
- **Toyota Axio and Allion**: the most common family sedans; parts everywhere, good resale.
- **Toyota Premio**: more comfort, higher price; check the hybrid battery on hybrid versions.
- **Honda Vezel and Toyota C-HR**: popular hybrid SUVs; ask for the battery health report.

## Checklist for a used car
1. Registration papers, tax token, fitness and route permit match the car and the seller's ID.
2. Chassis and engine numbers match the papers.
3. Look for rust under the doors, uneven paint (accident repair) and flood marks under the carpets.
4. Test drive: cold start, gear changes, brakes, air conditioning.
5. Have a trusted mechanic inspect it before you pay.

[See cars for sale](/en/ads/bangladesh/cars).`,
    },
    bn: {
      title: 'গাড়ির গাইড ও রিভিউ',
      body: `বাংলাদেশে পুরনো গাড়ি কিনছেন? টাকা দেওয়ার আগে এগুলো দেখে নিন।

## জনপ্রিয় মডেল
- **টয়োটা এক্সিও ও এলিয়ন**: সবচেয়ে প্রচলিত পারিবারিক সেডান; সব জায়গায় পার্টস পাওয়া যায়, রিসেল ভালো।
- **টয়োটা প্রিমিও**: আরামদায়ক, দাম বেশি; হাইব্রিড হলে ব্যাটারি যাচাই করুন।
- **হোন্ডা ভেজেল ও টয়োটা সি-এইচআর**: জনপ্রিয় হাইব্রিড এসইউভি; ব্যাটারির হেলথ রিপোর্ট চেয়ে নিন।

## পুরনো গাড়ি কেনার চেকলিস্ট
১. রেজিস্ট্রেশন, ট্যাক্স টোকেন, ফিটনেস ও রুট পারমিট গাড়ি ও বিক্রেতার পরিচয়পত্রের সাথে মেলে কিনা।
২. চেসিস ও ইঞ্জিন নম্বর কাগজের সাথে মেলে কিনা।
৩. দরজার নিচে মরিচা, অসমান রং (দুর্ঘটনার মেরামত) আর কার্পেটের নিচে পানির দাগ দেখুন।
৪. টেস্ট ড্রাইভ: ঠান্ডা ইঞ্জিনে স্টার্ট, গিয়ার, ব্রেক, এসি।
৫. টাকা দেওয়ার আগে বিশ্বস্ত মেকানিক দিয়ে দেখিয়ে নিন।

[বিক্রির জন্য গাড়ি দেখুন](/bn/ads/bangladesh/cars)।`,
    },
  },
  reviewsBikes: {
    en: {
      title: 'Motorbike guides and reviews',
      body: `The right bike for Bangladeshi roads, and how to buy one second-hand.

## Popular choices
- **Commuters (100–125 cc)**: Bajaj Platina, Hero Splendor, Honda Livo; very low fuel use, cheap parts.
- **150–165 cc**: Yamaha FZS, Suzuki Gixxer, Bajaj Pulsar; the most sold sporty bikes, strong resale.
- **Scooters**: easy in city traffic; check the belt and the rollers.

## Checklist for a used bike
1. Registration and tax token in the seller's name, and the engine and chassis numbers match.
2. Listen to a cold start; blue smoke means engine wear.
3. Check the chain set, tyres, brakes and fork seals for leaks.
4. Ask for service records.

[See motorbikes for sale](/en/ads/bangladesh/motorbikes-scooters).`,
    },
    bn: {
      title: 'মোটরবাইকের গাইড ও রিভিউ',
      body: `বাংলাদেশের রাস্তার জন্য সঠিক বাইক, আর পুরনো বাইক কেনার নিয়ম।

## জনপ্রিয় পছন্দ
- **কমিউটার (১০০–১২৫ সিসি)**: বাজাজ প্লাটিনা, হিরো স্প্লেন্ডার, হোন্ডা লিভো; তেল খুব কম খায়, পার্টস সস্তা।
- **১৫০–১৬৫ সিসি**: ইয়ামাহা এফজেডএস, সুজুকি জিক্সার, বাজাজ পালসার; সবচেয়ে বেশি বিক্রি হওয়া স্পোর্টি বাইক, রিসেল ভালো।
- **স্কুটার**: শহরের জ্যামে সহজ; বেল্ট ও রোলার দেখে নিন।

## পুরনো বাইক কেনার চেকলিস্ট
১. রেজিস্ট্রেশন ও ট্যাক্স টোকেন বিক্রেতার নামে, আর ইঞ্জিন ও চেসিস নম্বর মেলে কিনা।
২. ঠান্ডা অবস্থায় স্টার্ট দিয়ে শুনুন; নীল ধোঁয়া মানে ইঞ্জিন ক্ষয়।
৩. চেইন সেট, টায়ার, ব্রেক আর ফর্কে তেল চুঁইয়ে পড়ছে কিনা দেখুন।
৪. সার্ভিসের কাগজ চেয়ে নিন।

[বিক্রির জন্য মোটরবাইক দেখুন](/bn/ads/bangladesh/motorbikes-scooters)।`,
    },
  },
} satisfies Record<string, PageText>;
