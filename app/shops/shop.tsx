// /{locale}/shops/{slug} (spec section 2, prefix match: /shops/{slug}/… is the same page): a member's shop with its
// header (cover, logo, badges, hours, addresses, phones) and its ads, paged and searched from `page` and `query`
// in the URL. A shop whose owner's membership ended answers 410 and still shows its body with a notice.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatTimeOfDay } from '../../core/i18n.ts';
import { formatBdPhone } from '../../core/phone.ts';
import { WEEKDAYS } from '../../core/shops/settings.ts';
import { ShopBadges, useShopT } from './shop-parts.tsx';
import { loadShopPage } from './shops.server.ts';
import { AdCard } from '../ui/ad-card.tsx';
import { JsonLd } from '../ui/json-ld.tsx';
import { ResponsivePicture } from '../ui/responsive-picture.tsx';
import { seoHead } from '../ui/seo-head.ts';
import type { Route } from './+types/shop';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadShopPage(context, request, params.locale as Locale, params.slug);
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? [...seoHead(data.seo.meta), ...(data.seo.indexable ? [] : [{ name: 'robots', content: 'noindex' }])] : [];

/** A stored "HH:MM" opening time as the locale writes a time of day: "20:00" → "৮:০০ অপরাহ্ণ" / "8:00 pm". */
const clock = (locale: Locale, hhmm: string) =>
  formatTimeOfDay(locale, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)));

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const t = useShopT();
  const { shop, locale, query, page, pages } = loaderData;
  const now = new Date(loaderData.now);
  const pageHref = (n: number) => {
    const search = new URLSearchParams();
    if (query) search.set('query', query);
    if (n > 1) search.set('page', String(n));
    const text = search.toString();
    return `/${locale}/shops/${shop.slug}${text ? `?${text}` : ''}`;
  };
  return (
    <main className="mx-auto max-w-6xl px-3 py-4" data-testid="shop-page">
      <JsonLd items={[loaderData.seo.jsonLd]} />
      {shop.active ? null : (
        <section role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h2 className="font-semibold">{t('expiredTitle')}</h2>
          <p className="text-sm">{t('expiredText')}</p>
        </section>
      )}
      <header className="overflow-hidden rounded-xl bg-white shadow-sm">
        {shop.cover ? (
          <ResponsivePicture picture={shop.cover} sizes="100vw" alt="" className="h-32 w-full object-cover sm:h-48" />
        ) : (
          <div className="h-16 bg-brand-700" />
        )}
        <div className="flex gap-3 p-4">
          {shop.logo ? (
            <ResponsivePicture
              picture={shop.logo}
              sizes="80px"
              alt=""
              className="-mt-12 h-20 w-20 rounded-xl border-4 border-white bg-white object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <h1 className="text-xl font-bold">{shop.name}</h1>
            <p className="text-sm text-gray-600">
              {[shop.category?.name, shop.location?.name].filter(Boolean).join(' · ')}
            </p>
            <ShopBadges badges={shop.badges} />
          </div>
        </div>
        {shop.description ? <p className="px-4 pb-3 whitespace-pre-line">{shop.description}</p> : null}
        <div className="grid gap-4 border-t border-gray-100 p-4 text-sm sm:grid-cols-3">
          <section>
            <h2 className="font-semibold">{t('openingHours')}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3">
              {WEEKDAYS.map((day, i) => {
                const hours = shop.openingHours[i];
                return [
                  <dt key={`${day}-d`}>{t(`day_${day}`)}</dt>,
                  <dd key={`${day}-h`}>
                    {hours ? `${clock(locale, hours.open)}–${clock(locale, hours.close)}` : t('closed')}
                  </dd>,
                ];
              })}
            </dl>
          </section>
          {shop.addresses.length > 0 ? (
            <section>
              <h2 className="font-semibold">{t('addresses')}</h2>
              <ul data-testid="shop-addresses">
                {shop.addresses.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {shop.phones.length > 0 ? (
            <section>
              <h2 className="font-semibold">{t('phones')}</h2>
              <ul>
                {shop.phones.map((phone) => (
                  <li key={phone}>
                    <a href={`tel:${phone}`} className="text-brand-700 underline">
                      {formatBdPhone(phone)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </header>

      <section className="mt-6" aria-labelledby="shop-ads-heading">
        <h2 id="shop-ads-heading" className="mb-2 text-lg font-semibold">
          {t('shopAds')} ({t('adCount', { count: loaderData.total })})
        </h2>
        <Form method="get" role="search" className="mb-3 flex gap-2">
          <input
            type="search"
            name="query"
            defaultValue={query}
            aria-label={t('searchInShop')}
            placeholder={t('searchInShop')}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2"
          />
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            {t('search')}
          </button>
        </Form>
        {loaderData.ads.length === 0 ? (
          <p className="text-gray-700">{query ? t('noMatchingAds', { query }) : t('noShopAds')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2">
            {loaderData.ads.map((ad) => (
              <AdCard key={ad.slug} ad={ad} now={now} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className="mt-4 flex items-center justify-between text-sm" aria-label={t('pageOf', { page, pages })}>
            {page > 1 ? (
              <Link to={pageHref(page - 1)} rel="prev" className="font-semibold text-brand-700">
                ← {t('previous')}
              </Link>
            ) : (
              <span />
            )}
            <span>{t('pageOf', { page, pages })}</span>
            {page < pages ? (
              <Link to={pageHref(page + 1)} rel="next" className="font-semibold text-brand-700">
                {t('next')} →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </main>
  );
}
