import { isRouteErrorResponse, Link } from 'react-router';
import { useLocale, useT } from './i18n.ts';

/**
 * The not-found page, or the spec's fallback screen (section 2): "We got into a bad state. Sorry!", the error
 * message and a link to the home page at /{locale}/ads (the spec's /en/ads in English).
 */
export function ErrorScreen({ notFound, error }: { notFound: boolean; error: unknown }) {
  const t = useT();
  const locale = useLocale();
  if (notFound) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{t('notFoundTitle')}</h1>
        <p className="mt-2 text-gray-600">{t('notFoundText')}</p>
        <Link
          to={`/${locale}`}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
        >
          {t('goHome')}
        </Link>
      </main>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('fallbackTitle')}</h1>
      <p className="mt-3 break-words text-gray-600">{message}</p>
      <a href={`/${locale}/ads`} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('fallbackLink')}
      </a>
    </main>
  );
}
