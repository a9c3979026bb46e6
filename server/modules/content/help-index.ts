// /{locale}/help: the help index (decision 253), every help and legal page with its title and summary, so that the
// help links of spec section 2 (/help/contact, /help/faq, /help/about…) have a page above them. The pages are those
// shipped with help texts (defaults-help.ts), in the order written there.
import type { Locale } from '../../../core/catalogue.ts';
import { contentPage, type ContentPageName, pagePath, type Platform } from '../../../core/content-pages.ts';
import { translator } from '../../../core/i18n.ts';
import type { Queryable } from '../../adapters/database.ts';
import { HELP_PAGES } from './defaults-help.ts';
import { type PageMeta, seoOf } from './seo.ts';
import { getPage } from './service.ts';
import { siteMessages } from './site-messages.ts';

export const HELP_INDEX_PATH = 'help';
export const helpPageNames = Object.keys(HELP_PAGES) as (keyof typeof HELP_PAGES & ContentPageName)[];

export interface HelpIndex {
  /** The page's heading; meta.title adds the site's name. */
  title: string;
  meta: PageMeta;
  pages: { name: ContentPageName; title: string; description: string; href: string }[];
}

/** The help index in `locale`; its links stay inside an app's web view when `platform` is given. */
export async function helpIndex(
  db: Queryable,
  origin: string,
  locale: Locale,
  platform: Platform | null = null,
): Promise<HelpIndex> {
  const t = translator(siteMessages, locale);
  const pages = await Promise.all(
    helpPageNames.map(async (name) => {
      const page = await getPage(db, name, locale);
      return {
        name,
        title: page.title,
        description: page.description,
        href: pagePath(contentPage(name), locale, platform),
      };
    }),
  );
  const meta = seoOf(
    origin,
    locale,
    (l) => `/${l}/${HELP_INDEX_PATH}`,
    `${t('helpTitle')} | ${t('siteName')}`,
    t('helpDescription'),
  );
  return { title: t('helpTitle'), meta, pages };
}
