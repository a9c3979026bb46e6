// The skills a resume offers as chips: the work people most often look for on Haat, so that a
// driver, a guard or a sales representative taps instead of typing. A resume stores the keys; other skills are
// stored as typed (lower-cased), and the profile database searches both.
import type { LocalizedText } from '../catalogue.ts';

export const SKILL_CHIPS: readonly { key: string; label: LocalizedText }[] = [
  { key: 'driving', label: { en: 'Driving (car)', bn: 'গাড়ি চালানো' } },
  { key: 'heavy-licence', label: { en: 'Heavy vehicle licence', bn: 'হেভি লাইসেন্স' } },
  { key: 'motorcycle', label: { en: 'Motorcycle', bn: 'মোটরসাইকেল' } },
  { key: 'security', label: { en: 'Security work', bn: 'নিরাপত্তার কাজ' } },
  { key: 'sales', label: { en: 'Sales', bn: 'বিক্রয়' } },
  { key: 'customer-service', label: { en: 'Customer service', bn: 'কাস্টমার সার্ভিস' } },
  { key: 'computer', label: { en: 'Computer (MS Office)', bn: 'কম্পিউটার (এমএস অফিস)' } },
  { key: 'english', label: { en: 'Spoken English', bn: 'ইংরেজিতে কথা বলা' } },
  { key: 'accounting', label: { en: 'Accounting', bn: 'হিসাবরক্ষণ' } },
  { key: 'teaching', label: { en: 'Teaching', bn: 'শিক্ষকতা' } },
  { key: 'cooking', label: { en: 'Cooking', bn: 'রান্না' } },
  { key: 'cleaning', label: { en: 'Cleaning', bn: 'পরিচ্ছন্নতা' } },
  { key: 'sewing', label: { en: 'Sewing machine', bn: 'সেলাই মেশিন' } },
  { key: 'electrical', label: { en: 'Electrical work', bn: 'ইলেকট্রিকের কাজ' } },
  { key: 'delivery', label: { en: 'Delivery', bn: 'ডেলিভারি' } },
  { key: 'data-entry', label: { en: 'Data entry', bn: 'ডাটা এন্ট্রি' } },
];

/** A stored skill as shown: a chip's label, or the skill as typed. */
export const skillLabel = (skill: string, locale: 'bn' | 'en'): string =>
  SKILL_CHIPS.find((chip) => chip.key === skill)?.label[locale] ?? skill;
