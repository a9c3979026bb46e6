// URL slugs: lower-case ASCII kebab-case, stable and readable.

/** Kebab-case slug of an English name: `Pro+` → `pro-plus`, `F&D` → `f-and-d`; other scripts are dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const MAX_TITLE_WORDS = 8;

/**
 * An ad's slug: its title's words (or, for a title without Latin letters, the category's English name), the
 * location slug and the ad id, e.g. `toyota-axio-2016-for-sale-dhaka-123456`. The id makes it unique and stable.
 */
export function adSlug(title: string, fallback: string, locationSlug: string, id: number): string {
  const words = slugify(title).split('-').filter(Boolean).slice(0, MAX_TITLE_WORDS);
  const base = words.length >= 2 ? words.join('-') : slugify(fallback);
  return `${base}-${locationSlug}-${id}`;
}
