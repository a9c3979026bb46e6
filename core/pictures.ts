// Rules for the pictures of an ad, shared by the uploader in the browser and the server.
import type { CategoryDef } from './catalogue.ts';
import type { CatalogueIndex } from './catalogue-index.ts';

/** Spec section 5 and 9: "Post-ad image maximum size is 5", read as 5 MB (MiB) per picture. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** Free pictures per ad; the extra_images promotion raises it for one ad (decision 143). */
const FREE_PICTURES = 5;
/** Buyers judge a car or a flat by many pictures (outside, inside, rooms, papers): these top levels allow more. */
const MORE_PICTURES: Readonly<Record<string, number>> = { vehicles: 10, property: 10 };

/** Pictures bought with extra_images count up to this many per ad (a bound on what a form or the API sends). */
export const MAX_EXTRA_PICTURES = 20;

/** The most pictures any ad may have, extra pictures included. */
export const MOST_PICTURES = Math.max(FREE_PICTURES, ...Object.values(MORE_PICTURES)) + MAX_EXTRA_PICTURES;

/**
 * How many pictures an ad in `category` may have: the category's free limit, plus the `extra` pictures bought for
 * that ad (extra_images, at most MAX_EXTRA_PICTURES). A new ad has none yet.
 */
export function maxPictures(index: CatalogueIndex, category: CategoryDef, extra = 0): number {
  const top = index.categoryAncestors(category)[0] ?? category;
  return (MORE_PICTURES[top.slug] ?? FREE_PICTURES) + Math.min(Math.max(0, extra), MAX_EXTRA_PICTURES);
}
