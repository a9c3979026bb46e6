// Rules for the pictures of an ad, shared by the uploader in the browser and the server (issue 6).
import type { CategoryDef } from './catalogue.ts';
import type { CatalogueIndex } from './catalogue-index.ts';

/** Spec section 5 and 9: "Post-ad image maximum size is 5", read as 5 MB (MiB) per picture. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** Free pictures per ad; the extra_images promotion (later) raises it. */
const FREE_PICTURES = 5;
/** Buyers judge a car or a flat by many pictures (outside, inside, rooms, papers): these top levels allow more. */
const MORE_PICTURES: Readonly<Record<string, number>> = { vehicles: 10, property: 10 };

/** The most pictures any category allows. */
export const MOST_PICTURES = Math.max(FREE_PICTURES, ...Object.values(MORE_PICTURES));

/** How many pictures an ad in `category` may have. */
export function maxPictures(index: CatalogueIndex, category: CategoryDef): number {
  const top = index.categoryAncestors(category)[0] ?? category;
  return MORE_PICTURES[top.slug] ?? FREE_PICTURES;
}
