import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/database.ts';
import type { Database } from './database.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('prepared statements', () => {
  const sql = 'SELECT $1::int * 2 AS doubled';

  it('answer each time with the values given, beside the same text unprepared', async () => {
    for (const value of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await db.query(sql, [value], { prepare: true })).toEqual([{ doubled: value * 2 }]);
      expect(await db.query(sql, [value])).toEqual([{ doubled: value * 2 }]);
    }
  });

  it('stay prepared on the connection that ran them, on PostgreSQL', async () => {
    const prepared = await db.transaction(async (tx) => {
      await tx.query(sql, [21], { prepare: true });
      return tx.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements WHERE NOT from_sql AND statement = $1',
        [sql],
      );
    });
    expect(prepared).toHaveLength(db.driver === 'postgres' ? 1 : 0);
  });
});
