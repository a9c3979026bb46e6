// /{locale}/doorstep-delivery (prefix match: any path under it lands here, spec section 2): the home-delivery
// landing with featured and popular delivery ads, the counts per category, the shops that deliver and the
// visitor's recently viewed delivery ads (the dsd_recent cookie's JSON list).
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { doorstepMessages } from './doorstep-messages.ts';
import { AdRow, LandingSection, useDoorstepT } from './doorstep-parts.tsx';
import { loadDoorstepLanding } from './landing.server.ts';
import { ShopCard } from '../shops/shop-parts.tsx';
import { CategoryTiles } from '../ui/category-tiles.tsx';
import type { Route } from './+types/doorstep';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const landing = await loadDoorstepLanding(context, request, locale);
  return { ...landing, allHref: `/${locale}/ads/doorstep-delivery` };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: formatMessage(doorstepMessages, data.locale, 'landingTitle') },
    { name: 'description', content: formatMessage(doorstepMessages, data.locale, 'landingIntro') },
  ];
}

export default function DoorstepLanding({ loaderData }: Route.ComponentProps) {
  const t = useDoorstepT();
  const { locale } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <main className="mx-auto max-w-6xl px-3 py-4">
      <section className="rounded-xl bg-brand-700 px-4 py-5 text-white">
        <h1 className="text-xl font-bold">{t('landingTitle')}</h1>
        <p className="mt-1 text-sm">{t('landingIntro')}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
          <Link to={loaderData.allHref} className="underline">
            {t('allDeliveryAds')} →
          </Link>
          <Link to={`/${locale}/doorstep-delivery-info`} className="underline">
            {t('howItWorks')}
          </Link>
          <Link to={`/${locale}/essentials`} className="underline">
            {t('essentialsTitle')}
          </Link>
        </p>
      </section>

      <LandingSection
        id="dsd-recent"
        title={t('recent')}
        section={loaderData.recent}
        empty={(a) => a.length === 0}
        hideEmpty
      >
        {(ads) => <AdRow ads={ads} now={now} />}
      </LandingSection>

      <LandingSection
        id="dsd-categories"
        title={t('categories')}
        section={loaderData.counts}
        empty={(c) => c.length === 0}
      >
        {(counts) => <CategoryTiles tiles={counts} countLabel={(count) => t('categoryCount', { count })} />}
      </LandingSection>

      <LandingSection
        id="dsd-featured"
        title={t('featured')}
        section={loaderData.featured}
        empty={(a) => a.length === 0}
      >
        {(ads) => <AdRow ads={ads} now={now} />}
      </LandingSection>

      <LandingSection id="dsd-popular" title={t('popular')} section={loaderData.popular} empty={(a) => a.length === 0}>
        {(ads) => <AdRow ads={ads} now={now} />}
      </LandingSection>

      <LandingSection id="dsd-shops" title={t('shops')} section={loaderData.shops} empty={(s) => s.length === 0}>
        {(shops) => (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {shops.map((shop) => (
              <ShopCard key={shop.id} shop={shop} />
            ))}
          </ul>
        )}
      </LandingSection>
    </main>
  );
}
