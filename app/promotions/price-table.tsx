// The real prices of every promotion, by category group, under the text of /boost-ad: read from the
// product table an admin edits, so the page never shows a price the checkout does not charge.
import { formatPoisha } from '../../core/payments/money.ts';
import { CATEGORY_GROUPS } from '../../core/promotions/catalogue.ts';
import { useLocale } from '../ui/i18n.ts';
import type { PromotionMessageKey } from './promotion-messages.ts';
import { type OfferedProduct, productLength } from './promotion-picker.tsx';
import { usePromotionT } from './use-promotion-t.ts';

export interface PriceRow extends OfferedProduct {
  category_group: string;
}

export function PriceTable({ products }: { products: readonly PriceRow[] }) {
  const t = usePromotionT();
  const locale = useLocale();
  // One row per kind and length (a variant without its group), one column per group.
  const rows = [...new Set(products.map((p) => p.variant_identifier.replace(/-[a-z]+$/, '')))];
  const find = (row: string, group: string) => products.find((p) => p.variant_identifier === `${row}-${group}`);
  return (
    <section className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6" data-testid="price-table">
      <h2 className="text-xl font-bold">{t('priceTableTitle')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('priceTableNote')}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b border-gray-300 text-left">
              <th className="py-1 pr-2">{t('product')}</th>
              {CATEGORY_GROUPS.map((group) => (
                <th key={group} className="py-1 pr-2">
                  {t(`group_${group}` as PromotionMessageKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const sample = products.find((p) => p.variant_identifier.startsWith(`${row}-`));
              if (!sample) return null;
              return (
                <tr key={row} className="border-b border-gray-100">
                  <th className="py-1 pr-2 text-left font-medium">
                    {t(`kind_${sample.kind}` as PromotionMessageKey)}
                    <span className="block text-xs font-normal text-gray-600">{productLength(t, sample)}</span>
                  </th>
                  {CATEGORY_GROUPS.map((group) => {
                    const product = find(row, group);
                    return (
                      <td key={group} className="py-1 pr-2">
                        {product ? formatPoisha(locale, product.amount_poisha) : '–'}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
