// The lite home, results and ad pages (decision 201): the same page drawn with no client script and little HTML, at
// the full page's address with `lite` after the locale (/bn/lite, /bn/lite/ads/dhaka, /bn/lite/ad/slug).
import { LOCALES } from './catalogue.ts';

const FULL = new RegExp(`^/(${LOCALES.join('|')})/(ads(?=[/?#]|$)|ad/)`);
const LITE = new RegExp(`^/(${LOCALES.join('|')})/lite/(?=ads?(?:[/?#]|$))`);

const HOME = new RegExp(`^/(${LOCALES.join('|')})(?=[?#]|$)`);
const LITE_HOME = new RegExp(`^/(${LOCALES.join('|')})/lite(?=[?#]|$)`);

/** The lite page of a home, results or ad page address (its query kept); any other address as it is. */
export const litePath = (href: string): string =>
  HOME.test(href) ? href.replace(HOME, '/$1/lite') : href.replace(FULL, '/$1/lite/$2');

/** The full page of a lite page address; any other address as it is. */
export const fullPath = (href: string): string =>
  LITE_HOME.test(href) ? href.replace(LITE_HOME, '/$1') : href.replace(LITE, '/$1/');
