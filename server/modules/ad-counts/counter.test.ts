import { describe, expect, test } from 'vitest';
import { manualClock } from '../../../core/clock.ts';
import type { Queryable, SqlParam } from '../../adapters/database.ts';
import { countAdEvent, countAdView, flushAdStats } from './counter.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile';

/** A database that records the batches written to it, or fails while `down`. */
function recordingDatabase() {
  const batches: (readonly SqlParam[])[] = [];
  const db = {
    down: false,
    batches,
    async query<Row>(_sql: string, params: readonly SqlParam[] = []): Promise<Row[]> {
      if (db.down) throw new Error('database away');
      batches.push(params);
      return [];
    },
  } satisfies Queryable & Record<string, unknown>;
  return db;
}

const visit = { viewerId: null, userAgent: BROWSER, purpose: null, cookie: null, ip: '203.0.113.9' };

describe('the counters', () => {
  test('keep the counts of a failed write for the next flush, and start from zero after one', async () => {
    const db = recordingDatabase();
    const deps = { db, clock: manualClock(new Date('2026-03-01T06:00:00Z')) };
    countAdView(deps, { id: 5, ownerId: 1 }, visit);
    countAdEvent(deps, 5, 'phone_reveals');
    db.down = true;
    await expect(flushAdStats(db)).rejects.toThrow('database away');
    countAdEvent(deps, 5, 'phone_reveals');
    db.down = false;
    await flushAdStats(db);
    expect(db.batches).toEqual([[[5], ['2026-03-01'], [1], [2], [0], [0]]]);
    await flushAdStats(db);
    expect(db.batches).toHaveLength(1);
  });

  test('count a visitor once per half hour and ad, told apart by account, browser cookie or address', () => {
    const db = recordingDatabase();
    const clock = manualClock(new Date('2026-03-01T06:00:00Z'));
    const deps = { db, clock };
    const ad = { id: 6, ownerId: 1 };
    expect(countAdView(deps, ad, visit)).toBe(true);
    expect(countAdView(deps, ad, visit)).toBe(false);
    expect(countAdView(deps, { id: 7, ownerId: 1 }, visit)).toBe(true);
    expect(countAdView(deps, ad, { ...visit, cookie: 'haat_visitor=AAAAAAAAAAAAAAAAAAAAAA' })).toBe(true);
    expect(countAdView(deps, ad, { ...visit, viewerId: 9 })).toBe(true);
    expect(countAdView(deps, ad, { ...visit, viewerId: 9, ip: '198.51.100.1' })).toBe(false);
    clock.advance(30 * 60 * 1000);
    expect(countAdView(deps, ad, visit)).toBe(true);
  });

  test('are kept apart per database', async () => {
    const first = recordingDatabase();
    const second = recordingDatabase();
    const clock = manualClock(new Date('2026-03-01T06:00:00Z'));
    countAdEvent({ db: first, clock }, 8, 'chats');
    await flushAdStats(second);
    expect(second.batches).toEqual([]);
    await flushAdStats(first);
    expect(first.batches).toEqual([[[8], ['2026-03-01'], [0], [0], [1], [0]]]);
  });
});
