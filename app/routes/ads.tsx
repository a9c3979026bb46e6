import { Link } from 'react-router';
import { z } from 'zod';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { listNewestAds, MAX_PAGE } from '../../server/modules/ads/service.ts';
import { toCardView } from '../ad-views.server.ts';
import { messages } from '../messages.ts';
import { AdCard } from '../ui/ad-card.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import type { Route } from './+types/ads';

// Spec section 5: a page above 400 (or not a page number at all) resets to 1.
const PageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const page = PageSchema.parse(new URL(request.url).searchParams.get('page') ?? 1);
  const result = await listNewestAds(context.db, page);
  return {
    locale,
    now: new Date().toISOString(),
    page: result.page,
    pages: result.pages,
    total: result.total,
    ads: result.ads.map((ad) => toCardView(ad, locale)),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = formatMessage(messages, data.locale, 'allAdsTitle');
  const page =
    data.page > 1 ? ` (${formatMessage(messages, data.locale, 'pageOf', { page: data.page, pages: data.pages })})` : '';
  return [{ title: `${title}${page} | ${formatMessage(messages, data.locale, 'siteName')}` }];
}

const pageHref = (locale: Locale, page: number) => (page === 1 ? `/${locale}/ads` : `/${locale}/ads?page=${page}`);

export default function Ads({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { page, pages, total, ads } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <main className="mx-auto max-w-4xl px-3 py-4">
      <h1 className="text-xl font-bold">{t('allAdsTitle')}</h1>
      <p className="mb-3 text-sm text-gray-600">{t('resultsCount', { count: total })}</p>
      {ads.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-gray-600">{t('noAds')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {ads.map((ad) => (
            <AdCard key={ad.slug} ad={ad} now={now} />
          ))}
        </ul>
      )}
      <nav aria-label={t('pageOf', { page, pages })} className="mt-6 flex items-center justify-between gap-2">
        {page > 1 ? (
          <Link rel="prev" to={pageHref(locale, page - 1)} className="rounded-lg border bg-white px-4 py-2">
            ← {t('previous')}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-sm text-gray-600">{t('pageOf', { page, pages })}</span>
        {page < pages ? (
          <Link rel="next" to={pageHref(locale, page + 1)} className="rounded-lg border bg-white px-4 py-2">
            {t('next')} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </main>
  );
}
