// The texts of notifications (in the account area and in e-mail digests), bn and en.
import { defineMessages } from './i18n.ts';

export const notificationMessages = defineMessages({
  en: {
    savedSearchAlert: '{count, plural, one {# new ad} other {# new ads}} for your saved search "{name}"',
    digestSubject: '{count, plural, one {# new ad} other {# new ads}} for your saved searches on Haat',
    digestIntro: 'New ads match your saved searches:',
    digestFooter: 'You can turn these alerts off in My account → Saved searches: {link}',
    applicationStatus:
      '{status, select, shortlisted {You are shortlisted for "{title}"} rejected {You were not selected for "{title}"} other {Your application for "{title}" was updated}}',
    membershipGranted:
      '{action, select, extend {Haat extended your {name} membership: it now ends on {date}} other {Haat gave you a {name} membership, until {date}}}',
    voucherIssued: 'Haat gave you voucher {code}: {discount} off promotions until {date}. Enter it at checkout.',
  },
  bn: {
    savedSearchAlert: 'আপনার সংরক্ষিত খোঁজ "{name}"-এ {count, plural, other {#টি নতুন বিজ্ঞাপন}}',
    digestSubject: 'হাটে আপনার সংরক্ষিত খোঁজে {count, plural, other {#টি নতুন বিজ্ঞাপন}}',
    digestIntro: 'আপনার সংরক্ষিত খোঁজের সাথে মেলে এমন নতুন বিজ্ঞাপন:',
    digestFooter: 'আমার অ্যাকাউন্ট → সংরক্ষিত খোঁজ থেকে এই সতর্কবার্তা বন্ধ করতে পারেন: {link}',
    applicationStatus:
      '{status, select, shortlisted {"{title}" পদে আপনি বাছাই তালিকায় আছেন} rejected {"{title}" পদে আপনি নির্বাচিত হননি} other {"{title}" পদে আপনার আবেদনের অবস্থা বদলেছে}}',
    membershipGranted:
      '{action, select, extend {হাট আপনার {name} মেম্বারশিপের মেয়াদ বাড়িয়েছে: এখন {date} তারিখে শেষ হবে} other {হাট আপনাকে {date} পর্যন্ত {name} মেম্বারশিপ দিয়েছে}}',
    voucherIssued: 'হাট আপনাকে ভাউচার {code} দিয়েছে: {date} পর্যন্ত প্রমোশনে {discount} ছাড়। পেমেন্টের সময় এটি লিখুন।',
  },
});
