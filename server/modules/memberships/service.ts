// Selling and keeping memberships: the packages offered, pricing and activating a package for
// the payments module (product membership_package, context omp), renewals, upgrades, downgrades, the users' mirrored
// flags, expiry and reminders (one job, upkeep.ts), and the profile database a jobs membership grants. The rules are in
// core/memberships; store.ts reads the term in force.
import type { Locale } from '../../../core/catalogue.ts';
import type { LiveAdStatus } from '../../../core/memberships/quota.ts';
import { AppError } from '../../../core/errors.ts';
import { translator } from '../../../core/i18n.ts';
import { membershipMessages, packageName } from '../../../core/memberships/membership-messages.ts';
import {
  CATEGORY_GROUPS,
  endOfTerm,
  membershipMonthStart,
  packageOf,
  type MembershipPackage,
} from '../../../core/memberships/packages.ts';
import {
  adsToRelease,
  type MembershipChange,
  membershipChange,
  type MembershipPurchase,
  priceAfterCredit,
  unusedCredit,
} from '../../../core/memberships/terms.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { liveAdsOfGroup } from '../ads/index.ts';
import { grantProfileDatabase, profileDatabaseAccess } from '../jobs/index.ts';
import { groupOfCategory } from '../catalog/index.ts';
import { ownAd, startIncludedPromotion } from '../promotions/index.ts';
import { packageInForce, packagesInForce } from './prices.ts';
import { includedPromotionsLeft, membershipInForce } from './store.ts';
import { syncMemberFlags } from './upkeep.ts';
// The job's work moved to upkeep.ts, still answered here for index.ts.
export { type ReminderSenders, runMembershipUpkeep, syncMemberFlags } from './upkeep.ts';

/** A package with its names in one locale (GET /data/online_membership/). */
export interface OfferedPackage extends MembershipPackage {
  readonly name: string;
  readonly tier_name: string;
}

export interface OnlineMemberships {
  success: true;
  data: { groups: { category_group: string; name: string; packages: OfferedPackage[] }[] };
}

/** Spec section 7 `GET /data/online_membership/?locale=`: every package by group at its price in force, named. */
export async function onlineMemberships(db: Queryable, locale: Locale): Promise<OnlineMemberships> {
  const t = translator(membershipMessages, locale);
  const packages = await packagesInForce(db);
  return {
    success: true,
    data: {
      groups: CATEGORY_GROUPS.map((group) => ({
        category_group: group,
        name: t(`group_${group}`),
        packages: packages
          .filter((p) => p.category_group === group)
          .map((p) => ({
            ...p,
            name: packageName(locale, p),
            tier_name: t(`tier_${p.tier}`),
          })),
      })),
    },
  };
}

export interface TermRow {
  id: number;
  variant_identifier: string;
  starts_at: Date;
  ends_at: Date;
  payment_id: number | null;
  credit_poisha: number;
  /** What its buyer paid (decision 178); null for terms from before prices could change. */
  paid_poisha: string | null;
}

/** The user's active terms not yet over (the one in force first, then those queued), oldest first. */
export async function activeTerms(db: Queryable, userId: number, now: Date): Promise<TermRow[]> {
  return db.query<TermRow>(
    `SELECT id, variant_identifier, starts_at, ends_at, payment_id, credit_poisha, paid_poisha FROM memberships
     WHERE user_id = $1 AND status = 'active' AND ends_at > $2 ORDER BY starts_at`,
    [userId, now],
  );
}

/**
 * What a term cost its buyer, as paid (a later price change does not alter it); for a term from before prices could
 * change, its package's code price less its credit; nothing for a term granted by staff or the demo.
 */
const paidFor = (term: TermRow) =>
  term.payment_id === null
    ? 0
    : term.paid_poisha !== null
      ? Number(term.paid_poisha)
      : Math.max(0, (packageOf(term.variant_identifier)?.amount_poisha ?? 0) - term.credit_poisha);

export interface MembershipQuote {
  readonly package: MembershipPackage;
  readonly change: MembershipChange;
  readonly credit_poisha: number;
  readonly amount_poisha: number;
  /** When the new term starts (now, or when the current one ends). */
  readonly starts_at: string;
  /** downgrade: the live ads in the group when they are more than the new quota (the member chooses). */
  readonly ads_to_choose: { id: number; status: LiveAdStatus }[];
}

/** The price and the effect of buying `variant` for this user now; NOT_FOUND for an unknown package. */
export async function quoteMembership(
  db: Queryable,
  userId: number,
  variant: string,
  now: Date,
): Promise<MembershipQuote> {
  const pkg = await packageInForce(db, variant);
  if (!pkg) throw new AppError('NOT_FOUND');
  const terms = await activeTerms(db, userId, now);
  const current = terms.find((t) => t.starts_at <= now) ?? null;
  const currentPackage = current ? (packageOf(current.variant_identifier) ?? null) : null;
  const change = membershipChange(currentPackage, pkg);
  const last = terms.at(-1);
  if (change === 'upgrade' && terms.length > 1) {
    // A term is already queued after the current one: an upgrade now would overlap it.
    throw new AppError('INVALID_TRANSITION', undefined, 'a renewal is already queued');
  }
  const credit = change === 'upgrade' && current ? unusedCredit({ ...current, paid_poisha: paidFor(current) }, now) : 0;
  const live = change === 'downgrade' ? await liveAdsOfGroup(db, userId, pkg.category_group) : [];
  return {
    package: pkg,
    change,
    credit_poisha: credit,
    amount_poisha: priceAfterCredit(pkg.amount_poisha, credit),
    starts_at:
      (change === 'renewal' || change === 'downgrade') && last ? last.ends_at.toISOString() : now.toISOString(),
    ads_to_choose: live.length > pkg.ad_quota ? live : [],
  };
}

/** The titles of the seller's ads a downgrade's quote asks them to choose among (the summary page), by id. */
export async function titlesOfAdsToChoose(db: Queryable, userId: number, quote: MembershipQuote) {
  return db.query<{ id: number; title: string }>(
    'SELECT id, title FROM ads WHERE id = ANY($1::bigint[]) AND user_id = $2 ORDER BY id',
    [quote.ads_to_choose.map((a) => a.id), userId],
  );
}

/** Prices a membership_package checkout line (server/modules/payments/catalogue.ts). */
export async function priceMembership(
  db: Queryable,
  userId: number,
  item: { variant_id?: string | undefined; keep_ad_ids?: readonly number[] | undefined },
  now: Date,
) {
  const quote = await quoteMembership(db, userId, item.variant_id ?? '', now);
  const keep = item.keep_ad_ids ?? [];
  if (quote.ads_to_choose.length > 0) {
    const choice = adsToRelease(quote.ads_to_choose, keep, quote.package.ad_quota);
    if (!choice.ok) throw new AppError('VALIDATION_FAILED', [{ path: 'items.keep_ad_ids', message: choice.reason }]);
  }
  const terms = quote.change === 'upgrade' ? await activeTerms(db, userId, now) : [];
  const membership: MembershipPurchase = {
    change: quote.change,
    replaces: terms[0]?.id ?? null,
    credit_poisha: quote.credit_poisha,
    keep_ad_ids: quote.ads_to_choose.length > 0 ? keep : [],
  };
  return {
    type: 'membership_package' as const,
    amount_poisha: quote.amount_poisha,
    variant_id: quote.package.variant_identifier,
    membership,
  };
}

/**
 * Makes a paid package a term, in the transaction that records the payment's approval; a second activation of the
 * same payment adds nothing (memberships.payment_id is unique).
 */
export async function activateMembership(
  db: Queryable,
  item: { variant_id?: string; membership?: MembershipPurchase; amount_poisha: number },
  paidAt: Date,
  payment: { id: number; userId: number },
): Promise<void> {
  const pkg = packageOf(item.variant_id ?? '');
  const purchase = item.membership;
  if (!pkg || !purchase) throw new Error(`payment ${payment.id}: membership item without its package`);
  const [done] = await db.query('SELECT 1 FROM memberships WHERE payment_id = $1', [payment.id]);
  if (done) return;
  await addTerm(db, payment.userId, pkg, purchase, paidAt, { payment_id: payment.id, paid_poisha: item.amount_poisha });
}

/**
 * Ends the term a refunded payment bought (payments module, in the transaction that records the refund): it is
 * cancelled now, or never starts if it was queued. An upgrade's replaced term runs again to its own end, since the
 * refund gives back the price its credit was taken off (decision 228). The member's flags follow.
 */
export async function endRefundedMembership(
  db: Queryable,
  item: { membership?: MembershipPurchase },
  at: Date,
  payment: { id: number; userId: number },
): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [payment.userId]);
  const ended = await db.query(
    `UPDATE memberships SET status = 'cancelled',
       ends_at = GREATEST(starts_at + interval '1 second', LEAST(ends_at, $2::timestamptz))
     WHERE payment_id = $1 AND status = 'active' RETURNING id`,
    [payment.id, at],
  );
  const replaced = item.membership?.change === 'upgrade' ? item.membership.replaces : null;
  if (ended.length > 0 && replaced !== null) {
    const [term] = await db.query<{ starts_at: Date; months: number }>(
      `SELECT starts_at, months FROM memberships WHERE id = $1 AND user_id = $2 AND status = 'replaced'`,
      [replaced, payment.userId],
    );
    const end = term ? endOfTerm(term.starts_at, term.months) : null;
    if (end && end > at) {
      await db.query(`UPDATE memberships SET status = 'active', ends_at = $2 WHERE id = $1`, [replaced, end]);
    }
  }
  await syncMemberFlags(db, at, [payment.userId]);
}

/**
 * THE way a term is made, bought (payment_id) or granted by staff (grant_id, decision 180). An upgrade replaces the
 * term it was priced against at `at`; a renewal or downgrade starts when the last active term ends. Then the jobs
 * benefits and the member's flags follow.
 */
export async function addTerm(
  db: Queryable,
  userId: number,
  pkg: MembershipPackage,
  purchase: MembershipPurchase,
  at: Date,
  source: { payment_id: number; paid_poisha: number } | { grant_id: number },
): Promise<void> {
  // Terms of one member change one at a time (two payments approved at once would both queue after the same end).
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (purchase.change === 'upgrade' && purchase.replaces !== null) {
    await db.query(
      `UPDATE memberships SET status = 'replaced', ends_at = GREATEST(starts_at + interval '1 second', $3::timestamptz)
       WHERE id = $1 AND user_id = $2 AND status = 'active' AND ends_at > $3`,
      [purchase.replaces, userId, at],
    );
  }
  const terms = await activeTerms(db, userId, at);
  const queued = purchase.change === 'renewal' || purchase.change === 'downgrade';
  const startsAt = queued && terms.length > 0 ? (terms.at(-1) as TermRow).ends_at : at;
  const endsAt = endOfTerm(startsAt, pkg.months);
  await db.query(
    `INSERT INTO memberships (user_id, variant_identifier, category_group, tier, months, starts_at, ends_at, payment_id,
       grant_id, credit_poisha, keep_ad_ids, created_at, paid_poisha)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
    [
      userId,
      pkg.variant_identifier,
      pkg.category_group,
      pkg.tier,
      pkg.months,
      startsAt,
      endsAt,
      'payment_id' in source ? source.payment_id : null,
      'grant_id' in source ? source.grant_id : null,
      purchase.credit_poisha,
      purchase.change === 'downgrade' ? purchase.keep_ad_ids : null,
      at,
      'payment_id' in source ? source.paid_poisha : null,
    ],
  );
  await grantJobsMembership(db, userId, pkg, endsAt, at, pkg.benefits.profileDatabaseReveals * pkg.months);
  await syncMemberFlags(db, at, [userId]);
}

/**
 * A jobs membership opens the profile database for its term with its reveals: reveals a month
 * times its months (none for an extension), access until its end or a later staff grant's.
 */
export async function grantJobsMembership(
  db: Queryable,
  userId: number,
  pkg: MembershipPackage,
  endsAt: Date,
  now: Date,
  reveals: number,
) {
  if (pkg.category_group !== 'jobs') return;
  const access = await profileDatabaseAccess(db, userId, now);
  const until = access.until && new Date(access.until) > endsAt ? new Date(access.until) : endsAt;
  await grantProfileDatabase(db, userId, until, reveals);
}

/**
 * A member applies a promotion their membership includes this month to one of their ads in the membership's group
 * (decision 149), recorded in membership_promotion_uses. The member's row is locked first, so two requests at once
 * cannot both take the month's last one. NOT_FOUND for another user's ad; INVALID_TRANSITION without a membership
 * for the ad's group, or when the month's allowance is used up or the ad cannot be promoted.
 */
export async function applyIncludedPromotion(
  db: Database,
  userId: number,
  adId: number,
  kind: 'bump_up' | 'top_ad',
  now: Date,
): Promise<{ bump_up: number; top_ad: number }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const ad = await ownAd(tx, userId, { id: adId });
    const term = await membershipInForce(tx, userId, now);
    const group = groupOfCategory(ad.category_id);
    if (!term || term.category_group !== group || ad.status !== 'published') {
      throw new AppError('INVALID_TRANSITION', undefined, 'no membership for this ad');
    }
    const left = await includedPromotionsLeft(tx, term, now);
    if (left[kind] <= 0) throw new AppError('INVALID_TRANSITION', undefined, 'included promotions used up');
    await tx.query(
      `INSERT INTO membership_promotion_uses (membership_id, kind, ad_id, period_start, used_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [term.id, kind, ad.id, membershipMonthStart(term.starts_at, now), now],
    );
    await startIncludedPromotion(tx, { id: ad.id, userId, group }, kind, now);
    return { ...left, [kind]: left[kind] - 1 };
  });
}
