// /{locale}/payment/membership/{slug}/summary?variant_identifier=&package_type= (spec section 2; login required):
// the package, its price, an upgrade's credit, when it starts, a downgrade's choice of ads, then paying through the
// payments module (context omp). An unknown package says so plainly (404).
import { data, Form, Link, redirect } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatDate, formatMessage } from '../../core/i18n.ts';
import { packageName } from '../../core/memberships/membership-messages.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { formFailure, requireViewer } from '../accounts/accounts.server.ts';
import { membershipPageMessages, type MembershipPageMessageKey } from './membership-page-messages.ts';
import { buyMembership, summaryQuote } from './memberships.server.ts';
import { useMembershipT } from './use-membership-t.ts';
import { ProcessorButtons } from '../payments/processor-buttons.tsx';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/membership-summary';

const query = (request: Request) => {
  const url = new URL(request.url);
  return {
    variant: url.searchParams.get('variant_identifier') ?? '',
    packageType: url.searchParams.get('package_type') ?? '',
  };
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const { variant, packageType } = query(request);
  const quote = await summaryQuote(context, account.id, variant, packageType);
  const processors = context.payments.list.map((g) => ({ key: g.name }));
  const base = { locale, processors, idempotencyKey: crypto.randomUUID() };
  if (!quote || quote.package.category_group !== params.slug) return data({ ...base, quote: null }, { status: 404 });
  const titles = await context.modules.memberships.titlesOfAdsToChoose(context.db, account.id, quote);
  return { ...base, quote, ads: titles };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const { account } = requireViewer(context, request, locale);
  const { variant } = query(request);
  try {
    const started = await buyMembership(context, account.id, variant, await request.formData(), locale);
    if (started.redirect_url) return redirect(started.redirect_url);
    return redirect(`/${locale}/payment/transaction?payment%5Bcode%5D=${started.payment.code}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return { failure: formFailure(locale, error) };
  }
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded
    ? [
        { title: formatMessage(membershipPageMessages, loaded.locale, 'summaryTitle') },
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function MembershipSummary({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useMembershipT();
  const locale = useLocale();
  const { quote } = loaderData;
  if (!quote) {
    return (
      <main className="mx-auto max-w-md px-3 py-6">
        <h1 className="text-xl font-bold" role="alert">
          {t('badVariant')}
        </h1>
        <Link to={`/${locale}/membership`} className="mt-4 block text-brand-700 underline">
          {t('allPackages')}
        </Link>
      </main>
    );
  }
  const ads = 'ads' in loaderData ? loaderData.ads : [];
  return (
    <main className="mx-auto max-w-md px-3 py-6">
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-bold">{t('summaryTitle')}</h1>
        <p className="mt-2 text-lg font-semibold" data-testid="package-name">
          {packageName(locale, quote.package)}
        </p>
        <p className="mt-1 text-sm text-gray-700">{t(`change_${quote.change}` as MembershipPageMessageKey)}</p>
        <dl className="mt-4 grid grid-cols-2 gap-y-1 border-t border-gray-200 pt-3 text-sm">
          <dt className="text-gray-600">{t('price')}</dt>
          <dd>{formatPoisha(locale, quote.package.amount_poisha)}</dd>
          {quote.credit_poisha > 0 ? (
            <>
              <dt className="text-gray-600">{t('credit')}</dt>
              <dd data-testid="credit">− {formatPoisha(locale, quote.credit_poisha)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('total')}</dt>
          <dd className="font-semibold" data-testid="total">
            {formatPoisha(locale, quote.amount_poisha)}
          </dd>
        </dl>
        <p className="mt-2 text-sm">{t('starts', { date: formatDate(locale, new Date(quote.starts_at)) })}</p>
        {actionData?.failure ? <FormAlert>{actionData.failure.message}</FormAlert> : null}
        <Form method="post" className="mt-4">
          <input type="hidden" name="expected_amount_poisha" value={quote.amount_poisha} />
          <input type="hidden" name="idempotency_key" value={loaderData.idempotencyKey} />
          {ads.length > 0 ? (
            <fieldset className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
              <legend className="px-1 font-semibold">
                {t('chooseAds', { quota: quote.package.ad_quota, count: ads.length })}
              </legend>
              {ads.map((ad) => (
                <label key={ad.id} className="mt-1 flex items-center gap-2">
                  <input type="checkbox" name="keep_ad_ids" value={ad.id} />
                  {ad.title}
                </label>
              ))}
            </fieldset>
          ) : null}
          <ProcessorButtons processors={loaderData.processors} />
        </Form>
      </div>
    </main>
  );
}
