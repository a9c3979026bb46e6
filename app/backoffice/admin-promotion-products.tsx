// /{locale}/admin/promotion-products: an admin changes the price, duration, count and sale of each promotion product
// (decision 106): new purchases use the change at once, no deploy. One small form per product, no JavaScript needed.
import { Form } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { formatMessage } from '../../core/i18n.ts';
import { formatPoisha } from '../../core/payments/money.ts';
import { formFailure } from '../accounts/accounts.server.ts';
import { requireBackOffice } from './access.server.ts';
import { promotionMessages, type PromotionMessageKey } from '../promotions/promotion-messages.ts';
import { saveProduct } from '../promotions/promotions.server.ts';
import { usePromotionT } from '../promotions/use-promotion-t.ts';
import { FormAlert } from '../ui/form.tsx';
import { useLocale } from '../ui/i18n.ts';
import type { Route } from './+types/admin-promotion-products';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  await requireBackOffice(context, request, locale);
  return { locale, products: await context.modules.promotions.listProducts(context.db) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = params.locale as Locale;
  const staff = await requireBackOffice(context, request, locale);
  try {
    const product = await saveProduct(context, staff, await request.formData());
    return { saved: product.variant_identifier, failure: null };
  } catch (error) {
    return { saved: null, failure: formFailure(locale, error) };
  }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [{ title: formatMessage(promotionMessages, data.locale, 'adminTitle') }, { name: 'robots', content: 'noindex' }]
    : [];

const cell = 'w-full rounded border border-gray-300 px-2 py-1';

export default function AdminPromotionProducts({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePromotionT();
  const locale = useLocale();
  return (
    <main className="mx-auto max-w-4xl px-3 py-6">
      <h1 className="text-xl font-bold">{t('adminTitle')}</h1>
      <p className="mt-1 text-sm text-gray-700">{t('adminIntro')}</p>
      {actionData?.failure ? <FormAlert>{actionData.failure.message}</FormAlert> : null}
      {actionData?.saved ? <FormAlert tone="success">{t('saved')}</FormAlert> : null}
      <ul className="mt-3 space-y-2">
        {loaderData.products.map((p) => (
          <li key={p.variant_identifier} className="rounded-lg bg-white p-3 shadow-sm">
            <p className="font-medium">
              {t(`kind_${p.kind}` as PromotionMessageKey)} · {t(`group_${p.category_group}` as PromotionMessageKey)} ·{' '}
              {formatPoisha(locale, p.amount_poisha)}{' '}
              <code className="text-xs text-gray-500">{p.variant_identifier}</code>
            </p>
            <Form method="post" className="mt-2 grid grid-cols-2 items-end gap-2 sm:grid-cols-5">
              <input type="hidden" name="variant" value={p.variant_identifier} />
              <label className="text-xs">
                {t('amount')}
                <input name="amount_poisha" inputMode="numeric" defaultValue={p.amount_poisha} className={cell} />
              </label>
              <label className="text-xs">
                {t('duration')}
                <input name="duration" inputMode="numeric" defaultValue={p.duration} className={cell} />
              </label>
              <label className="text-xs">
                {t('count')}
                <input name="count" inputMode="numeric" defaultValue={p.count} className={cell} />
              </label>
              <label className="flex items-center gap-1 text-xs">
                <input name="active" type="checkbox" defaultChecked={p.active} />
                {t('active')}
              </label>
              <button type="submit" className="rounded bg-brand-700 px-3 py-1 text-white">
                {t('save')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </main>
  );
}
