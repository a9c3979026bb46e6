import { describe, expect, it } from 'vitest';
import { selectionItems } from './selection.ts';

const now = new Date('2026-11-24T19:00:00Z');

describe('selectionItems', () => {
  it('turns selected promotions into checkout lines, scheduled ones with their start', () => {
    const result = selectionItems(
      7,
      [
        {
          kind: 'top_ad',
          selected: true,
          value: 'top_ad-7d-general',
          schedule: { type: 'schedule_promotion', date: '2026-11-25', time: '9:15 PM' },
        },
        { kind: 'urgent_ad', selected: true, value: 'urgent_ad-7d-general' },
        { kind: 'spotlight', selected: false, value: 'spotlight-7d-general' },
      ],
      'EID100',
      now,
    );
    expect(result).toEqual({
      ok: true,
      items: [
        { type: 'top_ad', ad_id: 7, variant_id: 'top_ad-7d-general', schedule_at: '2026-11-25T15:30:00.000Z' },
        { type: 'urgent_ad', ad_id: 7, variant_id: 'urgent_ad-7d-general' },
        { type: 'voucher_v2', ad_id: 7, code: 'EID100' },
      ],
    });
  });

  it('starts extra pictures when paid, whatever the schedule', () => {
    const schedule = { type: 'schedule_promotion' as const, date: '2026-11-25', time: '9:15 PM' };
    expect(
      selectionItems(
        7,
        [{ kind: 'extra_images', selected: true, value: 'extra_images-5-general', schedule }],
        null,
        now,
      ),
    ).toEqual({ ok: true, items: [{ type: 'extra_images', ad_id: 7, variant_id: 'extra_images-5-general' }] });
  });

  it('refuses a past or unreadable schedule, and a selection of nothing', () => {
    const pick = (date: string, time: string) => [
      { kind: 'top_ad', selected: true, value: 'x', schedule: { type: 'schedule_promotion' as const, date, time } },
    ];
    expect(selectionItems(7, pick('2026-11-24', '9:15 AM'), null, now)).toEqual({
      ok: false,
      error: 'SCHEDULE_IN_PAST',
    });
    expect(selectionItems(7, pick('someday', '9:15 AM'), null, now)).toEqual({ ok: false, error: 'SCHEDULE_INVALID' });
    expect(selectionItems(7, [{ kind: 'listing_fee', selected: true, value: 'x' }], null, now)).toEqual({
      ok: false,
      error: 'NOTHING_SELECTED',
    });
  });
});
