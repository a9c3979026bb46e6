import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { BannerStrip } from '../content/banners.tsx';
import { toCardView } from '../ads/ad-views.server.ts';
import { messages } from '../messages.ts';
import { AdCard } from '../ui/ad-card.tsx';
import { CategoryTiles } from '../ui/category-tiles.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { JsonLd } from '../ui/json-ld.tsx';
import { LiteLink } from '../ui/lite-link.tsx';
import { litePath } from '../../core/lite-pages.ts';
import { siteJsonLd } from '../../core/site-links.ts';
import { seoHead } from '../ui/seo-head.ts';
import { RecentlyViewed } from './recently-viewed.tsx';
import { HomeDoorstep } from '../doorstep/home-doorstep.tsx';
import { ShopCard, useShopT } from '../shops/shop-parts.tsx';
import { homeFeaturedShops } from '../shops/shops.server.ts';
import type { Route } from './+types/home';

const NEWEST_ON_HOME = 10;

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const origin = context.config.PUBLIC_URL;
  // The browser's recently viewed ads are drawn by <RecentlyViewed> once it runs: the list lives only there.
  const [home, newest, shops] = await Promise.all([
    context.modules.content.homeData(context, origin, locale),
    context.modules.ads.newestAds(context.db, NEWEST_ON_HOME),
    homeFeaturedShops(context, locale),
  ]);
  return {
    locale,
    seo: home.seo,
    banners: home.banners,
    jsonLd: siteJsonLd(origin, locale, formatMessage(messages, locale, 'siteName')),
    now: new Date().toISOString(),
    categories: home.categories,
    divisions: home.locations,
    newest: newest.map((ad) => toCardView(context, ad, locale)),
    featuredShops: shops,
    // Doorstep data when the feature check passes (spec section 2; decision 172).
    doorstep: home.doorstep && {
      featured: home.doorstep.featured.map((ad) => toCardView(context, ad, locale)),
      categories: home.doorstep.categories,
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => (data ? seoHead(data.seo) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const tShop = useShopT();
  const locale = useLocale();
  const now = new Date(loaderData.now);
  // The first picture on the page is loaded at once, the rest lazily: a banner's when one heads the page (the
  // roadblock, else the home strip), else the first ad picture (delivery ads, then the newest).
  const { roadblock, home: strip } = loaderData.banners;
  const bannerLeads = roadblock.length > 0 || strip.length > 0;
  const lead = bannerLeads
    ? undefined
    : [...(loaderData.doorstep?.featured ?? []), ...loaderData.newest].find((ad) => ad.picture);
  return (
    <main className="mx-auto max-w-6xl px-3 py-4">
      <JsonLd items={loaderData.jsonLd} />
      <BannerStrip banners={roadblock} roadblock lead={roadblock.length > 0} />
      <section className="rounded-xl bg-brand-700 px-4 py-6 text-white">
        <h1 className="text-xl font-bold sm:text-2xl">{t('tagline')}</h1>
      </section>

      <BannerStrip banners={strip} lead={roadblock.length === 0} />

      <section className="mt-6" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="mb-3 text-lg font-semibold">
          {t('browseCategories')}
        </h2>
        <CategoryTiles tiles={loaderData.categories} countLabel={(count) => t('adCount', { count })} />
      </section>

      {loaderData.doorstep ? <HomeDoorstep doorstep={loaderData.doorstep} now={now} lead={lead} /> : null}

      <RecentlyViewed />

      <section className="mt-8" aria-labelledby="newest-heading">
        <div className="mb-3 flex items-baseline justify-between">
          <h2 id="newest-heading" className="text-lg font-semibold">
            {t('newestAds')}
          </h2>
          <Link to={`/${locale}/ads`} className="text-sm font-semibold text-brand-700">
            {t('allAds')} →
          </Link>
        </div>
        <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
          {loaderData.newest.map((ad) => (
            <AdCard key={ad.slug} ad={ad} now={now} first={ad === lead} />
          ))}
        </ul>
      </section>

      {loaderData.featuredShops.length > 0 ? (
        <section className="mt-8" aria-labelledby="featured-shops-heading">
          <div className="mb-3 flex items-baseline justify-between">
            <h2 id="featured-shops-heading" className="text-lg font-semibold">
              {tShop('featuredShops')}
            </h2>
            <Link to={`/${locale}/shops`} className="text-sm font-semibold text-brand-700">
              {tShop('allShops')} →
            </Link>
          </div>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {loaderData.featuredShops.map((shop) => (
              <ShopCard key={shop.id} shop={shop} />
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-8" aria-labelledby="locations-heading">
        <h2 id="locations-heading" className="mb-3 text-lg font-semibold">
          {t('browseLocations')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.divisions.map((d) => (
            <div key={d.slug}>
              <h3 className="font-medium">
                <Link to={d.href} className="hover:underline">
                  {d.name}
                </Link>
              </h3>
              <p className="text-sm leading-7 text-gray-600">
                {d.districts.map((l, i) => (
                  <span key={l.slug}>
                    {i > 0 ? ' · ' : null}
                    <Link to={l.href} className="hover:underline">
                      {l.name}
                    </Link>
                  </span>
                ))}
              </p>
            </div>
          ))}
        </div>
      </section>
      <LiteLink href={litePath(`/${locale}`)} />
    </main>
  );
}
