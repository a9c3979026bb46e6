// The home page's home-delivery row (spec section 2 "doorstep data when the feature check passes"):
// delivery ads per category as links to the delivery search, a few featured delivery ads, and the landing's link.
import { Link } from 'react-router';
import type { DoorstepCount } from '../../server/modules/doorstep/index.ts';
import type { AdCardView } from '../ui/ad-card.tsx';
import { useLocale } from '../ui/i18n.ts';
import { AdRow, useDoorstepT } from './doorstep-parts.tsx';

export function HomeDoorstep({
  doorstep,
  now,
  lead,
}: {
  doorstep: { featured: AdCardView[]; categories: DoorstepCount[] };
  now: Date;
  lead: AdCardView | undefined;
}) {
  const t = useDoorstepT();
  const locale = useLocale();
  return (
    <section className="mt-8" aria-labelledby="home-doorstep-heading" data-testid="home-doorstep">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="home-doorstep-heading" className="text-lg font-semibold">
          {t('landingTitle')}
        </h2>
        <Link to={`/${locale}/doorstep-delivery`} className="text-sm font-semibold text-brand-700">
          {t('allDeliveryAds')} →
        </Link>
      </div>
      <ul className="mb-3 flex flex-wrap gap-2">
        {doorstep.categories.map((c) => (
          <li key={c.id}>
            <Link to={c.href} className="block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm">
              {c.name} ({t('categoryCount', { count: c.count })})
            </Link>
          </li>
        ))}
      </ul>
      <AdRow ads={doorstep.featured} now={now} lead={lead} />
    </section>
  );
}
