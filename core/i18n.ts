// Messages in bn and en (spec section 1: bn is the default locale), formatted with ICU MessageFormat (the subset
// in core/icu.ts), and locale-aware numbers, money (BDT) and dates through Intl. Bengali digits in bn come from the
// `bn-BD` locale data, never from hand-written tables.
import { LOCALES, type Locale } from './catalogue.ts';
import { formatAst, type MessageAst, type MessageFormatters, type MessageValues, parseMessage } from './icu.ts';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A feature's messages: both locales must hold exactly the same keys (checked by types and by a test). */
export type Messages<K extends string> = {
  readonly en: Readonly<Record<K, string>>;
  readonly bn: Readonly<Record<K, string>>;
};

export function defineMessages<const E extends Record<string, string>>(messages: {
  en: E;
  bn: { [K in keyof E]: string };
}): Messages<Extract<keyof E, string>> {
  return messages as Messages<Extract<keyof E, string>>;
}

// en-IN: Bangladeshi English groups by lakh (Tk 12,50,000) and writes day-month-year dates.
const INTL_LOCALE: Record<Locale, string> = { bn: 'bn-BD', en: 'en-IN' };
export const intlLocale = (locale: Locale): string => INTL_LOCALE[locale];

const parsed = new Map<string, MessageAst>();

export type { MessageValues };

const messageFormatters: Record<Locale, MessageFormatters> = {
  bn: localeFormatters('bn'),
  en: localeFormatters('en'),
};

function localeFormatters(locale: Locale): MessageFormatters {
  return {
    number: (options = {}) =>
      cached(
        `message-number:${locale}:${JSON.stringify(options)}`,
        () => new Intl.NumberFormat(INTL_LOCALE[locale], options),
      ),
    plural: () => cached(`plural:${locale}`, () => new Intl.PluralRules(INTL_LOCALE[locale])),
  };
}

/** Formats one message; ICU plurals, numbers and selects follow the locale. */
export function formatMessage<K extends string>(
  messages: Messages<K>,
  locale: Locale,
  key: K,
  values?: MessageValues,
): string {
  const source = messages[locale][key];
  let ast = parsed.get(source);
  if (!ast) {
    ast = parseMessage(source);
    parsed.set(source, ast);
  }
  return formatAst(ast, messageFormatters[locale], values);
}

/** A translator bound to one feature's messages and a locale. */
export function translator<K extends string>(messages: Messages<K>, locale: Locale) {
  return (key: K, values?: MessageValues): string => formatMessage(messages, locale, key, values);
}

// Building an Intl formatter costs far more than using one: keep one per locale and option set.
type IntlFormatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const formatters = new Map<string, IntlFormatter>();
function cached<F extends IntlFormatter>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A number in the locale's digits; `grouping: false` for years and codes (২০১৬, not ২,০১৬). */
export function formatNumber(locale: Locale, value: number, { grouping = true } = {}): string {
  const format = cached(
    `number:${locale}:${grouping}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: grouping }),
  );
  return format.format(value);
}

/** BDT with the taka sign and South Asian grouping: ৳ ১২,৫০,০০০ (bn) or Tk 12,50,000 (en). */
export function formatMoney(locale: Locale, amount: number): string {
  return withTakaSign(locale, amount, formatNumber(locale, Math.abs(amount)));
}

/** The taka sign before the digits of an amount, its minus before both (a voucher's -৳ ২০০, never ৳ -২০০). */
export function withTakaSign(locale: Locale, amount: number, digitsOfAbsolute: string): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${locale === 'bn' ? '৳' : 'Tk'} ${digitsOfAbsolute}`;
}

/** Dates shown in Bangladesh time (spec section 9: +6 hours). */
export const TIME_ZONE = 'Asia/Dhaka';

export function formatDate(locale: Locale, date: Date): string {
  const format = cached(
    `date:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: TIME_ZONE,
      }),
  );
  return format.format(date);
}

// Bengali names for the halves of the day. CLDR's bn data writes them in Latin ("৯:৩০ PM"), which the product
// never shows in bn; পূর্বাহ্ণ/অপরাহ্ণ are what Bangladeshi print and government forms use.
const BN_DAY_PERIOD: Record<string, string> = { AM: 'পূর্বাহ্ণ', PM: 'অপরাহ্ণ' };

function formatWithDayPeriod(locale: Locale, format: Intl.DateTimeFormat, date: Date): string {
  if (locale !== 'bn') return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? (BN_DAY_PERIOD[part.value.toUpperCase()] ?? part.value) : part.value))
    .join('');
}

/** A date and time of day in Bangladesh time: "25 Nov 2026, 9:30 pm" / "২৫ নভে, ২০২৬, ৯:৩০ অপরাহ্ণ". */
export function formatDateTime(locale: Locale, date: Date): string {
  const format = cached(
    `datetime:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: TIME_ZONE,
      }),
  );
  return formatWithDayPeriod(locale, format, date);
}

/** A time of day in Bangladesh time: "9:30 pm" / "৯:৩০ অপরাহ্ণ". */
export function formatTime(locale: Locale, date: Date): string {
  const format = cached(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }),
  );
  return formatWithDayPeriod(locale, format, date);
}

/** A time of day given as minutes after midnight (shop hours, schedule slots): 1290 → "৯:৩০ অপরাহ্ণ". */
export function formatTimeOfDay(locale: Locale, minutes: number): string {
  // A fixed UTC day read in UTC, so no time zone or daylight rule can move the hour.
  const format = cached(
    `timeofday:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  );
  return formatWithDayPeriod(locale, format, new Date(Date.UTC(2000, 0, 1, 0, minutes)));
}

/** "2 hours ago" / "২ ঘণ্টা আগে", relative to `now`. */
export function formatRelativeTime(locale: Locale, date: Date, now: Date): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 24 * 3600],
    ['month', 30 * 24 * 3600],
    ['week', 7 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
  ];
  const rtf = cached(`relative:${locale}`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' }));
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'minute');
}
