// The lite results and ad pages (decision 201): the same search or ad, drawn with no client script
// and little HTML, at the full page's address with `lite` after the locale (/bn/lite/ads/dhaka, /bn/lite/ad/slug).
import { LOCALES } from './catalogue.ts';

const FULL = new RegExp(`^/(${LOCALES.join('|')})/(ads(?=[/?#]|$)|ad/)`);
const LITE = new RegExp(`^/(${LOCALES.join('|')})/lite/(?=ads?(?:[/?#]|$))`);

/** The lite page of a results or ad page address (its query kept); any other address as it is. */
export const litePath = (href: string): string => href.replace(FULL, '/$1/lite/$2');

/** The full page of a lite page address; any other address as it is. */
export const fullPath = (href: string): string => href.replace(LITE, '/$1/');
