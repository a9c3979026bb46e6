import { describe, expect, test } from 'vitest';
import { lineText, type PaymentLine, transactionLabel } from './invoice-lines.ts';

const ad = { id: 7, title: 'Samsung A15' };
const line = (over: Partial<PaymentLine>): PaymentLine => ({
  kind: 'listing_fee',
  variant: null,
  ad,
  length: null,
  amount_poisha: 50_000,
  schedule_at: null,
  reference: null,
  ...over,
});

describe('a payment line as one phrase', () => {
  test('names every product with what it gives and its ad, in en and bn', () => {
    expect(lineText('en', line({}))).toBe('Listing fee, for "Samsung A15"');
    expect(lineText('bn', line({}))).toBe('"Samsung A15"-এর জন্য লিস্টিং ফি');
    const bumps = line({ kind: 'bump_up', length: { unit: 'bumps', count: 7 } });
    expect(lineText('en', bumps)).toBe('Bump Up, 7 bumps, one a day, for "Samsung A15"');
    expect(lineText('bn', bumps)).toBe('"Samsung A15"-এর জন্য বাম্প আপ, ৭ বার বাম্প, দিনে একবার');
    const pictures = line({ kind: 'extra_images', length: { unit: 'pictures', count: 5 } });
    expect(lineText('en', pictures)).toBe('Extra pictures, 5 more pictures, for "Samsung A15"');
    expect(lineText('en', line({ kind: 'urgent_bundle', length: { unit: 'days', count: 7 } }))).toBe(
      'Urgent Bundle, 7 days, for "Samsung A15"',
    );
    expect(lineText('en', line({ kind: 'voucher_v2', reference: 'EID20', amount_poisha: -9_000 }))).toBe(
      'Voucher EID20, for "Samsung A15"',
    );
    expect(lineText('bn', line({ kind: 'doorstep_order', reference: 'HO-12' }))).toBe(
      '"Samsung A15"-এর জন্য হোম ডেলিভারি অর্ডার HO-12',
    );
  });

  test('a membership package is named with its months once, for no ad', () => {
    const pkg = line({
      kind: 'membership_package',
      variant: 'vehicles-plus-3m',
      ad: null,
      length: { unit: 'months', count: 3 },
    });
    expect(lineText('en', pkg)).toBe('Membership Vehicles Plus, 3 months');
    expect(lineText('bn', pkg)).toBe('মেম্বারশিপ যানবাহন প্লাস, ৩ মাস');
  });

  test('the transaction id is called what its gateway calls it', () => {
    expect(transactionLabel('en', 'bkash')).toBe('bKash TrxID');
    expect(transactionLabel('en', 'sslcommerz')).toBe('Bank transaction ID');
    expect(transactionLabel('bn', 'other')).toBe('লেনদেন আইডি');
  });
});
