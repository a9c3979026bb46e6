// The names people read for an ad's status (core/ad-lifecycle.ts) and a report's, so that no page prints the
// spec's key (`pending_review`) as it is: the back office, the report queue and the ad page all say them in words.
import type { AdStatus } from './ad-lifecycle.ts';
import type { Locale } from './catalogue.ts';
import { defineMessages, formatMessage } from './i18n.ts';

export const statusMessages = defineMessages({
  en: {
    ad_draft: 'Draft',
    ad_pending_review: 'Waiting for review',
    ad_pending_payment: 'Waiting for payment',
    ad_published: 'Published',
    ad_rejected: 'Rejected',
    ad_deactivated: 'Removed',
    ad_expired: 'Expired',
    report_open: 'Open',
    report_resolved: 'Resolved',
    report_taken_down: 'Ad taken down',
  },
  bn: {
    ad_draft: 'খসড়া',
    ad_pending_review: 'যাচাই বাকি',
    ad_pending_payment: 'পেমেন্ট বাকি',
    ad_published: 'প্রকাশিত',
    ad_rejected: 'প্রত্যাখ্যাত',
    ad_deactivated: 'সরানো',
    ad_expired: 'মেয়াদোত্তীর্ণ',
    report_open: 'খোলা',
    report_resolved: 'মীমাংসিত',
    report_taken_down: 'বিজ্ঞাপন সরানো হয়েছে',
  },
});

type StatusKey = keyof (typeof statusMessages)['en'];

/** An ad status in words; a status this table does not know is shown as it is rather than failing the page. */
export function adStatusName(locale: Locale, status: AdStatus | string): string {
  const key = `ad_${status}` as StatusKey;
  return key in statusMessages.en ? formatMessage(statusMessages, locale, key) : status;
}

/** A report's status (open, resolved, taken_down) in words. */
export function reportStatusName(locale: Locale, status: string): string {
  const key = `report_${status}` as StatusKey;
  return key in statusMessages.en ? formatMessage(statusMessages, locale, key) : status;
}
