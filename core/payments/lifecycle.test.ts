import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isSettled,
  PAYMENT_STATES,
  PAYMENT_TRANSITIONS,
  paymentResult,
  paymentTransition,
  type PaymentActor,
  type PaymentState,
  type PaymentTransition,
} from './lifecycle.ts';

const ACTORS: PaymentActor[] = ['buyer', 'provider', 'system', 'admin'];
const NAMES = Object.keys(PAYMENT_TRANSITIONS) as PaymentTransition[];

/** Runs a sequence of attempted transitions from `created`, keeping only those the machine allows. */
function run(steps: readonly [PaymentTransition, PaymentActor][]): { state: PaymentState; path: PaymentTransition[] } {
  let state: PaymentState = 'created';
  const path: PaymentTransition[] = [];
  for (const [name, actor] of steps) {
    const result = paymentTransition(state, name, actor);
    if (result.ok) {
      state = result.to;
      path.push(name);
    }
  }
  return { state, path };
}

const steps = fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...ACTORS)), { maxLength: 12 });

describe('the payment state machine', () => {
  test('a checkout is redirected, approved by the provider, then activated by the system', () => {
    expect(paymentTransition('created', 'redirect', 'system')).toEqual({ ok: true, to: 'redirected' });
    expect(paymentTransition('redirected', 'approve', 'provider')).toEqual({ ok: true, to: 'approved' });
    expect(paymentTransition('approved', 'activate', 'system')).toEqual({ ok: true, to: 'success' });
  });

  test('the buyer can approve nothing: a browser return is never proof of payment', () => {
    for (const state of PAYMENT_STATES) {
      expect(paymentTransition(state, 'approve', 'buyer').ok).toBe(false);
      expect(paymentTransition(state, 'activate', 'buyer').ok).toBe(false);
    }
  });

  test('only an admin refunds, and only a paid payment', () => {
    expect(paymentTransition('success', 'refund', 'admin')).toEqual({ ok: true, to: 'refunded' });
    expect(paymentTransition('success', 'refund', 'system')).toEqual({ ok: false, reason: 'not_allowed_for_actor' });
    expect(paymentTransition('failed', 'refund', 'admin')).toEqual({ ok: false, reason: 'not_allowed_from_state' });
  });

  test('whatever happens, nothing is activated without the provider approving it first, and at most once', () => {
    fc.assert(
      fc.property(steps, (attempts) => {
        const { path } = run(attempts);
        const activations = path.filter((name) => name === 'activate').length;
        expect(activations).toBeLessThanOrEqual(1);
        if (activations === 1) expect(path.indexOf('approve')).toBeLessThan(path.indexOf('activate'));
      }),
    );
  });

  test('a settled payment never goes back to an open checkout; a failed or cancelled one is never paid', () => {
    fc.assert(
      fc.property(steps, (attempts) => {
        let state: PaymentState = 'created';
        for (const [name, actor] of attempts) {
          const result = paymentTransition(state, name, actor);
          if (!result.ok) continue;
          if (isSettled(state)) expect(isSettled(result.to)).toBe(true);
          if (['failed', 'cancelled'].includes(state)) throw new Error(`left final ${state} by ${name}`);
          // An expired checkout is left only by a late approval from the provider.
          if (state === 'expired') expect([name, actor]).toEqual(['approve', 'provider']);
          state = result.to;
        }
      }),
    );
  });

  test('every state maps to the spec result the transaction page shows (open checkouts: none yet)', () => {
    expect(PAYMENT_STATES.map((s) => [s, paymentResult(s)])).toEqual([
      ['created', null],
      ['redirected', null],
      ['approved', 'approved'],
      ['success', 'success'],
      ['failed', 'failed'],
      ['cancelled', 'cancelled'],
      ['expired', 'failed'],
      ['refunded', 'approved'],
    ]);
  });
});
