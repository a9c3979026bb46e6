// The one read of "which membership is in force" (migration 029), shared by selling, posting quotas, shops and the
// dashboard.
import {
  membershipMonthStart,
  packageOf,
  type CategoryGroup,
  type MembershipPackage,
  type Tier,
} from '../../../core/memberships/packages.ts';
import type { Queryable } from '../../adapters/database.ts';

export interface MembershipTerm {
  readonly id: number;
  readonly variant_identifier: string;
  readonly category_group: CategoryGroup;
  readonly tier: Tier;
  readonly months: number;
  readonly starts_at: Date;
  readonly ends_at: Date;
  readonly package: MembershipPackage;
}

/** The user's membership in force at `now`, or null. */
export async function membershipInForce(db: Queryable, userId: number, now: Date): Promise<MembershipTerm | null> {
  const [row] = await db.query<Omit<MembershipTerm, 'package'>>(
    `SELECT id, variant_identifier, category_group, tier, months, starts_at, ends_at FROM memberships
     WHERE user_id = $1 AND status = 'active' AND starts_at <= $2 AND ends_at > $2
     ORDER BY starts_at DESC LIMIT 1`,
    [userId, now],
  );
  if (!row) return null;
  const pkg = packageOf(row.variant_identifier);
  if (!pkg) throw new Error(`membership ${row.id}: unknown package ${row.variant_identifier}`);
  return { ...row, package: pkg };
}

/** Included promotions a term has left this membership month, per kind (membership_promotion_uses). */
export async function includedPromotionsLeft(
  db: Queryable,
  term: MembershipTerm,
  now: Date,
): Promise<{ bump_up: number; top_ad: number }> {
  const periodStart = membershipMonthStart(term.starts_at, now);
  const rows = await db.query<{ kind: 'bump_up' | 'top_ad'; used: number }>(
    `SELECT kind, count(*) AS used FROM membership_promotion_uses
     WHERE membership_id = $1 AND period_start = $2 GROUP BY kind`,
    [term.id, periodStart],
  );
  const used = (kind: 'bump_up' | 'top_ad') => rows.find((r) => r.kind === kind)?.used ?? 0;
  const monthly = term.package.benefits.monthlyPromotions;
  return {
    bump_up: Math.max(0, monthly.bump_up - used('bump_up')),
    top_ad: Math.max(0, monthly.top_ad - used('top_ad')),
  };
}
