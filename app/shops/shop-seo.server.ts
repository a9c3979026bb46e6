// What search engines read of a shop page (decision 253): its canonical address and bn/en alternates, a
// description, and schema.org JSON-LD: a LocalBusiness when the shop names an address or a place, else an
// Organization, with only what the page itself shows (its phones are public on it, its hours when it gave them).
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { WEEKDAYS } from '../../core/shops/settings.ts';
import { shopMessages } from './shop-messages.ts';

type Shop = Awaited<ReturnType<AppLoadContext['modules']['shops']['findShop']>>;

const SCHEMA_DAYS: Record<(typeof WEEKDAYS)[number], string> = {
  sat: 'Saturday',
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
};

export function shopJsonLd(shop: Shop, url: string, origin: string) {
  const place = shop.location?.name;
  const hours = WEEKDAYS.flatMap((day, i) => {
    const time = shop.openingHours[i];
    const dayOfWeek = `https://schema.org/${SCHEMA_DAYS[day]}`;
    return time ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: time.open, closes: time.close }] : [];
  });
  const located = shop.addresses.length > 0 || place !== undefined;
  return {
    '@context': 'https://schema.org',
    '@type': located ? 'LocalBusiness' : 'Organization',
    name: shop.name,
    url,
    ...(shop.description ? { description: shop.description } : {}),
    ...(shop.logo ? { logo: `${origin}${shop.logo.src}`, image: `${origin}${shop.logo.src}` } : {}),
    ...(located
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(shop.addresses[0] ? { streetAddress: shop.addresses[0] } : {}),
            ...(place ? { addressLocality: place } : {}),
            addressCountry: 'BD',
          },
        }
      : {}),
    ...(shop.phones.length > 0 ? { telephone: shop.phones.length === 1 ? shop.phones[0] : shop.phones } : {}),
    ...(located && hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

/**
 * The shop page's SEO data: page n of its ads is its own canonical page; a search inside the shop is not indexed
 * (its canonical is the shop's page).
 */
export function shopSeo(context: AppLoadContext, shop: Shop, locale: Locale, page: number, query: string) {
  const origin = context.config.PUBLIC_URL;
  const pathOf = (l: Locale) => `/${l}/shops/${shop.slug}${page > 1 && !query ? `?page=${page}` : ''}`;
  const t = (key: 'shopsTitle' | 'metaDescription') =>
    formatMessage(shopMessages, locale, key, { name: shop.name, count: shop.adCount });
  const description = (shop.description || t('metaDescription')).replace(/\s+/g, ' ').slice(0, 160);
  const meta = context.modules.content.seoOf(origin, locale, pathOf, `${shop.name} | ${t('shopsTitle')}`, description);
  return { meta, indexable: shop.active && !query, jsonLd: shopJsonLd(shop, meta.canonical, origin) };
}
