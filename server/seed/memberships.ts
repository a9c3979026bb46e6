// The demo's members get real membership terms: each member (a seller with a shop) holds a package of
// the group most of their ads are in, started some days ago; every fifth is premium (a featured member), and the
// first ends within a week so its reminder goes and the renewal shows. The member flags then follow the terms.
import { endOfTerm, PACKAGES, packageOf, TIERS, DURATIONS_MONTHS } from '../../core/memberships/packages.ts';
import type { Database } from '../adapters/database.ts';
import { syncMemberFlags } from '../modules/memberships/index.ts';
import { groupOfCategory } from '../modules/catalog/index.ts';

const DAY = 86_400_000;

export async function seedMemberships(db: Database, now: Date): Promise<number> {
  const members = await db.query<{ id: number; categories: number[] }>(
    `SELECT u.id, array_remove(array_agg(a.category_id), NULL) AS categories FROM users u
       LEFT JOIN ads a ON a.user_id = u.id
     WHERE u.is_member AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id)
     GROUP BY u.id ORDER BY u.id`,
  );
  let written = 0;
  for (const [i, member] of members.entries()) {
    const counts = new Map<string, number>();
    for (const category of member.categories) {
      const group = groupOfCategory(Number(category));
      counts.set(group, (counts.get(group) ?? 0) + 1);
    }
    const group = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'general';
    const tier = i % 5 === 0 ? 'premium' : (TIERS[i % 2] ?? 'basic');
    const months = i === 0 ? 1 : (DURATIONS_MONTHS[i % DURATIONS_MONTHS.length] ?? 1);
    const pkg = packageOf(`${group}-${tier}-${months}m`) ?? PACKAGES[0];
    if (!pkg) continue;
    // The first member's term ends in 5 days; the others started 1 to 27 days ago.
    const endsSoon = new Date(now.getTime() + 5 * DAY);
    const startsAt = i === 0 ? new Date(endsSoon.getTime() - 30 * DAY) : new Date(now.getTime() - (1 + (i % 27)) * DAY);
    const endsAt = i === 0 ? endsSoon : endOfTerm(startsAt, pkg.months);
    await db.query(
      `INSERT INTO memberships (user_id, variant_identifier, category_group, tier, months, starts_at, ends_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $6)`,
      [member.id, pkg.variant_identifier, pkg.category_group, pkg.tier, pkg.months, startsAt, endsAt],
    );
    written += 1;
  }
  await syncMemberFlags(db, now);
  return written;
}
