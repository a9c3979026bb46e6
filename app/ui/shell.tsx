import { Form, Link, useLocation } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatNumber, translator } from '../../core/i18n.ts';
import { contentMessages } from '../content/content-messages.ts';
import { contentPage, pagePath } from '../../core/content-pages.ts';
import { fullPath, litePath } from '../../core/lite-pages.ts';
import { APP_LINKS, SOCIAL_LINKS } from '../../core/site-links.ts';
import { useAccountT } from './form.tsx';
import { Icon } from './icons.tsx';
import { useLocale, useT } from './i18n.ts';
import { useLayoutViewer } from './layout-viewer.ts';

/** The same page in the other language: the locale segment swapped, path and query kept. */
function otherLanguageHref(pathname: string, search: string, locale: Locale): string {
  const other: Locale = locale === 'bn' ? 'en' : 'bn';
  return `/${other}${pathname.replace(/^\/[^/]+/, '')}${search}`;
}

export function Header() {
  const t = useT();
  const locale = useLocale();
  const tAccount = useAccountT();
  const { pathname, search } = useLocation();
  const viewer = useLayoutViewer();
  const lite = fullPath(pathname) !== pathname;
  return (
    <header className="sticky top-0 z-10 bg-brand-700 text-white shadow">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:flex-nowrap">
        {/* The visible name is the start of the link's name (WCAG 2.5.3); "home" follows for screen readers. */}
        <Link to={`/${locale}`} className="text-2xl font-bold tracking-tight">
          {t('siteName')}
          <span className="sr-only"> – {t('home')}</span>
        </Link>
        {/* Search from every screen: on a phone the field takes a row of its own under the name and the links, but
            not on the results, whose own field holds the query (one search field on a small screen). From a lite page
            (decision 201) it searches the lite results. */}
        <Form
          method="get"
          action={lite ? litePath(`/${locale}/ads`) : `/${locale}/ads`}
          role="search"
          className={`order-last w-full sm:order-none sm:flex sm:w-auto sm:flex-1 ${
            fullPath(pathname).startsWith(`/${locale}/ads`) ? 'hidden' : 'flex'
          }`}
        >
          <label className="sr-only" htmlFor="site-search">
            {t('searchPlaceholder')}
          </label>
          <input
            id="site-search"
            name="query"
            type="search"
            placeholder={t('searchPlaceholder')}
            className="w-full rounded-l-lg bg-white px-3 py-2 text-gray-900"
          />
          <button type="submit" className="rounded-r-lg bg-accent-400 px-4 font-semibold text-gray-900">
            {t('search')}
          </button>
        </Form>
        {/* On phones the signed-in links are icons (their names stay for screen readers), so 360 px holds them all. */}
        <nav className="ml-auto flex items-center gap-2 text-sm sm:gap-3">
          <Link to={`/${locale}/ads`} className="hidden hover:underline sm:inline">
            {t('allAds')}
          </Link>
          <a
            href={otherLanguageHref(pathname, search, locale)}
            hrefLang={locale === 'bn' ? 'en' : 'bn'}
            aria-label={t('otherLanguageLabel')}
            className="rounded border border-white/60 px-2 py-1"
          >
            {t('otherLanguage')}
          </a>
          {viewer ? (
            <>
              <Link
                to={`/${locale}/chat`}
                className="relative hover:underline"
                aria-label={
                  viewer.chatUnread > 0 ? `${t('chat')}: ${t('chatUnread', { count: viewer.chatUnread })}` : undefined
                }
              >
                <Icon name="chat" className="inline-block h-5 w-5 align-middle" />
                <span className="sr-only sm:not-sr-only sm:ml-1">{t('chat')}</span>
                {viewer.chatUnread > 0 ? (
                  <span
                    data-chat-unread={viewer.chatUnread}
                    className="ml-1 rounded-full bg-accent-400 px-1.5 text-xs font-bold text-gray-900"
                  >
                    {formatNumber(locale, viewer.chatUnread)}
                  </span>
                ) : null}
              </Link>
              <Link
                to={`/${locale}/my/notifications`}
                className="relative hover:underline"
                data-testid="notifications-link"
                aria-label={
                  viewer.unread > 0
                    ? `${t('notificationsLink')}: ${t('unreadCount', { count: viewer.unread })}`
                    : undefined
                }
              >
                <Icon name="bell" className="inline-block h-5 w-5 align-middle" />
                <span className="sr-only sm:not-sr-only sm:ml-1">{t('notificationsLink')}</span>
                {/* The number alone, as on the chat link: the words ("4 new") would not fit a 360 px header. */}
                {viewer.unread > 0 ? (
                  <span className="ml-1 rounded-full bg-accent-400 px-1.5 text-xs font-bold text-gray-900">
                    {formatNumber(locale, viewer.unread)}
                  </span>
                ) : null}
              </Link>
              <Link to={`/${locale}/my/account`} className="hover:underline" title={viewer.name}>
                <Icon name="user" className="inline-block h-5 w-5 align-middle" />
                <span className="sr-only sm:not-sr-only sm:ml-1">{tAccount('myAccount')}</span>
              </Link>
            </>
          ) : (
            <Link
              to={
                // From the login and sign-up pages themselves, coming back there after login makes no sense.
                pathname.includes('/users/')
                  ? `/${locale}/users/login`
                  : `/${locale}/users/login?action=my-account&redirect-url=${encodeURIComponent(pathname + search)}`
              }
              className="hover:underline"
            >
              {tAccount('login')}
            </Link>
          )}
          <Link
            to={`/${locale}/post-ad`}
            className="rounded-lg bg-accent-400 px-3 py-2 font-semibold whitespace-nowrap text-gray-900"
          >
            {t('postAd')}
          </Link>
        </nav>
      </div>
    </header>
  );
}

export function Footer() {
  const t = useT();
  const locale = useLocale();
  const tContent = translator(contentMessages, locale);
  // The help and information pages and spec section 1's app-store and social links.
  const pages = ['about', 'contactUs', 'faq', 'staySafe', 'terms', 'privacy', 'advertising'] as const;
  return (
    <footer className="mt-12 border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6 text-sm text-gray-600 sm:grid-cols-3">
        <div>
          <p className="font-semibold text-gray-800">{t('siteName')}</p>
          <p>{t('footerAbout')}</p>
          <Link to={`/${locale}/sitemap`} className="mt-2 inline-block underline">
            {tContent('sitemapTitle')}
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-1">
          {pages.map((name) => (
            <li key={name}>
              <Link to={pagePath(contentPage(name), locale)} className="hover:underline">
                {tContent(`link_${name}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={`/${locale}/shops`} className="hover:underline">
              {t('shops')}
            </Link>
          </li>
          <li>
            <Link to={`/${locale}/support-chat`} className="hover:underline">
              {t('supportChat')}
            </Link>
          </li>
        </ul>
        <div>
          <p className="font-semibold text-gray-800">{tContent('getTheApp')}</p>
          <p className="flex gap-3">
            <a href={APP_LINKS.android} className="underline" rel="noopener">
              {tContent('googlePlay')}
            </a>
            <a href={APP_LINKS.ios} className="underline" rel="noopener">
              {tContent('appStore')}
            </a>
          </p>
          <p className="mt-2 font-semibold text-gray-800">{tContent('followUs')}</p>
          <p className="flex flex-wrap gap-3">
            {SOCIAL_LINKS.map((link) => (
              <a key={link.name} href={link.href} className="underline" rel="noopener">
                {link.name}
              </a>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
