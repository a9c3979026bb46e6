// The demo's banners (spec section 2, banner slots): one on the home page and one on the mobile phone results, so a
// newcomer sees the slots at work and the back office's banner list has rows with impressions to count. Drawn like
// the ad pictures (server/seed/pictures.ts) and stored on Haat's own media, as an admin's upload would be. Their
// links are in Bengali, the site's default; the page they open offers the other language.
import type { Database } from '../adapters/database.ts';
import type { Storage } from '../adapters/storage.ts';
import { catalogueIndex } from '../modules/catalog/index.ts';
import { pictureUrl, storePicture } from '../modules/media/index.ts';
import { renderSeedBanner, type Subject } from './pictures.ts';
import type { Random } from './random.ts';

interface DemoBanner {
  slot: 'home' | 'results';
  category: string | null;
  subject: Subject;
  link: string;
  alt: { bn: string; en: string };
}

const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    slot: 'home',
    category: null,
    subject: 'parcel',
    link: '/bn/doorstep-delivery',
    alt: {
      bn: 'হাট ডোরস্টেপ: ঘরে বসে কিনুন, পণ্য হাতে পেয়ে দাম দিন',
      en: 'Haat Doorstep: buy from home, pay when the parcel arrives',
    },
  },
  {
    slot: 'results',
    category: 'mobile-phones',
    subject: 'phone',
    link: '/bn/shops',
    alt: {
      bn: 'হাটের মোবাইলের দোকান: দোকানের সব বিজ্ঞাপন এক জায়গায়',
      en: 'Phone shops on Haat: all of a shop’s ads in one place',
    },
  },
];

export async function seedBanners(db: Database, storage: Storage, random: Random, now: Date): Promise<number> {
  for (const banner of DEMO_BANNERS) {
    const picture = await storePicture(db, storage, await renderSeedBanner(random, banner.subject));
    await db.query(
      `INSERT INTO banners (slot, category_id, location_id, image_url, link_url, alt_bn, alt_en, starts_at, ends_at,
         active, created_at)
       VALUES ($1, $2, NULL, $3, $4, $5, $6, NULL, NULL, true, $7)`,
      [
        banner.slot,
        banner.category ? (catalogueIndex.categoryBySlug(banner.category)?.id ?? null) : null,
        pictureUrl(picture.key, 'full'),
        banner.link,
        banner.alt.bn,
        banner.alt.en,
        now,
      ],
    );
  }
  return DEMO_BANNERS.length;
}
