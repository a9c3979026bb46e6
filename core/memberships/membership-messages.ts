// Membership names and texts in bn and en: the packages' names the API answers in the asked locale,
// the membership pages and the reminders before a term ends.
import type { Locale } from '../catalogue.ts';
import { defineMessages, translator } from '../i18n.ts';
import type { MembershipPackage } from './packages.ts';

export const membershipMessages = defineMessages({
  en: {
    group_general: 'Most categories',
    group_electronics: 'Mobiles and electronics',
    group_vehicles: 'Vehicles',
    group_property: 'Property',
    group_jobs: 'Jobs',
    tier_basic: 'Basic',
    tier_plus: 'Plus',
    tier_premium: 'Premium',
    packageName: '{group} {tier}, {months, plural, one {# month} other {# months}}',
    reminderSubject: 'Your Haat membership ends on {date}',
    reminderBody:
      'Your {name} membership ends on {date}. Renew it to keep your shop, your badge and your ad quota: {link}',
    reminderSms: 'Haat: your membership ends on {date}. Renew: {link}',
  },
  bn: {
    group_general: 'বেশিরভাগ ক্যাটাগরি',
    group_electronics: 'মোবাইল ও ইলেকট্রনিক্স',
    group_vehicles: 'যানবাহন',
    group_property: 'প্রপার্টি',
    group_jobs: 'চাকরি',
    tier_basic: 'বেসিক',
    tier_plus: 'প্লাস',
    tier_premium: 'প্রিমিয়াম',
    packageName: '{group} {tier}, {months, number} মাস',
    reminderSubject: 'আপনার হাট মেম্বারশিপ {date} তারিখে শেষ হবে',
    reminderBody:
      'আপনার {name} মেম্বারশিপ {date} তারিখে শেষ হবে। আপনার দোকান, ব্যাজ ও বিজ্ঞাপনের কোটা রাখতে নবায়ন করুন: {link}',
    reminderSms: 'হাট: আপনার মেম্বারশিপ {date} তারিখে শেষ হবে। নবায়ন: {link}',
  },
});

/** A package's name in a locale, e.g. "Vehicles Plus, 3 months" ("যানবাহন প্লাস, ৩ মাস"). */
export function packageName(
  locale: Locale,
  p: Pick<MembershipPackage, 'category_group' | 'tier'> & { readonly months: number },
) {
  const t = translator(membershipMessages, locale);
  return t('packageName', { group: t(`group_${p.category_group}`), tier: t(`tier_${p.tier}`), months: p.months });
}
