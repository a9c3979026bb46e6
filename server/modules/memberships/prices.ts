// Membership packages' prices set by staff (decision 178): a stored price over the code's, read whenever a
// package is offered or priced, so a change counts at once in every process; quotas and benefits stay the code's.
// Each change is in the audit log; a reset returns the package to its code price.
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import {
  type CategoryGroup,
  type MembershipPackage,
  packageOf,
  PACKAGES,
  type Tier,
} from '../../../core/memberships/packages.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { recordAction, type Staff } from '../staff/index.ts';

/** A new price in poisha, whole taka from one taka; null returns the package to its code price. */
export const MembershipPriceSchema = z.object({
  amount_poisha: z.preprocess(
    (value) => (value === '' ? null : value),
    z.coerce.number().int().min(100).max(100_000_000).multipleOf(100).nullable(),
  ),
});
export const MembershipPriceParams = z.object({ variant: z.string().min(1).max(40) });

async function storedPrices(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ variant_identifier: string; amount_poisha: string }>(
    'SELECT variant_identifier, amount_poisha FROM membership_prices',
  );
  return new Map(rows.map((r) => [r.variant_identifier, Number(r.amount_poisha)]));
}

/** Every package at its price in force. */
export async function packagesInForce(db: Queryable): Promise<MembershipPackage[]> {
  const prices = await storedPrices(db);
  return PACKAGES.map((p) => ({ ...p, amount_poisha: prices.get(p.variant_identifier) ?? p.amount_poisha }));
}

/** One package at its price in force; undefined for an unknown variant. */
export async function packageInForce(db: Queryable, variant: string): Promise<MembershipPackage | undefined> {
  const pkg = packageOf(variant);
  if (!pkg) return undefined;
  const [row] = await db.query<{ amount_poisha: string }>(
    'SELECT amount_poisha FROM membership_prices WHERE variant_identifier = $1',
    [variant],
  );
  return row ? { ...pkg, amount_poisha: Number(row.amount_poisha) } : pkg;
}

export interface PackagePrice {
  variant_identifier: string;
  category_group: CategoryGroup;
  tier: Tier;
  months: number;
  /** The code's price. */
  code_poisha: number;
  /** The price in force. */
  amount_poisha: number;
}

/** The back office's list: each package with its code price and its price in force. */
export async function packagePrices(db: Queryable): Promise<PackagePrice[]> {
  const prices = await storedPrices(db);
  return PACKAGES.map((p) => ({
    variant_identifier: p.variant_identifier,
    category_group: p.category_group,
    tier: p.tier,
    months: p.months,
    code_poisha: p.amount_poisha,
    amount_poisha: prices.get(p.variant_identifier) ?? p.amount_poisha,
  }));
}

/** Sets a package's price (null: back to the code's), audited with the price before and after. */
export async function setPackagePrice(
  db: Database,
  staff: Staff,
  variant: string,
  amount: number | null,
): Promise<void> {
  const pkg = packageOf(variant);
  if (!pkg) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const [before] = await tx.query<{ amount_poisha: string }>(
      'SELECT amount_poisha FROM membership_prices WHERE variant_identifier = $1 FOR UPDATE',
      [variant],
    );
    if (amount === null) await tx.query('DELETE FROM membership_prices WHERE variant_identifier = $1', [variant]);
    else
      await tx.query(
        `INSERT INTO membership_prices (variant_identifier, amount_poisha, updated_by) VALUES ($1, $2, $3)
         ON CONFLICT (variant_identifier) DO UPDATE SET amount_poisha = EXCLUDED.amount_poisha,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [variant, amount, staff.id],
      );
    await recordAction(tx, staff, {
      action: 'membership_price.update',
      subject: { type: 'membership_package', id: variant },
      before: { amount_poisha: before ? Number(before.amount_poisha) : pkg.amount_poisha },
      after: { amount_poisha: amount ?? pkg.amount_poisha },
    });
  });
}
