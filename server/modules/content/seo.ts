// SEO data of a page (spec section 7, GET /data/static/meta): title, description, canonical URL and the bn/en
// alternates. The home page's comes from here too, so the page and the API say the same.
import type { Locale } from '../../../core/catalogue.ts';
import { contentPage, type ContentPageName, pagePath } from '../../../core/content-pages.ts';
import { formatMessage } from '../../../core/i18n.ts';
import type { Queryable } from '../../adapters/database.ts';
import { getPage } from './service.ts';
import { siteMessages } from './site-messages.ts';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: Record<Locale, string>;
}

/** The SEO data of the page at `pathOf(l)` in each language `l`, in `locale`. */
export function seoOf(
  origin: string,
  locale: Locale,
  pathOf: (l: Locale) => string,
  title: string,
  description: string,
): PageMeta {
  const alternates = { bn: `${origin}${pathOf('bn')}`, en: `${origin}${pathOf('en')}` };
  return { title, description, canonical: alternates[locale], alternates };
}

/** The SEO data of the home page (`page` absent) or of a content page. */
export async function pageMeta(
  db: Queryable,
  origin: string,
  locale: Locale,
  name: ContentPageName | null,
): Promise<PageMeta> {
  if (!name) {
    return seoOf(
      origin,
      locale,
      (l) => `/${l}`,
      formatMessage(siteMessages, locale, 'homeTitle'),
      formatMessage(siteMessages, locale, 'homeDescription'),
    );
  }
  const page = await getPage(db, name, locale);
  return seoOf(
    origin,
    locale,
    (l) => pagePath(contentPage(name), l),
    `${page.title} | ${formatMessage(siteMessages, locale, 'siteName')}`,
    page.description,
  );
}
