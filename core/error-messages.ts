// The messages of the error catalogue (core/errors.ts), one per code, in bn and en.
import type { ErrorCode } from './errors.ts';
import { defineMessages, type Messages } from './i18n.ts';

export const errorMessages: Messages<ErrorCode> = defineMessages({
  en: {
    VALIDATION_FAILED: 'Some of the information sent is not valid. Please check it and try again.',
    INVALID_CREDENTIALS: 'The e-mail, phone number or password is not correct.',
    WRONG_PASSWORD: 'Your current password is not correct.',
    INVALID_CODE: 'The code is wrong or has expired. Check it, or ask for a new code.',
    GOOGLE_SIGN_IN_FAILED: 'Signing in with Google did not work. Please try again.',
    CSRF_REJECTED: 'This request did not come from this site, so it was refused.',
    EMAIL_TAKEN: 'An account could not be made with this e-mail. If it is yours, log in or reset your password.',
    INVALID_PARAMETER: 'This search could not be understood. Please change it and try again.',
    INVALID_FILTER_JSON: 'The filters of this search could not be read. Please choose them again.',
    UNAUTHORIZED: 'Please log in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
    CHAT_BLOCKED: 'You cannot send messages in this chat: one of you has blocked the other or left Haat.',
    // The spec's wording (section 8): clients re-authenticate on it.
    TOKEN_EXPIRED: 'Token is expired.',
    CHAT_UNAVAILABLE:
      'A chat cannot be started here: the ad is your own or no longer available, or the seller has blocked chats with you.',
    NOT_FOUND: 'We could not find what you are looking for.',
    UNSUPPORTED_LOCALE: 'This language is not supported. Use bn or en.',
    METHOD_NOT_ALLOWED: 'This action is not supported here.',
    GONE: 'This is no longer available.',
    PAYLOAD_TOO_LARGE: 'What you sent is too large.',
    RATE_LIMITED: 'Too many attempts. Please wait a little and try again.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    SERVICE_UNAVAILABLE: 'The service is busy right now. Please try again in a moment.',
  },
  bn: {
    VALIDATION_FAILED: 'পাঠানো কিছু তথ্য সঠিক নয়। অনুগ্রহ করে দেখে আবার চেষ্টা করুন।',
    INVALID_CREDENTIALS: 'ই-মেইল, ফোন নম্বর অথবা পাসওয়ার্ড সঠিক নয়।',
    WRONG_PASSWORD: 'আপনার বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
    INVALID_CODE: 'কোডটি ভুল অথবা মেয়াদ শেষ। আবার দেখুন, অথবা নতুন কোড চান।',
    GOOGLE_SIGN_IN_FAILED: 'Google দিয়ে লগ ইন করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    CSRF_REJECTED: 'এই অনুরোধটি এই সাইট থেকে আসেনি, তাই গ্রহণ করা হয়নি।',
    EMAIL_TAKEN: 'এই ই-মেইল দিয়ে অ্যাকাউন্ট খোলা যায়নি। এটি আপনার হলে লগ ইন করুন অথবা পাসওয়ার্ড রিসেট করুন।',
    INVALID_PARAMETER: 'এই খোঁজটি বোঝা যায়নি। একটু বদলে আবার চেষ্টা করুন।',
    INVALID_FILTER_JSON: 'এই খোঁজের ফিল্টারগুলো পড়া যায়নি। অনুগ্রহ করে আবার বেছে নিন।',
    UNAUTHORIZED: 'চালিয়ে যেতে অনুগ্রহ করে লগ ইন করুন।',
    FORBIDDEN: 'আপনার এটি করার অনুমতি নেই।',
    CHAT_BLOCKED: 'এই চ্যাটে বার্তা পাঠানো যাবে না: আপনাদের একজন অন্যজনকে ব্লক করেছেন অথবা হাট ছেড়ে গেছেন।',
    TOKEN_EXPIRED: 'টোকেনের মেয়াদ শেষ হয়ে গেছে।',
    CHAT_UNAVAILABLE:
      'এখানে চ্যাট শুরু করা যাবে না: বিজ্ঞাপনটি আপনার নিজের অথবা আর পাওয়া যাচ্ছে না, অথবা বিক্রেতা আপনার সাথে চ্যাট বন্ধ রেখেছেন।',
    NOT_FOUND: 'আপনি যা খুঁজছেন তা আমরা খুঁজে পাইনি।',
    UNSUPPORTED_LOCALE: 'এই ভাষাটি সমর্থিত নয়। bn অথবা en ব্যবহার করুন।',
    METHOD_NOT_ALLOWED: 'এখানে এই কাজটি সমর্থিত নয়।',
    GONE: 'এটি আর পাওয়া যাচ্ছে না।',
    PAYLOAD_TOO_LARGE: 'আপনার পাঠানো তথ্য অনেক বড়।',
    RATE_LIMITED: 'অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    INTERNAL: 'আমাদের দিকে একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
    SERVICE_UNAVAILABLE: 'সেবাটি এই মুহূর্তে ব্যস্ত। একটু পরে আবার চেষ্টা করুন।',
  },
});
