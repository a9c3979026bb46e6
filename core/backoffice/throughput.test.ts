import { describe, expect, it } from 'vitest';
import { type Decision, moderatorDays } from './throughput.ts';

const at = (iso: string) => new Date(iso);
const decision = (actorId: number, action: string, iso: string, minutes: number | null): Decision => ({
  actorId,
  actorName: actorId === 1 ? 'Rina' : 'Karim',
  action,
  at: at(iso),
  minutes,
});

describe('moderatorDays', () => {
  it('counts approvals, rejections and reports (ads’ and chats’) per moderator per Dhaka day', () => {
    const rows = moderatorDays([
      decision(1, 'ad.approve', '2026-11-24T04:00:00Z', 30),
      decision(1, 'ad.approve', '2026-11-24T05:00:00Z', 10),
      decision(1, 'ad.reject', '2026-11-24T06:00:00Z', 20),
      decision(1, 'report.take_down', '2026-11-24T07:00:00Z', 600),
      decision(1, 'chat_report.warn', '2026-11-24T08:00:00Z', null),
      decision(2, 'ad.approve', '2026-11-24T09:00:00Z', 5),
    ]);
    expect(rows).toEqual([
      { day: '2026-11-24', id: 1, name: 'Rina', approved: 2, rejected: 1, reportsHandled: 2, medianMinutes: 20 },
      { day: '2026-11-24', id: 2, name: 'Karim', approved: 1, rejected: 0, reportsHandled: 0, medianMinutes: 5 },
    ]);
  });

  it('cuts days at midnight in Dhaka (UTC+6), newest day first', () => {
    const rows = moderatorDays([
      decision(1, 'ad.approve', '2026-11-23T17:59:00Z', 1),
      decision(1, 'ad.approve', '2026-11-23T18:01:00Z', 3),
    ]);
    expect(rows.map((r) => [r.day, r.approved, r.medianMinutes])).toEqual([
      ['2026-11-24', 1, 3],
      ['2026-11-23', 1, 1],
    ]);
  });

  it('takes the median by nearest rank, rounded, and none when no decision has a known time', () => {
    const rows = moderatorDays([
      decision(1, 'ad.approve', '2026-11-24T04:00:00Z', 10.4),
      decision(1, 'ad.approve', '2026-11-24T05:00:00Z', 40),
      decision(2, 'ad.reject', '2026-11-24T05:00:00Z', null),
    ]);
    expect(rows.map((r) => r.medianMinutes)).toEqual([10, null]);
  });

  it('leaves out every other back-office action', () => {
    expect(
      moderatorDays([
        decision(1, 'person.suspend', '2026-11-24T04:00:00Z', null),
        decision(1, 'membership.grant', '2026-11-24T04:00:00Z', null),
        decision(1, 'reason.add', '2026-11-24T04:00:00Z', null),
      ]),
    ).toEqual([]);
  });
});
