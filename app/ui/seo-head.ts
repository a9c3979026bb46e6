// The head of a page that search engines index: its title, description, canonical URL and bn/en alternates
// (bn, the default language, is x-default).
import type { PageMeta } from '../../server/modules/content/index.ts';

export function seoHead(meta: PageMeta) {
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'bn', href: meta.alternates.bn },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: meta.alternates.en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: meta.alternates.bn },
  ];
}
