// Spec section 1's extra content: the app-store links and the social links (footer, home page JSON-LD).
export const APP_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=com.haat.bd',
  ios: 'https://apps.apple.com/app/haat-bangladesh/id6450000000',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/haat.bd' },
  { name: 'YouTube', href: 'https://www.youtube.com/@haatbd' },
  { name: 'Instagram', href: 'https://www.instagram.com/haat.bd' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/haat-bd' },
] as const;

/** The home page's Organization and WebSite (with its search action) for search engines. */
export function siteJsonLd(origin: string, locale: string, name: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name,
      url: `${origin}/${locale}`,
      logo: `${origin}/favicon.svg`,
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name,
      url: `${origin}/${locale}`,
      inLanguage: locale,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/${locale}/ads?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
