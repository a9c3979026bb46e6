// The ad page's side column (spec section 2): the seller, the ways to reach them (apply, phone, chat, share), the
// report form, and the safety tips. The phone number and the report are plain forms (fetchers with JavaScript).
import { useState, useSyncExternalStore } from 'react';
import { Link, useFetcher } from 'react-router';
import { formatDate } from '../../core/i18n.ts';
import { dayOf, dayToIso } from '../../core/jobs/fields.ts';
import { REPORT_REASONS } from '../../core/reports.ts';
import type { AdDetailView } from '../../server/modules/ad-page/index.ts';
import type { AdPageActionResult } from './ad-page.server.ts';
import { ApplyBox } from '../jobs/apply-box.tsx';
import { Badge } from '../ui/ad-card.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { PhoneReveal } from './phone-reveal.tsx';
import { useAdFieldError, useAdT } from './use-ad-t.ts';

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

export function SafetyTips() {
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

export function SellerBox({
  ad,
  gone,
  now,
  origin,
  result,
}: {
  ad: AdDetailView;
  gone: boolean;
  now: Date;
  origin: string;
  result: AdPageActionResult | undefined;
}) {
  const t = useT();
  const tAd = useAdT();
  const locale = useLocale();
  return (
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
          <PhoneReveal adId={ad.id} result={result} />
          <Link
            to={`/${locale}/chat-single/${ad.id}`}
            className="block rounded-lg border border-brand-700 px-4 py-2 text-center font-semibold text-brand-700"
          >
            {tAd('chat')}
          </Link>
          <div className="flex items-center gap-2">
            <ShareButton url={`${origin}/${locale}/ad/${ad.slug}`} title={ad.title} />
          </div>
          <ReportForm adId={ad.id} result={result} />
        </div>
      )}
    </aside>
  );
}
