// Banner slots. The home page draws its banners on the server; the results and ad pages ask
// /data/banners once they are in the browser, so that a cached results page still counts the banners it shows, and
// show them below their content, so that their arrival moves nothing on the first screen.
import { useEffect, useState } from 'react';
import { translator } from '../../core/i18n.ts';
import type { BannerSlot as Slot } from '../../core/banners.ts';
import type { BannerView } from '../../server/modules/banners/index.ts';
import { useLocale } from '../ui/i18n.ts';
import { contentMessages } from './content-messages.ts';

/**
 * `lead`: its first banner is the page's first picture, on the first screen: loaded at once with high priority
 * (the home page's, drawn on the server); every other banner loads lazily.
 */
export function BannerStrip({
  banners,
  roadblock = false,
  lead = false,
}: {
  banners: readonly BannerView[];
  roadblock?: boolean;
  lead?: boolean;
}) {
  const t = translator(contentMessages, useLocale());
  if (banners.length === 0) return null;
  return (
    <aside aria-label={t('sponsored')} className={roadblock ? 'mb-4' : 'my-4'} data-testid="banners">
      {banners.map((banner, i) => (
        <a key={banner.id} href={banner.click_url} rel="sponsored noopener" className="relative block">
          <img
            src={banner.image_url}
            alt={banner.alt}
            loading={lead && i === 0 ? 'eager' : 'lazy'}
            fetchPriority={lead && i === 0 ? 'high' : 'auto'}
            width={1200}
            height={roadblock ? 600 : 200}
            // A fixed box, so that the picture arriving never moves the page: wide strips, a taller
            // roadblock; a picture of another shape is cropped to it.
            className={`w-full rounded-lg object-cover ${roadblock ? 'aspect-[2/1] max-h-80' : 'aspect-[6/1] max-h-32'}`}
          />
          <span className="absolute top-1 right-1 rounded bg-white/90 px-1 text-xs text-gray-700">
            {t('sponsored')}
          </span>
          <span className="sr-only">{banner.alt}</span>
        </a>
      ))}
    </aside>
  );
}

export function BannerSlot({
  slot,
  category,
  location,
}: {
  slot: Slot;
  category?: string | null | undefined;
  location?: string | null | undefined;
}) {
  const locale = useLocale();
  const [banners, setBanners] = useState<BannerView[]>([]);
  useEffect(() => {
    const query = new URLSearchParams({ applicationName: 'pwa', slot, locale });
    if (category) query.set('category', category);
    if (location) query.set('location', location);
    const controller = new AbortController();
    fetch(`/data/banners?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ banners: BannerView[] }>) : { banners: [] }))
      .then((body) => setBanners(body.banners))
      // A banner that does not load leaves the page as it is.
      .catch(() => undefined);
    return () => controller.abort();
  }, [slot, category, location, locale]);
  return <BannerStrip banners={banners} />;
}
