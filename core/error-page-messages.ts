// The error screens' texts (spec section 2: the not-found page and the fallback error screen), in bn and en. Shared
// by the pages (app/ui/error-screens.tsx, through app/messages.ts) and by the HTML page the server answers for a
// request React Router never sees, such as a link cut off in an SMS (server/http/error-page.ts, decision 253).
import { defineMessages } from './i18n.ts';

export const errorPageMessages = defineMessages({
  en: {
    siteName: 'Haat',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go to the home page',
    brokenLinkTitle: 'This link is broken',
    brokenLinkText: 'Part of the link is missing or garbled, perhaps cut off in a message. Check it, or start again.',
    fallbackTitle: 'We got into a bad state. Sorry!',
    fallbackLink: 'Click here to go to the home page',
  },
  bn: {
    siteName: 'হাট',
    notFoundTitle: 'পাতাটি পাওয়া যায়নি',
    notFoundText: 'আপনি যে পাতাটি খুঁজছেন সেটি নেই অথবা সরিয়ে নেওয়া হয়েছে।',
    goHome: 'হোম পেজে যান',
    brokenLinkTitle: 'লিংকটি ভাঙা',
    brokenLinkText: 'লিংকের কিছু অংশ নেই বা ভুল, হয়তো কোনো বার্তায় কেটে গেছে। লিংকটি দেখুন, অথবা আবার শুরু করুন।',
    fallbackTitle: 'আমরা একটি সমস্যায় পড়েছি। দুঃখিত!',
    fallbackLink: 'হোম পেজে যেতে এখানে ক্লিক করুন',
  },
});
