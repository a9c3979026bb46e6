// Parts of the doorstep landings: a titled row of ad cards and a section that failed (spec section 8).
import type { ReactNode } from 'react';
import { translator } from '../../core/i18n.ts';
import { AdCard, type AdCardView } from '../ui/ad-card.tsx';
import { useLocale } from '../ui/i18n.ts';
import { doorstepMessages } from './doorstep-messages.ts';
import type { Section } from './landing.server.ts';

export function useDoorstepT() {
  return translator(doorstepMessages, useLocale());
}

/** A section of a landing: its heading and content, its failure, or nothing when `empty` and `hideEmpty`. */
export function LandingSection<T>({
  id,
  title,
  section,
  empty,
  hideEmpty = false,
  children,
}: {
  id: string;
  title: string;
  section: Section<T>;
  empty: (data: T) => boolean;
  hideEmpty?: boolean;
  children: (data: T) => ReactNode;
}) {
  const t = useDoorstepT();
  if (section.ok && hideEmpty && empty(section.data)) return null;
  return (
    <section className="mt-6" aria-labelledby={`${id}-heading`} data-testid={id}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {!section.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {t('sectionFailed', { status: section.statusCode, message: section.message })}
        </p>
      ) : empty(section.data) ? (
        <p className="text-sm text-gray-600">{t('nothingYet')}</p>
      ) : (
        children(section.data)
      )}
    </section>
  );
}

/** `lead`: the card whose picture is the page's likely largest paint, loaded at once. */
export function AdRow({ ads, now, lead }: { ads: AdCardView[]; now: Date; lead?: AdCardView | undefined }) {
  return (
    <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
      {ads.map((ad) => (
        <AdCard key={ad.slug} ad={ad} now={now} first={ad === lead} />
      ))}
    </ul>
  );
}
