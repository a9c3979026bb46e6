// SEO data of a page (spec section 7, GET /data/static/meta): title, description, canonical URL and the bn/en
// alternates. The home page's comes from here too, so the page and the API say the same.
import type { Locale } from '../../../core/catalogue.ts';
import { contentPage, type ContentPageName, pagePath } from '../../../core/content-pages.ts';
import { defineMessages, formatMessage } from '../../../core/i18n.ts';
import type { Queryable } from '../../adapters/database.ts';
import { getPage } from './service.ts';

export const siteMessages = defineMessages({
  en: {
    siteName: 'Haat',
    homeTitle: 'Haat: buy and sell anything in Bangladesh',
    homeDescription:
      'Buy and sell mobile phones, cars, motorbikes, property, electronics and more across Bangladesh. Post your ad free and find jobs near you.',
  },
  bn: {
    siteName: 'হাট',
    homeTitle: 'হাট: বাংলাদেশে যেকোনো কিছু কেনাবেচা করুন',
    homeDescription:
      'সারা বাংলাদেশে মোবাইল ফোন, গাড়ি, মোটরবাইক, প্রপার্টি, ইলেকট্রনিক্স আর আরও অনেক কিছু কিনুন ও বিক্রি করুন। ফ্রিতে বিজ্ঞাপন দিন, কাছাকাছি চাকরি খুঁজুন।',
  },
});

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: Record<Locale, string>;
}

/** The SEO data of the home page (`page` absent) or of a content page. */
export async function pageMeta(
  db: Queryable,
  origin: string,
  locale: Locale,
  name: ContentPageName | null,
): Promise<PageMeta> {
  const pathOf = (l: Locale) => (name ? pagePath(contentPage(name), l) : `/${l}`);
  const alternates = { bn: `${origin}${pathOf('bn')}`, en: `${origin}${pathOf('en')}` };
  if (!name) {
    return {
      title: formatMessage(siteMessages, locale, 'homeTitle'),
      description: formatMessage(siteMessages, locale, 'homeDescription'),
      canonical: alternates[locale],
      alternates,
    };
  }
  const page = await getPage(db, name, locale);
  return {
    title: `${page.title} | ${formatMessage(siteMessages, locale, 'siteName')}`,
    description: page.description,
    canonical: alternates[locale],
    alternates,
  };
}
