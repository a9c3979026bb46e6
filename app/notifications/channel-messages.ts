// The channel choice on the notifications page (decision 262), bn and en.
import { defineMessages } from '../../core/i18n.ts';

export const channelMessages = defineMessages({
  en: {
    channelsTitle: 'How you are told',
    channelsIntro: 'Every notification is here in the app. Choose what also comes by e-mail and by SMS.',
    emailColumn: 'E-mail',
    smsColumn: 'SMS',
    topic_ads: 'Your ads: approved, not approved, ending, expired',
    topic_payments: 'Payments received',
    topic_promotions: 'Promotions started and ended, vouchers',
    topic_orders: 'Doorstep orders',
    topic_other: 'Saved searches, job applications, memberships',
    noPhone: 'SMS goes to your phone number: add one to get them.',
    addPhone: 'Add a phone number',
    saveChannels: 'Save choices',
    channelsSaved: 'Your choices are saved.',
  },
  bn: {
    channelsTitle: 'কীভাবে জানানো হবে',
    channelsIntro: 'সব নোটিফিকেশন এখানে অ্যাপে থাকে। কোনগুলো ই-মেইল ও এসএমএসেও আসবে বেছে নিন।',
    emailColumn: 'ই-মেইল',
    smsColumn: 'এসএমএস',
    topic_ads: 'আপনার বিজ্ঞাপন: অনুমোদিত, অনুমোদিত হয়নি, মেয়াদ শেষের পথে, মেয়াদ শেষ',
    topic_payments: 'পেমেন্ট পাওয়া গেছে',
    topic_promotions: 'প্রমোশন শুরু ও শেষ, ভাউচার',
    topic_orders: 'ডোরস্টেপ অর্ডার',
    topic_other: 'সংরক্ষিত খোঁজ, চাকরির আবেদন, মেম্বারশিপ',
    noPhone: 'এসএমএস আপনার ফোন নম্বরে যায়: পেতে একটি নম্বর যোগ করুন।',
    addPhone: 'ফোন নম্বর যোগ করুন',
    saveChannels: 'পছন্দ সংরক্ষণ করুন',
    channelsSaved: 'আপনার পছন্দ সংরক্ষিত হয়েছে।',
  },
});
