// The ad page's pictures (spec section 2): a scroll-snap strip with buttons, arrow keys and a counter.
import { useRef, useState } from 'react';
import type { AdDetailView } from '../../server/modules/ad-page/index.ts';
import { useT } from '../ui/i18n.ts';
import { ResponsivePicture } from '../ui/responsive-picture.tsx';
import { useAdT } from './use-ad-t.ts';

/**
 * Pictures side by side in a scroll-snap strip: a phone swipes natively, a desktop uses the buttons or the arrow
 * keys. Each picture links to its full-size variant, which is only fetched when opened.
 */
export function Gallery({ ad }: { ad: AdDetailView }) {
  const t = useAdT();
  const tShell = useT();
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = ad.images.length;
  if (count === 0) return null;
  const go = (index: number) => {
    const element = strip.current;
    if (!element) return;
    const next = Math.max(0, Math.min(count - 1, index));
    element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <section aria-label={t('gallery')} className="relative mt-3">
      <ul
        ref={strip}
        tabIndex={0}
        data-testid="gallery"
        className="flex snap-x snap-mandatory overflow-x-auto rounded-lg bg-gray-100 [scrollbar-width:none]"
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') {
            event.preventDefault();
            go(current + 1);
          } else if (event.key === 'ArrowLeft') {
            event.preventDefault();
            go(current - 1);
          }
        }}
      >
        {ad.images.map((p, i) => (
          <li key={p.src} className="w-full flex-none snap-center snap-always">
            <a href={p.full} target="_blank" rel="noopener" aria-label={t('openFullSize')}>
              <ResponsivePicture
                picture={p}
                sizes="(min-width: 896px) 860px, 100vw"
                alt={tShell('pictureOf', { number: i + 1, count, title: ad.title })}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                className="aspect-[4/3] w-full object-contain"
              />
            </a>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={t('previousPicture')}
            className="absolute top-1/2 left-2 hidden h-10 w-10 -translate-y-1/2 rounded-full bg-white/90 text-xl shadow disabled:opacity-40 sm:block"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={current === count - 1}
            aria-label={t('nextPicture')}
            className="absolute top-1/2 right-2 hidden h-10 w-10 -translate-y-1/2 rounded-full bg-white/90 text-xl shadow disabled:opacity-40 sm:block"
          >
            ›
          </button>
          <p
            aria-live="polite"
            data-testid="gallery-counter"
            className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded bg-black/60 px-2 text-sm text-white"
          >
            {t('pictureCounter', { number: current + 1, count })}
          </p>
        </>
      ) : null}
    </section>
  );
}
