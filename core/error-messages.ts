// The messages of the error catalogue (core/errors.ts), one per code, in bn and en.
import type { Locale } from './catalogue.ts';
import type { AppError, ErrorCode } from './errors.ts';
import { defineMessages, formatMessage, type Messages } from './i18n.ts';

export const errorMessages: Messages<ErrorCode> = defineMessages({
  en: {
    VALIDATION_FAILED: 'Some of the information sent is not valid. Please check it and try again.',
    INVALID_CREDENTIALS: 'The e-mail, phone number or password is not correct.',
    WRONG_PASSWORD: 'Your current password is not correct.',
    INVALID_CODE: 'The code is wrong or has expired. Check it, or ask for a new code.',
    SECOND_FACTOR_REQUIRED: 'Staff work needs two-step sign-in. Turn it on under My account, then try again.',
    SELF_GRANT:
      'Staff cannot give their own account a membership, a voucher or a refund, or decide an order of their own. Another member of staff must do it.',
    SELF_APPROVAL: 'You asked for this, so another member of staff must approve or reject it.',
    GOOGLE_SIGN_IN_FAILED: 'Signing in with Google did not work. Please try again.',
    CSRF_REJECTED: 'This request did not come from this site, so it was refused.',
    INVALID_TRANSITION: 'This cannot be done to the ad in its current state.',
    INVALID_PARAMETER: 'This search could not be understood. Please change it and try again.',
    INVALID_FILTER_JSON: 'The filters of this search could not be read. Please choose them again.',
    UNAUTHORIZED: 'Please log in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
    ACCOUNT_SUSPENDED:
      'Your account is suspended, so you cannot sign in. If you think this is a mistake, write to us through the Contact us page.',
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
    PICTURE_TOO_LARGE: 'This picture is larger than 5 MB. Please choose a smaller one.',
    PICTURE_TOO_MANY_PIXELS: 'This picture has more than 50 megapixels. Please choose a smaller one.',
    PICTURE_SHAPE:
      'This picture is too long and narrow. Please crop it so that its long side is at most 8 times its short side.',
    UNSUPPORTED_PICTURE: 'This file is not a picture we can use. Please choose a JPEG, PNG, WebP or HEIC photo.',
    PICTURE_IN_USE: 'This picture is part of an ad. Remove it from the ad instead.',
    TOO_MANY_PICTURES: 'This ad has too many pictures. Please remove some.',
    UNKNOWN_PICTURE: 'A picture could not be found. Please add it again.',
    RATE_LIMITED: 'Too many attempts. Please wait a little and try again.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    SERVICE_UNAVAILABLE: 'The service is busy right now. Please try again in a moment.',
    PICTURES_BUSY: 'Many pictures are being processed right now. Please try again in a few seconds.',
    SCHEDULE_INVALID: 'The promotion start could not be read. Choose a date and a time such as 9:30 PM.',
    SCHEDULE_IN_PAST: 'The promotion start is in the past. Choose a later date or time.',
    SCHEDULE_TOO_FAR: 'A promotion can start at most 90 days from today. Choose an earlier date.',
    VOUCHER_EXPIRED: 'This voucher has expired or does not exist.',
    VOUCHER_USED_UP: 'This voucher has been used as many times as it allows.',
    VOUCHER_NOT_APPLICABLE: 'This voucher applies only to promotions.',
    PRICE_CHANGED: 'The price is not the one shown on the page. Please check the new total and pay again.',
    CHECKOUT_OPEN:
      'You already have an unfinished payment for this. Resume it or discard it under My account → Payments.',
    MESSAGING_UNAVAILABLE: 'We cannot send text messages or e-mails at the moment. Please try again later.',
    DOORSTEP_NOT_ELIGIBLE:
      'Only members and shops can offer doorstep delivery. Become a member to sell with delivery, or post the ad without it.',
    AD_QUOTA_EXCEEDED:
      'Your membership has as many ads live in this category group as it allows. Remove or sell an ad, or upgrade your membership, and try again: your ad is kept.',
    DUPLICATE_AD:
      'You already have this ad. Bump it up or edit it instead, or post this one anyway: it then waits for a moderator.',
    COD_NOT_AVAILABLE:
      'Cash on delivery is not available for this order: this phone number has too many cash orders on the way or refused parcels recently, or the amount is above what a courier collects. Please pay online.',
    NOT_DELIVERED_HERE:
      'The seller does not deliver to this district. Choose another place, or ask the seller in chat.',
    OUT_OF_STOCK:
      'The seller does not have that many in stock any more. Please order fewer, or ask the seller in chat.',
    DELIVERY_NOT_COVERED:
      'This item cannot be delivered to this area: the delivery charge there is more than its price. Please choose another area or contact the seller.',
  },
  bn: {
    VALIDATION_FAILED: 'পাঠানো কিছু তথ্য সঠিক নয়। অনুগ্রহ করে দেখে আবার চেষ্টা করুন।',
    INVALID_CREDENTIALS: 'ই-মেইল, ফোন নম্বর অথবা পাসওয়ার্ড সঠিক নয়।',
    WRONG_PASSWORD: 'আপনার বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
    INVALID_CODE: 'কোডটি ভুল অথবা মেয়াদ শেষ। আবার দেখুন, অথবা নতুন কোড চান।',
    SECOND_FACTOR_REQUIRED:
      'কর্মীদের কাজের জন্য দুই ধাপে লগ ইন লাগবে। আমার অ্যাকাউন্টে গিয়ে এটি চালু করুন, তারপর আবার চেষ্টা করুন।',
    SELF_GRANT:
      'কর্মীরা নিজের অ্যাকাউন্টে মেম্বারশিপ, ভাউচার বা রিফান্ড দিতে অথবা নিজের অর্ডারের সিদ্ধান্ত নিতে পারেন না। এটি অন্য একজন কর্মীকে করতে হবে।',
    SELF_APPROVAL: 'অনুরোধটি আপনার করা, তাই অন্য একজন কর্মীকে এটি অনুমোদন বা বাতিল করতে হবে।',
    GOOGLE_SIGN_IN_FAILED: 'Google দিয়ে লগ ইন করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    CSRF_REJECTED: 'এই অনুরোধটি এই সাইট থেকে আসেনি, তাই গ্রহণ করা হয়নি।',
    INVALID_TRANSITION: 'বিজ্ঞাপনটির বর্তমান অবস্থায় এটি করা যায় না।',
    INVALID_PARAMETER: 'এই খোঁজটি বোঝা যায়নি। একটু বদলে আবার চেষ্টা করুন।',
    INVALID_FILTER_JSON: 'এই খোঁজের ফিল্টারগুলো পড়া যায়নি। অনুগ্রহ করে আবার বেছে নিন।',
    UNAUTHORIZED: 'চালিয়ে যেতে অনুগ্রহ করে লগ ইন করুন।',
    FORBIDDEN: 'আপনার এটি করার অনুমতি নেই।',
    ACCOUNT_SUSPENDED:
      'আপনার অ্যাকাউন্টটি স্থগিত করা হয়েছে, তাই লগ ইন করা যাবে না। ভুল মনে হলে "যোগাযোগ করুন" পাতা থেকে আমাদের লিখুন।',
    CHAT_BLOCKED: 'এই চ্যাটে বার্তা পাঠানো যাবে না: আপনাদের একজন অন্যজনকে ব্লক করেছেন অথবা হাট ছেড়ে গেছেন।',
    TOKEN_EXPIRED: 'টোকেনের মেয়াদ শেষ হয়ে গেছে।',
    CHAT_UNAVAILABLE:
      'এখানে চ্যাট শুরু করা যাবে না: বিজ্ঞাপনটি আপনার নিজের অথবা আর পাওয়া যাচ্ছে না, অথবা বিক্রেতা আপনার সাথে চ্যাট বন্ধ রেখেছেন।',
    NOT_FOUND: 'আপনি যা খুঁজছেন তা আমরা খুঁজে পাইনি।',
    UNSUPPORTED_LOCALE: 'এই ভাষাটি সমর্থিত নয়। bn অথবা en ব্যবহার করুন।',
    METHOD_NOT_ALLOWED: 'এখানে এই কাজটি সমর্থিত নয়।',
    GONE: 'এটি আর পাওয়া যাচ্ছে না।',
    PAYLOAD_TOO_LARGE: 'আপনার পাঠানো তথ্য অনেক বড়।',
    PICTURE_TOO_LARGE: 'ছবিটি ৫ এমবি-র চেয়ে বড়। অনুগ্রহ করে আরও ছোট একটি ছবি বেছে নিন।',
    PICTURE_TOO_MANY_PIXELS: 'ছবিটি ৫০ মেগাপিক্সেলের চেয়ে বড়। অনুগ্রহ করে আরও ছোট একটি ছবি বেছে নিন।',
    PICTURE_SHAPE: 'ছবিটি অনেক বেশি লম্বা ও সরু। অনুগ্রহ করে এমনভাবে কেটে নিন যাতে লম্বা দিকটি ছোট দিকের ৮ গুণের বেশি না হয়।',
    UNSUPPORTED_PICTURE: 'এই ফাইলটি ব্যবহারযোগ্য ছবি নয়। অনুগ্রহ করে JPEG, PNG, WebP অথবা HEIC ছবি বেছে নিন।',
    PICTURE_IN_USE: 'এই ছবিটি একটি বিজ্ঞাপনে আছে। বিজ্ঞাপন থেকে সরিয়ে নিন।',
    TOO_MANY_PICTURES: 'এই বিজ্ঞাপনে অনেক বেশি ছবি। অনুগ্রহ করে কয়েকটি সরিয়ে দিন।',
    UNKNOWN_PICTURE: 'একটি ছবি খুঁজে পাওয়া যায়নি। অনুগ্রহ করে আবার যোগ করুন।',
    RATE_LIMITED: 'অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    INTERNAL: 'আমাদের দিকে একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
    SERVICE_UNAVAILABLE: 'সেবাটি এই মুহূর্তে ব্যস্ত। একটু পরে আবার চেষ্টা করুন।',
    PICTURES_BUSY: 'এই মুহূর্তে অনেক ছবি প্রস্তুত করা হচ্ছে। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
    SCHEDULE_INVALID: 'প্রচারের শুরুর সময় বোঝা যায়নি। একটি তারিখ ও সময় বেছে নিন, যেমন রাত ৯:৩০।',
    SCHEDULE_IN_PAST: 'প্রচারের শুরুর সময় পেরিয়ে গেছে। পরের কোনো তারিখ বা সময় বেছে নিন।',
    SCHEDULE_TOO_FAR: 'প্রচার আজ থেকে সর্বোচ্চ ৯০ দিনের মধ্যে শুরু হতে পারে। আগের কোনো তারিখ বেছে নিন।',
    VOUCHER_EXPIRED: 'এই ভাউচারের মেয়াদ শেষ অথবা এটি নেই।',
    VOUCHER_USED_UP: 'এই ভাউচারটি যতবার ব্যবহার করা যায়, ততবার ব্যবহার হয়ে গেছে।',
    VOUCHER_NOT_APPLICABLE: 'এই ভাউচারটি শুধু প্রচারের জন্য।',
    PRICE_CHANGED: 'দামটি পাতায় দেখানো দামের সাথে মিলছে না। নতুন মোট দাম দেখে আবার পরিশোধ করুন।',
    CHECKOUT_OPEN: 'এর জন্য আপনার একটি অসম্পূর্ণ পেমেন্ট আছে। আমার অ্যাকাউন্ট → পেমেন্ট থেকে সেটি চালিয়ে যান বা বাতিল করুন।',
    MESSAGING_UNAVAILABLE: 'আমরা এই মুহূর্তে এসএমএস বা ই-মেইল পাঠাতে পারছি না। পরে আবার চেষ্টা করুন।',
    DOORSTEP_NOT_ELIGIBLE:
      'শুধু মেম্বার ও শপ হোম ডেলিভারি দিতে পারে। ডেলিভারিসহ বিক্রি করতে মেম্বার হোন, অথবা ডেলিভারি ছাড়া বিজ্ঞাপন দিন।',
    AD_QUOTA_EXCEEDED:
      'এই ক্যাটাগরি গ্রুপে আপনার মেম্বারশিপে যতগুলো বিজ্ঞাপন চালু রাখা যায়, ততগুলোই চালু আছে। একটি বিজ্ঞাপন সরান বা বিক্রি হয়েছে চিহ্নিত করুন, অথবা মেম্বারশিপ আপগ্রেড করে আবার চেষ্টা করুন: আপনার বিজ্ঞাপনটি রাখা আছে।',
    DUPLICATE_AD:
      'এই বিজ্ঞাপনটি আপনার আগে থেকেই আছে। এর বদলে সেটি বাম্প আপ বা এডিট করুন, অথবা তবুও এটি পোস্ট করুন: তখন এটি মডারেটরের অপেক্ষায় থাকবে।',
    COD_NOT_AVAILABLE:
      'এই অর্ডারে ক্যাশ অন ডেলিভারি নেওয়া যাচ্ছে না: এই ফোন নম্বরে অনেকগুলো ক্যাশ অর্ডার পথে আছে বা সম্প্রতি পার্সেল ফেরত দেওয়া হয়েছে, অথবা টাকার পরিমাণ কুরিয়ার যতটা সংগ্রহ করে তার চেয়ে বেশি। অনুগ্রহ করে অনলাইনে পেমেন্ট করুন।',
    NOT_DELIVERED_HERE: 'বিক্রেতা এই জেলায় ডেলিভারি দেন না। অন্য জায়গা বেছে নিন, অথবা চ্যাটে বিক্রেতাকে জিজ্ঞেস করুন।',
    OUT_OF_STOCK: 'বিক্রেতার কাছে এতগুলো আর মজুত নেই। কম সংখ্যায় অর্ডার করুন, অথবা চ্যাটে বিক্রেতাকে জিজ্ঞেস করুন।',
    DELIVERY_NOT_COVERED:
      'এই পণ্যটি এই এলাকায় ডেলিভারি করা যাচ্ছে না: সেখানে ডেলিভারি চার্জ পণ্যের দামের চেয়ে বেশি। অন্য এলাকা বেছে নিন অথবা বিক্রেতার সাথে যোগাযোগ করুন।',
  },
});

/**
 * RATE_LIMITED with the wait the limit gives (its retry-after), for the forms: "try later" alone leaves a person
 * guessing, and a seller back from the SMS app tries again at once.
 */
export const waitMessages = defineMessages({
  en: {
    seconds: 'Too many attempts. Try again in {count, plural, one {# second} other {# seconds}}.',
    minutes: 'Too many attempts. Try again in {count, plural, one {# minute} other {# minutes}}.',
  },
  bn: {
    seconds: 'অনেকবার চেষ্টা করা হয়েছে। {count, number} সেকেন্ড পরে আবার চেষ্টা করুন।',
    minutes: 'অনেকবার চেষ্টা করা হয়েছে। {count, number} মিনিট পরে আবার চেষ্টা করুন।',
  },
});

/** The catalogue's message for `error`, with the wait for a RATE_LIMITED that says it. */
export function errorText(locale: Locale, error: AppError): string {
  const wait = error.code === 'RATE_LIMITED' ? error.retryAfterSeconds : undefined;
  if (!wait) return formatMessage(errorMessages, locale, error.code);
  return wait < 90
    ? formatMessage(waitMessages, locale, 'seconds', { count: wait })
    : formatMessage(waitMessages, locale, 'minutes', { count: Math.ceil(wait / 60) });
}
