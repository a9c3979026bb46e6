// /{locale}/admin/review (issue 6): moderators review pending ads, oldest first, with pictures, the automatic
// checks' flags and the poster's history; approve or reject in one click, or from the keyboard (j/k to move,
// a to approve, r to reject with the chosen reason). Anyone who is not a moderator gets the not-found page.
import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { REJECTION_REASONS } from '../../core/ad-lifecycle.ts';
import { describeProperties } from '../../core/ad-properties.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, formatMoney, formatRelativeTime } from '../../core/i18n.ts';
import { approveAd, rejectAd } from '../../server/modules/ads/lifecycle.ts';
import { REVIEW_PAGE_SIZE, reviewQueue } from '../../server/modules/ads/review.ts';
import { RejectSchema } from '../../server/modules/ads/schemas.ts';
import { catalogueIndex } from '../../server/modules/catalog/service.ts';
import { parseInput } from '../../server/http/errors.ts';
import { adsMessages, type AdsMessageKey } from '../ads-messages.ts';
import { adFormFailure, pageOf, requireModerator } from '../ads.server.ts';
import { useAdsT } from '../ui/form-fields.tsx';
import { adPageMeta, type Notification, NotificationBar } from '../ui/ad-pages.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-review';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  await requireModerator(context, request, locale);
  const page = pageOf(request);
  const queue = await reviewQueue(context.db, page);
  return {
    locale,
    page,
    pages: Math.max(1, Math.ceil(queue.total / REVIEW_PAGE_SIZE)),
    now: new Date().toISOString(),
    total: queue.total,
    items: queue.items.map((item) => {
      const category = catalogueIndex.categoryById(item.categoryId);
      const location = catalogueIndex.locationById(item.locationId);
      return {
        ...item,
        categoryName: category
          ? catalogueIndex
              .categoryAncestors(category)
              .map((c) => c.name[locale])
              .join(' › ')
          : '',
        locationName: location?.name[locale] ?? '',
        properties: category ? describeProperties(category, item.properties, locale) : [],
      };
    }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const actor = await requireModerator(context, request, locale);
  const form = Object.fromEntries(await request.formData());
  const adId = Number(form.ad_id);
  const title = String(form.title ?? '');
  let notification: Notification;
  try {
    if (form.intent === 'reject') {
      await rejectAd(context.db, actor, adId, parseInput(RejectSchema, form, 'body'));
      notification = {
        module: 'rejected',
        isSuccess: true,
        isVisible: true,
        message: formatMessage(adsMessages, locale, 'rejected', { title }),
      };
    } else {
      await approveAd(context.db, actor, adId);
      notification = {
        module: 'published',
        isSuccess: true,
        isVisible: true,
        message: formatMessage(adsMessages, locale, 'approved', { title }),
      };
    }
  } catch (error) {
    notification = {
      module: 'pending',
      isSuccess: false,
      isVisible: true,
      message: adFormFailure(locale, error).message,
    };
  }
  return { notification };
}

export const meta = ({ data }: Route.MetaArgs) => adPageMeta(data?.locale, 'reviewTitle');

/** j/k move between ads, a approves the current one, r rejects it with the reason chosen in its form. */
function useShortcuts() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.ctrlKey || event.metaKey || event.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      const items = Array.from(document.querySelectorAll<HTMLElement>('[data-review-item]'));
      if (items.length === 0) return;
      const current = items.findIndex((item) => item.contains(document.activeElement));
      const focus = (index: number) => items[Math.max(0, Math.min(items.length - 1, index))]?.focus();
      if (event.key === 'j') focus(current + 1);
      else if (event.key === 'k') focus(current - 1);
      else if (event.key === 'a' || event.key === 'r') {
        const item = items[current === -1 ? 0 : current];
        item?.querySelector<HTMLButtonElement>(`button[value="${event.key === 'a' ? 'approve' : 'reject'}"]`)?.click();
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

export default function AdminReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdsT();
  const locale = useLocale();
  useShortcuts();
  const now = new Date(loaderData.now);
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('reviewTitle')}</h1>
      <p className="text-sm text-gray-700">{t('reviewCount', { count: loaderData.total })}</p>
      <p className="text-xs text-gray-600">{t('reviewShortcuts')}</p>
      <NotificationBar notification={actionData?.notification ?? null} />
      <ul className="mt-4 space-y-4">
        {loaderData.items.map((item) => (
          <li key={item.id}>
            <article
              data-review-item
              tabIndex={-1}
              aria-labelledby={`review-${item.id}`}
              className="rounded-xl bg-white p-3 shadow-sm focus:outline-2 focus:outline-brand-700"
            >
              <h2 id={`review-${item.id}`} className="font-semibold">
                {item.title}
              </h2>
              <p className="text-sm text-gray-700">
                {item.categoryName} · {item.locationName}
                {item.price !== null ? ` · ${formatMoney(locale, item.price)}` : ''}
              </p>
              <p className="text-xs text-gray-600">
                {t('submittedAgo', { time: formatRelativeTime(locale, new Date(item.submittedAt), now) })}
              </p>
              {item.pictures.length > 0 ? (
                <div className="mt-2 flex gap-2 overflow-x-auto">
                  {item.pictures.map((picture) => (
                    <img
                      key={picture.src}
                      src={picture.src}
                      srcSet={picture.srcSet}
                      sizes="160px"
                      alt=""
                      width={160}
                      height={120}
                      className="h-30 w-40 shrink-0 rounded object-cover"
                    />
                  ))}
                </div>
              ) : null}
              <ul className="mt-2 flex flex-wrap gap-1 text-xs">
                {item.flags.length === 0 ? (
                  <li className="rounded bg-green-50 px-2 py-1 text-green-800">{t('noFlags')}</li>
                ) : (
                  item.flags.map((flag) => (
                    <li key={flag} className="rounded bg-red-50 px-2 py-1 text-red-800">
                      {t(`flag_${flag}`)}
                    </li>
                  ))
                )}
              </ul>
              {item.properties.length > 0 ? (
                <p className="mt-2 text-sm">{item.properties.map((p) => `${p.label}: ${p.value}`).join(' · ')}</p>
              ) : null}
              <p className="mt-2 whitespace-pre-line text-sm text-gray-900">{item.description}</p>
              <p className="mt-2 text-xs text-gray-700">
                {t('posterHistory', {
                  name: item.poster.name,
                  since: formatDate(locale, new Date(item.poster.since)),
                  published: item.poster.published,
                  rejected: item.poster.rejected,
                  deactivated: item.poster.deactivated,
                })}
              </p>
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                <input type="hidden" name="ad_id" value={item.id} />
                <input type="hidden" name="title" value={item.title} />
                <button
                  type="submit"
                  name="intent"
                  value="approve"
                  className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
                >
                  {t('approve')}
                </button>
                <label className="text-sm">
                  <span className="block">{t('reasonLabel')}</span>
                  <select name="reason" className="rounded border border-gray-300 px-2 py-2" defaultValue="other">
                    {REJECTION_REASONS.map((reason) => (
                      <option key={reason} value={reason}>
                        {t(`reason_${reason}` as AdsMessageKey)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm">
                  <span className="block">{t('noteLabel')}</span>
                  <input name="note" maxLength={500} className="rounded border border-gray-300 px-2 py-2" />
                </label>
                <button
                  type="submit"
                  name="intent"
                  value="reject"
                  className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
                >
                  {t('reject')}
                </button>
              </Form>
            </article>
          </li>
        ))}
      </ul>
      {loaderData.pages > 1 ? (
        <nav
          aria-label={t('page', { page: loaderData.page, pages: loaderData.pages })}
          className="mt-4 flex items-center justify-between text-sm"
        >
          {loaderData.page > 1 ? <Link to={`?page=${loaderData.page - 1}`}>{t('previousPage')}</Link> : <span />}
          <span>{t('page', { page: loaderData.page, pages: loaderData.pages })}</span>
          {loaderData.page < loaderData.pages ? (
            <Link to={`?page=${loaderData.page + 1}`}>{t('nextPage')}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </main>
  );
}
