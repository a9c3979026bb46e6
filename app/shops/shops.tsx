// /{locale}/shops (the directory, decision 154) and /{locale}/shops/careers (employers' shops, spec section 2):
// members' shops searched by category, place and words, paged; the directory leads with the featured shops.
import { Form, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { shopMessages } from './shop-messages.ts';
import { ShopCard, useShopT } from './shop-parts.tsx';
import { loadDirectory } from './shops.server.ts';
import type { Route } from './+types/shops';

export function loader({ request, params, context }: Route.LoaderArgs) {
  const careers = new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/shops/careers');
  return loadDirectory(context, request, params.locale as Locale, careers);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: formatMessage(shopMessages, data.locale, data.careers ? 'careersTitle' : 'shopsTitle') }];
}

export default function Shops({ loaderData }: Route.ComponentProps) {
  const t = useShopT();
  const { locale, careers, filters, page, pages } = loaderData;
  const base = `/${locale}/shops${careers ? '/careers' : ''}`;
  const pageHref = (n: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
    if (n > 1) search.set('page', String(n));
    const text = search.toString();
    return text ? `${base}?${text}` : base;
  };
  const select = 'min-w-0 rounded-lg border border-gray-300 px-3 py-2';
  return (
    <main className="mx-auto max-w-6xl px-3 py-4">
      <h1 className="text-xl font-bold">{t(careers ? 'careersTitle' : 'shopsTitle')}</h1>
      <p className="text-sm text-gray-700">{t(careers ? 'careersIntro' : 'shopsIntro')}</p>
      {loaderData.featured.length > 0 && page === 1 ? (
        <section className="mt-4" aria-labelledby="featured-shops-heading">
          <h2 id="featured-shops-heading" className="mb-2 font-semibold">
            {t('featuredShops')}
          </h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {loaderData.featured.map((shop) => (
              <ShopCard key={shop.id} shop={shop} />
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="get" role="search" className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-4">
        <input
          type="search"
          name="query"
          defaultValue={filters.query}
          aria-label={t('searchShops')}
          placeholder={t('searchShops')}
          className={select}
        />
        {careers ? null : (
          <select name="category" defaultValue={filters.category} aria-label={t('category')} className={select}>
            <option value="">{t('anyCategory')}</option>
            {loaderData.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        )}
        <select name="location" defaultValue={filters.location} aria-label={t('place')} className={select}>
          <option value="">{t('anyPlace')}</option>
          {loaderData.divisions.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('search')}
        </button>
      </Form>
      <p className="mt-3 text-sm text-gray-700">{t('shopCount', { count: loaderData.total })}</p>
      {loaderData.shops.length === 0 ? (
        <p className="mt-2">{t('noShops')}</p>
      ) : (
        <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="shop-list">
          {loaderData.shops.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="mt-4 flex items-center justify-between text-sm" aria-label={t('pageOf', { page, pages })}>
          {page > 1 ? <Link to={pageHref(page - 1)}>← {t('previous')}</Link> : <span />}
          <span>{t('pageOf', { page, pages })}</span>
          {page < pages ? <Link to={pageHref(page + 1)}>{t('next')} →</Link> : <span />}
        </nav>
      ) : null}
    </main>
  );
}
