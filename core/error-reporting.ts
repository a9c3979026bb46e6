// What goes to error reporting (spec section 8), the same rules for the server and the browser: which errors are
// reported, with what message, and the personal data taken out of a report before it leaves (beforeSend).
import type { ErrorBody } from './errors.ts';

/** Answers that are part of normal use (signed out, not allowed, not found, gone): never reported. */
export const IGNORED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 410]);

/** Failures of the visitor's network or of their own choice (closing the share sheet), not of the site. */
const NOISY_MESSAGES = [
  /Network Error/i,
  /Share canceled/i,
  // What browsers say for "Network Error" through fetch().
  /Failed to fetch|NetworkError when attempting to fetch|Load failed/i,
];

export function shouldReport(failure: { status?: number | null; message?: string | null }): boolean {
  if (failure.status != null && IGNORED_STATUSES.has(failure.status)) return false;
  return !NOISY_MESSAGES.some((noise) => noise.test(failure.message ?? ''));
}

/** The message of a failed call: the first of the server's error message, its violations, or the error's message. */
export function reportedMessage(body: Partial<ErrorBody> | null | undefined, fallback: string): string {
  const error = body?.error;
  if (error?.message) return error.message;
  const [first] = error?.violations ?? [];
  if (first) return `${first.path}: ${first.message}`;
  return fallback;
}

// Digits as typed in Bangladesh: Western or Bengali.
const D = '[0-9\u09E6-\u09EF]';
const SEP = '[\\s\\-.()]?';
const TEXT_RULES: readonly [RegExp, string][] = [
  [/Bearer\s+\S+/gi, 'Bearer [token]'],
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  // Any local part an address may have (RFC 5322 allows !#$%&'*+/=?^`{|}~ too).
  [/[^\s@<>()[\],;:"]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  // The same in a URL's query (encodeURIComponent leaves only these characters as they are).
  [/[\w.%+!~*'()-]+%40[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  // Bangladeshi mobile numbers in every written form: +880 1712-345678, 8801712345678, 01712345678, ০১৭১২৩৪৫৬৭৮.
  [
    new RegExp(
      `(?<!${D})(?:\\+?(?:880|\u09EE\u09EE\u09E6)${SEP}|[0\u09E6])?[1\u09E7]${SEP}[3-9\u09E9-\u09EF](?:${SEP}${D}){8}(?!${D})`,
      'g',
    ),
    '[phone]',
  ],
  // Other international numbers.
  [new RegExp(`\\+${D}{1,3}${SEP}${D}(?:${SEP}${D}){6,13}(?!${D})`, 'g'), '[phone]'],
  // Session tokens (43 characters), reset links' tokens, API keys: long random strings.
  [/\b[A-Za-z0-9_-]{40,}\b/g, '[token]'],
];

/** The report's own identifiers, which look random but are not personal. */
const KEPT_KEY = /^(event_id|trace_id|span_id|parent_span_id|release|dist|sdk|timestamp|platform|level)$/;
/** Fields never sent, whatever they hold. */
const SECRET_KEY = /authorization|cookie|password|secret|token|otp|session|api[-_]?key|^e-?mail$|^phone|ip_address/i;

export function scrubText(text: string): string {
  return TEXT_RULES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** A copy of `value` (a report, JSON-like) with secret fields removed and personal data in every string masked. */
export function scrub<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (value === null || typeof value !== 'object' || depth > 30) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrub(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = KEPT_KEY.test(key) ? item : SECRET_KEY.test(key) ? '[removed]' : scrub(item, depth + 1);
  }
  return copy as T;
}
