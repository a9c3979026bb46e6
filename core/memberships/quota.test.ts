import { describe, expect, it } from 'vitest';
import { FREE_QUOTA, MEMBER_QUOTA } from './packages.ts';
import { LISTING_FEE_TAKA, quotaUse, submissionDecision } from './quota.ts';

const member = { category_group: 'electronics', tier: 'basic' } as const;

describe('the posting quota', () => {
  it('lets a non-member post free up to the free quota, then asks the group’s listing fee', () => {
    expect(quotaUse('electronics', 1, null)).toEqual({
      group: 'electronics',
      member: false,
      quota: FREE_QUOTA.electronics,
      live: 1,
      state: 'available',
      next_fee_taka: 0,
    });
    expect(submissionDecision(quotaUse('electronics', 1, null))).toEqual({ kind: 'free' });
    const full = quotaUse('electronics', 2, null);
    expect(full).toMatchObject({ state: 'full', next_fee_taka: LISTING_FEE_TAKA.electronics });
    expect(submissionDecision(full)).toEqual({ kind: 'listing_fee', fee_taka: 150 });
    // Paid ads beyond the quota keep it full, never over the limit: a non-member can always pay.
    expect(quotaUse('electronics', 7, null).state).toBe('full');
  });

  it('charges property from the first ad, as before (free quota 0, Tk 500)', () => {
    expect(submissionDecision(quotaUse('property', 0, null))).toEqual({ kind: 'listing_fee', fee_taka: 500 });
  });

  it('does not charge twice an ad whose fee was paid', () => {
    expect(submissionDecision(quotaUse('vehicles', 5, null), true)).toEqual({ kind: 'free' });
  });

  it('gives a member the tier quota in their group, then the account is over its limit', () => {
    const quota = MEMBER_QUOTA.electronics.basic;
    expect(submissionDecision(quotaUse('electronics', quota - 1, member))).toEqual({ kind: 'free' });
    const over = quotaUse('electronics', quota, member);
    expect(over).toMatchObject({ member: true, quota, state: 'over_limit', next_fee_taka: 0 });
    expect(submissionDecision(over)).toEqual({ kind: 'over_limit' });
    expect(submissionDecision(over, true)).toEqual({ kind: 'over_limit' });
    // A downgrade can leave more live than the quota: still over the limit.
    expect(quotaUse('electronics', quota + 10, member).state).toBe('over_limit');
  });

  it('treats a member as a non-member outside their membership’s group', () => {
    expect(quotaUse('vehicles', 2, member)).toMatchObject({ member: false, quota: 2, state: 'full' });
  });

  it('asks a listing fee of every group, property keeping its Tk 500', () => {
    for (const fee of Object.values(LISTING_FEE_TAKA)) expect(fee).toBeGreaterThan(0);
    expect(LISTING_FEE_TAKA.property).toBe(500);
  });
});
