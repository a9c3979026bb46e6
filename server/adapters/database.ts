// One small query layer over the two PostgreSQL drivers (ARCHITECTURE: PGlite embedded by default, a pooled
// PostgreSQL client when DATABASE_URL is set). Every module talks SQL through `Database`; the SQL is the same for
// both, so it must be accepted by PGlite's PostgreSQL 18 and the server's PostgreSQL 15.
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { AppError } from '../../core/errors.ts';
import { collectedGauge, dbQueryDuration } from './metrics.ts';

export type SqlParam = string | number | boolean | Date | null | readonly unknown[] | Record<string, unknown>;

export interface QueryOptions {
  /**
   * Prepare the statement once per connection (PostgreSQL; the embedded database plans each time): for statements of
   * fixed text run on most requests, which PostgreSQL then stops planning once one plan suits every value (its
   * plan_cache_mode `auto`). Not for statements whose best plan depends on the values, such as a search's.
   */
  readonly prepare?: boolean;
}

export interface Queryable {
  query<Row>(sql: string, params?: readonly SqlParam[], options?: QueryOptions): Promise<Row[]>;
}

export interface Transaction extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// pg returns int8 (bigint, count(*)) as strings and PGlite as numbers: map them here, once. Values in this
// schema (ids, BDT amounts, counts) stay far below 2^53.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

/**
 * PostgreSQL cannot store the NUL character in text (22021) or JSON (22P05). Inputs with one are refused where
 * they come in (server/http/inputs.ts); the fields of page forms are not read there, so a NUL reaching a
 * statement is the caller's bad input, answered 400 like the rest, never a 500.
 */
function refuseNul(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== '22021' && code !== '22P05') return error;
  return new AppError('VALIDATION_FAILED', [{ path: 'body', message: 'must not contain the NUL character (U+0000)' }]);
}

/** Runs one statement, timed by driver and outcome (db_query_duration_seconds). */
async function timed<T>(driver: Database['driver'], run: () => Promise<T>): Promise<T> {
  const stop = dbQueryDuration.startTimer({ driver });
  try {
    const result = await run();
    stop({ outcome: 'ok' });
    return result;
  } catch (error) {
    stop({ outcome: 'error' });
    throw error;
  }
}

export interface PgliteOptions {
  /** A directory for a durable database, or undefined for an in-memory one. */
  dataDir?: string;
  /** A dump made by `dumpDataDir`, to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database & { dump(): Promise<File | Blob> }> {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    relaxedDurability: false,
  });
  const bind = (q: Pick<PGlite, 'query' | 'exec'>): Transaction => ({
    async query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<Row[]> {
      const result = await timed('pglite', () => q.query<Row>(sql, params as unknown[])).catch((error: unknown) => {
        throw refuseNul(error);
      });
      return result.rows;
    },
    async exec(sql) {
      await q.exec(sql);
    },
  });
  return {
    driver: 'pglite',
    ...bind(db),
    transaction: (work) => db.transaction((tx) => work(bind(tx))),
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
  };
}

const statementNames = new Map<string, string>();
/** A prepared statement's name: one per text, so that a connection prepares each text once under one name. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `haat_${createHash('sha256').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

export function openPostgres(url: string, poolSize: number): Database {
  // Work memory enough for a search's bitmap of a common word on a million ads to stay exact: past the default 4 MB it
  // turns lossy, and every ad on a lossy page is read again and its words tested. No JIT: compiling a search's
  // statement took 9–17 ms, more than it saved (decision 211).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c work_mem=32MB -c jit=off' });
  // An idle connection can be cut by the server (restart, failover, DROP DATABASE … FORCE after a test file). The
  // pool drops it and opens another when needed; without a listener the error would end the process.
  pool.on('error', () => {});
  collectedGauge(
    'db_pool_connections',
    'PostgreSQL pool: connections open, idle, and requests waiting.',
    ['state'],
    () => [
      { labels: { state: 'open' }, value: pool.totalCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
      { labels: { state: 'waiting' }, value: pool.waitingCount },
    ],
  );
  const bind = (client: pg.Pool | pg.PoolClient): Transaction => ({
    async query<Row>(sql: string, params: readonly SqlParam[] = [], options: QueryOptions = {}): Promise<Row[]> {
      const values = params as unknown[];
      const statement = options.prepare ? { name: statementName(sql), text: sql, values } : { text: sql, values };
      const result = await timed('postgres', () => client.query(statement)).catch((error: unknown) => {
        throw refuseNul(error);
      });
      return result.rows as Row[];
    },
    async exec(sql) {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await client.query(sql);
    },
  });
  return {
    driver: 'postgres',
    ...bind(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(bind(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
