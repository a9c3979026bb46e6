import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CategoryDef } from '../../core/catalogue.ts';
import { CATEGORIES } from '../modules/catalog/data/categories.ts';
import { renderSeedPicture } from './pictures.ts';
import { createRandom } from './random.ts';

const topLevel = CATEGORIES.filter((c) => c.parentId === -1);

function category(slug: string): CategoryDef {
  const found = CATEGORIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
}

describe('renderSeedPicture', () => {
  it('renders a 1200×900 JPEG for every top-level category', async () => {
    const random = createRandom(1);
    for (const top of topLevel) {
      const picture = await renderSeedPicture(random, top, top.slug);
      const meta = await sharp(picture).metadata();
      expect({ slug: top.slug, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        slug: top.slug,
        format: 'jpeg',
        width: 1200,
        height: 900,
      });
    }
  });

  it('draws a different picture on each call', async () => {
    const random = createRandom(2);
    const cars = category('cars');
    const first = await renderSeedPicture(random, cars, 'vehicles');
    const second = await renderSeedPicture(random, cars, 'vehicles');
    expect(first.equals(second)).toBe(false);
    // not just different bytes: the colours differ visibly
    const means = async (picture: Buffer) => (await sharp(picture).stats()).channels.map((c) => c.mean);
    const [a, b] = await Promise.all([means(first), means(second)]);
    const distance = a.reduce((sum, mean, i) => sum + Math.abs(mean - (b[i] ?? 0)), 0);
    expect(distance).toBeGreaterThan(1);
  });

  it('draws the same picture for the same seed', async () => {
    const phones = category('mobile-phones');
    const first = await renderSeedPicture(createRandom(3), phones, 'mobiles');
    const again = await renderSeedPicture(createRandom(3), phones, 'mobiles');
    expect(first.equals(again)).toBe(true);
  });

  it('puts a subject on a light backdrop: the centre differs from the corners', async () => {
    const random = createRandom(4);
    for (const [slug, top] of [
      ['laptops', 'electronics'],
      ['houses-for-sale', 'property'],
      ['furniture', 'home-living'],
    ] as const) {
      const picture = await renderSeedPicture(random, category(slug), top);
      const { data, info } = await sharp(picture).resize(12, 9).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => (y * info.width + x) * info.channels;
      const corner = data[pixel(0, 0)] ?? 0;
      const backdropIsLight = corner > 150;
      const centreRow = [4, 5, 6, 7].map((x) => Math.abs((data[pixel(x, 5)] ?? 0) - corner));
      expect(backdropIsLight, slug).toBe(true);
      expect(Math.max(...centreRow), slug).toBeGreaterThan(20);
    }
  });
});
