// /{locale}/admin/approvals (decision 235): memberships and vouchers too large for one member of staff to give alone,
// waiting for a second one holding money.grant, who approves (the gift is made then, once) or rejects each with a
// reason. The one who asked and the one who would get it see the request without the buttons. Plain forms: it works
// before any script loads.
import { Form, Link } from 'react-router';
import {
  FREE_DAYS_ALONE,
  FREE_VOUCHER_PERCENT_ALONE,
  FREE_VOUCHER_POISHA_ALONE,
  GIFT_WINDOW_DAYS,
} from '../../core/backoffice/four-eyes.ts';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatDateTime, translator } from '../../core/i18n.ts';
import { packageName } from '../../core/memberships/membership-messages.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { discountText } from '../../core/promotions/vouchers.ts';
import type { Approval } from '../../server/modules/backoffice/index.ts';
import { approvalsMessages } from './approvals-messages.ts';
import { decideApprovalForm, loadApprovals } from './approvals.server.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { backOfficeMeta } from './page-meta.ts';
import { ReasonField } from './reason-field.tsx';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-approvals';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadApprovals({ request, context, locale: params.locale as Locale });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return decideApprovalForm({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'navApprovals');

/** What the request would give, in words. */
function giftText(locale: Locale, approval: Approval): string {
  const t = translator(approvalsMessages, locale);
  const { gift } = approval;
  if ('discount_kind' in gift) {
    return t('gift_voucher', {
      discount: discountText(locale, gift),
      date: formatDate(locale, new Date(`${gift.expires_on}T12:00:00+06:00`)),
    });
  }
  if (gift.kind === 'extend') return t('gift_extend', { days: gift.days });
  return t('gift_grant', { name: packageName(locale, gift) });
}

export default function AdminApprovals({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(approvalsMessages, locale);
  const reason = translator(backOfficeMessages, locale)('reason');
  return (
    <main>
      <h1 className="text-xl font-bold">{t('approvalsTitle')}</h1>
      <p className="mt-1 text-sm text-gray-700">
        {t('approvalsIntro', {
          days: FREE_DAYS_ALONE,
          window: GIFT_WINDOW_DAYS,
          amount: formatPoisha(locale, FREE_VOUCHER_POISHA_ALONE),
          percent: FREE_VOUCHER_PERCENT_ALONE,
        })}
      </p>
      <nav className="mt-2 flex flex-wrap gap-3 text-sm">
        {STATUSES.map((status) => (
          <Link
            key={status}
            to={`/${locale}/admin/approvals?status=${status}`}
            className={status === loaderData.status ? 'font-bold underline' : 'text-brand-700'}
          >
            {t(`status_${status}`)}
          </Link>
        ))}
      </nav>
      {actionData?.ok ? (
        <FormAlert tone="success">
          {!actionData.done
            ? t('alreadyDecided')
            : actionData.status === 'approved'
              ? t('approvedDone')
              : t('rejectedDone')}
        </FormAlert>
      ) : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      {loaderData.approvals.length === 0 ? <p className="mt-3">{t('noApprovals')}</p> : null}
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl bg-white shadow-sm" data-testid="approvals">
        {loaderData.approvals.map((approval) => {
          const own = approval.requested_by.id === loaderData.viewerId;
          const mine = approval.user.id === loaderData.viewerId;
          return (
            <li key={approval.id} className="p-3 text-sm" data-testid={`approval-${approval.id}`}>
              <p className="font-semibold">{giftText(locale, approval)}</p>
              <p>
                {t('forPerson')}{' '}
                <Link to={`/${locale}/admin/people/${approval.user.id}`} className="text-brand-700 underline">
                  {approval.user.name || `#${approval.user.id}`}
                </Link>
              </p>
              <p className="text-gray-700">
                {t('requested', {
                  name: approval.requested_by.name,
                  date: formatDateTime(locale, new Date(approval.requested_at)),
                })}
              </p>
              <p className="break-words text-gray-700">{approval.reason}</p>
              {approval.decided_by && approval.decided_at ? (
                <p className="mt-1">
                  {t('decided', {
                    status: t(`status_${approval.status}`),
                    name: approval.decided_by.name,
                    date: formatDateTime(locale, new Date(approval.decided_at)),
                  })}
                  {approval.decision_reason ? `: ${approval.decision_reason}` : ''}
                </p>
              ) : null}
              {approval.status === 'pending' && (own || mine) ? (
                <p className="mt-1 font-semibold text-amber-800">{own ? t('ownRequest') : t('toThemselves')}</p>
              ) : null}
              {approval.status === 'pending' && !own && !mine ? (
                <Form method="post" className="mt-2 flex flex-col gap-2 lg:max-w-xl">
                  <input type="hidden" name="id" value={approval.id} />
                  <ReasonField label={reason} className="" />
                  <span className="flex flex-wrap gap-2">
                    <button name="decision" value="approve" className="rounded bg-brand-700 px-3 py-1 text-white">
                      {t('approve')}
                    </button>
                    <button name="decision" value="reject" className="rounded border px-3 py-1">
                      {t('reject')}
                    </button>
                  </span>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
