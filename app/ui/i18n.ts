import { useParams } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '../../core/catalogue.ts';
import { isLocale, translator } from '../../core/i18n.ts';
import { messages } from '../messages.ts';

/** The page's locale: the first URL segment when it is supported (spec section 1), else bn. */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The shell's translator for the page's locale. */
export function useT() {
  return translator(messages, useLocale());
}
