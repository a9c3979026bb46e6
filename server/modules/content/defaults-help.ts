// The first text of the legal and help pages (bn and en), shown until an admin edits a page. Written for
// Bangladesh: taka, bKash/Nagad, Dhaka addresses, the national emergency number 999.
import type { PageText } from '../../../core/content-pages.ts';

export const HELP_PAGES = {
  terms: {
    en: {
      title: 'Terms and conditions',
      body: `These terms apply to everyone who uses Haat, the website and the apps, to buy or sell in Bangladesh. By posting an ad or contacting a seller you accept them.

## Who we are
Haat is a marketplace that brings buyers and sellers together. We are not a party to any sale: the buyer and the seller agree on the item, the price, payment and delivery between themselves.

## Your account
- You must be at least 18 years old, or use Haat with a parent's permission.
- Keep your password to yourself. You are responsible for what is done with your account.
- Give a mobile number that is yours (+880). We may ask you to confirm it with a code.

## Posting ads
- Post only items and services you have the right to sell, located in Bangladesh, with a true title, price and pictures.
- One item per ad; do not post the same ad twice.
- Forbidden: weapons, drugs, medicines that need a prescription, wildlife, counterfeit goods, stolen items, adult content, and anything else that is illegal in Bangladesh.
- Our moderators review ads and may refuse, edit the category of, or remove any ad that breaks these rules, without refund of promotion fees for ads removed for breaking the rules.

## Paid services
Promotions and memberships are paid in taka (BDT). The price shown before you pay is the price you pay. A promotion starts when the payment is confirmed.

## Liability
Haat checks ads but cannot guarantee the quality, safety or legality of items, or the truth of what users write. Read [Stay safe](/en/stay-safe) before you meet a stranger or pay anyone.

## Changes
We may change these terms; the date of the change is shown on this page. Disputes are governed by the laws of Bangladesh and the courts of Dhaka.`,
    },
    bn: {
      title: 'শর্তাবলী',
      body: `হাট-এর ওয়েবসাইট ও অ্যাপ ব্যবহার করে যাঁরা বাংলাদেশে কেনাবেচা করেন, এই শর্তাবলী তাঁদের সবার জন্য প্রযোজ্য। বিজ্ঞাপন দিলে বা বিক্রেতার সাথে যোগাযোগ করলে আপনি এই শর্তগুলো মেনে নিচ্ছেন।

## আমরা কারা
হাট ক্রেতা ও বিক্রেতাকে এক জায়গায় আনে। কোনো বেচাকেনায় আমরা পক্ষ নই: পণ্য, দাম, টাকা পরিশোধ ও ডেলিভারি ক্রেতা ও বিক্রেতা নিজেরা ঠিক করেন।

## আপনার অ্যাকাউন্ট
- আপনার বয়স অন্তত ১৮ বছর হতে হবে, নতুবা অভিভাবকের অনুমতি নিয়ে হাট ব্যবহার করুন।
- পাসওয়ার্ড কাউকে জানাবেন না। আপনার অ্যাকাউন্ট দিয়ে যা করা হয়, তার দায় আপনার।
- নিজের মোবাইল নম্বর (+৮৮০) দিন। আমরা কোড পাঠিয়ে নম্বরটি যাচাই করতে পারি।

## বিজ্ঞাপন দেওয়া
- শুধু সেই পণ্য বা সেবার বিজ্ঞাপন দিন যা বিক্রির অধিকার আপনার আছে, যা বাংলাদেশে আছে, সঠিক শিরোনাম, দাম ও ছবি সহ।
- এক বিজ্ঞাপনে একটি পণ্য; একই বিজ্ঞাপন দুবার দেবেন না।
- নিষিদ্ধ: অস্ত্র, মাদক, প্রেসক্রিপশন লাগে এমন ওষুধ, বন্যপ্রাণী, নকল পণ্য, চুরির মাল, প্রাপ্তবয়স্কদের কনটেন্ট এবং বাংলাদেশের আইনে নিষিদ্ধ যেকোনো কিছু।
- আমাদের মডারেটররা বিজ্ঞাপন যাচাই করেন; নিয়ম ভাঙলে যেকোনো বিজ্ঞাপন বাতিল বা সরিয়ে দিতে পারেন, এবং সেক্ষেত্রে প্রমোশনের টাকা ফেরত দেওয়া হয় না।

## পেইড সেবা
প্রমোশন ও মেম্বারশিপের দাম টাকায় (BDT)। পরিশোধের আগে যে দাম দেখানো হয়, সেটাই আপনি দেবেন। টাকা পরিশোধ নিশ্চিত হলে প্রমোশন শুরু হয়।

## দায়
হাট বিজ্ঞাপন যাচাই করে, তবে পণ্যের মান, নিরাপত্তা বা বৈধতা, কিংবা ব্যবহারকারীরা যা লেখেন তার সত্যতার নিশ্চয়তা দিতে পারে না। অচেনা কারো সাথে দেখা করার বা টাকা দেওয়ার আগে [নিরাপদ থাকুন](/bn/stay-safe) পড়ুন।

## পরিবর্তন
আমরা এই শর্তাবলী বদলাতে পারি; বদলের তারিখ এই পাতায় দেখানো হবে। যেকোনো বিরোধ বাংলাদেশের আইন ও ঢাকার আদালতের অধীন।`,
    },
  },
  privacy: {
    en: {
      title: 'Privacy policy',
      body: `This policy says what Haat collects about you, why, and what you can do about it.

## What we collect
- **Account**: your name, e-mail address, mobile number and password (stored only as a secure hash).
- **Ads**: what you post, including pictures (we remove the location data hidden in photos) and the area you choose.
- **Messages**: chats with other users, kept so that both sides can read them and so that we can act on reports of fraud.
- **Use**: pages visited and ads viewed, to keep the site fast and safe and to count views for sellers.

## What we show to others
Your name, the area of your ad and, if you choose, your phone number appear on your ads. Your e-mail address and password are never shown.

## What we never do
We do not sell your personal data. We share it only with the services we need to run Haat (SMS and e-mail delivery, payment gateways such as bKash and Nagad) and with the authorities when Bangladeshi law requires it.

## Your choices
- Change your details in [My account](/en/my/account).
- Turn off marketing e-mails in your settings.
- Ask us to delete your account through [Contact us](/en/help/contact); your ads are removed with it.

## Cookies
We use one cookie to keep you signed in and one to remember your recently viewed ads on your phone. No advertising trackers.`,
    },
    bn: {
      title: 'গোপনীয়তা নীতি',
      body: `হাট আপনার সম্পর্কে কী তথ্য রাখে, কেন রাখে এবং আপনি কী করতে পারেন, এই নীতিতে তা বলা আছে।

## আমরা যা সংগ্রহ করি
- **অ্যাকাউন্ট**: আপনার নাম, ই-মেইল ঠিকানা, মোবাইল নম্বর এবং পাসওয়ার্ড (শুধু নিরাপদ হ্যাশ হিসেবে রাখা হয়)।
- **বিজ্ঞাপন**: আপনি যা পোস্ট করেন, ছবি সহ (ছবির ভেতরের লোকেশন তথ্য আমরা মুছে ফেলি) এবং আপনার বেছে নেওয়া এলাকা।
- **মেসেজ**: অন্য ব্যবহারকারীদের সাথে চ্যাট, যাতে দুই পক্ষই পড়তে পারেন এবং প্রতারণার অভিযোগ এলে আমরা ব্যবস্থা নিতে পারি।
- **ব্যবহার**: কোন পাতা ও বিজ্ঞাপন দেখা হয়েছে, সাইট দ্রুত ও নিরাপদ রাখতে এবং বিক্রেতাদের ভিউ গুনতে।

## অন্যরা যা দেখেন
আপনার নাম, বিজ্ঞাপনের এলাকা এবং আপনি চাইলে ফোন নম্বর বিজ্ঞাপনে দেখা যায়। আপনার ই-মেইল ও পাসওয়ার্ড কখনো দেখানো হয় না।

## আমরা যা কখনো করি না
আমরা আপনার ব্যক্তিগত তথ্য বিক্রি করি না। হাট চালাতে যে সেবাগুলো লাগে (এসএমএস ও ই-মেইল পাঠানো, বিকাশ ও নগদের মতো পেমেন্ট গেটওয়ে) শুধু তাদের সাথে, এবং বাংলাদেশের আইন অনুযায়ী প্রয়োজন হলে কর্তৃপক্ষের সাথে তথ্য ভাগ করি।

## আপনার পছন্দ
- [আমার অ্যাকাউন্ট](/bn/my/account) থেকে তথ্য বদলান।
- সেটিংসে গিয়ে প্রচারণামূলক ই-মেইল বন্ধ করুন।
- [যোগাযোগ](/bn/help/contact) পাতা থেকে অ্যাকাউন্ট মুছে ফেলার অনুরোধ করুন; এর সাথে আপনার বিজ্ঞাপনও মুছে যাবে।

## কুকি
আপনাকে সাইন-ইন রাখতে একটি কুকি এবং ফোনে সম্প্রতি দেখা বিজ্ঞাপন মনে রাখতে একটি কুকি ব্যবহার করি। কোনো বিজ্ঞাপনী ট্র্যাকার নেই।`,
    },
  },
  contactUs: {
    en: {
      title: 'Contact us',
      body: `Our support team answers every day from 9 am to 9 pm (Bangladesh time), in Bangla and English.

- **Problems with an ad or your account**: write to us with the form below; give the ad's link if it is about an ad.
- **Report a fraud**: use "Report this ad" on the ad's page, or tell us below. If you are in danger, call **999**.
- **Office**: Haat, House 12, Road 7, Dhanmondi, Dhaka 1205.

Before writing, the [frequently asked questions](/en/help/faq) may already have your answer.`,
    },
    bn: {
      title: 'যোগাযোগ করুন',
      body: `আমাদের সাপোর্ট টিম প্রতিদিন সকাল ৯টা থেকে রাত ৯টা (বাংলাদেশ সময়) বাংলা ও ইংরেজিতে উত্তর দেয়।

- **বিজ্ঞাপন বা অ্যাকাউন্টের সমস্যা**: নিচের ফর্মে লিখুন; বিজ্ঞাপন নিয়ে হলে তার লিংক দিন।
- **প্রতারণার অভিযোগ**: বিজ্ঞাপনের পাতায় "বিজ্ঞাপনটি রিপোর্ট করুন" ব্যবহার করুন, অথবা নিচে জানান। বিপদে পড়লে **৯৯৯**-এ ফোন করুন।
- **অফিস**: হাট, বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫।

লেখার আগে দেখে নিন, [সচরাচর জিজ্ঞাসা](/bn/help/faq) পাতায় হয়তো উত্তর আছে।`,
    },
  },
  faq: {
    en: {
      title: 'Frequently asked questions',
      body: `## Is posting an ad free?
Yes. Most categories are free to post in. Some categories (for example property and cars for dealers) may ask a small listing fee, shown before you post.

## Why is my ad not showing yet?
Every ad is checked by our team before it is published, usually within a few hours. You can see it under [pending ads](/en/my/pending-ads).

## How do I sell faster?
Clear pictures, an honest price and a full description. Read [How to sell fast](/en/sell-fast), or [boost your ad](/en/boost-ad) to show it above the others.

## How do I pay for a promotion?
With bKash, Nagad or a card. The price is in taka and you see it before paying.

## Someone asks me to pay in advance. What should I do?
Do not pay before you have seen the item. Meet in a public place. Read [Stay safe](/en/stay-safe).

## How do I delete my ad?
Open [My ads](/en/my/published-ads) and choose "Delete". Tell us why so that we can improve.`,
    },
    bn: {
      title: 'সচরাচর জিজ্ঞাসা',
      body: `## বিজ্ঞাপন দেওয়া কি ফ্রি?
হ্যাঁ। বেশিরভাগ ক্যাটাগরিতে বিজ্ঞাপন দেওয়া ফ্রি। কিছু ক্যাটাগরিতে (যেমন ডিলারদের প্রপার্টি ও গাড়ি) সামান্য লিস্টিং ফি লাগতে পারে, যা পোস্ট করার আগেই দেখানো হয়।

## আমার বিজ্ঞাপন এখনো দেখা যাচ্ছে না কেন?
প্রকাশের আগে আমাদের টিম প্রতিটি বিজ্ঞাপন যাচাই করে, সাধারণত কয়েক ঘণ্টার মধ্যে। [অপেক্ষমাণ বিজ্ঞাপন](/bn/my/pending-ads) পাতায় দেখতে পাবেন।

## কীভাবে দ্রুত বিক্রি করব?
পরিষ্কার ছবি, ন্যায্য দাম আর পূর্ণ বিবরণ দিন। [দ্রুত বিক্রির উপায়](/bn/sell-fast) পড়ুন, অথবা [বিজ্ঞাপন বুস্ট করুন](/bn/boost-ad) যাতে তা অন্যদের উপরে দেখায়।

## প্রমোশনের টাকা কীভাবে দেব?
বিকাশ, নগদ বা কার্ডে। দাম টাকায়, পরিশোধের আগেই দেখতে পাবেন।

## কেউ আগে টাকা পাঠাতে বলছে। কী করব?
পণ্য না দেখে টাকা দেবেন না। লোকজনের মাঝে দেখা করুন। [নিরাপদ থাকুন](/bn/stay-safe) পড়ুন।

## বিজ্ঞাপন কীভাবে মুছব?
[আমার বিজ্ঞাপন](/bn/my/published-ads) খুলে "মুছুন" বেছে নিন। কেন মুছছেন জানালে আমরা সাইট আরও ভালো করতে পারি।`,
    },
  },
  about: {
    en: {
      title: 'About Haat',
      body: `Haat is where Bangladesh buys and sells: phones, cars, bikes, flats, jobs and everything in between, from Teknaf to Tetulia.

We built Haat for the phone in your pocket: pages that open quickly on a slow connection, in Bangla first and in English, with prices in taka.

Every ad is checked by people before it goes live, and we act quickly on reports of fraud. Posting is free in most categories.

Questions or ideas? [Write to us](/en/help/contact).`,
    },
    bn: {
      title: 'হাট সম্পর্কে',
      body: `হাট হলো বাংলাদেশের কেনাবেচার জায়গা: ফোন, গাড়ি, বাইক, ফ্ল্যাট, চাকরি আর আরও সবকিছু, টেকনাফ থেকে তেঁতুলিয়া পর্যন্ত।

আমরা হাট বানিয়েছি আপনার পকেটের ফোনের জন্য: ধীর ইন্টারনেটেও দ্রুত খোলে এমন পাতা, আগে বাংলায় তারপর ইংরেজিতে, দাম টাকায়।

প্রতিটি বিজ্ঞাপন প্রকাশের আগে মানুষ যাচাই করেন, আর প্রতারণার অভিযোগে আমরা দ্রুত ব্যবস্থা নিই। বেশিরভাগ ক্যাটাগরিতে বিজ্ঞাপন দেওয়া ফ্রি।

প্রশ্ন বা পরামর্শ? [আমাদের লিখুন](/bn/help/contact)।`,
    },
  },
  sellFast: {
    en: {
      title: 'How to sell fast',
      body: `Ads that follow these tips get more calls and sell sooner.

1. **Take clear pictures in daylight**: the whole item, then close-ups of any marks. Up to the category's limit; the first picture is the one people see in the list.
2. **Write a title people search for**: brand, model and the main detail, e.g. "Samsung Galaxy A54 8/256 GB, 6 months used".
3. **Set an honest price**: look at similar ads in your area first. Tick "negotiable" if you are open to offers.
4. **Describe everything**: age, condition, warranty, box and papers, why you are selling.
5. **Answer quickly**: buyers move on within hours. Keep your phone on and reply in chat.
6. **Boost your ad**: a [promotion](/en/boost-ad) puts it at the top of the results for a few days.`,
    },
    bn: {
      title: 'দ্রুত বিক্রির উপায়',
      body: `এই পরামর্শগুলো মেনে দেওয়া বিজ্ঞাপনে বেশি ফোন আসে আর তাড়াতাড়ি বিক্রি হয়।

১. **দিনের আলোয় পরিষ্কার ছবি তুলুন**: পুরো পণ্যের ছবি, তারপর দাগ বা ক্ষতের কাছ থেকে ছবি। প্রথম ছবিটাই তালিকায় দেখা যায়।
২. **মানুষ যা লিখে খোঁজে সেই শিরোনাম দিন**: ব্র্যান্ড, মডেল ও মূল তথ্য, যেমন "Samsung Galaxy A54 8/256 GB, ৬ মাস ব্যবহৃত"।
৩. **ন্যায্য দাম দিন**: আগে আপনার এলাকায় একই রকম বিজ্ঞাপন দেখুন। দরদাম করতে চাইলে "আলোচনা সাপেক্ষ" টিক দিন।
৪. **সব কিছু লিখুন**: কত পুরনো, অবস্থা, ওয়ারেন্টি, বক্স ও কাগজপত্র, কেন বিক্রি করছেন।
৫. **দ্রুত উত্তর দিন**: ক্রেতারা কয়েক ঘণ্টার মধ্যে অন্যদিকে চলে যান। ফোন চালু রাখুন, চ্যাটে উত্তর দিন।
৬. **বিজ্ঞাপন বুস্ট করুন**: একটি [প্রমোশন](/bn/boost-ad) কয়েক দিনের জন্য বিজ্ঞাপনকে ফলাফলের উপরে রাখে।`,
    },
  },
  staySafe: {
    en: {
      title: 'Stay safe',
      body: `Most people on Haat are honest. These rules protect you from the few who are not.

- **Meet in a public place** in daylight: a busy market, a shopping mall, near a police box. Take a friend for expensive items.
- **See before you pay**: never send bKash, Nagad or bank money in advance for an item you have not seen.
- **Check the item**: for a phone, check the IMEI (*#06#) matches the box; for a vehicle, check the registration papers with BRTA.
- **Never share a code**: no one from Haat, bKash or Nagad will ask for your PIN or a one-time code.
- **Beware of prices that are too good**, sellers who are "abroad", and buyers who "overpay" and ask for change.
- **Report** a suspicious ad or user with "Report this ad"; in danger, call **999**.`,
    },
    bn: {
      title: 'নিরাপদ থাকুন',
      body: `হাটের বেশিরভাগ মানুষ সৎ। যে অল্প কয়েকজন সৎ নন, তাঁদের থেকে এই নিয়মগুলো আপনাকে রক্ষা করে।

- **লোকজনের মাঝে দিনের বেলায় দেখা করুন**: ব্যস্ত বাজার, শপিং মল, পুলিশ বক্সের কাছে। দামি জিনিস হলে সাথে কাউকে নিন।
- **দেখে তারপর টাকা দিন**: যে পণ্য দেখেননি তার জন্য আগে বিকাশ, নগদ বা ব্যাংকে টাকা পাঠাবেন না।
- **পণ্য যাচাই করুন**: ফোন হলে IMEI (*#০৬#) বক্সের সাথে মিলিয়ে নিন; গাড়ি হলে বিআরটিএ-তে রেজিস্ট্রেশনের কাগজ যাচাই করুন।
- **কোড কাউকে বলবেন না**: হাট, বিকাশ বা নগদের কেউ আপনার পিন বা ওটিপি চাইবে না।
- **অবিশ্বাস্য কম দাম** , "বিদেশে থাকা" বিক্রেতা আর "বেশি টাকা পাঠিয়ে" ফেরত চাওয়া ক্রেতা থেকে সাবধান।
- সন্দেহজনক বিজ্ঞাপন বা ব্যবহারকারী **রিপোর্ট করুন**; বিপদে পড়লে **৯৯৯**-এ ফোন করুন।`,
    },
  },
  safeBuy: {
    en: {
      title: 'Buy safely',
      body: `Buying second-hand is a good deal when you follow a few steps.

1. **Ask questions in chat first**: condition, age, reason for selling, whether the price is negotiable.
2. **Compare prices** with similar ads in your area.
3. **Meet where it is safe** and check the item yourself: switch it on, test it, look at the papers.
4. **Pay on the spot**, in cash or by bKash/Nagad after you have checked the item, and ask for a receipt for expensive items.
5. **With doorstep delivery**, pay on delivery and open the parcel in front of the delivery person.

If something goes wrong, [tell us](/en/help/contact) with the ad's link.`,
    },
    bn: {
      title: 'নিরাপদে কিনুন',
      body: `কয়েকটি ধাপ মেনে চললে পুরনো জিনিস কেনা বেশ লাভের।

১. **আগে চ্যাটে প্রশ্ন করুন**: অবস্থা, কত পুরনো, কেন বিক্রি, দাম আলোচনা সাপেক্ষ কিনা।
২. **দাম মিলিয়ে দেখুন** আপনার এলাকার একই রকম বিজ্ঞাপনের সাথে।
৩. **নিরাপদ জায়গায় দেখা করুন** এবং নিজে পণ্য যাচাই করুন: চালু করুন, পরীক্ষা করুন, কাগজপত্র দেখুন।
৪. **সেখানেই টাকা দিন**, পণ্য যাচাইয়ের পরে নগদে বা বিকাশ/নগদে; দামি জিনিস হলে রসিদ চেয়ে নিন।
৫. **ডোরস্টেপ ডেলিভারিতে** পণ্য হাতে পেয়ে টাকা দিন, ডেলিভারিম্যানের সামনে প্যাকেট খুলুন।

কোনো সমস্যা হলে বিজ্ঞাপনের লিংক সহ [আমাদের জানান](/bn/help/contact)।`,
    },
  },
} satisfies Record<string, PageText>;
