// Job ads and chats that ask applicants for money: the commonest job scam in Bangladesh takes a
// "registration" or "processing" fee and disappears. A match does not block anything: it flags the ad or the chat
// for a moderator (decision 122). Lower-case phrases, bn and en; Latin ones match as whole words.
const FEE_PHRASES = [
  'registration fee',
  'processing fee',
  'application fee',
  'training fee',
  'security deposit',
  'security money',
  'joining fee',
  'form fee',
  'রেজিস্ট্রেশন ফি',
  'রেজিষ্ট্রেশন ফি',
  'নিবন্ধন ফি',
  'প্রসেসিং ফি',
  'প্রক্রিয়াকরণ ফি',
  'আবেদন ফি',
  'ট্রেনিং ফি',
  'প্রশিক্ষণ ফি',
  'জামানত',
  'সিকিউরিটি মানি',
  'ফরম ফি',
  'ফর্ম ফি',
] as const;

const LATIN = FEE_PHRASES.filter((p) => /[a-z]/.test(p));
const BENGALI = FEE_PHRASES.filter((p) => !/[a-z]/.test(p));
const LATIN_PATTERN = new RegExp(`\\b(?:${LATIN.map((p) => p.replace(/ /g, '\\s+')).join('|')})s?\\b`);

/** Whether a text asks the reader to pay a fee to get the job. */
export function asksForFee(text: string): boolean {
  const lower = text.normalize('NFC').toLowerCase();
  return LATIN_PATTERN.test(lower) || BENGALI.some((phrase) => lower.includes(phrase));
}
