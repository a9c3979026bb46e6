import { data, Link } from 'react-router';
import { describeProperties } from '../../core/ad-properties.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, formatRelativeTime } from '../../core/i18n.ts';
import { findPublishedAd } from '../../server/modules/ads/service.ts';
import { catalogueIndex } from '../../server/modules/catalog/service.ts';
import { messages } from '../messages.ts';
import { Badge, Price } from '../ui/ad-card.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { ResponsivePicture } from '../ui/responsive-picture.tsx';
import type { Route } from './+types/ad';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const ad = await findPublishedAd(context.db, params.slug);
  const category = ad && catalogueIndex.categoryById(ad.categoryId);
  const location = ad && catalogueIndex.locationById(ad.locationId);
  if (!ad || !category || !location) throw data(null, { status: 404 });
  const { categoryId: _c, locationId: _l, properties, ...rest } = ad;
  return {
    locale,
    now: new Date().toISOString(),
    ad: rest,
    properties: describeProperties(category, properties, locale),
    categoryPath: catalogueIndex.categoryAncestors(category).map((c) => ({ slug: c.slug, name: c.name[locale] })),
    // Most specific first, as people say it: "Tejgaon, Dhaka".
    place: catalogueIndex
      .locationAncestors(location)
      .filter((l) => l.level === 'district' || l.level === 'area')
      .map((l) => l.name[locale])
      .reverse()
      .join(', '),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.ad.title} | ${formatMessage(messages, data.locale, 'siteName')}` },
    { name: 'description', content: data.ad.description.slice(0, 160) },
  ];
}

export default function AdPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { ad, properties, categoryPath, place } = loaderData;
  const now = new Date(loaderData.now);
  const published = new Date(ad.publishedAt);
  return (
    <main className="mx-auto max-w-4xl px-3 py-4">
      <nav aria-label="breadcrumb" className="mb-2 text-sm text-gray-600">
        <Link to={`/${locale}`} className="hover:underline">
          {t('home')}
        </Link>
        {categoryPath.map((c) => (
          <span key={c.slug}>
            {' › '}
            <span>{c.name}</span>
          </span>
        ))}
      </nav>
      <article className="rounded-xl bg-white p-3 shadow-sm sm:p-5">
        <div className="flex flex-wrap gap-1">
          {ad.isTopAd ? <Badge tone="gold">{t('topAd')}</Badge> : null}
          {ad.isUrgent ? <Badge tone="red">{t('urgent')}</Badge> : null}
          {ad.isFeatured ? <Badge tone="blue">{t('featured')}</Badge> : null}
        </div>
        <h1 className="text-xl font-bold sm:text-2xl">{ad.title}</h1>
        <p className="mt-1 text-sm text-gray-600">
          <time dateTime={ad.publishedAt} title={formatDate(locale, published)}>
            {t('postedAgo', { ago: formatRelativeTime(locale, published, now) })}
          </time>
          {' · '}
          {place}
        </p>

        {ad.pictures.length > 0 ? (
          <ul className="mt-3 flex snap-x snap-mandatory gap-2 overflow-x-auto" aria-label={ad.title}>
            {ad.pictures.map((p, i) => (
              <li key={p.src} className="w-full flex-none snap-center sm:w-2/3">
                <ResponsivePicture
                  picture={p}
                  sizes="(min-width: 640px) 66vw, 100vw"
                  alt={t('pictureOf', { number: i + 1, count: ad.pictures.length, title: ad.title })}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  className="aspect-[4/3] w-full rounded-lg bg-gray-100 object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}

        <p className="mt-4 text-2xl">
          <Price price={ad.price} type={ad.type} negotiable={ad.priceNegotiable} />
        </p>

        {properties.length > 0 ? (
          <section className="mt-4" aria-labelledby="details-heading">
            <h2 id="details-heading" className="font-semibold">
              {t('details')}
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
              {properties.map((p) => (
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
          <p className="mt-1 whitespace-pre-line text-gray-800">{ad.description}</p>
        </section>

        <aside className="mt-6 rounded-lg border border-gray-200 p-3">
          <p className="font-semibold">{t('forSaleBy', { name: ad.contactName })}</p>
          <p className="mt-1 flex flex-wrap gap-1">
            {ad.isMember ? <Badge tone="green">{t('member')}</Badge> : null}
            {ad.isAuthorizedDealer ? <Badge tone="green">{t('authorizedDealer')}</Badge> : null}
          </p>
          <p className="text-sm text-gray-600">
            {t('memberSince', { date: formatDate(locale, new Date(ad.sellerSince)) })}
          </p>
          {ad.shop ? (
            <p className="mt-1 text-sm font-medium text-brand-700">{t('shop', { name: ad.shop.name })}</p>
          ) : null}
        </aside>
      </article>
    </main>
  );
}
