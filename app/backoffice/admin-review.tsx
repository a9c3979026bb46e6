// /{locale}/admin/review: moderators review pending ads, oldest first, with pictures, the automatic
// checks' flags and the poster's history; approve or reject in one click, or from the keyboard (j/k to move,
// a to approve, r to reject with the chosen reason). Anyone who is not a moderator gets the not-found page.
import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { REJECTION_REASONS } from '../../core/ad-lifecycle.ts';
import { describeProperties } from '../../core/ad-properties.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, formatMoney, formatRelativeTime, translator } from '../../core/i18n.ts';
import type { SavedReason } from '../../server/modules/moderation/index.ts';
import { adsMessages, type AdsMessageKey } from '../ads/ads-messages.ts';
import { adFormFailure, pageOf } from '../ads/ads.server.ts';
import { requireBackOffice } from './access.server.ts';
import { bulkReviewForm } from './backoffice.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { useAdsT } from '../ui/form-fields.tsx';
import { adPageMeta, type Notification, NotificationBar } from '../ads/ad-pages.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-review';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  await requireBackOffice(context, request, locale);
  const page = pageOf(context, request);
  const [queue, savedReasons] = await Promise.all([
    context.modules.ads.reviewQueue(context.db, page),
    context.modules.moderation.listSavedReasons(context.db, true),
  ]);
  return {
    locale,
    page,
    pages: Math.max(1, Math.ceil(queue.total / context.modules.ads.REVIEW_PAGE_SIZE)),
    // The app's clock, which wrote each ad's submitted_at: a wait is the difference of two readings of one clock.
    now: context.clock.now().toISOString(),
    total: queue.total,
    savedReasons,
    items: queue.items.map((item) => {
      const category = context.modules.catalog.catalogueIndex.categoryById(item.categoryId);
      const location = context.modules.catalog.catalogueIndex.locationById(item.locationId);
      return {
        ...item,
        categoryName: category
          ? context.modules.catalog.catalogueIndex
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
  const staff = await requireBackOffice(context, request, locale);
  const actor = { userId: staff.id, role: staff.role };
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  if (String(form.intent).startsWith('bulk_')) {
    return { notification: await bulkNotification({ request, context, locale }, formData) };
  }
  const adId = Number(form.ad_id);
  const title = String(form.title ?? '');
  let notification: Notification;
  try {
    if (form.intent === 'reject') {
      await context.modules.ads.rejectAd(
        context.db,
        actor,
        adId,
        context.modules.http.parseInput(context.modules.ads.RejectSchema, form, 'body'),
      );
      notification = {
        module: 'rejected',
        isSuccess: true,
        isVisible: true,
        message: formatMessage(adsMessages, locale, 'rejected', { title }),
      };
    } else {
      await context.modules.ads.approveAd(context.db, actor, adId);
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

/** Many ads at once: each decided as one would be; those someone else decided first are counted. */
async function bulkNotification(args: Parameters<typeof bulkReviewForm>[0], form: FormData): Promise<Notification> {
  try {
    const { done, failed } = await bulkReviewForm(args, form);
    const message = formatMessage(backOfficeMessages, args.locale, 'bulkDone', { done, failed });
    return { module: 'published', isSuccess: failed === 0, isVisible: true, message };
  } catch (error) {
    return { module: 'pending', isSuccess: false, isVisible: true, message: adFormFailure(args.locale, error).message };
  }
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

/** The reason (shown to the poster in their language) and the note of a rejection, one ad or many. */
function RejectFields({ saved }: { saved: readonly SavedReason[] }) {
  const t = useAdsT();
  const locale = useLocale();
  const bo = translator(backOfficeMessages, locale);
  return (
    <>
      {saved.length > 0 ? (
        <label className="text-sm">
          <span className="block">{bo('savedReason')}</span>
          <select name="saved_reason_id" className="max-w-64 rounded border border-gray-300 px-2 py-2" defaultValue="">
            <option value="">{bo('noSavedReason')}</option>
            {saved.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason[locale]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
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
    </>
  );
}

/** The queue's bulk form: the ads' checkboxes belong to it through their `form` attribute (no JavaScript needed). */
function BulkReviewForm({ saved }: { saved: readonly SavedReason[] }) {
  const bo = translator(backOfficeMessages, useLocale());
  return (
    <Form
      id="bulk-review"
      method="post"
      className="mt-3 flex flex-wrap items-end gap-2 rounded-xl bg-white p-3 shadow-sm"
    >
      <span className="text-sm font-semibold">{bo('bulkSelected')}</span>
      <button type="submit" name="intent" value="bulk_approve" className="rounded-lg bg-brand-700 px-3 py-2 text-white">
        {bo('bulkApprove')}
      </button>
      <RejectFields saved={saved} />
      <button type="submit" name="intent" value="bulk_reject" className="rounded-lg bg-red-700 px-3 py-2 text-white">
        {bo('bulkReject')}
      </button>
    </Form>
  );
}

export default function AdminReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdsT();
  const locale = useLocale();
  const bo = translator(backOfficeMessages, locale);
  useShortcuts();
  const now = new Date(loaderData.now);
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('reviewTitle')}</h1>
      <p className="text-sm text-gray-700">{t('reviewCount', { count: loaderData.total })}</p>
      <p className="text-xs text-gray-600">{t('reviewShortcuts')}</p>
      <NotificationBar notification={actionData?.notification ?? null} />
      {loaderData.items.length > 0 ? <BulkReviewForm saved={loaderData.savedReasons} /> : null}
      <ul className="mt-4 space-y-4">
        {loaderData.items.map((item) => (
          <li key={item.id}>
            <article
              data-review-item
              tabIndex={-1}
              aria-labelledby={`review-${item.id}`}
              className="rounded-xl bg-white p-3 shadow-sm focus:outline-2 focus:outline-brand-700"
            >
              <h2 id={`review-${item.id}`} className="flex items-start gap-2 font-semibold">
                <input
                  type="checkbox"
                  form="bulk-review"
                  name="ids"
                  value={item.id}
                  aria-label={bo('select', { title: item.title })}
                  className="mt-1 size-4"
                />
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
              <p data-user-text className="mt-2 whitespace-pre-line text-sm text-gray-900">
                {item.description}
              </p>
              <p className="mt-2 text-xs text-gray-700">
                <bdi data-user-text>{item.poster.name}</bdi>
                {', '}
                {t('posterHistory', {
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
                <RejectFields saved={loaderData.savedReasons} />
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
