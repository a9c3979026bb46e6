// The promotion products and their prices (rows an admin edits, offered per category group), and the promotions a
// seller bought of them that are not over yet: what the promotions pages list.
import { AppError } from '../../../core/errors.ts';
import type { CategoryGroup, PromotionKind, PromotionProduct } from '../../../core/promotions/catalogue.ts';
import { promotionState, type PromotionState } from '../../../core/promotions/lifecycle.ts';
import type { Queryable } from '../../adapters/database.ts';
import { recordAction, type Staff } from '../staff/index.ts';
import type { PromotionRow } from './promotion-job.ts';

/** A product as an admin sees and edits it (spec section 3 fields plus its group and whether it is sold). */
export interface ProductRow extends PromotionProduct {
  readonly category_group: CategoryGroup;
  readonly sort_order: number;
  readonly active: boolean;
}

export const PRODUCT_COLUMNS = `variant_identifier, kind, 'BDT' AS currency, amount_poisha, duration, count, category_group,
  sort_order, active`;

/** Every product, for the admin page and /data/admin/promotion-products. */
export async function listProducts(db: Queryable): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM promotion_products ORDER BY category_group, sort_order, amount_poisha`,
  );
}

export interface ProductChange {
  readonly amount_poisha: number;
  readonly duration: number;
  readonly count: number;
  readonly active: boolean;
}

/** An admin changes a product's price, duration, count or whether it is sold; NOT_FOUND for an unknown variant. */
export async function updateProduct(
  db: Queryable,
  staff: Staff,
  variant: string,
  change: ProductChange,
  now: Date,
): Promise<ProductRow> {
  const [before] = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM promotion_products WHERE variant_identifier = $1`,
    [variant],
  );
  if (!before) throw new AppError('NOT_FOUND');
  const [row] = await db.query<ProductRow>(
    `UPDATE promotion_products SET amount_poisha = $2, duration = $3, count = $4, active = $5, updated_at = $6,
       updated_by = $7
     WHERE variant_identifier = $1 RETURNING ${PRODUCT_COLUMNS}`,
    [variant, change.amount_poisha, change.duration, change.count, change.active, now, staff.id],
  );
  if (!row) throw new AppError('NOT_FOUND');
  await recordAction(db, staff, {
    action: 'promotion_product.update',
    subject: { type: 'promotion_product', id: variant },
    before,
    after: row,
  });
  return row;
}

/** The products sold for ads of a price group, cheapest first within a kind. */
export async function productsForGroup(db: Queryable, group: CategoryGroup): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM promotion_products WHERE category_group = $1 AND active
     ORDER BY sort_order, amount_poisha`,
    [group],
  );
}

/** A promotion as its seller sees it on /my/published-ads and the promote page. */
export interface PromotionView {
  id: number;
  ad_id: number;
  kind: PromotionKind;
  variant_identifier: string;
  state: PromotionState;
  starts_at: string;
  ends_at: string;
  amount_poisha: number;
  refunded_poisha: number;
}

/** The seller's promotions not over yet (scheduled, active, paused), of all their ads or of `adIds` only. */
export async function myPromotions(
  db: Queryable,
  userId: number,
  now: Date,
  adIds?: readonly number[],
): Promise<PromotionView[]> {
  const rows = await db.query<PromotionRow & { refunded_poisha: number }>(
    `SELECT p.*, '' AS ad_status, false AS has_effects FROM promotions p
     WHERE p.user_id = $1 AND ($2::bigint[] IS NULL OR p.ad_id = ANY($2::bigint[])) AND p.cancelled_at IS NULL
       AND p.ends_at > $3
     ORDER BY p.starts_at, p.id`,
    [userId, adIds ?? null, now],
  );
  return rows.map((row) => ({
    id: row.id,
    ad_id: row.ad_id,
    kind: row.kind,
    variant_identifier: row.variant_identifier,
    state: promotionState(row, now),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    amount_poisha: row.amount_poisha,
    refunded_poisha: row.refunded_poisha,
  }));
}
