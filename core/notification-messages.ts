// The texts of notifications (in the account area and in e-mail digests), bn and en.
import { defineMessages } from './i18n.ts';

export const notificationMessages = defineMessages({
  en: {
    savedSearchAlert: '{count, plural, one {# new ad} other {# new ads}} for your saved search "{name}"',
    digestSubject: '{count, plural, one {# new ad} other {# new ads}} for your saved searches on Haat',
    digestIntro: 'New ads match your saved searches:',
    digestFooter: 'You can turn these alerts off in My account → Saved searches: {link}',
    digestSubjectAll: '{count, plural, one {# new notification} other {# new notifications}} for you on Haat',
    digestIntroAll: 'What is new for you on Haat:',
    digestFooterAll: 'All your notifications are in My account → Notifications: {link}',
    applicationStatus:
      '{status, select, shortlisted {You are shortlisted for "{title}"} rejected {You were not selected for "{title}"} other {Your application for "{title}" was updated}}',
    membershipGranted:
      '{action, select, extend {Haat extended your {name} membership: it now ends on {date}} other {Haat gave you a {name} membership, until {date}}}',
    orderStep:
      '{step, select, placed {New order {number} for "{title}": confirm it to book the courier} paid {Order {number} for "{title}" is paid: confirm it to book the courier} confirm {The seller confirmed your order {number} for "{title}"} handOver {Your order {number} for "{title}" is booked with the courier} pickUp {Your order {number} for "{title}" is on its way} deliver {Order {number} for "{title}" was delivered} accept {Order {number} for "{title}" is complete} returnParcel {Order {number} for "{title}" came back: the parcel was refused or could not be delivered} refund {Order {number} for "{title}": the complaint was decided for the buyer, who is refunded} complaint {The buyer complained about order {number} for "{title}": Haat will decide} refunded {Your payment for order {number} for "{title}" was refunded} cancel {Order {number} for "{title}" was cancelled} other {Order {number} for "{title}" was updated}}',
    voucherIssued: 'Haat gave you voucher {code}: {discount} off promotions until {date}. Enter it at checkout.',
    adStatus:
      '{step, select, approved {Your ad "{title}" is live on Haat} rejected {Your ad "{title}" was not approved: {reason}. Edit it and send it again} expiring {Your ad "{title}" runs until {date}. After that you can republish it from My ads} expired {Your ad "{title}" has expired. Republish it to show it again} other {Your ad "{title}" was updated}}',
    paymentReceived:
      '{context, select, doorstep {Haat received your payment of {amount} for your order (invoice {invoice})} other {Haat received your payment of {amount} (invoice {invoice}). The receipt is on the payment page}}',
    promotionStep:
      '{step, select, started {Your {name} for "{title}" has started and runs until {date}} ended {Your {name} for "{title}" has ended: see how it did} other {Your {name} for "{title}" was updated}}',
    smsOne:
      'Haat: {kind, select, ad_status {{step, select, approved {your ad is live} rejected {your ad was not approved; see why and send it again} expiring {your ad ends in 3 days} expired {your ad has expired; republish it} other {news about your ad}}} payment {we received your payment} promotion {{step, select, started {your promotion has started} ended {your promotion has ended} other {news about your promotion}}} order {news about your order} other {you have a new notification}}. {link}',
    smsMany: 'Haat: you have {count, plural, one {# new notification} other {# new notifications}}. {link}',
  },
  bn: {
    savedSearchAlert: 'আপনার সংরক্ষিত খোঁজ "{name}"-এ {count, plural, other {#টি নতুন বিজ্ঞাপন}}',
    digestSubject: 'হাটে আপনার সংরক্ষিত খোঁজে {count, plural, other {#টি নতুন বিজ্ঞাপন}}',
    digestIntro: 'আপনার সংরক্ষিত খোঁজের সাথে মেলে এমন নতুন বিজ্ঞাপন:',
    digestFooter: 'আমার অ্যাকাউন্ট → সংরক্ষিত খোঁজ থেকে এই সতর্কবার্তা বন্ধ করতে পারেন: {link}',
    digestSubjectAll: 'হাটে আপনার জন্য {count, plural, other {#টি নতুন নোটিফিকেশন}}',
    digestIntroAll: 'হাটে আপনার জন্য নতুন যা আছে:',
    digestFooterAll: 'আপনার সব নোটিফিকেশন আমার অ্যাকাউন্ট → নোটিফিকেশনে আছে: {link}',
    applicationStatus:
      '{status, select, shortlisted {"{title}" পদে আপনি বাছাই তালিকায় আছেন} rejected {"{title}" পদে আপনি নির্বাচিত হননি} other {"{title}" পদে আপনার আবেদনের অবস্থা বদলেছে}}',
    membershipGranted:
      '{action, select, extend {হাট আপনার {name} মেম্বারশিপের মেয়াদ বাড়িয়েছে: এখন {date} তারিখে শেষ হবে} other {হাট আপনাকে {date} পর্যন্ত {name} মেম্বারশিপ দিয়েছে}}',
    orderStep:
      '{step, select, placed {"{title}"-এর নতুন অর্ডার {number}: কুরিয়ার বুক করতে নিশ্চিত করুন} paid {"{title}"-এর অর্ডার {number}-এর টাকা পরিশোধ হয়েছে: কুরিয়ার বুক করতে নিশ্চিত করুন} confirm {বিক্রেতা "{title}"-এর অর্ডার {number} নিশ্চিত করেছেন} handOver {"{title}"-এর অর্ডার {number} কুরিয়ারে বুক হয়েছে} pickUp {"{title}"-এর অর্ডার {number} পথে আছে} deliver {"{title}"-এর অর্ডার {number} পৌঁছে দেওয়া হয়েছে} accept {"{title}"-এর অর্ডার {number} সম্পন্ন হয়েছে} returnParcel {"{title}"-এর অর্ডার {number} ফেরত এসেছে: পার্সেলটি নেওয়া হয়নি বা পৌঁছানো যায়নি} refund {"{title}"-এর অর্ডার {number}: অভিযোগের সিদ্ধান্ত ক্রেতার পক্ষে, টাকা ফেরত দেওয়া হবে} complaint {ক্রেতা "{title}"-এর অর্ডার {number} নিয়ে অভিযোগ করেছেন: হাট সিদ্ধান্ত নেবে} refunded {"{title}"-এর অর্ডার {number}-এর পরিশোধিত টাকা ফেরত দেওয়া হয়েছে} cancel {"{title}"-এর অর্ডার {number} বাতিল হয়েছে} other {"{title}"-এর অর্ডার {number} আপডেট হয়েছে}}',
    voucherIssued: 'হাট আপনাকে ভাউচার {code} দিয়েছে: {date} পর্যন্ত প্রমোশনে {discount} ছাড়। পেমেন্টের সময় এটি লিখুন।',
    adStatus:
      '{step, select, approved {আপনার বিজ্ঞাপন "{title}" হাটে প্রকাশিত হয়েছে} rejected {আপনার বিজ্ঞাপন "{title}" অনুমোদিত হয়নি: {reason}। ঠিক করে আবার পাঠান} expiring {আপনার বিজ্ঞাপন "{title}" {date} পর্যন্ত চলবে। এরপর আমার বিজ্ঞাপন থেকে আবার প্রকাশ করতে পারবেন} expired {আপনার বিজ্ঞাপন "{title}"-এর মেয়াদ শেষ হয়েছে। আবার দেখাতে পুনরায় প্রকাশ করুন} other {আপনার বিজ্ঞাপন "{title}" আপডেট হয়েছে}}',
    paymentReceived:
      '{context, select, doorstep {হাট আপনার অর্ডারের {amount} পেমেন্ট পেয়েছে (ইনভয়েস {invoice})} other {হাট আপনার {amount} পেমেন্ট পেয়েছে (ইনভয়েস {invoice})। রসিদ পেমেন্টের পাতায় আছে}}',
    promotionStep:
      '{step, select, started {"{title}"-এর {name} শুরু হয়েছে, চলবে {date} পর্যন্ত} ended {"{title}"-এর {name} শেষ হয়েছে: কেমন ফল হলো দেখুন} other {"{title}"-এর {name} আপডেট হয়েছে}}',
    smsOne:
      'হাট: {kind, select, ad_status {{step, select, approved {আপনার বিজ্ঞাপন প্রকাশিত হয়েছে} rejected {আপনার বিজ্ঞাপন অনুমোদিত হয়নি; কারণ দেখে আবার পাঠান} expiring {আপনার বিজ্ঞাপনের মেয়াদ ৩ দিনে শেষ হবে} expired {আপনার বিজ্ঞাপনের মেয়াদ শেষ; আবার প্রকাশ করুন} other {আপনার বিজ্ঞাপনের খবর}}} payment {আপনার পেমেন্ট পেয়েছি} promotion {{step, select, started {আপনার প্রমোশন শুরু হয়েছে} ended {আপনার প্রমোশন শেষ হয়েছে} other {আপনার প্রমোশনের খবর}}} order {আপনার অর্ডারের খবর} other {আপনার একটি নতুন নোটিফিকেশন আছে}}। {link}',
    smsMany: 'হাট: আপনার {count, plural, other {#টি নতুন নোটিফিকেশন}} আছে। {link}',
  },
});

export type NotificationMessageKey = keyof typeof notificationMessages.en;
