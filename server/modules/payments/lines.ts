// The lines of a payment (decision 236): what each item of a checkout bought, as its receipt e-mail and its invoice
// page list it. Read from the items as priced and stored with the payment, so a later price change does not rewrite
// a receipt; what a promotion variant gives (days, bumps, pictures) is its promotion_products row's.
import type { PaymentLine, ProductLength } from '../../../core/payments/invoice-lines.ts';
import type { ProductType } from '../../../core/payments/purchase.ts';
import { packageOf } from '../../../core/memberships/packages.ts';
import { durationDays } from '../../../core/promotions/catalogue.ts';
import type { Queryable } from '../../adapters/database.ts';
import type { PricedItem } from './catalogue.ts';

/**
 * What a payment bought, line by line, for its receipt and its invoice (decision 236): each item as priced, with the
 * ad's title, what a promotion variant gives (its promotion_products row: duration and count) or a package's months,
 * a voucher's code and an order's number.
 */
export async function linesOf(db: Queryable, items: readonly PricedItem[]): Promise<PaymentLine[]> {
  const ids = (pick: (item: PricedItem) => number | undefined) => [
    ...new Set(items.flatMap((item) => (pick(item) === undefined ? [] : [pick(item) as number]))),
  ];
  const adIds = ids((item) => item.ad_id);
  const orderIds = ids((item) => item.order_id);
  const variants = [
    ...new Set(items.flatMap((i) => (i.variant_id && i.type !== 'membership_package' ? [i.variant_id] : []))),
  ];
  const ads = adIds.length
    ? await db.query<{ id: number; title: string }>('SELECT id, title FROM ads WHERE id = ANY($1::bigint[])', [adIds])
    : [];
  const orders = orderIds.length
    ? await db.query<{ id: number; number: string }>('SELECT id, number FROM orders WHERE id = ANY($1::bigint[])', [
        orderIds,
      ])
    : [];
  const products = variants.length
    ? await db.query<{ variant_identifier: string; kind: ProductType; duration: number; count: number }>(
        'SELECT variant_identifier, kind, duration, count FROM promotion_products WHERE variant_identifier = ANY($1)',
        [variants],
      )
    : [];
  const titleOf = new Map(ads.map((ad) => [Number(ad.id), ad.title]));
  return items.map((item) => {
    const product = products.find((p) => p.variant_identifier === item.variant_id);
    const title = item.ad_id === undefined ? undefined : titleOf.get(item.ad_id);
    return {
      kind: item.type,
      variant: item.variant_id ?? null,
      ad: item.ad_id !== undefined && title !== undefined ? { id: item.ad_id, title } : null,
      length: lengthOf(item, product),
      amount_poisha: item.amount_poisha,
      schedule_at: item.schedule_at ?? null,
      reference:
        item.type === 'voucher_v2'
          ? (item.code ?? null)
          : (orders.find((o) => Number(o.id) === item.order_id)?.number ?? null),
    };
  });
}

/** What an item gives, in the unit its buyer chose it by (spec section 9 durations). */
function lengthOf(
  item: PricedItem,
  product: { kind: ProductType; duration: number; count: number } | undefined,
): ProductLength | null {
  if (item.type === 'membership_package') {
    const pkg = packageOf(item.variant_id ?? '');
    return pkg ? { unit: 'months', count: pkg.months } : null;
  }
  if (!product) return null;
  if (product.kind === 'extra_images') return { unit: 'pictures', count: product.count };
  if (product.kind === 'bump_up') return { unit: 'bumps', count: product.count };
  return { unit: 'days', count: durationDays(product) };
}
