// One group's posting quota as the seller reads it: on the posting page once the category is known,
// and per group on the member dashboard. Beyond a non-member's free quota it names the listing fee and offers the
// membership; a member over the limit is told what frees a slot.
import { Link } from 'react-router';
import { formatMoney } from '../../core/i18n.ts';
import type { QuotaUse } from '../../core/memberships/quota.ts';
import { useLocale } from '../ui/i18n.ts';
import { useDashboardT } from './use-dashboard-t.ts';

export function QuotaLine({ quota }: { quota: QuotaUse }) {
  const t = useDashboardT();
  const group = t(`group_${quota.group}`);
  if (quota.quota === 0 && !quota.member) return <>{t('quotaNoFree', { group })}</>;
  const used = Math.min(quota.live, quota.quota);
  const line = t(quota.member ? 'quotaMember' : 'quotaFree', { used, quota: quota.quota, group });
  const extra = quota.live - quota.quota;
  return <>{extra > 0 && !quota.member ? `${line} ${t('quotaPaidExtra', { count: extra })}` : line}</>;
}

/** What the next ad will meet: nothing to say when it is free. */
export function QuotaAdvice({ quota }: { quota: QuotaUse }) {
  const t = useDashboardT();
  const locale = useLocale();
  const group = t(`group_${quota.group}`);
  const link = 'font-semibold text-brand-700 underline';
  if (quota.state === 'full') {
    return (
      <p className="mt-1" data-testid="quota-fee">
        {t('feeNext', { group, fee: formatMoney(locale, quota.next_fee_taka) })} {t('memberOffer')}{' '}
        <Link to={`/${locale}/membership`} className={link}>
          {t('seeMemberships')}
        </Link>
      </p>
    );
  }
  if (quota.state === 'over_limit') {
    return (
      <p className="mt-1" data-testid="quota-over-limit">
        {t('overLimit', { group })}{' '}
        <Link to={`/${locale}/my/published-ads`} className={link}>
          {t('manageAds')}
        </Link>{' '}
        <Link to={`/${locale}/payment/membership/${quota.group}`} className={link}>
          {t('upgrade')}
        </Link>
      </p>
    );
  }
  return null;
}

/** The posting page's box: the quota line and, when the next ad is not free, what happens. */
export function QuotaNotice({ quota }: { quota: QuotaUse }) {
  const tone = quota.state === 'available' ? 'bg-gray-50' : 'border border-amber-300 bg-amber-50';
  return (
    <div className={`mt-3 rounded-lg p-3 text-sm ${tone}`} data-testid="quota-notice" role="status">
      <p className="font-semibold">
        <QuotaLine quota={quota} />
      </p>
      <QuotaAdvice quota={quota} />
    </div>
  );
}
