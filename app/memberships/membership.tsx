// /{locale}/membership/{platform?} (spec section 2, the membership landing: loads the online memberships) and
// /{locale}/payment/membership/{slug} (the membership payment landing for one category group; login required).
// Groups, tiers, durations, what each tier gives and the prices in BDT; each package leads to its summary.
import { data, Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage } from '../../core/i18n.ts';
import { CATEGORY_GROUPS, DURATIONS_MONTHS, TIERS, type CategoryGroup } from '../../core/memberships/packages.ts';
import { packageName } from '../../core/memberships/membership-messages.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { requireViewer } from '../accounts/accounts.server.ts';
import { membershipPageMessages } from './membership-page-messages.ts';
import { currentMembership } from './memberships.server.ts';
import { useMembershipT } from './use-membership-t.ts';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/membership';

const isGroup = (value: unknown): value is CategoryGroup => CATEGORY_GROUPS.includes(value as CategoryGroup);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const url = new URL(request.url);
  // The payment landing names its group in the path and needs a login; the landing takes ?group= and needs none.
  const paymentLanding = url.pathname.includes('/payment/membership/');
  const viewer = paymentLanding ? requireViewer(context, request, locale) : context.viewer;
  const group = paymentLanding ? params.slug : (url.searchParams.get('group') ?? 'general');
  if (!isGroup(group)) throw data(null, { status: 404 });
  const offer = (await context.modules.memberships.onlineMemberships(context.db, locale)).data.groups.find(
    (g) => g.category_group === group,
  );
  if (!offer) throw data(null, { status: 404 });
  return {
    locale,
    group,
    offer,
    paymentLanding,
    current: viewer ? await currentMembership(context, viewer.account.id) : null,
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? [{ title: formatMessage(membershipPageMessages, data.locale, 'title') }] : [];

export default function Membership({ loaderData }: Route.ComponentProps) {
  const { t, names } = useMembershipT();
  const locale = useLocale();
  const { offer, group, current, paymentLanding } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-gray-700">{t('intro')}</p>
      {current ? (
        <p className="mt-3 rounded-lg bg-green-50 p-3 text-green-900" data-testid="current-membership">
          {t('yours', { name: packageName(locale, current), date: formatDate(locale, new Date(current.ends_at)) })}
        </p>
      ) : null}
      {paymentLanding ? null : (
        <nav aria-label={t('chooseGroup')} className="mt-4">
          <h2 className="text-sm font-semibold text-gray-700">{t('chooseGroup')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {CATEGORY_GROUPS.map((g) => (
              <li key={g}>
                <Link
                  to={`?group=${g}`}
                  aria-current={g === group ? 'page' : undefined}
                  className={`block rounded-full border px-3 py-1 text-sm ${g === group ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300'}`}
                >
                  {names(`group_${g}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h2 className="mt-6 text-xl font-semibold">{offer.name}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {TIERS.map((tier) => {
          const packages = offer.packages.filter((p) => p.tier === tier);
          const first = packages[0];
          if (!first) return null;
          return (
            <section key={tier} className="rounded-xl bg-white p-4 shadow-sm" data-testid={`tier-${tier}`}>
              <h3 className="text-lg font-bold">{first.tier_name}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                <li>{t('quota', { count: first.ad_quota })}</li>
                <li>{t('bumps', { count: first.benefits.monthlyPromotions.bump_up })}</li>
                {first.benefits.monthlyPromotions.top_ad > 0 ? (
                  <li>{t('topAds', { count: first.benefits.monthlyPromotions.top_ad })}</li>
                ) : null}
                <li>{t('shop')}</li>
                <li>{t('statistics')}</li>
                {first.benefits.featuredMember ? <li>{t('featured')}</li> : null}
                {group === 'jobs' ? <li>{t('reveals', { count: first.benefits.profileDatabaseReveals })}</li> : null}
              </ul>
              <ul className="mt-3 space-y-2">
                {DURATIONS_MONTHS.map((months) => {
                  const p = packages.find((candidate) => candidate.months === months);
                  if (!p) return null;
                  return (
                    <li key={months}>
                      <Link
                        to={`/${locale}/payment/membership/${group}/summary?variant_identifier=${p.variant_identifier}&package_type=${p.tier}`}
                        aria-label={t('buy', { name: p.name })}
                        className="flex items-center justify-between rounded-lg border border-brand-700 px-3 py-2 text-sm hover:bg-brand-50"
                      >
                        <span>{t('months', { months })}</span>
                        <span className="text-right">
                          <span className="block font-semibold">{formatPoisha(locale, p.amount_poisha)}</span>
                          {months > 1 ? (
                            <span className="block text-xs text-gray-600">
                              {t('perMonth', { amount: formatPoisha(locale, Math.round(p.amount_poisha / months)) })}
                            </span>
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </main>
  );
}
