import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  AD_STATUSES,
  type Actor,
  availableTransitions,
  listingLabel,
  transition,
  TRANSITIONS,
  type Transition,
} from './ad-lifecycle.ts';

const ACTORS: Actor[] = ['owner', 'moderator', 'admin', 'system'];
const NAMES = Object.keys(TRANSITIONS) as Transition[];

describe('the ad state machine', () => {
  test('a draft is submitted to review, or to payment when its category charges a listing fee', () => {
    expect(transition('draft', 'submit', 'owner')).toEqual({ ok: true, to: 'pending_review' });
    expect(transition('draft', 'submit', 'owner', { feeDue: true })).toEqual({ ok: true, to: 'pending_payment' });
    expect(transition('pending_payment', 'payFee', 'admin')).toEqual({ ok: true, to: 'pending_review' });
  });

  test('a moderator approves or rejects a pending ad; the owner cannot', () => {
    expect(transition('pending_review', 'approve', 'moderator')).toEqual({ ok: true, to: 'published' });
    expect(transition('pending_review', 'reject', 'admin')).toEqual({ ok: true, to: 'rejected' });
    expect(transition('pending_review', 'approve', 'owner')).toEqual({ ok: false, reason: 'not_allowed_for_actor' });
  });

  test('only an admin (or the payment system) marks a listing fee paid, not a moderator', () => {
    expect(transition('pending_payment', 'payFee', 'moderator').ok).toBe(false);
    expect(transition('pending_payment', 'payFee', 'system').ok).toBe(true);
  });

  test('a published ad expires, is republished by its owner, is sold or deleted', () => {
    expect(transition('published', 'expire', 'system')).toEqual({ ok: true, to: 'expired' });
    expect(transition('expired', 'republish', 'owner')).toEqual({ ok: true, to: 'published' });
    expect(transition('expired', 'republish', 'owner', { feeDue: true })).toEqual({ ok: true, to: 'pending_payment' });
    expect(transition('published', 'markSold', 'owner')).toEqual({ ok: true, to: 'deactivated' });
    expect(transition('published', 'deactivate', 'owner')).toEqual({ ok: true, to: 'deactivated' });
    expect(transition('published', 'republish', 'owner')).toEqual({ ok: false, reason: 'not_allowed_from_status' });
  });

  test('a deactivated ad is final', () => {
    expect(availableTransitions('deactivated', 'admin')).toEqual([]);
    expect(availableTransitions('deactivated', 'owner')).toEqual([]);
  });

  test('an owner of a published ad may edit it back into review, sell it or delete it', () => {
    expect(availableTransitions('published', 'owner').sort()).toEqual(['deactivate', 'editForReview', 'markSold']);
  });

  test('property: every allowed transition leads to a known status different from a final one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AD_STATUSES),
        fc.constantFrom(...NAMES),
        fc.constantFrom(...ACTORS),
        fc.boolean(),
        (from, name, actor, feeDue) => {
          const result = transition(from, name, actor, { feeDue });
          if (!result.ok) return;
          expect(AD_STATUSES).toContain(result.to);
          expect(from).not.toBe('deactivated');
          // nothing goes back to draft, and only approve and republish publish
          expect(result.to).not.toBe('draft');
          if (result.to === 'published') expect(['approve', 'republish']).toContain(name);
        },
      ),
    );
  });

  test('property: any run of allowed transitions from a draft reaches published only through review', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...ACTORS)), { maxLength: 12 }),
        (steps) => {
          let status: (typeof AD_STATUSES)[number] = 'draft';
          let reviewed = false;
          for (const [name, actor] of steps) {
            const result = transition(status, name, actor, { feeDue: true });
            if (!result.ok) continue;
            if (name === 'approve') reviewed = true;
            status = result.to;
            if (status === 'published') expect(reviewed).toBe(true);
          }
        },
      ),
    );
  });
});

describe('listing labels (spec section 3)', () => {
  const now = new Date('2026-11-22T06:00:00Z');
  const day = 86_400_000;
  test('maps each status to its label', () => {
    const ad = (status: (typeof AD_STATUSES)[number], isDoorstepDelivery = false, ago = 1) => ({
      status,
      isDoorstepDelivery,
      publishedAt: new Date(now.getTime() - ago * day),
    });
    expect(listingLabel(ad('published'), now)).toBe('published');
    expect(listingLabel(ad('published', true), now)).toBe('dsd_recent');
    expect(listingLabel(ad('published', true, 30), now)).toBe('published');
    expect(listingLabel(ad('pending_review'), now)).toBe('leads_only');
    expect(listingLabel(ad('pending_payment'), now)).toBe('leads_only');
    expect(listingLabel(ad('rejected'), now)).toBe('rejected');
    expect(listingLabel(ad('expired'), now)).toBe('deactivated');
    expect(listingLabel(ad('draft'), now)).toBeNull();
  });
});
