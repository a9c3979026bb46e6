// /{locale}/lite/ad/{slug}: the lite ad page for the AMP pages flag (decision 201). The full ad
// page's data and phone form, drawn with no client script and little HTML for slow phones and data plans; chat,
// favourites, sharing and reports stay on the full page, which it names as canonical and links to.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage, formatRelativeTime } from '../../core/i18n.ts';
import { adPageAction, loadAdPage } from './ad-page.server.ts';
import { messages } from '../messages.ts';
import { Price } from '../ui/ad-card.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { PhoneReveal } from './phone-reveal.tsx';
import { ResponsivePicture } from '../ui/responsive-picture.tsx';
import { useAdT } from './use-ad-t.ts';
import type { Route } from './+types/lite-ad';

export const handle = { lite: true };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadAdPage(context, request, params.locale as Locale, params.slug);
}

export function action({ request, context }: Route.ActionArgs) {
  return adPageAction(context, request);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { ad, origin, locale } = data;
  return [
    { title: `${ad.title} | ${formatMessage(messages, locale, 'siteName')}` },
    { name: 'description', content: ad.description.replace(/\s+/g, ' ').slice(0, 160) },
    ...(ad.status === 'published' ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    { tagName: 'link', rel: 'canonical', href: `${origin}/${locale}/ad/${ad.slug}` },
  ];
}

export default function LiteAdPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const tAd = useAdT();
  const locale = useLocale();
  const { ad } = loaderData;
  const gone = ad.status !== 'published';
  const place = [...ad.location.path]
    .reverse()
    .map((l) => l.name)
    .join(', ');
  return (
    <main className="mx-auto max-w-2xl px-3 py-4">
      {gone ? (
        <p role="status" className="mb-3 rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-800">
          {tAd('goneTitle')}
        </p>
      ) : null}
      <h1 className="text-xl font-bold">{ad.title}</h1>
      <p className="mt-1 text-sm text-gray-600">
        <time dateTime={ad.adDate}>
          {t('postedAgo', { ago: formatRelativeTime(locale, new Date(ad.adDate), new Date(loaderData.now)) })}
        </time>
        {' · '}
        {place}
      </p>
      {ad.images.map((picture, i) => (
        <ResponsivePicture
          key={picture.src}
          picture={picture}
          sizes="(min-width: 672px) 640px, 100vw"
          alt={t('pictureOf', { number: i + 1, count: ad.images.length, title: ad.title })}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'auto'}
          decoding="async"
          className="mt-3 aspect-[4/3] w-full rounded bg-gray-100 object-contain"
        />
      ))}
      <p className="mt-3 text-2xl">
        {ad.job ? (
          <span className="font-semibold text-brand-700">{ad.properties.find((p) => p.key === 'salary')?.value}</span>
        ) : (
          <Price price={ad.money?.value ?? null} type={ad.type} negotiable={ad.money?.negotiable ?? false} />
        )}
      </p>
      {ad.properties.length > 0 ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {ad.properties.map((p) => (
            <div key={p.key}>
              <dt className="text-gray-500">{p.label}</dt>
              <dd className="font-medium">{p.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h2 className="mt-4 font-semibold">{t('description')}</h2>
      <p className="mt-1 break-words whitespace-pre-line">{ad.description}</p>
      <p className="mt-4 text-sm text-gray-500">{tAd('sellerTitle')}</p>
      <p className="font-semibold">{ad.contactCard.name}</p>
      {gone ? null : (
        <div className="mt-3">
          <PhoneReveal adId={ad.id} result={actionData} />
        </div>
      )}
      <Link to={`/${locale}/ad/${ad.slug}`} className="mt-4 block font-semibold text-brand-700 underline">
        {t('fullAdPage')}
      </Link>
    </main>
  );
}
