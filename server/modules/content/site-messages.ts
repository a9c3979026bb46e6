// The site's own name and the SEO texts of the home page and the help index, in bn and en (server/modules/content/seo.ts).
import { defineMessages } from '../../../core/i18n.ts';

export const siteMessages = defineMessages({
  en: {
    siteName: 'Haat',
    homeTitle: 'Haat: buy and sell anything in Bangladesh',
    homeDescription:
      'Buy and sell mobile phones, cars, motorbikes, property, electronics and more across Bangladesh. Post your ad free and find jobs near you.',
    helpTitle: 'Help and information',
    helpDescription:
      'How to buy and sell safely on Haat, sell faster, contact us, and the terms and privacy rules that apply.',
  },
  bn: {
    siteName: 'হাট',
    homeTitle: 'হাট: বাংলাদেশে যেকোনো কিছু কেনাবেচা করুন',
    homeDescription:
      'সারা বাংলাদেশে মোবাইল ফোন, গাড়ি, মোটরবাইক, প্রপার্টি, ইলেকট্রনিক্স আর আরও অনেক কিছু কিনুন ও বিক্রি করুন। ফ্রিতে বিজ্ঞাপন দিন, কাছাকাছি চাকরি খুঁজুন।',
    helpTitle: 'সাহায্য ও তথ্য',
    helpDescription:
      'হাটে কীভাবে নিরাপদে কেনাবেচা করবেন, দ্রুত বিক্রি করবেন, আমাদের সাথে যোগাযোগ করবেন, আর প্রযোজ্য শর্তাবলি ও গোপনীয়তা নীতি।',
  },
});
