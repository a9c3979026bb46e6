import { translator } from '../../core/i18n.ts';
import { adMessages, type AdMessageKey } from './ad-messages.ts';
import { useLocale } from '../ui/i18n.ts';

/** The translator of the ad page, favourites, saved searches, notifications and reports. */
export function useAdT() {
  return translator(adMessages, useLocale());
}

/** A field error key from a shared schema in the page's language; unknown keys fall back to a generic text. */
export function useAdFieldError() {
  const t = useAdT();
  return (key: string | undefined) =>
    key === undefined ? undefined : key in adMessages.en ? t(key as AdMessageKey) : t('url_invalid');
}
