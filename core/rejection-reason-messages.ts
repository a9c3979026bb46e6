// The reasons a moderator gives for rejecting an ad (core/ad-lifecycle.ts REJECTION_REASONS), in bn and en: shown in
// my ads and the review queue (app/ads/ads-messages.ts takes them as `reason_*`) and told to the seller in the
// notification of the rejection (core/notification-messages.ts).
import type { RejectionReason } from './ad-lifecycle.ts';
import type { Locale } from './catalogue.ts';

export const rejectionReasonTexts: Record<Locale, Record<RejectionReason, string>> = {
  en: {
    prohibited_item: 'Item not allowed on Haat',
    duplicate: 'Duplicate of another ad',
    wrong_category: 'Wrong category',
    misleading_price: 'Misleading price',
    contact_in_text: 'Phone number or link in the text',
    poor_pictures: 'Pictures missing or unclear',
    spam: 'Spam',
    other: 'Other',
  },
  bn: {
    prohibited_item: 'হাটে এই পণ্য নিষিদ্ধ',
    duplicate: 'অন্য বিজ্ঞাপনের পুনরাবৃত্তি',
    wrong_category: 'ভুল ক্যাটাগরি',
    misleading_price: 'বিভ্রান্তিকর দাম',
    contact_in_text: 'লেখায় ফোন নম্বর বা লিংক',
    poor_pictures: 'ছবি নেই বা অস্পষ্ট',
    spam: 'স্প্যাম',
    other: 'অন্যান্য',
  },
};

/** The reasons as message entries `reason_<code>`, for a page's message table. */
export const reasonEntries = (locale: Locale) =>
  Object.fromEntries(Object.entries(rejectionReasonTexts[locale]).map(([code, text]) => [`reason_${code}`, text])) as {
    [K in RejectionReason as `reason_${K}`]: string;
  };
