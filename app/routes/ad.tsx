// /{locale}/ad/{slug}: the ad detail page (spec section 2). The same service as GET /data/details answers it; an ad
// taken down answers 410 with a notice and similar ads, an unknown one the not-found page (spec section 8). The
// seller's phone number is never in the page: the visitor asks for it (a form, rate-limited on the server).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, formatRelativeTime } from '../../core/i18n.ts';
import { addRecentView, parseRecentViews, RECENT_VIEWS_KEY } from '../../core/recent-views.ts';
import { REPORT_REASONS } from '../../core/reports.ts';
import { DSD_RECENT_COOKIE, DSD_RECENT_MAX_AGE_SECONDS, recentCookieAfter } from '../../core/delivery/offer.ts';
import { adPageAction, type AdPageActionResult, loadAdPage } from '../ad-page.server.ts';
import { messages } from '../messages.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { AdCard, Badge, Price } from '../ui/ad-card.tsx';
import { FavoriteButton } from '../ui/favorite-button.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { JsonLd } from '../ui/json-ld.tsx';
import { ResponsivePicture } from '../ui/responsive-picture.tsx';
import { useAdFieldError, useAdT } from '../ui/use-ad-t.ts';
import { BannerSlot } from '../content/banners.tsx';
import { dayOf, dayToIso } from '../../core/jobs/fields.ts';
import { ApplyBox } from '../jobs/apply-box.tsx';
import { FeeWarning } from '../jobs/job-text.tsx';
import { PhoneReveal } from '../ui/phone-reveal.tsx';
import { LiteLink } from '../ui/lite-link.tsx';
import { litePath } from '../../core/lite-pages.ts';
import type { Route } from './+types/ad';

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

type PageData = Route.ComponentProps['loaderData'];

/**
 * Pictures side by side in a scroll-snap strip: a phone swipes natively, a desktop uses the buttons or the arrow
 * keys. Each picture links to its full-size variant, which is only fetched when opened.
 */
function Gallery({ ad }: { ad: PageData['ad'] }) {
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

const noSubscription = () => () => {};

function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useAdT();
  const [copied, setCopied] = useState(false);
  // Sharing needs JavaScript: the button appears only in the browser, once the page runs.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!ready) return null;
  return (
    <button
      type="button"
      className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
      onClick={() => {
        if (typeof navigator.share === 'function') {
          navigator.share({ title, url }).catch(() => {});
        } else {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }
      }}
    >
      {copied ? t('linkCopied') : t('share')}
    </button>
  );
}

function ReportForm({ adId, result }: { adId: number; result: AdPageActionResult | undefined }) {
  const t = useAdT();
  const fieldError = useAdFieldError();
  const fetcher = useFetcher<AdPageActionResult>({ key: `report-${adId}` });
  const shown = fetcher.data?.intent === 'report' ? fetcher.data : result?.intent === 'report' ? result : undefined;
  if (shown?.outcome) {
    return (
      <p role="status" className="mt-2 rounded bg-brand-50 p-2 text-sm">
        {t(shown.outcome)}
      </p>
    );
  }
  return (
    <details className="mt-2" open={shown?.fields ? true : undefined}>
      <summary className="cursor-pointer text-sm text-red-700 underline">{t('report')}</summary>
      <fetcher.Form method="post" className="mt-2 space-y-2" aria-label={t('reportTitle')}>
        <input type="hidden" name="ad_id" value={adId} />
        <fieldset>
          <legend className="text-sm font-medium">{t('reportReason')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 py-1 text-sm">
              <input type="radio" name="reason" value={reason} />
              {t(`reason_${reason}`)}
            </label>
          ))}
          {shown?.fields?.reason ? <p className="text-sm text-red-700">{fieldError(shown.fields.reason)}</p> : null}
        </fieldset>
        <label className="block text-sm">
          {t('reportMessage')}
          <textarea
            name="message"
            maxLength={1000}
            rows={3}
            className="mt-1 w-full rounded border border-gray-300 p-2"
          />
        </label>
        {shown?.fields?.message ? <p className="text-sm text-red-700">{fieldError(shown.fields.message)}</p> : null}
        <button
          type="submit"
          name="intent"
          value="report"
          className="rounded-lg bg-red-700 px-3 py-2 text-sm text-white"
        >
          {t('sendReport')}
        </button>
      </fetcher.Form>
    </details>
  );
}

function SafetyTips() {
  const t = useAdT();
  return (
    <aside className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" aria-labelledby="safety-title">
      <h2 id="safety-title" className="font-semibold">
        {t('safetyTitle')}
      </h2>
      <ul className="mt-1 list-disc pl-5">
        <li>{t('safety1')}</li>
        <li>{t('safety2')}</li>
        <li>{t('safety3')}</li>
        <li>{t('safety4')}</li>
      </ul>
    </aside>
  );
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
          <aside className="rounded-xl bg-white p-3 shadow-sm" aria-labelledby="seller-heading">
            <h2 id="seller-heading" className="text-sm text-gray-500">
              {tAd('sellerTitle')}
            </h2>
            <p className="font-semibold">{ad.contactCard.name}</p>
            <p className="mt-1 flex flex-wrap gap-1">
              {ad.isMember ? <Badge tone="green">{t('member')}</Badge> : null}
              {ad.isFeaturedMember ? <Badge tone="gold">{t('featuredMember')}</Badge> : null}
              {ad.isAuthorizedDealer ? <Badge tone="green">{t('authorizedDealer')}</Badge> : null}
              {ad.isVerified ? <Badge tone="blue">{t('verified')}</Badge> : null}
            </p>
            <p className="text-sm text-gray-600">
              {t('memberSince', { date: formatDate(locale, new Date(ad.account.memberSince)) })}
            </p>
            {ad.shop ? (
              <Link
                to={`/${locale}/shops/${ad.shop.slug}`}
                className="mt-1 block text-sm font-medium text-brand-700 underline"
              >
                {t('shop', { name: ad.shop.name })}
              </Link>
            ) : null}
            {gone ? null : (
              <div className="mt-3 space-y-2">
                {ad.job ? <ApplyBox slug={ad.slug} job={ad.job} today={dayToIso(dayOf(now))} /> : null}
                <PhoneReveal adId={ad.id} result={actionData} />
                <Link
                  to={`/${locale}/chat-single/${ad.id}`}
                  className="block rounded-lg border border-brand-700 px-4 py-2 text-center font-semibold text-brand-700"
                >
                  {tAd('chat')}
                </Link>
                <div className="flex items-center gap-2">
                  <ShareButton url={`${origin}/${locale}/ad/${ad.slug}`} title={ad.title} />
                </div>
                <ReportForm adId={ad.id} result={actionData} />
              </div>
            )}
          </aside>
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
