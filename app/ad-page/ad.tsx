// /{locale}/ad/{slug}: the ad detail page (spec section 2). The same service as GET /data/details answers it; an ad
// taken down answers 410 with a notice and similar ads, an unknown one the not-found page (spec section 8). The
// seller's phone number is never in the page: the visitor asks for it (a form, rate-limited on the server).
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, formatRelativeTime } from '../../core/i18n.ts';
import { addRecentView, parseRecentViews, RECENT_VIEWS_KEY } from '../../core/recent-views.ts';
import { DSD_RECENT_COOKIE, DSD_RECENT_MAX_AGE_SECONDS, recentCookieAfter } from '../../core/delivery/offer.ts';
import { adPageAction, loadAdPage } from './ad-page.server.ts';
import { messages } from '../messages.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { AdCard, Badge, Price } from '../ui/ad-card.tsx';
import { FavoriteButton } from '../ui/favorite-button.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { JsonLd } from '../ui/json-ld.tsx';
import { useAdT } from './use-ad-t.ts';
import { BannerSlot } from '../content/banners.tsx';
import { FeeWarning } from '../jobs/job-text.tsx';
import { LiteLink } from '../ui/lite-link.tsx';
import { litePath } from '../../core/lite-pages.ts';
import type { Route } from './+types/ad';
import { Gallery } from './ad-gallery.tsx';
import { SafetyTips, SellerBox } from './ad-seller.tsx';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadAdPage(context, request, params.locale as Locale, params.slug);
}

export function action({ request, context }: Route.ActionArgs) {
  return adPageAction(context, request);
}

// A 410 page still renders (with its notice); React Router hands its data to meta and the component.
export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { ad, origin, alternates, locale } = data;
  const title = `${ad.title} | ${formatMessage(messages, locale, 'siteName')}`;
  const description = ad.description.replace(/\s+/g, ' ').slice(0, 160);
  const url = `${origin}/${locale}/ad/${ad.slug}`;
  const cover = ad.images[0];
  return [
    { title },
    { name: 'description', content: description },
    ...(ad.status === 'published' ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'bn', href: `${origin}${alternates.bn}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}${alternates.en}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${alternates.bn}` },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: ad.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: formatMessage(messages, locale, 'siteName') },
    { property: 'og:locale', content: locale === 'bn' ? 'bn_BD' : 'en_US' },
    ...(cover
      ? [
          { property: 'og:image', content: `${origin}${cover.src}` },
          { property: 'og:image:width', content: '800' },
          { name: 'twitter:image', content: `${origin}${cover.src}` },
        ]
      : []),
    { name: 'twitter:card', content: cover ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: ad.title },
    { name: 'twitter:description', content: description },
  ];
}

/** Remembers this ad in the browser's recently viewed list (spec section 9: at most 20). */
function useRecentView(adId: number, isDoorstepDelivery: boolean) {
  useEffect(() => {
    // A delivery ad also goes into the cookie the /doorstep-delivery landing reads on the server.
    if (isDoorstepDelivery) {
      const current = document.cookie.match(new RegExp(`(?:^|; )${DSD_RECENT_COOKIE}=([^;]*)`))?.[1];
      document.cookie = `${DSD_RECENT_COOKIE}=${recentCookieAfter(current, adId)}; path=/; max-age=${DSD_RECENT_MAX_AGE_SECONDS}; samesite=lax`;
    }
    try {
      const list = parseRecentViews(localStorage.getItem(RECENT_VIEWS_KEY));
      localStorage.setItem(RECENT_VIEWS_KEY, JSON.stringify(addRecentView(list, adId)));
    } catch {
      // Storage may be full or disabled (private mode): the list is only a convenience.
    }
  }, [adId, isDoorstepDelivery]);
}

export default function AdPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const tAd = useAdT();
  const locale = useLocale();
  const { ad, crumbs, similarAds, origin } = loaderData;
  const now = new Date(loaderData.now);
  const published = new Date(ad.adDate);
  const gone = ad.status !== 'published';
  const place = [...ad.location.path]
    .reverse()
    .map((l) => l.name)
    .join(', ');
  useRecentView(ad.id, ad.isDoorstepDelivery);
  return (
    <main className="mx-auto max-w-4xl px-3 py-4">
      <JsonLd items={loaderData.jsonLd} />
      <nav aria-label="breadcrumb" className="mb-2 text-sm text-gray-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={`/${locale}`} className="hover:underline">
              {t('home')}
            </Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.href} className="flex gap-1">
              <span aria-hidden="true">›</span>
              <Link to={crumb.href} className="hover:underline">
                {crumb.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {gone ? (
        <section role="status" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3">
          <h2 className="font-semibold text-red-800">{tAd('goneTitle')}</h2>
          <p className="text-sm">{tAd('goneText')}</p>
        </section>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[1fr_18rem]">
        <article className="min-w-0 rounded-xl bg-white p-3 shadow-sm sm:p-5">
          <div className="flex flex-wrap gap-1">
            {ad.promotions.isTopAd ? <Badge tone="gold">{t('topAd')}</Badge> : null}
            {ad.promotions.isUrgent ? <Badge tone="red">{t('urgent')}</Badge> : null}
            {ad.promotions.isFeatured ? <Badge tone="blue">{t('featured')}</Badge> : null}
            {ad.isDoorstepDelivery ? (
              <Link to={`/${locale}/doorstep-delivery-info`} className="flex items-center gap-1 text-xs underline">
                <Badge tone="green">{t('doorstepDelivery')}</Badge>
                {t('doorstepHowItWorks')}
              </Link>
            ) : null}
          </div>
          <div className="flex items-start gap-2">
            <h1 className="flex-1 text-xl font-bold sm:text-2xl">{ad.title}</h1>
            {gone ? null : <FavoriteButton adId={ad.id} />}
          </div>
          <p className="mt-1 text-sm text-gray-600">
            <time dateTime={ad.adDate} title={formatDate(locale, published)}>
              {t('postedAgo', { ago: formatRelativeTime(locale, published, now) })}
            </time>
            {' · '}
            {place}
          </p>
          {ad.job?.overseas ? <FeeWarning /> : null}
          <Gallery ad={ad} />
          <p className="mt-4 text-2xl">
            {ad.job ? (
              // A job's salary (a range, negotiable) is one of its fields, not a price.
              <span className="font-semibold text-brand-700">
                {ad.properties.find((p) => p.key === 'salary')?.value}
              </span>
            ) : (
              <Price price={ad.money?.value ?? null} type={ad.type} negotiable={ad.money?.negotiable ?? false} />
            )}
          </p>
          {ad.isDoorstepDelivery && !gone && ad.money ? (
            // Buy now with home delivery: the order form on the courier's places.
            <Link
              to={`/${locale}/buy/${ad.id}`}
              className="mt-3 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white"
              data-testid="buy-now"
            >
              {formatMessage(orderMessages, locale, 'buyNow')}
            </Link>
          ) : null}
          {ad.properties.length > 0 ? (
            <section className="mt-4" aria-labelledby="details-heading">
              <h2 id="details-heading" className="font-semibold">
                {t('details')}
              </h2>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                {ad.properties.map((p) => (
                  <div key={p.key}>
                    <dt className="text-gray-500">{p.label}</dt>
                    <dd className="font-medium">{p.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <section className="mt-4" aria-labelledby="description-heading">
            <h2 id="description-heading" className="font-semibold">
              {t('description')}
            </h2>
            <p className="mt-1 break-words whitespace-pre-line text-gray-800">{ad.description}</p>
          </section>
        </article>

        <div>
          <SellerBox ad={ad} gone={gone} now={now} origin={origin} result={actionData} />
          <SafetyTips />
          <LiteLink href={litePath(`/${locale}/ad/${ad.slug}`)} />
        </div>
      </div>

      {similarAds.length > 0 ? (
        <section className="mt-6" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-2 text-lg font-semibold">
            {tAd('similarAds')}
          </h2>
          {/* Spec section 9: 16 similar ads on desktop, 4 on phones (the mobile breakpoint is 800 px). */}
          <ul
            className="grid grid-cols-1 gap-2 sm:grid-cols-2 max-[800px]:[&>li:nth-child(n+5)]:hidden"
            data-testid="similar-ads"
          >
            {similarAds.map((card) => (
              <AdCard key={card.slug} ad={card} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
      {/* Below the ad, where a banner arriving after the page never moves what is being read. */}
      <BannerSlot slot="ad" category={ad.category.slug} location={ad.location.slug} />
    </main>
  );
}
