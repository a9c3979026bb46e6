// Safety warnings on chat messages: the recipient is warned when a message carries a link or a phone
// number (the talk may move off Haat, where nobody can help), and warned strongly on the patterns of the common
// scams in Bangladesh: a fake bKash/Nagad "cash-out" or "refund", a WhatsApp payment link, a request for an OTP/PIN.
// Pure functions, shared by the server (which attaches the warnings to a message) and the pages.
import { replaceBengaliDigits } from '../digits.ts';

export type ChatWarning = 'link' | 'phone' | 'mobile_money_scam' | 'whatsapp_payment' | 'otp_request';

/** The scam warnings are shown above the plain link/phone notes. */
export const SCAM_WARNINGS: readonly ChatWarning[] = ['mobile_money_scam', 'whatsapp_payment', 'otp_request'];

const LINK =
  /\bhttps?:\/\/|\bwww\.|\bwa\.me\/|\b[a-z0-9-]{2,}\.(?:com|net|org|xyz|info|link|ly|io|me|app|top|site|online|shop|bd)\b/i;
// A Bangladeshi mobile number, after Bengali digits became Western ones and spaces, dots and dashes were dropped.
const PHONE = /(?:\+?88)?01[3-9]\d{8}/;
const MOBILE_MONEY = /bkash|b-kash|nagad|rocket|upay|বিকাশ|নগদ|রকেট/i;
const MONEY_TRICK =
  /cash[\s-]*out|refund|send\s*money|agent|wrong(?:ly)?\s*sent|ক্যাশ\s*আউট|ক্যাশআউট|রিফান্ড|ফেরত|এজেন্ট|সেন্ড\s*মানি|ভুল(?:ে|\s*করে)?\s*(?:পাঠি|চলে)/i;
const WHATSAPP = /whats\s*app|wa\.me|হোয়াটস\s*অ্যা?প|হোয়াটসঅ্যাপ|হোয়াটসআপ/i;
const PAYMENT = /pay|link|advance|deposit|token\s*money|পেমেন্ট|লিংক|লিঙ্ক|অগ্রিম|অ্যাডভান্স|টাকা\s*পাঠা/i;
const OTP =
  /\botp\b|one[\s-]*time\s*(?:pass(?:word|code)?|code)|verification\s*code|\bpin\b|ওটিপি|ও\.টি\.পি|পিন|ভেরিফিকেশন\s*কোড|গোপন\s*কোড/i;

/** The warnings a recipient should see on `text`, scam warnings first. */
export function chatWarnings(text: string): ChatWarning[] {
  const western = replaceBengaliDigits(text);
  const warnings: ChatWarning[] = [];
  if (MOBILE_MONEY.test(text) && MONEY_TRICK.test(text)) warnings.push('mobile_money_scam');
  if (WHATSAPP.test(text) && PAYMENT.test(text)) warnings.push('whatsapp_payment');
  if (OTP.test(text)) warnings.push('otp_request');
  if (LINK.test(text)) warnings.push('link');
  if (PHONE.test(western.replace(/[\s.\-()]/g, ''))) warnings.push('phone');
  return warnings;
}
