// The messages of the error catalogue (core/errors.ts), one per code, in bn and en.
import type { ErrorCode } from './errors.ts';
import { defineMessages, type Messages } from './i18n.ts';

export const errorMessages: Messages<ErrorCode> = defineMessages({
  en: {
    VALIDATION_FAILED: 'Some of the information sent is not valid. Please check it and try again.',
    INVALID_PARAMETER: 'This search could not be understood. Please change it and try again.',
    INVALID_FILTER_JSON: 'The filters of this search could not be read. Please choose them again.',
    UNAUTHORIZED: 'Please log in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
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
    INVALID_PARAMETER: 'এই খোঁজটি বোঝা যায়নি। একটু বদলে আবার চেষ্টা করুন।',
    INVALID_FILTER_JSON: 'এই খোঁজের ফিল্টারগুলো পড়া যায়নি। অনুগ্রহ করে আবার বেছে নিন।',
    UNAUTHORIZED: 'চালিয়ে যেতে অনুগ্রহ করে লগ ইন করুন।',
    FORBIDDEN: 'আপনার এটি করার অনুমতি নেই।',
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
