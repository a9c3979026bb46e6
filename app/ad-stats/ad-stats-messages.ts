// The texts of an ad's statistics: the seller's list, the ad's statistics page, the lift of its
// promotions and the forecast before paying, in bn and en. Numbers go through ICU, so bn shows Bengali digits.
import { defineMessages } from '../../core/i18n.ts';

export const adStatsMessages = defineMessages({
  en: {
    statsTitle: 'Statistics',
    statsLink: 'Statistics',
    backToAds: 'Back to my ads',
    lastDays: 'Last {days, number} days',
    listTotals:
      'Last 30 days: {views, plural, one {# view} other {# views}}, {phone_reveals, plural, one {# phone reveal} other {# phone reveals}}, {chats, plural, one {# chat} other {# chats}}, {favorites, plural, one {# favourite} other {# favourites}}',
    event_views: 'Views',
    event_phone_reveals: 'Phone reveals',
    event_chats: 'Chats started',
    event_favorites: 'Favourites',
    count: '{count, number}',
    chartTitle: 'Views per day',
    chartMost: 'most in a day: {most, number}',
    chartDescription: 'Views per day from {first} to {last}; the most in one day: {most, number}.',
    perDay: 'Figures per day',
    day: 'Day',
    notCountedNote:
      'Counted: visits by people other than you (not search engines), once per visitor every half hour. Figures of the last few seconds appear shortly.',
    promotionsTitle: 'What your promotions brought',
    noPromotions: 'This ad has not been promoted yet.',
    kind_top_ad: 'Top Ad',
    kind_spotlight: 'Spotlight',
    kind_urgent_ad: 'Urgent',
    kind_featured_ad: 'Featured',
    kind_bump_up: 'Bump Up',
    promotionDates: '{start} to {end}',
    liftMeasured:
      '{during, number, ::.0} views a day during it, against {before, number, ::.0} a day in the {days, plural, one {# day} other {# days}} before: {ratio, number, ::.0}×.',
    liftTooEarly: 'Too early to say: no whole day of it is over yet.',
    liftNoBaseline: 'Not measurable: the ad had too few days or views before it to compare with.',
    forecastTitle: 'Before you promote: what ads like this got',
    forecastRange:
      'Ads like this with {kind} got {low, number, ::.0}–{high, number, ::.0}× the views per day they had before (the middle half of {count, plural, one {# promoted ad} other {# promoted ads}}; typical: {median, number, ::.0}×).',
    forecastTooLittle:
      '{kind}: too little data yet ({count, plural, =0 {no promoted ad} one {# promoted ad} other {# promoted ads}} like this to compare with).',
    forecastScope: 'Compared with: {category}, {place}.',
    wholeCountry: 'all of Bangladesh',
    forecastNote:
      'Past results of other ads, not a promise: views also depend on the price, the pictures and the season.',
  },
  bn: {
    statsTitle: 'পরিসংখ্যান',
    statsLink: 'পরিসংখ্যান',
    backToAds: 'আমার বিজ্ঞাপনে ফিরে যান',
    lastDays: 'গত {days, number} দিন',
    listTotals:
      'গত ৩০ দিন: {views, number} বার দেখা হয়েছে, {phone_reveals, number} বার ফোন নম্বর দেখা হয়েছে, {chats, number}টি চ্যাট, {favorites, number} জন পছন্দের তালিকায় রেখেছেন',
    event_views: 'দেখা হয়েছে',
    event_phone_reveals: 'ফোন নম্বর দেখা',
    event_chats: 'চ্যাট শুরু',
    event_favorites: 'পছন্দের তালিকায়',
    count: '{count, number}',
    chartTitle: 'প্রতিদিন কতবার দেখা হয়েছে',
    chartMost: 'এক দিনে সর্বোচ্চ: {most, number}',
    chartDescription: '{first} থেকে {last} পর্যন্ত প্রতিদিন দেখার সংখ্যা; এক দিনে সর্বোচ্চ: {most, number}।',
    perDay: 'দিনভিত্তিক হিসাব',
    day: 'দিন',
    notCountedNote:
      'গণনা হয়: আপনি ছাড়া অন্যদের দেখা (সার্চ ইঞ্জিন নয়), প্রতি আধা ঘণ্টায় একজনকে একবার। শেষ কয়েক সেকেন্ডের হিসাব একটু পরে দেখা যাবে।',
    promotionsTitle: 'আপনার প্রচারণার ফলাফল',
    noPromotions: 'এই বিজ্ঞাপনটি এখনো প্রচার করা হয়নি।',
    kind_top_ad: 'টপ অ্যাড',
    kind_spotlight: 'স্পটলাইট',
    kind_urgent_ad: 'জরুরি',
    kind_featured_ad: 'ফিচার্ড',
    kind_bump_up: 'বাম্প আপ',
    promotionDates: '{start} থেকে {end}',
    liftMeasured:
      'চলাকালীন দিনে {during, number, ::.0} বার দেখা, আগের {days, number} দিনে দিনে {before, number, ::.0} বার: {ratio, number, ::.0} গুণ।',
    liftTooEarly: 'এখনই বলা যাচ্ছে না: এর একটি পুরো দিনও এখনো শেষ হয়নি।',
    liftNoBaseline: 'মাপা যাচ্ছে না: তুলনা করার মতো আগের দিন বা দেখার সংখ্যা খুব কম ছিল।',
    forecastTitle: 'প্রচারের আগে: এমন বিজ্ঞাপন কী পেয়েছে',
    forecastRange:
      '{kind} নিয়ে এমন বিজ্ঞাপন আগের চেয়ে দিনে {low, number, ::.0}–{high, number, ::.0} গুণ বেশি দেখা পেয়েছে ({count, number}টি প্রচারিত বিজ্ঞাপনের মাঝের অর্ধেক; সাধারণত {median, number, ::.0} গুণ)।',
    forecastTooLittle: '{kind}: এখনো যথেষ্ট তথ্য নেই (তুলনার জন্য এমন প্রচারিত বিজ্ঞাপন {count, number}টি)।',
    forecastScope: 'তুলনা: {category}, {place}।',
    wholeCountry: 'সারা বাংলাদেশ',
    forecastNote: 'এগুলো অন্য বিজ্ঞাপনের অতীত ফল, প্রতিশ্রুতি নয়: দেখা দাম, ছবি আর মৌসুমের ওপরও নির্ভর করে।',
  },
});

export type AdStatsMessageKey = keyof typeof adStatsMessages.en;
