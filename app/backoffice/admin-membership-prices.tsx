// /{locale}/admin/membership-prices: each membership package's price (decision 178), set by an admin
// without a deploy: new purchases pay it at once; terms already bought keep what was paid. One small form per
// package, no JavaScript needed.
import { Form } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { translator } from '../../core/i18n.ts';
import { formatPoisha, POISHA_PER_TAKA } from '../../core/payments/money.ts';
import { backOfficeMessages } from './backoffice-messages.ts';
import { loadMembershipPrices, membershipPriceForm } from './membership-prices.server.ts';
import { backOfficeMeta } from './page-meta.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-membership-prices';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  return { locale, ...(await loadMembershipPrices({ request, context, locale })) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return membershipPriceForm({ request, context, locale: params.locale as Locale });
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeMeta(data?.locale, 'membershipPricesTitle');

export default function AdminMembershipPrices({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = translator(backOfficeMessages, locale);
  return (
    <main>
      <h1 className="text-xl font-bold">{t('membershipPricesTitle')}</h1>
      <p className="text-sm text-gray-700">{t('membershipPricesIntro')}</p>
      {actionData?.ok ? <FormAlert tone="success">{t('done')}</FormAlert> : null}
      {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
      <ul className="mt-3 grid gap-2 lg:grid-cols-2" data-testid="membership-prices">
        {loaderData.packages.map((p) => (
          <li
            key={p.variant_identifier}
            className="rounded-xl bg-white p-3 shadow-sm"
            data-testid={p.variant_identifier}
          >
            <p className="font-semibold">{p.name}</p>
            <p className="text-sm text-gray-700">
              {formatPoisha(locale, p.amount_poisha)}
              {p.amount_poisha === p.code_poisha
                ? ` · ${t('codePrice')}`
                : ` · ${t('codePriceWas', { price: formatPoisha(locale, p.code_poisha) })}`}
            </p>
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="variant" value={p.variant_identifier} />
              <label className="flex min-w-0 flex-col text-sm">
                {t('priceTaka')}
                <input
                  name="amount_taka"
                  inputMode="numeric"
                  required
                  defaultValue={p.amount_poisha / POISHA_PER_TAKA}
                  className="w-36 rounded border px-2 py-1"
                />
              </label>
              <button name="intent" value="save" className="rounded bg-brand-700 px-3 py-1 text-sm text-white">
                {t('save')}
              </button>
              {p.amount_poisha !== p.code_poisha ? (
                <button name="intent" value="reset" formNoValidate className="rounded border px-2 py-1 text-sm">
                  {t('resetPrice')}
                </button>
              ) : null}
            </Form>
          </li>
        ))}
      </ul>
    </main>
  );
}
