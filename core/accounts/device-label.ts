// A session's device in words, from its browser's User-Agent: the browser and the system, as far as they are known
// (ASVS V7.5.2: a person recognises their own sessions by them). Pure; nothing is looked up.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biOS\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

export interface DeviceLabel {
  readonly browser: string | null;
  readonly system: string | null;
}

export function deviceLabel(userAgent: string | null): DeviceLabel {
  const text = userAgent ?? '';
  return { browser: first(BROWSERS, text) ?? null, system: first(SYSTEMS, text) ?? null };
}

/** How long a device stays known without signing in again (its cookie lasts as long). */
export const DEVICE_DAYS = 365;
