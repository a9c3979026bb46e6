// /{locale}/my/published-ads, /pending-ads, /pending-payment-ads, /rejected-ads and /republish-ads (spec sections
// 2-4: the owner's ad lists by status, with totals, pagination and the empty-dashboard state). Each action (mark as
// sold, republish) and each page that sends the owner here (posted, edited, deleted) shows the notification of
// its module (spec section 3: isSuccess, isVisible, message).
import { Form, Link, redirect } from 'react-router';
import { availableTransitions, type MyAdList } from '../../core/ad-lifecycle.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage, formatMoney } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { adsMessages, type AdsMessageKey } from './ads-messages.ts';
import { adFormFailure, pageOf, requireActor } from './ads.server.ts';
import { listTotals } from '../ad-stats/ad-stats.server.ts';
import { useAdStatsT } from '../ad-stats/use-ad-stats-t.ts';
import { useAdsT } from '../ui/form-fields.tsx';
import { adPageMeta, type Notification, NotificationBar } from './ad-pages.tsx';
import { PromotionList } from '../promotions/promotion-list.tsx';
import { usePromotionT } from '../promotions/use-promotion-t.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/my-ads';

const LISTS: Record<string, MyAdList> = {
  'published-ads': 'published',
  'pending-ads': 'pending',
  'pending-payment-ads': 'pending_payment',
  'rejected-ads': 'rejected',
  'republish-ads': 'republish',
};
const pathOf = (list: MyAdList) => Object.keys(LISTS).find((path) => LISTS[path] === list) ?? 'published-ads';

const NOTICES: Record<string, { key: AdsMessageKey; module: Notification['module'] }> = {
  posted: { key: 'notice_posted', module: 'pending' },
  edited: { key: 'notice_edited', module: 'dashboard' },
  edited_review: { key: 'notice_edited_review', module: 'pending' },
  removed: { key: 'notice_removed', module: 'remove' },
  sold: { key: 'notice_sold', module: 'published' },
  republished: { key: 'notice_republished', module: 'published' },
};

function listOf(request: Request): MyAdList {
  const last = new URL(request.url).pathname.split('/').at(-1) ?? '';
  return LISTS[last] ?? 'published';
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const actor = await requireActor(context, request, locale);
  const url = new URL(request.url);
  const page = pageOf(context, request);
  const list = listOf(request);
  const notice = NOTICES[url.searchParams.get('notice') ?? ''];
  const notification: Notification | null = notice
    ? {
        module: notice.module,
        isSuccess: true,
        isVisible: true,
        message: formatMessage(adsMessages, locale, notice.key),
      }
    : null;
  const mine = await context.modules.ads.listMyAds(context.db, actor.userId, list, page);
  // Statistics exist for ads that have been public: not for those waiting for review or payment.
  const shown = mine.ads.filter((ad) => ad.status === 'published' || ad.status === 'expired');
  // The seller's promotions not over yet, and their balance.
  const [stats, promotions, balance] = await Promise.all([
    listTotals(
      context,
      shown.map((ad) => ad.id),
    ),
    context.modules.promotions.myPromotions(
      context.db,
      actor.userId,
      context.clock.now(),
      mine.ads.map((ad) => ad.id),
    ),
    context.modules.payments.balanceOf(context.db, actor.userId),
  ]);
  return { locale, notification, stats, ...mine, promotions, balance: balance.balance_poisha };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const actor = await requireActor(context, request, locale);
  const form = await request.formData();
  const adId = Number(form.get('ad_id'));
  const intent = form.get('intent');
  try {
    if (intent === 'sold') {
      await context.modules.ads.markSold(context.db, actor, adId);
      return redirect(`/${locale}/my/published-ads?notice=sold`);
    }
    await context.modules.flows.republishAd(context.db, actor, adId, context.clock.now());
    return redirect(`/${locale}/my/published-ads?notice=republished`);
  } catch (error) {
    const failure = adFormFailure(locale, error);
    const notification: Notification = {
      module: intent === 'sold' ? 'published' : 'dashboard',
      isSuccess: false,
      isVisible: true,
      message: failure.message,
    };
    return { notification };
  }
}

export const meta = ({ data }: Route.MetaArgs) => adPageMeta(data?.locale, 'myAdsTitle');

type Data = Route.ComponentProps['loaderData'];

/** One ad of the list: its picture, state, totals and promotions, and what the owner may do with it now. */
function MyAdItem({
  ad,
  totals,
  promotions,
  base,
}: {
  ad: Data['ads'][number];
  totals: Data['stats'][number] | undefined;
  promotions: Data['promotions'];
  /** The list's own path: the forms post back to it. */
  base: string;
}) {
  const t = useAdsT();
  const tStats = useAdStatsT();
  const tp = usePromotionT();
  const locale = useLocale();
  return (
    <li className="flex gap-3 rounded-xl bg-white p-3 shadow-sm">
      {ad.picture ? (
        <img
          src={ad.picture.src}
          srcSet={ad.picture.srcSet}
          sizes="96px"
          alt=""
          width={96}
          height={72}
          className="h-18 w-24 shrink-0 rounded object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          {ad.status === 'published' ? <Link to={`/${locale}/ad/${ad.slug}`}>{ad.title}</Link> : ad.title}
        </h2>
        {ad.price !== null ? <p className="text-sm text-brand-700">{formatMoney(locale, ad.price)}</p> : null}
        {ad.rejectionReason ? (
          <p className="text-sm text-red-800">
            {t('rejectedBecause', {
              reason: t(`reason_${ad.rejectionReason}` as AdsMessageKey),
            })}
            {ad.rejectionSaved ? ` — ${ad.rejectionSaved[locale]}` : ''}
            {ad.rejectionNote ? ` — ${ad.rejectionNote}` : ''}
          </p>
        ) : null}
        {ad.listingFee > 0 ? (
          <p className="text-sm text-amber-800">{t('feeDue', { amount: formatMoney(locale, ad.listingFee) })}</p>
        ) : null}
        {totals ? (
          <p className="text-xs text-gray-700" data-testid="ad-totals">
            {tStats('listTotals', totals)}
          </p>
        ) : null}
        <PromotionList promotions={promotions} />
        {ad.status === 'published' && ad.expiresAt ? (
          <p className="text-xs text-gray-600">
            {t('expiresOn', { date: formatDate(locale, new Date(ad.expiresAt)) })}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2 text-sm">
          {ad.listingFee > 0 && ad.status === 'pending_payment' ? (
            <Link
              to={`/${locale}/post-ad/confirm?flow=lst_fee&slug=${encodeURIComponent(ad.slug)}`}
              className="rounded bg-brand-700 px-3 py-1 text-white"
            >
              {t('payNow')}
            </Link>
          ) : null}
          {ad.status === 'published' || ad.status === 'pending_review' ? (
            <Link
              to={`/${locale}/ad/${ad.slug}/promote`}
              className="rounded bg-amber-500 px-3 py-1 font-semibold text-gray-900"
            >
              {tp('promoteLink')}
            </Link>
          ) : null}
          {ad.status !== 'expired' ? (
            <Link to={`/${locale}/ad/${ad.slug}/edit`} className="rounded border border-gray-300 px-3 py-1">
              {t('editAd')}
            </Link>
          ) : null}
          <Form method="post" action={base}>
            <input type="hidden" name="ad_id" value={ad.id} />
            {availableTransitions(ad.status, 'owner').includes('markSold') ? (
              <button type="submit" name="intent" value="sold" className="rounded border border-gray-300 px-3 py-1">
                {t('markSold')}
              </button>
            ) : null}
            {availableTransitions(ad.status, 'owner').includes('republish') ? (
              <button
                type="submit"
                name="intent"
                value="republish"
                className="rounded bg-brand-700 px-3 py-1 text-white"
              >
                {t('republish')}
              </button>
            ) : null}
          </Form>
          {totals ? (
            <Link to={`/${locale}/my/ads/${ad.id}/stats`} className="rounded border border-gray-300 px-3 py-1">
              {tStats('statsLink')}
            </Link>
          ) : null}
          <Link to={`/${locale}/my/delete/${ad.slug}`} className="rounded border border-red-300 px-3 py-1 text-red-800">
            {t('deleteAd')}
          </Link>
        </div>
      </div>
    </li>
  );
}

export default function MyAds({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdsT();
  const tp = usePromotionT();
  const locale = useLocale();
  const { list, ads, totals, page, pages, stats, promotions, balance } = loaderData;
  const base = `/${locale}/my/${pathOf(list)}`;
  return (
    <main className="mx-auto max-w-2xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('myAdsTitle')}</h1>
      <NotificationBar notification={actionData?.notification ?? loaderData.notification} />
      {balance > 0 ? (
        <p className="mt-2 rounded-lg bg-green-50 p-2 text-sm text-green-900" data-testid="balance">
          {tp('balance', { amount: formatPoisha(locale, balance) })} <span className="text-xs">{tp('balanceWhy')}</span>
        </p>
      ) : null}
      <nav aria-label={t('myAdsTitle')} className="mt-3 flex gap-2 overflow-x-auto text-sm">
        {(Object.keys(totals) as MyAdList[]).map((name) => (
          <Link
            key={name}
            to={`/${locale}/my/${pathOf(name)}`}
            aria-current={name === list ? 'page' : undefined}
            className={`whitespace-nowrap rounded-full border px-3 py-1 ${name === list ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white'}`}
          >
            {t('listCount', { name: t(`list_${name}`), count: totals[name] })}
          </Link>
        ))}
      </nav>
      {loaderData.isEmpty ? (
        <div className="mt-6 rounded-xl bg-white p-6 text-center shadow-sm">
          <p>{t('emptyDashboard')}</p>
          <Link
            to={`/${locale}/post-ad`}
            className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white"
          >
            {t('postFirstAd')}
          </Link>
        </div>
      ) : ads.length === 0 ? (
        <p className="mt-6 text-gray-700">{t('emptyList')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {ads.map((ad) => (
            <MyAdItem
              key={ad.id}
              ad={ad}
              totals={stats[ad.id]}
              promotions={promotions.filter((p) => p.ad_id === ad.id)}
              base={base}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('page', { page, pages })} className="mt-4 flex items-center justify-between text-sm">
          {page > 1 ? <Link to={`${base}?page=${page - 1}`}>{t('previousPage')}</Link> : <span />}
          <span>{t('page', { page, pages })}</span>
          {page < pages ? <Link to={`${base}?page=${page + 1}`}>{t('nextPage')}</Link> : <span />}
        </nav>
      ) : null}
    </main>
  );
}
